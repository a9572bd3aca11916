/**
 * Statistiche (owner only): how the business goes in a period, compared with the period before — the
 * funnel, the money, the mix by city, service and occasion, the busiest days and hours, the performers and
 * the enquiries, and where bookings come from (SourcesSections). Loaded lazily by the panel (with uPlot), so neither public pages nor the panel's first
 * load carry it. Figures come from GET /api/admin/insights; definitions are in the help text.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, type ReactNode } from 'react';
import type { GroupFigures } from '@/features/insights/insights.server';
import type { Jsonify } from '@/lib/jsonify';
import { formatBaht } from '@/lib/money';
import { labelFor } from '@/lib/labels';
import type { OCCASIONS } from '@/features/booking/booking-options';
import { AGENCY_OPTION_LABELS } from '@/features/booking/agency-catalogue';
import { CITY_NAMES } from '@/content/cities';
import { WAITER_TITLES } from '@/content/services';
import { errorText } from '@/features/admin-panel/errors';
import { Loading, smallButton } from '@/features/admin-panel/ui';
import { SeriesChart, NumbersTable, type ChartSeries } from './SeriesChart';
import { bucketLabel, customPeriodProblem, italianDate, PRESETS, type Period, type PresetId } from './insights-period';
import { $insights, $insightsChoice, refreshInsights, type InsightsData } from './insights-api';
import { controlClass } from '@/components/ui/field-ids';
import { TextField } from '@/components/ui/TextField';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { SourcesSections } from './SourcesSections';
import { MeasureRows } from './BarChart';
import { refreshSources } from './sources-api';

const card = 'rounded-xl border border-ink-line bg-ink-soft p-4';
const WEEKDAYS = ['Lun', 'Mar', 'Mer', 'Gio', 'Ven', 'Sab', 'Dom'];
const WEEKDAY_NAMES = ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'];
const OCCASION_WORDS: Record<keyof typeof OCCASIONS | '', string> = { ...AGENCY_OPTION_LABELS.occasion, '': 'Non indicata' };

const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : '—');
const count = (n: number) => String(n);
// The custom period's two date fields: its first and last day.
const PERIOD_ENDS = [
  { end: 'from', label: pm.insights_from },
  { end: 'to', label: pm.insights_to },
] as const;

/** The tab (default export: the panel loads it with React.lazy). */
export default function InsightsTab() {
  const choice = useStore($insightsChoice);
  const { preset, custom } = choice;
  const { data, error } = useStore($insights);
  const problem = preset === 'custom' ? customPeriodProblem(custom) : null;
  const ids = { preset: useId(), problem: useId() };
  const locale = usePanelLocale();
  const setPreset = (value: PresetId) => $insightsChoice.set({ ...choice, preset: value });
  const setCustom = (value: Period) => $insightsChoice.set({ ...choice, custom: value });
  // Bookings change in other tabs: leaving the tab forgets its figures, so the next visit asks again.
  useEffect(
    () => () => {
      refreshInsights();
      refreshSources();
    },
    [],
  );

  return (
    <section aria-labelledby="insights-title" lang="it" className="min-w-0 space-y-6">
      <div>
        <h2 id="insights-title" className="text-xl">
          Statistiche
        </h2>
        <p className="mt-1 text-sm">
          Ogni prenotazione conta nel periodo della <strong>data dell&apos;evento</strong> (ora di Bangkok). Le prenotazioni anonimizzate
          contano con i loro importi; quelle eliminate non ci sono più (delle richieste scadute resta solo il numero per data).
        </p>
        <HelpText />
      </div>

      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={ids.preset} className="mb-1.5 block text-sm font-medium text-white">
            {pm.insights_period({}, { locale })}
          </label>
          <select id={ids.preset} className={controlClass} value={preset} onChange={(e) => setPreset(e.target.value as PresetId)}>
            {PRESETS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label({}, { locale })}
              </option>
            ))}
          </select>
        </div>
        {preset === 'custom' && (
          <>
            {PERIOD_ENDS.map(({ end, label }) => (
              <TextField
                key={end}
                label={label({}, { locale })}
                name={`insights-${end}`}
                type="date"
                value={custom[end]}
                aria-describedby={problem ? ids.problem : undefined}
                aria-invalid={problem ? true : undefined}
                onChange={(e) => setCustom({ ...custom, [end]: e.target.value })}
              />
            ))}
          </>
        )}
      </div>
      {problem && (
        <p id={ids.problem} role="alert" className="text-sm text-error">
          {problem({}, { locale })}
        </p>
      )}

      {!problem && !data && error === undefined && <Loading>Caricamento statistiche</Loading>}
      {!problem && error !== undefined && !data && (
        <div role="alert" className="rounded-xl border border-error/50 p-6 text-center">
          <p className="font-semibold text-error">Impossibile caricare le statistiche</p>
          <p className="mt-1 text-sm break-words">{errorText(error)}</p>
          <button type="button" className={`${smallButton} mt-4`} onClick={() => $insights.revalidate()}>
            Riprova
          </button>
        </div>
      )}
      {!problem && data && <Figures data={data} />}
      {!problem && <SourcesSections />}
    </section>
  );
}

/** How each figure is counted (the same definitions as docs/insights.md). */
function HelpText() {
  return (
    <details className="mt-2 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-gold hover:text-gold-light">Come si contano</summary>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        <li>
          <strong>Richieste</strong>: tutte le prenotazioni con l&apos;evento nel periodo, in ogni stato, più le richieste scadute.
        </li>
        <li>
          <strong>E-mail confermata</strong>: prenotazioni uscite dallo stato «requested» (il cliente ha seguito il link, oppure
          l&apos;agenzia ha accettato la richiesta o l&apos;ha presa al telefono).
        </li>
        <li>
          <strong>Confermate dall&apos;agenzia</strong>: stato «confirmed» o «completed». <strong>Completate</strong>: «completed».{' '}
          <strong>Annullate</strong>: «cancelled».
        </li>
        <li>
          <strong>Scadute</strong>: richieste mai confermate via e-mail, cancellate dopo il tempo previsto (ne resta solo il numero per
          data). <strong>In attesa di conferma e-mail</strong>: ancora «requested».
        </li>
        <li>
          <strong>Ricavi</strong>: totale delle prenotazioni confermate e completate. <strong>Anticipi ricevuti</strong> e{' '}
          <strong>da ricevere</strong>: l&apos;anticipo concordato di quelle prenotazioni, secondo lo stato dell&apos;anticipo («segnalato»
          conta come da ricevere). <strong>Contanti da incassare</strong>: i contanti concordati delle prenotazioni confermate non ancora
          completate.
        </li>
        <li>
          Città, servizi, occasioni, giorni e ore, anticipo della prenotazione e performer contano le prenotazioni confermate e completate;
          le risposte dei performer contano anche quelle in attesa («pending»). Un performer su due ruoli conta una volta.
        </li>
        <li>Messaggi e candidature contano per data di arrivo, in ora di Bangkok. Il confronto è con i giorni appena prima del periodo.</li>
      </ul>
    </details>
  );
}

/** Every section, for the loaded figures. */
function Figures({ data }: { data: InsightsData }) {
  const { period, previous } = data;
  const nothing = data.funnel.requested === 0 && data.enquiries.every((w) => w.contacts + w.applications === 0);
  return (
    <div className="space-y-6">
      <p className="text-sm" aria-live="polite">
        Dal {italianDate(period.from)} al {italianDate(period.to)} ({period.days} giorni), rispetto al {italianDate(previous.period.from)}–
        {italianDate(previous.period.to)}.
      </p>
      {nothing ? (
        <div className="rounded-xl border border-dashed border-ink-line p-8 text-center">
          <p className="font-semibold text-white">Nessun dato nel periodo</p>
          <p className="mt-1 text-sm">Nessuna prenotazione, messaggio o candidatura. Prova un periodo più lungo.</p>
        </div>
      ) : (
        <>
          <Summary data={data} />
          <Funnel data={data} />
          <Trend data={data} />
          <div className="grid min-w-0 gap-6 lg:grid-cols-3">
            <Mix
              title="Per città"
              rows={data.byCity}
              name={(key) => CITY_NAMES[key as keyof typeof CITY_NAMES] ?? (key || 'Non indicata')}
            />
            <Mix
              title="Per servizio"
              rows={data.byService}
              name={(key, row) =>
                'kind' in row && row.kind === 'waiter'
                  ? `Camerieri: ${WAITER_TITLES[key as keyof typeof WAITER_TITLES] ?? (key || 'non indicato')}`
                  : `Spogliarellista: ${key || 'non indicato'}`
              }
            />
            <Mix title="Per occasione" rows={data.byOccasion} name={(key) => labelFor(OCCASION_WORDS, key) ?? key} />
          </div>
          <HeatMap heat={data.heat} />
          <LeadTime lead={data.leadTime} />
          <Performers data={data} />
          <Enquiries data={data} />
        </>
      )}
    </div>
  );
}

/** A section with its heading; a `plain` one is no card, its heading only for screen readers. */
function Section({ title, plain, children }: { title: string; plain?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={plain ? undefined : `${card} min-w-0`}>
      <h3 id={id} className={plain ? 'sr-only' : 'mb-3 text-lg text-white'}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The change from the period before, in words a screen reader reads whole. */
function Change({ now, before, money }: { now: number; before: number; money?: boolean }) {
  const diff = now - before;
  const shown = money ? formatBaht(Math.abs(diff)) : String(Math.abs(diff));
  const text =
    diff === 0
      ? 'invariato'
      : `${diff > 0 ? '+' : '−'}${shown}${before ? ` (${diff > 0 ? '+' : '−'}${percent(Math.abs(diff), before)})` : ''}`;
  return (
    <span className="block text-xs">
      {text} rispetto a prima ({money ? formatBaht(before) : before})
    </span>
  );
}

/** The headline figures with their change. */
function Summary({ data }: { data: InsightsData }) {
  const { funnel, revenue, previous } = data;
  const enquiries = data.enquiries.reduce((sum, w) => sum + w.contacts + w.applications, 0);
  const figures: { label: string; now: number; before: number; money?: boolean }[] = [
    { label: 'Richieste', now: funnel.requested, before: previous.funnel.requested },
    { label: "Confermate dall'agenzia", now: funnel.confirmed, before: previous.funnel.confirmed },
    { label: 'Annullate', now: funnel.cancelled, before: previous.funnel.cancelled },
    { label: 'Ricavi', now: revenue.total, before: previous.revenue.total, money: true },
    { label: 'Anticipi ricevuti', now: revenue.advanceReceived, before: previous.revenue.advanceReceived, money: true },
    { label: 'Anticipi da ricevere', now: revenue.advanceOutstanding, before: previous.revenue.advanceOutstanding, money: true },
    { label: 'Contanti da incassare', now: revenue.cash, before: previous.revenue.cash, money: true },
    {
      label: 'Messaggi e candidature',
      now: enquiries,
      before: previous.enquiries.contacts + previous.enquiries.applications,
    },
  ];
  return (
    <Section title="Riepilogo" plain>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((f) => (
          <div key={f.label} className={`${card} min-w-0`}>
            <dt className="text-sm">{f.label}</dt>
            <dd className="mt-1">
              <span className="block text-xl font-semibold break-words text-white tabular-nums">{f.money ? formatBaht(f.now) : f.now}</span>
              <Change now={f.now} before={f.before} money={f.money} />
            </dd>
          </div>
        ))}
      </dl>
      {revenue.pending > 0 && <p className="mt-2 text-sm">In attesa di conferma dell&apos;agenzia: {formatBaht(revenue.pending)}.</p>}
      {data.shares.bookings > 0 && (
        <p className="mt-2 text-sm" data-testid="insights-shares">
          Acconti divisi in quote: {data.shares.bookings} prenotazioni, {data.shares.shares} quote ({data.shares.received} ricevute);
          ricevuti {formatBaht(data.shares.receivedAmount)}, da ricevere {formatBaht(data.shares.openAmount)}.
        </p>
      )}
    </Section>
  );
}

/** A bar as wide as a share of the largest value (decoration: the number is beside it). */
function Bar({ value, max, colour = 'bg-gold' }: { value: number; max: number; colour?: string }) {
  const width = max ? Math.max(value ? 2 : 0, Math.round((value / max) * 100)) : 0;
  return (
    <span aria-hidden="true" className="mt-1 block h-2 w-full rounded-full bg-ink-line">
      <span className={`block h-2 rounded-full ${colour}`} style={{ width: `${width}%` }} />
    </span>
  );
}

/** Requests → e-mail confirmed → confirmed → completed, with cancellations and expired requests. */
function Funnel({ data }: { data: InsightsData }) {
  const { funnel, previous } = data;
  const steps = [
    { label: 'Richieste', value: funnel.requested, before: previous.funnel.requested },
    { label: 'E-mail confermata', value: funnel.confirmedEmail, before: previous.funnel.confirmedEmail },
    { label: "Confermate dall'agenzia", value: funnel.confirmed, before: previous.funnel.confirmed },
    { label: 'Completate', value: funnel.completed, before: previous.funnel.completed },
  ];
  const side = [
    { label: 'Annullate', value: funnel.cancelled, before: previous.funnel.cancelled },
    { label: 'Scadute (e-mail mai confermata)', value: funnel.expired, before: previous.funnel.expired },
    { label: 'In attesa di conferma e-mail', value: funnel.awaitingEmail, before: previous.funnel.awaitingEmail },
  ];
  const row = (s: { label: string; value: number; before: number }, colour?: string) => (
    <li key={s.label} className="min-w-0">
      <span className="flex flex-wrap justify-between gap-x-3">
        <span>{s.label}</span>
        <span className="text-white tabular-nums">
          {s.value} <span className="text-mist">({percent(s.value, funnel.requested)} delle richieste)</span>
        </span>
      </span>
      <Bar value={s.value} max={funnel.requested} colour={colour} />
      <Change now={s.value} before={s.before} />
    </li>
  );
  return (
    <Section title="Dalla richiesta all'evento">
      <ol className="space-y-3">{steps.map((s) => row(s))}</ol>
      <ul className="mt-4 space-y-3 border-t border-ink-line pt-4">{side.map((s) => row(s, 'bg-rose'))}</ul>
    </Section>
  );
}

/** Revenue and bookings per week or month. */
function Trend({ data }: { data: InsightsData }) {
  const unit = data.seriesUnit === 'week' ? 'settimana' : 'mese';
  const labels = useMemo(() => data.series.map((p) => bucketLabel(p.bucket)), [data]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Ricavi', values: data.series.map((p) => p.revenue), colour: '#e4b45c', scale: 'baht', bars: true, format: formatBaht },
      { label: 'Prenotazioni confermate', values: data.series.map((p) => p.bookings), colour: '#7dd3fc', scale: 'count', format: count },
      { label: 'Richieste', values: data.series.map((p) => p.requests), colour: '#e0457b', scale: 'count', format: count },
    ],
    [data],
  );
  const best = data.series.reduce((top, p) => (p.revenue > top.revenue ? p : top), data.series[0]!);
  const summary =
    `Grafico dei ricavi, delle prenotazioni confermate e delle richieste per ${unit}, ${labels.length} punti. ` +
    (best.revenue
      ? `${unit === 'settimana' ? 'La settimana con più ricavi è quella del' : 'Il mese con più ricavi è'} ${bucketLabel(best.bucket)}: ${formatBaht(best.revenue)}, ${best.bookings} prenotazioni.`
      : 'Nessun ricavo nel periodo.');
  return (
    <Section title={`Andamento per ${unit}`}>
      <SeriesChart
        title={`Ricavi e prenotazioni per ${unit}`}
        labels={labels}
        series={series}
        summary={summary}
        unitLabel={unit === 'settimana' ? 'Settimana dal' : 'Mese'}
      />
    </Section>
  );
}

/** Requests, bookings and revenue of each city, service or occasion. */
function Mix<R extends GroupFigures>({
  title,
  rows,
  name,
}: {
  title: string;
  rows: Jsonify<R>[];
  name: (key: string, row: Jsonify<R>) => string;
}) {
  const max = Math.max(0, ...rows.map((r) => r.revenue));
  return (
    <Section title={title}>
      {rows.length === 0 ? (
        <p className="text-sm">Nessuna prenotazione.</p>
      ) : (
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">{title}: richieste, prenotazioni confermate e ricavi</caption>
          <FiguresHead name="Voce" width="w-[40%]" figures={['Rich.', 'Pren.', 'Ricavi']} />
          <tbody>
            {rows.map((r) => (
              <tr key={`${'kind' in r ? String(r.kind) : ''}${r.key}`} className="border-t border-ink-line align-top">
                <th scope="row" className="py-1 pr-2 text-left font-normal break-words text-white">
                  {name(r.key, r)}
                  <Bar value={r.revenue} max={max} />
                </th>
                <td className="py-1 pr-2 text-right tabular-nums">{r.requests}</td>
                <td className="py-1 pr-2 text-right tabular-nums">{r.bookings}</td>
                <td className="py-1 text-right break-words tabular-nums">{formatBaht(r.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

/** The head row of a table of figures: the name column (its width class), then right-aligned figure columns. */
function FiguresHead({ name, width, figures }: { name: string; width: string; figures: ReactNode[] }) {
  return (
    <thead>
      <tr className="text-left">
        <th scope="col" className={`${width} py-1 pr-2 font-medium`}>
          {name}
        </th>
        {figures.map((label, i) => (
          <th key={i} scope="col" className={`py-1 text-right font-medium ${i < figures.length - 1 ? 'pr-2' : ''}`}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

const HEAT_LEVELS = ['', 'bg-ink-line text-white', 'bg-gold/30 text-white', 'bg-gold-dark text-ink', 'bg-gold text-ink'];

/** Weekday × hour of the confirmed and completed bookings: a table whose cells are shaded by how many. */
function HeatMap({ heat }: { heat: number[][] }) {
  const max = Math.max(0, ...heat.flat());
  const hours = Array.from({ length: 24 }, (_, h) => h);
  // Only the hours with a booking on some day, so a phone is not a page of empty rows.
  const busy = hours.filter((h) => heat.some((day) => (day[h] ?? 0) > 0));
  let top = { day: 0, hour: 0, n: 0 };
  heat.forEach((day, d) => day.forEach((n, h) => n > top.n && (top = { day: d, hour: h, n })));
  const level = (n: number) => (n === 0 ? 0 : Math.min(4, Math.ceil((n / max) * 4)));
  return (
    <Section title="Giorni e orari più richiesti">
      {max === 0 ? (
        <p className="text-sm">Nessuna prenotazione confermata nel periodo.</p>
      ) : (
        <>
          <p className="mb-2 text-sm">
            Il momento più richiesto è {WEEKDAY_NAMES[top.day]} alle {String(top.hour).padStart(2, '0')}:00 ({top.n} prenotazioni). Ora di
            inizio dell&apos;evento, ora di Bangkok; le ore senza prenotazioni sono omesse.
          </p>
          <table className="w-full table-fixed text-center text-xs">
            <caption className="sr-only">Prenotazioni confermate e completate per giorno della settimana e ora di inizio</caption>
            <thead>
              <tr>
                <th scope="col" className="w-12 py-1 text-left font-medium">
                  Ora
                </th>
                {WEEKDAYS.map((d, i) => (
                  <th key={d} scope="col" className="py-1 font-medium">
                    <abbr title={WEEKDAY_NAMES[i]} className="no-underline">
                      {d}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {busy.map((h) => (
                <tr key={h}>
                  <th scope="row" className="py-0.5 text-left font-normal tabular-nums">
                    {String(h).padStart(2, '0')}:00
                  </th>
                  {heat.map((day, d) => {
                    const n = day[h] ?? 0;
                    return (
                      <td key={d} className={`rounded-sm py-1 tabular-nums ${HEAT_LEVELS[level(n)]}`}>
                        {n}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Section>
  );
}

/** Days between the request and the event. */
function LeadTime({ lead }: { lead: InsightsData['leadTime'] }) {
  const max = Math.max(0, ...lead.buckets.map((b) => b.count));
  return (
    <Section title="Con quanto anticipo si prenota">
      {lead.count === 0 ? (
        <p className="text-sm">Nessuna prenotazione confermata nel periodo.</p>
      ) : (
        <>
          <p className="mb-3 text-sm">
            In media {String(lead.average).replace('.', ',')} giorni tra la richiesta e l&apos;evento; metà delle prenotazioni entro{' '}
            {lead.median} giorni ({lead.count} prenotazioni confermate e completate).
          </p>
          <ul className="space-y-2">
            {lead.buckets.map((b) => (
              <li key={b.label} className="text-sm">
                <span className="flex justify-between gap-3">
                  <span>{b.label} giorni</span>
                  <span className="text-white tabular-nums">
                    {b.count} ({percent(b.count, lead.count)})
                  </span>
                </span>
                <Bar value={b.count} max={max} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

/** Each performer's bookings, revenue and answers; acceptance and days off. */
function Performers({ data }: { data: InsightsData }) {
  const { acceptance, daysOff, daysOffTotal } = data.performers;
  return (
    <Section title="Performer">
      <p className="mb-3 text-sm">
        {acceptance.rate === null
          ? 'Nessuna risposta dei performer nel periodo.'
          : `Accettate ${acceptance.accepted}, rifiutate ${acceptance.declined} (${Math.round(acceptance.rate * 100)}% di accettazione tra le risposte); ${acceptance.unanswered} senza risposta.`}{' '}
        Giorni liberi presi nel periodo: {String(daysOffTotal).replace('.', ',')}.
      </p>
      {data.byPerformer.length > 0 && (
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">Prenotazioni, ricavi e risposte per performer</caption>
          <FiguresHead
            name="Nome"
            width="w-[34%]"
            figures={[
              'Pren.',
              'Ricavi',
              <abbr key="answers" title="Accettate / rifiutate / senza risposta" className="no-underline">
                Risposte
              </abbr>,
            ]}
          />
          <tbody>
            {data.byPerformer.map((p) => (
              <tr key={p.performerId} className="border-t border-ink-line align-top">
                <th scope="row" className="py-1 pr-2 text-left font-normal break-words text-white">
                  {p.name}
                </th>
                <td className="py-1 pr-2 text-right tabular-nums">{p.bookings}</td>
                <td className="py-1 pr-2 text-right break-words tabular-nums">{formatBaht(p.revenue)}</td>
                <td className="py-1 text-right tabular-nums">
                  <span aria-hidden="true">
                    {p.accepted}/{p.declined}/{p.unanswered}
                  </span>
                  <span className="sr-only">
                    {p.accepted} accettate, {p.declined} rifiutate, {p.unanswered} senza risposta
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {daysOff.length > 0 && (
        <NumbersTable caption="Giorni liberi per performer">
          <MeasureRows
            nameLabel="Performer"
            measures={[{ label: 'Giorni liberi', format: (days) => String(days).replace('.', ',') }]}
            rows={daysOff.map((d) => ({ key: d.performerId, label: d.name, values: [d.days] }))}
          />
        </NumbersTable>
      )}
    </Section>
  );
}

/** Contact messages and applications per week. */
function Enquiries({ data }: { data: InsightsData }) {
  const labels = useMemo(() => data.enquiries.map((w) => bucketLabel(w.week)), [data]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Messaggi', values: data.enquiries.map((w) => w.contacts), colour: '#7dd3fc', scale: 'count', bars: true, format: count },
      { label: 'Candidature', values: data.enquiries.map((w) => w.applications), colour: '#e0457b', scale: 'count', format: count },
    ],
    [data],
  );
  const contacts = data.enquiries.reduce((sum, w) => sum + w.contacts, 0);
  const applications = data.enquiries.reduce((sum, w) => sum + w.applications, 0);
  const summary = `Grafico dei messaggi di contatto e delle candidature per settimana: ${contacts} messaggi e ${applications} candidature in ${labels.length} settimane.`;
  return (
    <Section title="Messaggi e candidature per settimana">
      <SeriesChart
        title="Messaggi e candidature per settimana"
        labels={labels}
        series={series}
        summary={summary}
        unitLabel="Settimana dal"
      />
    </Section>
  );
}
