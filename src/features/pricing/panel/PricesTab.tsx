/**
 * Modifica Prezzi: the service prices (pricing cards) filtered by location and category, with an
 * inline price edit (whole baht, at least 1). A price change shows on the public pricing cards and
 * in the booking price at once.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { showToast } from '@/lib/toast-store';
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { $priceFilters, $servicePrices, setServicePrice, type ServicePrice } from './pricing-api';
import { formatBaht } from '@/features/admin-panel/format';
import { CITIES } from '@/content/cities';
import { ActiveBadge, Empty, LoadedTable, smallButton, toastOutcome } from '@/features/admin-panel/ui';
import { ChoiceField } from '@/components/ui/ChoiceField';

/** The Location filter's choices: all, then every city. */
export const PRICE_LOCATIONS = ['all', ...CITIES] as const;
const CATEGORIES = ['all', 'male-strippers', 'topless-waiters'] as const;

type Words = { locale: PanelLocale };

// Each category's name in the reader's language (a category no longer offered shows as stored).
const CATEGORY_NAMES: Record<string, (inputs: Record<string, never>, o: Words) => string> = {
  'male-strippers': pm.prices_category_male_strippers,
  'topless-waiters': pm.prices_category_topless_waiters,
};

/** A category's name in `locale`: the panel's word for it, else the stored value. */
const categoryName = (category: string, locale: PanelLocale): string =>
  Object.hasOwn(CATEGORY_NAMES, category) ? CATEGORY_NAMES[category]!({}, { locale }) : category;

/** The tab. */
export function PricesTab() {
  const filters = useStore($priceFilters);
  const { data } = useStore($servicePrices);
  const [editing, setEditing] = useState<string | null>(null);
  const locale = usePanelLocale();
  const o = { locale };
  const label = (value: string) => (value === 'all' ? pm.prices_all({}, o) : value);
  const minutes = (item: ServicePrice) => pm.prices_minutes({ minutes: item.duration }, o);

  return (
    <section aria-labelledby="prices-title" lang={locale}>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <ChoiceField
          label={pm.prices_location({}, o)}
          value={filters.location}
          onChange={(location) => $priceFilters.set({ ...filters, location })}
          choices={PRICE_LOCATIONS}
          text={label}
        />
        <ChoiceField
          label={pm.prices_category({}, o)}
          value={filters.category}
          onChange={(category) => $priceFilters.set({ ...filters, category })}
          choices={CATEGORIES}
          text={(value) => (value === 'all' ? label(value) : categoryName(value, locale))}
        />
      </div>
      <h2 id="prices-title" className="mb-4 text-xl">
        {data ? (data.length === 1 ? pm.prices_title_one : pm.prices_title_many)({ count: data.length }, o) : pm.prices_title({}, o)}
      </h2>
      <LoadedTable
        store={$servicePrices}
        failed={pm.prices_load_failed({}, o)}
        loading={pm.prices_loading({}, o)}
        empty={<Empty title={pm.prices_empty({}, o)} hint={pm.prices_empty_hint({}, o)} />}
        columns={[
          pm.prices_column_service({}, o),
          pm.prices_column_location({}, o),
          pm.prices_column_category({}, o),
          pm.prices_column_price({}, o),
          pm.prices_column_duration({}, o),
          pm.prices_column_status({}, o),
          pm.prices_column_actions({}, o),
        ]}
        rowTestId="price-row"
        row={(item) => (
          <>
            <td className="py-3 pr-3">
              <span className="block font-semibold text-white">{item.title}</span>
              <span className="block">{item.subtitle}</span>
            </td>
            <td className="py-3 pr-3 capitalize">{item.location}</td>
            <td className="py-3 pr-3">{categoryName(item.category, locale)}</td>
            <td className="py-3 pr-3 text-white" colSpan={editing === item.id ? 4 : 1}>
              {editing === item.id ? <PriceEditor item={item} onDone={() => setEditing(null)} o={o} /> : formatBaht(item.price)}
            </td>
            {editing !== item.id && (
              <>
                <td className="py-3 pr-3">{minutes(item)}</td>
                <td className="py-3 pr-3">
                  <ActiveBadge active={item.isActive} />
                </td>
                <td className="py-3">
                  <EditButton item={item} onEdit={() => setEditing(item.id)} o={o} />
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
              <span className="capitalize">{item.location}</span> · {categoryName(item.category, locale)} · {minutes(item)}
            </p>
            {editing === item.id ? (
              <PriceEditor item={item} onDone={() => setEditing(null)} o={o} />
            ) : (
              <div className="mt-2 flex items-center justify-between gap-2">
                <span className="text-lg text-white">{formatBaht(item.price)}</span>
                <EditButton item={item} onEdit={() => setEditing(item.id)} o={o} />
              </div>
            )}
          </>
        )}
      />
    </section>
  );
}

function EditButton({ item, onEdit, o }: { item: ServicePrice; onEdit: () => void; o: Words }) {
  return (
    <button
      type="button"
      className={smallButton}
      aria-label={pm.prices_edit_named({ service: item.title, city: item.location, category: categoryName(item.category, o.locale) }, o)}
      onClick={onEdit}
    >
      {pm.prices_edit({}, o)}
    </button>
  );
}

/** The inline editor: whole baht, at least 1; Save or Cancel. */
function PriceEditor({ item, onDone, o }: { item: ServicePrice; onDone: () => void; o: Words }) {
  const [value, setValue] = useState(String(item.price));
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The editor opens because the admin pressed Edit: the price field takes the focus.
  useEffect(() => input.current?.focus(), []);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const price = Number(value);
    if (value.trim() === '' || !Number.isFinite(price) || price <= 0) {
      showToast({ title: pm.prices_invalid({}, o), description: pm.prices_must_be_positive({}, o), variant: 'destructive' });
      return;
    }
    setPending(true);
    if (await toastOutcome(() => setServicePrice(item.id, Math.round(price)), pm.prices_updated({}, o), pm.prices_update_failed({}, o)))
      onDone();
    else setPending(false);
  };
  return (
    <form onSubmit={save} className="mt-1 flex flex-wrap items-end gap-2" noValidate>
      <label className="sr-only" htmlFor={`price-${item.id}`}>
        {pm.prices_new_price_of({ service: item.title }, o)}
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
        {pm.prices_save({}, o)}
      </button>
      <button type="button" className={smallButton} disabled={pending} onClick={onDone}>
        {pm.prices_cancel({}, o)}
      </button>
    </form>
  );
}
