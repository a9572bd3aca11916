/**
 * Step one of the booking page: the city, then the male-stripper and topless-waiter services with prices.
 * Until the island has hydrated the city buttons are plain submit buttons of a GET form (/booking?city=…),
 * so a tap before React is running still chooses the city: the page reloads with it pre-selected.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { CITIES_IN_PICKER_ORDER, CITY_NAMES } from '@/content/cities';
import { formatBaht } from '@/lib/money';
import { stripperServiceForTitle, waiterServiceForTitle } from '@/content/services';
import { SelectField } from '@/components/ui/SelectField';
import type { PriceCard } from './useBookingData';
import { useLocale } from '@/components/ui/locale-context';
import { localizePath } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { cityMessage } from '@/features/booking/option-labels';

interface Props {
  location: string;
  onLocation: (city: string) => void;
  stripper: string;
  waiter: string;
  onStripper: (value: string) => void;
  onWaiter: (value: string) => void;
  cards: { strippers: PriceCard[]; waiters: PriceCard[] };
  loading: boolean;
  failed: boolean;
  serviceError?: string;
  locationError?: string;
  /** Shown under the city buttons (what a city change cleared, with its undo). */
  notice?: ReactNode;
}

const noSubscription = () => () => {};

/** False while rendering on the server and hydrating, true once React runs the island in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Location buttons (in the cities' picker order) and the two service dropdowns. */
export default function ServicePicker(props: Props) {
  const hydrated = useHydrated();
  const locale = useLocale();
  const o = { locale };
  const option = (card: PriceCard, value: string | undefined) =>
    value ? [{ value, label: `${card.title} - ${formatBaht(card.price)}` }] : [];
  const none = { value: 'none', label: m.bk_none_deselect({}, o) };
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-lg font-semibold text-white">{m.bk_location({}, o)}</legend>
        <div className="mt-3 grid grid-cols-3 gap-2">
          {CITIES_IN_PICKER_ORDER.map((city) => (
            <button
              key={city}
              {...(hydrated
                ? { type: 'button' }
                : {
                    type: 'submit',
                    name: 'city',
                    value: city,
                    formAction: localizePath('/booking', locale),
                    formMethod: 'get',
                    formNoValidate: true,
                  })}
              aria-pressed={props.location === city}
              onClick={() => props.onLocation(city)}
              className={`min-h-12 rounded-lg border px-2 text-sm font-semibold ${
                props.location === city ? 'border-gold bg-gold text-ink' : 'border-ink-line bg-ink-soft text-white hover:border-gold'
              }`}
            >
              {cityMessage(city, locale) ?? CITY_NAMES[city]}
            </button>
          ))}
        </div>
        {props.locationError && (
          <p className="mt-2 text-sm text-error" role="alert">
            {props.locationError}
          </p>
        )}
        {props.notice}
      </fieldset>

      {!props.location ? (
        <div className="rounded-xl border border-dashed border-ink-line p-6 text-center">
          <h2 className="text-xl">{m.bk_choose_location({}, o)}</h2>
          <p className="mt-2 text-sm">{m.bk_choose_location_text({}, o)}</p>
        </div>
      ) : props.failed ? (
        <p role="alert" className="rounded-lg border border-rose p-4 text-sm">
          {m.bk_prices_failed({}, o)}
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2" aria-busy={props.loading}>
          <SelectField
            label={m.bk_male_strippers({}, o)}
            name="selectedMaleStripper"
            placeholder={m.bk_choose_entertainment({}, o)}
            placeholderDisabled
            options={[none, ...props.cards.strippers.flatMap((card) => option(card, stripperServiceForTitle(card.title)))]}
            error={props.serviceError}
            value={props.stripper === 'none' ? '' : props.stripper}
            onChange={(e) => props.onStripper(e.target.value)}
            disabled={props.loading}
          />
          <SelectField
            label={m.bk_topless_waiters({}, o)}
            name="selectedToplessWaiter"
            placeholder={m.bk_choose_premium({}, o)}
            placeholderDisabled
            options={[none, ...props.cards.waiters.flatMap((card) => option(card, waiterServiceForTitle(card.title)))]}
            value={props.waiter === 'none' ? '' : props.waiter}
            onChange={(e) => props.onWaiter(e.target.value)}
            disabled={props.loading}
          />
        </div>
      )}
    </div>
  );
}
