/**
 * Words the server says for an island, sent as one string per group and read in the browser by position: in the
 * page's props an object of named strings costs its names and each string's wrapping (on /th/booking about 200
 * brotli bytes more than the same words packed).
 */

/** What separates a group's words; no word may contain it (booking-words.test.ts checks). */
const WORD_BREAK = '\n';

/** A group's words, in their order, as one string. */
export const packWords = (words: readonly string[]): string => words.join(WORD_BREAK);

/** A packed group's words, in their order (`T`, a labelled tuple, names each place). */
export const unpackWords = <T extends readonly string[]>(packed: string): T => packed.split(WORD_BREAK) as unknown as T;
