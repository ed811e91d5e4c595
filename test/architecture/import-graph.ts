/**
 * The import graph of the whole tree, read with the TypeScript compiler's own pre-processor
 * (every `import`, `export … from`, `import type` and `import()`), for the architecture tests:
 * which file imports which file of ours, and which packages.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Where our TypeScript lives: everything but dependencies and build output. */
const SKIP = new Set(['node_modules', 'dist', '.git', 'test-artifacts', 'out']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name) || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|mts)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

export interface ImportGraph {
  /** Every file, relative to the repository root (`jobs/queue.ts`). */
  files: string[];
  /** File → the files of ours it imports. */
  edges: Map<string, string[]>;
  /** File → the packages it imports (`bullmq`, `@slack/bolt`), node built-ins left out. */
  packages: Map<string, string[]>;
}

/** `@slack/web-api/dist/x` → `@slack/web-api`; `zod/v4` → `zod`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const BUILTINS = new Set(builtinModules);

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base.replace(/\.js$/, '.ts'), base.replace(/\.mjs$/, '.mts'), base, `${base}.ts`, join(base, 'index.ts')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

export function importGraph(): ImportGraph {
  const files = [...sourceFiles(ROOT)].sort();
  const edges = new Map<string, string[]>();
  const packages = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const local: string[] = [];
    const external = new Set<string>();
    for (const { fileName } of info.importedFiles) {
      if (fileName.startsWith('.')) {
        const target = resolveLocal(file, fileName);
        if (target && /\.(ts|mts)$/.test(target)) local.push(relative(ROOT, target));
      } else if (!fileName.startsWith('node:') && !BUILTINS.has(fileName)) {
        external.add(packageName(fileName));
      }
    }
    edges.set(relative(ROOT, file), [...new Set(local)]);
    packages.set(relative(ROOT, file), [...external]);
  }
  return { files: files.map((f) => relative(ROOT, f)), edges, packages };
}

/**
 * The import cycles: each strongly connected set of files (Tarjan), as one path around it
 * (`a.ts -> b.ts -> a.ts`), a file importing itself included.
 */
export function importCycles(edges: Map<string, string[]>): string[] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[] = [];

  const visit = (file: string): void => {
    order.set(file, index);
    low.set(file, index++);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, order.get(next)!));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const members: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      members.push(member);
    } while (member !== file);
    if (members.length > 1 || (edges.get(file) ?? []).includes(file)) cycles.push(pathAround(members, edges));
  };
  for (const file of edges.keys()) if (!order.has(file)) visit(file);
  return cycles;
}

/** A readable path through a cycle's files, back to where it started. */
function pathAround(members: string[], edges: Map<string, string[]>): string {
  const inCycle = new Set(members);
  const start = [...members].sort()[0]!;
  const path = [start];
  const seen = new Set([start]);
  let at = start;
  for (;;) {
    const next = (edges.get(at) ?? []).filter((f) => inCycle.has(f)).sort((a, b) => Number(seen.has(a)) - Number(seen.has(b)))[0]!;
    path.push(next);
    if (seen.has(next)) return path.join(' -> ');
    seen.add(next);
    at = next;
  }
}
