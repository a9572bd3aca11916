/**
 * The price engine: the one place a booking's price is computed (POST /api/pricing/calculate,
 * POST /api/bookings, and the admin confirm dialog).
 *
 * Formula (all integer THB):
 * - stripperSubtotal = price of the active pricing card of the chosen style in the city
 *   (male-strippers: TOPLESS / UNDERWEAR / FULL MONTY / DUO); waiterSubtotal = the chosen waiter
 *   package (topless-waiters: SEXY HOST / DOUBLE TROUBLE / FULL PARTY MODE / TOTAL DOMINATION); 0 for none.
 * - The booking includes the longest chosen package's duration (includedMinutes: a duo with a 2-hour waiter
 *   package includes 2 hours). With a longer duration, each minute beyond it costs male_stripper_rate (of
 *   that service type, once per service) and waiter_rate (per waiter), THB per minute, added to each
 *   service's subtotal; extraTimeRate is their sum, so an option of N extra minutes adds N × extraTimeRate.
 * - Each performer in both stripperIds and waiterIds and tagged both Male Stripper and Topless Waiter
 *   earns the city's active double_duty_discount and costs its active double_duty_supplement
 *   (an inactive or missing parameter counts as 0).
 * - A partner's customer discount (features/partners: the terms a code gives, or the ones a booking agreed) takes
 *   partnerDiscount off: a whole percent of the total so far (rounded) or a fixed THB, at most its cap and never more
 *   than the total, and only from its minimum total (before the discount) on.
 * - totalPrice = subtotals − discount + supplement − partnerDiscount, never below 0; agencyCommission (the advance)
 *   = round(advancePercent% of total) at the owner's rate of today (features/advance/advance-rate.server.ts);
 *   performerPayment = total − agencyCommission. A booking stores the split when it is agreed.
 * Performer lists may be empty (a quote before performers are chosen); otherwise their sizes must
 * match the service (its performers in the service catalogue, src/content/services.ts).
 */
import { CITIES, citiesText, isCity, type City } from '@/content/cities';
import { performersNeeded, STRIPPER_TITLES, WAITER_TITLES, type StripperService, type WaiterService } from '@/content/services';
import { splitPayment } from '@/features/booking-life/payment-split';
import { advancePercent } from '@/features/advance/advance-rate.server';
import { worksIn } from '@/features/performers/works-in';
import { takesRole } from '@/features/performers/performer-filter';
import type { Db } from '@/lib/server/db';
import { HttpError } from '@/lib/server/http';
import type { ErrorReason, PlainCode } from '@/lib/error-codes';
import { refusalText } from '@/lib/server/refusal-text';
import type { PriceCode } from './price-errors';

// The server says a refusal in English only, where a city is its key.
import { publicData, type PublicData } from '@/lib/server/public-data';

/** What the engine prices. */
export interface PriceInput {
  location: string;
  selectedMaleStripper: string;
  selectedToplessWaiter: string;
  stripperIds: string[];
  waiterIds: string[];
  /** Show length in minutes; omitted means the packages' standard durations. */
  duration?: number;
  /** A partner's customer discount to apply (the server's own terms, never the client's figure). */
  partnerDiscount?: DiscountTerms | null;
}

/** A customer discount's terms, as a partner gives them and a booking keeps them. */
export interface DiscountTerms {
  kind: 'none' | 'percent' | 'fixed';
  /** A whole percent or THB, by kind. */
  value: number;
  /** The most THB taken off; null: no cap. */
  max: number | null;
  /** The least total (THB, before the discount) the discount needs; null: any. */
  minTotal: number | null;
}

/** What `terms` take off `total` (THB, whole): 0 below the minimum total; never above the cap or the total. */
export function discountOf(terms: DiscountTerms | null | undefined, total: number): number {
  if (!terms || terms.kind === 'none' || terms.value <= 0) return 0;
  if (terms.minTotal !== null && total < terms.minTotal) return 0;
  const raw = terms.kind === 'percent' ? Math.round((total * Math.min(terms.value, 100)) / 100) : terms.value;
  return Math.max(0, Math.min(raw, terms.max ?? raw, total));
}

/** Minutes beyond a package's standard duration, priced at the city's per-minute rate (part of that service's subtotal). */
export interface ExtraTime {
  /** The package's card title (TOPLESS, SEXY HOST ...). */
  service: string;
  minutes: number;
  /** THB per minute (male_stripper_rate of the style, or waiter_rate per waiter). */
  rate: number;
  /** Waiters the rate is paid for (1 for a stripper service: its rate is once per service). */
  performers: number;
  amount: number;
}

/** The price calculation result (spec section 3), plus the supplement and the extra time for transparency. */
export interface PriceResult {
  totalPrice: number;
  stripperSubtotal: number;
  waiterSubtotal: number;
  discount: number;
  supplement: number;
  agencyCommission: number;
  performerPayment: number;
  /** The advance rate (whole percent) agencyCommission is of the total. */
  advancePercent: number;
  /** What one performer booked as stripper and waiter saves in this city (for the hint offering it). */
  doubleDutySaving: number;
  /** The extra time included in the subtotals, one entry per service that has any (empty without a longer duration). */
  extraTime: ExtraTime[];
  /** What a partner's code took off the total (0 without one). */
  partnerDiscount: number;
  /** The show length the packages include: the longest chosen package's duration, in minutes. */
  includedMinutes: number;
  /** THB each minute beyond includedMinutes adds (every service's rate, a waiter rate per waiter). */
  extraTimeRate: number;
}

/**
 * A request the engine cannot price: a 400 with its code (price-errors.ts), its English message safe to show, answered
 * as an issue of the request as a whole too (path ''), so a form says it from its code as it says its fields' problems.
 */
export class PriceError extends HttpError {
  constructor(reason: ErrorReason<PriceCode>) {
    const message = refusalText(reason);
    super(400, message, [{ path: '', message, ...reason }], {}, reason);
  }
}

/** A PriceError of a code without parameters. */
const refused = (code: PriceCode & PlainCode) => new PriceError({ code, params: {} });

function activeCard(data: PublicData, category: string, city: City, title: string) {
  return data.pricingItems.find((item) => item.isActive && item.category === category && item.location === city && item.title === title);
}

function parameter(data: PublicData, type: string, city: City, serviceType = 'NONE'): number {
  const row = data.parameters.find((p) => p.isActive && p.parameterType === type && p.location === city && p.serviceType === serviceType);
  return row?.value ?? 0;
}

/** The ids of one role, each known, available, of the city and taking the role (takesRole, as the booking form lists them); throws PriceError. */
function checkPerformers(data: PublicData, ids: string[], city: City, role: 'stripper' | 'waiter') {
  if (new Set(ids).size !== ids.length) throw refused(role === 'stripper' ? 'price_stripper_twice' : 'price_waiter_twice');
  if (ids.length === 0) return new Set<string>();
  const wanted = new Set(ids);
  const rows = data.performers.filter((row) => wanted.has(row.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) throw new PriceError({ code: 'price_performer_unknown', params: { id: id.slice(0, 40) } });
    if (!row.isAvailable) throw new PriceError({ code: 'price_performer_unavailable', params: { name: row.name } });
    if (!worksIn(row, city)) throw new PriceError({ code: 'price_performer_elsewhere', params: { name: row.name, city } });
    if (!takesRole(row, role))
      throw new PriceError({ code: role === 'stripper' ? 'price_not_stripper' : 'price_not_waiter', params: { name: row.name } });
  }
  return new Set(ids);
}

/** What one performer booked in both roles saves in a city: its active discount less its active supplement, never below 0. */
export function doubleDutySaving(db: Db, city: City): number {
  const data = publicData(db);
  return Math.max(0, parameter(data, 'double_duty_discount', city) - parameter(data, 'double_duty_supplement', city));
}

/**
 * Prices a request against the active cards and parameters of db's public-data snapshot (always
 * current: admin writes signal it); throws PriceError when it cannot.
 */
export function calculatePrice(db: Db, input: PriceInput): PriceResult {
  const data = publicData(db);
  const city = input.location.trim().toLowerCase();
  if (!isCity(city)) throw new PriceError({ code: 'price_city_unknown', params: { cities: citiesText('or', CITIES) } });
  const stripper = input.selectedMaleStripper as StripperService;
  const waiter = input.selectedToplessWaiter as WaiterService;
  if (stripper !== 'none' && !(stripper in STRIPPER_TITLES)) throw refused('price_stripper_service_unknown');
  if (waiter !== 'none' && !(waiter in WAITER_TITLES)) throw refused('price_waiter_service_unknown');
  if (stripper === 'none' && waiter === 'none') throw refused('service_required');

  const stripperTitle = stripper === 'none' ? undefined : STRIPPER_TITLES[stripper];
  const waiterTitle = waiter === 'none' ? undefined : WAITER_TITLES[waiter];
  const stripperCard = stripperTitle && activeCard(data, 'male-strippers', city, stripperTitle);
  const waiterCard = waiterTitle && activeCard(data, 'topless-waiters', city, waiterTitle);
  if (stripperTitle && !stripperCard) throw new PriceError({ code: 'price_not_offered', params: { service: stripperTitle, city } });
  if (waiterTitle && !waiterCard) throw new PriceError({ code: 'price_not_offered', params: { service: waiterTitle, city } });
  // One length is included for the whole booking: a minute beyond it is extra for every service.
  const includedMinutes = Math.max(stripperCard ? stripperCard.duration : 0, waiterCard ? waiterCard.duration : 0);
  const extraMinutes = input.duration === undefined ? 0 : Math.max(0, input.duration - includedMinutes);

  let stripperSubtotal = 0;
  let waiterSubtotal = 0;
  let extraTimeRate = 0;
  const extraTime: ExtraTime[] = [];
  // Minutes beyond the included length, priced and recorded as their own line (a free rate adds no line).
  const extra = (service: string, rate: number, performers: number): number => {
    extraTimeRate += rate * performers;
    const amount = extraMinutes * rate * performers;
    if (amount > 0) extraTime.push({ service, minutes: extraMinutes, rate, performers, amount });
    return amount;
  };

  if (stripperTitle && stripperCard) {
    const needed = performersNeeded(stripper);
    if (input.stripperIds.length !== 0 && input.stripperIds.length !== needed) {
      throw new PriceError({ code: 'price_stripper_count', params: { service: stripperTitle, count: needed } });
    }
    stripperSubtotal = stripperCard.price + extra(stripperTitle, parameter(data, 'male_stripper_rate', city, stripperTitle), 1);
  } else if (input.stripperIds.length > 0) {
    throw refused('price_strippers_without_service');
  }

  if (waiterTitle && waiterCard) {
    const needed = performersNeeded(waiter);
    if (input.waiterIds.length !== 0 && input.waiterIds.length !== needed) {
      throw new PriceError({ code: 'price_waiter_count', params: { service: waiterTitle, count: needed } });
    }
    waiterSubtotal = waiterCard.price + extra(waiterTitle, parameter(data, 'waiter_rate', city), needed);
  } else if (input.waiterIds.length > 0) {
    throw refused('price_waiters_without_service');
  }

  const strippers = checkPerformers(data, input.stripperIds, city, 'stripper');
  const waiters = checkPerformers(data, input.waiterIds, city, 'waiter');
  // Both lists passed takesRole for their role: a performer on both does double duty.
  const doubleDuty = [...strippers].filter((id) => waiters.has(id)).length;
  const discount = doubleDuty * parameter(data, 'double_duty_discount', city);
  const supplement = doubleDuty * parameter(data, 'double_duty_supplement', city);

  const beforePartner = Math.max(0, stripperSubtotal + waiterSubtotal - discount + supplement);
  const partnerDiscount = discountOf(input.partnerDiscount, beforePartner);
  const totalPrice = beforePartner - partnerDiscount;
  const percent = advancePercent(db);
  const { advance, cash } = splitPayment(totalPrice, percent);
  return {
    totalPrice,
    stripperSubtotal,
    waiterSubtotal,
    discount,
    supplement,
    partnerDiscount,
    agencyCommission: advance,
    performerPayment: cash,
    advancePercent: percent,
    doubleDutySaving: doubleDutySaving(db, city),
    extraTime,
    includedMinutes,
    extraTimeRate,
  };
}
