import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// house/layers keeps src/'s folders in layers, but features share one layer: whether two of them import
// each other (directly or round a loop) shows only in the whole graph, which a per-file lint rule cannot see.
const FEATURES = path.resolve('src/features');
const IMPORT = /(?:import|export)\s[^;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Each feature's imports of other features (tests left out): feature -> feature -> the importing lines. */
function featureImports(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const entry of readdirSync(FEATURES, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(ts|tsx|mjs|js|astro)$/.test(entry.name) || /\.test\.\w+$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const from = path.relative(FEATURES, file).split(path.sep)[0] ?? '';
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const source = match[1] ?? match[2] ?? '';
      const target = source.startsWith('@/features/')
        ? path.join(FEATURES, source.slice('@/features/'.length))
        : source.startsWith('.')
          ? path.resolve(path.dirname(file), source)
          : undefined;
      const relative = target && path.relative(FEATURES, target);
      if (!relative || relative.startsWith('..')) continue;
      const to = relative.split(path.sep)[0] ?? '';
      if (to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, edges.set(to, [...(edges.get(to) ?? []), `${path.relative('.', file)}: ${source}`]));
    }
  }
  return graph;
}

// A module's own import of a value (a type-only import does not run, so it makes no loop when the modules load).
const VALUE_IMPORT = /(?:import|export)\s+(?!type\s)[^;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * Each feature module's value imports of other feature modules (tests left out): file -> file -> the import. Inside a
 * feature a loop is legal but fragile: which module of the loop runs first decides what the other sees at load.
 */
function moduleImports(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  const moduleAt = (target: string) => [`${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find((file) => existsSync(file));
  for (const entry of readdirSync(FEATURES, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const edges = new Map<string, string[]>();
    for (const match of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) {
      const source = match[1] ?? match[2] ?? '';
      const target = source.startsWith('@/features/')
        ? moduleAt(path.join(FEATURES, source.slice('@/features/'.length)))
        : source.startsWith('.')
          ? moduleAt(path.resolve(path.dirname(file), source))
          : undefined;
      if (target) edges.set(path.relative('.', target), [source]);
    }
    graph.set(path.relative('.', file), edges);
  }
  return graph;
}

/** The first import loop found among the features, as its edges with their import lines, or []. */
function firstCycle(graph: Map<string, Map<string, string[]>>): string[] {
  const done = new Set<string>();
  const visit = (feature: string, trail: string[]): string[] => {
    const at = trail.indexOf(feature);
    if (at >= 0) {
      const loop = [...trail.slice(at), feature];
      return loop.slice(1).map(
        (to, i) =>
          `${loop[i]} -> ${to} (${graph
            .get(loop[i] ?? '')
            ?.get(to)
            ?.join(', ')})`,
      );
    }
    if (done.has(feature)) return [];
    for (const next of graph.get(feature)?.keys() ?? []) {
      const cycle = visit(next, [...trail, feature]);
      if (cycle.length) return cycle;
    }
    done.add(feature);
    return [];
  };
  for (const feature of graph.keys()) {
    const cycle = visit(feature, []);
    if (cycle.length) return cycle;
  }
  return [];
}

describe('the features', () => {
  it('import each other without a cycle', () => {
    const graph = featureImports();
    // The scan sees the imports (a known one), so an empty answer below means no loop, not a blind scan.
    expect(graph.get('booking-form')?.has('performers')).toBe(true);
    expect(firstCycle(graph)).toEqual([]);
  });

  it('modules import each other without a cycle, inside a feature too', () => {
    const graph = moduleImports();
    // A known import inside a feature and one across features are seen, so an empty answer means no loop.
    expect(graph.get('src/features/admin-panel/errors.ts')?.has('src/features/admin-panel/session-store.ts')).toBe(true);
    expect(graph.get('src/features/inbox/panel/InboxTab.tsx')?.has('src/features/admin-panel/ui.tsx')).toBe(true);
    expect(firstCycle(graph)).toEqual([]);
  });

  it('finds a loop when there is one', () => {
    const graph = new Map([
      ['a', new Map([['b', ['a.ts: @/features/b/x']]])],
      ['b', new Map([['c', ['b.ts: ../c/y']]])],
      ['c', new Map([['a', ['c.ts: @/features/a/z']]])],
    ]);
    expect(firstCycle(graph)).toEqual(['a -> b (a.ts: @/features/b/x)', 'b -> c (b.ts: ../c/y)', 'c -> a (c.ts: @/features/a/z)']);
  });
});
