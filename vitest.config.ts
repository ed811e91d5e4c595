import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files of a minute or so each, in the order they start: first, so that none of them is the
 * run's tail. Without a results cache (a clean clone, CI) vitest starts the largest files first,
 * and the try-out, a 20-line file that installs a clean clone, started last and ran alone for
 * its last minute.
 */
const LONGEST = ['test/jobs/exactly-once.test.ts', 'test/tryout.test.ts', 'test/ops/worker-thread.test.ts', 'test/slack/storm.test.ts'];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = LONGEST.findIndex((path) => file.moduleId.endsWith(path));
      return at === -1 ? LONGEST.length : at;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * Files that must each get fresh modules: the Agents SDK keeps its signing-key clients and token
 * caches process-wide (Teams); the chart renderer registers its fonts once a process (charts-fonts tests it with
 * none); and these files load modules afresh (`vi.resetModules`), which would reach the files run
 * after them in the same worker.
 */
const ISOLATED = [
  'test/teams/**/*.test.ts',
  'test/query/breakdowns.test.ts',
  'test/render/chart-local.test.ts',
  'test/render/charts-fonts.test.ts',
  'test/render/chart-thread-serve.test.ts',
  'test/render/chart-thread.test.ts',
];

/** What every file shares: the built-in reports registered, the process teardown, the time limits. */
export const common: { environment: 'node'; setupFiles: string[]; globalSetup: string[]; testTimeout: number; hookTimeout: number } = {
  environment: 'node',
  // The built-in reports, registered as the app's own entry points register them.
  setupFiles: ['test/helpers/register-reports.ts'],
  // Stops whatever process a test started and left running (test/helpers/processes.ts).
  globalSetup: ['test/helpers/global-setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 20_000,
};

export default defineConfig({
  test: {
    ...common,
    // Much of the suite waits on servers, timers and child processes: two files at once on a
    // two-core machine (vitest's default there is one). Three were measured slower, and starved
    // the browser tests.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      // A worker keeps the modules it loaded from one file to the next: the suite's import time,
      // once a third of its run, is paid once a worker.
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
    ],
  },
});
