/** Statistiche's opening words: how a booking falls in a period, and how each figure is counted (as docs/insights.md says). */
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';
import { WithBold } from './insights-parts';

type Words = { locale: PanelLocale };

type Said = (inputs: Record<string, never>, o: Words) => string;

// The figures the help defines, in order: each one's name (in bold) and how it is counted.
const DEFINED: [name: Said, definition: Said][] = [
  [pm.insights_requests, pm.insights_help_requests],
  [pm.insights_email, pm.insights_help_email],
  [pm.insights_confirmed, pm.insights_help_confirmed],
  [pm.insights_completed, pm.insights_help_completed],
  [pm.insights_cancelled, pm.insights_help_cancelled],
  [pm.insights_expired, pm.insights_help_expired],
  [pm.insights_awaiting, pm.insights_help_awaiting],
  [pm.insights_revenue, pm.insights_help_revenue],
  [pm.insights_advances, pm.insights_help_advances],
  [pm.insights_cash, pm.insights_help_cash],
];

/** The paragraph under the title and the folded help. */
export function InsightsHelp({ locale }: Words) {
  const o = { locale };
  return (
    <>
      <p className="mt-1 text-sm">
        <WithBold say={(eventDate) => pm.insights_intro({ eventDate }, o)} bold={pm.insights_intro_event_date({}, o)} />
      </p>
      <details className="mt-2 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-gold hover:text-gold-light">
          {pm.insights_help({}, o)}
        </summary>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {DEFINED.map(([name, definition]) => (
            <li key={name({}, o)}>
              <strong>{name({}, o)}</strong>: {definition({}, o)}
            </li>
          ))}
          <li>{pm.insights_help_mix({}, o)}</li>
          <li>{pm.insights_help_enquiries({}, o)}</li>
        </ul>
      </details>
    </>
  );
}
