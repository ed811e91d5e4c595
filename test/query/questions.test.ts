/**
 * The question corpus (question-corpus.ts) read as people ask it, and help that teaches by
 * example.
 */
import { describe, expect, it } from 'vitest';
import { STARTER_QUESTIONS, helpText, reportDefinitions, understand } from '../../src/query/index.js';
import { CORPUS_NOW as NOW, FOLLOW_UPS, REFUSED, UNDERSTOOD, compactReading } from './question-corpus.js';
import { sandboxNames } from '../../src/sandbox/names.js';

/** The sample data's names, as local mode reads questions with them. */
const NAMES = sandboxNames();

const reading = (text: string): string => compactReading(understand(text, { now: NOW, timeZone: 'UTC', names: NAMES }).result);

describe('questions read as people ask them', () => {
  it('holds at least 300 phrasings, of which at least 30 are refused or asked about', () => {
    expect(UNDERSTOOD.length + REFUSED.length).toBeGreaterThanOrEqual(300);
    expect(REFUSED.length).toBeGreaterThanOrEqual(30);
  });

  it.each(UNDERSTOOD)('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it.each(REFUSED)('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('help teaches by example', () => {
  it('leads with six questions, each read as a report', () => {
    const lines = helpText().split('\n');
    expect(lines[0]).toMatch(/^Usage: ask in your own words/);
    expect(lines.slice(1, 7).map((l) => l.replace(/^\s*• /, ''))).toEqual([...STARTER_QUESTIONS]);
    for (const q of STARTER_QUESTIONS) expect(understand(q, { now: NOW, timeZone: 'UTC', names: NAMES }).result.kind, q).toBe('report');
  });

  it('lists under each report the questions it answers, each read as that report', () => {
    for (const d of reportDefinitions()) {
      expect(d.questions?.length ?? 0, d.kind).toBeGreaterThan(1);
      expect(helpText(d.kind)).toContain('Or ask in your own words:');
      for (const q of d.questions ?? []) {
        expect(helpText(d.kind)).toContain(`• ${q}`);
        const { result } = understand(q, { now: NOW, timeZone: 'UTC', names: NAMES });
        expect(result.kind === 'report' ? result.query.report : result.kind, q).toBe(d.kind);
      }
    }
  });
});

describe('follow-ups change the last report asked, and only what they say', () => {
  it('holds at least 40 follow-ups', () => {
    expect(FOLLOW_UPS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(FOLLOW_UPS)('%s, then %s -> %s', (first, then, expected) => {
    const before = understand(first, { now: NOW, timeZone: 'UTC', names: NAMES }).result;
    if (before.kind !== 'report') expect.fail(`${first} did not read as a report`);
    expect(compactReading(understand(then, { now: NOW, timeZone: 'UTC', names: NAMES }, before.query).result)).toBe(expected);
  });

  it('without a previous report, a follow-up asks which report it is about, among those it suits', () => {
    expect(compactReading(understand('and by channel?', { now: NOW, timeZone: 'UTC', names: NAMES }).result)).toBe('clarify referrals');
  });

  it('say what does not carry over to another report', () => {
    const before = understand('referrals last month by channel', { now: NOW, timeZone: 'UTC', names: NAMES }).result;
    if (before.kind !== 'report') expect.fail('no report');
    expect(understand('same for signups', { now: NOW, timeZone: 'UTC', names: NAMES }, before.query).notes).toEqual([
      'Left out by channel: signups has no such option.',
    ]);
  });
});
