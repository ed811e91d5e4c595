import { describe, expect, it } from 'vitest';
import { buildSampleReports, SAMPLE_NOW } from '../../scripts/sample-reports.js';
import { startSandbox } from '../../src/sandbox/index.js';
import { lodgingGroup, person, sponsorRecord, useFixtures } from './harness.js';

/** E-mail addresses, and phone numbers however they are written (not money or dates). */
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]\d{3}[\s.-]\d{4}\b/;

/** A whole word of a report's JSON, case-sensitive (a last name, never part of another word). */
const word = (name: string) => new RegExp(`(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');

describe('privacy scan of every sandbox report', () => {
  it('the patterns catch what they are meant to catch', () => {
    expect('ana.lopez@example.com').toMatch(EMAIL);
    for (const phone of ['+1 555 010 0199', '(555) 010-0199', '555.010.0199', '+44 207-946-0958']) expect(phone).toMatch(PHONE);
    for (const figure of ['$1,234,567.89', '2026-11-21', '12.5%', 'Nov 8–14, 2026']) expect(figure).not.toMatch(PHONE);
    expect('"person":"Ana Lopez"').toMatch(word('Lopez'));
    expect('"person":"Ana L."').not.toMatch(word('Lopez'));
    expect('"city":"Kingston"').not.toMatch(word('King'));
    expect('"person":"Dag Sørensen"').toMatch(word('Sørensen'));
  });

  it('finds no e-mail address, phone number or last name in any report', async () => {
    // The people of the generated data, read from the service's raw answers (last names included).
    const sandbox = await startSandbox({ seed: 42, now: SAMPLE_NOW });
    const lastNames = new Set<string>();
    try {
      for (const [path, array] of [
        ['/v1/company/data/advocacy/stories', 'stories'],
        ['/v1/company/data/advocacy/signups', 'signups'],
        ['/v1/company/data/discovery/planners', 'planners'],
      ] as const) {
        for (let page = 1; ; page++) {
          const res = await fetch(`${sandbox.url}${path}?startdate=2026-09-01&enddate=2026-11-21&page=${page}&pagesize=500`, {
            method: 'POST',
            headers: { authorization: `Bearer ${sandbox.apiKey}`, 'content-type': 'application/json' },
            body: JSON.stringify({ isIncludeRestricted: true, isIncludeOptout: true, isIncludeGuests: true, isIncludeReservations: true }),
          });
          expect(res.status).toBe(200);
          const body = (await res.json()) as Record<string, { last?: string; reservations?: { last?: string }[] }[]>;
          const records = body[array]!;
          for (const r of records) {
            if (r.last) lastNames.add(r.last);
            for (const x of r.reservations ?? []) if (x.last) lastNames.add(x.last);
          }
          if (records.length < 500) break;
        }
      }
    } finally {
      await sandbox.close();
    }
    // The sandbox draws from a list of 50 last names; a handful would mean the scan reads nothing.
    expect(lastNames.size).toBeGreaterThan(20);

    const reports = await buildSampleReports();
    expect(Object.keys(reports)).toHaveLength(10);
    // The stories sample shows people, so the scan has something to look at.
    expect(reports.stories!.highlights.length).toBeGreaterThan(0);
    for (const [name, report] of Object.entries(reports)) {
      const text = JSON.stringify(report);
      expect(text, name).not.toMatch(EMAIL);
      expect(text, name).not.toMatch(PHONE);
      expect(text, name).not.toMatch(/"(email|phone|last|lastInitial|plannerId|pmsNumber|crsNumber)"/);
      for (const last of lastNames) expect(text, `${name}: ${last}`).not.toMatch(word(last));
    }
    for (const h of reports.stories!.highlights) expect(h.person).toMatch(/^\p{L}[\p{L}'-]*( \p{Lu}\.)?$|^A guest$/u);
  });
});

describe('privacy scan of every report over fixtures', () => {
  // Distinctive last names in every place a person appears in the service's records.
  const LAST = ['Quennell', 'Zanetti-Whitcombe', 'Okonkwo', 'Vasquez-Ibarra', 'Thorvaldsen', 'Bjørnstad'];
  const HARBOR = { propertyId: '11111111-1111-4111-8111-111111111111', propertySlug: 'harbor-view-inn' };
  const flags = { languageCode: 'en', isOptout: false, isPrivacyRestricted: false };
  const h = useFixtures({
    signups: [
      {
        id: 's-1',
        createDate: '2026-11-10T09:00:00',
        ...HARBOR,
        ...person('Ana', 'Quennell'),
        ...flags,
        layerType: 'popup',
        category: 'Family',
        country: 'US',
        region: 'CA',
        city: 'Monterey',
      },
    ],
    stories: [
      ['Bo', 'Zanetti-Whitcombe'],
      ['Cy', 'Bjørnstad'],
    ].map(([first, last], i) => ({
      ...HARBOR,
      ...person(first!, last!),
      ...flags,
      category: 'guest',
      startDate: '2026-11-06',
      endDate: '2026-11-08',
      submissionDate: `2026-11-1${i}T10:00:00`,
      photo: {
        id: `p${i}`,
        contestName: 'Fall',
        finalistDate: null,
        internalRating: null,
        score: 8 - i,
        caption: 'Pier',
        captionInternalRating: 1,
        url: `https://photos.example.com/p${i}.jpg`,
      },
      review: { rating: 5, quote: 'Lovely', internalRating: 1 },
    })),
    planners: [
      {
        discoveryName: 'Coastal Escapes',
        plannerId: 'planner-77',
        createDate: '2026-11-10T09:00:00',
        ...person('Eve', 'Okonkwo'),
        languageCode: 'en',
        isBooked: true,
        isUninterested: false,
        isPrivacyRestricted: false,
        isOptout: false,
        activePlan: null,
        reservations: [
          {
            ...HARBOR,
            createDate: '2026-11-10T09:00:00',
            pmsNumber: 'PMS-77',
            crsNumber: 'CRS-77',
            ...person('Gil', 'Vasquez-Ibarra'),
            arrival: '2026-12-01',
            departure: '2026-12-03',
            currency: 'USD',
            amount: 100,
          },
        ],
      },
    ],
    discoveryOptouts: [{ discoveryName: 'Coastal Escapes', ...person('Hal', 'Thorvaldsen'), optoutDate: '2026-11-10T01:00:00' }],
    advocacyOptouts: [{ ...HARBOR, ...person('Hal', 'Thorvaldsen'), optoutDate: '2026-11-10T01:00:00' }],
    lookahead: {
      totalProperties: 1,
      totalRooms: 10,
      data: [lodgingGroup('2026-11-22', '2026-11-28', 70, 7, { min: 1, max: 2, avg: 1 }, { transactions: 1, nights: 7, total: 7, min: 7, max: 7 })],
    },
    sponsor: [sponsorRecord(2026, 314, 1, 1, 1, 1)],
  });

  it('no full last name, e-mail or phone number reaches any report; people show as first name and initial', async () => {
    const commands = [
      'occupancy next 4 weeks',
      'bookings last-week',
      'referrals last-week',
      'referrals by channel last-week',
      'referrals by geo last-week',
      'signups last-week',
      'stories last-week',
      'planners last-week',
      'optouts last-week',
      'digest',
    ];
    const reports = await Promise.all(commands.map((c) => h().run(c, { includeRestricted: true })));
    const stories = reports[6]!;
    expect(stories.highlights.map((s) => s.person)).toEqual(['Bo Z.', 'Cy B.']);
    expect(reports[5]!.metrics[0]!.value).toBe(1);
    expect(reports[7]!.metrics[0]!.value).toBe(1);
    for (const [i, report] of reports.entries()) {
      const text = JSON.stringify(report);
      expect(text, commands[i]).not.toMatch(EMAIL);
      expect(text, commands[i]).not.toMatch(PHONE);
      for (const last of LAST) expect(text.toLowerCase(), `${commands[i]}: ${last}`).not.toContain(last.toLowerCase());
      for (const id of ['planner-77', 'PMS-77', 'CRS-77', 's-1']) expect(text, commands[i]).not.toContain(`"${id}"`);
    }
  });
});
