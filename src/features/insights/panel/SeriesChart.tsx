/**
 * A chart of values per week or month (uPlot: a canvas, about 50 KB, loaded only with the Statistiche tab).
 * The canvas is one image for screen readers, named by a sentence that says what it shows and its highest
 * point; the numbers themselves are one tap away in the table under "Mostra i numeri".
 */
import { useEffect, useRef, type ReactNode } from 'react';
import uPlot from 'uplot';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import 'uplot/dist/uPlot.min.css';

/** One line or bar set of the chart. */
export interface ChartSeries {
  label: string;
  values: number[];
  colour: string;
  /** Which axis: counts on the left, baht on the right. */
  scale: 'count' | 'baht';
  bars?: boolean;
  format: (value: number) => string;
}

const AXIS = { stroke: '#cfc8d6', grid: { stroke: '#2a2430', width: 1 }, ticks: { stroke: '#2a2430', width: 1 } };
const HEIGHT = 220;

/** The chart and its table; `summary` is the image's accessible name. */
export function SeriesChart(props: { title: string; labels: string[]; series: ChartSeries[]; summary: string; unitLabel: string }) {
  const box = useRef<HTMLDivElement>(null);
  const { labels, series } = props;

  useEffect(() => {
    const node = box.current;
    if (!node) return;
    const scales = new Set(series.map((s) => s.scale));
    const bars = uPlot.paths.bars?.({ size: [0.6, 48] });
    const chart = new uPlot(
      {
        width: Math.max(200, node.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false },
          count: { range: (_u, _min, max) => [0, Math.max(1, max)] },
          baht: { range: (_u, _min, max) => [0, Math.max(1, max)] },
        },
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            scale: s.scale,
            stroke: s.colour,
            width: 2,
            ...(s.bars ? { fill: `${s.colour}99`, paths: bars, points: { show: false } } : { points: { show: labels.length < 30 } }),
          })),
        ],
        axes: [
          { ...AXIS, values: (_u, splits) => splits.map((i) => labels[i] ?? '') },
          ...[...scales].map((scale, i) => {
            const first = series.find((s) => s.scale === scale)!;
            return {
              ...AXIS,
              scale,
              side: i === 0 ? 3 : 1,
              size: scale === 'baht' ? 64 : 40,
              grid: { ...AXIS.grid, show: i === 0 },
              values: (_u: uPlot, splits: number[]) => splits.map((v) => (Number.isInteger(v) ? first.format(v) : '')),
            };
          }),
        ],
      },
      [labels.map((_, i) => i), ...series.map((s) => s.values)],
      node,
    );
    // The chart follows the width of its box (a phone turned, a window resized).
    const observer = new ResizeObserver(() => chart.setSize({ width: Math.max(200, node.clientWidth), height: HEIGHT }));
    observer.observe(node);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [labels, series]);

  return (
    <figure className="min-w-0">
      <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-2">
            <span className="inline-block h-3 w-3 rounded-sm" style={{ backgroundColor: s.colour }} />
            {s.label}
          </li>
        ))}
      </ul>
      <div role="img" aria-label={props.summary} className="w-full overflow-hidden">
        <div ref={box} className="w-full" />
      </div>
      <NumbersTable caption={props.title}>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-3 text-left">
              {props.unitLabel}
            </th>
            {series.map((s) => (
              <th key={s.label} scope="col" className="py-1 pl-2 text-right">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            <tr key={label} className="border-t border-ink-line">
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {label}
              </th>
              {series.map((s) => (
                <td key={s.label} className="py-1 pl-2 text-right tabular-nums">
                  {s.format(s.values[i] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </NumbersTable>
    </figure>
  );
}

/** "Mostra i numeri": a chart's numbers as a table, folded away until asked for. */
export function NumbersTable({ caption, children }: { caption: string; children: ReactNode }) {
  const locale = usePanelLocale();
  return (
    <details className="mt-2 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-gold hover:text-gold-light">
        {pm.insights_show_numbers({}, { locale })}
      </summary>
      {/* Fixed columns whose headers wrap: the table fits a phone without scrolling sideways. */}
      <table className="w-full table-fixed text-xs break-words sm:text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </details>
  );
}
