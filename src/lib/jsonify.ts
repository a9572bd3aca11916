/**
 * A server type as the browser receives it over JSON: a Date arrives as its ISO text, so islands
 * can `import type` the server's row types instead of copying them by hand.
 */

/** T after JSON.stringify and JSON.parse (dates become strings, recursively). */
export type Jsonify<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Jsonify<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonify<T[K]> }
      : T;
