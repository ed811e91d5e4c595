/**
 * The reader against the held-out sets (score.ts): questions written by people who never read
 * it, each set at the instant its author wrote it against. The floors are below today's figures
 * so that a change which costs the reader its generality fails here; `npx tsx
 * test/query/held-out/report.ts A B C D E --list` shows every question that is not right.
 */
import { describe, expect, it } from 'vitest';
import { loadSet, scoreSet, SETS } from './score.js';

describe('the held-out question sets', () => {
  it.each(SETS.map((s) => s.name))('set %s: at least 85 percent read as meant, at most 6 percent answered as another question', (name) => {
    const score = scoreSet(loadSet(name));
    const wrong = score.verdicts.filter((v) => v.confidentlyWrong).map((v) => `${v.q} -> ${v.got} (wanted ${v.wanted})`);
    expect(score.total).toBeGreaterThan(150);
    expect(score.right / score.total, `${score.right}/${score.total} right`).toBeGreaterThanOrEqual(0.85);
    expect(score.confidentlyWrong / score.total, wrong.join('\n')).toBeLessThanOrEqual(0.06);
  });
});
