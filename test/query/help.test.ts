import { describe, expect, it } from 'vitest';
import { REPORT_EXAMPLES, REPORT_KINDS, helpText } from '../../src/query/index.js';
import { parse } from './helpers.js';

describe('help commands', () => {
  const table: [string, unknown][] = [
    ['', { kind: 'help' }],
    ['help', { kind: 'help' }],
    ['?', { kind: 'help' }],
    ['HELP.', { kind: 'help' }],
    ['help referrals', { kind: 'help', topic: 'referrals' }],
    ['help sponsor', { kind: 'help', topic: 'referrals' }],
    ['referrals help', { kind: 'help', topic: 'referrals' }],
    ['help discovery', { kind: 'help', topic: 'planners' }],
    ['help digest', { kind: 'help', topic: 'digest' }],
    ['help me please', { kind: 'help' }],
  ];
  it.each(table)('%j', (text, expected) => expect(parse(text)).toEqual(expected));
});

/** Every `/report …` command quoted in a help text, minus placeholders like `<id>`. */
function commandsIn(text: string): string[] {
  return [...text.matchAll(/`(\/report [^`]*)`/g)].map((m) => m[1]!).filter((c) => !c.includes('<'));
}

describe('helpText', () => {
  it('covers every report, ranges, options and subscriptions', () => {
    const text = helpText();
    for (const report of REPORT_KINDS) expect(text).toContain(`\`${report}\``);
    for (const word of ['last-7-days', 'next-4-weeks', 'q1 2026', '2026-03-01..2026-03-31', 'ytd', 'week-starts monday']) expect(text).toContain(word);
    for (const word of ['by channel', 'type condo', 'property <id or slug>', 'discovery <id>', 'vs last-year', 'no-compare', 'delay 15', 'top 10']) {
      expect(text).toContain(word);
    }
    for (const word of ['/report subscribe', 'every weekday', 'every month on last day', '/report subscriptions', '/report unsubscribe <id>']) {
      expect(text).toContain(word);
    }
    expect(text).not.toMatch(/[*_]{1}\w+[*_]{1}/);
  });

  it.each(REPORT_KINDS)('has a topic page for %s with its aliases and examples', (report) => {
    const text = helpText(report);
    expect(text.split('\n')[0]).toContain(`\`${report}\``);
    for (const example of REPORT_EXAMPLES[report]) expect(text).toContain(example);
  });

  it('mentions the aliases', () => {
    expect(helpText('referrals')).toContain('(also referral, sponsor)');
    expect(helpText('occupancy')).toContain('Default: next 4 weeks.');
    expect(helpText('bookings')).toContain('only past data');
  });

  it('every example command in the help parses', () => {
    const commands = [helpText(), ...REPORT_KINDS.map((r) => helpText(r))].flatMap(commandsIn);
    expect(commands.length).toBeGreaterThan(20);
    for (const command of commands) {
      const result = parse(command);
      expect(result.kind, `${command} -> ${JSON.stringify(result)}`).not.toBe('error');
    }
  });
});
