/**
 * Every relative link and image of the documentation leads somewhere: README, TESTING,
 * BENCHMARKS and every page of docs/. A link's file must exist, and a `#fragment` must be the
 * slug of a heading of the Markdown file it points to (GitHub's slugs, so the links work where
 * people read them). Web and mail links are not followed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pages = [
  'README.md',
  'TESTING.md',
  'BENCHMARKS.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The text people read as Markdown: fenced blocks and code spans hold no links. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's heading slug: lower case, punctuation dropped, each space a hyphen; repeats get -1, -2… */
function headingSlugs(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const slugs = new Set<string>();
  for (const [, heading] of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const text = heading!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  return slugs;
}

/** `[text](target)` and `![alt](target)`, with an optional "title" after the target. */
function linkTargets(markdown: string): string[] {
  return [...prose(markdown).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
}

describe('links in the documentation', () => {
  it('finds the pages and their links', () => {
    expect(pages).toContain('docs/configuration.md');
    expect(linkTargets(readFileSync(join(root, 'README.md'), 'utf8'))).toContain('docs/preview.png');
  });

  it.each(pages)('%s: every relative link and image leads to a file, and to a heading there', (page) => {
    const source = readFileSync(join(root, page), 'utf8');
    const broken: string[] = [];
    for (const target of linkTargets(source)) {
      if (/^(https?|mailto):/i.test(target)) continue;
      const [path = '', fragment] = target.split('#', 2);
      const file = path === '' ? join(root, page) : join(root, dirname(page), decodeURIComponent(path));
      if (!existsSync(file)) {
        broken.push(`${target}: no file ${relative(root, file)}`);
        continue;
      }
      if (fragment === undefined) continue;
      if (!file.endsWith('.md')) {
        broken.push(`${target}: a fragment of a file that is not Markdown`);
        continue;
      }
      if (!headingSlugs(readFileSync(file, 'utf8')).has(decodeURIComponent(fragment).toLowerCase()))
        broken.push(`${target}: no heading "#${fragment}" in ${relative(root, file)}`);
    }
    expect(broken, `broken links in ${page}`).toEqual([]);
  });

  it('slugs headings as GitHub does', () => {
    const slugs = headingSlugs("# Each person's formats\n## Try-out (`npm run bench tryout`)\n## Ranges\n### Ranges\n");
    expect([...slugs]).toEqual(['each-persons-formats', 'try-out-npm-run-bench-tryout', 'ranges', 'ranges-1']);
  });
});
