/**
 * The pages' currency choice (`select[data-fx-choice]`, see CurrencyChoice.astro): the visitor's currency is
 * remembered in localStorage ('fx'); with one other than baht, each `[data-fx]` element (its value: baht) gets
 * `data-fx-text` "≈ £123", shown beside the baht price by CSS. The rates come from /api/currency-rates, kept in
 * localStorage ('fx-rates') for 5 minutes: a reload paints at once from them, and a change of the owner's
 * rates shows within 5 minutes. An empty answer is not kept, nor kept rates trusted without the chosen
 * currency. Nothing is fetched while baht is chosen, except on a pre-rendered page (`data-fx-unknown`): there
 * the choice lists every currency, and the rates take out those without one. Elements an island renders later
 * are painted as they appear.
 */
import { approxLine, isCurrency, offeredCurrencies, type BahtPerUnit, type Currency } from './currencies';

const FRESH_MS = 300_000;
// Not lib/clock: importing it makes the bundler split it into a shared chunk, and every page with the currency
// choice would load a script file instead of this inlined script (e2e/public-pages.spec.ts). No test sets the
// clock of a visitor's browser.
// eslint-disable-next-line no-restricted-properties
const nowMs = (): number => Date.now();
/** The rates as kept in localStorage, with when they were fetched. */
interface Kept {
  r: BahtPerUnit;
  t: number;
}
let currency: Currency | null = null;
let rates: BahtPerUnit = {};
let watching = false;

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
};

function paint() {
  for (const element of document.querySelectorAll<HTMLElement>('[data-fx]')) {
    const line = currency ? approxLine(Number(element.dataset.fx), currency, rates[currency]) : '';
    if (line) element.dataset.fxText = line;
    else delete element.dataset.fxText;
  }
}

const selects = () => document.querySelectorAll<HTMLSelectElement>('[data-fx-choice]');

// A pre-rendered choice lists every currency: those without a rate are taken out once the rates are known
// (a visitor choosing one would otherwise see nothing and be told nothing).
function offerOnly(known: BahtPerUnit) {
  const offered = new Set<string>(['THB', ...offeredCurrencies(known)]);
  for (const select of document.querySelectorAll<HTMLSelectElement>('[data-fx-choice][data-fx-unknown]'))
    for (const option of [...select.options]) if (!offered.has(option.value)) option.remove();
  if (currency && !offered.has(currency)) currency = null;
  for (const select of selects()) select.value = currency ?? 'THB';
}

async function loadRates() {
  let kept: Kept | null = null;
  try {
    kept = JSON.parse(read('fx-rates') ?? 'null') as Kept | null;
  } catch {
    // A broken entry is fetched afresh.
  }
  if (kept) rates = kept.r;
  paint();
  // Kept rates without the chosen currency are asked for again: the owner may have set it since.
  if (kept && nowMs() - kept.t < FRESH_MS && (!currency || currency in kept.r)) return offerOnly(rates);
  try {
    const response = await fetch('/api/currency-rates');
    if (!response.ok) return;
    rates = (await response.json()) as BahtPerUnit;
    // An empty answer is not kept: the first rates the owner sets show on the next page.
    if (offeredCurrencies(rates).length) write('fx-rates', JSON.stringify({ r: rates, t: nowMs() }));
    offerOnly(rates);
    paint();
  } catch {
    // Offline: the prices stay in baht (or at the kept rates).
  }
}

function choose(value: string | null) {
  currency = isCurrency(value) ? value : null;
  // A remembered currency this page does not offer (no rate for it, or no choice at all) reads as baht.
  const options = [...(selects()[0]?.options ?? [])];
  if (currency && !options.some((option) => option.value === currency)) currency = null;
  for (const select of selects()) select.value = currency ?? 'THB';
  if (currency && !watching) {
    watching = true;
    new MutationObserver(paint).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-fx'] });
  }
  if (currency || document.querySelector('[data-fx-unknown]')) void loadRates();
  else paint();
}

for (const select of selects())
  select.addEventListener('change', () => {
    write('fx', select.value);
    choose(select.value);
  });
choose(read('fx'));
