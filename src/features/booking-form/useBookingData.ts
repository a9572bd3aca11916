/** The booking page's data: performers (fresh 5 minutes) and the city's pricing cards (fresh 2 minutes). */
import { startTransition, useEffect, useState } from 'react';
import type { PublicPerformer } from '@/features/performers/performers.server';
import type { PricingItem } from '@/features/pricing/pricing.server';
import { apiRequest } from '@/lib/api-client';
import * as clock from '@/lib/clock';

/** The fields of a public performer the booking page uses. */
export type BookablePerformer = Pick<PublicPerformer, 'id' | 'name' | 'location' | 'tags'>;
/** The fields of a public pricing card the booking page uses. */
export type PriceCard = Pick<PricingItem, 'title' | 'subtitle' | 'price' | 'duration'>;

const cache = new Map<string, { at: number; data: Promise<unknown> }>();
function cached<T>(path: string, freshMs: number): Promise<T> {
  const hit = cache.get(path);
  if (hit && clock.now() - hit.at < freshMs) return hit.data as Promise<T>;
  const data = apiRequest<T>('GET', path);
  data.catch(() => cache.delete(path));
  cache.set(path, { at: clock.now(), data });
  return data;
}

/** Loading state of one list. */
export interface Loaded<T> {
  data: T;
  loading: boolean;
  error: boolean;
}

/** Performers, and the stripper and waiter cards of a city ('' = no city yet). */
export function useBookingData(city: string) {
  const [performers, setPerformers] = useState<Loaded<BookablePerformer[]>>({ data: [], loading: true, error: false });
  const [cards, setCards] = useState<Loaded<{ strippers: PriceCard[]; waiters: PriceCard[] }>>({
    data: { strippers: [], waiters: [] },
    loading: false,
    error: false,
  });

  useEffect(() => {
    cached<BookablePerformer[]>('/api/performers', 5 * 60_000)
      // A transition: the lists render in slices, never as one long task while the page is loading.
      .then((data) => startTransition(() => setPerformers({ data, loading: false, error: false })))
      .catch(() => setPerformers({ data: [], loading: false, error: true }));
  }, []);

  useEffect(() => {
    if (!city) return;
    let live = true;
    setCards({ data: { strippers: [], waiters: [] }, loading: true, error: false });
    const list = (category: string) => cached<PriceCard[]>(`/api/pricing?category=${category}&location=${city}`, 2 * 60_000);
    Promise.all([list('male-strippers'), list('topless-waiters')])
      .then(([strippers, waiters]) => live && setCards({ data: { strippers, waiters }, loading: false, error: false }))
      .catch(() => live && setCards({ data: { strippers: [], waiters: [] }, loading: false, error: true }));
    return () => {
      live = false;
    };
  }, [city]);

  return { performers, cards };
}
