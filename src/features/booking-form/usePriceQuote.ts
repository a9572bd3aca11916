/** The server's price for the current selection, requested 200 ms after the selection settles, one retry. */
import { useEffect, useState } from 'react';
import type { PriceInput, PriceResult } from '@/features/pricing/price-engine.server';
import { apiRequest } from '@/lib/api-client';

/** What is priced (a duration only when the customer asks for more than the packages); performer lists are sent only once their counts are complete. */
export type QuoteRequest = PriceInput;

/** Debounced server quote: { quote, loading, failed } for the request (null = nothing to price). */
export function usePriceQuote(request: QuoteRequest | null) {
  const key = request ? JSON.stringify(request) : '';
  const [state, setState] = useState<{ key: string; quote: PriceResult | null; failed: boolean }>({ key: '', quote: null, failed: false });

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const load = async () => {
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          const quote = await apiRequest<PriceResult>('POST', '/api/pricing/calculate', JSON.parse(key), { signal: controller.signal });
          setState({ key, quote, failed: false });
          return;
        } catch {
          if (controller.signal.aborted) return;
        }
      }
      setState({ key, quote: null, failed: true });
    };
    // load() turns every failure into the `failed` state, so nothing awaits it.
    const timer = setTimeout(() => void load(), 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  const current = state.key === key && key !== '';
  return { quote: current ? state.quote : null, failed: current && state.failed, loading: key !== '' && !current };
}
