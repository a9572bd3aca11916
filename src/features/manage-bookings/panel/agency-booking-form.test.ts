import { beforeAll, describe, expect, it, vi } from 'vitest';
import { agencyBookingSchema } from '@/features/manage-bookings/manage-bookings.schema';
import { ApiError, type FieldIssue } from '@/lib/api-client';
import { validationError } from '@/lib/server/http';
import { bodyOf, deskChoices, emptyForm, issuesByField, quoteRequestOf } from './agency-booking-form';
import { errorText } from '@/features/admin-panel/errors';
import { loadRefusalWords } from '@/features/admin-panel/refusal-words';

// The words load with the panel's first refused call (admin-client.test.ts shows it); these cases say them.
beforeAll(loadRefusalWords);

/** A 400 refusing these field issues, as the dialog receives it. */
const refusedWith = (issues: FieldIssue[]) => new ApiError(400, '400: …', 'Invalid request', issues);

// The catalogue's default city, moved: the desk's new booking follows it.
vi.mock('@/content/cities', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/content/cities')>()),
  DEFAULT_CITY: 'phuket',
}));

describe('the agency booking form', () => {
  it("starts a new booking in the catalogue's default city", () => {
    expect(emptyForm().location).toBe('phuket');
  });

  it("offers every service of the catalogue, and no service in the reader's language", () => {
    expect(deskChoices('it').strippers[0]).toEqual({ value: 'none', label: 'Nessuno' });
    expect(deskChoices('th').waiters[0]).toEqual({ value: 'none', label: 'ไม่มี' });
    expect(deskChoices('en').strippers).toContainEqual({ value: 'duo', label: 'DUO' });
    expect(deskChoices('en').styles.map((style) => style.label)).toEqual(['Topless', 'Underwear', 'Full monty']);
  });

  it('sends numbers as numbers, leaves out an empty e-mail on a new booking and the performers of a service not chosen', () => {
    const values = { ...emptyForm('2030-01-01'), duration: '90', stripperIds: ['a'], waiterIds: ['b'], customerEmail: ' ' };
    const body = bodyOf(values);
    expect(body).toMatchObject({ duration: 90, stripperIds: ['a'], waiterIds: [], eventDate: '2030-01-01' });
    expect(body).not.toHaveProperty('customerEmail');
    expect(body).not.toHaveProperty('priceOverride');
    expect(body).not.toHaveProperty('override');
  });

  it('sends an override with its reason, and null to clear one an edited booking had', () => {
    expect(bodyOf({ ...emptyForm(), override: true, overrideTotal: '5000', overrideReason: 'Regular' }).priceOverride).toEqual({
      total: 5000,
      reason: 'Regular',
    });
    const edited = { priceOverrideReason: 'Old reason' } as Parameters<typeof bodyOf>[1];
    expect(bodyOf(emptyForm(), edited)).toMatchObject({ priceOverride: null, customerEmail: '' });
  });

  it('asks the live quote for what the form would save: city, services, performers once complete, an explicit duration', () => {
    const values = { ...emptyForm('2030-01-01'), location: 'pattaya', selectedMaleStripper: 'duo', stripperIds: ['a'], waiterIds: ['w'] };
    // Half of a duo is priced without performers; waiters of a service not chosen are left out, as on save.
    expect(quoteRequestOf(values)).toEqual({
      location: 'pattaya',
      selectedMaleStripper: 'duo',
      selectedToplessWaiter: 'none',
      stripperIds: [],
      waiterIds: [],
    });
    expect(quoteRequestOf({ ...values, stripperIds: ['a', 'b'], selectedToplessWaiter: 'sexy-host', duration: '120' })).toEqual({
      location: 'pattaya',
      selectedMaleStripper: 'duo',
      selectedToplessWaiter: 'sexy-host',
      stripperIds: ['a', 'b'],
      waiterIds: ['w'],
      duration: 120,
    });
    expect(quoteRequestOf({ ...values, selectedMaleStripper: 'none' })).toBeNull();
  });

  it('shows the first issue of each field, the override issues on the override', () => {
    expect(
      issuesByField(
        refusedWith([
          { path: 'customerPhone', message: 'one' },
          { path: 'customerPhone', message: 'two' },
          { path: 'priceOverride.reason', message: 'why' },
        ]),
      ),
    ).toEqual({ customerPhone: 'one', priceOverride: 'why' });
  });

  it("says the booking rules' answers in Italian (the panel's language) from their code, and any other as written", () => {
    const parsed = agencyBookingSchema.safeParse({
      ...bodyOf(emptyForm(), undefined),
      customerName: '',
      customerEmail: '',
      customerPhone: '',
      address: 'a'.repeat(301),
    });
    expect(parsed.success).toBe(false);
    // What the API answers (English text, code and params per field), as the dialog receives it.
    const answered = validationError(parsed.error!).issues as FieldIssue[];
    expect(answered).toContainEqual({ path: 'customerName', message: 'Full name is required', code: 'name_required', params: {} });
    expect(issuesByField(refusedWith(answered))).toMatchObject({
      customerName: 'Il nome è obbligatorio',
      customerPhone: 'Il telefono è obbligatorio se manca l’indirizzo e-mail',
      address: 'Al massimo 300 caratteri',
    });
    const stripperCount = {
      path: 'stripperIds',
      message: "Selected stripper count doesn't match the service option",
      code: 'stripper_count',
      params: {},
    };
    expect(issuesByField(refusedWith([stripperCount])).stripperIds).toBe('Il numero di spogliarellisti scelti non corrisponde al servizio');
    expect(issuesByField(refusedWith([{ path: 'priceOverride.total', message: 'Override total cannot be negative' }]))).toEqual({
      priceOverride: 'Override total cannot be negative',
    });
  });

  it('says a refused save in Italian from its code (a rule, a clash), and anything else in its own words', () => {
    const refused = new ApiError(400, '400: …', 'Event date cannot be in the past', [], { code: 'date_past', params: {} });
    expect(errorText(refused)).toBe('La data dell’evento non può essere nel passato');
    const clash = { code: 'performer_booked', params: { name: 'Marco', date: '2030-03-14' } };
    expect(errorText(new ApiError(409, '409: …', 'Marco is already booked …', [], clash))).toBe(
      'Marco è già prenotato in un orario che si sovrappone (gio 14 mar 2030). Scegli un altro performer o un altro orario.',
    );
    const unpriced = { code: 'price_performer_elsewhere', params: { name: 'Luca', city: 'bangkok' } };
    expect(errorText(new ApiError(400, '400: …', 'Luca does not perform in bangkok', [], unpriced))).toBe('Luca non lavora a Bangkok');
    expect(
      issuesByField(
        refusedWith([{ path: 'duration', message: 'Duration must be at least 30 minutes', code: 'duration_min', params: { min: 30 } }]),
      ),
    ).toEqual({
      duration: 'La durata deve essere di almeno 30 minuti',
    });
    expect(errorText(new ApiError(409, '409: …', 'Conflitto'))).toBe('Conflitto');
    expect(errorText(new Error('offline'))).toBe('offline');
  });
});
