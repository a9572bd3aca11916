// Booking Details' rows from the booking the real route answers (a real SQLite file), in each reader's panel language.
import { describe, expect, it } from 'vitest';
import type { PanelLocale } from '@db/locales';
import { getDb } from '@/lib/server/db';
import { bookingFactory } from '@test/booking-rows';
import { useAdminClient, useTempApp } from '@test/client';
import { detailRows } from './booking-details';
import { m as pm } from '@/paraglide-panel/messages';

useTempApp();
const admin = useAdminClient();
const addBooking = bookingFactory(getDb);

describe('Booking Details', () => {
  it("says the booking's status and performance style in the reader's panel language, as the list does, never the stored word", async () => {
    const { id } = addBooking({ status: 'confirmed', performanceStyle: 'full monty' });
    const answer = await admin.call('GET', `/api/admin/bookings/${id}`);
    expect(answer.status).toBe(200);
    /** The value of the row labelled `label` as a reader of `locale` sees it. */
    const row = (locale: PanelLocale, label: typeof pm.bookings_row_status) =>
      new Map(detailRows(answer.body, locale)).get(label({}, { locale }));
    expect([row('th', pm.bookings_row_status), row('th', pm.bookings_row_style)]).toEqual(['ยืนยันแล้ว', 'ฟูลมอนตี้']);
    expect([row('en', pm.bookings_row_status), row('en', pm.bookings_row_style)]).toEqual(['Confirmed', 'Full monty']);
    expect(row('it', pm.bookings_row_style)).toBe('Full monty');
  });
});
