#!/usr/bin/env node
/**
 * Entry point, wiring only. `report-bot report <command>` runs one report from the command
 * line; with no arguments the bot's server starts. This file and config.ts are the only
 * places that touch process.env.
 */
import { once } from 'node:events';
import { createHttpServer } from '../adapters/http/server.js';
import { connectReportingApi } from './api/connect.js';
import { runCli } from './cli.js';
import { ConfigError, parseConfig, type Config } from './config.js';
import { createLogger } from './log.js';

async function serve(config: Config): Promise<void> {
  const logger = createLogger({ level: config.log.level });
  const reporting = await connectReportingApi(config, logger);
  if (reporting.sample) {
    logger.warn({ event: 'sample_data', sandboxUrl: reporting.sandboxUrl }, 'REPORTING_API_URL is not set: answering from the built-in sandbox (sample data)');
  }
  const today = () => new Date().toISOString().slice(0, 10);
  const server = createHttpServer({
    logger,
    checks: {
      reportingService: async () => {
        await reporting.api.count('advocacyOptouts', { start: today(), end: today() });
      },
    },
  });
  server.listen(config.server.port);
  await once(server, 'listening');
  logger.info({ event: 'listening', port: config.server.port }, `Report bot listening on http://localhost:${config.server.port} (health: /healthz, /readyz)`);

  const stop = async (signal: string) => {
    logger.info({ event: 'shutdown', signal }, 'shutting down');
    server.close();
    await reporting.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'report') {
  const code = await runCli(rest, {
    env: process.env,
    out: (t) => process.stdout.write(`${t}\n`),
    err: (t) => process.stderr.write(`${t}\n`),
  });
  process.exitCode = code;
} else {
  try {
    await serve(parseConfig(process.env));
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
}
