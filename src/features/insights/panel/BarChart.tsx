/**
 * Horizontal bars drawn with CSS, no chart library: one row per item, one bar per measure, each bar as long as its
 * share of that measure's largest value. The picture is one image for screen readers, named by a sentence; the
 * numbers themselves are in a table one tap away. Narrow enough for a 360 px phone: the name sits above its bars.
 */
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';

/** One measure drawn for every row (its colour, how its numbers are written). */
export interface BarMeasure {
  label: string;
  colour: string;
  format?: (value: number) => string;
}

/** One item with a value per measure, in the measures' order. */
export interface BarRow {
  key: string;
  label: string;
  values: number[];
}

const plain = (value: number) => String(value);

/** The bars, their legend and their table; `summary` is the picture's accessible name, `title` the table's caption. */
export function BarChart(props: {
  title: string;
  summary: string;
  nameLabel: string;
  measures: BarMeasure[];
  rows: BarRow[];
  locale: PanelLocale;
  testId?: string;
}) {
  const { measures, rows } = props;
  const max = measures.map((_, i) => Math.max(0, ...rows.map((row) => row.values[i] ?? 0)));
  return (
    <figure className="min-w-0" data-testid={props.testId}>
      {measures.length > 1 && (
        <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
          {measures.map((measure) => (
            <li key={measure.label} className="flex items-center gap-2">
              <span className="inline-block h-3 w-3 rounded-sm" style={{ backgroundColor: measure.colour }} />
              {measure.label}
            </li>
          ))}
        </ul>
      )}
      <div role="img" aria-label={props.summary} className="space-y-3">
        {rows.map((row) => (
          <div key={row.key} className="min-w-0 text-sm">
            <p className="break-words text-white">{row.label}</p>
            {measures.map((measure, i) => {
              const value = row.values[i] ?? 0;
              const width = max[i] ? Math.max(value ? 2 : 0, Math.round((value / (max[i] ?? 1)) * 100)) : 0;
              return (
                <p key={measure.label} className="mt-1 flex items-center gap-2">
                  <span className="block h-2 min-w-0 flex-1 rounded-full bg-ink-line">
                    <span className="block h-2 rounded-full" style={{ width: `${width}%`, backgroundColor: measure.colour }} />
                  </span>
                  <span className="w-20 shrink-0 text-right text-xs tabular-nums">{(measure.format ?? plain)(value)}</span>
                </p>
              );
            })}
          </div>
        ))}
      </div>
      <details className="mt-3 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-gold hover:text-gold-light">
          {pm.insights_show_numbers({}, { locale: props.locale })}
        </summary>
        {/* Fixed columns whose headers wrap: the table fits a phone without scrolling sideways. */}
        <table className="w-full table-fixed text-xs break-words sm:text-sm">
          <caption className="sr-only">{props.title}</caption>
          <MeasureRows nameLabel={props.nameLabel} measures={measures} rows={rows} />
        </table>
      </details>
    </figure>
  );
}

/** A table's head and rows of figures: the name column, then one right-aligned column per measure. */
export function MeasureRows({ nameLabel, measures, rows }: { nameLabel: string; measures: Omit<BarMeasure, 'colour'>[]; rows: BarRow[] }) {
  return (
    <>
      <thead>
        <tr>
          <th scope="col" className="w-[34%] py-1 pr-2 text-left">
            {nameLabel}
          </th>
          {measures.map((measure) => (
            <th key={measure.label} scope="col" className="py-1 pl-2 text-right">
              {measure.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-ink-line">
            <th scope="row" className="py-1 pr-2 text-left font-normal break-words">
              {row.label}
            </th>
            {measures.map((measure, i) => (
              <td key={measure.label} className="py-1 pl-2 text-right tabular-nums">
                {(measure.format ?? plain)(row.values[i] ?? 0)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </>
  );
}
