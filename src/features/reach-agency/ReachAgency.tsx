/**
 * "Talk to the agency": WhatsApp, LINE and call links with the booking reference typed (reachLinks). Rendered
 * without hydration on the summary (no JavaScript) and inside the dashboard's island; nothing when no channel is set.
 */
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { reachLinks, type AgencyChannels } from './agency-channels';

/** The block for one booking (`reference` as the customer reads it); `level` is its heading's (3 inside a dashboard card). */
export default function ReachAgency(props: { channels: AgencyChannels; reference: string; locale: Locale; level?: 2 | 3 }) {
  const { reference, locale } = props;
  const links = reachLinks(props.channels, reference, locale);
  if (links.length === 0) return null;
  const o = { locale };
  const heading = `reach-${reference}`;
  const Heading = props.level === 3 ? 'h3' : 'h2';
  return (
    <section aria-labelledby={heading} className="mt-6 rounded-xl border border-ink-line bg-ink-soft p-5" data-testid="reach-agency">
      <Heading id={heading} className={props.level === 3 ? 'font-semibold text-white' : 'text-xl'}>
        {m.reach_title({}, o)}
      </Heading>
      <p className="mt-2 text-sm">{m.reach_text({ ref: reference }, o)}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {links.map((link) => (
          <a
            key={link.kind}
            href={link.href}
            className="btn-outline"
            {...(link.kind !== 'call' && { target: '_blank', rel: 'noopener noreferrer', 'aria-label': link.name })}
          >
            {link.text}
          </a>
        ))}
      </div>
    </section>
  );
}
