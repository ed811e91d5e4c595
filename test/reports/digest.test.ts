import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureHarness, metricOf, person } from './harness.js';

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
      ['occupancy', '2026-11-15', '2026-12-12'],
      ['signups', '2026-11-08', '2026-11-14'],
      ['stories', '2026-11-08', '2026-11-14'],
      ['referrals', '2026-11-08', '2026-11-14'],
    ]);
    // Nov 8 and Nov 14 (23:59:59.9999999); Nov 15 is this week. None the week before.
    expect(metricOf(r.sections[1]!, 'signups')).toMatchObject({ value: 2, previous: 0, change: { absolute: 2, relative: null, direction: 'up' } });
    // The look-ahead against the same weekdays last year; the weeks looked back on against the week before.
    expect(r.sections.map((s) => [s.comparison?.start, s.comparison?.end, s.comparison?.kind])).toEqual([
      ['2025-11-16', '2025-12-13', 'last-year'],
      ['2026-11-01', '2026-11-07', 'previous'],
      ['2026-11-01', '2026-11-07', 'previous'],
      ['2026-11-01', '2026-11-07', 'previous'],
    ]);
    // The digest leaves comparisons to its sections.
    expect(r.comparison).toBeNull();
    expect(r.sections[2]!.highlights.map((s) => s.person)).toEqual(['Bo B.']);
    expect(r.notes).toEqual([]);
  });

  it('`vs previous` does not compare stays still being booked with stays that are over', async () => {
    const r = await h.run('digest vs previous');
    expect(r.sections[0]!.comparison).toMatchObject({ start: '2025-11-16', end: '2025-12-13', kind: 'last-year' });
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
});
