/**
 * The "What the figures mean" table of docs/reports.md is what the code shows: every figure of
 * every report, with the meaning, label and direction its report's definition gives it. Rows are
 * read out of the page itself, so a figure added, renamed or redefined in one place and not the
 * other fails. And README's try-out is true to the repository.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reportDefinitions } from '../../src/reports/index.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const reportsPage = readFileSync(new URL('../../docs/reports.md', import.meta.url), 'utf8');

/** `| report | figure | meaning | better |` rows of the table under "What the figures mean". */
function figureRows(): string[][] {
  const start = reportsPage.indexOf('### What the figures mean');
  const table = reportsPage.slice(start, reportsPage.indexOf('\n## ', start));
  return table
    .split('\n')
    .filter((line) => /^\| [a-z]+ \| /.test(line) && !line.startsWith('| report |'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

describe('docs/reports.md: what the figures mean', () => {
  const rows = figureRows();
  const words = { up: 'up', down: 'down', null: 'neither' } as const;

  // The digest shows its sections' figures, which the other rows define already.
  const reports = reportDefinitions().filter((d) => d.kind !== 'digest');

  it('defines every figure of every report, as the code labels, defines and judges it', () => {
    const expected = reports.flatMap((d) => d.metrics.map((m) => [d.kind, m.label, m.means, words[String(m.better) as 'up']]));
    expect(rows).toEqual(expected);
  });

  it('lists only figures the code has', () => {
    const labels = new Set(reports.flatMap((d) => d.metrics.map((m) => m.label)));
    expect(rows.filter((r) => !labels.has(r[1]!))).toEqual([]);
  });
});

describe('README: true to the repository', () => {
  it('links only to files in the repository (the service spec is in docs/, nothing points outside)', () => {
    const targets = [...readme.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)].map((m) => m[1]!).filter((t) => !/^[a-z]+:/.test(t));
    expect(targets).toContain('docs/reporting-api.md');
    for (const target of targets) expect(existsSync(new URL(`../../${target}`, import.meta.url)), target).toBe(true);
    expect(readme).not.toMatch(/shared\//);
  });

  it('tries out with the commands package.json really has: install builds once, start runs the build, report-bot is the bin', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
      bin: Record<string, string>;
    };
    expect(readme).toContain('```bash\nnpm install && npm start\n```');
    // npm runs prepare again when npx first links the project's own bin: then it finds the build fresh.
    expect(pkg.scripts.prepare).toBe('node scripts/build-if-stale.mjs');
    // Building again at start is what made the first try-out slow: start only checks.
    expect(pkg.scripts.prestart).toBe('node scripts/build-if-stale.mjs');
    expect(pkg.scripts.start).toBe('node dist/main.js');
    expect(pkg.bin['report-bot']).toBe('dist/main.js');
    expect(readme).toContain('npx report-bot referrals last-month --json');
  });
});
