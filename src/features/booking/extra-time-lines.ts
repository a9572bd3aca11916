/**
 * The extra time beyond the packages as price lines, apart from the other price lines: the booking form's
 * island shows them as the customer chooses, with the words the server gave it (no catalogue on the page).
 */
import type { ExtraTime } from '@/features/pricing/price-engine.server';
import { formatBaht } from '@/lib/money';
import type { SummaryWords } from './summary-words';

/**
 * The extra time as price lines: 'Extra time: 30 min × ฿100' (× the waiters when the rate is per waiter;
 * the service named when both services have some), in the reader's words.
 */
export function extraTimeLines(extraTime: readonly ExtraTime[], w: Pick<SummaryWords, 'extraTime' | 'extraWaiters'>): [string, string][] {
  return extraTime.map((e) => {
    const who = extraTime.length > 1 ? ` (${e.service})` : '';
    const waiters = e.performers > 1 ? w.extraWaiters(e.performers) : '';
    return [w.extraTime({ who, minutes: e.minutes, rate: formatBaht(e.rate), waiters }), formatBaht(e.amount)];
  });
}
