/** A call of a public route through its contract (lib/route-contract.ts): the address, body and answer are the route's own types. */
import { apiRequest, type RequestOptions } from './api-client';
import { routePath, type Route, type RouteAnswer, type RouteInput } from './route-contract';

/** Calls a public route (no session, no anti-forgery token) and answers what it answers. */
export function callPublicRoute<R extends Route>(contract: R, input: RouteInput<R>, options?: RequestOptions): Promise<RouteAnswer<R>> {
  return apiRequest<RouteAnswer<R>>(contract.method, routePath(contract, input), input.body, options);
}
