import { describe, expect, it } from 'vitest';
import { answerButton, PLAIN_VOICE } from '../../src/commands/answer.js';
import { decodeActionValue, reportActions } from '../../src/render/actions.js';
import { csvFileName, hasCsv, reportCsv, UTF8_BOM } from '../../src/render/csv.js';
import { toHtml } from '../../src/render/html.js';
import { slackProblems, teamsProblems, toSlackMessage, toTeamsCard } from './owners.js';
import type { Report } from '../../src/catalogue/types.js';
import { handReport } from '../helpers/hand-report.js';
import { person, sponsorRecord as rec, useFixtures } from '../reports/harness.js';

/**
 * The CSV of a report: hand-built reports for quoting, injection and numbers; reports made
 * from hand-written service answers (the sandbox's fixtures, over HTTP) for what a real
 * download holds. Every expected line is typed out here, worked out from the fixture beside it.
 */

/** The file's lines, without the byte-order mark and the final line end. */
function linesOf(report: Report, quotedBreaks = false): string[] {
  const file = reportCsv(report);
  if (!file) throw new Error('no CSV');
  expect(file.text.startsWith(UTF8_BOM)).toBe(true);
  expect(file.text.endsWith('\r\n')).toBe(true);
  // RFC 4180: CRLF between records; a bare LF only inside a quoted field.
  if (!quotedBreaks) expect(file.text.replace(/\r\n/g, '')).not.toMatch(/\n/);
  return file.text.slice(1, -2).split('\r\n');
}

describe('reportCsv on a hand-built report', () => {
  it('is the table with a header naming the currency, money to the cent, no symbols', () => {
    expect(linesOf(handReport())).toEqual([
      'Source / medium,Referral revenue (USD),Transactions',
      'google / cpc,600.00,5',
      'newsletter / email,400.00,4',
      'facebook / social,234.56,3',
    ]);
    expect(reportCsv(handReport())!.filename).toBe('referrals-by-channel-2026-10.csv');
  });

  it('shares and changes in percent to two decimals, half away from zero on the exact decimal', () => {
    const r = handReport();
    r.tables = [
      {
        key: 'shares',
        title: 'Shares',
        columns: [
          { key: 'name', label: 'Name' },
          { key: 'share', label: 'Share', unit: 'percent' },
          { key: 'change', label: 'Change', unit: 'ratio' },
        ],
        // 3 / 4,000 = 0.075% -> 0.08; 30,060 / 40,000 = 75.15%; -9 / 4,000 = -0.225% -> -0.23.
        rows: [
          { name: 'a', share: 3 / 4000, change: -9 / 4000 },
          { name: 'b', share: 30_060 / 40_000, change: 0.123_45 },
        ],
        moreRows: 0,
      },
    ];
    expect(linesOf(r)).toEqual(['Name,Share (%),Change (%)', 'a,0.08,-0.23', 'b,75.15,12.35']);
  });

  it('quotes commas, quotes and line breaks, and neutralises formulas in text but not in numbers', () => {
    const r = handReport();
    r.currency = 'EUR';
    r.tables[0]!.rows = [
      { name: 'Inn, "The Pier"', referralRevenue: -12.5, referralTransactions: 1 },
      { name: '=HYPERLINK("http://evil.example","x")', referralRevenue: 0.1 + 0.2, referralTransactions: 2 },
      { name: '+1 555', referralRevenue: 1e21 / 1e21, referralTransactions: null },
      { name: '-5', referralRevenue: 1234567.125, referralTransactions: 0 },
      { name: '@SUM(A1)', referralRevenue: null, referralTransactions: 3 },
      { name: 'line\nbreak', referralRevenue: 2, referralTransactions: 4 },
      { name: '\tTab', referralRevenue: 3, referralTransactions: 5 },
    ];
    expect(linesOf(r, true)).toEqual([
      'Source / medium,Referral revenue (EUR),Transactions',
      '"Inn, ""The Pier""",-12.50,1',
      `"'=HYPERLINK(""http://evil.example"",""x"")",0.30,2`,
      "'+1 555,1.00,",
      // Half a cent rounds up; no thousands separator.
      "'-5,1234567.13,0",
      "'@SUM(A1),,3",
      // A quoted field may hold a line break (RFC 4180); split here on CRLF only.
      '"line\nbreak",2.00,4',
      "'\tTab,3.00,5",
    ]);
  });

  it('has no file without a table: an empty period, a digest', () => {
    const empty = { ...handReport(), emptyMessage: 'No referral or influenced transactions in this period.' };
    expect(hasCsv(empty)).toBe(false);
    expect(reportCsv(empty)).toBeNull();
    const digest = { ...handReport(), sections: [handReport()] };
    expect(reportCsv(digest)).toBeNull();
    expect(reportCsv({ ...handReport(), tables: [] })).toBeNull();
  });

  it('names the file after the title and the period', () => {
    const period = (start: string, end: string) => ({ ...handReport().period, start, end });
    expect(csvFileName({ title: 'Referrals', period: period('2026-10-01', '2026-10-31') })).toBe('referrals-2026-10.csv');
    expect(csvFileName({ title: 'Occupancy', period: period('2024-02-01', '2024-02-29') })).toBe('occupancy-2024-02.csv');
    expect(csvFileName({ title: 'Trip planners', period: period('2026-11-08', '2026-11-14') })).toBe('trip-planners-2026-11-08_2026-11-14.csv');
    expect(csvFileName({ title: 'Sign-ups / São Paulo', period: period('2026-11-02', '2026-11-02') })).toBe('sign-ups-sao-paulo-2026-11-02.csv');
  });
});

describe('reportCsv on reports made from service answers', () => {
  const HARBOR = { propertyId: '11111111-1111-4111-8111-111111111111', propertySlug: 'harbor-view-inn' };
  const flags = { languageCode: 'en', isOptout: false, isPrivacyRestricted: false, region: 'CA', city: 'Monterey' };
  const story = (first: string, last: string, submissionDate: string, score: number, caption: string) => ({
    ...HARBOR,
    ...person(first, last),
    ...flags,
    category: 'guest',
    startDate: '2026-10-30',
    endDate: '2026-11-01',
    submissionDate,
    photo: {
      id: `photo-${first}`,
      contestName: 'Fall',
      finalistDate: null,
      internalRating: '2026-11-05T00:00:00',
      score,
      caption,
      captionInternalRating: 1,
      url: `https://photos.example.com/${first}.jpg`,
    },
    review: { rating: 5, quote: `${first} loved it`, internalRating: 2 },
  });
  const planner = (id: number, createDate: string, discoveryName: string, lang: string) => ({
    discoveryName,
    plannerId: `p-${id}`,
    createDate,
    email: 'eve.evans@example.com',
    first: 'Eve',
    languageCode: lang,
    isBooked: false,
    isUninterested: false,
    isPrivacyRestricted: false,
    isOptout: false,
    activePlan: null,
    reservations: [],
  });
  const h = useFixtures({
    // Days of 2026: Oct 1 = 274, Oct 4 = 277, Oct 17 = 290, Oct 31 = 304; Sep 7 = 250.
    sponsor: [
      rec(2026, 274, 5, 600.1, 9, 900),
      rec(2026, 277, 1, 0.05, 1, 0.05),
      rec(2026, 304, 7, 600.15, 9, 900.05),
      rec(2026, 250, 4, 500, 10, 1000),
    ],
    sponsorChannels: [
      { ...rec(2026, 250, 4, 50.05, 4, 50.05), source: 'google', medium: 'cpc', term: 'beach' },
      { ...rec(2026, 274, 5, 100.1, 5, 100.1), source: 'google', medium: 'cpc', term: 'beach' },
      { ...rec(2026, 290, 2, 200.2, 3, 250), source: 'newsletter', medium: 'email', term: null },
      { ...rec(2026, 304, 1, 0.07, 1, 0.07), source: '=cmd|calc', medium: 'social', term: null },
    ],
    stories: [story('Ana', 'Lopez-Vega', '2026-11-02T10:00:00', 9, 'Sunset'), story('Bo', 'Berg', '2026-11-03T11:00:00', 8, 'Pier')],
    planners: [
      planner(1, '2026-11-09T09:00:00', 'Coastal Escapes', 'en'),
      planner(2, '2026-11-10T09:00:00', 'Coastal Escapes', 'fr'),
      planner(3, '2026-11-10T10:00:00', 'Lakes, Pines & "Peaks"', 'en'),
    ],
  });

  it('referrals last month: weeks as ISO dates, cents exact', async () => {
    const r = await h().run('referrals last month');
    // Sunday weeks of October; Oct 1–3 holds Oct 1 (600.10, 5, 900.00); Oct 4–10 holds Oct 4
    // (0.05, 1, 0.05); Oct 25–31 holds Oct 31 (600.15, 7, 900.05).
    const lines = linesOf(r);
    expect(lines[0]).toBe('Period from,Period to,Referral revenue (USD),Transactions,Influenced revenue (USD)');
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows).toEqual([
      ['2026-10-01', '2026-10-03', '600.10', '5', '900.00'],
      ['2026-10-04', '2026-10-10', '0.05', '1', '0.05'],
      ['2026-10-11', '2026-10-17', '0.00', '0', '0.00'],
      ['2026-10-18', '2026-10-24', '0.00', '0', '0.00'],
      ['2026-10-25', '2026-10-31', '600.15', '7', '900.05'],
    ]);
    expect(reportCsv(r)!.filename).toBe('referrals-2026-10.csv');
  });

  it('referrals by channel last month: both tables under their titles, a formula in a source neutralised', async () => {
    const r = await h().run('referrals by channel last month');
    // October: newsletter / email 200.20 (2, influenced 250.00), google / cpc 100.10 (5, 100.10;
    // September 50.05: +100.00 %), =cmd|calc / social 0.07 (1, 0.07). Sources the same by source.
    expect(linesOf(r)).toEqual([
      'Top channels,,,,',
      'Source / medium,Referral revenue (USD),Transactions,Influenced revenue (USD),Change (%)',
      'newsletter / email,200.20,2,250.00,',
      'google / cpc,100.10,5,100.10,100',
      "'=cmd|calc / social,0.07,1,0.07,",
      ',,,,',
      'Top sources,,,,',
      'Source,Referral revenue (USD),Transactions,Influenced revenue (USD),Change (%)',
      'newsletter,200.20,2,250.00,',
      'google,100.10,5,100.10,100',
      "'=cmd|calc,0.07,1,0.07,",
    ]);
    expect(reportCsv(r)!.filename).toBe('referrals-by-channel-2026-10.csv');
  });

  it('trip planners: discoveries and languages, quoting a name with a comma and quotes, no e-mail', async () => {
    const r = await h().run('planners 2026-11-08..2026-11-14 no-compare');
    // Three planners: Coastal Escapes 2 (66.67 %), Lakes… 1 (33.33 %); en 2, fr 1.
    const file = reportCsv(r)!;
    expect(linesOf(r)).toEqual([
      'By discovery,,',
      'Discovery,Planners,Share (%)',
      'Coastal Escapes,2,66.67',
      '"Lakes, Pines & ""Peaks""",1,33.33',
      ',,',
      'Languages,,',
      'Language,Planners,Share (%)',
      'en,2,66.67',
      'fr,1,33.33',
    ]);
    expect(file.text).not.toMatch(/@|example\.com|Evans/i);
  });

  it('stories: no last name, e-mail or phone anywhere in the file', async () => {
    const r = await h().run('stories 2026-11-01..2026-11-07 no-compare');
    const file = reportCsv(r)!;
    // Both stories are Harbor View Inn's.
    expect(linesOf(r)).toEqual(['Property,Stories,Share (%)', 'Harbor View Inn,2,100']);
    for (const secret of ['Lopez', 'Vega', 'Berg', 'example.com', '555', '@']) expect(file.text).not.toContain(secret);
  });
});

describe('the Download CSV button', () => {
  const NOW = new Date('2026-11-21T10:00:00Z');
  const LINK = 'https://bot.example.com/csv?q=abc&at=1&exp=2&sig=xyz';

  it('comes last on a report with a table, carrying the query the report ran with', () => {
    const r = handReport();
    const actions = reportActions(r, NOW);
    expect(actions.at(-1)).toEqual({ id: 'csv', label: 'Download CSV', query: r.query, at: r.generatedAt });
    expect(reportActions({ ...r, tables: [] }, NOW).map((a) => a.id)).not.toContain('csv');
    expect(reportActions({ ...r, emptyMessage: 'No referral or influenced transactions in this period.' }, NOW).map((a) => a.id)).not.toContain(
      'csv',
    );
  });

  it('in Slack asks the bot for the file; given a link (the preview) it is a link button; both valid Block Kit', () => {
    const asks = toSlackMessage(handReport());
    expect(slackProblems(asks)).toEqual([]);
    const actions = asks.blocks.at(-1) as { elements: { action_id: string; value?: string; url?: string }[] };
    const csv = actions.elements.find((e) => e.action_id === 'report_csv')!;
    expect(decodeActionValue(csv.value)).toEqual({ ok: true, action: 'csv', query: handReport().query, at: new Date('2026-11-21T10:00:00.000Z') });

    const links = toSlackMessage(handReport(), { csvUrl: LINK });
    expect(slackProblems(links)).toEqual([]);
    const linked = (links.blocks.at(-1) as typeof actions).elements.find((e) => e.action_id === 'link_csv')!;
    expect(linked).toMatchObject({ url: LINK });
    expect(linked.value).toBeUndefined();
    expect(toHtml(links)).toContain(
      '<a class="rb-button" href="https://bot.example.com/csv?q=abc&#38;at=1&#38;exp=2&#38;sig=xyz" data-action-id="link_csv" download',
    );
  });

  it('in Teams opens the signed link, and without one is left out; cards parse with the official parser', () => {
    const withLink = toTeamsCard(handReport(), { csvUrl: LINK });
    expect(teamsProblems(withLink)).toEqual([]);
    expect(withLink.actions?.at(-1)).toEqual({ type: 'Action.OpenUrl', title: 'Download CSV', url: LINK });
    const without = toTeamsCard(handReport());
    expect(teamsProblems(without)).toEqual([]);
    expect(without.actions?.map((a) => a.title)).not.toContain('Download CSV');
  });
});

describe('a Download CSV click', () => {
  it('runs at the instant its report ran, so a click weeks later still gets the month on screen', () => {
    const r = handReport();
    const value = reportActions(r, new Date(r.generatedAt)).find((a) => a.id === 'csv')!;
    const slackButton = (toSlackMessage(r).blocks.at(-1) as { elements: { action_id: string; value?: string }[] }).elements.find(
      (e) => e.action_id === 'report_csv',
    )!;
    expect(JSON.parse(slackButton.value!)).toEqual({
      a: 'csv',
      q: { report: 'referrals', range: 'last-month', timeZone: 'UTC', breakdown: 'channel' },
      t: Date.parse(value.at!),
    });
    const target = { platform: 'slack' };
    const conversation = { target, requester: { userId: 'U1' }, voice: PLAIN_VOICE };
    // Clicked on Dec 20: "last month" would be November, but the file is of October, as shown.
    const answer = answerButton(slackButton.value, conversation, { now: new Date('2026-12-20T09:00:00Z'), timeZone: 'UTC' }, '1700000000.000100');
    expect(answer.say).toBeNull();
    expect(answer.then).toEqual({
      kind: 'report',
      query: r.query,
      target,
      requester: { userId: 'U1' },
      requestedAt: '2026-11-21T10:00:00.000Z',
      replaceMessageId: '1700000000.000100',
      as: 'csv',
    });
    // Refresh is read at the click: it is meant to show now.
    const refresh = (toSlackMessage(r).blocks.at(-1) as { elements: { action_id: string; value?: string }[] }).elements.find(
      (e) => e.action_id === 'report_refresh',
    )!;
    const again = answerButton(refresh.value, conversation, { now: new Date('2026-12-20T09:00:00Z'), timeZone: 'UTC' });
    expect(again.then).toMatchObject({ kind: 'report', requestedAt: '2026-12-20T09:00:00.000Z' });
    expect('as' in again.then).toBe(false);
  });
});
