/**
 * Help text, plain and platform-neutral: commands in backticks (rendered as code in Slack,
 * Teams markdown and terminals alike), nothing else that needs a renderer.
 */
import { parseCanonicalRange } from './canonical.js';
import { rangeWords } from './labels.js';
import { DEFAULT_RANGE, OPTION_REPORTS, REPORT_BLURBS, REPORT_WORDS, isPastOnly, type ReportOption } from './reports.js';
import { metricMeanings } from './metrics.js';
import { REPORT_KINDS, type ReportKind } from './types.js';

/** One example command per report; every one of them parses (a test checks). */
export const REPORT_EXAMPLES: Record<ReportKind, readonly string[]> = {
  occupancy: ['/report occupancy', '/report occupancy next 8 weeks by week', '/report pace next-3-months type vacation-rental vs last-year'],
  bookings: ['/report bookings last-month', '/report revenue this-year by month type condo'],
  referrals: ['/report referrals last-month by channel', '/report sponsor q1 by geo top 10 delay 30'],
  signups: ['/report signups last-7-days', '/report leads last-month property grand-hotel'],
  stories: ['/report stories this-week', '/report highlights last-30-days top 5'],
  planners: ['/report planners last-week', '/report planners march discovery 3f2a9c1e'],
  optouts: ['/report optouts yesterday', '/report opt-outs last-4-weeks by week'],
  digest: ['/report digest', '/report digest last-week week-starts monday'],
};

const RANGES_HELP = [
  'Ranges: `today`, `yesterday`, `this-week`, `last-week`, `next-week`, `this-month`, `last-month`, `next-month`,',
  '`this-quarter`, `last-quarter`, `this-year` (or `ytd`), `last-year`, `last-7-days`, `last-4-weeks`, `last-3-months`,',
  '`next-4-weeks`, a month (`march`, `mar 2026`, `2026-03`), a quarter (`q1`, `q1 2026`, `2026-q1`),',
  'or dates (`2026-03-01..2026-03-31`, `2026-03-01 to 2026-03-31`). Spaces work too: `last 7 days`.',
  'A month or quarter without a year means the latest one that has started.',
  'Periods still running (`this-month`, `ytd`, `mtd`, `qtd`, `wtd`) are reported to date, through yesterday, and compared',
  'with the same number of days of the period before (Nov 1–21 vs Oct 1–21); `today` is today so far and is not compared.',
  'Weeks start on Sunday by default; add `week-starts monday` to change that. Occupancy looks ahead (whole periods,',
  'compared with the same stay dates last year); other reports have only past data.',
].join('\n');

const OPTION_HELP: Record<ReportOption | 'compare' | 'weekStart' | 'tz', string> = {
  breakdown: '`by channel` or `by geo`: break referrals down by source or by country',
  grouping: '`by day`, `by week` or `by month`: the time grouping of the chart and the per-period table',
  propertyType: '`type condo` (FullServiceHotel, SelectServiceHotel, Condotel, VacationRental, RVResort)',
  properties: '`property <id or slug>`: only this property (repeat for more)',
  discoveries: '`discovery <id>`: only this discovery (repeat for more)',
  delay: '`delay 15`: days to look back when attributing a transaction',
  top: '`top 10`: how many rows a ranked list shows (1 to 25)',
  compare: '`vs previous` (default; occupancy ahead: `vs last-year`), `vs last-year` (or `yoy`), or `no-compare`',
  weekStart: '`week-starts monday`: the first day of the week',
  tz: '`tz Europe/Berlin`: compute dates in another time zone',
};

const SUBSCRIPTIONS_HELP = [
  'Subscriptions:',
  '  `/report subscribe digest every monday at 9am tz Europe/Berlin`',
  '  `/report subscribe referrals last-month by channel every month on 1st`',
  '  `/report subscribe occupancy every weekday at 08:30`',
  '  Schedules: `every day`, `every weekday`, `every monday`, `every week on friday`, `every month on 15`,',
  '  `every month on last day`; then `at 09:00` (default) and `tz <zone>` (default: this workspace).',
  '  `/report subscriptions` lists them; `/report unsubscribe <id>` removes one.',
].join('\n');

function reportLine(report: ReportKind): string {
  const aliases = REPORT_WORDS[report].slice(1);
  const also = aliases.length > 0 ? ` (also ${aliases.join(', ')})` : '';
  return `\`${report}\`${also}: ${REPORT_BLURBS[report]}. Default: ${defaultWords(report)}.`;
}

function defaultWords(report: ReportKind): string {
  return rangeWords(parseCanonicalRange(DEFAULT_RANGE[report])!);
}

function optionsFor(report: ReportKind): string[] {
  const specific = (Object.keys(OPTION_REPORTS) as ReportOption[])
    .filter((option) => (OPTION_REPORTS[option] as readonly ReportKind[]).includes(report))
    .map((option) => OPTION_HELP[option]);
  return [...specific, OPTION_HELP.compare, OPTION_HELP.weekStart, OPTION_HELP.tz];
}

/**
 * Help text. Without a topic: every report with an example, ranges, options and
 * subscriptions. With a topic: that report's words, default range, options and examples.
 */
export function helpText(topic?: ReportKind): string {
  if (topic) {
    return [
      reportLine(topic),
      isPastOnly(topic) ? 'It has only past data.' : 'It covers future stay dates; past ranges work too.',
      '',
      'Examples:',
      ...REPORT_EXAMPLES[topic].map((e) => `  \`${e}\``),
      '',
      'Options:',
      ...optionsFor(topic).map((o) => `  ${o}`),
      '',
      'What the figures mean:',
      ...metricMeanings(topic).map((line) => `  ${line}`),
      '',
      RANGES_HELP,
      '',
      `Get it regularly: \`/report subscribe ${topic} every monday at 9am\`.`,
    ].join('\n');
  }
  return [
    'Usage: `/report <report> [range] [options]`, in any order.',
    '',
    'Reports:',
    ...REPORT_KINDS.map((report) => `  ${reportLine(report)}\n    e.g. \`${REPORT_EXAMPLES[report][REPORT_EXAMPLES[report].length > 1 ? 1 : 0]}\``),
    '',
    RANGES_HELP,
    '',
    'Options:',
    ...Object.values(OPTION_HELP).map((o) => `  ${o}`),
    '',
    SUBSCRIPTIONS_HELP,
    '',
    'More on one report: `/report help referrals`.',
  ].join('\n');
}
