import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/log.js';

describe('logger', () => {
  it('censors secrets and personal fields wherever a log event carries them', () => {
    const lines: string[] = [];
    const sink = new Writable({ write(chunk, _e, done) { lines.push(String(chunk)); done(); } });
    const logger = createLogger({ level: 'info' }, sink);
    logger.info({ event: 'x', apiKey: 'k-secret', headers: { authorization: 'Bearer t-secret' }, slack: { botToken: 'xoxb-secret' }, guest: { email: 'a@example.com', phone: '+1 555 010 0199', last: 'Lopez', first: 'Ana' } }, 'hello');
    const line = JSON.parse(lines[0]!) as Record<string, any>;
    expect(line.event).toBe('x');
    expect(line.apiKey).toBe('[redacted]');
    expect(line.headers.authorization).toBe('[redacted]');
    expect(line.slack.botToken).toBe('[redacted]');
    expect(line.guest).toEqual({ email: '[redacted]', phone: '[redacted]', last: '[redacted]', first: 'Ana' });
    expect(lines[0]).not.toMatch(/secret|example\.com|555|Lopez/);
  });
});
