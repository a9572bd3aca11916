import { describe, expect, it } from 'vitest';
import { agencySections } from './agency-words';

describe('agencySections', () => {
  it("writes the customer's choices in Italian (venue, sound system, occasion), the customer's own text as typed", () => {
    const [section] = agencySections([
      {
        title: 'Event Details',
        rows: [
          ['Venue Type', 'Hotel Suite'],
          ['Sound System', 'Yes'],
          ['Occasion', 'Hens Party'],
          ['Special Requests', 'Yes'],
        ],
      },
    ]);
    expect(section).toEqual({
      title: 'Evento',
      rows: [
        ['Tipo di luogo', 'Suite d’hotel'],
        ['Impianto audio', 'Sì'],
        ['Occasione', 'Addio al nubilato'],
        ['Richieste particolari', 'Yes'],
      ],
    });
  });
});
