import { describe, expect, it } from 'vitest';
import type { AdminBooking } from './bookings-api';
import type { AdminPerformer } from '@/features/performers/performers.routes';
import * as confirm from './confirm-booking';

const booking = (over: Partial<AdminBooking> = {}): AdminBooking => ({
  id: 'b1',
  customerName: 'Amy',
  customerEmail: 'amy@example.com',
  customerPhone: null,
  locale: 'en',
  serviceType: 'TOPLESS',
  performanceStyle: 'topless',
  occasion: null,
  eventDate: '2030-01-01',
  eventTime: '20:00',
  duration: 60,
  totalPrice: 10000,
  advanceAmount: 3000,
  cashAmount: 7000,
  advancePercent: 30,
  specialRequests: null,
  performerNote: null,
  performerAnswers: [],
  performerNames: {},
  formerPerformers: [],
  location: 'pattaya',
  address: null,
  venueType: null,
  soundSystem: null,
  additionalData: JSON.stringify({ services: { selectedMaleStripper: 'duo', selectedToplessWaiter: 'double-trouble' } }),
  status: 'pending',
  createdAt: '2029-12-01T00:00:00Z',
  stripperIds: ['p1'],
  waiterIds: [],
  advanceStatus: 'unpaid',
  advanceReportedAt: null,
  reminderSentAt: null,
  advanceSlip: null,
  advanceSlipReference: null,
  advanceSlipUrl: null,
  confirmationFailed: false,
  source: 'customer',
  priceOverrideReason: null,
  enginePrice: null,
  heldSince: null,
  holdReminderSentAt: null,
  holdExempt: false,
  holdExpiresAt: null,
  brief: { sentAt: null, written: null, missing: false },
  ...over,
});

describe('Confirm Booking rules', () => {
  const schema = confirm.confirmFormSchema(10000, 'it');
  const valid = { performanceStyle: ' Full-Monty ', serviceType: 'DUO', duration: 90, cashAmount: 7000, stripperIds: [], waiterIds: [] };

  it('normalises the style and accepts a valid form', () => {
    expect(schema.parse(valid).performanceStyle).toBe('full monty');
  });

  it("gives the spec's messages (in Italian too), and the reader's in Thai", () => {
    const message = (over: object, on = schema) => on.safeParse({ ...valid, ...over }).error?.issues[0]?.message;
    expect(message({ serviceType: '  ' })).toBe('Service type is required');
    expect(message({ duration: 15 })).toBe('Duration must be at least 30 minutes');
    expect(message({ duration: 315 })).toBe('Duration cannot exceed 300 minutes');
    expect(message({ duration: 100 })).toBe('Duration must be in steps of 15 minutes');
    expect(message({ cashAmount: 0 })).toBe('Cash amount must be greater than 0');
    expect(message({ cashAmount: 10001 })).toBe('Cash amount cannot exceed total price');
    expect(message({ performanceStyle: 'naked' })).toBe('Performance style must be topless, underwear or full monty');
    expect(message({ cashAmount: 10.5 })).toBe('Cash amount must be a whole number of baht');
    const thai = confirm.confirmFormSchema(10000, 'th');
    expect(message({ duration: 15 }, thai)).toBe('ระยะเวลาต้องไม่น้อยกว่า 30 นาที');
    expect(message({ duration: 100 }, thai)).toBe('ระยะเวลาต้องเพิ่มหรือลดทีละ 15 นาที');
    expect(message({ cashAmount: 10001 }, thai)).toBe('ยอดเงินสดต้องไม่เกินราคารวม');
    expect(message({ serviceType: '' }, confirm.confirmFormSchema(10000, 'en'))).toBe('Service type is required');
  });

  it('takes the lengths the spec allows', () => {
    expect([30, 45, 300].map(confirm.isConfirmDuration)).toEqual([true, true, true]);
    expect([15, 100, 315, 60.5, Number.NaN].map(confirm.isConfirmDuration)).toEqual([false, false, false, false, false]);
  });

  it('shows slots for the booked services, at least one', () => {
    expect(confirm.performerSlots(booking())).toEqual({ strippers: 2, waiters: 2 });
    expect(confirm.performerSlots(booking({ additionalData: null, stripperIds: [] }))).toEqual({ strippers: 1, waiters: 0 });
    expect(confirm.performerSlots(booking({ additionalData: '{broken', stripperIds: [] }))).toEqual({ strippers: 1, waiters: 0 });
  });

  it("limits performers to those who work in the booking's city", () => {
    const people = [
      { id: 'a', location: 'pattaya' },
      { id: 'b', location: 'bangkok' },
      { id: 'c', location: 'pattaya' },
    ] as AdminPerformer[];
    expect(confirm.performersOfCity(people, 'pattaya').map((p) => p.id)).toEqual(['a', 'c']);
    expect(confirm.performersOfCity(people, null)).toEqual([]);
  });

  it('sends only the changed fields', () => {
    const b = booking();
    const form = schema.parse({ ...confirm.initialForm(b), cashAmount: 5000 });
    expect(confirm.changedFields(b, form)).toEqual({});
    const changed = schema.parse({
      ...confirm.initialForm(b),
      cashAmount: 5000,
      duration: 120,
      stripperIds: ['p2', ''],
      serviceType: 'DUO',
    });
    expect(confirm.changedFields(b, changed)).toEqual({ duration: 120, stripperIds: ['p2'], serviceType: 'DUO' });
  });

  it('builds the calculation request and reads only a numeric performerPayment', () => {
    expect(confirm.priceRequest(booking())).toEqual({
      location: 'pattaya',
      selectedMaleStripper: 'duo',
      selectedToplessWaiter: 'double-trouble',
      stripperIds: ['p1'],
      waiterIds: [],
    });
    expect(confirm.priceRequest(booking({ location: null }))).toBeNull();
    expect(confirm.cashFromCalculation({ performerPayment: 6999.6 })).toBe(7000);
    expect(confirm.cashFromCalculation({ performerPayment: '7000' })).toBeNull();
    expect(confirm.cashFromCalculation(null)).toBeNull();
  });

  it('keeps a style the service type offers, otherwise picks the first it offers', () => {
    expect(confirm.fittingStyle('TOPLESS', 'underwear')).toBe('topless');
    expect(confirm.fittingStyle('UNDERWEAR', 'topless')).toBe('underwear');
    expect(confirm.fittingStyle('FULL MONTY', 'Full-Monty')).toBe('full monty');
    expect(confirm.fittingStyle('DUO', 'underwear')).toBe('underwear');
    expect(confirm.fittingStyle('NONE', 'full monty')).toBe('topless');
    expect(confirm.initialForm(booking({ serviceType: 'TOPLESS', performanceStyle: 'underwear' })).performanceStyle).toBe('topless');
  });

  it("toasts the status the admin chose, in the reader's language", () => {
    expect(confirm.confirmedToast('completed', true, 'it')).toBe('Prenotazione completata: e-mail in coda');
    expect(confirm.confirmedToast('confirmed', true, 'it')).toBe('Prenotazione confermata: e-mail in coda');
    // A phone booking without an e-mail address: nothing is queued, and the toast says none.
    expect(confirm.confirmedToast('completed', false, 'it')).toBe('Prenotazione completata');
    expect(confirm.confirmedToast('confirmed', true, 'en')).toBe('Booking confirmed: email queued');
    expect(confirm.confirmedToast('confirmed', false, 'th')).toBe('ยืนยันการจองแล้ว');
  });

  it('says what completing does: a thank-you, no confirmation and no cash to pay', () => {
    const clara = { reference: 'AB12CD', customerName: 'Clara', emailed: true };
    const completing = confirm.confirmDialogWords('completed', clara, 'it');
    expect(completing.title).toBe('Completa la prenotazione');
    expect(completing.description).toMatch(/^Prenotazione #AB12CD di Clara: /);
    expect(completing.description).toContain('ringraziamento');
    expect(completing.description).not.toMatch(/conferma|contanti da pagare/);
    expect(confirm.confirmedToastDescription('completed', 'it')).toMatch(/^L'e-mail di ringraziamento/);
    expect(confirm.confirmDialogWords('completed', { ...clara, emailed: false }, 'it').description).toContain('non riceve nessuna e-mail');

    const confirming = confirm.confirmDialogWords('confirmed', clara, 'it');
    expect(confirming.title).toBe('Confirm Booking');
    expect(confirming.description).toContain("e-mail di conferma con l'importo in contanti");
    expect(confirm.confirmedToastDescription('confirmed', 'it')).toMatch(/^L'e-mail di conferma/);

    const english = confirm.confirmDialogWords('completed', clara, 'en');
    expect(english.title).toBe('Complete the booking');
    expect(english.description).toMatch(/^Booking #AB12CD of Clara: .*thank-you email/);
    expect(confirm.confirmDialogWords('confirmed', { ...clara, emailed: false }, 'th').description).toMatch(
      /^การจอง #AB12CD ของ Clara: .*ไม่ได้รับอีเมล/,
    );
  });
});

describe('the money of the dialog', () => {
  const paid = booking({ totalPrice: 25000, advanceAmount: 7500, cashAmount: 17500, advanceStatus: 'received' });

  it('starts the cash from the stored money, the rest of a paid advance, or the calculation at a new total', () => {
    expect(confirm.initialCash(paid, 34750, 24325)).toBe(27250);
    expect(confirm.initialCash(booking(), 10000, 5000)).toBe(7000);
    expect(confirm.initialCash(booking(), 13000, 9100)).toBe(9100);
    expect(confirm.initialCash(booking(), 13000, null)).toBe(7000);
  });

  it("warns in the reader's language when the total moves after the advance was paid, naming the new balance", () => {
    expect(confirm.totalChangeWarning(paid, 34750, confirm.dialogMoney(paid, 34750, 27250, 30), 'it')).toBe(
      "Il totale cambia da ฿25,000 a ฿34,750 dopo il pagamento dell'acconto: l'acconto di ฿7,500 resta quello pagato e il saldo in contanti diventa ฿27,250. L'e-mail al cliente indica il nuovo saldo.",
    );
    expect(confirm.totalChangeWarning(paid, 5000, confirm.dialogMoney(paid, 5000, 1, 30), 'it')).toContain(
      "inferiore all'acconto già pagato (฿7,500)",
    );
    expect(confirm.totalChangeWarning(paid, 5000, confirm.dialogMoney(paid, 5000, 1, 30), 'en')).toBe(
      'The new total (฿5,000) is below the advance already paid (฿7,500): refund or move the advance first.',
    );
    expect(confirm.totalChangeWarning(paid, 34750, confirm.dialogMoney(paid, 34750, 27250, 30), 'th')).toContain('฿27,250');
    expect(confirm.totalChangeWarning(paid, 25000, confirm.dialogMoney(paid, 25000, 17500, 30), 'it')).toBeNull();
    expect(confirm.totalChangeWarning(booking(), 13000, confirm.dialogMoney(booking(), 13000, 9100, 30), 'it')).toBeNull();
  });
});
