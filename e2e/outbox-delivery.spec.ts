// The e-mail outbox on a server of our own (built production server, own database) and a real SMTP
// listener: requests answer while the mail server hangs, every e-mail arrives once it is back, and a
// SIGKILL while bookings stream in with the mail server down loses and doubles nothing.
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import net from 'node:net';
import { distinctBooking } from '@test/reliability/bookings';
import { freePort, postJson, removeDir, startOwnServer, type OwnServer } from '@test/reliability/server-process';
import { startSmtp, type TestSmtp } from '@test/smtp';
import { bookingReference } from '@/lib/booking-reference';

/** A mail server that is down in the worst way: it takes the connection and never answers. */
async function hangingMailServer(port: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}

function outboxRows(file: string): { recipient: string; subject: string; status: string }[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select recipient, subject, status from outbox').all() as { recipient: string; subject: string; status: string }[];
  } finally {
    db.close();
  }
}

/** How many messages the listener got for each "recipient|subject". */
function deliveries(smtp: TestSmtp): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of smtp.messages) {
    const key = `${m.envelopeTo.join(',')}|${m.parsed.subject}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

const contact = {
  firstName: 'Outbox',
  lastName: 'Tester',
  email: 'outbox.contact@example.com',
  inquiryType: 'general',
  message: 'Is the outbox working?',
};
const application = {
  name: 'Outbox Applicant',
  stageName: 'Outbox',
  email: 'outbox.applicant@example.com',
  location: 'bangkok',
  interestedIn: ['Becoming a Male Stripper'],
  age: '25',
};

test.describe.configure({ mode: 'serial' });

test('a booking, a contact and an application answer while the mail server hangs; each e-mail arrives once it is back', async () => {
  test.setTimeout(120_000);
  const smtpPort = await freePort();
  let hanging: Awaited<ReturnType<typeof hangingMailServer>> | undefined = await hangingMailServer(smtpPort);
  let smtp: TestSmtp | undefined;
  let server: OwnServer | undefined;
  try {
    server = await startOwnServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RETRY_FIRST_SECONDS: '1' } });
    const booked = await postJson(server.port, '/api/bookings', distinctBooking(0, 40), '127.0.40.1');
    const contacted = await postJson(server.port, '/api/contacts', contact, '127.0.40.2');
    const applied = await postJson(server.port, '/api/applications', application, '127.0.40.3');
    // Every answer came while the mail server still held its connections unanswered.
    expect([booked.status, contacted.status, applied.status]).toEqual([201, 201, 201]);
    expect(outboxRows(server.databasePath).map((r) => r.status)).not.toContain('sent');

    await hanging.close();
    hanging = undefined;
    smtp = await startSmtp({ port: smtpPort });
    const live = smtp;
    const expected = [
      `${'tester0@example.com'}|Please confirm your e-mail address (${bookingReference(booked.json.id)})`,
      'bookings@siamhunks.example|Nuovo messaggio di contatto',
      'bookings@siamhunks.example|Nuova candidatura di un performer',
    ];
    const dbFile = server.databasePath;
    await expect.poll(() => outboxRows(dbFile).every((r) => r.status === 'sent'), { timeout: 60_000 }).toBe(true);
    const counts = deliveries(live);
    expect(live.messages).toHaveLength(3);
    for (const key of expected) expect([...counts].find(([k]) => k.startsWith(key))?.[1], key).toBe(1);
  } finally {
    await server?.stop();
    await hanging?.close();
    await smtp?.close();
    if (server) removeDir(server.dir);
  }
});

test('SIGKILL while bookings stream in with the mail server down: after a restart every acknowledged booking is stored and mailed exactly once', async () => {
  test.setTimeout(180_000);
  const smtpPort = await freePort();
  let server: OwnServer | undefined = await startOwnServer({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RETRY_FIRST_SECONDS: '1' },
  });
  const dir = server.dir;
  let smtp: TestSmtp | undefined;
  const acknowledged: string[] = [];
  try {
    const first = server;
    let running = true;
    let n = 0;
    const lane = async () => {
      while (running && n < 300) {
        const i = n++;
        try {
          const answer = await postJson(first.port, '/api/bookings', distinctBooking(i, 45), `127.0.41.${(i % 60) + 1}`);
          if (answer.status === 201) acknowledged.push(answer.json.id);
        } catch {
          // The connection died with the server: never acknowledged.
        }
      }
    };
    const lanes = Promise.all(Array.from({ length: 4 }, lane));
    await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(20);
    await first.kill();
    running = false;
    await lanes;

    smtp = await startSmtp({ port: smtpPort });
    server = await startOwnServer({ dir, env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RETRY_FIRST_SECONDS: '1' } });
    const dbFile = server.databasePath;
    const db = new Database(dbFile, { readonly: true, fileMustExist: true });
    try {
      const stored = new Set((db.prepare('select id from bookings').all() as { id: string }[]).map((r) => r.id));
      for (const id of acknowledged) expect(stored.has(id), `acknowledged booking ${bookingReference(id)} is stored`).toBe(true);
    } finally {
      db.close();
    }
    await expect.poll(() => outboxRows(dbFile).every((r) => r.status === 'sent'), { timeout: 90_000 }).toBe(true);
    const live = smtp;
    const counts = deliveries(live);
    // Nothing at all was sent twice, and each acknowledged booking's confirm e-mail arrived once.
    expect([...counts.values()].filter((c) => c !== 1)).toEqual([]);
    for (const id of acknowledged) {
      const hits = live.messages.filter((m) => m.parsed.subject === `Please confirm your e-mail address (${bookingReference(id)})`);
      expect(hits, `the confirm e-mail of ${bookingReference(id)}`).toHaveLength(1);
    }
    expect(live.messages.length).toBe(outboxRows(dbFile).length);
  } finally {
    await server?.stop();
    await smtp?.close();
    removeDir(dir);
  }
});
