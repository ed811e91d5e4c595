import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../src/config.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('parseConfig', () => {
  it('runs on an empty environment with safe defaults', () => {
    const c = parseConfig({});
    expect(c.server.port).toBe(3000);
    expect(c.api.url).toBeUndefined();
    expect(c.api.keyHeader).toBe('Authorization');
    expect(c.api.keyPrefix).toBe('Bearer ');
    expect(c.api.pageConcurrency).toBe(4);
    expect(c.api.includeRestricted).toBe(false);
    expect(c.api.includeOptout).toBe(false);
    expect(c.slack).toBeNull();
    expect(c.teams).toBeNull();
    expect(c.redis.url).toBe('redis://127.0.0.1:6379');
    expect(c.reports).toEqual({ timeZone: 'UTC', currency: 'USD', holidayCountry: 'US' });
    expect(c.charts).toEqual({ mode: 'local', quickchartUrl: 'https://quickchart.io' });
    // No chat platform: a local try-out, on keys of its own.
    expect(c.redis).toEqual({ url: 'redis://127.0.0.1:6379', explicit: false, prefix: 'report-bot:local', deploymentId: 'local', cluster: null });
    expect(c.jobs).toEqual({ concurrency: 8, attempts: 4, backoffMs: 2000, sharedFetchTtlSeconds: 300, shutdownTimeoutMs: 25_000 });
    // Existing installs keep working: a conversation without a grant sees everything.
    expect(c.access).toEqual({ defaultAccess: 'all', adminUsers: [], teamsAdminIds: [] });
  });

  it('reads access: the default, and admin ids separated by commas or spaces', () => {
    const c = parseConfig({
      ACCESS_DEFAULT: ' None ',
      ADMIN_USERS: 'U01, U02,,U03',
      TEAMS_ADMIN_IDS: '00000000-0000-0000-0000-0000000000b0 00000000-0000-0000-0000-0000000000b1',
    });
    expect(c.access).toEqual({
      defaultAccess: 'none',
      adminUsers: ['U01', 'U02', 'U03'],
      teamsAdminIds: ['00000000-0000-0000-0000-0000000000b0', '00000000-0000-0000-0000-0000000000b1'],
    });
  });

  describe('the deployment and its key prefix', () => {
    const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);
    const slack = { SLACK_BOT_TOKEN: 'xoxb-123-secret', SLACK_SIGNING_SECRET: 's' };

    it('takes DEPLOYMENT_ID, and the prefix follows it', () => {
      expect(parseConfig({ DEPLOYMENT_ID: 'staging', ...slack }).redis).toMatchObject({ deploymentId: 'staging', prefix: 'report-bot:staging' });
    });

    it('derives the id of a Slack bot from a hash of its token, never the token', () => {
      const { deploymentId, prefix } = parseConfig(slack).redis;
      expect(deploymentId).toBe(`slack-${sha('xoxb-123-secret')}`);
      expect(prefix).toBe(`report-bot:slack-${sha('xoxb-123-secret')}`);
      expect(prefix).not.toContain('secret');
      // Another bot, another queue.
      expect(parseConfig({ ...slack, SLACK_BOT_TOKEN: 'xoxb-456-other' }).redis.prefix).not.toBe(prefix);
    });

    it('derives the id of a Teams bot from a hash of its app id', () => {
      expect(parseConfig({ MICROSOFT_APP_ID: 'app-1', MICROSOFT_APP_PASSWORD: 'p' }).redis.deploymentId).toBe(`teams-${sha('app-1')}`);
    });

    it('on a Redis Cluster, makes the default prefix a hash tag and wants an explicit one in braces', () => {
      const cluster = parseConfig({
        REDIS_CLUSTER_NODES: '10.0.0.1:7000, 10.0.0.2:7001',
        REDIS_CLUSTER_PASSWORD: 'pw',
        DEPLOYMENT_ID: 'production',
      }).redis;
      expect(cluster).toMatchObject({
        prefix: '{report-bot:production}',
        explicit: true,
        cluster: {
          nodes: [
            { host: '10.0.0.1', port: 7000 },
            { host: '10.0.0.2', port: 7001 },
          ],
          password: 'pw',
          tls: false,
        },
      });
      expect(problemsOf({ REDIS_CLUSTER_NODES: '10.0.0.1:7000', REDIS_PREFIX: 'bot' })).toEqual([
        "REDIS_PREFIX must be in braces with REDIS_CLUSTER_NODES, for example {bot}, so each queue's keys share one cluster slot",
      ]);
      expect(problemsOf({ REDIS_CLUSTER_NODES: '10.0.0.1' })).toEqual([
        'REDIS_CLUSTER_NODES must be comma-separated host:port seeds of a Redis Cluster, for example 10.0.0.1:6379,10.0.0.2:6379 (got "10.0.0.1")',
      ]);
      // A secret: never echoed.
      expect(problemsOf({ REDIS_CLUSTER_PASSWORD: 'pw' })).toEqual(['REDIS_CLUSTER_NODES is required when other REDIS_CLUSTER_ settings are set']);
    });

    it('lets an explicit REDIS_PREFIX win', () => {
      expect(parseConfig({ REDIS_PREFIX: 'bot-eu', DEPLOYMENT_ID: 'production' }).redis).toMatchObject({
        prefix: 'bot-eu',
        deploymentId: 'production',
      });
    });
  });

  it.each([
    [{ PORT: '8080' }, (c: ReturnType<typeof parseConfig>) => c.server.port, 8080],
    [{ PORT: ' 8080 ' }, (c: ReturnType<typeof parseConfig>) => c.server.port, 8080],
    [{ PORT: '' }, (c: ReturnType<typeof parseConfig>) => c.server.port, 3000],
    [{ REPORT_TIMEZONE: 'Europe/Berlin' }, (c: ReturnType<typeof parseConfig>) => c.reports.timeZone, 'Europe/Berlin'],
    [{ REPORT_CURRENCY: 'eur' }, (c: ReturnType<typeof parseConfig>) => c.reports.currency, 'EUR'],
    [{ CHARTS: 'QuickChart' }, (c: ReturnType<typeof parseConfig>) => c.charts.mode, 'quickchart'],
    [{ CHARTS: 'off' }, (c: ReturnType<typeof parseConfig>) => c.charts.mode, 'off'],
    [{ REPORTING_INCLUDE_RESTRICTED: 'yes' }, (c: ReturnType<typeof parseConfig>) => c.api.includeRestricted, true],
    [{ REPORTING_INCLUDE_OPTOUT: '0' }, (c: ReturnType<typeof parseConfig>) => c.api.includeOptout, false],
    [{ REPORTING_API_KEY_PREFIX: '' }, (c: ReturnType<typeof parseConfig>) => c.api.keyPrefix, ''],
    [{ REPORTING_API_KEY_HEADER: 'X-Api-Key' }, (c: ReturnType<typeof parseConfig>) => c.api.keyHeader, 'X-Api-Key'],
    [
      { REPORTING_API_URL: 'https://reports.example.com/base', REPORTING_API_KEY: 'k' },
      (c: ReturnType<typeof parseConfig>) => c.api.url,
      'https://reports.example.com/base',
    ],
    [{ SLACK_BOT_TOKEN: 'xoxb-1', SLACK_SIGNING_SECRET: 's' }, (c: ReturnType<typeof parseConfig>) => c.slack?.apiUrl, 'https://slack.com/api/'],
    [{ SLACK_BOT_TOKEN: 'xoxb-1', SLACK_APP_TOKEN: 'xapp-1' }, (c: ReturnType<typeof parseConfig>) => c.slack?.appToken, 'xapp-1'],
    [{ MICROSOFT_APP_ID: 'id', MICROSOFT_APP_PASSWORD: 'pw' }, (c: ReturnType<typeof parseConfig>) => c.teams?.appType, 'MultiTenant'],
    [
      { MICROSOFT_APP_ID: 'id', MICROSOFT_APP_TYPE: 'UserAssignedMsi', MICROSOFT_APP_TENANT_ID: 't' },
      (c: ReturnType<typeof parseConfig>) => c.teams?.appType,
      'UserAssignedMsi',
    ],
    [
      { MICROSOFT_APP_ID: 'id', MICROSOFT_APP_PASSWORD: 'pw' },
      (c: ReturnType<typeof parseConfig>) => [c.teams?.cloud, c.teams?.openIdMetadataUrl, c.teams?.tokenIssuer, c.teams?.loginUrl],
      ['public', undefined, undefined, undefined],
    ],
    [
      { MICROSOFT_APP_ID: 'id', MICROSOFT_APP_PASSWORD: 'pw', MICROSOFT_CLOUD: 'USGov', MICROSOFT_LOGIN_URL: 'https://login.example.net/tenant/' },
      (c: ReturnType<typeof parseConfig>) => [c.teams?.cloud, c.teams?.loginUrl],
      ['usgov', 'https://login.example.net/tenant'],
    ],
    [
      { REDIS_URL: 'redis://cache:6380/2' },
      (c: ReturnType<typeof parseConfig>) => c.redis,
      { url: 'redis://cache:6380/2', explicit: true, prefix: 'report-bot:local', deploymentId: 'local', cluster: null },
    ],
    [{ REDIS_URL: ' ' }, (c: ReturnType<typeof parseConfig>) => c.redis.explicit, false],
    [{ REDIS_PREFIX: 'bot-eu' }, (c: ReturnType<typeof parseConfig>) => c.redis.prefix, 'bot-eu'],
    [{ WORKER_CONCURRENCY: '32' }, (c: ReturnType<typeof parseConfig>) => c.jobs.concurrency, 32],
    [{ JOB_ATTEMPTS: '1' }, (c: ReturnType<typeof parseConfig>) => c.jobs.attempts, 1],
    [{ JOB_BACKOFF_MS: '500' }, (c: ReturnType<typeof parseConfig>) => c.jobs.backoffMs, 500],
    [{ SHARED_FETCH_TTL_SECONDS: '0' }, (c: ReturnType<typeof parseConfig>) => c.jobs.sharedFetchTtlSeconds, 0],
    [{ SHUTDOWN_TIMEOUT_SECONDS: '10' }, (c: ReturnType<typeof parseConfig>) => c.jobs.shutdownTimeoutMs, 10_000],
    [{ REDIS_PREFIX: '{report-bot}' }, (c: ReturnType<typeof parseConfig>) => c.redis.prefix, '{report-bot}'],
    [{}, (c: ReturnType<typeof parseConfig>) => [c.role, c.preview, c.admin], ['all', 'auto', { token: undefined }]],
    [{ ROLE: 'Worker' }, (c: ReturnType<typeof parseConfig>) => c.role, 'worker'],
    [{ ROLE: 'web' }, (c: ReturnType<typeof parseConfig>) => c.role, 'web'],
    [{ ROLE: ' ' }, (c: ReturnType<typeof parseConfig>) => c.role, 'all'],
    [{}, (c: ReturnType<typeof parseConfig>) => c.workerThread, 'auto'],
    [{ WORKER_THREAD: ' OFF ' }, (c: ReturnType<typeof parseConfig>) => c.workerThread, 'off'],
    [{ PREVIEW: 'ON' }, (c: ReturnType<typeof parseConfig>) => c.preview, 'on'],
    [{ PREVIEW: 'off' }, (c: ReturnType<typeof parseConfig>) => c.preview, 'off'],
    [{ PREVIEW: '' }, (c: ReturnType<typeof parseConfig>) => c.preview, 'auto'],
    [{ PREVIEW: 'Auto' }, (c: ReturnType<typeof parseConfig>) => c.preview, 'auto'],
    [{ ADMIN_TOKEN: ' 0123456789abcdef ' }, (c: ReturnType<typeof parseConfig>) => c.admin.token, '0123456789abcdef'],
    // Download CSV links: the local page's own address unless PUBLIC_URL says where the bot is reached.
    [{}, (c: ReturnType<typeof parseConfig>) => c.links.publicUrl, 'http://localhost:3000/'],
    [{ PORT: '8080' }, (c: ReturnType<typeof parseConfig>) => c.links.publicUrl, 'http://localhost:8080/'],
    [
      { PUBLIC_URL: ' https://bot.example.com/reports/ ' },
      (c: ReturnType<typeof parseConfig>) => c.links.publicUrl,
      'https://bot.example.com/reports/',
    ],
    [
      { LINK_SIGNING_SECRET: 'a'.repeat(32) },
      (c: ReturnType<typeof parseConfig>) => [c.links.signingSecret, c.links.secretFrom],
      ['a'.repeat(32), 'setting'],
    ],
    [
      { MICROSOFT_APP_ID: 'id', MICROSOFT_APP_PASSWORD: 'pw', NODE_ENV: 'production', PUBLIC_URL: 'https://bot.example.com' },
      (c: ReturnType<typeof parseConfig>) => c.links.publicUrl,
      'https://bot.example.com',
    ],
  ])('accepts %j', (env, pick, expected) => {
    expect(pick(parseConfig(env))).toEqual(expected);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 1 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535 (got "70000")'],
    [
      { REPORT_TIMEZONE: 'Mars/Olympus' },
      'REPORT_TIMEZONE must be an IANA timezone such as UTC, Europe/Berlin or America/New_York (got "Mars/Olympus")',
    ],
    [{ REPORT_CURRENCY: 'DOLLARS' }, 'REPORT_CURRENCY must be an ISO 4217 currency code such as USD, EUR or GBP (got "DOLLARS")'],
    [{ CHARTS: 'svg' }, 'CHARTS must be local, quickchart or off (got "svg")'],
    [
      { REPORTING_API_URL: 'reports.example.com', REPORTING_API_KEY: 'k' },
      'REPORTING_API_URL must be an http(s) URL, for example https://reports.example.com (got "reports.example.com")',
    ],
    [{ REPORTING_API_URL: 'https://reports.example.com' }, 'REPORTING_API_KEY is required with REPORTING_API_URL'],
    [{ REPORTING_INCLUDE_OPTOUT: 'maybe' }, 'REPORTING_INCLUDE_OPTOUT must be true or false (got "maybe")'],
    [{ REPORTING_API_PAGE_CONCURRENCY: '0' }, 'REPORTING_API_PAGE_CONCURRENCY must be a whole number from 1 to 32 (got "0")'],
    [{ SLACK_BOT_TOKEN: 'xoxb-1' }, 'SLACK_SIGNING_SECRET is required with SLACK_BOT_TOKEN (or set SLACK_APP_TOKEN for Socket Mode)'],
    [{ SLACK_SIGNING_SECRET: 's' }, 'SLACK_BOT_TOKEN is required when other SLACK_ settings are set'],
    [{ MICROSOFT_APP_ID: 'id' }, 'MICROSOFT_APP_PASSWORD is required with MICROSOFT_APP_ID for MultiTenant bots'],
    [
      { MICROSOFT_APP_ID: 'id', MICROSOFT_APP_PASSWORD: 'p', MICROSOFT_APP_TYPE: 'SingleTenant' },
      'MICROSOFT_APP_TENANT_ID is required for SingleTenant bots',
    ],
    [{ MICROSOFT_APP_ID: 'id', MICROSOFT_APP_PASSWORD: 'p', MICROSOFT_CLOUD: 'mars' }, 'MICROSOFT_CLOUD must be public, usgov or china (got "mars")'],
    [
      { MICROSOFT_APP_ID: 'id', MICROSOFT_APP_PASSWORD: 'p', MICROSOFT_OPENID_METADATA_URL: 'login.example.net' },
      'MICROSOFT_OPENID_METADATA_URL must be an http(s) URL, for example https://login.botframework.com/v1/.well-known/openidconfiguration (got "login.example.net")',
    ],
    [{ MICROSOFT_TOKEN_ISSUER: 'https://issuer.example.net' }, 'MICROSOFT_APP_ID is required when other MICROSOFT_ settings are set'],
    [{ MICROSOFT_APP_TYPE: 'Personal' }, 'MICROSOFT_APP_TYPE must be MultiTenant, SingleTenant or UserAssignedMsi (got "Personal")'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
    [{ LOG_FORMAT: 'xml' }, 'LOG_FORMAT must be auto, json or pretty (auto, the default: pretty in a terminal, JSON otherwise) (got "xml")'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL must be a redis:// or rediss:// URL, for example redis://127.0.0.1:6379'],
    [{ WORKER_CONCURRENCY: '0' }, 'WORKER_CONCURRENCY must be a whole number from 1 to 64 (got "0")'],
    [{ WORKER_CONCURRENCY: '65' }, 'WORKER_CONCURRENCY must be a whole number from 1 to 64 (got "65")'],
    [{ JOB_ATTEMPTS: '11' }, 'JOB_ATTEMPTS must be a whole number from 1 to 10 (got "11")'],
    [{ SHARED_FETCH_TTL_SECONDS: '-1' }, 'SHARED_FETCH_TTL_SECONDS must be a whole number from 0 to 3600 (got "-1")'],
    [
      { DEPLOYMENT_ID: 'prod eu' },
      'DEPLOYMENT_ID must be 1 to 40 letters, digits, dots, dashes or underscores, for example production or staging (got "prod eu")',
    ],
    [
      { REDIS_PREFIX: 'a b' },
      'REDIS_PREFIX must be 1 to 64 letters, digits, dots, colons, dashes or underscores, optionally in braces ({report-bot}) for Redis Cluster (got "a b")',
    ],
    [
      { REDIS_PREFIX: '{a}b' },
      'REDIS_PREFIX must be 1 to 64 letters, digits, dots, colons, dashes or underscores, optionally in braces ({report-bot}) for Redis Cluster (got "{a}b")',
    ],
    [{ ROLE: 'both' }, 'ROLE must be all, web or worker (got "both")'],
    [
      { WORKER_THREAD: 'on' },
      'WORKER_THREAD must be auto or off (auto, the default: with ROLE=all and Redis, reports are made in a worker thread) (got "on")',
    ],
    [{ PREVIEW: 'yes' }, 'PREVIEW must be on, off or auto (auto, the default: on when no chat platform is set up) (got "yes")'],
    [{ ACCESS_DEFAULT: 'some' }, 'ACCESS_DEFAULT must be all or none (got "some")'],
    // A secret: never echoed back, even when it is wrong.
    [{ ADMIN_TOKEN: 'short-secret' }, 'ADMIN_TOKEN must be at least 16 characters (it guards the queue dashboard)'],
    [{ LINK_SIGNING_SECRET: 'too-short-secret' }, 'LINK_SIGNING_SECRET must be at least 32 characters (it signs the Download CSV links)'],
    [{ PUBLIC_URL: 'bot.example.com' }, 'PUBLIC_URL must be an http(s) URL, for example https://bot.example.com/ (got "bot.example.com")'],
    [
      { MICROSOFT_APP_ID: 'id', MICROSOFT_APP_PASSWORD: 'pw', NODE_ENV: 'production' },
      "PUBLIC_URL is required with MICROSOFT_APP_ID in production: Teams' Download CSV links point there (the https address Teams reaches the bot at, for example https://bot.example.com/)",
    ],
    [{ SLACK_CHARTS: 'inline' }, 'SLACK_CHARTS must be upload or link (got "inline")'],
    [
      { SLACK_CHARTS: 'link' },
      'PUBLIC_URL is required with SLACK_CHARTS=link: Slack fetches the chart images from the bot there (the https address Slack reaches the bot at, for example https://bot.example.com/)',
    ],
  ])('rejects %j with a clear line', (env, expected) => {
    expect(problemsOf(env)).toEqual([expected]);
  });

  it('derives the link secret one way from the reporting key, so every process signs alike and links open no more than the key', () => {
    const hmac = (key: string) => createHmac('sha256', key).update('report-bot download links').digest('hex');
    const real = parseConfig({ REPORTING_API_URL: 'https://reports.example.com', REPORTING_API_KEY: 'key-1' }).links;
    expect(real).toMatchObject({ signingSecret: hmac('key-1'), secretFrom: 'derived' });
    expect(real.signingSecret).not.toContain('key-1');
    // Demo mode: the sandbox's key, over sample data.
    expect(parseConfig({ SANDBOX_API_KEY: 'demo-key' }).links.signingSecret).toBe(hmac('demo-key'));
  });

  it('lists every bad variable at once and never echoes a secret', () => {
    const problems = problemsOf({ PORT: 'x', CHARTS: 'svg', SLACK_BOT_TOKEN: 'not-a-token-secret123' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).not.toContain('secret123');
    expect(problems).toContain('SLACK_BOT_TOKEN must be a bot token starting with xoxb-');
  });

  it('formats the startup error as one readable block, not a stack of zod issues', () => {
    let message = '';
    try {
      parseConfig({ PORT: 'x' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toBe('Invalid configuration:\n  - PORT must be a whole number from 1 to 65535 (got "x")\nSee .env.example for every setting.');
  });
});
