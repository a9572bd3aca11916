/** The owner's partner routes, as the panel calls them. */
import type { z } from 'zod';
import type { Jsonify } from '@/lib/jsonify';
import { route } from '@/lib/route-contract';
import type { PartnerMonth } from './commission.server';
import type { partnerSchema } from './partner.schema';
import type { Partner } from './partners.server';

/** A partner as the panel receives it. */
export type PartnerRow = Jsonify<Partner>;
/** A partner's fields as the panel sends them. */
export type PartnerBody = z.input<typeof partnerSchema>;

/** Every partner, by name. */
export const partnersRoute = route<PartnerRow[]>()('GET', '/api/admin/partners');
/** Adds a partner (409 when its code is taken). */
export const createPartnerRoute = route<PartnerRow, PartnerBody>()('POST', '/api/admin/partners');
/** Changes a partner; `{ active: false }` deactivates it. */
export const updatePartnerRoute = route<PartnerRow, Partial<PartnerBody>>()('PATCH', '/api/admin/partners/[id]');
/** Each partner's visits, bookings, paid bookings and commission due per month of ?from&to (YYYY-MM). */
export const partnerMonthsRoute = route<{ months: PartnerMonth[] }, never, { from: string; to: string }>()(
  'GET',
  '/api/admin/partners/commission',
);
/** The same months as a CSV download (a link, not a call). */
export const partnerMonthsCsvRoute = route<string, never, { from: string; to: string }>()('GET', '/api/admin/partners/commission.csv');
