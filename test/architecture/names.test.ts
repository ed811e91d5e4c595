/**
 * One name, one meaning: an exported type (type alias, interface, class or enum) is defined
 * by one file of the tree. Left out: src/sandbox, which stands for the reporting service and
 * may mirror its names, and test/, whose stand-ins are named after what they stand for.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT, importGraph } from './import-graph.js';

/** The type names a file's own top-level declarations export, re-exports left out. */
function exportedTypeNames(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  return source.statements.flatMap((statement) => {
    const declares =
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isEnumDeclaration(statement);
    const exported = ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    return declares && exported && statement.name ? [statement.name.text] : [];
  });
}

/** Each name defined in more than one file, with those files: `Work: jobs/job.ts, src/commands/answer.ts`. */
function namesDefinedTwice(files: ReadonlyMap<string, string>): string[] {
  const where = new Map<string, string[]>();
  for (const [file, text] of files) {
    for (const name of exportedTypeNames(file, text)) where.set(name, [...(where.get(name) ?? []), file]);
  }
  return [...where]
    .filter(([, in_]) => in_.length > 1)
    .map(([name, in_]) => `${name}: ${in_.sort().join(', ')}`)
    .sort();
}

describe('exported type names', () => {
  it('are each defined by one file outside src/sandbox and test/', () => {
    const files = importGraph().files.filter((f) => !f.startsWith('src/sandbox/') && !f.startsWith('test/'));
    expect(files.length).toBeGreaterThan(100);
    expect(namesDefinedTwice(new Map(files.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')])))).toEqual([]);
  });

  it('are found by a reader that finds a name defined twice (hand-made files)', () => {
    const files = new Map([
      ['a.ts', 'export interface Work { a: 1 }\nexport type Answer = string;\nexport class Flight {}\ninterface Local {}'],
      ['b.ts', "export type Work = { b: 2 };\nexport enum Answer { Yes }\nexport { Flight } from './a.js';\ninterface Local {}"],
      ['c.ts', 'export const Work = 1;\nexport function Answer() {}'],
    ]);
    expect(namesDefinedTwice(files)).toEqual(['Answer: a.ts, b.ts', 'Work: a.ts, b.ts']);
  });
});
