/**
 * A report is one file: this test is that file for a report the bot does not have ("weather":
 * hours of sunshine at the properties). Registered here and nowhere else, it must show up in
 * help, be understood by the grammar (its names, options, default range, refusals and typos),
 * validate as a job payload would, run, render in Slack, Teams and text, chart, and carry its
 * own buttons; unregistered, it is gone from all of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportQuerySchema, describeQuery, helpText, parseCommand, type ReportQuery } from '../../src/query/index.js';
import { decodeActionValue, encodeActionValue, reportActions } from '../../src/render/actions.js';
import { chartConfigs } from '../../src/render/charts.js';
import { toSlackMessage } from '../../src/render/slack.js';
import { toTeamsCard } from '../../src/render/teams.js';
import { toText } from '../../src/render/text.js';
import { baseReport, groupingOf, periodsOf, trendSeries } from '../../src/reports/common.js';
import { defineMetrics, metric } from '../../src/reports/figures.js';
import { registerReport, runReport, type Report, type ReportContext, type ReportDefinition } from '../../src/reports/index.js';

/** Saturday 2026-11-21, 10:00 UTC. */
const NOW = new Date('2026-11-21T10:00:00Z');

const FIGURES = defineMetrics({
  sunHours: { label: 'Sunshine', unit: 'count', better: 'up', means: 'Hours of sunshine at the properties.' },
});

/** Two hours of sun a day, every day: figures a reader can check by hand. */
async function run(query: ReportQuery, ctx: ReportContext): Promise<Report> {
  const periods = periodsOf(query, ctx.now, false);
  const report = baseReport(query, ctx, 'Weather', periods);
  const hours = (days: number) => days * 2;
  report.metrics = [metric(FIGURES.sunHours, hours(periods.period.days), periods.comparison ? hours(periods.comparison.days) : null)];
  const grouping = groupingOf(query, periods, false);
  const perBucket = (t: typeof grouping.current) => t.buckets.map((b) => (Date.parse(b.end) - Date.parse(b.start)) / 86_400_000 + 1).map(hours);
  report.series.push(
    trendSeries(
      'sunTrend',
      'Sunshine per week',
      'count',
      grouping,
      periods,
      perBucket(grouping.current),
      grouping.previous && perBucket(grouping.previous),
    ),
  );
  return report;
}

const weather: ReportDefinition = {
  kind: 'weather',
  aliases: ['forecast', 'sunshine'],
  title: 'Weather',
  subject: 'the weather has',
  blurb: 'hours of sunshine at the properties',
  defaultRange: 'last-month',
  lookAhead: false,
  options: ['grouping', 'properties'],
  examples: ['/report weather last-month by week'],
  metrics: Object.values(FIGURES),
  buttons: [{ id: 'by_city', label: 'By city', target: (query) => ({ ...query, grouping: 'Week' }) }],
  run,
};

const ctx: ReportContext = { api: undefined as never, now: NOW, currency: 'USD', includeRestricted: false, includeOptout: false };
const parse = (text: string) => parseCommand(text, { now: NOW, timeZone: 'UTC' });

describe('a report registered from one file', () => {
  let unregister: () => void;
  beforeAll(() => {
    unregister = registerReport(weather);
  });
  afterAll(() => unregister());

  it('is in help, with its words, default range, options, examples and figures', () => {
    expect(helpText()).toContain('`weather` (also forecast, sunshine): hours of sunshine at the properties. Default: last month.');
    expect(helpText()).toContain('e.g. `/report weather last-month by week`');
    const topic = helpText('weather');
    expect(topic).toContain('  `/report weather last-month by week`');
    expect(topic).toContain('`property <id or slug>`');
    expect(topic).not.toContain('`by channel`');
    expect(topic).toContain('  Sunshine: Hours of sunshine at the properties.');
    expect(parse('help forecast')).toEqual({ kind: 'help', topic: 'weather' });
  });

  it('is understood by the grammar: names, default range, options it honours, options it refuses, typos', () => {
    expect(parse('forecast by week')).toEqual({
      kind: 'report',
      query: { report: 'weather', range: 'last-month', timeZone: 'UTC', weekStartsOn: 'Sunday', grouping: 'Week', properties: [], discoveries: [] },
    });
    expect(parse('weather last-week by channel')).toEqual({
      kind: 'error',
      error: {
        code: 'bad_option',
        message: '"by channel" works only with referrals, not weather.',
        suggestion: 'Try "/report referrals by channel".',
      },
    });
    expect(parse('wether last-week')).toMatchObject({ kind: 'error', error: { code: 'unknown_report', suggestion: 'Did you mean "weather"?' } });
    expect(parse('weather next-week')).toMatchObject({
      kind: 'error',
      error: { message: '"next-week" is in the future and the weather has only past data.' },
    });
    expect(parse('xyz').kind === 'error' && JSON.stringify(parse('xyz'))).toContain('digest or weather');
  });

  it('validates as job payloads and stored subscriptions do, and names itself in "Working on"', () => {
    const query = {
      report: 'weather',
      range: 'last-week',
      timeZone: 'UTC',
      weekStartsOn: 'Sunday',
      properties: ['harbor-view-inn'],
      discoveries: [],
    };
    expect(ReportQuerySchema.safeParse(query).success).toBe(true);
    expect(ReportQuerySchema.safeParse({ ...query, delay: 30 }).success).toBe(false);
    expect(describeQuery({ report: 'weather', range: 'last-month' })).toBe('Weather · last month');
  });

  it('runs, renders in Slack, Teams and text, charts its trend, and carries its own buttons', async () => {
    const parsed = parse('weather last-month by week');
    if (parsed.kind !== 'report') throw new Error(JSON.stringify(parsed));
    const report = await runReport(parsed.query, ctx);
    // October: 31 days × 2 hours = 62, against September's 30 × 2 = 60: ▲ 3.3% (2 / 60).
    expect(report.metrics[0]).toMatchObject({ label: 'Sunshine', value: 62, previous: 60 });
    expect(toText(report)).toContain('Sunshine: 62  ▲ 3.3% (better)');
    expect(JSON.stringify(toSlackMessage(report))).toContain('*Sunshine*\\n62  ▲ 3.3% (better)');
    expect(JSON.stringify(toTeamsCard(report))).toContain('"title":"Sunshine","value":"62 ▲ 3.3% (better)"');
    // Weeks of October from Sunday: Oct 1–3, 4–10, 11–17, 18–24, 25–31 -> 6, 14, 14, 14, 14 hours.
    const [chart] = chartConfigs(report);
    expect(chart!.config.data.datasets[0]!.data).toEqual([6, 14, 14, 14, 14]);

    const actions = reportActions(report, NOW);
    expect(actions.map((a) => a.id)).toEqual(['refresh', 'previous', 'by_city']);
    const decoded = decodeActionValue(encodeActionValue(actions[2]!));
    expect(decoded).toEqual({ ok: true, action: 'by_city', query: { ...parsed.query, grouping: 'Week' } });
    expect(JSON.stringify(toSlackMessage(report))).toContain('"action_id":"report_by_city"');
    // A button id the report does not define is refused, like any edited value.
    expect(decodeActionValue(encodeActionValue({ ...actions[2]!, id: 'by_channel' }))).toMatchObject({ ok: false });
  });
});

describe('unregistered again', () => {
  it('is gone from the grammar, help and the schema', () => {
    expect(parse('weather last-week')).toMatchObject({ kind: 'error', error: { code: 'unknown_report' } });
    expect(helpText()).not.toContain('`weather`');
    expect(
      ReportQuerySchema.safeParse({ report: 'weather', range: 'last-week', timeZone: 'UTC', weekStartsOn: 'Sunday', properties: [], discoveries: [] })
        .success,
    ).toBe(false);
  });

  it('a name another report has is refused, so a word never means two reports', () => {
    expect(() => registerReport({ ...weather, kind: 'weather2', aliases: ['sponsor'] })).toThrow(/clashes/);
    expect(() => registerReport({ ...weather, kind: 'referrals', aliases: [] })).toThrow(/clashes/);
  });
});
