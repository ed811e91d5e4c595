#!/usr/bin/env node
/**
 * `npm run mutate [query] [reports] [render] [jobs]`: StrykerJS (stryker.config.json) over one
 * folder at a time, each with its own incremental file in stryker-incremental/, so a second run
 * tests only the mutants whose code or tests changed, and running one folder never drops what
 * another folder's run found. Without a name, every folder in turn. Stryker options follow the
 * names, e.g. `npm run mutate render -- --concurrency 2` (npm takes the `--` itself).
 */
import { spawnSync } from 'node:child_process';

/** What each name mutates. */
const TARGETS = {
  query: ['src/query/**/*.ts'],
  reports: ['src/reports/**/*.ts'],
  render: ['src/render/**/*.ts'],
  // The exactly-once delivery ledger and alerts' crossing state.
  jobs: ['jobs/firing.ts', 'jobs/alert-state.ts'],
};

const args = process.argv.slice(2);
const firstOption = args.findIndex((a) => a.startsWith('-'));
const names = firstOption === -1 ? args : args.slice(0, firstOption);
const extra = firstOption === -1 ? [] : args.slice(firstOption).filter((a) => a !== '--');
const unknown = names.filter((n) => !(n in TARGETS));
if (unknown.length > 0) {
  console.error(`Unknown folder ${unknown.join(', ')}: choose from ${Object.keys(TARGETS).join(', ')}.`);
  process.exit(2);
}

for (const name of names.length > 0 ? names : Object.keys(TARGETS)) {
  console.log(`\n== mutating ${name}: ${TARGETS[name].join(' ')}`);
  const run = spawnSync(
    'npx',
    ['stryker', 'run', '--mutate', TARGETS[name].join(','), '--incrementalFile', `stryker-incremental/${name}.json`, ...extra],
    { stdio: 'inherit' },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
}
