/**
 * The shape of the code, checked: no import cycles anywhere, jobs/ names no chat platform,
 * no adapter reads the command grammar (the conversation core does), the core imports no
 * SDK, the grammar reaches no report, and every package a file imports is declared in
 * package.json.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, importCycles, importGraph } from './import-graph.js';

const graph = importGraph();
const under = (dir: string) => graph.files.filter((f) => f.startsWith(`${dir}/`));

describe('imports', () => {
  it('form no cycle anywhere in the tree', () => {
    expect(graph.files.length).toBeGreaterThan(100);
    expect(importCycles(graph.edges)).toEqual([]);
  });

  it('are checked by a cycle finder that finds cycles (a hand-made graph)', () => {
    const edges = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
      ['f.ts', ['d.ts']],
    ]);
    expect(importCycles(edges).sort()).toEqual(['a.ts -> b.ts -> c.ts -> a.ts', 'e.ts -> e.ts']);
  });

  it('of packages are all declared in package.json', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies?: object; devDependencies?: object };
    const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
    const undeclared = [...graph.packages].flatMap(([file, packages]) => packages.filter((p) => !declared.has(p)).map((p) => `${file}: ${p}`));
    expect(undeclared).toEqual([]);
  });
});

describe('layers', () => {
  it('jobs/ names no chat platform: platforms are plug-ins it is given', () => {
    const named = under('jobs').flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      return [...text.matchAll(/slack|teams|preview|bolt|botbuilder|botframework|agents-hosting/gi)].map((m) => `${file}: ${m[0]}`);
    });
    expect(named).toEqual([]);
  });

  it('no adapter reads the command grammar: commands go through the conversation core', () => {
    const reads = under('adapters').flatMap((file) =>
      (graph.edges.get(file) ?? []).filter((to) => to.startsWith('src/query/')).map((to) => `${file} -> ${to}`),
    );
    expect(reads).toEqual([]);
  });

  it('the core (query, reports, render, commands, messages) imports no SDK and nothing of jobs/ or adapters/', () => {
    const sdk = /^(@slack\/|@microsoft\/agents-|botbuilder|botframework|bullmq|ioredis|undici|express|@bull-board\/|prom-client)/;
    const core = ['src/query', 'src/reports', 'src/render', 'src/commands', 'src/messages'].flatMap(under);
    const found = core.flatMap((file) => [
      ...(graph.packages.get(file) ?? []).filter((p) => sdk.test(p)).map((p) => `${file}: ${p}`),
      ...(graph.edges.get(file) ?? []).filter((to) => /^(jobs|adapters)\//.test(to)).map((to) => `${file} -> ${to}`),
    ]);
    expect(found).toEqual([]);
  });

  it('the message catalogue imports nothing of ours: every module may say its sentences through it', () => {
    const ours = under('src/messages').flatMap((file) =>
      (graph.edges.get(file) ?? []).filter((to) => !to.startsWith('src/messages/')).map((to) => `${file} -> ${to}`),
    );
    expect(under('src/messages')).toContain('src/messages/index.ts');
    expect(ours).toEqual([]);
  });

  it('the grammar reaches no report: the registry it reads sits below both and is filled by the roots', () => {
    // Every file src/query reaches through imports (types included), not only its own edges,
    // so a report cannot come back in through a module in between.
    const reached = new Set<string>();
    const visit = (file: string) => {
      for (const to of graph.edges.get(file) ?? []) {
        if (reached.has(to)) continue;
        reached.add(to);
        visit(to);
      }
    };
    under('src/query').forEach(visit);
    expect([...reached].filter((f) => f.startsWith('src/catalogue/'))).toContain('src/catalogue/registry.ts');
    expect([...reached].filter((f) => f.startsWith('src/reports/'))).toEqual([]);
    const catalogueUp = under('src/catalogue').flatMap((file) =>
      (graph.edges.get(file) ?? []).filter((to) => to.startsWith('src/reports/')).map((to) => `${file} -> ${to}`),
    );
    expect(catalogueUp).toEqual([]);
  });

  it("the reporting client does not start the sandbox: demo mode is the wiring's choice", () => {
    const client = under('src/api').flatMap((file) =>
      (graph.edges.get(file) ?? []).filter((to) => to.startsWith('src/sandbox/')).map((to) => `${file} -> ${to}`),
    );
    expect(client).toEqual([]);
  });
});

describe('files', () => {
  it('of source hold at most 400 lines (tests aside): a longer one holds two ideas', () => {
    const source = graph.files.filter((f) => !f.startsWith('test/'));
    const long = source.flatMap((file) => {
      const lines = readFileSync(join(ROOT, file), 'utf8').split('\n').length - 1;
      return lines > 400 ? [`${file}: ${lines} lines`] : [];
    });
    expect(source).toContain('serve.ts');
    expect(long).toEqual([]);
  });
});
