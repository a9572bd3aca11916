/**
 * The banner of the agency's alarms on the night (issue 47): the alarms raised in the last 24 hours
 * (features/night-status), newest first, in the reader's panel language (the server words each alarm in it); asked
 * for again every minute while the panel is open, and at once when the person chooses another language.
 */
import { useEffect, useState } from 'react';
import type { RouteAnswer } from '@/lib/route-contract';
import { callRoute } from '@/features/admin-panel/client';
import { nightAlarmsRoute } from '../night-status.routes';
import { timeInBangkok } from '@/lib/event-time';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';

/** The banner; nothing while there is no alarm. */
export function NightAlarmBanner() {
  const locale = usePanelLocale();
  const [alarms, setAlarms] = useState<RouteAnswer<typeof nightAlarmsRoute>>([]);
  useEffect(() => {
    const load = () =>
      callRoute(nightAlarmsRoute)
        .then(setAlarms)
        .catch(() => undefined);
    void load();
    const timer = setInterval(() => void load(), 60_000);
    return () => clearInterval(timer);
  }, [locale]);
  if (alarms.length === 0) return null;
  return (
    <section
      className="mb-4 rounded-lg border border-rose bg-ink-soft p-3 text-sm text-white"
      aria-label={pm.night_alarms_label({}, { locale })}
      lang={locale}
      data-testid="night-alarms"
    >
      <h2 className="font-semibold">{pm.night_alarms_title({}, { locale })}</h2>
      <ul className="mt-1 space-y-1">
        {alarms.map((alarm) => (
          <li key={`${alarm.bookingId}-${alarm.kind}-${alarm.performerName}`}>
            {timeInBangkok(new Date(alarm.raisedAt))} · #{alarm.reference}: {alarm.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
