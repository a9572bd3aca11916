// The attacks of the abuse review, for the bench and for measuring by hand: wrong admin logins from
// many loopback addresses (the server sees each socket address as a client) and image-endpoint
// requests with qualities and formats the site never links.
import http from 'node:http';

/** One HTTP request from a chosen local address; resolves to { status, headers, body }. */
function request(base, { method = 'GET', path, headers = {}, body, localAddress }) {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, base), { method, headers, localAddress, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** One wrong admin login as a browser would send it (pre-session CSRF token first), from localAddress. */
async function wrongLogin(base, localAddress, attempt) {
  const token = await request(base, { path: '/api/admin/csrf-token', localAddress });
  const cookie = (token.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  const { csrfToken } = JSON.parse(token.body);
  return request(base, {
    method: 'POST',
    path: '/api/admin/login',
    localAddress,
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken, cookie },
    body: JSON.stringify({ password: `wrong guess ${attempt}` }),
  });
}

/** `clients` loopback addresses (127.0.0.10 …) each sending `perClient` wrong logins at once; resolves to the statuses. */
export async function loginFlood(base, clients = 20, perClient = 1) {
  const jobs = [];
  for (let c = 0; c < clients; c += 1) {
    for (let a = 0; a < perClient; a += 1)
      jobs.push(
        wrongLogin(base, `127.0.0.${10 + c}`, a).then(
          (r) => r.status,
          () => 0,
        ),
      );
  }
  return Promise.all(jobs);
}

/** `count` concurrent image-endpoint requests, each with its own quality (so no cache could help); resolves to the statuses. */
export function imageFlood(base, count = 16) {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      request(base, { path: `/_image?href=%2Fog-image.png&w=1200&q=${80 + i}&f=avif` }).then(
        (r) => r.status,
        () => 0,
      ),
    ),
  );
}
