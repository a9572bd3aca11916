/**
 * Test support: every API route of src/pages/api, found on the file system (import.meta.glob), so a new
 * endpoint is reachable in tests without editing a list. Astro's file names become URL patterns:
 * `[id]` one path segment (or part of one), `[...path]` the rest of the path, `index` the folder itself.
 */
import type { APIRoute } from 'astro';

/** A route module: its exported verbs (GET, POST, ...) and anything else it exports. */
export type RouteModule = Record<string, unknown>;

const modules = import.meta.glob<RouteModule>('../src/pages/api/**/*.ts');

/** One API route: its file (relative to src/pages), its URL pattern and a loader of its module. */
export interface ApiRoute {
  file: string;
  pattern: RegExp;
  /** A concrete path for the route with each [param] replaced by `fill(param)`. */
  path: (fill: (param: string) => string) => string;
  load: () => Promise<RouteModule>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|\\]/g, '\\$&');

function toRoute(file: string, load: () => Promise<RouteModule>): ApiRoute {
  const relative = file.replace('../src/pages', '');
  const route = relative.replace(/\.ts$/, '').replace(/\/index$/, '');
  const source = route
    .split('/')
    .map((part) => {
      const rest = /^\[\.\.\.(\w+)\]$/.exec(part);
      if (rest) return `(?<${rest[1]}>.*)`;
      // A [param] is a whole segment or part of one (`file.[format]`).
      return part
        .split(/(\[\w+\])/)
        .map((piece) => {
          const param = /^\[(\w+)\]$/.exec(piece);
          return param ? `(?<${param[1]}>[^/]+)` : escape(piece);
        })
        .join('');
    })
    .join('/');
  return {
    file: relative,
    pattern: new RegExp(`^${source}$`),
    path: (fill) => route.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => fill(name)),
    load,
  };
}

/** Every API route, static ones first so /performers/reorder wins over /performers/[id]. */
export const apiRoutes: ApiRoute[] = Object.entries(modules)
  .map(([file, load]) => toRoute(file, load))
  .sort((a, b) => (a.file.match(/\[/g)?.length ?? 0) - (b.file.match(/\[/g)?.length ?? 0));

/** The route a path goes to and its params, or undefined (Astro answers 404). */
export function matchRoute(pathname: string): { route: ApiRoute; params: Record<string, string> } | undefined {
  for (const route of apiRoutes) {
    const match = route.pattern.exec(pathname);
    if (match) return { route, params: { ...match.groups } };
  }
  return undefined;
}

/** The verbs a route module exports. */
export async function verbsOf(route: ApiRoute): Promise<string[]> {
  const mod = await route.load();
  return ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((verb) => typeof mod[verb] === 'function');
}

/** The handler of one verb of a route, if the module exports it. */
export async function handlerOf(route: ApiRoute, method: string): Promise<APIRoute | undefined> {
  const handler = (await route.load())[method];
  return typeof handler === 'function' ? (handler as APIRoute) : undefined;
}
