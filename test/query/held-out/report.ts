import { loadSet, scoreSet } from './score.js';
import { registerBuiltInReports } from '../../../src/reports/index.js';
registerBuiltInReports();
const names = process.argv.slice(2);
for (const name of names.length ? names.filter((n) => !n.startsWith('-')) : ['A']) {
  const s = scoreSet(loadSet(name));
  console.log(`set ${s.set}: ${s.right}/${s.total} right (${((100 * s.right) / s.total).toFixed(1)}%), ${s.confidentlyWrong} confidently wrong`);
  if (process.argv.includes('--list'))
    for (const v of s.verdicts.filter((v) => v.outcome !== 'right'))
      console.log(`  [${v.outcome}${v.confidentlyWrong ? '!' : ''}] ${v.q}\n      got: ${v.got}\n   wanted: ${v.wanted}`);
}
