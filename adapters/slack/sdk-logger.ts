import { LogLevel, type Logger as SlackLogger } from '@slack/web-api';
import type { Logger } from '../../src/log.js';

/**
 * Bolt and the WebClient log through this: their lines land in our pino log as
 * `slack_sdk` events. Their debug output (whole request bodies, which carry user text and
 * names) is dropped whatever the level; info and above are kept.
 */
export function slackSdkLogger(logger: Logger, name = 'slack'): SlackLogger {
  let level = LogLevel.INFO;
  const order = [LogLevel.DEBUG, LogLevel.INFO, LogLevel.WARN, LogLevel.ERROR];
  const enabled = (l: LogLevel) => l !== LogLevel.DEBUG && order.indexOf(l) >= order.indexOf(level);
  const line = (msg: unknown[]) => msg.map((m) => (m instanceof Error ? m.message : typeof m === 'string' ? m : JSON.stringify(m))).join(' ');
  return {
    debug: () => {},
    info: (...msg: unknown[]) => enabled(LogLevel.INFO) && logger.info({ event: 'slack_sdk', sdk: name }, line(msg)),
    warn: (...msg: unknown[]) => enabled(LogLevel.WARN) && logger.warn({ event: 'slack_sdk', sdk: name }, line(msg)),
    error: (...msg: unknown[]) => enabled(LogLevel.ERROR) && logger.error({ event: 'slack_sdk', sdk: name }, line(msg)),
    setLevel: (l: LogLevel) => {
      level = l;
    },
    getLevel: () => level,
    setName: (n: string) => {
      name = n;
    },
  };
}
