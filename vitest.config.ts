import { defineConfig } from 'vitest/config';

/**
 * Files that must each get fresh modules: botbuilder keeps tokens and credentials process-wide
 * (Teams); the chart renderer registers its fonts once a process (charts-fonts tests it with
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
    // Much of the suite waits on servers, timers and child processes (a run keeps about 1.3 of
    // two cores busy): three files at once on a two-core machine (vitest's default there is one).
    maxWorkers: 3,
    projects: [
      // A worker keeps the modules it loaded from one file to the next: the suite's import time,
      // once a third of its run, is paid once a worker.
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
    ],
  },
});
