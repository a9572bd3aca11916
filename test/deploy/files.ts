/**
 * The drill's files (issue 58): slips and photos uploaded while bookings stream in, each as a client
 * does it over HTTP on 127.0.0.1:port. A photo through the owner's upload (signed in with the site's
 * ADMIN_PASSWORD); a slip by a customer: a booking, its confirm link read from the outbox's .eml files
 * (the site runs without SMTP), the link followed, then 'I have paid' with the slip. Each file the site
 * acknowledged is fetched back at once (its bytes' hash kept), then looked for on a restored site.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import sharp from 'sharp';
import { distinctBooking } from '@test/reliability/bookings';

/** A file the site acknowledged: where the owner reads it back, the hash of what it served then, and when it was acknowledged. */
export interface AcknowledgedFile {
  kind: 'slip' | 'photo';
  url: string;
  sha256: string;
  at: number;
}

const sha256 = (bytes: ArrayBuffer) => createHash('sha256').update(Buffer.from(bytes)).digest('hex');

/** A small PNG of its own pixels (the site re-encodes it; its own bytes, so no two slips look alike). */
async function image(seed: number): Promise<Blob> {
  const pixels = Buffer.alloc(64 * 48 * 3, 0);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (seed * 7919 + i * 31) % 251;
  const png = await sharp(pixels, { raw: { width: 64, height: 48, channels: 3 } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

/** Cookies as a browser keeps them, sent back as one header. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The sites the lanes talk to: its port, its outbox folder (seen from this machine) and its owner's password. */
export interface FileSite {
  port: number;
  outbox: string;
  adminPassword: string;
}

/** Sends one request to the site with a client address of its own (the site trusts one proxy hop). */
async function call(site: FileSite, client: string, pathname: string, init: RequestInit & { jar?: Jar; csrf?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', client);
  // A browser's form post names the page's origin: Astro's checkOrigin refuses a multipart POST without it.
  if (init.method === 'POST') headers.set('origin', `http://127.0.0.1:${site.port}`);
  if (init.jar) headers.set('cookie', init.jar.header());
  if (init.csrf) headers.set('x-csrf-token', init.csrf);
  const response = await fetch(`http://127.0.0.1:${site.port}${pathname}`, { ...init, headers, signal: AbortSignal.timeout(60_000) });
  init.jar?.take(response);
  return response;
}

/** The owner's session on a site: its cookies and CSRF token. */
async function signInOwner(site: FileSite): Promise<{ jar: Jar; csrf: string }> {
  const jar = new Jar();
  const client = '192.0.2.10';
  const token = async () =>
    ((await (await call(site, client, '/api/admin/csrf-token', { jar })).json()) as { csrfToken: string }).csrfToken;
  const login = await call(site, client, '/api/admin/login', {
    method: 'POST',
    jar,
    csrf: await token(),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: site.adminPassword }),
  });
  if (login.status !== 200) throw new Error(`owner sign-in: ${login.status} ${await login.text()}`);
  return { jar, csrf: await token() };
}

/** The confirm link's token mailed to `email`, read from the outbox's .eml files once the sender wrote it. */
async function confirmToken(site: FileSite, email: string): Promise<string> {
  for (let tries = 0; tries < 150; tries++) {
    const names = existsSync(site.outbox) ? readdirSync(site.outbox).filter((name) => name.endsWith('.eml')) : [];
    for (const name of names) {
      const mail = await PostalMime.parse(readFileSync(path.join(site.outbox, name)));
      if (!mail.to?.some((to) => to.address === email)) continue;
      const token = /\/booking\/confirm\?token=([\w-]+)/.exec(mail.text ?? '')?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirm link mailed to ${email}`);
}

/** Uploads one photo as the owner; answers the file acknowledged (fetched back once). */
async function uploadPhoto(site: FileSite, owner: { jar: Jar; csrf: string }, n: number): Promise<AcknowledgedFile> {
  const form = new FormData();
  form.append('photo', await image(n), `photo-${n}.png`);
  const answer = await call(site, '192.0.2.10', '/api/upload/photo', { method: 'POST', body: form, jar: owner.jar, csrf: owner.csrf });
  if (answer.status !== 201) throw new Error(`photo upload: ${answer.status} ${await answer.text()}`);
  const at = Date.now();
  const { url } = (await answer.json()) as { url: string };
  const served = await call(site, '192.0.2.10', url);
  if (served.status !== 200) throw new Error(`photo ${url} not served: ${served.status}`);
  return { kind: 'photo', url, sha256: sha256(await served.arrayBuffer()), at };
}

/** A customer's booking (number `n` of distinctBooking), confirmed by its mailed link, then 'I have paid' with a slip. */
async function uploadSlip(site: FileSite, owner: { jar: Jar; csrf: string }, n: number): Promise<AcknowledgedFile> {
  const client = `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  const body = distinctBooking(n);
  const booked = await call(site, client, '/api/bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (booked.status !== 201) throw new Error(`slip's booking: ${booked.status} ${await booked.text()}`);
  const { id } = (await booked.json()) as { id: string };
  const customer = new Jar();
  const confirmed = await call(site, client, '/api/bookings/confirm', {
    method: 'POST',
    jar: customer,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: await confirmToken(site, body.customerEmail) }),
  });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${await confirmed.text()}`);
  const form = new FormData();
  form.append('slip', await image(n), `slip-${n}.png`);
  const reported = await call(site, client, `/api/bookings/${id}/advance`, { method: 'POST', body: form, jar: customer });
  if (reported.status !== 200) throw new Error(`slip report: ${reported.status} ${await reported.text()}`);
  const at = Date.now();
  const url = `/api/admin/bookings/${id}/slip`;
  const served = await call(site, '192.0.2.10', url, { jar: owner.jar });
  if (served.status !== 200) throw new Error(`slip ${url} not served: ${served.status}`);
  return { kind: 'slip', url, sha256: sha256(await served.arrayBuffer()), at };
}

/** A lane of uploads: `acknowledged` grows as the site acknowledges files; `done` answers them all once it ended. */
interface FileLane {
  acknowledged: AcknowledgedFile[];
  stop: () => void;
  failed: () => boolean;
  done: Promise<AcknowledgedFile[]>;
}

/**
 * Uploads a photo and a slip in turn (bookings numbered from `firstBooking`) until `stop()` is called or
 * `count` files are acknowledged. A failure after stop() (the machine killed under it) ends the lane
 * quietly; one before it ends the lane and rejects `done`.
 */
export function fileLane(site: FileSite, firstBooking: number, count = Infinity): FileLane {
  let running = true;
  let failure = false;
  const acknowledged: AcknowledgedFile[] = [];
  const done = (async () => {
    const owner = await signInOwner(site);
    for (let n = firstBooking; running && acknowledged.length < count; n++) {
      try {
        acknowledged.push(await (acknowledged.length % 2 === 0 ? uploadPhoto(site, owner, n) : uploadSlip(site, owner, n)));
      } catch (error) {
        if (running) throw error;
      }
    }
    return acknowledged;
  })();
  // Seen by the caller when it awaits `done`; meanwhile a failure is only noted.
  done.catch(() => (failure = true));
  return { acknowledged, stop: () => (running = false), failed: () => failure, done };
}

/** The acknowledged files a (restored) site does not serve with the same bytes, read as its owner. */
export async function missingFiles(site: FileSite, files: AcknowledgedFile[]): Promise<AcknowledgedFile[]> {
  const owner = await signInOwner(site);
  const missing: AcknowledgedFile[] = [];
  for (const file of files) {
    const served = await call(site, '192.0.2.10', file.url, { jar: owner.jar });
    if (served.status !== 200 || sha256(await served.arrayBuffer()) !== file.sha256) missing.push(file);
  }
  return missing;
}
