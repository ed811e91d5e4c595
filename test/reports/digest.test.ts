import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessScope } from '../../src/access/scope.js';
import { runReport } from '../../src/reports/index.js';
import { FixtureHarness, metricOf, NOW, person, query } from './harness.js';

const HARBOR = { propertyId: '11111111-1111-4111-8111-111111111111', propertySlug: 'harbor-view-inn' };
const flags = { languageCode: 'en', isOptout: false, isPrivacyRestricted: false };

// Last week, seen from Saturday 2026-11-21 with weeks starting on Sunday: Nov 8–14.
const signups = ['2026-11-08T09:00:00', '2026-11-14T23:59:59.9999999', '2026-11-15T00:00:00'].map((createDate, i) => ({
  id: `s-${i}`,
  createDate,
  ...HARBOR,
  ...person('Ana', 'Lopez'),
  ...flags,
  layerType: 'popup',
  category: 'Family',
  country: 'US',
  region: 'CA',
  city: 'Monterey',
}));
const stories = [
  {
    ...HARBOR,
    ...person('Bo', 'Berg'),
    ...flags,
    category: 'guest',
    startDate: '2026-11-06',
    endDate: '2026-11-08',
    submissionDate: '2026-11-10T10:00:00',
    photo: {
      id: 'p1',
      contestName: 'Fall',
      finalistDate: null,
      internalRating: null,
      score: 8,
      caption: 'Pier',
      captionInternalRating: 1,
      url: 'https://photos.example.com/p1.jpg',
    },
    review: { rating: 5, quote: 'Lovely', internalRating: 1 },
  },
  // Three more stories of Nov 8–14, each a point below the one before: the digest shows the best three of the four.
  ...[
    ['Cy', 'Moss', 7],
    ['Di', 'Nash', 6],
    ['Ed', 'Ortiz', 5],
  ].map(([first, last, score], i) => ({
    ...HARBOR,
    ...person(String(first), String(last)),
    ...flags,
    category: 'guest',
    startDate: '2026-11-06',
    endDate: '2026-11-08',
    submissionDate: `2026-11-1${i + 1}T10:00:00`,
    photo: {
      id: `p${i + 2}`,
      contestName: 'Fall',
      finalistDate: null,
      internalRating: null,
      score: Number(score),
      caption: 'Pier',
      captionInternalRating: 1,
      url: `https://photos.example.com/p${i + 2}.jpg`,
    },
    review: { rating: 5, quote: 'Lovely', internalRating: 1 },
  })),
];

let h: FixtureHarness;
beforeAll(async () => {
  h = await FixtureHarness.start({ signups, stories });
});
afterAll(() => h.close());

describe('digest', () => {
  it('has the four sections, each over its own period', async () => {
    const r = await h.run('digest');
    expect(r.title).toBe('Weekly digest');
    expect(r.sections.map((s) => [s.kind, s.period.start, s.period.end])).toEqual([
      // The look-ahead from today, Saturday Nov 21: 28 days to Friday Dec 18.
      ['occupancy', '2026-11-21', '2026-12-18'],
      ['signups', '2026-11-08', '2026-11-14'],
      ['stories', '2026-11-08', '2026-11-14'],
      ['referrals', '2026-11-08', '2026-11-14'],
    ]);
    // Nov 8 and Nov 14 (23:59:59.9999999); Nov 15 is this week. None the week before.
    expect(metricOf(r.sections[1]!, 'signups')).toMatchObject({ value: 2, previous: 0, change: { absolute: 2, relative: null, direction: 'up' } });
    // The look-ahead against the same weekdays last year; the weeks looked back on against the week before.
    expect(r.sections.map((s) => [s.comparison?.start, s.comparison?.end, s.comparison?.kind])).toEqual([
      // 364 days before Nov 21 – Dec 18, 2026.
      ['2025-11-22', '2025-12-19', 'last-year'],
      ['2026-11-01', '2026-11-07', 'previous'],
      ['2026-11-01', '2026-11-07', 'previous'],
      ['2026-11-01', '2026-11-07', 'previous'],
    ]);
    // The digest leaves comparisons to its sections.
    expect(r.comparison).toBeNull();
    // The stories section shows the best 3 (not the stories report's default of 5): scores 8, 7, 6; Ed's 5 is left out.
    expect(r.sections[2]!.highlights.map((s) => s.person)).toEqual(['Bo B.', 'Cy M.', 'Di N.']);
    expect(r.notes).toEqual([]);
  });

  it('`vs previous` does not compare stays still being booked with stays that are over', async () => {
    const r = await h.run('digest vs previous');
    expect(r.sections[0]!.comparison).toMatchObject({ start: '2025-11-22', end: '2025-12-19', kind: 'last-year' });
    expect(r.sections[1]!.comparison).toMatchObject({ start: '2026-11-01', end: '2026-11-07', kind: 'previous' });
  });

  it('still arrives when one section fails, and says which and why', async () => {
    h.sandbox.faults.dropField = 'stories.0.submissionDate';
    try {
      const r = await h.run('digest');
      expect(r.sections.map((s) => s.kind)).toEqual(['occupancy', 'signups', 'referrals']);
      expect(r.notes).toEqual([
        'Guest photo stories could not be included: the reporting service sent data we could not read; try again later, and tell an admin if it keeps happening.',
      ]);
    } finally {
      h.sandbox.faults.dropField = undefined;
    }
  });

  it('`no-compare` compares no section, the look-ahead included', async () => {
    const r = await h.run('digest no-compare');
    expect(r.sections.map((s) => [s.kind, s.comparison])).toEqual([
      ['occupancy', null],
      ['signups', null],
      ['stories', null],
      ['referrals', null],
    ]);
  });

  it('looks back on a running period to date, not to its end', async () => {
    // Seen from Saturday Nov 21: this month so far is Nov 1–20, never Nov 1–30.
    const r = await h.run('digest this-month');
    expect(r.period).toMatchObject({ start: '2026-11-01', end: '2026-11-20', status: 'to-date' });
  });

  it('fails with the sections’ error, not as an empty digest, when every section fails', async () => {
    h.sandbox.faults.malformedJson = true;
    try {
      await expect(h.run('digest')).rejects.toMatchObject({
        userMessage: 'The reporting service sent data we could not read; try again later, and tell an admin if it keeps happening.',
      });
    } finally {
      h.sandbox.faults.malformedJson = false;
    }
  });
});

describe('digest under a limited access scope', () => {
  const run = (access: AccessScope) =>
    runReport(query('digest'), { api: h.api, now: NOW, currency: 'USD', includeRestricted: false, includeOptout: false, access });

  it('leaves out the sections the scope does not include, and says which', async () => {
    // Referrals is not among the reports, stories name people: two sections left out.
    const r = await run({ reports: ['occupancy', 'signups', 'stories'], properties: 'all', discoveries: 'all', people: false });
    // The notes first: a section that failed says why there.
    expect(r.notes).toEqual(["Guest photo stories and Referrals are left out: this channel's access does not include them."]);
    expect(r.sections.map((s) => s.kind)).toEqual(['occupancy', 'signups']);
  });

  it('is refused, asking the service nothing, when the scope includes none of its sections', async () => {
    h.sandbox.stats.reset();
    await expect(run({ reports: ['digest'], properties: 'all', discoveries: 'all', people: true })).rejects.toMatchObject({
      code: 'access_refused',
      retryable: false,
      userMessage:
        "None of the digest's sections is open to this channel (Occupancy, Signups, Guest photo stories, Referrals); ask an admin to widen it with `/report access grant …`.",
    });
    expect(h.sandbox.stats.requests).toBe(0);
  });
});
