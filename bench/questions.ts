/**
 * How fast and how well questions are read (issue 26): every phrasing of the question corpus
 * (test/query/question-corpus.ts) read 200 times after a warm-up, the time of each reading;
 * target p99 < 2 ms. And the share of the corpus read as its hand-written expectation:
 * questions read as their report, refusals refused or asked about.
 *
 * The reader timed is the build in dist/, compiled when a source is newer, as `npm start` and the
 * container run it: the benches run under tsx, whose compiler wraps every function made at run time
 * to keep its name, which costs the reader's many small closures a third of a millisecond at p99.
 */
import { execFileSync } from 'node:child_process';
import { CORPUS_NOW, REFUSED, UNDERSTOOD, compactReading } from '../test/query/question-corpus.js';
import { percentile, round } from './stats.js';

const RUNS = 200;
const P99_TARGET_MS = 2;

/** The reader and the sample names as built, each module of dist/ in place of its source. */
async function builtReader(): Promise<{
  understand: typeof import('../src/query/index.js').understand;
  names: ReturnType<typeof import('../src/sandbox/names.js').sandboxNames>;
}> {
  execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
  const built = (path: string) => import(new URL(`../dist/src/${path}`, import.meta.url).href);
  const reports = (await built('reports/built-in.js')) as typeof import('../src/reports/built-in.js');
  reports.registerBuiltInReports();
  const query = (await built('query/index.js')) as typeof import('../src/query/index.js');
  const sandbox = (await built('sandbox/names.js')) as typeof import('../src/sandbox/names.js');
  return { understand: query.understand, names: sandbox.sandboxNames() };
}

export async function runQuestionsBench(): Promise<Record<string, unknown>> {
  const { understand, names } = await builtReader();
  // As local mode reads questions: with the sample data's names.
  const ctx = { now: CORPUS_NOW, timeZone: 'UTC', names };
  const all = [...UNDERSTOOD, ...REFUSED];
  for (const [q] of all) understand(q, ctx);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    for (const [q] of all) {
      const t0 = performance.now();
      understand(q, ctx);
      times.push(performance.now() - t0);
    }
  }
  const matched = (rows: readonly [string, string][]) =>
    rows.filter(([q, expected]) => compactReading(understand(q, ctx).result) === expected).length;
  const understood = matched(UNDERSTOOD);
  const refused = matched(REFUSED);
  const p50 = percentile(times, 50);
  const p99 = percentile(times, 99);
  console.log(
    `questions: ${all.length} phrasings × ${RUNS}: p50 ${p50.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms (target < ${P99_TARGET_MS} ms: ${p99 < P99_TARGET_MS ? 'ok' : 'MISSED'})`,
  );
  console.log(
    `questions: read as expected ${understood}/${UNDERSTOOD.length} questions, ${refused}/${REFUSED.length} refusals and questions back (${round((100 * (understood + refused)) / all.length)}%)`,
  );
  return {
    phrasings: all.length,
    runs: RUNS,
    p50Ms: p50,
    p99Ms: p99,
    p99TargetMs: P99_TARGET_MS,
    understood,
    questions: UNDERSTOOD.length,
    refused,
    refusals: REFUSED.length,
  };
}
