/**
 * Modifica Prezzi: the service prices (pricing cards) filtered by location and category, with an
 * inline price edit (whole baht, at least 1). A price change shows on the public pricing cards and
 * in the booking price at once.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { showToast } from '@/lib/toast-store';
import { $priceFilters, $servicePrices, setServicePrice, type ServicePrice } from './pricing-api';
import { formatBaht } from '@/features/admin-panel/format';
import { CITIES } from '@/content/cities';
import { ActiveBadge, Empty, LoadedTable, smallButton, toastOutcome } from '@/features/admin-panel/ui';
import { ChoiceField } from '@/components/ui/ChoiceField';

/** The Location filter's choices: all, then every city. */
export const PRICE_LOCATIONS = ['all', ...CITIES] as const;
const CATEGORIES = ['all', 'male-strippers', 'topless-waiters'] as const;
const label = (value: string) => (value === 'all' ? 'All' : value);

/** The tab. */
export function PricesTab() {
  const filters = useStore($priceFilters);
  const { data } = useStore($servicePrices);
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <section aria-labelledby="prices-title">
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <ChoiceField
          label="Location"
          value={filters.location}
          onChange={(location) => $priceFilters.set({ ...filters, location })}
          choices={PRICE_LOCATIONS}
          text={label}
        />
        <ChoiceField
          label="Category"
          value={filters.category}
          onChange={(category) => $priceFilters.set({ ...filters, category })}
          choices={CATEGORIES}
          text={label}
        />
      </div>
      <h2 id="prices-title" className="mb-4 text-xl" lang="it">
        Prezzi dei servizi{data ? ` (${data.length} ${data.length === 1 ? 'servizio trovato' : 'servizi trovati'})` : ''}
      </h2>
      <LoadedTable
        store={$servicePrices}
        failed="Failed to load service prices"
        loading="Loading service prices..."
        empty={<Empty title="No service prices found." hint="Prova altri filtri: scegli All per la città o per la categoria." />}
        columns={['Service', 'Location', 'Category', 'Price (THB)', 'Duration', 'Status', 'Actions']}
        rowTestId="price-row"
        row={(item) => (
          <>
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
                  <ActiveBadge active={item.isActive} />
                </td>
                <td className="py-3">
                  <EditButton item={item} onEdit={() => setEditing(item.id)} />
                </td>
              </>
            )}
          </>
        )}
        card={(item) => (
          <>
            <div className="flex items-start justify-between gap-2">
              <div>
                <p className="font-semibold text-white">{item.title}</p>
                <p className="text-sm">{item.subtitle}</p>
              </div>
              <ActiveBadge active={item.isActive} />
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
          </>
        )}
      />
    </section>
  );
}

function EditButton({ item, onEdit }: { item: ServicePrice; onEdit: () => void }) {
  return (
    <button
      type="button"
      className={smallButton}
      aria-label={`Modifica prezzo di ${item.title} (${item.location}, ${item.category})`}
      onClick={onEdit}
    >
      Modifica prezzo
    </button>
  );
}

/** The inline editor: whole baht, at least 1; Save or Cancel. */
function PriceEditor({ item, onDone }: { item: ServicePrice; onDone: () => void }) {
  const [value, setValue] = useState(String(item.price));
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The editor opens because the admin pressed Edit: the price field takes the focus.
  useEffect(() => input.current?.focus(), []);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const price = Number(value);
    if (value.trim() === '' || !Number.isFinite(price) || price <= 0) {
      showToast({ title: 'Invalid price', description: 'Price must be greater than 0', variant: 'destructive' });
      return;
    }
    setPending(true);
    if (
      await toastOutcome(
        () => setServicePrice(item.id, Math.round(price)),
        'Service price updated successfully',
        'Error updating service price',
      )
    )
      onDone();
    else setPending(false);
  };
  return (
    <form onSubmit={save} className="mt-1 flex flex-wrap items-end gap-2" noValidate>
      <label className="sr-only" htmlFor={`price-${item.id}`}>
        Nuovo prezzo di {item.title} in THB
      </label>
      <input
        id={`price-${item.id}`}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        ref={input}
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
