// Statistiche's and Partner's load states, as the panel's LoadState renders them: a failed load says a coded refusal
// in the reader's language under the screen's own title and Retry word, an uncoded one keeps its own text, and the
// empty state shows only where the screen gives one.
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { atom } from 'nanostores';
import type { FetcherStore } from '@nanostores/query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { agencyBookingNotFound } from '@/lib/server/booking-link-refusals';
import { refusalOf } from '@test/refusal';
import { LoadState } from '@/features/admin-panel/ui';
import { loadRefusalWords } from '@/features/admin-panel/refusal-words';
import { $panelLocale } from '@/features/admin-panel/session-store';

beforeAll(loadRefusalWords);
afterEach(() => $panelLocale.set('it'));

const storeOf = <D>(value: { data?: D; error?: unknown }) =>
  Object.assign(atom({ loading: false, ...value }), { revalidate: () => undefined }) as unknown as FetcherStore<D, unknown>;

const render = <D>(value: { data?: D; error?: unknown }, extra: { empty?: ReactNode; retry?: string } = {}) =>
  renderToStaticMarkup(
    createElement(LoadState<D>, {
      store: storeOf(value),
      failed: 'Impossibile caricare',
      loading: 'Caricamento…',
      ...extra,
      children: (data: D) => createElement('p', { 'data-shown': 'yes' }, JSON.stringify(data)),
    }),
  );

describe("the panel's load states", () => {
  it('says a coded failure in the reader’s language, with the screen’s own Retry word or the panel’s', async () => {
    const refused = await refusalOf(agencyBookingNotFound());
    const failed = render({ error: refused }, { retry: 'Riprova' });
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Impossibile caricare');
    expect(failed).toContain('Prenotazione non trovata');
    expect(failed).toContain('>Riprova</button>');
    $panelLocale.set('th');
    const thai = render({ error: refused });
    expect(thai).toContain('ไม่พบการจองนี้');
    expect(thai).toContain('>ลองอีกครั้ง</button>');
  });

  it('keeps an uncoded failure’s own text, status included', () => {
    expect(render({ error: new ApiError(500, '500: Database busy', 'Database busy') })).toContain('500: Database busy');
  });

  it('shows the loading line until there is data', () => {
    expect(render({})).toBe('<p role="status" class="py-8 text-center text-mist">Caricamento…</p>');
  });

  it('shows the empty state for no items only where the screen gives one', () => {
    const empty = createElement('p', null, 'Nessuna riga');
    expect(render({ data: [] }, { empty })).toBe('<p>Nessuna riga</p>');
    expect(render({ data: { items: [] } }, { empty })).toBe('<p>Nessuna riga</p>');
    expect(render({ data: { items: [1] } }, { empty })).toContain('data-shown');
    expect(render({ data: [] })).toBe('<p data-shown="yes">[]</p>');
    expect(render({ data: { total: 0 } }, { empty })).toBe('<p data-shown="yes">{&quot;total&quot;:0}</p>');
  });
});
