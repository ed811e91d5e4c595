/**
 * Command line of `npm run sandbox`: argv parsing and the start-up banner, kept pure so they
 * can be tested without starting a process. Settings come from argv only: by house rule only
 * src/config.ts reads the environment.
 */
import { parseArgs } from 'node:util';
import { clockOf, formatDate } from './calendar.js';
import { SANDBOX_DISCOVERIES, SANDBOX_PROPERTIES } from './catalog.js';
import { DEFAULT_DELAY, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './params.js';
import type { Sandbox, SandboxOptions } from './server.js';

/** Port used by `npm run sandbox` when --port is not given. */
export const DEFAULT_CLI_PORT = 4010;

/** Parsed command line. */
export interface CliSettings {
  help: boolean;
  options: SandboxOptions;
}

/** Usage text for --help and argument errors. */
export const USAGE = `Usage: npm run sandbox -- [options]

  --port <n>              port to listen on (default ${DEFAULT_CLI_PORT}; 0 = any free port)
  --key <text>            the API key the sandbox accepts (default sandbox-key)
  --key-header <name>     header that carries the key (default Authorization)
  --key-prefix <text>     text before the key in that header (default "Bearer "; "" for none)
  --seed <n>              data seed; same seed, same data (default 42)
  --now <date>            fixed "today", yyyy-MM-dd or an ISO instant with Z (default: real clock)
  --latency <ms>          delay added to every request (default 0)
  --error-rate <0..1>     share of requests answered 500, evenly spread (default 0)
  --signups-per-day <n>   fixed number of advocacy sign-ups per day
  --cache-responses <n>   remember up to n answers and resend them (benchmarks)
  --help                  show this text
`;

function integer(name: string, raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  const value = /^-?\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return value;
}

function instant(raw: string | undefined): Date | undefined {
  if (raw === undefined) return undefined;
  // A bare date means noon UTC of that day, so "today" is that date for any reader.
  const text = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw}T12:00:00Z` : raw;
  const date = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/.test(text) ? new Date(text) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw new Error('--now must be yyyy-MM-dd or an ISO instant ending in Z');
  return date;
}

/** Parses argv (without the node and script entries); throws an Error with a readable message. */
export function parseCli(argv: readonly string[]): CliSettings {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: 'string' },
      key: { type: 'string' },
      'key-header': { type: 'string' },
      'key-prefix': { type: 'string' },
      seed: { type: 'string' },
      now: { type: 'string' },
      latency: { type: 'string' },
      'error-rate': { type: 'string' },
      'signups-per-day': { type: 'string' },
      'cache-responses': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const errorRate = values['error-rate'] === undefined ? undefined : Number(values['error-rate']);
  if (errorRate !== undefined && !(errorRate >= 0 && errorRate <= 1)) throw new Error('--error-rate must be a number from 0 to 1');
  if (values.key === '') throw new Error('--key must not be empty');
  const signups = integer('signups-per-day', values['signups-per-day'], 0, 1_000_000);
  const options: SandboxOptions = {
    port: integer('port', values.port, 0, 65535) ?? DEFAULT_CLI_PORT,
    apiKey: values.key ?? 'sandbox-key',
    keyHeader: values['key-header'] ?? 'authorization',
    keyPrefix: values['key-prefix'] ?? 'Bearer ',
    seed: integer('seed', values.seed, -2147483648, 4294967295) ?? 42,
    faults: { latencyMs: integer('latency', values.latency, 0, 600_000) ?? 0, errorRate: errorRate ?? 0 },
  };
  const now = instant(values.now);
  if (now) options.now = now;
  if (signups !== undefined) options.volume = { signupsPerDay: signups };
  const cached = integer('cache-responses', values['cache-responses'], 0, 100_000);
  if (cached !== undefined) options.cacheResponses = cached;
  return { help: values.help === true, options };
}

/** "x-api-key" -> "X-Api-Key", as people write header names. */
function headerCase(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_m, dash: string, ch: string) => dash + ch.toUpperCase());
}

/** What a newcomer needs to see once the sandbox is up: where, which key, how to try it. */
export function banner(sandbox: Sandbox, options: SandboxOptions, realNow: Date = new Date()): string {
  const header = headerCase(sandbox.keyHeader);
  const credential = `${sandbox.keyPrefix}${sandbox.apiKey}`;
  const { today } = clockOf(options.now ?? realNow);
  const q = `startdate=${formatDate(today - 7)}&enddate=${formatDate(today - 1)}&pagesize=2`;
  const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const faults = options.faults ?? {};
  const lines = [
    `Reporting Data Service sandbox listening on ${sandbox.url}`,
    `  key       ${sandbox.apiKey}`,
    `  sent as   ${header}: ${credential}`,
    `  seed      ${options.seed ?? 42}    now: ${options.now ? options.now.toISOString() : 'real clock'} (days are UTC)`,
    `  faults    latency ${faults.latencyMs ?? 0} ms, error rate ${faults.errorRate ?? 0}` +
      (options.volume?.signupsPerDay !== undefined ? `, ${options.volume.signupsPerDay} sign-ups a day` : ''),
    `  paging    pagesize default ${DEFAULT_PAGE_SIZE}, max ${MAX_PAGE_SIZE}; sponsor delay default ${DEFAULT_DELAY}`,
    '  body flags isIncludeReservations, isIncludeRestricted, isIncludeGuests, isIncludeOptout default to false',
    `  properties ${SANDBOX_PROPERTIES.map((p) => `${p.slug} (${p.type})`).join(', ')}`,
    `  discoveries ${SANDBOX_DISCOVERIES.map((d) => d.slug).join(', ')}`,
    '',
    'Point the bot at it:',
    `  REPORTING_API_URL=${sandbox.url} REPORTING_API_KEY=${sandbox.apiKey} REPORTING_API_KEY_HEADER=${header} REPORTING_API_KEY_PREFIX=${quote(sandbox.keyPrefix)}`,
    'Try:',
    `  curl -s -X POST -H ${quote(`${header}: ${credential}`)} -H 'Content-Type: application/json' -d '{}' ${quote(`${sandbox.url}/v1/company/data/advocacy/signups?${q}`)}`,
    'Press Ctrl+C to stop.',
    '',
  ];
  return lines.join('\n');
}
