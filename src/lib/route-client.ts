/**
 * The customers' and performers' islands call their routes through the routes' contracts (route-contract.ts), as
 * the panel does through its own client: the address, the body and the answer are the route's types, never retyped.
 */
import { apiRequest, type RequestOptions } from './api-client';
import { routePath, type Route, type RouteAnswer, type RouteArgs, type RouteInput } from './route-contract';

/** Calls a route through its contract (the one API client's cookies, errors and JSON) and answers what it answers. */
export function requestRoute<R extends Route>(contract: R, ...args: [...RouteArgs<R>, RequestOptions?]): Promise<RouteAnswer<R>> {
  const [input, options] = args as unknown as [RouteInput<R> | undefined, RequestOptions | undefined];
  return apiRequest<RouteAnswer<R>>(contract.method, routePath(contract, input), input?.body, options);
}
