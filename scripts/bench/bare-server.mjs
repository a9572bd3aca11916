// The machine's limit for `npm run bench`: a bare node:http server answering the performer JSON
// (the file given in BENCH_JSON) from memory, with the same security headers as the real server.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { securityHeaders } from '../../server/security-headers.mjs';

const body = readFileSync(process.env.BENCH_JSON);
const headers = { ...securityHeaders({ https: false }), 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length };
http
  .createServer((req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
