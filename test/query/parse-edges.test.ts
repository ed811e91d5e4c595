import { describe, expect, it } from 'vitest';
import { parseCommand, type ParseContext } from '../../src/query/index.js';
import { failure, parse } from './helpers.js';

describe('a caller without a usable clock or zone', () => {
  const noClock = { code: 'internal', message: 'The bot has no valid clock or time zone configured.' };

  it('gets the "no clock" sentence, not a crash, when it passes no context at all', () => {
    // A JavaScript caller can omit the context; the parser must say what is missing rather than fail inside.
    expect(parseCommand('referrals', undefined as unknown as ParseContext)).toEqual({ kind: 'error', error: noClock });
  });

  it.each([
    ['an invalid date', { now: new Date('not a date'), timeZone: 'UTC' }],
    ['a string instead of a date', { now: '2026-11-21' as unknown as Date, timeZone: 'UTC' }],
    ['an unknown zone', { now: new Date('2026-11-21T10:00:00Z'), timeZone: 'Mars/Olympus' }],
  ])('gets the "no clock" sentence for %s', (_, ctx) => {
    expect(parseCommand('referrals', ctx)).toEqual({ kind: 'error', error: noClock });
  });
});

describe('command length', () => {
  it('refuses a command one character over the limit, saying both lengths', () => {
    const text = 'referrals' + ' '.repeat(992); // 9 + 992 = 1001 characters
    expect(failure(text)).toEqual({
      code: 'too_long',
      message: 'That command is 1,001 characters long; I read commands of up to 1,000.',
      suggestion: 'Try a short one, such as "/report referrals last-month".',
    });
  });

  it('reads a command of exactly the limit', () => {
    const text = 'referrals' + ' '.repeat(991); // 9 + 991 = 1000 characters
    expect(parse(text).kind).toBe('report');
  });
});

describe('markup', () => {
  it('refuses a message of nothing but non-mention markup instead of answering with help', () => {
    expect(failure('<img src=x onerror=alert(1)>')).toEqual({
      code: 'unknown_word',
      message: 'I could not read a command in that.',
      suggestion: 'Try "/report referrals last-month".',
    });
  });

  it('answers a lone mention with help, as an empty command', () => {
    expect(parse('<@U012ABC>')).toEqual({ kind: 'help' });
  });

  it('reads the words around markup as a command', () => {
    expect(parse('<b>referrals</b>').kind).toBe('report');
  });

  it('treats a value that is not text as an empty command, whatever it prints as', () => {
    // An untyped caller may pass anything; an array printing as `<img>` is not a markup-only message.
    expect(parseCommand(['<img>'] as unknown as string, { now: new Date('2026-11-21T10:00:00Z'), timeZone: 'UTC' })).toEqual({ kind: 'help' });
  });
});

describe('listing and removing subscriptions and alerts', () => {
  const table: [string, unknown][] = [
    ['list subscriptions', { kind: 'subscriptions' }],
    ['list subscription', { kind: 'subscriptions' }],
    ['unsub abc-123', { kind: 'unsubscribe', id: 'abc-123' }],
    ['unsubscribe abc-123', { kind: 'unsubscribe', id: 'abc-123' }],
    ['alerts', { kind: 'alerts' }],
    ['alerts list', { kind: 'alerts' }],
    ['alerts show', { kind: 'alerts' }],
    ['list alerts', { kind: 'alerts' }],
    ['subscriptions list', { kind: 'subscriptions' }],
  ];
  it.each(table)('%s', (text, expected) => {
    expect(parse(text)).toEqual(expected);
  });

  const refusals: [string, string, string, string][] = [
    // command, code, message, suggestion
    ['list xsubscription', 'unknown_word', 'I don\'t understand "list".', 'Did you mean "last"?'],
    ['list subscriptionsx', 'unknown_word', 'I don\'t understand "list".', 'Did you mean "last"?'],
    ['list foo', 'unknown_word', 'I don\'t understand "list".', 'Did you mean "last"?'],
    ['alerts foo', 'unknown_word', 'I don\'t understand "foo".', 'Try "/report alerts" or "/report unsubscribe <id>".'],
    ['alerts list foo', 'unknown_word', 'I don\'t understand "list".', 'Try "/report alerts" or "/report unsubscribe <id>".'],
    ['list alerts list', 'unknown_word', 'I don\'t understand "list".', 'Try "/report alerts" or "/report unsubscribe <id>".'],
    ['subscriptions list foo', 'unknown_word', 'I don\'t understand "foo".', 'Try "/report subscriptions" or "/report unsubscribe <id>".'],
    [
      'unsubscribe optouts',
      'bad_id',
      '"optouts" is not a subscription id.',
      'Type "/report subscriptions" to see their ids. For the opt-outs report, try "/report optouts last-week".',
    ],
    [
      'unsubscribe last-week',
      'bad_id',
      '"last-week" is not a subscription id.',
      'Type "/report subscriptions" to see their ids. For the opt-outs report, try "/report optouts last-week".',
    ],
  ];
  it.each(refusals)('refuses %j', (text, code, message, suggestion) => {
    expect(failure(text)).toEqual({ code, message, suggestion });
  });

  // Only a leading `list` (or the word itself) makes these listings: after a report they are stray words.
  const stray: [string, string][] = [
    ['referrals subscriptions', 'I don\'t understand "subscriptions" there.'],
    ['referrals alerts', 'I don\'t understand "alerts".'],
  ];
  it.each(stray)('refuses %j as a report with a stray word', (text, message) => {
    expect(failure(text)).toEqual({ code: 'unknown_word', message });
  });
});
