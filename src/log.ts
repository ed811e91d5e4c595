import { pino, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

/**
 * Paths pino censors wherever they appear (one level of nesting is enough for our log
 * events, which are flat objects with a few nested fields). Tokens, keys and secrets never
 * reach a log line, and neither do personal fields if a record slips into one by mistake.
 */
export const REDACT_PATHS = [
  'apiKey', '*.apiKey', 'key', '*.key', 'token', '*.token', 'password', '*.password', 'secret', '*.secret',
  'authorization', '*.authorization', 'headers.authorization', 'headers["x-api-key"]',
  'botToken', '*.botToken', 'signingSecret', '*.signingSecret', 'appToken', '*.appToken', 'appPassword', '*.appPassword',
  'adminToken', '*.adminToken',
  'email', '*.email', 'phone', '*.phone', 'last', '*.last',
];

/** Creates the process logger. `destination` lets tests capture lines. */
export function createLogger(
  opts: { level: LevelWithSilent; name?: string },
  destination?: pino.DestinationStream,
): Logger {
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
