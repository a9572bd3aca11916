import { describe, expect, it } from 'vitest';
import { agencyOption, agencyWordsIn } from './agency-catalogue';
import { changedRows, summarySections } from './booking-view';
import type { BookingView } from './booking.server';

// A booking with every kind of row: choices, a performer and one to be assigned, extra time for a stripper
// and for two waiters, a discount, an advance rate. (Checked once against the former translate-after-render
// output: the same text, except two words it left in English: 'To be assigned' and a changed venue type.)
const booking = {
  id: 'abc123def456',
  customerName: 'Zoe',
  customerEmail: 'zoe@example.com',
  customerPhone: '+66 81 234 5678',
  occasion: 'hens',
  eventDate: '2026-12-12',
  eventTime: '20:30',
  duration: 150,
  specialRequests: 'None please',
  location: 'bangkok',
  address: 'Sukhumvit 11',
  venueType: 'hotel',
  soundSystem: 'yes',
  services: {
    selectedMaleStripper: 'topless',
    selectedToplessWaiter: 'sexy-host',
    selectedStrippers: [{ id: 'p1', name: 'Ryan' }],
    selectedWaiters: [],
  },
  price: {
    stripperSubtotal: 9000,
    waiterSubtotal: 5000,
    discount: 500,
    supplement: 0,
    extraTime: [
      { service: 'TOPLESS', minutes: 30, rate: 100, performers: 1, amount: 3000 },
      { service: 'SEXY HOST', minutes: 30, rate: 50, performers: 2, amount: 3000 },
    ],
  },
  totalPrice: 13500,
  advanceAmount: 4050,
  cashAmount: 9450,
  advancePercent: 30,
} as unknown as BookingView;

const AGENCY_WORDS = agencyWordsIn('it');

describe("the agency's Italian summary", () => {
  it('writes every label, choice, date, duration and price line in Italian from the data; customer text and service names as they are', () => {
    expect(summarySections(booking, AGENCY_WORDS)).toEqual([
      {
        title: 'Cliente',
        rows: [
          ['Nome', 'Zoe'],
          ['E-mail', 'zoe@example.com'],
          ['Telefono', '+66 81 234 5678'],
        ],
      },
      {
        title: 'Evento',
        rows: [
          ['Data', 'sab 12 dic 2026'],
          ['Ora', '20:30'],
          ['Durata', '150 minuti'],
          ['Città', 'Bangkok'],
          ['Indirizzo', 'Sukhumvit 11'],
          ['Tipo di luogo', 'Suite d’hotel'],
          ['Impianto audio', 'Sì'],
          ['Occasione', 'Addio al nubilato'],
          ['Richieste particolari', 'None please'],
        ],
      },
      {
        title: 'Servizi e performer',
        rows: [
          ['Spogliarellisti', 'TOPLESS (Ryan)'],
          ['Camerieri in topless', 'SEXY HOST (Da assegnare)'],
        ],
      },
      {
        title: 'Prezzo',
        rows: [
          ['TOPLESS', '฿6,000'],
          ['SEXY HOST', '฿2,000'],
          ['Tempo extra (TOPLESS): 30 min × ฿100', '฿3,000'],
          ['Tempo extra (SEXY HOST): 30 min × ฿50 × 2 camerieri', '฿3,000'],
          ['Sconto doppio ruolo', '-฿500'],
          ['Totale', '฿13,500'],
          ['Acconto (30%)', '฿4,050'],
          ['Contanti da incassare il giorno dello spettacolo', '฿9,450'],
        ],
      },
    ]);
  });

  it('says what is missing, an unknown stored choice and a city it does not serve as they are', () => {
    const bare = { ...booking, customerPhone: null, occasion: null, venueType: 'legacy', soundSystem: null, location: 'Chiang Mai' };
    const rows = Object.fromEntries(summarySections(bare, AGENCY_WORDS).flatMap((s) => s.rows));
    expect(rows).toMatchObject({
      Telefono: 'Non indicato',
      Occasione: 'Non indicato',
      'Tipo di luogo': 'legacy',
      'Impianto audio': 'Non indicato',
      Città: 'Chiang Mai',
    });
  });

  it('lists a change in Italian, old and new', () => {
    const after = { ...booking, eventDate: '2026-12-13', duration: 180, venueType: 'bar-club' };
    expect(changedRows(booking, after, AGENCY_WORDS)).toEqual([
      ['Data', 'sab 12 dic 2026', 'dom 13 dic 2026'],
      ['Durata', '150 minuti', '180 minuti'],
      ['Tipo di luogo', 'Suite d’hotel', 'Bar/Club'],
    ]);
  });
});

describe("the agency's words in each staff member's language", () => {
  it("says a stored choice in Italian, English or Thai from the panel's catalogues, and no word for a key no longer offered", () => {
    expect((['it', 'en', 'th'] as const).map((locale) => agencyOption('occasion', 'birthday', locale))).toEqual([
      'Compleanno',
      'Birthday Celebration',
      'ปาร์ตี้วันเกิด',
    ]);
    expect(agencyOption('venue', 'legacy', 'en')).toBeUndefined();
  });

  it("writes the summary in English or Thai, with the customer pages' dates and city names", () => {
    const english = summarySections(booking, agencyWordsIn('en'))[1]!;
    const thai = summarySections(booking, agencyWordsIn('th'))[1]!;
    expect(english.title).toBe('Event Details');
    expect(english.rows.slice(0, 4)).toEqual([
      ['Date', 'Saturday, 12 December 2026'],
      ['Time', '20:30'],
      ['Duration', '150 minutes'],
      ['City', 'Bangkok'],
    ]);
    expect(thai.rows[7]).toEqual(['โอกาส', 'ปาร์ตี้สละโสด']);
  });
});
