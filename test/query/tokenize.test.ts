/**
 * tokenize, word by word: what Slack, Teams or a terminal delivers becomes exactly these
 * `Token`s. Pins the clean-up steps one at a time: control characters, Teams `<at>` mentions,
 * Slack `<@U…>` mentions, `&nbsp;` and punctuation separate words rather than glue them; minus-like
 * characters become `-`; long dashes and `..` (with or without spaces around) make one span; a
 * trailing ellipsis or `?`/`:` is sentence punctuation; and a configured bot name (however it is
 * spaced or cased, with or without `@`) is dropped only when every one of its words leads the text.
 */
import { describe, expect, it } from 'vitest';
import { tokenize } from '../../src/query/tokens.js';

describe('tokenize: separators', () => {
  it.each([
    ['a NUL', 'signups\u0000today'],
    ['a bell', 'signups\u0007today'],
    ['a zero-width space', 'signups\u200Btoday'],
    ['a Slack mention', 'signups<@U123>today'],
    ['a Teams mention', 'signups<at>Sales Bot</at>today'],
    ['an &nbsp;', 'signups&nbsp;today'],
    ['a comma', 'signups,today'],
    ['brackets', 'signups(today)'],
  ])('%s between two words separates them', (_what, input) => {
    expect(tokenize(input)).toEqual([
      { raw: 'signups', text: 'signups' },
      { raw: 'today', text: 'today' },
    ]);
  });

  it('drops a Teams mention whose name has spaces, name and all', () => {
    expect(tokenize('<at>Sales Bot</at> Signups')).toEqual([{ raw: 'Signups', text: 'signups' }]);
  });
});

describe('tokenize: dashes and spans', () => {
  it.each([
    ['non-breaking hyphen', '2026\u201103\u201101'],
    ['minus sign', '2026\u221203\u221201'],
  ])('a %s inside a date becomes "-"', (_what, input) => {
    expect(tokenize(input)).toEqual([{ raw: '2026-03-01', text: '2026-03-01' }]);
  });

  it.each([
    ['figure dash', '\u2012'],
    ['en dash', '\u2013'],
    ['em dash', '\u2014'],
    ['horizontal bar', '\u2015'],
  ])('a %s between two numbers, spaced or not, makes one span', (_what, dash) => {
    const span = [{ raw: '1..5', text: '1..5' }];
    expect(tokenize(`1${dash}5`)).toEqual(span);
    expect(tokenize(`1 ${dash} 5`)).toEqual(span);
    expect(tokenize(`1${dash}  5`)).toEqual(span);
    expect(tokenize(`1  ${dash}5`)).toEqual(span);
  });

  it.each(['1..5', '1 ..5', '1.. 5', '1 .. 5', '1  ...  5'])('"%s" is one span', (input) => {
    expect(tokenize(input)).toEqual([{ raw: '1..5', text: '1..5' }]);
  });

  it('keeps a span of dates as one word', () => {
    expect(tokenize('2026-03-01..2026-03-31')).toEqual([{ raw: '2026-03-01..2026-03-31', text: '2026-03-01..2026-03-31' }]);
    expect(tokenize('3/1..3/31')).toEqual([{ raw: '3/1..3/31', text: '3/1..3/31' }]);
  });

  it('splits a span with a word on either side around a separate ".."', () => {
    expect(tokenize('March 1\u2013March 5')).toEqual([
      { raw: 'March', text: 'march' },
      { raw: '1', text: '1' },
      { raw: '..', text: '..' },
      { raw: 'March', text: 'march' },
      { raw: '5', text: '5' },
    ]);
    expect(tokenize('Q1..Q2')).toEqual([
      { raw: 'Q1', text: 'q1' },
      { raw: '..', text: '..' },
      { raw: 'Q2', text: 'q2' },
    ]);
    expect(tokenize('1st..5th')).toEqual([
      { raw: '1st', text: '1st' },
      { raw: '..', text: '..' },
      { raw: '5th', text: '5th' },
    ]);
  });

  it('reads a trailing or leading ellipsis as punctuation, not as a span', () => {
    expect(tokenize('signups today...')).toEqual([
      { raw: 'signups', text: 'signups' },
      { raw: 'today', text: 'today' },
    ]);
    expect(tokenize('...signups')).toEqual([{ raw: 'signups', text: 'signups' }]);
  });
});

describe('tokenize: edge punctuation', () => {
  it('keeps a lone "?" as a word', () => {
    expect(tokenize('signups ?')).toEqual([
      { raw: 'signups', text: 'signups' },
      { raw: '?', text: '?' },
    ]);
  });

  it('strips every leading and trailing ".", ":" and "?"', () => {
    expect(tokenize('signups today??')).toEqual([
      { raw: 'signups', text: 'signups' },
      { raw: 'today', text: 'today' },
    ]);
    expect(tokenize('::Signups:?')).toEqual([{ raw: 'Signups', text: 'signups' }]);
    expect(tokenize(':signups')).toEqual([{ raw: 'signups', text: 'signups' }]);
  });
});

describe('tokenize: bot name', () => {
  it('drops a two-word bot name, with or without "@", whatever its case', () => {
    const signups = [{ raw: 'signups', text: 'signups' }];
    expect(tokenize('Sales Bot signups', 'Sales Bot')).toEqual(signups);
    expect(tokenize('@Sales Bot signups', 'Sales Bot')).toEqual(signups);
    expect(tokenize('@sales BOT signups', 'SALES bot')).toEqual(signups);
  });

  it('ignores spaces around and inside the configured name', () => {
    const signups = [{ raw: 'signups', text: 'signups' }];
    expect(tokenize('Sales Bot signups', ' Sales Bot ')).toEqual(signups);
    expect(tokenize('Sales Bot signups', 'Sales  Bot')).toEqual(signups);
  });

  it('matches a configured name written in full-width letters', () => {
    expect(tokenize('Sales signups', '\uFF33\uFF41\uFF4C\uFF45\uFF53')).toEqual([{ raw: 'signups', text: 'signups' }]);
  });

  it('leaves the words when the whole name is not there', () => {
    expect(tokenize('sales', 'Sales Bot')).toEqual([{ raw: 'sales', text: 'sales' }]);
    expect(tokenize('Sales signups', 'Sales Bot')).toEqual([
      { raw: 'Sales', text: 'sales' },
      { raw: 'signups', text: 'signups' },
    ]);
  });

  it('drops a message that is only the bot name down to nothing', () => {
    expect(tokenize('Sales Bot', 'Sales Bot')).toEqual([]);
  });

  it('takes "@" only off the front of the first word of the name', () => {
    expect(tokenize('sales @bot signups', 'Sales Bot')).toEqual([
      { raw: 'sales', text: 'sales' },
      { raw: '@bot', text: '@bot' },
      { raw: 'signups', text: 'signups' },
    ]);
    expect(tokenize('sa@les bot signups', 'Sales Bot')).toEqual([
      { raw: 'sa@les', text: 'sa@les' },
      { raw: 'bot', text: 'bot' },
      { raw: 'signups', text: 'signups' },
    ]);
  });
});
