import { answer, helpReply, PLAIN_VOICE } from './commands/index.js';
import { ConfigError, parseConfig, reportSettings } from './config.js';
import { AppError, userMessageOf } from './errors.js';
import { createLogger } from './log.js';
import { registerBuiltInReports } from './reports/index.js';
import { localeFromPosix } from './render/locale.js';
import { sandboxNames } from './sandbox/names.js';

/** Where the CLI writes; `main.ts` passes the process streams, tests pass buffers. */
export interface CliIo {
  env: Record<string, string | undefined>;
  out: (text: string) => void;
  err: (text: string) => void;
  now?: Date;
}

/**
 * The terminal's locale for figures and dates, as POSIX decides it: LC_ALL, then LC_NUMERIC,
 * then LANG, the first one set (`de_DE.UTF-8` is de-DE); null for none or `C`.
 */
export function terminalLocale(env: Record<string, string | undefined>): string | null {
  const name = [env.LC_ALL, env.LC_NUMERIC, env.LANG].find((v) => v !== undefined && v !== '');
  return localeFromPosix(name);
}

/** How the command itself is used, above the bot's help (`report-bot --help`). */
export const CLI_USAGE = [
  'report-bot "<question>"               a question in your own words; how it was read goes to stderr, the report to stdout',
  'report-bot <report> [range] [options]  a command, as typed after /report in a chat',
  '  --json                               the report as JSON (money in exact decimals)',
  '  -h, --help                           this help',
  'report-bot                             with no arguments: starts the bot (as npm start)',
  'Exit status: 0 the report was printed, 1 the reporting service could not answer, 2 the command or a setting is wrong.',
].join('\n');

/** Exit codes: 0 done, 1 the report could not be made, 2 the command or settings are wrong. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/**
 * `report-bot report <command> [--json]`: the same command a chat user types after
 * `/report`, answered on stdout as text (or the `Report` as JSON with `--json`). Without
 * REPORTING_API_URL the built-in sandbox answers, as in the bot's local mode.
 */
export async function runCli(args: string[], io: CliIo): Promise<number> {
  registerBuiltInReports();
  if (args.some((a) => a === '--help' || a === '-h')) {
    io.out(`${CLI_USAGE}\n\n${helpReply(undefined, PLAIN_VOICE, terminalLocale(io.env) ?? undefined)}`);
    return EXIT.ok;
  }
  const json = args.includes('--json');
  const text = args.filter((a) => a !== '--json').join(' ');

  let config;
  try {
    config = parseConfig(io.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      io.err(err.message);
      return EXIT.usage;
    }
    throw err;
  }

  const now = io.now ?? new Date();
  const locale = terminalLocale(io.env) ?? undefined;
  // The same front door as every chat platform, in plain text; the report runs right here.
  const answered = answer(
    text,
    { target: { platform: 'cli' }, requester: { userId: 'cli', ...(locale ? { locale } : {}) }, voice: PLAIN_VOICE },
    // The sample data's names where the sandbox answers; a real service's are learned by the running bot only.
    { now, timeZone: config.reports.timeZone, holidayCountry: config.reports.holidayCountry, ...(config.api.url ? {} : { names: sandboxNames() }) },
  );
  const work = answered.then;
  if (work.kind === 'none') {
    if (answered.kind === 'error' || answered.kind === 'clarify') {
      io.err(answered.say ?? '');
      return EXIT.usage;
    }
    io.out(answered.say ?? '');
    return EXIT.ok;
  }
  if (work.kind === 'access') {
    // The terminal runs with the reporting key itself: there is no conversation to limit here.
    io.err('Access is set per conversation: type this command in a Slack channel, a Teams conversation or the preview page.');
    return EXIT.usage;
  }
  if (work.kind === 'subscription' || work.kind === 'snooze') {
    io.err(
      'Subscriptions and alerts live in a Slack channel or a Teams conversation; type this command there. Here, ask for a report, for example "referrals last-month".',
    );
    return EXIT.usage;
  }

  // Log lines go to stderr so that stdout is only the report (pipe-able, --json parseable).
  const logger = createLogger({ level: config.log.level === 'info' ? 'warn' : config.log.level }, process.stderr);
  // Loaded only for a report: help and a mistyped command answer without the HTTP client,
  // the reports and the sandbox (a terminal user waits for every module loaded).
  const [{ connectReportingApi }, { runReport, withPhotoUrls }, { toText }, { withLocale }, { startSandbox }] = await Promise.all([
    import('./api/connect.js'),
    import('./reports/index.js'),
    import('./render/text.js'),
    import('./render/locale.js'),
    import('./sandbox/index.js'),
  ]);
  const connection = await connectReportingApi(config, { logger, local: () => startSandbox({ apiKey: config.sandbox.apiKey }) });
  try {
    for (const note of answered.notes ?? []) io.err(note);
    if (connection.sample)
      io.err(
        'Sample data: REPORTING_API_URL is not set, so the built-in sandbox answered; its story photos are on the preview page (npm start), not linked here.',
      );
    const report = await runReport(work.query, { api: connection.api, now, ...reportSettings(config) });
    // The sandbox's photos are served only while this command runs: no links that die with it.
    const shown = connection.sample ? withPhotoUrls(report, () => null) : report;
    // JSON is data for programs: figures as numbers, no locale. Text is for the person at the terminal.
    io.out(json ? JSON.stringify(shown, null, 2) : toText(withLocale(shown, locale)));
    return EXIT.ok;
  } catch (err) {
    io.err(userMessageOf(err));
    // Our own errors are fully said by their sentence; anything else is a bug worth its details.
    if (!(err instanceof AppError)) logger.error({ event: 'cli_report_failed', err }, 'report failed unexpectedly');
    return EXIT.failed;
  } finally {
    await connection.close();
  }
}
