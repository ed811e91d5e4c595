/**
 * Help text, plain and platform-neutral: commands in backticks (rendered as code in Slack,
 * Teams markdown and terminals alike), nothing else that needs a renderer. What it says of
 * each report (words, blurb, default range, options, examples, figures) is the report's own
 * definition, read from the registry.
 */
import type { MetricInfo, ReportDefinition } from '../catalogue/types.js';
import { idPart, messageWord, metricWord, relabel, type Word } from '../catalogue/words.js';
import { breakdownCommands, breakdownList } from './breakdowns.js';
import { parseCanonicalRange } from './canonical.js';
import { reportDefinition, reportDefinitions } from './catalog.js';
import { rangeWords } from './labels.js';
import { REPORT_OPTIONS, type ReportKind, type ReportOption } from './types.js';
import { localeOf, message, sayOf, type MessageId, type MessageValues, type Reader } from '../messages/index.js';

/** The six questions help leads with: one per kind of question people ask most. */
export const STARTER_QUESTIONS = [
  'how did referrals do last month?',
  'what is our ADR next month?',
  'how many new signups yesterday?',
  'which channel brought the most referral revenue in october?',
  'occupancy over christmas vs last year',
  'show me 5 guest stories from last month',
] as const;

/** The help of each option, by the option (and the three every report takes). */
const OPTION_HELP: Record<ReportOption | 'compare' | 'weekStart' | 'tz', MessageId> = {
  breakdown: 'help.optionBreakdown',
  grouping: 'help.optionGrouping',
  propertyType: 'help.optionPropertyType',
  properties: 'help.optionProperties',
  discoveries: 'help.optionDiscoveries',
  delay: 'help.optionDelay',
  top: 'help.optionTop',
  compare: 'help.optionCompare',
  weekStart: 'help.optionWeekStart',
  tz: 'help.optionTz',
};

/** `revenue, transactions`: the words an alert on this report can watch. */
function alertLine(d: ReportDefinition, say: Say): string | null {
  const words = (d.alerts ?? []).map((a) => `\`${a.word}\``);
  return words.length > 0 ? say('help.alertOn', { words: words.join(', '), report: d.kind, word: d.alerts![0]!.word }) : null;
}

function reportLine(d: ReportDefinition, say: Say, locale: Reader): string {
  const also = d.aliases.length > 0 ? d.aliases.join(', ') : 'none';
  const blurb = inLocale(d.blurb, [messageWord(`blurb.${idPart(d.kind)}`)], locale);
  return say('help.reportLine', {
    kind: d.kind,
    also,
    blurb,
    range: rangeWords(parseCanonicalRange(d.defaultRange)!, localeOf(locale), sayOf(locale)),
  });
}

/**
 * A definition's word said again in `locale` by the catalogue ids of its keys (a built-in's
 * words were said in the default locale when it was defined; a plug-in's stay its own).
 */
function inLocale(word: string, candidates: Word[], locale: Reader): string {
  return locale ? relabel(word, candidates, localeOf(locale) ?? '', sayOf(locale)) : word;
}

/** `Referral revenue: Revenue of bookings …`: a figure and what it means, in `locale` (a digest's figures are its sections'). */
function figureLine(m: MetricInfo, locale: Reader): string {
  const kinds = reportDefinitions().map((r) => r.kind);
  const label = inLocale(
    m.label,
    kinds.map((k) => metricWord(k, m.key)),
    locale,
  );
  const means = inLocale(
    m.means,
    kinds.map((k) => metricWord(k, m.key, 'means')),
    locale,
  );
  return `  ${label}: ${means}`;
}

/** `by country`, `by region` …: the breakdowns of one report, as its help lists them. */
function breakdownHelp(d: ReportDefinition, say: Say): string {
  const commands = breakdownCommands(d.kind).map((c) => `\`${c}\``);
  return say('help.breakdown', { commands: commands.join(', '), fields: breakdownList(d.kind) });
}

function optionsFor(d: ReportDefinition, say: Say): string[] {
  const specific = REPORT_OPTIONS.filter((option) => d.options.includes(option)).map((option) =>
    option === 'breakdown' ? breakdownHelp(d, say) : say(OPTION_HELP[option]),
  );
  return [...specific, say(OPTION_HELP.compare), say(OPTION_HELP.weekStart), say(OPTION_HELP.tz)];
}

/** The example help lists beside a report: its second, which shows an option, or its only one. */
function example(d: ReportDefinition): string {
  return d.examples[d.examples.length > 1 ? 1 : 0] ?? `/report ${d.kind}`;
}

/** Says a help message in the reader's words. */
type Say = (id: MessageId, values?: MessageValues) => string;

/**
 * Help text, in the words of the reader's `locale`. Without a topic: every report with an
 * example, ranges, options and subscriptions. With a topic: that report's words, default
 * range, options and examples.
 */
export function helpText(topic?: ReportKind, locale?: Reader, where: { reportsOnly?: boolean } = {}): string {
  const say: Say = (id, values) => message(id, values, locale);
  const d = topic === undefined ? undefined : reportDefinition(topic);
  if (d) {
    return [
      reportLine(d, say, locale),
      say(d.lookAhead ? 'help.lookAhead' : 'help.pastOnly'),
      '',
      say('help.examples'),
      ...d.examples.map((e) => `  \`${e}\``),
      ...(d.questions && d.questions.length > 0 ? ['', say('help.ownWords'), ...d.questions.map((q) => `  • ${q}`)] : []),
      '',
      say('help.options'),
      ...optionsFor(d, say).map((o) => `  ${o}`),
      '',
      say('help.figuresMean'),
      ...d.metrics.map((m) => figureLine(m, locale)),
      '',
      say('help.ranges'),
      ...(where.reportsOnly ? [] : ['', say('help.regularly', { report: d.kind }), ...[alertLine(d, say)].filter((l): l is string => l !== null)]),
    ].join('\n');
  }
  return [
    say('help.usage'),
    ...STARTER_QUESTIONS.map((q) => `  • ${q}`),
    say('help.howIRead'),
    '',
    say('help.orCommand'),
    '',
    say('help.reports'),
    ...reportDefinitions().map((r) => `  ${reportLine(r, say, locale)}\n    ${say('help.example', { example: example(r) })}`),
    '',
    say('help.ranges'),
    '',
    say('help.options'),
    ...Object.values(OPTION_HELP).map((o) => `  ${say(o)}`),
    '',
    ...(where.reportsOnly ? [say('help.inConversations')] : [say('help.subscriptions'), '', say('help.alerts'), say('help.access')]),
    '',
    say('help.moreOnOne'),
  ].join('\n');
}
