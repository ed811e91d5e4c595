/**
 * Filler never changes what a question means: a question built from a report or figure
 * phrase, a date phrase and an option phrase reads the same with the words people wrap
 * questions in ("hey", "can you show me", "please", "?") added before, between and after
 * (past-tense verbs are not filler: "what was occupancy in october" asks about last October)
 * its phrases, in any order of the phrases.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { understand } from '../../src/query/index.js';
import { propertyRuns } from '../helpers/property-runs.js';
import { sandboxNames } from '../../src/sandbox/names.js';

/** The sample data's names, as local mode reads questions with them. */
const NAMES = sandboxNames();

const NOW = new Date('2026-11-24T15:00:00Z');
const read = (text: string) => understand(text, { now: NOW, timeZone: 'UTC', names: NAMES }).result;

const SUBJECTS = [
  'referrals',
  'referral revenue',
  'signups',
  'new signups',
  'bookings',
  'occupancy',
  'ADR',
  'RevPAR',
  'room revenue',
  'guest stories',
  'trip planners',
  'unsubscribes',
  'the weekly digest',
  'average stay',
];
const WHEN = [
  'last month',
  'last week',
  'yesterday',
  'this month',
  'in october',
  'for december',
  'the last 7 days',
  'since march',
  'between march 1 and march 31',
  'from the 1st to the 15th of last month',
  'over christmas',
  'this weekend',
  'q2',
  'year to date',
  'the week of nov 9',
];
const OPTIONS = ['', 'vs last year', 'compared to the month before', 'by week', 'year over year', 'by channel', 'top 5'];
const FILLER = [
  'please',
  'hey',
  'can you show me',
  'how many',
  'what is our',
  'how are',
  'give me',
  'I want to see',
  'quick',
  'our',
  'the',
  'thanks',
  'ok so',
  'just',
];

describe('filler words', () => {
  it('change nothing a question is read as', () => {
    const fillers = fc.array(fc.constantFrom(...FILLER), { maxLength: 3 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(
        fc.constantFrom(...SUBJECTS),
        fc.constantFrom(...WHEN),
        fc.constantFrom(...OPTIONS),
        fc.array(fillers, { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        (subject, when, option, [a, b, c, d], dateFirst) => {
          const parts = dateFirst ? [when, subject, option] : [subject, when, option];
          const plain = parts.filter(Boolean).join(' ');
          const padded = [a, parts[0], b, parts[1], c, parts[2], d].filter(Boolean).join(' ') + '?';
          // The query read is the same; a plain command ("referrals q2") is the grammar's, which says no date back.
          const { notes: _padded, ...asked } = read(padded) as { notes?: string[] };
          const { notes: _plain, ...bare } = read(plain) as { notes?: string[] };
          expect(asked, `${padded} | ${plain}`).toEqual(bare);
        },
      ),
      { numRuns: propertyRuns(), seed: 26 },
    );
  });

  it('are checked against questions that do read (most of the generated ones are reports)', () => {
    let reports = 0;
    for (const subject of SUBJECTS) for (const when of WHEN) if (read(`${subject} ${when}`).kind === 'report') reports++;
    // Past-only reports refuse future dates ("signups for december" is fine, "for the weekend" too); most pairs read.
    expect(reports).toBeGreaterThan((SUBJECTS.length * WHEN.length * 3) / 4);
  });
});
