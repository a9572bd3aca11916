/**
 * The performer list for a screen that offers or lists performers. The cached list is kept for the panel's
 * life, so it is asked again (its rows kept meanwhile) each time such a screen opens: a performer added or
 * changed since, from another tab or by someone else, is there to choose.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $performers } from './performers-api';

/** The performer list's store, revalidated when the component mounts. */
export function usePerformers() {
  const performers = useStore($performers);
  useEffect(() => $performers.revalidate(), []);
  return performers;
}
