/**
 * The environment variables the bot reads, as one zod schema: each variable's validation, its
 * default and the sentence a bad value gets. `parseConfig` (config.ts) turns what this schema
 * accepts into the `Config` the bot uses; each variable is documented in `.env.example` and
 * docs/configuration.md (test/docs/configuration.test.ts holds the three to the same names).
 */
import { z } from 'zod';
import { isHolidayCountry } from './query/reader/holidays.js';
import { canonicalTimeZone } from './query/calendar.js';

export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());

const boolFlag = (fallback: boolean) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(v), {
        message: 'must be true or false',
      })
      .transform((v) => ['true', '1', 'yes', 'on'].includes(v))
      .optional()
      .transform((v) => v ?? fallback),
  );

const intSetting = (fallback: number, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d+$/, { message: `must be a whole number from ${min} to ${max}` })
      .transform(Number)
      .refine((n) => n >= min && n <= max, { message: `must be a whole number from ${min} to ${max}` })
      .optional()
      .transform((v) => v ?? fallback),
  );

const httpUrl = (what: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          const u = new URL(v);
          return u.protocol === 'http:' || u.protocol === 'https:';
        } catch {
          return false;
        }
      },
      { message: `must be an http(s) URL, for example ${what}` },
    );

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** Where the bot looks for Redis when REDIS_URL is not set. */
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export const envSchema = z.object({
  NODE_ENV: z.preprocess(
    blankToUndefined,
    z.enum(['development', 'production', 'test'], { message: 'must be development, production or test' }).default('development'),
  ),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
  LOG_FORMAT: z.preprocess(
    blankToUndefined,
    z
      .enum(['auto', 'json', 'pretty'], { message: 'must be auto, json or pretty (auto, the default: pretty in a terminal, JSON otherwise)' })
      .default('auto'),
  ),
  PORT: intSetting(3000, 1, 65535),

  REPORTING_API_URL: z.preprocess(blankToUndefined, httpUrl('https://reports.example.com').optional()),
  REPORTING_API_KEY: optionalText,
  REPORTING_API_KEY_HEADER: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, { message: 'must be an HTTP header name such as Authorization or X-Api-Key' })
      .default('Authorization'),
  ),
  // Not trimmed: the space in the default "Bearer " is meaningful. An explicitly empty
  // value means "send the bare key".
  REPORTING_API_KEY_PREFIX: z.string().default('Bearer '),
  REPORTING_API_PAGE_CONCURRENCY: intSetting(4, 1, 32),
  REPORTING_API_CONNECT_TIMEOUT_MS: intSetting(5_000, 100, 120_000),
  REPORTING_API_TIMEOUT_MS: intSetting(15_000, 100, 300_000),
  REPORTING_API_RETRIES: intSetting(3, 0, 10),
  REPORTING_INCLUDE_RESTRICTED: boolFlag(false),
  REPORTING_INCLUDE_OPTOUT: boolFlag(false),

  SLACK_BOT_TOKEN: z.preprocess(
    blankToUndefined,
    z.string().trim().startsWith('xoxb-', { message: 'must be a bot token starting with xoxb-' }).optional(),
  ),
  SLACK_SIGNING_SECRET: optionalText,
  SLACK_APP_TOKEN: z.preprocess(
    blankToUndefined,
    z.string().trim().startsWith('xapp-', { message: 'must be an app-level token starting with xapp-' }).optional(),
  ),
  SLACK_API_URL: z.preprocess(blankToUndefined, httpUrl('https://slack.com/api/').default('https://slack.com/api/')),
  SLACK_CHARTS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['upload', 'link'], { message: 'must be upload or link' }))
      .default('upload'),
  ),

  MICROSOFT_APP_ID: optionalText,
  MICROSOFT_APP_PASSWORD: optionalText,
  MICROSOFT_APP_TENANT_ID: optionalText,
  MICROSOFT_APP_TYPE: z.preprocess(
    blankToUndefined,
    z
      .enum(['MultiTenant', 'SingleTenant', 'UserAssignedMsi'], { message: 'must be MultiTenant, SingleTenant or UserAssignedMsi' })
      .default('MultiTenant'),
  ),
  MICROSOFT_CLOUD: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['public', 'usgov', 'china'], { message: 'must be public, usgov or china' }))
      .default('public'),
  ),
  MICROSOFT_OPENID_METADATA_URL: z.preprocess(
    blankToUndefined,
    httpUrl('https://login.botframework.com/v1/.well-known/openidconfiguration').optional(),
  ),
  MICROSOFT_TOKEN_ISSUER: optionalText,
  MICROSOFT_LOGIN_URL: z.preprocess(blankToUndefined, httpUrl('https://login.microsoftonline.com/botframework.com').optional()),

  REDIS_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^rediss?:\/\/.+/, { message: 'must be a redis:// or rediss:// URL, for example redis://127.0.0.1:6379' })
      .default(DEFAULT_REDIS_URL),
  ),
  REDIS_PREFIX: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      // Braces allowed around the whole prefix: `{report-bot}` is a Redis Cluster hash tag,
      // which keeps every key of the queue in one slot as BullMQ requires there.
      // Colons too: the default, `report-bot:<deployment id>`, has one.
      .regex(/^(?=.{1,64}$)(\{[A-Za-z0-9_.:-]+\}|[A-Za-z0-9_.:-]+)$/, {
        message: 'must be 1 to 64 letters, digits, dots, colons, dashes or underscores, optionally in braces ({report-bot}) for Redis Cluster',
      })
      .optional(),
  ),
  REDIS_CLUSTER_NODES: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9.:[\]_-]+:\d{1,5}(\s*,\s*[A-Za-z0-9.:[\]_-]+:\d{1,5})*$/, {
        message: 'must be comma-separated host:port seeds of a Redis Cluster, for example 10.0.0.1:6379,10.0.0.2:6379',
      })
      .optional(),
  ),
  REDIS_CLUSTER_PASSWORD: optionalText,
  REDIS_CLUSTER_TLS: boolFlag(false),
  DEPLOYMENT_ID: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.-]{1,40}$/, { message: 'must be 1 to 40 letters, digits, dots, dashes or underscores, for example production or staging' })
      .optional(),
  ),
  WORKER_CONCURRENCY: intSetting(8, 1, 64),
  JOB_ATTEMPTS: intSetting(4, 1, 10),
  JOB_BACKOFF_MS: intSetting(2_000, 100, 600_000),
  SHARED_FETCH_TTL_SECONDS: intSetting(300, 0, 3_600),
  SHUTDOWN_TIMEOUT_SECONDS: intSetting(25, 1, 300),

  REPORT_TIMEZONE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine((tz) => canonicalTimeZone(tz) !== null, { message: 'must be an IANA timezone such as UTC, Europe/Berlin or America/New_York' })
      .default('UTC'),
  ),
  REPORT_CURRENCY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toUpperCase()
      .refine((c) => CURRENCIES.has(c), { message: 'must be an ISO 4217 currency code such as USD, EUR or GBP' })
      .default('USD'),
  ),
  HOLIDAY_COUNTRY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toUpperCase()
      .refine((c) => isHolidayCountry(c), { message: 'must be an ISO 3166 country code with a holiday calendar, such as US, CA or GB' })
      .default('US'),
  ),

  CHARTS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['local', 'quickchart', 'off'], { message: 'must be local, quickchart or off' }))
      .default('local'),
  ),
  QUICKCHART_URL: z.preprocess(blankToUndefined, httpUrl('https://quickchart.io').default('https://quickchart.io')),

  SANDBOX_API_KEY: z.preprocess(blankToUndefined, z.string().default('sandbox-key')),

  ADMIN_TOKEN: z.preprocess(
    blankToUndefined,
    z.string().trim().min(16, { message: 'must be at least 16 characters (it guards the queue dashboard)' }).optional(),
  ),
  ROLE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['all', 'web', 'worker'], { message: 'must be all, web or worker' }))
      .default('all'),
  ),
  WORKER_THREAD: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(
        z.enum(['auto', 'off'], { message: 'must be auto or off (auto, the default: with ROLE=all and Redis, reports are made in a worker thread)' }),
      )
      .default('auto'),
  ),
  ACCESS_DEFAULT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['all', 'none'], { message: 'must be all or none' }))
      .default('all'),
  ),
  ADMIN_USERS: optionalText,
  TEAMS_ADMIN_IDS: optionalText,
  PUBLIC_URL: z.preprocess(blankToUndefined, httpUrl('https://bot.example.com/').optional()),
  LINK_SIGNING_SECRET: z.preprocess(
    blankToUndefined,
    z.string().trim().min(32, { message: 'must be at least 32 characters (it signs the Download CSV links)' }).optional(),
  ),
  PREVIEW: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['on', 'off', 'auto'], { message: 'must be on, off or auto (auto, the default: on when no chat platform is set up)' }))
      .default('auto'),
  ),
});
