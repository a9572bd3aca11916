/**
 * Where a new booking came from, decided once with its request and stored beside it (booking_sources): the
 * partner code typed in the form or carried from a `/?partner=CODE` link, else the landing the form carried (its
 * utm values, the referrer), else this visitor's landing of the day as the server counted it (the day's visitor
 * hash, never a cookie). A partner's discount and commission terms are stored as agreed that day: the engine
 * applies the discount to the request's total, and an edit later keeps the same terms.
 */
import { eq } from 'drizzle-orm';
import { bookingSources } from '@db/schema';
import { preparedInsert, type Db } from '@/lib/server/db';
import { siteUrl } from '@/lib/server/config';
import { todayInBangkok } from '@/lib/event-time';
import * as clock from '@/lib/clock';
import type { DiscountTerms } from '@/features/pricing/price-engine.server';
import { discountTerms, partnerCodeError, partnerForCode, type Partner } from '@/features/partners/partners.server';
import type { CarriedSource } from './booking-source.schema';
import { deviceClass, landingOf, ORIGIN_COLUMNS, sourceOf, utmValue, type Landing } from './visit-rules';
import { landingOfVisitor } from './visit-counter.server';

/** What the request tells of its source: the typed or carried code, the carried landing, the browser. */
export interface SourceInput {
  partnerCode?: string | undefined;
  source?: CarriedSource;
  /** The request's user agent (only its device class is kept) and this visitor's hash of the day. */
  userAgent?: string | undefined;
  visitor?: { day: string; visitor: string } | undefined;
}

/** A booking's source as decided: the row to store, and the discount terms the engine applies. */
export interface Attribution {
  row: Omit<typeof bookingSources.$inferInsert, 'bookingId'>;
  discount: DiscountTerms | null;
}

const EMPTY: Landing = { partnerCode: null, utmSource: null, utmMedium: null, utmCampaign: null, referrerHost: null };

/** The landing the form carried: its utm values, else those of a referrer on this site, else the referrer's host. */
function carriedLanding(source: CarriedSource): Landing {
  if (!source) return EMPTY;
  const own = new URL(siteUrl()).hostname;
  let fromReferrer = EMPTY;
  if (source.referrer) {
    try {
      fromReferrer = landingOf(new URL(source.referrer), source.referrer, own);
    } catch {
      fromReferrer = EMPTY;
    }
  }
  const utmSource = utmValue(source.utmSource);
  if (utmSource) return { ...EMPTY, utmSource, utmMedium: utmValue(source.utmMedium), utmCampaign: utmValue(source.utmCampaign) };
  return fromReferrer;
}

/**
 * Decides a new request's source (see the module's comment). A code the customer sent that gives nothing (unknown,
 * inactive, out of its dates) is refused (400 on `partnerCode`): the customer removes it and books without it. A
 * code only the day's landing names is used when it is valid and left out silently otherwise.
 */
export function attributeBooking(db: Db, input: SourceInput): Attribution {
  const today = todayInBangkok(clock.currentDate());
  let landing = carriedLanding(input.source);
  if (!sourceOf(landing) && input.visitor) {
    const seen = landingOfVisitor(db, input.visitor.day, input.visitor.visitor);
    if (seen?.source)
      landing = {
        partnerCode: seen.source.startsWith('partner:') ? seen.source.slice('partner:'.length) : null,
        utmSource: seen.utmSource ?? null,
        utmMedium: seen.utmMedium ?? null,
        utmCampaign: seen.utmCampaign ?? null,
        referrerHost: seen.referrerHost ?? null,
      };
  }
  let partner: Partner | null = null;
  const typed = input.partnerCode?.trim();
  if (typed) {
    const outcome = partnerForCode(db, typed, today);
    if ('refusal' in outcome) throw partnerCodeError(outcome);
    partner = outcome.partner;
  } else if (landing.partnerCode) {
    const outcome = partnerForCode(db, landing.partnerCode, today);
    partner = 'partner' in outcome ? outcome.partner : null;
  }
  const named = { ...landing, partnerCode: partner?.code ?? null };
  const terms = partner ? discountTerms(partner) : null;
  return {
    row: {
      source: sourceOf(named) ?? 'direct',
      referrerHost: landing.referrerHost,
      utmSource: landing.utmSource,
      utmMedium: landing.utmMedium,
      utmCampaign: landing.utmCampaign,
      device: input.userAgent ? deviceClass(input.userAgent) : null,
      partnerId: partner?.id ?? null,
      commissionKind: partner?.commissionKind ?? null,
      commissionValue: partner?.commissionValue ?? null,
      discountKind: terms?.kind ?? null,
      discountValue: terms?.value ?? null,
      discountMax: terms?.max ?? null,
      discountMinTotal: terms?.minTotal ?? null,
    },
    discount: terms && terms.kind !== 'none' ? terms : null,
  };
}

/** Stores a new booking's source (inside the request's transaction). */
export function writeBookingSource(tx: Pick<Db, 'insert'>, bookingId: string, attribution: Attribution): void {
  insertSource(tx, { bookingId, ...attribution.row });
}

// Every column, compiled once per connection: built by the query builder on each booking, this row took about a
// tenth of a booking's CPU in a profile under load (`npm run bench:profile -- bookings`).
const insertSource = preparedInsert(bookingSources, [
  'bookingId',
  ...ORIGIN_COLUMNS,
  'partnerId',
  'commissionKind',
  'commissionValue',
  'discountKind',
  'discountValue',
  'discountMax',
  'discountMinTotal',
] as const);

/** The discount terms a booking was agreed with (its partner's that day), or null: an edit prices with them again. */
export function agreedDiscount(db: Pick<Db, 'select'>, bookingId: string): DiscountTerms | null {
  const row = db.select().from(bookingSources).where(eq(bookingSources.bookingId, bookingId)).get();
  if (!row?.discountKind || row.discountKind === 'none') return null;
  return { kind: row.discountKind, value: row.discountValue ?? 0, max: row.discountMax, minTotal: row.discountMinTotal };
}
