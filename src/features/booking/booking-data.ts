/**
 * A booking's additionalData: the JSON text stored beside its columns (spec section 3) with the services
 * chosen and how the engine reached the total. This module is its one schema: every reader parses it
 * with readBookingData and every writer makes it with writeBookingData (browser-safe: no server imports).
 */
import type { ExtraTime } from '@/features/pricing/price-engine.server';
import { serviceTitles } from '@/content/services';

/** A performer of the booking as stored: id and name at the time. */
export interface StoredPerformer {
  id: string;
  name: string;
}

/** The services a booking chose (service keys) and its performers by role. */
export interface BookingServices {
  selectedMaleStripper: string;
  selectedToplessWaiter: string;
  selectedStrippers: StoredPerformer[];
  selectedWaiters: StoredPerformer[];
}

/** How the engine reached a booking's total, stored with the booking when it is priced. */
export interface PriceBreakdown {
  stripperSubtotal: number;
  waiterSubtotal: number;
  discount: number;
  supplement: number;
  /** Minutes beyond the packages, included in the subtotals (empty for bookings made before it was kept). */
  extraTime?: ExtraTime[];
}

/** The parsed additionalData: each part null when missing or unreadable (older or hand-made rows). */
export interface BookingData {
  services: BookingServices | null;
  price: PriceBreakdown | null;
}

const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Stored performers that read as such; anything else is left out. */
function performersOf(value: unknown): StoredPerformer[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((p) =>
    isRecord(p) && typeof p.id === 'string' ? [{ id: p.id, name: typeof p.name === 'string' ? p.name : '' }] : [],
  );
}

/** Stored services, the keys 'none' when absent; null when there is no services object. */
function servicesOf(value: unknown): BookingServices | null {
  if (!isRecord(value)) return null;
  const key = (v: unknown) => (typeof v === 'string' ? v : 'none');
  return {
    selectedMaleStripper: key(value.selectedMaleStripper),
    selectedToplessWaiter: key(value.selectedToplessWaiter),
    selectedStrippers: performersOf(value.selectedStrippers),
    selectedWaiters: performersOf(value.selectedWaiters),
  };
}

/** Stored extra-time entries that read as such; anything else is left out. */
function extraTimeOf(value: unknown): ExtraTime[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (e): e is ExtraTime => isRecord(e) && typeof e.service === 'string' && [e.minutes, e.rate, e.performers, e.amount].every(isAmount),
  );
}

/** A stored price breakdown, or null unless its four amounts are whole non-negative numbers. */
export function priceBreakdownOf(value: unknown): PriceBreakdown | null {
  if (!isRecord(value)) return null;
  const { stripperSubtotal, waiterSubtotal, discount, supplement, extraTime } = value;
  return isAmount(stripperSubtotal) && isAmount(waiterSubtotal) && isAmount(discount) && isAmount(supplement)
    ? { stripperSubtotal, waiterSubtotal, discount, supplement, extraTime: extraTimeOf(extraTime) }
    : null;
}

/** Parses a booking's additionalData; missing, unreadable or malformed parts are null, never an error. */
export function readBookingData(text: string | null): BookingData {
  let stored: unknown = null;
  try {
    stored = text ? JSON.parse(text) : null;
  } catch {
    stored = null;
  }
  if (!isRecord(stored)) return { services: null, price: null };
  return { services: servicesOf(stored.services), price: priceBreakdownOf(stored.price) };
}

/** The additionalData text of a booking: its services and price breakdown (a part that is null is left out). */
export function writeBookingData(data: BookingData): string {
  const price = data.price && {
    stripperSubtotal: data.price.stripperSubtotal,
    waiterSubtotal: data.price.waiterSubtotal,
    discount: data.price.discount,
    supplement: data.price.supplement,
    extraTime: data.price.extraTime ?? [],
  };
  return JSON.stringify({ ...(data.services && { services: data.services }), ...(price && { price }) });
}

/** Every service a booking chose, 'TOPLESS + DOUBLE TROUBLE'; the stored serviceType when none are stored (lists, calendar, CSV). */
export function serviceName(row: { additionalData: string | null; serviceType: string }): string {
  const { services } = readBookingData(row.additionalData);
  return (services && serviceTitles(services.selectedMaleStripper, services.selectedToplessWaiter).join(' + ')) || row.serviceType;
}
