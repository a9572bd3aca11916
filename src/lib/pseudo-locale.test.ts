/**
 * The pseudo-language test (issue 40): a third language added through the seam — the catalogue's settings,
 * its messages file and LOCALES (db/locales.ts) — with every English text bracketed and accented
 * ('Booking' → '[Bóókíng]'). The catalogues are compiled with it into a temporary folder, and the app's
 * code runs against that compilation: its paths, every message, every coded error and a customer e-mail
 * come out in the pseudo-language, and no pseudo word shows in English.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';

const pseudo = vi.hoisted(async () => {
  // Before the mocks below are built: compile messages/*.json plus a pseudo `xx` catalogue (test/pseudo-language.ts).
  const { cpSync, mkdirSync, mkdtempSync } = await import('node:fs');
  const { execFileSync } = await import('node:child_process');
  const os = await import('node:os');
  const path = await import('node:path');
  const { addPseudoCatalogue } = await import('@test/pseudo-language');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'siam-pseudo-'));
  mkdirSync(path.join(dir, 'project.inlang'));
  cpSync('scripts/inlang-json-messages.js', path.join(dir, 'inlang-json-messages.js'));
  cpSync('project.inlang/settings.json', path.join(dir, 'project.inlang/settings.json'));
  cpSync('messages', path.join(dir, 'messages'), { recursive: true });
  const english = addPseudoCatalogue(dir, { modules: ['./inlang-json-messages.js'] });
  const compile = `const { compile } = await import(${JSON.stringify(import.meta.resolve('@inlang/paraglide-js'))});
    await compile({ project: './project.inlang', outdir: './paraglide', strategy: ['baseLocale'], emitGitIgnore: false, emitReadme: false, emitPrettierIgnore: false, outputStructure: 'locale-modules' });
    process.exit(0);`;
  execFileSync(process.execPath, ['--input-type=module', '-e', compile], { cwd: dir, stdio: 'ignore' });
  return { dir, english, keys: Object.keys(english).filter((key) => !key.startsWith('$')) };
});

vi.mock('@db/locales', () => ({ LOCALES: ['en', 'th', 'xx'] }));
vi.mock('@/paraglide/messages', async () => import(`${(await pseudo).dir}/paraglide/messages.js`));
vi.mock('@/paraglide/runtime', async () => import(`${(await pseudo).dir}/paraglide/runtime.js`));

import { m } from '@/paraglide/messages';
import { locales } from '@/paraglide/runtime';
import { LOCALES, localeOfPath, localizePath, switchHref, type Locale } from '@/lib/i18n';
import { isPrefixedLocale, localeStaticPaths } from '@/lib/locale-routes';
import { errorText, type ErrorCode, type ErrorMessages } from '@/lib/error-codes';
import { BOOKING_PAGE_ERRORS } from '@/features/booking/booking-refusals';
import { SHARE_ERRORS } from '@/features/advance/share-errors';
import { DASHBOARD_ERRORS } from '@/features/dashboard/dashboard-errors';
import { FORM_RATE_LIMIT_ERRORS } from '@/lib/form-rate-limit-errors';
import { REVIEW_ERRORS } from '@/features/reviews/review-errors';
import { BRIEF_ERRORS } from '@/features/party-brief/brief-errors';
import { queueSignInMail } from '@/features/dashboard/dashboard.mail';
import { outbox } from '@db/schema';
import { tempDatabase } from '@test/temp-db';
import { PSEUDO, PSEUDO_LOCALE } from '@test/pseudo-language';

const XX = PSEUDO_LOCALE as Locale;
const { dir, english, keys } = await pseudo;
afterAll(() => rmSync(dir, { recursive: true, force: true }));
type Message = (inputs: Record<string, string>, options: { locale: Locale }) => string;
const messages = m as unknown as Record<string, Message>;
/** Inputs for any message: each placeholder gets its own name, so none adds a pseudo letter. */
const inputs = new Proxy({}, { get: (_, name) => String(name) }) as Record<string, string>;

describe('a pseudo-language added through the seam', () => {
  it('is a language of the catalogue and of LOCALES, with its own pages under /xx/', () => {
    expect(locales).toContain('xx');
    expect(LOCALES).toContain('xx');
    expect(localeOfPath('/xx/booking')).toBe('xx');
    expect(localizePath('/th/booking', XX)).toBe('/xx/booking');
    expect(localizePath('/xx/', 'en')).toBe('/');
    expect(switchHref('/xx/contact', '?a=1', 'th')).toBe('/th/contact?a=1');
    expect(isPrefixedLocale('xx')).toBe(true);
    expect(localeStaticPaths()).toEqual([{ params: { lang: 'th' } }, { params: { lang: 'xx' } }]);
  });

  it('says every message of the catalogue in the pseudo-language, and none of its words in English', () => {
    for (const key of keys) {
      const said = messages[key]!(inputs, { locale: XX });
      expect(said, key).toMatch(/^\[[\s\S]*\]$/);
      if (/[aeiouAEIOU]/.test(english[key]!.replace(/\{\w+\}/g, ''))) expect(said, key).toMatch(PSEUDO);
      expect(messages[key]!(inputs, { locale: 'en' }), key).not.toMatch(PSEUDO);
    }
  });

  it('says every coded refusal in the pseudo-language, English unchanged', () => {
    const known: Record<string, unknown> = { name: 'Marco', date: '2026-03-14', seconds: 30, minutes: 5 };
    const params = new Proxy(known, { get: (values, name) => values[String(name)] ?? String(name) });
    const tables = [
      BOOKING_PAGE_ERRORS,
      SHARE_ERRORS,
      DASHBOARD_ERRORS,
      FORM_RATE_LIMIT_ERRORS,
      REVIEW_ERRORS,
      BRIEF_ERRORS,
    ] as ErrorMessages[];
    const codes = tables.flatMap((table) => (Object.keys(table) as ErrorCode[]).map((code) => [table, code] as const));
    expect(codes.length).toBeGreaterThan(5);
    for (const [table, code] of codes) {
      const reason = { code, params } as never;
      expect(errorText(table, reason, XX), code).toMatch(PSEUDO);
      expect(errorText(table, reason, 'en'), code).not.toMatch(PSEUDO);
    }
  });

  it('writes a customer e-mail in the pseudo-language', () => {
    const { db, close } = tempDatabase();
    try {
      queueSignInMail(db, 'ann@example.com', 'https://example.com/link', XX);
      queueSignInMail(db, 'bob@example.com', 'https://example.com/link', 'en');
      const [pseudoMail, englishMail] = db.select().from(outbox).all();
      expect(pseudoMail!.subject).toMatch(PSEUDO);
      expect(JSON.stringify(pseudoMail!.body)).toMatch(PSEUDO);
      expect(`${englishMail!.subject}${JSON.stringify(englishMail!.body)}`).not.toMatch(PSEUDO);
    } finally {
      close();
    }
  });
});
