import { describe, expect, it } from 'vitest';
import { answerLabel, answerLines, historyText } from './performer-answers';

describe("performers' answers in the panel", () => {
  it('reads pending, accepted and declined with its reason', () => {
    expect(answerLabel({ performerId: 'a', answer: null, reason: null })).toBe('In attesa di risposta');
    expect(answerLabel({ performerId: 'a', answer: 'accepted', reason: null })).toBe('Accettato');
    expect(answerLabel({ performerId: 'a', answer: 'declined', reason: 'Malato' })).toBe('Rifiutato: Malato');
    expect(
      answerLines({
        status: 'confirmed',
        performerNames: { a: 'Marco' },
        performerAnswers: [
          { performerId: 'a', answer: 'accepted', reason: null },
          { performerId: 'b', answer: null, reason: null },
        ],
      }),
    ).toEqual(['Marco: Accettato', 'b: In attesa di risposta']);
  });

  it('waits for nobody on a cancelled booking: only the answers given are listed', () => {
    const performerAnswers = [
      { performerId: 'a', answer: 'declined' as const, reason: null },
      { performerId: 'b', answer: null, reason: null },
    ];
    expect(answerLines({ status: 'cancelled', performerNames: {}, performerAnswers })).toEqual(['a: Rifiutato']);
  });

  it('reads a performer\'s answers history for "Sostituisci": counts and the latest answers, or none yet', () => {
    expect(historyText({ accepted: 0, declined: 0, recent: [] })).toBe('Nessuna risposta finora');
    expect(
      historyText({
        accepted: 3,
        declined: 1,
        recent: [
          { answer: 'accepted', at: '2026-06-02T05:00:00.000Z' },
          { answer: 'declined', at: '2026-05-02T05:00:00.000Z' },
        ],
      }),
    ).toBe('Accettate 3 · Rifiutate 1 · ultime: Accettato 02/06/2026, Rifiutato 02/05/2026');
  });
});
