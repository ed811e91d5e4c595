import { pino, type Logger, type LevelWithSilent } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

/**
 * Paths pino censors wherever they appear (one level of nesting is enough for our log
 * events, which are flat objects with a few nested fields). Tokens, keys and secrets never
 * reach a log line, and neither do personal fields if a record slips into one by mistake.
 */
export const REDACT_PATHS = [
  'apiKey',
  '*.apiKey',
  'key',
  '*.key',
  'token',
  '*.token',
  'password',
  '*.password',
  'secret',
  '*.secret',
  'authorization',
  '*.authorization',
  'headers.authorization',
  'headers["x-api-key"]',
  'botToken',
  '*.botToken',
  'signingSecret',
  '*.signingSecret',
  'appToken',
  '*.appToken',
  'appPassword',
  '*.appPassword',
  'adminToken',
  '*.adminToken',
  'email',
  '*.email',
  'phone',
  '*.phone',
  'last',
  '*.last',
];

/**
 * Creates the process logger. `destination` lets tests capture lines. `pretty` writes one
 * readable line per event (time, level, the message) for a person at a terminal; the
 * event's fields stay in the JSON lines a log collector gets.
 */
export function createLogger(opts: { level: LevelWithSilent; name?: string; pretty?: boolean }, destination?: pino.DestinationStream): Logger {
  if (opts.pretty) {
    const colorize = !destination && process.stdout.isTTY === true;
    destination = pretty({
      destination: destination ?? 1,
      sync: true,
      hideObject: true,
      ignore: 'pid,hostname,name',
      translateTime: 'SYS:HH:MM:ss',
      colorize,
    });
  }
  // Written at once, as the worker thread's are (worker-thread.ts): pino's own stdout stream
  // writes asynchronously and its flush does not wait for a write under way, so the thread's
  // `jobs_stopped` could reach stdout before the `shutdown` line logged before it.
  destination ??= pino.destination({ dest: 1, sync: true });
  return pino(
    {
      name: opts.name ?? 'report-bot',
      level: opts.level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
