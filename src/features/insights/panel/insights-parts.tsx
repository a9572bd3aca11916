/**
 * The pieces Statistiche's sections share: a titled section, a bar beside a number, the change from the period before, the head row of a table of figures, and a sentence with one phrase in bold.
 */
import { useId, type ReactNode } from 'react';
import { m as pm } from '@/paraglide-panel/messages';
import { formatBaht } from '@/lib/money';
import { usePanelLocale } from '@/features/admin-panel/session-store';

/** A card's classes. */
export const card = 'rounded-xl border border-ink-line bg-ink-soft p-4';

/** A part of a whole as a whole percent ('—' of nothing). */
export const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : '—');

/** A section with its heading; a `plain` one is no card, its heading only for screen readers. */
export function Section({ title, plain, testId, children }: { title: string; plain?: boolean; testId?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={plain ? undefined : `${card} min-w-0`} data-testid={testId}>
      <h3 id={id} className={plain ? 'sr-only' : 'mb-3 text-lg text-white'}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A bar as wide as a share of the largest value (decoration: the number is beside it). */
export function Bar({ value, max, colour = 'bg-gold' }: { value: number; max: number; colour?: string }) {
  const width = max ? Math.max(value ? 2 : 0, Math.round((value / max) * 100)) : 0;
  return (
    <span aria-hidden="true" className="mt-1 block h-2 w-full rounded-full bg-ink-line">
      <span className={`block h-2 rounded-full ${colour}`} style={{ width: `${width}%` }} />
    </span>
  );
}

/** The change from the period before, in words a screen reader reads whole. */
export function Change({ now, before, money }: { now: number; before: number; money?: boolean }) {
  const o = { locale: usePanelLocale() };
  const diff = now - before;
  const sign = diff > 0 ? '+' : '−';
  const shown = money ? formatBaht(Math.abs(diff)) : String(Math.abs(diff));
  const change =
    diff === 0 ? pm.insights_unchanged({}, o) : `${sign}${shown}${before ? ` (${sign}${percent(Math.abs(diff), before)})` : ''}`;
  return <span className="block text-xs">{pm.insights_change({ change, before: money ? formatBaht(before) : before }, o)}</span>;
}

/** The head row of a table of figures: the name column (its width class), then right-aligned figure columns. */
export function FiguresHead({ name, width, figures }: { name: string; width: string; figures: ReactNode[] }) {
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

const MARK = '\u0001';

/** A sentence of the catalogues with one phrase in bold: `say` writes the sentence with its placeholder given `MARK`. */
export function WithBold({ say, bold }: { say: (mark: string) => string; bold: string }) {
  const [before = '', after = ''] = say(MARK).split(MARK);
  return (
    <>
      {before}
      <strong>{bold}</strong>
      {after}
    </>
  );
}
