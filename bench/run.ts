/**
 * `npm run bench [name...]`: runs the benchmarks (all by default), prints their figures and
 * writes them to bench/out/<name>.json. Never part of `npm test`; targets are printed as
 * ok / MISSED, not asserted. BENCHMARKS.md records the figures with this command.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { runBooksBench } from './books.js';
import { runChartsBench } from './charts.js';
import { runCrashBench } from './crash.js';
import { runFaultsBench } from './faults.js';
import { runInsightsBench } from './insights.js';
import { runJobsBench } from './jobs.js';
import { runLatencyBench } from './latency.js';
import { runPagingBench } from './paging.js';
import { runQuestionsBench } from './questions.js';
import { runScaleBench } from './scale.js';
import { runSlackBench } from './slack.js';
import { runStormBench } from './storm.js';
import { runTeamsBench } from './teams.js';
import { runTryoutBench } from './tryout.js';
import { registerBuiltInReports } from '../src/reports/built-in.js';

const BENCHES: Record<string, () => Promise<Record<string, unknown>>> = {
  paging: runPagingBench,
  charts: runChartsBench,
  jobs: runJobsBench,
  slack: runSlackBench,
  latency: runLatencyBench,
  scale: runScaleBench,
  teams: runTeamsBench,
  tryout: runTryoutBench,
  insights: runInsightsBench,
  faults: runFaultsBench,
  crash: runCrashBench,
  questions: runQuestionsBench,
  storm: runStormBench,
  books: runBooksBench,
};

// The benchmarks that run in this process make reports and parse commands; children register their own.
registerBuiltInReports();

const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : Object.keys(BENCHES);
await mkdir(new URL('out/', import.meta.url), { recursive: true });
for (const name of names) {
  const bench = BENCHES[name];
  if (!bench) {
    console.error(`Unknown benchmark "${name}". Known: ${Object.keys(BENCHES).join(', ')}`);
    process.exit(2);
  }
  const result = await bench();
  const record = { name, at: new Date().toISOString(), node: process.version, ...result };
  await writeFile(new URL(`out/${name}.json`, import.meta.url), `${JSON.stringify(record, null, 2)}\n`);
}
// Every bench closes what it started; should a library still hold a handle (seen after
// `latency scale`: the runner stayed up, idle, after its last figure), say what it is and end
// anyway, so `npm run bench` always returns.
const left = process.getActiveResourcesInfo().filter((r) => r !== 'TTYWrap');
if (left.length > 0) console.error(`(still open after the last bench: ${left.join(', ')}; exiting)`);
process.exit(0);
