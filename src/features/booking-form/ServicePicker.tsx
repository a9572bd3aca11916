/**
 * Step one of the booking page: the city, then the male-stripper and topless-waiter services with prices.
 * Until the island has hydrated the city buttons are plain submit buttons of a GET form (/booking?city=…),
 * so a tap before React is running still chooses the city: the page reloads with it pre-selected.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { formatBaht } from '@/lib/money';
import { stripperServiceForTitle, waiterServiceForTitle } from '@/content/services';
import { SelectField } from '@/components/ui/SelectField';
import type { PriceCard } from './useBookingData';
import type { BookingWords, PickerWords } from './booking-words';
import { unpackWords } from './packed-words';

interface Props {
  /** The page's words (bookingWords): the city buttons in the picker's order, the picker's own. */
  words: Pick<BookingWords, 'cities' | 'bookingPath' | 'picker'>;
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
  const w = props.words;
  const [
    legend,
    chooseLocation,
    chooseLocationText,
    pricesFailed,
    maleStrippers,
    toplessWaiters,
    chooseEntertainment,
    choosePremium,
    noneDeselect,
  ] = unpackWords<PickerWords>(w.picker);
  const option = (card: PriceCard, value: string | undefined) =>
    value ? [{ value, label: `${card.title} - ${formatBaht(card.price)}` }] : [];
  const none = { value: 'none', label: noneDeselect };
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-lg font-semibold text-white">{legend}</legend>
        <div className="mt-3 grid grid-cols-3 gap-2">
          {Object.entries(w.cities).map(([city, name]) => (
            <button
              key={city}
              {...(hydrated
                ? { type: 'button' }
                : {
                    type: 'submit',
                    name: 'city',
                    value: city,
                    formAction: w.bookingPath,
                    formMethod: 'get',
                    formNoValidate: true,
                  })}
              aria-pressed={props.location === city}
              onClick={() => props.onLocation(city)}
              className={`min-h-12 rounded-lg border px-2 text-sm font-semibold ${
                props.location === city ? 'border-gold bg-gold text-ink' : 'border-ink-line bg-ink-soft text-white hover:border-gold'
              }`}
            >
              {name}
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
          <h2 className="text-xl">{chooseLocation}</h2>
          <p className="mt-2 text-sm">{chooseLocationText}</p>
        </div>
      ) : props.failed ? (
        <p role="alert" className="rounded-lg border border-rose p-4 text-sm">
          {pricesFailed}
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2" aria-busy={props.loading}>
          <SelectField
            label={maleStrippers}
            name="selectedMaleStripper"
            placeholder={chooseEntertainment}
            placeholderDisabled
            options={[none, ...props.cards.strippers.flatMap((card) => option(card, stripperServiceForTitle(card.title)))]}
            error={props.serviceError}
            value={props.stripper === 'none' ? '' : props.stripper}
            onChange={(e) => props.onStripper(e.target.value)}
            disabled={props.loading}
          />
          <SelectField
            label={toplessWaiters}
            name="selectedToplessWaiter"
            placeholder={choosePremium}
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
