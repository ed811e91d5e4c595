/**
 * docs/configuration.md documents every environment variable the bot reads, and no other: its
 * tables have one row per variable the schema of src/env-schema.ts holds. `.env.example`, the
 * template of a deployment's settings, lists the same set.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../../src/env-schema.js';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const schemaNames = new Set(Object.keys(envSchema.shape));

/** What is in one set and not the other, as one readable line each way. */
function difference(documented: Set<string>, where: string): string[] {
  const missing = [...schemaNames].filter((name) => !documented.has(name));
  const extra = [...documented].filter((name) => !schemaNames.has(name));
  return [
    ...(missing.length ? [`read by the schema, not in ${where}: ${missing.sort().join(', ')}`] : []),
    ...(extra.length ? [`in ${where}, not read by the schema: ${extra.sort().join(', ')}`] : []),
  ];
}

describe('docs/configuration.md', () => {
  const page = read('docs/configuration.md');

  it('has a table row for every variable the schema reads, and for no other', () => {
    // `| `NAME` | default | what it does |`: the variable is the first cell.
    const rows = new Set([...page.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((m) => m[1]!));
    expect(difference(rows, 'the tables of docs/configuration.md')).toEqual([]);
  });

  it('names no variable in its text that the schema does not read', () => {
    // A name shaped like a setting (`SOME_NAME`, or `SOME_NAME=value`) anywhere on the page.
    const named = [...page.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?:=[^`]*)?`/g)].map((m) => m[1]!);
    expect(named.filter((name) => !schemaNames.has(name))).toEqual([]);
  });
});

describe('.env.example', () => {
  it('lists every variable the schema reads, and no other', () => {
    const listed = new Set([...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!));
    expect(difference(listed, '.env.example')).toEqual([]);
  });
});
