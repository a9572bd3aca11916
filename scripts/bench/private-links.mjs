// The pages a customer reaches by a private link, set up for the bench as a customer and the owner would:
// the owner switches on every way to pay (the largest pages), an English and a Thai booking are requested,
// confirmed from their e-mailed links and split four ways; answers the summary and share links to measure.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { EVERY_WAY_TO_PAY } from './every-way-to-pay.mjs';

/** A JSON request to the bench server; throws with the answer's text unless the status is `expect`. */
async function call(base, pathname, { method = 'GET', body, cookie = '', headers = {}, expect = 200 } = {}) {
  const answer = await fetch(`${base}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', origin: base, cookie, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (answer.status !== expect) throw new Error(`${method} ${pathname}: ${answer.status} ${await answer.text()}`);
  const cookies = answer.headers.getSetCookie().map((c) => c.split(';')[0]);
  return { json: await answer.json().catch(() => null), cookie: [cookie, ...cookies].filter(Boolean).join('; ') };
}

/** The confirm token of the newest e-mail to `email` in the outbox folder, once the outbox has written it. */
async function confirmToken(outbox, email) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const files = (() => {
      try {
        return readdirSync(outbox).filter((f) => f.endsWith('.eml'));
      } catch {
        return [];
      }
    })();
    for (const file of files) {
      const mail = readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      // The To line names the address alone or with a display name (`"a@b" <a@b>`).
      const token = /^To: .*\S/m.exec(mail)?.[0].includes(email) && /\/booking\/confirm\?token=([\w-]+)/.exec(mail)?.[1];
      if (token) return token;
    }
    await sleep(100);
  }
  throw new Error(`no confirm e-mail to ${email} in ${outbox}`);
}

/** Switches every way to pay on as the owner (signed in with `password`), over the admin API; answers her cookie. */
async function switchOnEveryWay(base, password) {
  const pre = await call(base, '/api/admin/csrf-token');
  const login = await call(base, '/api/admin/login', {
    method: 'POST',
    cookie: pre.cookie,
    headers: { 'x-csrf-token': pre.json.csrfToken },
    body: { password },
  });
  const token = await call(base, '/api/admin/csrf-token', { cookie: login.cookie });
  await call(base, '/api/admin/payment-methods', {
    method: 'PUT',
    cookie: login.cookie,
    headers: { 'x-csrf-token': token.json.csrfToken },
    body: EVERY_WAY_TO_PAY,
  });
  return login.cookie;
}

/** Requests, confirms and splits one booking four ways in `locale`; answers its id and one share's link. */
async function splitBooking(base, outbox, next, locale) {
  const { body, client } = next();
  const booking = { ...JSON.parse(body), locale };
  const made = await call(base, '/api/bookings', { method: 'POST', body: booking, headers: { 'x-forwarded-for': client }, expect: 201 });
  const token = await confirmToken(outbox, booking.customerEmail);
  const confirmed = await call(base, '/api/bookings/confirm', { method: 'POST', cookie: made.cookie, body: { token } });
  const id = confirmed.json.id;
  const split = await call(base, `/api/bookings/${id}/shares`, {
    method: 'POST',
    cookie: confirmed.cookie,
    body: { count: 4 },
    expect: 201,
  });
  const link = new URL(split.json.links[1].url, base);
  return { id, share: `${link.pathname}${link.search}`, cookie: confirmed.cookie };
}

/**
 * Sets up the private-link pages on the bench server (`dir` is its data folder, `password` its
 * ADMIN_PASSWORD, `next` a booking source): answers `paths`, opened without a cookie as a guest does,
 * `signedIn`, the two summaries with the organiser's cookie (her actions, the night's section), and `ownerCookie`,
 * the owner's session (the admin panel's page).
 */
export async function privateLinks(base, dir, password, next) {
  const ownerCookie = await switchOnEveryWay(base, password);
  const outbox = path.join(dir, 'outbox');
  const en = await splitBooking(base, outbox, next, 'en');
  const th = await splitBooking(base, outbox, next, 'th');
  const summaries = [`/booking/${en.id}/summary`, `/th/booking/${th.id}/summary`];
  return {
    paths: [...summaries, en.share, th.share],
    signedIn: [
      { path: summaries[0], cookie: en.cookie },
      { path: summaries[1], cookie: th.cookie },
    ],
    ownerCookie,
  };
}
