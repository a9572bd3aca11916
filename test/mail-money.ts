/**
 * Test support: what an e-mail's plain text says about a booking's money, read with the catalogues' own words
 * (the customer's English and Thai, the agency's Italian from the panel's catalogue), so a test can hold every e-mail to the stored money:
 * the advance and cash amounts it names, and whether it says the advance is paid or received.
 */
import { m } from '@/paraglide/messages';
import type { Locale } from '@/lib/i18n';
import { agencyWordsIn } from '@/features/booking/agency-catalogue';

/** What a mail names: each amount it gives the advance or the cash, and the words that say the advance is paid or received. */
export interface MailMoney {
  advance: number[];
  cash: number[];
  /** The wording of each claim found ("Advance received", "The advance you paid" ...), by what it claims. */
  says: { paid: string[]; received: string[] };
}

const LOCALES: Locale[] = ['en', 'th'];
// The agency's words in its default language, Italian (English and Thai are the customer's words above).
const AGENCY_WORDS = agencyWordsIn('it');
const AMOUNT = '\u0001';
const OTHER = '\u0002';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const money = (text: string) => Number(text.replaceAll(',', ''));

/** A catalogue sentence as a pattern: the placeholder `amount` becomes a captured baht amount, the others anything. */
function sentence(text: string): RegExp {
  const pattern = escape(text).replaceAll(AMOUNT, '฿([\\d,]+)').replaceAll(OTHER, '.*?');
  return new RegExp(pattern, 'gu');
}

/** A table row `Label: ฿1,234`, with an optional status after it (`(Advance unpaid)`), or the new value of a change row (`old → ฿1,234`). */
function row(label: string): RegExp {
  const head = escape(label).replaceAll(OTHER, '\\d+');
  return new RegExp(`^${head}: (?:.* → )?฿([\\d,]+)(?: \\(.*\\))?$`, 'gmu');
}

const rowsOf = (labels: string[]) => labels.map(row);

/** The labels and sentences that name the advance's amount, in every language a mail is written in. */
const ADVANCE = [
  ...rowsOf(
    LOCALES.flatMap((locale) => {
      const o = { locale };
      return [
        m.price_advance({}, o),
        m.price_advance_rate({ percent: OTHER }, o),
        m.mail_advance({}, o),
        m.mail_advance_received({}, o),
        m.mail_advance_paid_online({}, o),
      ];
    }),
  ),
  ...rowsOf([AGENCY_WORDS.advance, AGENCY_WORDS.advanceRate(OTHER as unknown as number)]),
  ...LOCALES.flatMap((locale) => {
    const o = { locale };
    return [
      sentence(m.mail_advance_unpaid({ amount: AMOUNT }, o)),
      sentence(m.mail_advance_later({ amount: AMOUNT }, o)),
      sentence(m.mail_total_changed({ from: OTHER, to: OTHER, advance: AMOUNT, balance: OTHER }, o)),
    ];
  }),
];

/** The labels and sentences that name the cash paid on the day. */
const CASH = [
  ...rowsOf(LOCALES.flatMap((locale) => [m.price_cash({}, { locale }), m.mail_cash_due({}, { locale }), m.mail_cash_paid({}, { locale })])),
  ...rowsOf([AGENCY_WORDS.cash]),
  ...LOCALES.flatMap((locale) => {
    const o = { locale };
    return [
      sentence(m.mail_cash_ready({ amount: AMOUNT }, o)),
      sentence(m.mail_cash_for_performer({ amount: AMOUNT }, o)),
      sentence(m.mail_total_changed({ from: OTHER, to: OTHER, advance: OTHER, balance: AMOUNT }, o)),
    ];
  }),
];

/** The words of a sentence between the placeholder before its amount and the amount (". The advance you paid,"). */
const beforeAmount = (text: string) =>
  text
    .split(AMOUNT)[0]!
    .split(OTHER)
    .at(-1)!
    .replace(/^[\s.,:;]+|[\s.,:;]+$/gu, '');

/** Words that say the advance is paid (reported or received). */
const PAID = LOCALES.flatMap((locale) => {
  const o = { locale };
  return [
    m.mail_advance_paid_online({}, o),
    beforeAmount(m.mail_total_changed({ from: OTHER, to: OTHER, advance: AMOUNT, balance: OTHER }, o)),
  ];
});
/** Words that say the agency received the advance. */
const RECEIVED = LOCALES.flatMap((locale) => {
  const o = { locale };
  return [m.mail_advance_received({}, o), beforeAmount(m.mail_receipt_text({ ref: AMOUNT }, o))];
});

/** What a mail's plain text says about the money. */
export function mailMoney(text: string): MailMoney {
  const amounts = (patterns: RegExp[]) => patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => money(match[1]!)));
  return {
    advance: amounts(ADVANCE),
    cash: amounts(CASH),
    says: { paid: PAID.filter((words) => text.includes(words)), received: RECEIVED.filter((words) => text.includes(words)) },
  };
}
