import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { route, routePath, routePrefix, type Route } from './route-contract';

// Every contract the features declare (their *.routes.ts modules), found by walking their exports.
const modules = import.meta.glob<Record<string, unknown>>('/src/features/*/*.routes.ts', { eager: true });
const isRoute = (value: unknown): value is Route => typeof value === 'object' && value !== null && 'method' in value && 'pattern' in value;
const routesIn = (value: unknown): Route[] =>
  isRoute(value) ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(routesIn) : [];
const contracts = Object.entries(modules).flatMap(([file, exports]) => routesIn(exports).map((contract) => ({ file, contract })));

/** The route module a pattern names: src/pages{pattern}.ts, or its folder's index.ts. */
const routeFile = (pattern: string) => [`src/pages${pattern}.ts`, `src/pages${pattern}/index.ts`].find((file) => existsSync(file));

// Client code (islands, hooks, the panel's screens) calls routes through their contracts, never by an address typed by
// hand. Server code, routes and contracts name addresses as they must; the rest that may is listed with its reason.
const HAND_TYPED_ALLOWED: Record<string, string> = {
  // The address rules of the panel's client: which paths carry the anti-forgery token and which answer 401 freely.
  'src/features/admin-panel/admin-client.ts': 'path prefixes, not calls',
  'src/features/admin-panel/query.ts': 'a cache key prefix, not a call',
  // The public forms' single post each: a shared caller would grow pages whose script budget has no room (npm run budget).
  'src/features/contact/ContactForm.tsx': 'script budget of /contact',
  'src/features/join/ApplicationForm.tsx': 'script budget of /join',
  // The booking form's calls: /booking's script has about 80 bytes of slack (npm run budget), too few for the shared caller.
  'src/features/booking-form/BookingPage.tsx': 'script budget of /booking',
  'src/features/booking-form/useAvailability.ts': 'script budget of /booking',
  'src/features/booking-form/useBookingData.ts': 'script budget of /booking',
  'src/features/booking-form/usePriceQuote.ts': 'script budget of /booking',
  // Every page's own small scripts: a plain fetch (the rates may come from the browser's cache), no shared chunk.
  'src/components/admin-link.ts': 'every page, plain fetch',
  'src/features/currency/currency.client.ts': 'every page, plain fetch the browser may cache',
};
const SERVER_SIDE =
  /(\.server\.ts|\.routes\.ts|\.test\.tsx?|\.d\.ts|\.mail\.ts)$|^src\/(pages|lib\/server)\/|^src\/middleware\.ts$|^src\/lib\/route-contract\.ts$/;
const clientFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return clientFiles(path);
    return /\.tsx?$/.test(entry.name) && !SERVER_SIDE.test(path) ? [path] : [];
  });
/** The addresses a module types in its code (comments left out): a quote or backtick, then /api/. */
const handTypedAddresses = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1')
    .match(/['"`]\/api\/[^'"`]*/g) ?? [];

describe('client code', () => {
  it('finds an address typed by hand (the check itself)', () => {
    expect(handTypedAddresses("// '/api/x' in a comment\nawait apiRequest('GET', `/api/dashboard/${id}`);")).toEqual([
      '`/api/dashboard/${id}',
    ]);
  });

  it('calls routes through their contracts, never by an address typed by hand', () => {
    const found = clientFiles('src')
      .filter((file) => !(file in HAND_TYPED_ALLOWED))
      .flatMap((file) => handTypedAddresses(readFileSync(file, 'utf8')).map((address) => `${file}: ${address}`));
    expect(found).toEqual([]);
  });

  it('lists only files that still type an address (a file moved to its contracts leaves the list)', () => {
    const stale = Object.keys(HAND_TYPED_ALLOWED).filter(
      (file) => !existsSync(file) || !handTypedAddresses(readFileSync(file, 'utf8')).length,
    );
    expect(stale).toEqual([]);
  });
});

describe('route contracts', () => {
  it('are found in every feature that declares them', () => {
    expect(contracts.length).toBeGreaterThan(60);
  });

  it.each(contracts.map(({ file, contract }) => [`${contract.method} ${contract.pattern}`, file, contract] as const))(
    '%s (%s) names a route module that answers its method',
    (_, _file, contract) => {
      const file = routeFile(contract.pattern);
      expect(file, `no route module for ${contract.pattern}`).toBeDefined();
      expect(readFileSync(file!, 'utf8')).toMatch(new RegExp(`export const ${contract.method}\\b`));
    },
  );

  it('builds an address: each parameter encoded, empty query values left out', () => {
    const shares = route<unknown, never, { from?: string; q?: string }>()('GET', '/api/admin/bookings/[id]/shares/[number]');
    expect(routePath(shares, { params: { id: 'a/b', number: 2 }, query: { from: 'x y', q: '' } })).toBe(
      '/api/admin/bookings/a%2Fb/shares/2?from=x+y',
    );
    expect(routePrefix(shares)).toBe('/api/admin/bookings');
  });
});
