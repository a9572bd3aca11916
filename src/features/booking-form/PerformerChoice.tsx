/**
 * A checkbox list of the performers who can take a service; extra boxes disable once the count is
 * reached, and a performer not free at the chosen time is disabled with the reason in words.
 */
import { fieldIds } from '@/components/ui/field-ids';
import { FieldMessages } from '@/components/ui/FieldMessages';
import { useLocale } from '@/components/ui/locale-context';
import { m } from '@/paraglide/messages';
import type { BookablePerformer } from './useBookingData';

interface Props {
  id: string;
  legend: string;
  performers: BookablePerformer[];
  selected: string[];
  required: number;
  hint: string;
  error?: string;
  /** Ids of performers not free at the chosen date and time (null while unknown). */
  unavailable?: Set<string> | null;
  onChange: (ids: string[]) => void;
}

/** Choose Performers: one group of checkboxes. */
export default function PerformerChoice({ id, legend, performers, selected, required, hint, error, unavailable, onChange }: Props) {
  const o = { locale: useLocale() };
  const full = selected.length >= required;
  const ids = fieldIds(id, { hint: selected.length !== required, error: Boolean(error) });
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={ids.describedBy} className="rounded-lg border border-ink-line p-3">
      <legend className="px-1 text-sm font-semibold text-white">{legend}</legend>
      {performers.length === 0 ? (
        <p className="text-sm">{m.bk_no_performers({}, o)}</p>
      ) : (
        <div className="grid grid-cols-1 gap-1 min-[400px]:grid-cols-2">
          {performers.map((p) => {
            const checked = selected.includes(p.id);
            const taken = !checked && Boolean(unavailable?.has(p.id));
            const reason = `${id}-${p.id}-reason`;
            return (
              <div key={p.id} className="flex min-h-11 flex-wrap items-center gap-x-3 rounded px-2 hover:bg-ink-soft">
                <label className="flex min-h-11 cursor-pointer items-center gap-3 has-disabled:cursor-not-allowed has-disabled:opacity-50">
                  <input
                    type="checkbox"
                    className="size-5 accent-[#e4b45c]"
                    checked={checked}
                    disabled={taken || (!checked && full)}
                    aria-describedby={taken ? reason : undefined}
                    onChange={() => onChange(checked ? selected.filter((s) => s !== p.id) : [...selected, p.id])}
                  />
                  <span className={taken ? 'line-through' : undefined}>{p.name}</span>
                </label>
                {taken && (
                  <span id={reason} className="text-xs text-mist">
                    {m.bk_not_available({}, o)}
                  </span>
                )}
              </div>
            );
          })}
        </div>
      )}
      {selected.length !== required && (
        <p id={ids.hintId} className="mt-2 text-sm text-gold">
          {hint}
        </p>
      )}
      <FieldMessages hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </fieldset>
  );
}
