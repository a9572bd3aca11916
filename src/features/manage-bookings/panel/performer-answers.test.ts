import { describe, expect, it } from 'vitest';
import { answerLabel, answerLines, historyText } from './performer-answers';

describe("performers' answers in the panel", () => {
  it('reads pending, accepted and declined with its reason', () => {
    expect(answerLabel({ performerId: 'a', answer: null, reason: null }, 'it')).toBe('In attesa di risposta');
    expect(answerLabel({ performerId: 'a', answer: 'accepted', reason: null }, 'it')).toBe('Accettato');
    expect(answerLabel({ performerId: 'a', answer: 'declined', reason: 'Malato' }, 'it')).toBe('Rifiutato: Malato');
    expect(
      answerLines(
        {
          status: 'confirmed',
          performerNames: { a: 'Marco' },
          performerAnswers: [
            { performerId: 'a', answer: 'accepted', reason: null },
            { performerId: 'b', answer: null, reason: null },
          ],
        },
        'it',
      ),
    ).toEqual(['Marco: Accettato', 'b: In attesa di risposta']);
  });

  it('waits for nobody on a cancelled booking: only the answers given are listed', () => {
    const performerAnswers = [
      { performerId: 'a', answer: 'declined' as const, reason: null },
      { performerId: 'b', answer: null, reason: null },
    ];
    expect(answerLines({ status: 'cancelled', performerNames: {}, performerAnswers }, 'it')).toEqual(['a: Rifiutato']);
  });

  it('reads a performer\'s answers history for "Sostituisci": counts and the latest answers, or none yet', () => {
    expect(historyText({ accepted: 0, declined: 0, recent: [] }, 'it')).toBe('Nessuna risposta finora');
    expect(
      historyText(
        {
          accepted: 3,
          declined: 1,
          recent: [
            { answer: 'accepted', at: '2026-06-02T05:00:00.000Z' },
            { answer: 'declined', at: '2026-05-02T05:00:00.000Z' },
          ],
        },
        'it',
      ),
    ).toBe('Accettate 3 · Rifiutate 1 · ultime: Accettato 02/06/2026, Rifiutato 02/05/2026');
  });

  it('says the answers in the reader’s panel language', () => {
    expect(answerLabel({ performerId: 'a', answer: 'declined', reason: 'Sick' }, 'en')).toBe('Declined: Sick');
    expect(answerLabel({ performerId: 'a', answer: null, reason: null }, 'th')).toBe('รอคำตอบ');
    const history = { accepted: 2, declined: 0, recent: [{ answer: 'accepted' as const, at: '2026-06-02T05:00:00.000Z' }] };
    expect(historyText(history, 'en')).toBe('Accepted 2 · Declined 0 · latest: Accepted 02/06/2026');
    expect(historyText({ ...history, recent: [] }, 'th')).toBe('ตอบรับ 2 · ปฏิเสธ 0');
  });
});
