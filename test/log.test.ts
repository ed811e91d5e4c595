import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/log.js';

describe('logger', () => {
  it('censors secrets and personal fields wherever a log event carries them', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _e, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger({ level: 'info' }, sink);
    logger.info(
      {
        event: 'x',
        apiKey: 'k-secret',
        headers: { authorization: 'Bearer t-secret' },
        slack: { botToken: 'xoxb-secret' },
        guest: { email: 'a@example.com', phone: '+1 555 010 0199', last: 'Lopez', first: 'Ana' },
      },
      'hello',
    );
    const line = JSON.parse(lines[0]!) as Record<string, any>;
    expect(line.event).toBe('x');
    expect(line.apiKey).toBe('[redacted]');
    expect(line.headers.authorization).toBe('[redacted]');
    expect(line.slack.botToken).toBe('[redacted]');
    expect(line.guest).toEqual({ email: '[redacted]', phone: '[redacted]', last: '[redacted]', first: 'Ana' });
    expect(lines[0]).not.toMatch(/secret|example\.com|555|Lopez/);
  });

  it('writes one readable line per event for a terminal, without the event fields or secrets', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _e, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger({ level: 'info', pretty: true }, sink);
    logger.info({ event: 'local_mode', url: 'http://localhost:3000/', apiKey: 'k-secret' }, 'Local mode: open http://localhost:3000/ to try the bot');
    logger.debug('not at this level');
    expect(lines.join('')).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Local mode: open http:\/\/localhost:3000\/ to try the bot\n$/);
  });
});
