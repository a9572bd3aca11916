/**
 * A route's contract, written once beside the feature that serves it: its method and path pattern (the file
 * under src/pages/, `[id]` for a parameter) and, as types only, the body it parses, the query it reads and what
 * it answers. The route's module types its body from the same schema and its answer from the same server
 * function, so a screen that calls it through the panel's client retypes neither the URL nor the shapes
 * (route-contract.test.ts checks each contract names a route file that exports its method).
 */

/** An HTTP method a route answers. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The parameter names of a path pattern: '/api/admin/bookings/[id]/shares/[number]' → 'id' | 'number'. */
export type ParamNames<P extends string> = P extends `${string}[${infer Name}]${infer Rest}` ? Name | ParamNames<Rest> : never;

/** A query's values as a contract declares them (an empty or undefined value is left out of the address). */
export type QueryValues = Record<string, string | number | undefined>;

/** A route: its method and pattern, and the types of its body, query and answer (never set: types only). */
export interface Route<P extends string = string, Body = unknown, Answer = unknown, Query = unknown> {
  readonly method: Method;
  readonly pattern: P;
  /** Types only, never set at run time. */
  readonly types?: { body: Body; answer: Answer; query: Query };
}

/** The parts of a call a contract asks for: the pattern's parameters, the query and the body (absent when it names none). */
export type RouteInput<R> =
  R extends Route<infer P, infer Body, unknown, infer Query>
    ? ([ParamNames<P>] extends [never] ? { params?: undefined } : { params: Record<ParamNames<P>, string | number> }) &
        ([Query] extends [never] ? { query?: undefined } : { query?: Query }) &
        ([Body] extends [never] ? { body?: undefined } : { body: Body })
    : never;

/** The input argument of a call: optional when the route asks for nothing. */
export type RouteArgs<R extends Route> = object extends RouteInput<R> ? [input?: RouteInput<R>] : [input: RouteInput<R>];

/** The body of a route that reads a JSON object and ignores its fields (a JSON body blocks cross-site forms). */
export type EmptyBody = Record<string, never>;

/** What a route answers. */
export type RouteAnswer<R> = R extends { readonly types?: { answer: infer Answer } } ? Answer : never;

/**
 * Declares a route: `route<Answer, Body, Query>()('POST', '/api/admin/bookings')`. Body or Query left out (`never`)
 * means the route reads none.
 */
export function route<Answer, Body = never, Query = never>() {
  return <const P extends string>(method: Method, pattern: P): Route<P, Body, Answer, Query> => ({ method, pattern });
}

/** The query string of `values` ('' when none is set), empty values left out. */
export function queryString(values: QueryValues | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values ?? {})) if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The address of a call: the pattern with each parameter encoded, then the query. */
export function routePath<R extends Route>(contract: R, input?: RouteInput<R>): string {
  const params = (input?.params ?? {}) as Record<string, string | number>;
  const path = contract.pattern.replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${contract.pattern}: no value for [${name}]`);
    return encodeURIComponent(String(value));
  });
  return path + queryString(input?.query as QueryValues | undefined);
}

/** The address's fixed head (before its first parameter): what every cached answer of the route starts with. */
export function routePrefix(contract: Route): string {
  return contract.pattern.split('[')[0]!.replace(/\/$/, '');
}
