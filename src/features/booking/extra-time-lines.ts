/**
 * The extra time beyond the packages as price lines, apart from the other price lines: the booking form's
 * island shows them as the customer chooses, and ships only these two messages.
 */
import type { ExtraTime } from '@/features/pricing/price-engine.server';
import { formatBaht } from '@/lib/money';
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import type { SummaryWords } from './summary-words';

/**
 * The extra time as price lines: 'Extra time: 30 min × ฿100' (× the waiters when the rate is per waiter;
 * the service named when both services have some).
 */
export function extraTimeLines(
  extraTime: readonly ExtraTime[],
  reader: Locale | Pick<SummaryWords, 'extraTime' | 'extraWaiters'> = 'en',
): [string, string][] {
  const w =
    typeof reader === 'string'
      ? {
          extraWaiters: (count: number) => m.price_extra_waiters({ count }, { locale: reader }),
          extraTime: (inputs: Parameters<SummaryWords['extraTime']>[0]) => m.price_extra_time(inputs, { locale: reader }),
        }
      : reader;
  return extraTime.map((e) => {
    const who = extraTime.length > 1 ? ` (${e.service})` : '';
    const waiters = e.performers > 1 ? w.extraWaiters(e.performers) : '';
    return [w.extraTime({ who, minutes: e.minutes, rate: formatBaht(e.rate), waiters }), formatBaht(e.amount)];
  });
}
