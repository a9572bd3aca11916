// The machine's limit for `npm run bench`: a bare node:http server answering the performer JSON
// (the file given in BENCH_JSON) from memory, with the same security headers as the real server; and at
// /floor the network's floor for a page's paint: about 1 KB of HTML (a heading and a paragraph, inline style),
// which Lighthouse measures beside every page (each page's LCP is printed as a ratio to this one's).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { securityHeaders } from '../../server/security-headers.mjs';

const body = readFileSync(process.env.BENCH_JSON);
const headers = { ...securityHeaders({ https: false }), 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length };
const floorPage = Buffer.from(
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>Floor</title><meta name="description" content="The network's floor for a page's first paint.">` +
    `<style>body{margin:0;padding:1rem;font-family:system-ui,sans-serif;color:#111;background:#fff}h1{font-size:1.75rem}p{line-height:1.5}</style>` +
    `</head><body><main><h1>Male strippers in Bangkok</h1><p>${'A party the group will talk about for years: performers who arrive on time, a show that fits the room, and an agency that answers at night. '.repeat(4)}</p></main></body></html>`,
);
// The floor page's own policy: its inline style is the only thing it loads.
const floorHeaders = {
  ...securityHeaders({ https: false }),
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Length': floorPage.length,
};
http
  .createServer((req, res) => {
    if (req.url === '/floor') {
      res.writeHead(200, floorHeaders);
      res.end(floorPage);
      return;
    }
    res.writeHead(200, headers);
    res.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
