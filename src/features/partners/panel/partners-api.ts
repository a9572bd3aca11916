/** The Partner screen's calls: the partners, their changes, and their months of a chosen range. */
import { atom, computed } from 'nanostores';
import type { FetcherStore } from '@nanostores/query';
import { routePath, type RouteAnswer } from '@/lib/route-contract';
import { adminKey, callRoute, refreshRoute, routeStore } from '@/features/admin-panel/client';
import { createFetcherStore } from '@/features/admin-panel/query';
import { MAX_REPORT_MONTHS } from '../commission.schema';
import {
  createPartnerRoute,
  partnerMonthsCsvRoute,
  partnerMonthsRoute,
  partnersRoute,
  updatePartnerRoute,
  type PartnerBody,
  type PartnerRow,
} from '../partners.routes';

export type { PartnerRow } from '../partners.routes';

/** Every partner, by name. */
export const $partners: FetcherStore<PartnerRow[], unknown> = routeStore(partnersRoute);

// A change shows in the list and in the months (a partner's name, its code's visits).
const refreshPartners = () => {
  refreshRoute(partnersRoute);
  refreshRoute(partnerMonthsRoute);
};

/** Adds a partner. */
export async function createPartner(body: PartnerBody): Promise<PartnerRow> {
  const created = await callRoute(createPartnerRoute, { body });
  refreshPartners();
  return created;
}

/** Changes a partner (all its fields, or only `active`). */
export async function updatePartner(id: string, body: Partial<PartnerBody>): Promise<PartnerRow> {
  const updated = await callRoute(updatePartnerRoute, { params: { id }, body });
  refreshPartners();
  return updated;
}

/** A range of months, YYYY-MM, both included. */
export interface MonthRange {
  from: string;
  to: string;
}

const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** Whether a range can be asked for: two months, in order, at most the report's months apart. */
export function monthRangeOk({ from, to }: MonthRange): boolean {
  const month = /^\d{4}-(0[1-9]|1[0-2])$/;
  return month.test(from) && month.test(to) && to >= from && index(to) - index(from) < MAX_REPORT_MONTHS;
}

/** The range the screen shows (the owner changes it). */
export const $monthRange = atom<MonthRange>({ from: '', to: '' });

const monthsPath = computed($monthRange, (range) => (monthRangeOk(range) ? routePath(partnerMonthsRoute, { query: range }) : ''));
/** Each partner's months of the range (nothing is asked while the range cannot be). */
export const $partnerMonths = createFetcherStore<RouteAnswer<typeof partnerMonthsRoute>>([
  computed(adminKey(monthsPath), (key) => key || null),
]);

/** The address of the range's CSV download. */
export const csvHref = (range: MonthRange): string => routePath(partnerMonthsCsvRoute, { query: range });
