import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The import graph of the repository's TypeScript sources (issue 22: no two files import each other), for
 * `import-cycles.test.ts`. A file's imports are what TypeScript's own scanner finds (`import … from`, `import type`,
 * `export … from`, `import()`, `require()`), so a comment or a string that looks like an import does not count.
 * Relative specifiers and the workspaces' own packages (`@cadeau/contracts/values` through its `exports`,
 * `@cadeau/svc-catalog/testing` and the like) resolve to files; anything else is outside the graph.
 */

/** Folders that hold no sources of the repository: dependencies, build output, test and bench reports. */
const SKIPPED = new Set(['node_modules', 'dist', '.turbo', 'test-results', 'playwright-report', 'results', 'coverage']);
const SOURCE = /\.(ts|tsx|mts|cts)$/;
const CANDIDATES = ['', '.ts', '.tsx', '.mts', '.cts', '/index.ts', '/index.tsx'];

export interface ImportGraph {
  /** Each source file (relative to the root, `/`-separated) and the source files it imports, sorted. */
  edges: Map<string, string[]>;
}

interface Workspace {
  dir: string;
  exports: Record<string, string>;
}

/** The workspace folders of the root package.json (`packages/*` expanded). */
function workspaceDirs(root: string): string[] {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return fs
      .readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((e) => e.isDirectory() && fs.existsSync(path.join(root, parent, e.name, 'package.json')))
      .map((e) => `${parent}/${e.name}`);
  });
}

/** A subpath export's file: a string, or the first string of its conditions. */
function exportTarget(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object')
    for (const v of Object.values(value)) if (exportTarget(v)) return exportTarget(v);
  return undefined;
}

function workspacesOf(root: string, dirs: string[]): Map<string, Workspace> {
  const byName = new Map<string, Workspace>();
  for (const dir of dirs) {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as {
      name: string;
      exports?: unknown;
    };
    const exports: Record<string, string> = {};
    if (typeof pkg.exports === 'string') exports['.'] = pkg.exports;
    else if (pkg.exports && typeof pkg.exports === 'object')
      for (const [key, value] of Object.entries(pkg.exports)) {
        const target = exportTarget(value);
        if (target) exports[key] = target;
      }
    byName.set(pkg.name, { dir, exports });
  }
  return byName;
}

/** The TypeScript sources below `dir` (relative to `root`, `/`-separated), without dependencies and build output. */
export function sourcesBelow(root: string, dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) sourcesBelow(root, rel, out);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

/** Builds the graph of every TypeScript source in the root's workspaces. */
export function importGraph(root: string): ImportGraph {
  const dirs = workspaceDirs(root);
  const workspaces = workspacesOf(root, dirs);
  const files: string[] = [];
  for (const dir of dirs) sourcesBelow(root, dir, files);
  const known = new Set(files);

  /** The source file `base` (relative, maybe without extension or naming a folder) stands for, if any. */
  const fileAt = (base: string): string | undefined => {
    const normal = path.posix.normalize(base);
    const withoutJs = normal.replace(/\.(c|m)?jsx?$/, '');
    for (const stem of [normal, withoutJs])
      for (const suffix of CANDIDATES) if (known.has(stem + suffix)) return stem + suffix;
    return undefined;
  };

  const resolve = (from: string, specifier: string): string | undefined => {
    if (specifier.startsWith('.')) return fileAt(path.posix.join(path.posix.dirname(from), specifier));
    const match = /^(@[^/]+\/[^/]+|[^@/][^/]*)(\/.*)?$/.exec(specifier);
    const workspace = match && workspaces.get(match[1]!);
    if (!workspace) return undefined;
    const subpath = match[2] ? `.${match[2]}` : '.';
    const exported = workspace.exports[subpath];
    if (exported) return fileAt(path.posix.join(workspace.dir, exported));
    return fileAt(path.posix.join(workspace.dir, subpath));
  };

  const edges = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(root, file), 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const target = resolve(file, fileName);
      if (target && target !== file) targets.add(target);
    }
    edges.set(file, [...targets].sort());
  }
  return { edges };
}

/** Pairs of files that import each other, each once (`a <-> b` with a < b). */
export function mutualImports({ edges }: ImportGraph): string[] {
  const pairs: string[] = [];
  for (const [file, targets] of edges)
    for (const target of targets)
      if (file < target && edges.get(target)?.includes(file)) pairs.push(`${file} <-> ${target}`);
  return pairs.sort();
}

/**
 * The import cycles of the graph: its strongly connected components of more than one file (Tarjan), each sorted,
 * largest first. Two files that import each other are such a component.
 */
export function importCycles({ edges }: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  // Iterative, so a deep chain of imports cannot overflow the call stack.
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work: { file: string; i: number }[] = [{ file: start, i: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1]!;
      const targets = edges.get(frame.file) ?? [];
      if (frame.i < targets.length) {
        const target = targets[frame.i++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, i: 0 });
        } else if (onStack.has(target)) low.set(frame.file, Math.min(low.get(frame.file)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!));
      if (low.get(frame.file) === index.get(frame.file)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.file);
        if (component.length > 1) cycles.push(component.sort());
      }
    }
  }
  return cycles.sort((a, b) => b.length - a.length || a[0]!.localeCompare(b[0]!));
}
