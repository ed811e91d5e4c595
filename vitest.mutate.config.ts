import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/** The test files Stryker may run; scripts/mutate.mjs reads the same list to see a test file added since a saved result. */
const MUTATE_TESTS = JSON.parse(readFileSync(new URL('./scripts/mutate-tests.json', import.meta.url), 'utf8')) as string[];

/**
 * The tests Stryker runs against each mutant (stryker.config.json): the unit tests of the
 * core and the jobs tests of the delivery ledger and alert state, with the settings of
 * vitest.config.ts. The chat, web and benchmark suites also reach the core, but through whole
 * turns that take seconds each; a mutant only they would kill counts as surviving here, so the
 * score is a lower bound. The tests that kill a worker process run the code outside Stryker's
 * sandbox, so they could kill no mutant, and they take tens of seconds each: left out by name.
 */
export default defineConfig({
  test: {
    include: MUTATE_TESTS,
    testNamePattern: /^(?!.*\bkilled\b)/,
    environment: 'node',
    // As vitest.config.ts: the built-in reports, registered as the app's entry points register them.
    setupFiles: ['test/helpers/register-reports.ts'],
    // Not vitest.config.ts's 20 s: Stryker stops a mutant that hangs by its own timeout
    // (timeoutMS plus the tests' own time), so this one only ever failed the initial test run,
    // when a test that takes a second alone went past 20 s on the shared machine, paused or busy.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
