/**
 * Which performers of the city are not free for the slot the customer is typing: asked 200 ms after
 * the slot settles, an older request aborted, so the form needs one round trip per settled slot.
 */
import { useEffect, useRef, useState } from 'react';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { PerformerAvailability } from '@/features/availability/availability.server';

/** The slot asked about (null while date, time or service are not chosen yet). */
export interface AvailabilitySlot {
  city: string;
  date: string;
  time: string;
  duration: number;
}

interface Answer {
  performers: PerformerAvailability[];
}

/**
 * { unavailable: ids not free (null until known), loading, failed, tooOften } for the slot (tooOften: the
 * server's 429 refusal, which says when to try again); `onAnswer` hears each
 * new answer's unavailable ids (to untick the customer's choices).
 */
export function useAvailability(slot: AvailabilitySlot | null, onAnswer: (unavailable: Set<string>) => void) {
  const listener = useRef(onAnswer);
  useEffect(() => {
    listener.current = onAnswer;
  });
  const key = slot
    ? new URLSearchParams({ city: slot.city, date: slot.date, time: slot.time, duration: String(slot.duration) }).toString()
    : '';
  const [state, setState] = useState<{ key: string; unavailable: Set<string> | null; failed: boolean; tooOften: ApiError | null }>({
    key: '',
    unavailable: null,
    failed: false,
    tooOften: null,
  });

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const load = async () => {
      try {
        const answer = await apiRequest<Answer>('GET', `/api/availability?${key}`, undefined, { signal: controller.signal });
        const unavailable = new Set(answer.performers.filter((p) => !p.available).map((p) => p.id));
        setState({ key, unavailable, failed: false, tooOften: null });
        listener.current(unavailable);
      } catch (error) {
        const tooOften = error instanceof ApiError && error.status === 429 ? error : null;
        if (!controller.signal.aborted) setState({ key, unavailable: null, failed: true, tooOften });
      }
    };
    // load() turns every failure into the `failed` state, so nothing awaits it.
    const timer = setTimeout(() => void load(), 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  const current = key !== '' && state.key === key;
  return {
    unavailable: current ? state.unavailable : null,
    failed: current && state.failed,
    tooOften: current ? state.tooOften : null,
    loading: key !== '' && !current,
  };
}
