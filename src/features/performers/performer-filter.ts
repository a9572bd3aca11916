/** Which performers a city listing shows (spec section 2, City listing). */
import type { ServiceCategory } from '@/content/services';
import { worksIn } from './works-in';

/** The two listing modes, the service categories: the male-stripper pages and the topless-waiter pages. */
export type PerformerMode = ServiceCategory;

/** The tag text that marks each mode (matched case-insensitively, as a substring). */
export const MODE_TAG: Record<PerformerMode, string> = {
  'male-strippers': 'male stripper',
  'topless-waiters': 'topless waiter',
};

/** The listing mode whose tag a performer needs to take a role on a booking. */
const ROLE_MODE: Record<'stripper' | 'waiter', PerformerMode> = { stripper: 'male-strippers', waiter: 'topless-waiters' };

/** True when one of the performer's tags contains the mode's tag text (case-insensitive). */
const hasModeTag = (performer: { tags: string[] }, mode: PerformerMode) =>
  performer.tags.some((tag) => tag.toLowerCase().includes(MODE_TAG[mode]));

/**
 * True when the performer's tags let them take the role on a booking ('male stripper' for a stripper, 'topless
 * waiter' for a waiter): the one rule of the price engine, the booking form, the desk and the replacement.
 */
export function takesRole(performer: { tags: string[] }, role: 'stripper' | 'waiter'): boolean {
  return hasModeTag(performer, ROLE_MODE[role]);
}

/** The fields the rule reads. */
export interface FilterablePerformer {
  location: string;
  tags: string[];
  /** Absent means available (the public list holds available performers only). */
  isAvailable?: boolean;
}

/**
 * True when the performer belongs on the {city} listing of {mode}: available, working in the city
 * (worksIn), and one of its tags contains the mode's tag text (case-insensitive).
 */
export function matchesListing(performer: FilterablePerformer, city: string, mode: PerformerMode): boolean {
  return performer.isAvailable !== false && worksIn(performer, city) && hasModeTag(performer, mode);
}

/** The performers of the {city} listing of {mode}, in their given order. */
export function filterListing<T extends FilterablePerformer>(performers: T[], city: string, mode: PerformerMode): T[] {
  return performers.filter((performer) => matchesListing(performer, city, mode));
}

/** The listing mode of a request: waiter mode on /topless-waiters/* or with a topless-waiters query flag. */
export function modeFor(pathname: string, search: URLSearchParams): PerformerMode {
  if (pathname.startsWith('/topless-waiters') || search.has('topless-waiters')) return 'topless-waiters';
  return 'male-strippers';
}
