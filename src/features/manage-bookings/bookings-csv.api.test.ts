// The admin's CSV export of bookings, on a real SQLite file, read back with a real CSV parser (csv-parse).
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db';
import { bookingFactory } from '@test/booking-rows';
import { TestClient, useAdminClient, useTempApp } from '@test/client';

useTempApp();
const admin = useAdminClient();
const addBooking = bookingFactory(getDb);

/** The export for a query: status, headers, raw bytes and the parsed records (header row as keys). */
async function exportCsv(query = '') {
  const response = await admin.send('GET', `/api/admin/bookings/export.csv${query}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  const records =
    response.status === 200
      ? parse<Record<string, string>>(text, { bom: true, columns: true, record_delimiter: '\r\n', relax_column_count: false })
      : [];
  return { status: response.status, headers: response.headers, bytes, text, records };
}

describe('GET /api/admin/bookings/export.csv', () => {
  it('is a dated UTF-8 download with a BOM and CRLF rows; Thai, emoji, quotes and line breaks survive; formulas are neutralised', async () => {
    const tricky = addBooking({
      customerName: 'สมชาย ใจดี 🎉',
      customerEmail: '=cmd|calc@example.com',
      customerPhone: '+66 81 234 5678',
      address: '12 Soi "Five", Sukhumvit\nBangkok',
      occasion: '@SUM(A1:A9)',
      specialRequests: '-2+3',
      venueType: '\tvilla',
      soundSystem: '\r=1+1',
      location: 'bangkok',
      totalPrice: 12345,
      additionalData: JSON.stringify({
        services: { selectedMaleStripper: 'duo', selectedToplessWaiter: 'sexy-host' },
        price: {
          stripperSubtotal: 6345,
          waiterSubtotal: 6000,
          discount: 0,
          supplement: 0,
          extraTime: [{ service: 'DUO', minutes: 30, rate: 100, performers: 1, amount: 3000 }],
        },
      }),
    });
    const { status, headers, bytes, text, records } = await exportCsv();
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Every record ends in CRLF; the only bare LF is the one inside the quoted address.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '').match(/\n/g)).toHaveLength(1);
    const row = records.find((r) => r.Riferimento === tricky.id.slice(-8).toUpperCase())!;
    expect(row).toMatchObject({
      Cliente: 'สมชาย ใจดี 🎉',
      Email: "'=cmd|calc@example.com",
      Telefono: "'+66 81 234 5678",
      Indirizzo: '12 Soi "Five", Sukhumvit\nBangkok',
      Occasione: "'@SUM(A1:A9)",
      'Richieste speciali': "'-2+3",
      'Tipo di locale': "'\tvilla",
      'Impianto audio': "'\r=1+1",
      Città: 'Bangkok',
      Servizi: 'DUO + SEXY HOST',
      'Prezzo totale (THB)': '12345',
      'Tempo extra': 'Tempo extra: 30 min × ฿100: ฿3,000',
      "Data e ora dell'evento": '01/06/2030, 20:00',
      Stato: 'In attesa',
      Anticipo: 'Acconto non pagato',
    });
  });

  it("writes the choices as their labels in the panel's Italian, not the stored keys nor English", async () => {
    // Each stored choice: its column, its key, its header and the label it is written as.
    const choices = [
      ['venueType', 'house-apartment', 'Tipo di locale', 'Residenza privata'],
      ['occasion', 'hens', 'Occasione', 'Addio al nubilato'],
      ['soundSystem', 'yes', 'Impianto audio', 'Sì'],
      ['status', 'confirmed', 'Stato', 'Confermata'],
      ['advanceStatus', 'received', 'Anticipo', 'Acconto ricevuto'],
    ] as const;
    const booking = addBooking(Object.fromEntries(choices.map(([column, key]) => [column, key])));
    const row = (await exportCsv()).records.find((r) => r.Riferimento === booking.id.slice(-8).toUpperCase())!;
    expect(row).toMatchObject(Object.fromEntries(choices.map(([, , header, label]) => [header, label])));
  });

  it('exports every row the list shows for the same filters and search (all pages)', async () => {
    for (let i = 0; i < 12; i++) addBooking({ customerName: `Paged Pat ${i}`, status: i % 4 === 0 ? 'cancelled' : 'confirmed' });
    for (const query of ['?q=paged%20pat', '?q=paged%20pat&status=cancelled', '?status=confirmed&advance=unpaid', '?q=%23' + 'nothing']) {
      const list = await admin.call('GET', `/api/admin/bookings${query}${query ? '&' : '?'}pageSize=100`);
      const { records } = await exportCsv(query);
      expect(records.map((r) => r.Riferimento)).toEqual(list.body.items.map((b: { id: string }) => b.id.slice(-8).toUpperCase()));
    }
    expect((await exportCsv('?q=paged%20pat')).records).toHaveLength(12);
    expect((await exportCsv('?q=paged%20pat&status=cancelled')).records).toHaveLength(3);
  });

  it('exports one year of events (the Bangkok calendar year of the event date), as the list shows it', async () => {
    const name = 'Year Yara';
    const [lastDay, firstDay] = ['2028-12-31', '2029-01-01', '2030-01-01'].map((eventDate) =>
      addBooking({ customerName: name, eventDate }),
    );
    const { records } = await exportCsv('?q=year%20yara&year=2029');
    expect(records.map((r) => r.Riferimento)).toEqual([firstDay!.id.slice(-8).toUpperCase()]);
    const list = await admin.call('GET', '/api/admin/bookings?q=year%20yara&year=2028');
    expect(list.body.items.map((b: { id: string }) => b.id)).toEqual([lastDay!.id]);
    expect((await exportCsv('?q=year%20yara')).records).toHaveLength(3);
  });

  it('refuses a bad filter with 400 and answers 401 without the admin session', async () => {
    expect((await exportCsv('?status=archived')).status).toBe(400);
    const badYear = await admin.call('GET', '/api/admin/bookings/export.csv?year=last');
    expect(badYear.status).toBe(400);
    expect(JSON.stringify(badYear.body)).toContain('year must be all or a year such as 2026');
    expect((await new TestClient('198.51.100.50').call('GET', '/api/admin/bookings/export.csv')).status).toBe(401);
  });
});
