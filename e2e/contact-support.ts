// Support for the contact, join and toast specs: a distinct client address per test, and the database.
//
// Every browser request reaches the e2e server from 127.0.0.1, so the per-client rate limit of the
// public forms would be shared by all tests running in parallel. submitFrom() forwards a form's
// API call to the real server from another loopback address (127.x.y.z all reach the server), so
// each test has its own limit and the real server's answer is handed back to the page unchanged.
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const port = () => Number(process.env.E2E_PORT);

/** Sends one request to the e2e server from the loopback address `from`. */
export function requestFrom(
  from: string,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: port(), localAddress: from, method: options.method, path: options.path, headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers[name] = value;
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Routes the page's POSTs to apiPath through the real server from the loopback address `from`. */
export async function submitFrom(page: Page, apiPath: string, from: string): Promise<void> {
  await page.route(`**${apiPath}`, async (route) => {
    const request = route.request();
    const answer = await requestFrom(from, {
      method: request.method(),
      path: apiPath,
      headers: { 'content-type': request.headers()['content-type'] ?? '' },
      body: request.postData() ?? '',
    });
    const headers = { ...answer.headers };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ status: answer.status, headers, body: answer.body });
  });
}

/** Posts JSON to apiPath from `from` `times` times (to use up a rate limit). */
export async function postTimes(from: string, apiPath: string, body: unknown, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const answer = await requestFrom(from, {
      method: 'POST',
      path: apiPath,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    statuses.push(answer.status);
  }
  return statuses;
}

/** Rows of a read-only query on the e2e server's database. */
export function queryDb<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'app.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** A unique e-mail address for one test. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The .eml files in the e2e server's outbox (it has no SMTP server) that contain text. */
export function outboxMessages(text: string): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.map((file) => readFileSync(path.join(dir, file), 'utf8')).filter((eml) => eml.includes(text));
}
