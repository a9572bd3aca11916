import { existsSync, readFileSync } from 'node:fs';
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
