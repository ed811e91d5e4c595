/**
 * Each Slack user's locale, which their reports and subscriptions write figures and dates in:
 * Slack says it only through `users.info` with `include_locale` (scope `users:read`, which the
 * access check already needs). Asked after the command is acknowledged, never before, and kept
 * in memory for a while per user, so a person's next commands cost no call at all.
 */
import type { WebClient } from '@slack/web-api';
import type { Logger } from '../../src/log.js';
import { canonicalLocale } from '../../src/render/locale.js';

/** Where a Slack user's locale is found. */
export interface SlackLocales {
  /** The user's locale (`de-DE`), or undefined when Slack did not say in time (the default is used). */
  of(userId: string): Promise<string | undefined>;
  /** The user's locale if already known, without asking Slack (where nothing may wait, as a form's save). */
  known(userId: string): string | undefined;
}

/** How long an answer is kept, and how long a command waits for a first one. */
export interface SlackLocalesOptions {
  /** How long a user's locale is kept (default 6 hours: people rarely change it). */
  ttlMs?: number;
  /** How long a report waits for Slack's answer before going ahead in the default (default 2 s). */
  waitMs?: number;
  /** At most this many users are kept (default 10,000); the oldest answer goes first. */
  maxUsers?: number;
  now?: () => number;
}

export function createSlackLocales(client: WebClient, logger: Logger, options: SlackLocalesOptions = {}): SlackLocales {
  const ttlMs = options.ttlMs ?? 6 * 60 * 60 * 1000;
  const waitMs = options.waitMs ?? 2_000;
  const maxUsers = options.maxUsers ?? 10_000;
  const now = options.now ?? Date.now;
  const known = new Map<string, { locale: string | undefined; at: number }>();
  const asking = new Map<string, Promise<string | undefined>>();

  async function ask(userId: string): Promise<string | undefined> {
    try {
      const { user } = await client.users.info({ user: userId, include_locale: true });
      // Only the locale is read: the profile (names, e-mail) is never kept or logged.
      const locale = typeof user?.locale === 'string' ? (canonicalLocale(user.locale) ?? undefined) : undefined;
      remember(userId, locale);
      return locale;
    } catch (err) {
      // Kept as unknown for the while too: a failing lookup is not retried on every command.
      logger.warn({ event: 'slack_locale_failed', userId, err: String(err) }, 'could not read a user locale; figures in the default');
      remember(userId, undefined);
      return undefined;
    } finally {
      asking.delete(userId);
    }
  }

  function remember(userId: string, locale: string | undefined): void {
    known.delete(userId);
    known.set(userId, { locale, at: now() });
    if (known.size > maxUsers) known.delete(known.keys().next().value as string);
  }

  return {
    known(userId) {
      const kept = known.get(userId);
      return kept && now() - kept.at < ttlMs ? kept.locale : undefined;
    },
    async of(userId) {
      const kept = known.get(userId);
      if (kept && now() - kept.at < ttlMs) return kept.locale;
      let pending = asking.get(userId);
      if (!pending) asking.set(userId, (pending = ask(userId)));
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, waitMs, undefined)));
      // Slack slow to answer: this report goes ahead in the default; the answer is kept for the next.
      return Promise.race([pending, late]).finally(() => clearTimeout(timer));
    },
  };
}
