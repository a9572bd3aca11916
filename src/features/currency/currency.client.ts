/**
 * The pages' currency choice (`select[data-fx-choice]`, see CurrencyChoice.astro): the visitor's currency is
 * remembered in localStorage ('fx'); with one other than baht, each `[data-fx]` element (its value: baht) gets
 * `data-fx-text` "≈ £123", shown beside the baht price by CSS. The rates come from /api/currency-rates, kept in
 * localStorage ('fx-rates') for 5 minutes: a reload paints at once from them, and a change of the owner's
 * rates shows within 5 minutes. Nothing is fetched while baht is chosen. Elements an island renders later
 * are painted as they appear.
 */
import { approxLine, isCurrency, type BahtPerUnit, type Currency } from './currencies';

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

async function loadRates() {
  let kept: Kept | null = null;
  try {
    kept = JSON.parse(read('fx-rates') ?? 'null') as Kept | null;
  } catch {
    // A broken entry is fetched afresh.
  }
  if (kept) rates = kept.r;
  paint();
  if (kept && nowMs() - kept.t < FRESH_MS) return;
  try {
    const response = await fetch('/api/currency-rates');
    if (!response.ok) return;
    rates = (await response.json()) as BahtPerUnit;
    write('fx-rates', JSON.stringify({ r: rates, t: nowMs() }));
    paint();
  } catch {
    // Offline: the prices stay in baht (or at the kept rates).
  }
}

function choose(value: string | null) {
  currency = isCurrency(value) ? value : null;
  for (const select of document.querySelectorAll<HTMLSelectElement>('[data-fx-choice]')) select.value = currency ?? 'THB';
  if (!currency) return paint();
  if (!watching) {
    watching = true;
    new MutationObserver(paint).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-fx'] });
  }
  void loadRates();
}

for (const select of document.querySelectorAll<HTMLSelectElement>('[data-fx-choice]'))
  select.addEventListener('change', () => {
    write('fx', select.value);
    choose(select.value);
  });
choose(read('fx'));
