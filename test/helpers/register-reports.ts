/**
 * The test suites' composition root (vitest `setupFiles`, inherited by the cluster config):
 * registers the built-in reports in every test file's module graph, as serve.ts, the worker
 * thread and the CLI do in theirs. Importing the grammar or the reports registers nothing.
 */
import { registerBuiltInReports } from '../../src/reports/built-in.js';

registerBuiltInReports();
