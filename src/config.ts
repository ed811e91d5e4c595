import { createHash, createHmac } from 'node:crypto';
import { blankToUndefined, envSchema } from './env-schema.js';

/**
 * Every setting of the bot, parsed from the environment in one place (the variables and
 * their validation are env-schema.ts). Nothing else reads `process.env`: `main.ts` calls
 * `parseConfig(process.env)` once and passes slices down. Each variable is documented in
 * `.env.example` and docs/configuration.md.
 */

/** The parsed settings, grouped by the part of the bot that uses them. */
export interface Config {
  env: 'development' | 'production' | 'test';
  /** `format`: JSON lines for log collectors, or one readable line per event for a terminal (`auto`: by whether it is one). */
  log: { level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'; format: 'auto' | 'json' | 'pretty' };
  server: { port: number };
  /** `url` unset means demo mode: an in-process sandbox service answers instead. */
  api: ReportingApiConfig;
  /**
   * `charts`: how PNG charts reach Slack: `upload` (private files of the workspace; three
   * upload calls before the message can show one) or `link` (SLACK_CHARTS=link: kept by the
   * bot and fetched by Slack from a signed link on PUBLIC_URL; no upload call).
   */
  slack: { botToken: string; signingSecret?: string; appToken?: string; apiUrl: string; charts: 'upload' | 'link' } | null;
  teams: TeamsConfig | null;
  /**
   * `explicit` is whether REDIS_URL was set: an explicit URL that does not answer stops the
   * bot, while the default one that does not answer means "run jobs inline, no schedules".
   * `prefix` starts every key the bot writes, so deployments can share one Redis: REDIS_PREFIX,
   * else `report-bot:<deploymentId>`. `deploymentId` names this deployment (see deploymentIdOf).
   */
  redis: { url: string; explicit: boolean; prefix: string; deploymentId: string; cluster: RedisClusterConfig | null };
  jobs: JobsConfig;
  /** `holidayCountry` (HOLIDAY_COUNTRY): whose holidays questions name ("over thanksgiving"). */
  reports: { timeZone: string; currency: string; holidayCountry: string };
  /** `off`: reports go out without charts (text, fields and tables only). */
  charts: { mode: 'local' | 'quickchart' | 'off'; quickchartUrl: string };
  sandbox: { apiKey: string };
  /** `token` (ADMIN_TOKEN) guards the queue dashboard at /admin/queues; unset turns it off. */
  admin: { token?: string };
  /**
   * Who may see what (docs/reports.md, Access). `defaultAccess` (ACCESS_DEFAULT): what a conversation
   * with no grant sees, everything (`all`, the default) or nothing (`none`). `adminUsers`
   * (ADMIN_USERS): user ids allowed to change access on every platform, the preview page and
   * the CLI. `teamsAdminIds` (TEAMS_ADMIN_IDS): Teams users (AAD object ids) allowed to; Slack
   * workspace admins and owners always are.
   */
  access: { defaultAccess: 'all' | 'none'; adminUsers: string[]; teamsAdminIds: string[] };
  /**
   * What this process runs: `all` (receivers and a worker), `web` (receivers and the HTTP
   * server; only enqueues) or `worker` (jobs only; health and metrics still served).
   */
  role: 'all' | 'web' | 'worker';
  /**
   * Where a `ROLE=all` process makes its reports (WORKER_THREAD): `auto` in a worker thread
   * when jobs run on Redis and the preview page is not shown (adapters/ops/roles.ts), so the
   * receivers' event loop stays free for acks; `off` on the main thread, as before.
   */
  workerThread: 'auto' | 'off';
  /** The local preview page: `on`, `off`, or `auto` (PREVIEW unset: on when no chat platform is set up). */
  preview: 'on' | 'off' | 'auto';
  /** Signed links to the bot: Teams' and the preview page's Download CSV (see LinksConfig). */
  links: LinksConfig;
}

/**
 * Links the bot hands out to itself. `publicUrl` (PUBLIC_URL) is where a user's browser
 * reaches the bot, by default `http://localhost:<PORT>/`, the preview page's own address.
 * `signingSecret` signs them: LINK_SIGNING_SECRET; else derived (HMAC-SHA256, one way) from
 * REPORTING_API_KEY, which every process of a deployment has and which already opens the data
 * a link could ask for, so a deployment needs no new secret and a link never grants more than
 * the key; in demo mode (no REPORTING_API_URL) from SANDBOX_API_KEY: sample data only.
 */
export interface LinksConfig {
  publicUrl: string;
  /** Whether PUBLIC_URL was set, or `publicUrl` is the local default (reached from this machine only). */
  publicUrlFrom: 'setting' | 'default';
  signingSecret: string;
  /** Whether the secret was set or derived, for the start-up log. */
  secretFrom: 'setting' | 'derived';
}

/** The Teams bot's identity and the Microsoft cloud it lives in (set when MICROSOFT_APP_ID is). */
export interface TeamsConfig {
  appId: string;
  appPassword?: string;
  tenantId?: string;
  appType: 'MultiTenant' | 'SingleTenant' | 'UserAssignedMsi';
  /**
   * Which Bot Framework cloud signs the requests and issues the bot's own tokens (MICROSOFT_CLOUD):
   * `public` (Azure), `usgov` (Azure Government) or `china` (Azure operated by 21Vianet).
   */
  cloud: 'public' | 'usgov' | 'china';
  /**
   * Overrides of the cloud's endpoints, for a private cloud: where the signing keys are
   * published (MICROSOFT_OPENID_METADATA_URL), the `iss` every request's token must carry
   * (MICROSOFT_TOKEN_ISSUER), and the login authority the bot asks for its own tokens
   * (MICROSOFT_LOGIN_URL, tenant included). Unset: the cloud's own.
   */
  openIdMetadataUrl?: string;
  tokenIssuer?: string;
  loginUrl?: string;
}

/** A Redis Cluster (REDIS_CLUSTER_NODES): used instead of REDIS_URL; the prefix is then a hash tag. */
export interface RedisClusterConfig {
  nodes: { host: string; port: number }[];
  password?: string;
  tls: boolean;
}

/** The job queue's settings (see jobs/). */
export interface JobsConfig {
  /** Jobs a worker process runs at once. */
  concurrency: number;
  /** Tries of a job in all, for retryable failures only. */
  attempts: number;
  /** First retry delay; doubles each attempt, with jitter. */
  backoffMs: number;
  /** How long identical API answers are shared between jobs; 0 turns the Redis cache off. */
  sharedFetchTtlSeconds: number;
  /** How long a shutdown waits for running jobs before releasing them. */
  shutdownTimeoutMs: number;
}

/** The slice the Reporting Data Service client needs. */
export interface ReportingApiConfig {
  url?: string;
  key?: string;
  keyHeader: string;
  keyPrefix: string;
  pageConcurrency: number;
  connectTimeoutMs: number;
  timeoutMs: number;
  retries: number;
  includeRestricted: boolean;
  includeOptout: boolean;
}

/** Thrown by `parseConfig`; `problems` has one line per bad variable, ready to print. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee .env.example for every setting.`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws `ConfigError` listing every invalid or missing variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'environment');
      const shown = typeof env[name] === 'string' && !isSecret(name) ? ` (got "${env[name]}")` : '';
      problems.push(`${name} ${issue.message}${shown}`);
    }
    throw new ConfigError(problems);
  }
  const e = parsed.data;

  if (e.SLACK_BOT_TOKEN && !e.SLACK_SIGNING_SECRET && !e.SLACK_APP_TOKEN) {
    problems.push('SLACK_SIGNING_SECRET is required with SLACK_BOT_TOKEN (or set SLACK_APP_TOKEN for Socket Mode)');
  }
  if (!e.SLACK_BOT_TOKEN && (e.SLACK_SIGNING_SECRET || e.SLACK_APP_TOKEN)) {
    problems.push('SLACK_BOT_TOKEN is required when other SLACK_ settings are set');
  }
  if (e.MICROSOFT_APP_ID && e.MICROSOFT_APP_TYPE !== 'UserAssignedMsi' && !e.MICROSOFT_APP_PASSWORD) {
    problems.push(`MICROSOFT_APP_PASSWORD is required with MICROSOFT_APP_ID for ${e.MICROSOFT_APP_TYPE} bots`);
  }
  if (e.MICROSOFT_APP_ID && e.MICROSOFT_APP_TYPE !== 'MultiTenant' && !e.MICROSOFT_APP_TENANT_ID) {
    problems.push(`MICROSOFT_APP_TENANT_ID is required for ${e.MICROSOFT_APP_TYPE} bots`);
  }
  if (
    !e.MICROSOFT_APP_ID &&
    (e.MICROSOFT_APP_PASSWORD || e.MICROSOFT_APP_TENANT_ID || e.MICROSOFT_OPENID_METADATA_URL || e.MICROSOFT_TOKEN_ISSUER || e.MICROSOFT_LOGIN_URL)
  ) {
    problems.push('MICROSOFT_APP_ID is required when other MICROSOFT_ settings are set');
  }
  if (e.REPORTING_API_URL && !e.REPORTING_API_KEY) {
    problems.push('REPORTING_API_KEY is required with REPORTING_API_URL');
  }
  if (e.REDIS_CLUSTER_NODES && e.REDIS_PREFIX && !/^\{.*\}$/.test(e.REDIS_PREFIX)) {
    problems.push(
      `REDIS_PREFIX must be in braces with REDIS_CLUSTER_NODES, for example {${e.REDIS_PREFIX}}, so each queue's keys share one cluster slot`,
    );
  }
  if (!e.REDIS_CLUSTER_NODES && (e.REDIS_CLUSTER_PASSWORD || blankToUndefined(env.REDIS_CLUSTER_TLS) !== undefined)) {
    problems.push('REDIS_CLUSTER_NODES is required when other REDIS_CLUSTER_ settings are set');
  }
  if (e.MICROSOFT_APP_ID && e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    problems.push(
      "PUBLIC_URL is required with MICROSOFT_APP_ID in production: Teams' Download CSV links point there (the https address Teams reaches the bot at, for example https://bot.example.com/)",
    );
  }
  if (e.SLACK_CHARTS === 'link' && !e.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL is required with SLACK_CHARTS=link: Slack fetches the chart images from the bot there (the https address Slack reaches the bot at, for example https://bot.example.com/)',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const cluster: RedisClusterConfig | null = e.REDIS_CLUSTER_NODES
    ? {
        nodes: e.REDIS_CLUSTER_NODES.split(',').map((seed) => {
          const at = seed.trim().lastIndexOf(':');
          return {
            host: seed
              .trim()
              .slice(0, at)
              .replace(/^\[|\]$/g, ''),
            port: Number(seed.trim().slice(at + 1)),
          };
        }),
        password: e.REDIS_CLUSTER_PASSWORD,
        tls: e.REDIS_CLUSTER_TLS,
      }
    : null;

  return {
    env: e.NODE_ENV,
    log: { level: e.LOG_LEVEL, format: e.LOG_FORMAT },
    server: { port: e.PORT },
    api: {
      url: e.REPORTING_API_URL,
      key: e.REPORTING_API_KEY,
      keyHeader: e.REPORTING_API_KEY_HEADER,
      keyPrefix: e.REPORTING_API_KEY_PREFIX,
      pageConcurrency: e.REPORTING_API_PAGE_CONCURRENCY,
      connectTimeoutMs: e.REPORTING_API_CONNECT_TIMEOUT_MS,
      timeoutMs: e.REPORTING_API_TIMEOUT_MS,
      retries: e.REPORTING_API_RETRIES,
      includeRestricted: e.REPORTING_INCLUDE_RESTRICTED,
      includeOptout: e.REPORTING_INCLUDE_OPTOUT,
    },
    slack: e.SLACK_BOT_TOKEN
      ? {
          botToken: e.SLACK_BOT_TOKEN,
          signingSecret: e.SLACK_SIGNING_SECRET,
          appToken: e.SLACK_APP_TOKEN,
          apiUrl: e.SLACK_API_URL,
          charts: e.SLACK_CHARTS,
        }
      : null,
    teams: e.MICROSOFT_APP_ID
      ? {
          appId: e.MICROSOFT_APP_ID,
          appPassword: e.MICROSOFT_APP_PASSWORD,
          tenantId: e.MICROSOFT_APP_TENANT_ID,
          appType: e.MICROSOFT_APP_TYPE,
          cloud: e.MICROSOFT_CLOUD,
          openIdMetadataUrl: e.MICROSOFT_OPENID_METADATA_URL,
          tokenIssuer: e.MICROSOFT_TOKEN_ISSUER,
          loginUrl: e.MICROSOFT_LOGIN_URL?.replace(/\/+$/, ''),
        }
      : null,
    redis: (() => {
      const deploymentId = deploymentIdOf(e.DEPLOYMENT_ID, e.SLACK_BOT_TOKEN, e.MICROSOFT_APP_ID);
      // On a cluster the default prefix is a hash tag: every key of the queue in one slot, as BullMQ needs.
      const prefix = e.REDIS_PREFIX ?? (cluster ? `{${DEFAULT_PREFIX_BASE}:${deploymentId}}` : `${DEFAULT_PREFIX_BASE}:${deploymentId}`);
      // A cluster that was named must answer, as an explicit REDIS_URL must.
      return { url: e.REDIS_URL, explicit: blankToUndefined(env.REDIS_URL) !== undefined || cluster !== null, prefix, deploymentId, cluster };
    })(),
    jobs: {
      concurrency: e.WORKER_CONCURRENCY,
      attempts: e.JOB_ATTEMPTS,
      backoffMs: e.JOB_BACKOFF_MS,
      sharedFetchTtlSeconds: e.SHARED_FETCH_TTL_SECONDS,
      shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    },
    reports: { timeZone: e.REPORT_TIMEZONE, currency: e.REPORT_CURRENCY, holidayCountry: e.HOLIDAY_COUNTRY },
    charts: { mode: e.CHARTS, quickchartUrl: e.QUICKCHART_URL },
    sandbox: { apiKey: e.SANDBOX_API_KEY },
    admin: { token: e.ADMIN_TOKEN },
    access: { defaultAccess: e.ACCESS_DEFAULT, adminUsers: idList(e.ADMIN_USERS), teamsAdminIds: idList(e.TEAMS_ADMIN_IDS) },
    role: e.ROLE,
    workerThread: e.WORKER_THREAD,
    preview: e.PREVIEW,
    links: {
      publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}/`,
      publicUrlFrom: e.PUBLIC_URL ? 'setting' : 'default',
      signingSecret:
        e.LINK_SIGNING_SECRET ??
        createHmac('sha256', e.REPORTING_API_KEY ?? e.SANDBOX_API_KEY)
          .update('report-bot download links')
          .digest('hex'),
      secretFrom: e.LINK_SIGNING_SECRET ? 'setting' : 'derived',
    },
  };
}

/** `U1, U2` -> ['U1', 'U2']: ids separated by commas or spaces. */
function idList(value: string | undefined): string[] {
  return (value ?? '').split(/[\s,]+/).filter((id) => id.length > 0);
}

/** The default REDIS_PREFIX is this, a colon and the deployment id. */
export const DEFAULT_PREFIX_BASE = 'report-bot';

/**
 * What every report is made with, as the settings give it: the currency and zone of the
 * figures, and whether restricted and opted-out people count. The worker, a web process's
 * links and the command line make their reports with the same.
 */
export function reportSettings(config: Pick<Config, 'reports' | 'api'>): {
  currency: string;
  timeZone: string;
  includeRestricted: boolean;
  includeOptout: boolean;
} {
  return {
    currency: config.reports.currency,
    timeZone: config.reports.timeZone,
    includeRestricted: config.api.includeRestricted,
    includeOptout: config.api.includeOptout,
  };
}

/**
 * Which deployment this is, so two of them on one Redis (staging and production, a local
 * try-out and the production bot) never share a queue: DEPLOYMENT_ID; else from the chat
 * credentials, `slack-<hash of the bot token>` or `teams-<hash of the app id>` (12 hex digits
 * of a SHA-256: the same bot gets the same id on every start, and the token cannot be read
 * back from it); else `local` (no chat platform: a try-out on this machine).
 */
export function deploymentIdOf(explicit: string | undefined, slackBotToken: string | undefined, teamsAppId: string | undefined): string {
  if (explicit) return explicit;
  const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);
  if (slackBotToken) return `slack-${hash(slackBotToken)}`;
  if (teamsAppId) return `teams-${hash(teamsAppId)}`;
  return 'local';
}

function isSecret(name: string): boolean {
  // REDIS_URL may carry a password in its userinfo part.
  if (name === 'REDIS_URL') return true;
  return /KEY|TOKEN|SECRET|PASSWORD/.test(name) && name !== 'REPORTING_API_KEY_HEADER' && name !== 'REPORTING_API_KEY_PREFIX';
}
