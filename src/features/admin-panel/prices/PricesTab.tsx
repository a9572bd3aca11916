/**
 * Modifica Prezzi: the service prices (pricing cards) filtered by location and category, with an
 * inline price edit (whole baht, at least 1). A price change shows on the public pricing cards and
 * in the booking price at once.
 */
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { showToast } from '@/features/toast/toast-store';
import { $priceFilters, $servicePrices, setServicePrice } from '@/features/admin-panel/api';
import { errorText } from '@/features/admin-panel/errors';
import { formatBaht } from '@/features/admin-panel/format';
import type { ServicePrice } from '@/features/admin-panel/types';
import { Empty, Field, LoadError, Loading, smallButton, StatusBadge } from '@/features/admin-panel/ui';

const LOCATIONS = ['all', 'bangkok', 'pattaya', 'phuket'] as const;
const CATEGORIES = ['all', 'male-strippers', 'topless-waiters'] as const;
const label = (value: string) => (value === 'all' ? 'All' : value);

/** The tab. */
export function PricesTab() {
  const filters = useStore($priceFilters);
  const { data, error } = useStore($servicePrices);
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <section aria-labelledby="prices-title">
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <Field label="Location">
          {(aria) => (
            <select {...aria} className={controlClass} value={filters.location} onChange={(e) => $priceFilters.set({ ...filters, location: e.target.value })}>
              {LOCATIONS.map((l) => (
                <option key={l} value={l}>
                  {label(l)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Category">
          {(aria) => (
            <select {...aria} className={controlClass} value={filters.category} onChange={(e) => $priceFilters.set({ ...filters, category: e.target.value })}>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {label(c)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <h2 id="prices-title" className="mb-4 text-xl" lang="it">
        Prezzi dei servizi{data ? ` (${data.length} ${data.length === 1 ? 'servizio trovato' : 'servizi trovati'})` : ''}
      </h2>
      {error && !data ? (
        <LoadError title="Failed to load service prices" error={error} onRetry={() => $servicePrices.revalidate()} />
      ) : !data ? (
        <Loading>Loading service prices...</Loading>
      ) : data.length === 0 ? (
        <Empty title="No service prices found." hint="Try other filters: choose All for the location or the category." />
      ) : (
        <>
          <table className="hidden w-full text-left text-sm md:table">
            <thead className="border-b border-ink-line text-xs text-mist uppercase">
              <tr>
                {['Service', 'Location', 'Category', 'Price (THB)', 'Duration', 'Status', 'Actions'].map((h) => (
                  <th key={h} scope="col" className="py-2 pr-3">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((item) => (
                <tr key={item.id} className="border-b border-ink-line align-top" data-testid="price-row">
                  <td className="py-3 pr-3">
                    <span className="block font-semibold text-white">{item.title}</span>
                    <span className="block">{item.subtitle}</span>
                  </td>
                  <td className="py-3 pr-3 capitalize">{item.location}</td>
                  <td className="py-3 pr-3">{item.category}</td>
                  <td className="py-3 pr-3 text-white" colSpan={editing === item.id ? 4 : 1}>
                    {editing === item.id ? <PriceEditor item={item} onDone={() => setEditing(null)} /> : formatBaht(item.price)}
                  </td>
                  {editing !== item.id && (
                    <>
                      <td className="py-3 pr-3">{item.duration} min</td>
                      <td className="py-3 pr-3">
                        <StatusBadge status={item.isActive ? 'active' : 'inactive'} label={item.isActive ? 'Active' : 'Inactive'} />
                      </td>
                      <td className="py-3">
                        <EditButton item={item} onEdit={() => setEditing(item.id)} />
                      </td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="grid gap-3 md:hidden">
            {data.map((item) => (
              <li key={item.id} className="rounded-xl border border-ink-line bg-ink-soft p-4">
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <p className="font-semibold text-white">{item.title}</p>
                    <p className="text-sm">{item.subtitle}</p>
                  </div>
                  <StatusBadge status={item.isActive ? 'active' : 'inactive'} label={item.isActive ? 'Active' : 'Inactive'} />
                </div>
                <p className="mt-1 text-sm">
                  <span className="capitalize">{item.location}</span> · {item.category} · {item.duration} min
                </p>
                {editing === item.id ? (
                  <PriceEditor item={item} onDone={() => setEditing(null)} />
                ) : (
                  <div className="mt-2 flex items-center justify-between gap-2">
                    <span className="text-lg text-white">{formatBaht(item.price)}</span>
                    <EditButton item={item} onEdit={() => setEditing(item.id)} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function EditButton({ item, onEdit }: { item: ServicePrice; onEdit: () => void }) {
  return (
    <button type="button" className={smallButton} aria-label={`Edit price of ${item.title} (${item.location}, ${item.category})`} onClick={onEdit}>
      Edit price
    </button>
  );
}

/** The inline editor: whole baht, at least 1; Save or Cancel. */
function PriceEditor({ item, onDone }: { item: ServicePrice; onDone: () => void }) {
  const [value, setValue] = useState(String(item.price));
  const [pending, setPending] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const price = Number(value);
    if (value.trim() === '' || !Number.isFinite(price) || price <= 0) {
      showToast({ title: 'Invalid price', description: 'Price must be greater than 0', variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      await setServicePrice(item.id, Math.round(price));
      showToast({ title: 'Service price updated successfully' });
      onDone();
    } catch (err) {
      showToast({ title: 'Error updating service price', description: errorText(err), variant: 'destructive' });
      setPending(false);
    }
  };
  return (
    <form onSubmit={save} className="mt-1 flex flex-wrap items-end gap-2" noValidate>
      <label className="sr-only" htmlFor={`price-${item.id}`}>
        New price of {item.title} in THB
      </label>
      <input
        id={`price-${item.id}`}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        autoFocus
        className={`${controlClass} w-32`}
        value={value}
        disabled={pending}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && onDone()}
      />
      <button type="submit" className={smallButton} disabled={pending}>
        Save
      </button>
      <button type="button" className={smallButton} disabled={pending} onClick={onDone}>
        Cancel
      </button>
    </form>
  );
}
