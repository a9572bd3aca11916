// The doors a fourth security review found, tried over the real routes on a real database file (and the real
// mail listener where mail is sent).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPORTS_PER_HOUR } from '@/features/advance/report-advance.server';
import { TestClient, useTempApp } from '@test/client';

useTempApp();

/** A guest's report from a share link (an unknown token is enough to count a try), as a multipart form. */
function reportForm(token: string): FormData {
  const form = new FormData();
  form.append('token', token);
  return form;
}

describe('2. the slip report counts a client by its /64', () => {
  it('addresses rotating inside one IPv6 /64 share one budget', async () => {
    for (let i = 0; i < REPORTS_PER_HOUR.client; i++) {
      const answer = await new TestClient(`2001:db8:56:2::${(i + 1).toString(16)}`).call('POST', '/api/shares/report', {
        body: reportForm('x'.repeat(22)),
      });
      expect(answer.status).toBe(404);
    }
    const next = await new TestClient('2001:db8:56:2::ffff').call('POST', '/api/shares/report', { body: reportForm('x'.repeat(22)) });
    expect(next.status).toBe(429);
    expect(next.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await new TestClient('2001:db8:56:3::1').call('POST', '/api/shares/report', { body: reportForm('x'.repeat(22)) })).status).toBe(
      404,
    );
  });
});

describe('10. the image never holds a .env', () => {
  it('the build context leaves out .env in every folder (deploy/.env of the compose guide too)', () => {
    const patterns = readFileSync(path.join(process.cwd(), 'deploy/Dockerfile.dockerignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'));
    const ignored = (file: string) => patterns.some((pattern) => path.matchesGlob(file, pattern));
    for (const file of ['.env', 'deploy/.env', 'src/features/x/.env']) expect(ignored(file), file).toBe(true);
    expect(ignored('src/features/x/env.ts')).toBe(false);
  });
});
