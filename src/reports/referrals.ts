import type { SponsorRecord } from '../api/schemas.js';
import { plusDays, type ReportQuery, type ResolvedRange } from '../query/index.js';
import {
  DEFAULT_TOP,
  baseReport,
  changeOf,
  fetchBoth,
  fromCents,
  metric,
  monthLabel,
  periodsOf,
  shortDay,
  toCents,
} from './common.js';
import type { Report, ReportContext, ReportDefinition, Table } from './types.js';

type Grouping = 'Day' | 'Week' | 'Month';

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
 * Label of a sponsor period. The spec does not say how `timeGrouping` relates to
 * `grouping`; we read it as the month number (Month), the week of the year (Week) and the
 * day of the year (Day). Weeks are shown by number because their first day depends on a
 * convention the spec does not give; days of the year map to dates unambiguously.
 */
export function sponsorPeriodLabel(year: number, timeGrouping: number, grouping: Grouping): string {
  if (grouping === 'Month') return monthLabel(year, timeGrouping);
  if (grouping === 'Week') return `Wk ${timeGrouping} ${year}`;
  return shortDay(plusDays(`${year}-01-01`, timeGrouping - 1));
}

/** Sums records per (year, timeGrouping), in time order. */
function byPeriod(records: SponsorRecord[], grouping: Grouping): { label: string; totals: Totals }[] {
  const periods = new Map<number, { year: number; tg: number; totals: Totals }>();
  for (const r of records) {
    const k = r.year * 1000 + r.timeGrouping;
    const p = periods.get(k) ?? { year: r.year, tg: r.timeGrouping, totals: zero() };
    addRecord(p.totals, r);
    periods.set(k, p);
  }
  return [...periods.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, p]) => ({ label: sponsorPeriodLabel(p.year, p.tg, grouping), totals: p.totals }));
}

function headline(current: Totals, previous: Totals | null) {
  const avg = (t: Totals | null) => (t && t.referralTransactions > 0 ? t.referralCents / 100 / t.referralTransactions : null);
  return [
    metric('referralRevenue', 'Referral revenue', 'currency', fromCents(current.referralCents), previous && fromCents(previous.referralCents)),
    metric('referralTransactions', 'Referral transactions', 'count', current.referralTransactions, previous?.referralTransactions ?? null),
    metric('influencedRevenue', 'Influenced revenue', 'currency', fromCents(current.influencedCents), previous && fromCents(previous.influencedCents)),
    metric('influencedTransactions', 'Influenced transactions', 'count', current.influencedTransactions, previous?.influencedTransactions ?? null),
    metric('avgReferralRevenue', 'Revenue per referral', 'currency', avg(current), previous ? avg(previous) : null),
  ];
}

/** Top rows of a breakdown by referral revenue, with the change against the comparison. */
function breakdownTable<R extends SponsorRecord>(
  key: string,
  title: string,
  nameLabel: string,
  nameOf: (r: R) => string,
  current: R[],
  previous: R[] | null,
  top: number,
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
  const now = group(current);
  const before = previous ? group(previous) : null;
  const sorted = [...now.entries()].sort((a, b) => b[1].referralCents - a[1].referralCents || a[0].localeCompare(b[0]));
  return {
    key,
    title,
    columns: [
      { key: 'name', label: nameLabel },
      { key: 'referralRevenue', label: 'Referral revenue', unit: 'currency' },
      { key: 'referralTransactions', label: 'Transactions', unit: 'count' },
      { key: 'influencedRevenue', label: 'Influenced revenue', unit: 'currency' },
      ...(before ? [{ key: 'change', label: 'Change', unit: 'ratio' as const }] : []),
    ],
    rows: sorted.slice(0, top).map(([name, t]) => {
      const prev = before?.get(name);
      return {
        name,
        referralRevenue: fromCents(t.referralCents),
        referralTransactions: t.referralTransactions,
        influencedRevenue: fromCents(t.influencedCents),
        ...(before ? { change: changeOf(fromCents(t.referralCents), prev ? fromCents(prev.referralCents) : 0)?.relative ?? null } : {}),
      };
    }),
    moreRows: Math.max(0, sorted.length - top),
  };
}

const label = (v: string | null) => (v && v.trim() ? v.trim() : '(not set)');

async function run(query: ReportQuery, ctx: ReportContext): Promise<Report> {
  const periods = periodsOf(query, ctx.now);
  const grouping: Grouping = query.grouping ?? 'Month';
  const top = query.top ?? DEFAULT_TOP;
  const params = (r: ResolvedRange) => ({ start: r.start, end: r.end, grouping, delay: query.delay });
  const o = { signal: ctx.signal };
  const title = query.breakdown === 'channel' ? 'Referrals by channel' : query.breakdown === 'geo' ? 'Referrals by location' : 'Referrals';
  const report = baseReport(query, ctx, title, periods);

  let records: SponsorRecord[];
  let previous: SponsorRecord[] | null;
  if (query.breakdown === 'channel') {
    const both = await fetchBoth(periods.period, periods.comparison, (r) => ctx.api.sponsorReferralsByChannel(params(r), o));
    ({ current: records, previous } = both);
    const channel = (r: (typeof both.current)[number]) => `${label(r.source)} / ${label(r.medium)}`;
    report.tables.push(breakdownTable('topChannels', 'Top channels', 'Source / medium', channel, both.current, both.previous, top));
    report.tables.push(breakdownTable('topSources', 'Top sources', 'Source', (r) => label(r.source), both.current, both.previous, top));
  } else if (query.breakdown === 'geo') {
    const both = await fetchBoth(periods.period, periods.comparison, (r) => ctx.api.sponsorReferralsByGeo(params(r), o));
    ({ current: records, previous } = both);
    type Geo = (typeof both.current)[number];
    const place = (...parts: (string | null)[]) => parts.map(label).join(', ');
    report.tables.push(breakdownTable('topCountries', 'Top countries', 'Country', (r: Geo) => label(r.country), both.current, both.previous, top));
    report.tables.push(breakdownTable('topRegions', 'Top regions', 'Region', (r: Geo) => place(r.region, r.country), both.current, both.previous, top));
    report.tables.push(breakdownTable('topCities', 'Top cities', 'City', (r: Geo) => place(r.city, r.region, r.country), both.current, both.previous, top));
  } else {
    ({ current: records, previous } = await fetchBoth(periods.period, periods.comparison, (r) => ctx.api.sponsorReferrals(params(r), o)));
  }

  const current = totalsOf(records);
  report.metrics = headline(current, previous && totalsOf(previous));
  if (current.referralTransactions === 0 && current.influencedTransactions === 0 && current.referralCents === 0) {
    report.emptyMessage = 'No referral or influenced transactions in this period.';
    return report;
  }

  const perPeriod = byPeriod(records, grouping);
  report.series.push({
    key: 'referralsByPeriod',
    title: 'Referral and influenced revenue',
    labels: perPeriod.map((p) => p.label),
    datasets: [
      { label: 'Referral revenue', unit: 'currency', values: perPeriod.map((p) => fromCents(p.totals.referralCents)) },
      { label: 'Influenced revenue', unit: 'currency', values: perPeriod.map((p) => fromCents(p.totals.influencedCents)) },
    ],
  });
  const ranked = report.tables[0];
  if (ranked) {
    report.series.push({
      key: query.breakdown === 'geo' ? 'topCountries' : 'topChannels',
      title: ranked.title,
      labels: ranked.rows.map((r) => String(r.name)),
      datasets: [{ label: 'Referral revenue', unit: 'currency', values: ranked.rows.map((r) => r.referralRevenue as number) }],
    });
  }
  if (!query.breakdown && perPeriod.length > 1) {
    report.tables.push({
      key: 'byPeriod',
      title: 'By period',
      columns: [
        { key: 'name', label: 'Period' },
        { key: 'referralRevenue', label: 'Referral revenue', unit: 'currency' },
        { key: 'referralTransactions', label: 'Transactions', unit: 'count' },
        { key: 'influencedRevenue', label: 'Influenced revenue', unit: 'currency' },
      ],
      rows: perPeriod.map((p) => ({
        name: p.label,
        referralRevenue: fromCents(p.totals.referralCents),
        referralTransactions: p.totals.referralTransactions,
        influencedRevenue: fromCents(p.totals.influencedCents),
      })),
      moreRows: 0,
    });
  }
  report.notes.push(`Attribution looks back ${query.delay ?? 15} days from each transaction.`);
  return report;
}

export const referralsReport: ReportDefinition = { kind: 'referrals', run };
