#!/usr/bin/env node
/**
 * Entry point. `report-bot` alone (and `npm start`) starts the bot's server;
 * `report-bot <command>` (or `report-bot report <command>`) answers one command in the
 * terminal. Each path loads only its own modules: a report from the command line does not
 * pay for loading Bolt, the Agents SDK and BullMQ. This file and src/config.ts are the only
 * places that touch process.env.
 */
import { ConfigError, parseConfig } from './src/config.js';

const args = process.argv.slice(2);
if (args.length > 0 && args[0] !== 'serve') {
  const { runCli } = await import('./src/cli.js');
  process.exitCode = await runCli(args[0] === 'report' ? args.slice(1) : args, {
    env: process.env,
    out: (t) => process.stdout.write(`${t}\n`),
    err: (t) => process.stderr.write(`${t}\n`),
  });
} else {
  try {
    const config = parseConfig(process.env);
    const { serve } = await import('./serve.js');
    await serve(config);
  } catch (err) {
    // Settings and an unreachable REDIS_URL are the operator's to fix: one readable block, no stack.
    if (err instanceof ConfigError || err instanceof (await import('./serve.js')).JobsStartupError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    // Anything else at start-up (a rejected Slack token, a port in use): one line, not a stack.
    process.stderr.write(`Report bot could not start: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}
