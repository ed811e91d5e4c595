import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The built-in reports, registered as the app's own entry points register them.
    setupFiles: ['test/helpers/register-reports.ts'],
    // Stops whatever process a test started and left running (test/helpers/processes.ts).
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
