/**
 * README's "What the figures mean" table is what the code shows: every figure of every report,
 * with the meaning, label and direction its report's definition gives it. Rows are read out of
 * README itself, so a figure added, renamed or redefined in one place and not the other fails.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reportDefinitions } from '../../src/reports/index.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** `| report | figure | meaning | better |` rows of the table under "What the figures mean". */
function figureRows(): string[][] {
  const start = readme.indexOf('### What the figures mean');
  const table = readme.slice(start, readme.indexOf('\n## ', start));
  return table
    .split('\n')
    .filter((line) => /^\| [a-z]+ \| /.test(line) && !line.startsWith('| report |'))
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
}

describe('README: what the figures mean', () => {
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
