import { describe, expect, it } from 'vitest';
import { bangkokInstant } from '@/lib/event-time';
import { cancellationAdvanceNote } from './cancellation-advance';

const booking = { eventDate: '2027-03-20', eventTime: '20:00', advanceStatus: 'received', advanceAmount: 3_000 };
const event = bangkokInstant('2027-03-20', 20 * 60);

describe('cancellationAdvanceNote', () => {
  it('tells the customer in the booking language and the agency in Italian, early and late', () => {
    const early = cancellationAdvanceNote(booking, event - 100 * 3_600_000, 'th')!;
    expect(early.customer).toBe(
      'มัดจำ ฿3,000 ของคุณ: คุณยกเลิกล่วงหน้ามากกว่า 72 ชั่วโมงก่อนงาน ตามเงื่อนไขของเรา มัดจำนี้สามารถย้ายไปใช้กับวันใหม่ได้ภายใน 6 เดือน ตอบกลับอีเมลนี้เพื่อเลือกวันหรือสอบถามรายละเอียด',
    );
    expect(early.agency).toMatch(/^L'acconto di ฿3,000 è stato ricevuto\. Annullata più di 72 ore prima/);
    expect(cancellationAdvanceNote(booking, event - 10 * 3_600_000)!.customer).toBe(
      'Your advance of ฿3,000: as our terms say, the advance is not refundable for cancellations within 72 hours of the event.',
    );
    expect(cancellationAdvanceNote({ ...booking, advanceStatus: 'unpaid' }, event - 10 * 3_600_000, 'th')).toBeNull();
  });

  it('on the dashboard, before cancelling, says what cancelling now would mean, without e-mail words, and promises a reported advance only once received', () => {
    const early = cancellationAdvanceNote(booking, event - 100 * 3_600_000)!;
    expect(early.page).toBe(
      'If you cancel now, more than 72 hours before the event, your advance of ฿3,000 can be moved to a new date within 6 months, as our terms say. Once you have cancelled, contact us to choose the date.',
    );
    const reported = cancellationAdvanceNote({ ...booking, advanceStatus: 'reported' }, event - 100 * 3_600_000)!;
    expect(reported.page).toContain(
      'the advance of ฿3,000 you reported paying can be moved to a new date within 6 months once we have received it',
    );
    for (const note of [early, reported, cancellationAdvanceNote(booking, event - 10 * 3_600_000, 'th')!])
      expect(note.page).not.toMatch(/e-mail|อีเมล/);
  });
});
