import path from 'node:path';
import { importCycles, importGraph, mutualImports, type ImportGraph } from './import-graph';

// Issue 22: no two files import each other, and no longer ring of imports either. A cycle makes the order in which
// modules initialise depend on which one is loaded first (a value read before it is set), and it says that two files
// are one piece of code in two places: the shared piece goes into a file of its own, which both import.
describe('the import graph of the TypeScript sources', () => {
  let graph: ImportGraph;
  beforeAll(() => {
    graph = importGraph(path.resolve(__dirname, '..', '..', '..'));
  });

  it('reads every workspace, relative imports and the packages of the workspaces', () => {
    const { edges } = graph;
    expect(edges.size).toBeGreaterThan(1000);
    // A relative import, a package subpath through `exports`, a type-only import and a workspace's file by its path.
    expect(edges.get('packages/contracts/src/catalog-files.ts')).toContain('packages/contracts/src/values/files.ts');
    expect(edges.get('svc-mail/src/domain/design/segments.ts')).toContain('packages/contracts/src/values/index.ts');
    expect(edges.get('svc-mail/src/domain/templates/types.ts')).toContain('svc-mail/src/domain/templates/content.ts');
    // A workspace's package by its named exports (bench's entry point and the catalog for tests, issue 22).
    expect(edges.get('bench/src/availability.ts')).toContain('svc-catalog/src/bench-entry.ts');
    expect(edges.get('svc-campaign/test/redemption-world.ts')).toContain('svc-catalog/src/testing-entry.ts');
  });

  it('has no two files that import each other', () => {
    expect(mutualImports(graph)).toEqual([]);
  });

  it('has no longer cycle either', () => {
    expect(importCycles(graph)).toEqual([]);
  });
});

describe('mutualImports and importCycles', () => {
  const graphOf = (edges: Record<string, string[]>): ImportGraph => ({ edges: new Map(Object.entries(edges)) });

  it('name each pair of files that import each other once, and each ring of imports', () => {
    const graph = graphOf({ a: ['b'], b: ['a', 'c'], c: ['d'], d: ['e'], e: ['c'], f: ['a'] });
    expect(mutualImports(graph)).toEqual(['a <-> b']);
    expect(importCycles(graph)).toEqual([
      ['c', 'd', 'e'],
      ['a', 'b'],
    ]);
  });

  it('find nothing in a graph without cycles', () => {
    const graph = graphOf({ a: ['b', 'c'], b: ['c'], c: [] });
    expect(mutualImports(graph)).toEqual([]);
    expect(importCycles(graph)).toEqual([]);
  });
});
