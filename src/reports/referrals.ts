import type { SponsorChannelRecord, SponsorRecord } from '../api/schemas.js';
import { plusDays } from '../query/calendar.js';
import { COMING_FROM, phraseList } from '../query/words.js';
import type { ReportQuery, ResolvedRange } from '../query/types.js';
import {
  DEFAULT_DELAY,
  DEFAULT_TOP,
  baseReport,
  fetchBoth,
  groupingOf,
  periodTable,
  periodsOf,
  catalogueTrend,
  labelled,
  type Timelines,
} from './common.js';
import { catalogueMetrics, centsPer, changeOf, fromCents, metric, toCents } from './figures.js';
import { breakdownInsights, membersOf, unusualDayOf, type Dimension } from './insights.js';
import type { Timeline } from './timeline.js';
import { reportTitle } from './breakdown.js';
import type { Report, ReportButton, ReportContext, ReportDefinition, Table } from '../catalogue/types.js';
import { datasetWord, emptyWord, made, tableWord } from '../catalogue/words.js';
import { message } from '../messages/index.js';

const KIND = 'referrals';

/** The figures; their words are the catalogue's `metric.referrals.<key>`. */
const FIGURES = catalogueMetrics(KIND, {
  referralRevenue: { unit: 'currency', better: 'up' },
  referralTransactions: { unit: 'count', better: 'up' },
  influencedRevenue: { unit: 'currency', better: 'up' },
  influencedTransactions: { unit: 'count', better: 'up' },
  avgReferralRevenue: { unit: 'currency', better: 'up' },
});

/** Referral figures added up in cents and whole transactions. */
interface Totals {
  referralTransactions: number;
  referralCents: number;
  influencedTransactions: number;
  influencedCents: number;
}
const zero = (): Totals => ({ referralTransactions: 0, referralCents: 0, influencedTransactions: 0, influencedCents: 0 });
function addRecord(t: Totals, r: SponsorRecord): void {
  t.referralTransactions += r.referralTransactions;
  t.referralCents += toCents(r.referralRevenue);
  t.influencedTransactions += r.influencedTransactions;
  t.influencedCents += toCents(r.influencedRevenue);
}
function totalsOf(records: SponsorRecord[]): Totals {
  const t = zero();
  for (const r of records) addRecord(t, r);
  return t;
}

/**
 * The sponsor operations take no week start, and the spec does not say how `timeGrouping`
 * relates to `grouping`; we read it as the day of the year (Day) and the month number
 * (Month). So records are asked for by day, and summed here into the query's weeks, or by
 * month when months are all that is shown.
 */
function requestGrouping(grain: Timelines['grain']): 'Day' | 'Month' {
  return grain === 'Month' ? 'Month' : 'Day';
}

/** The first day a record covers within `range`: its day, or its month's first day (not before the range). */
function recordDay(r: SponsorRecord, grouping: 'Day' | 'Month', range: ResolvedRange): string {
  const day = grouping === 'Day' ? plusDays(`${r.year}-01-01`, r.timeGrouping - 1) : `${r.year}-${String(r.timeGrouping).padStart(2, '0')}-01`;
  return day < range.start && day.slice(0, 7) === range.start.slice(0, 7) ? range.start : day;
}

function perBucket(timeline: Timeline, records: SponsorRecord[], grouping: 'Day' | 'Month', range: ResolvedRange): Totals[] {
  return timeline.fold(records, (r) => recordDay(r, grouping, range), zero, addRecord);
}

function headline(current: Totals, previous: Totals | null) {
  const perReferral = (t: Totals) => centsPer(t.referralCents, t.referralTransactions);
  return [
    metric(FIGURES.referralRevenue, fromCents(current.referralCents), previous && fromCents(previous.referralCents)),
    metric(FIGURES.referralTransactions, current.referralTransactions, previous?.referralTransactions ?? null),
    metric(FIGURES.influencedRevenue, fromCents(current.influencedCents), previous && fromCents(previous.influencedCents)),
    metric(FIGURES.influencedTransactions, current.influencedTransactions, previous?.influencedTransactions ?? null),
    metric(FIGURES.avgReferralRevenue, perReferral(current), previous && perReferral(previous)),
  ];
}

/** Each table figure of a member's totals, as the table shows it. */
const FIGURE_OF: Record<(typeof FIGURE_COLUMNS)[number]['key'], (t: Totals) => number> = {
  referralRevenue: (t) => fromCents(t.referralCents),
  referralTransactions: (t) => t.referralTransactions,
  influencedRevenue: (t) => fromCents(t.influencedCents),
};

/**
 * Top rows of a breakdown, with the change against the comparison, ranked by the figure asked about
 * (`focus`: "which source drove the most referral transactions"), else by referral revenue.
 */
function breakdownTable<R extends SponsorRecord>(
  key: string,
  nameOf: (r: R) => string,
  both: { current: R[]; previous: R[] | null },
  top: number,
  focus: string | undefined,
): Table {
  const group = (records: R[]) => {
    const m = new Map<string, Totals>();
    for (const r of records) {
      const name = nameOf(r);
      const t = m.get(name) ?? zero();
      addRecord(t, r);
      m.set(name, t);
    }
    return m;
  };
  const now = group(both.current);
  const before = both.previous ? group(both.previous) : null;
  const ranked = FIGURE_COLUMNS.find((c) => c.key === focus) ?? FIGURE_COLUMNS[0];
  const value = FIGURE_OF[ranked.key];
  const sorted = [...now.entries()].sort((a, b) => value(b[1]) - value(a[1]) || a[0].localeCompare(b[0]));
  const figures = [ranked, ...FIGURE_COLUMNS.filter((c) => c !== ranked)];
  return {
    key,
    title: made(tableWord(KIND, key)),
    columns: labelled(KIND, key, [{ key: 'name' }, ...figures, ...(before ? [{ key: 'change', unit: 'ratio' as const }] : [])]),
    rows: sorted.slice(0, top).map(([name, t]) => {
      const prev = before?.get(name);
      return {
        name,
        ...Object.fromEntries(figures.map((c) => [c.key, FIGURE_OF[c.key](t)])),
        ...(before ? { change: changeOf(value(t), prev ? value(prev) : 0, ranked.unit)?.relative ?? null } : {}),
      };
    }),
    moreRows: Math.max(0, sorted.length - top),
  };
}

/** The figures of every referral table, labelled by the catalogue's `column.referrals.<key>`. */
const FIGURE_COLUMNS = [
  { key: 'referralRevenue', unit: 'currency' },
  { key: 'referralTransactions', unit: 'count' },
  { key: 'influencedRevenue', unit: 'currency' },
] as const;

const label = (v: string | null) => (v && v.trim() ? v.trim() : message('member.notSet'));

/** Referral revenue in cents by member, for the insights. */
function revenueBy<R extends SponsorRecord>(records: R[], nameOf: (r: R) => string): Map<string, number> {
  const m = new Map<string, number>();
  for (const r of records) m.set(nameOf(r), (m.get(nameOf(r)) ?? 0) + toCents(r.referralRevenue));
  return m;
}

/** Referral revenue by member of a breakdown in both periods, as the insights read it. */
function revenueDimension<R extends SponsorRecord>(name: string, both: { current: R[]; previous: R[] | null }, nameOf: (r: R) => string): Dimension {
  return membersOf(name, revenueBy(both.current, nameOf), both.previous && revenueBy(both.previous, nameOf));
}

/**
 * A referrals report without a breakdown says which channels drove the change only when
 * revenue moved this much. Whether it did is known from the totals' answer, so the channel
 * breakdown of both periods is asked for with the totals, in one wave (issue 33), and
 * dropped when the change is smaller: two more requests, never one more round trip.
 */
export const DRIVERS_LOOKUP_CHANGE = 0.15;

type Channelled = { source: string | null; medium: string | null };
const channelOf = (r: Channelled) => `${label(r.source)} / ${label(r.medium)}`;

async function run(query: ReportQuery, ctx: ReportContext): Promise<Report> {
  const periods = periodsOf(query, ctx.now, false);
  const title = reportTitle(KIND, query);
  // A breakdown has its own tables; the per-period one then comes only when asked for.
  const grouping = groupingOf(query, periods, !query.breakdown);
  const asked = requestGrouping(grouping.grain);
  const top = query.top ?? DEFAULT_TOP;
  const params = (r: ResolvedRange) => ({ start: r.start, end: r.end, grouping: asked, delay: query.delay });
  const o = { signal: ctx.signal };
  const report = baseReport(query, ctx, title, periods);

  let records: SponsorRecord[];
  let previous: SponsorRecord[] | null;
  const dimensions: Dimension[] = [];
  // The channel breakdown behind the drivers sentence, sent with the totals.
  let drivers: Promise<{ current: SponsorChannelRecord[]; previous: SponsorChannelRecord[] | null }> | null = null;
  if (query.breakdown === 'channel') {
    const both = await fetchBoth(periods.period, periods.comparison, (r) => ctx.api.sponsorReferralsByChannel(params(r), o));
    ({ current: records, previous } = both);
    report.tables.push(breakdownTable('topChannels', channelOf, both, top, query.focus));
    dimensions.push(revenueDimension('channel', both, channelOf));
    report.tables.push(breakdownTable('topSources', (r) => label(r.source), both, top, query.focus));
  } else if (query.breakdown === 'geo') {
    const both = await fetchBoth(periods.period, periods.comparison, (r) => ctx.api.sponsorReferralsByGeo(params(r), o));
    ({ current: records, previous } = both);
    type Geo = (typeof both.current)[number];
    const place = (...parts: (string | null)[]) => parts.map(label).join(', ');
    const country = (r: Geo) => label(r.country);
    report.tables.push(breakdownTable('topCountries', country, both, top, query.focus));
    dimensions.push(revenueDimension('country', both, country));
    report.tables.push(breakdownTable('topRegions', (r: Geo) => place(r.region, r.country), both, top, query.focus));
    report.tables.push(breakdownTable('topCities', (r: Geo) => place(r.city, r.region, r.country), both, top, query.focus));
  } else {
    drivers = periods.comparison ? fetchBoth(periods.period, periods.comparison, (r) => ctx.api.sponsorReferralsByChannel(params(r), o)) : null;
    // Dropped unread when revenue moved less: its failure then is nobody's.
    drivers?.catch(() => undefined);
    ({ current: records, previous } = await fetchBoth(periods.period, periods.comparison, (r) => ctx.api.sponsorReferrals(params(r), o)));
  }

  const current = totalsOf(records);
  report.metrics = headline(current, previous && totalsOf(previous));
  const revenueChange = report.metrics[0]!.change?.relative;
  if (drivers && previous && revenueChange != null && Math.abs(revenueChange) >= DRIVERS_LOOKUP_CHANGE) {
    dimensions.push(revenueDimension('channel', await drivers, channelOf));
  }
  report.insights.push(...breakdownInsights(report.metrics[0], dimensions));
  if (asked === 'Day') {
    const perDay = (rs: SponsorRecord[], range: ResolvedRange) => revenueBy(rs, (r) => recordDay(r, 'Day', range));
    const unusual = unusualDayOf(
      FIGURES.referralRevenue,
      periods.period,
      periods.comparison,
      perDay(records, periods.period),
      previous && periods.comparison ? perDay(previous, periods.comparison) : null,
    );
    if (unusual) report.insights.push(unusual);
  }
  report.notes.push(message('note.referrals.attribution', { days: String(query.delay ?? DEFAULT_DELAY) }));
  if (current.referralTransactions === 0 && current.influencedTransactions === 0 && current.referralCents === 0) {
    report.emptyMessage = made(emptyWord(KIND));
    report.tables = [];
    return report;
  }

  const revenue = (totals: Totals[]) => totals.map((t) => fromCents(t.referralCents));
  const compared =
    previous && grouping.previous && periods.comparison ? revenue(perBucket(grouping.previous, previous, asked, periods.comparison)) : null;
  report.series.push(
    catalogueTrend(
      KIND,
      'referralsTrend',
      'currency',
      grouping,
      periods,
      revenue(perBucket(grouping.current, records, asked, periods.period)),
      compared,
    ),
  );
  // The chart of the first table, by the figure it is ranked by.
  const [ranked, figure] = [report.tables[0], report.tables[0]?.columns[1]];
  if (ranked && figure) {
    const label = figure.key === 'referralRevenue' ? made(datasetWord(KIND, ranked.key)) : figure.label;
    report.series.push({
      key: query.breakdown === 'geo' ? 'topCountries' : 'topChannels',
      kind: 'ranking',
      title: ranked.title,
      labels: ranked.rows.map((r) => String(r.name)),
      datasets: [{ label, unit: figure.unit ?? 'count', values: ranked.rows.map((r) => r[figure.key] as number) }],
    });
  }
  if (grouping.table) {
    const rows = perBucket(grouping.table, records, asked, periods.period).map((t) => ({
      referralRevenue: fromCents(t.referralCents),
      referralTransactions: t.referralTransactions,
      influencedRevenue: fromCents(t.influencedCents),
    }));
    report.tables.push(periodTable(KIND, grouping, FIGURE_COLUMNS, rows));
  }
  return report;
}

/** The query without its breakdown. */
function overview({ breakdown: _shown, ...query }: ReportQuery): ReportQuery {
  return query;
}

/** The breakdowns a referrals report is not showing, as buttons: back to the overview, By channel, By location (titled as the report it opens). */
const buttons: ReportButton[] = [
  { id: 'overview', label: message('button.referrals.overview'), target: (q) => (q.breakdown === undefined ? null : overview(q)) },
  {
    id: 'by_channel',
    label: message('button.referrals.byChannel'),
    target: (q) => (q.breakdown === 'channel' ? null : { ...overview(q), breakdown: 'channel' }),
  },
  { id: 'by_geo', label: message('button.referrals.byGeo'), target: (q) => (q.breakdown === 'geo' ? null : { ...overview(q), breakdown: 'geo' }) },
];

export const referralsReport: ReportDefinition = {
  kind: 'referrals',
  aliases: ['referral', 'sponsor'],
  title: reportTitle(KIND, { range: '' }),
  /** `Referrals`, `Referrals by channel`, `Referrals by location`: the ack, header and help say the same. */
  titleFor: (query) => reportTitle(KIND, query),
  subject: message('subject.referrals'),
  blurb: message('blurb.referrals'),
  defaultRange: 'last-month',
  lookAhead: false,
  options: ['breakdown', 'delay', 'grouping', 'top'],
  breakdowns: ['channel', 'geo'],
  examples: ['/report referrals last-month by channel', '/report sponsor q1 by geo top 10 delay 30'],
  questions: [
    'how did referrals do last month?',
    'which channel brought the most referral revenue in october?',
    'referral revenue year to date vs last year',
  ],
  words: {
    report: ['referral', 'sponsor', 'campaign', 'campaigns', 'attribution', 'attributed', 'destination site', 'destination website'],
    figures: {
      referralRevenue: ['referral revenue', 'sponsor revenue', 'campaign revenue', 'referred revenue', 'last click', 'last click revenue'],
      referralTransactions: ['referral transactions', 'referral traffic', 'referral bookings', 'referred bookings', 'referral transaction'],
      influencedRevenue: ['influenced revenue', 'assisted revenue', 'influenced', 'view through', 'view through revenue'],
      influencedTransactions: ['influenced transactions', 'influenced bookings'],
      avgReferralRevenue: ['revenue per referral', 'average referral value', 'average referral'],
    },
    verbs: [
      ...['referred', 'referring', 'drove', 'drive', 'driven', 'brought in', 'bring in', 'brings in', 'bringing in', 'send us', 'sent us'],
      // "what did we refer to partners": what the destination refers, not "refer to" a document.
      ...['refer to partner', 'refer to our partner', 'refer to sponsor', 'refer to our sponsor', 'refer'].map((v) => `we ${v}`),
      // What the destination sends its partners (and their sites), and the clicks that take people there.
      ...['send', 'sent', 'sending'].flatMap((verb) =>
        ['to our partner', 'to partner', 'our partner', 'partner', 'over to partner', 'over to our partner'].flatMap((to) =>
          ['', ' site', ' website'].map((site) => `${verb} ${to}${site}`),
        ),
      ),
      ...['click through to', 'clicked through to', 'clicking through to', 'clicks through to'],
    ],
    dimensions: {
      channel: [
        'channel',
        'source',
        'medium',
        'source medium',
        'campaign',
        'utm',
        'traffic source',
        'referrer',
        'referring site',
        'referring website',
        'keyword',
        'search keyword',
      ],
      // "where do they come from"; not "where" alone ("where do we stand").
      geo: [
        ...phraseList(
          'location, geo, geography, geographic, geographical, market, source market, feeder market, origin market, country, region, regional, state, province, city, metro, metro area, origin',
        ),
        ...COMING_FROM,
      ],
    },
    // Kinds of channel and place people name ("paid search vs display vs social", "international"), whatever the
    // deployment's own are called: shown by channel or by location.
    members: {
      channel: phraseList(
        'paid search, display, paid social, organic social, organic search, organic, paid, direct, affiliate, ppc, cpc, sem, seo, visitor guide, partner site, partner sites, search engine, social media, tiktok, pinterest, youtube, snapchat, linkedin, reddit, bing, tripadvisor',
      ),
      geo: ['international', 'domestic', 'overseas', 'foreign', 'out of state', 'in state', 'local'],
    },
  },
  metrics: Object.values(FIGURES),
  alerts: [
    { word: 'revenue', metric: FIGURES.referralRevenue.key },
    { word: 'transactions', metric: FIGURES.referralTransactions.key },
  ],
  buttons,
  run,
};
