/**
 * Help text, plain and platform-neutral: commands in backticks (rendered as code in Slack,
 * Teams markdown and terminals alike), nothing else that needs a renderer. What it says of
 * each report (words, blurb, default range, options, examples, figures) is the report's own
 * definition, read from the registry.
 */
import type { ReportDefinition } from '../catalogue/types.js';
import { breakdownCommands, breakdownList } from './breakdowns.js';
import { parseCanonicalRange } from './canonical.js';
import { reportDefinition, reportDefinitions } from './catalog.js';
import { rangeWords } from './labels.js';
import { REPORT_OPTIONS, type ReportKind, type ReportOption } from './types.js';

/** The six questions help leads with: one per kind of question people ask most. */
export const STARTER_QUESTIONS = [
  'how did referrals do last month?',
  'what is our ADR next month?',
  'how many new signups yesterday?',
  'which channel brought the most referral revenue in october?',
  'occupancy over christmas vs last year',
  'show me 5 guest stories from last month',
] as const;

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
  breakdown:
    "`by channel`, `by country`, `by property`, `by property type` …: break a report down by a field its records carry (each report's help lists its own)",
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

const ALERTS_HELP = [
  'Alerts (a message only when a figure crosses a line; checked every weekday at 08:00 unless you say when):',
  '  `/report alert referrals revenue below $5,000 last-week`',
  '  `/report alert occupancy occupancy below 70% next 4 weeks every monday`',
  '  `/report alert signups signups changes-by 25% yesterday`',
  '  `/report alerts` lists them; `/report unsubscribe <id>` removes one.',
].join('\n');

/** `revenue, transactions`: the words an alert on this report can watch. */
function alertLine(d: ReportDefinition): string | null {
  const words = (d.alerts ?? []).map((a) => `\`${a.word}\``);
  return words.length > 0 ? `Alert on: ${words.join(', ')}, e.g. \`/report alert ${d.kind} ${d.alerts![0]!.word} below 100\`.` : null;
}

const ACCESS_HELP = [
  'Access (who may see what in this channel):',
  '  `/report access` shows it. Admins: `/report access grant properties harbor-view-inn`,',
  '  `/report access grant reports referrals occupancy`, `/report access grant people` (stories, planners),',
  '  discoveries by id the same way; `/report access revoke people` (or any part) takes away; `/report access reset`',
  '  goes back to the default.',
].join('\n');

function reportLine(d: ReportDefinition): string {
  const also = d.aliases.length > 0 ? ` (also ${d.aliases.join(', ')})` : '';
  return `\`${d.kind}\`${also}: ${d.blurb}. Default: ${rangeWords(parseCanonicalRange(d.defaultRange)!)}.`;
}

/** `by country`, `by region` …: the breakdowns of one report, as its help lists them. */
function breakdownHelp(d: ReportDefinition): string {
  const commands = breakdownCommands(d.kind).map((c) => `\`${c}\``);
  return `${commands.join(', ')}: break the figures down by ${breakdownList(d.kind)}`;
}

function optionsFor(d: ReportDefinition): string[] {
  const specific = REPORT_OPTIONS.filter((option) => d.options.includes(option)).map((option) =>
    option === 'breakdown' ? breakdownHelp(d) : OPTION_HELP[option],
  );
  return [...specific, OPTION_HELP.compare, OPTION_HELP.weekStart, OPTION_HELP.tz];
}

/** The example help lists beside a report: its second, which shows an option, or its only one. */
function example(d: ReportDefinition): string {
  return d.examples[d.examples.length > 1 ? 1 : 0] ?? `/report ${d.kind}`;
}

/**
 * Help text. Without a topic: every report with an example, ranges, options and
 * subscriptions. With a topic: that report's words, default range, options and examples.
 */
export function helpText(topic?: ReportKind): string {
  const d = topic === undefined ? undefined : reportDefinition(topic);
  if (d) {
    return [
      reportLine(d),
      d.lookAhead ? 'It covers future stay dates; past ranges work too.' : 'It has only past data.',
      '',
      'Examples:',
      ...d.examples.map((e) => `  \`${e}\``),
      ...(d.questions && d.questions.length > 0 ? ['', 'Or ask in your own words:', ...d.questions.map((q) => `  • ${q}`)] : []),
      '',
      'Options:',
      ...optionsFor(d).map((o) => `  ${o}`),
      '',
      'What the figures mean:',
      ...d.metrics.map((m) => `  ${m.label}: ${m.means}`),
      '',
      RANGES_HELP,
      '',
      `Get it regularly: \`/report subscribe ${d.kind} every monday at 9am\`.`,
      ...[alertLine(d)].filter((l): l is string => l !== null),
    ].join('\n');
  }
  return [
    'Usage: ask in your own words, for example:',
    ...STARTER_QUESTIONS.map((q) => `  • ${q}`),
    'I say how I read a question, and every figure comes from the reporting service.',
    '',
    'Or type a command: `/report <report> [range] [options]`, in any order.',
    '',
    'Reports:',
    ...reportDefinitions().map((r) => `  ${reportLine(r)}\n    e.g. \`${example(r)}\``),
    '',
    RANGES_HELP,
    '',
    'Options:',
    ...Object.values(OPTION_HELP).map((o) => `  ${o}`),
    '',
    SUBSCRIPTIONS_HELP,
    '',
    ALERTS_HELP,
    ACCESS_HELP,
    '',
    'More on one report: `/report help referrals`.',
  ].join('\n');
}
