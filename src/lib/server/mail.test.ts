import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSmtp, type TestSmtp } from '@test/smtp';
import { tempDir } from '@test/temp-db';
import { resetMailTransport, sendMail } from './mail';
import { renderMail } from './mail-layout';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0)) await fn();
  resetMailTransport();
});

describe('sendMail', () => {
  it('delivers to a real SMTP listener with a text and an HTML part', async () => {
    const smtp: TestSmtp = await startSmtp();
    cleanups.push(smtp.close);
    vi.stubEnv('SMTP_URL', smtp.url);
    resetMailTransport();
    await sendMail({ to: 'guest@example.com', subject: 'Your booking', text: 'Plain body', html: '<p>HTML body</p>' });
    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message!.envelopeTo).toEqual(['guest@example.com']);
    expect(message!.parsed.subject).toBe('Your booking');
    expect(message!.parsed.text?.trim()).toBe('Plain body');
    expect(message!.parsed.html).toContain('<p>HTML body</p>');
  });

  it("gives every HTML part written by the layout a <title> (the subject) and a lang, English's too", async () => {
    const smtp: TestSmtp = await startSmtp();
    cleanups.push(smtp.close);
    vi.stubEnv('SMTP_URL', smtp.url);
    resetMailTransport();
    for (const lang of [undefined, 'it', 'th'])
      await sendMail({ to: 'guest@example.com', subject: 'Your <booking> & more', ...renderMail({ blocks: ['Hello'], lang }) });
    const heads = smtp.messages.map((message) => /<html[^>]*><head>.*?<\/head>/s.exec(message.parsed.html ?? '')?.[0]);
    expect(heads).toEqual(
      ['en', 'it', 'th'].map(
        (lang) => `<html lang="${lang}"><head><meta charset="utf-8"><title>Your &lt;booking&gt; &amp; more</title></head>`,
      ),
    );
  });

  it('names the recipient in angle brackets, and gives List-Unsubscribe with one-click only to a message that has one', async () => {
    const smtp: TestSmtp = await startSmtp();
    cleanups.push(smtp.close);
    vi.stubEnv('SMTP_URL', smtp.url);
    resetMailTransport();
    const stop = 'https://siamhunks.example/api/shares/opt-out?token=abc';
    await sendMail({ to: 'guest@example.com', subject: 'Your share', text: 'Body', unsubscribe: stop });
    await sendMail({ to: 'organiser@example.com', subject: 'Your booking', text: 'Body' });
    const [share, booking] = smtp.messages.map((message) => message.raw.split(/\r?\n\r?\n/)[0]!);
    expect(share).toMatch(/^To: "guest@example\.com" <guest@example\.com>$/m);
    expect(share).toMatch(new RegExp(`^List-Unsubscribe: <${stop.replace(/[.?]/g, '\\$&')}>$`, 'm'));
    expect(share).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(smtp.messages[0]!.envelopeTo).toEqual(['guest@example.com']);
    expect(booking).toMatch(/^To: "organiser@example\.com" <organiser@example\.com>$/m);
    expect(booking).not.toMatch(/^List-Unsubscribe/im);
  });

  it('throws when the SMTP server refuses the message', async () => {
    const smtp = await startSmtp({ reject: true });
    cleanups.push(smtp.close);
    vi.stubEnv('SMTP_URL', smtp.url);
    resetMailTransport();
    await expect(sendMail({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });

  it('writes an .eml file to the outbox without SMTP_URL', async () => {
    const temp = tempDir();
    cleanups.push(temp.cleanup);
    const outboxDir = path.join(temp.dir, 'outbox');
    vi.stubEnv('MAIL_OUTBOX_DIR', outboxDir);
    resetMailTransport();
    const { file } = await sendMail({ to: 'a@example.com', subject: 'Hello', text: 'Body text' });
    expect(readdirSync(outboxDir)).toEqual([path.basename(file!)]);
    const eml = readFileSync(file!, 'utf8');
    expect(eml).toMatch(/^To: "a@example.com" <a@example.com>$/m);
    expect(eml).toContain('Body text');
  });

  it('keeps header-injection attempts out of the headers', async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    vi.stubEnv('SMTP_URL', smtp.url);
    resetMailTransport();
    await sendMail({ to: 'a@example.com', subject: 'Hi\r\nBcc: victim@example.com', text: 'x' });
    expect(smtp.messages[0]!.envelopeTo).toEqual(['a@example.com']);
    expect(smtp.messages[0]!.raw).not.toMatch(/^Bcc:/m);
  });
});
