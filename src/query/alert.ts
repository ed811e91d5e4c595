/**
 * The alert command: `alert <report> <metric> below|above <value>` or
 * `alert <report> <metric> changes-by <percent>`, with a range, options and a schedule read
 * exactly as a subscription's (report-command.ts). Without a schedule an alert is checked every
 * weekday at 08:00 in the conversation's zone: early enough to act on the day.
 *
 * The figure is named by the word its report lists under `alerts` (src/reports); the value is
 * read in that figure's unit, so `$5,000` fits revenue and not occupancy, `72%` fits occupancy.
 * Lookups go through Maps, so `constructor` or `__proto__` is a word like any other unknown one.
 */
import { reportByWord, reportDefinition, reportDefinitions } from './catalog.js';
import { finishCommand, readDraft, type Setting } from './report-command.js';
import { commandError, type Token } from './tokens.js';
import { AlertConditionSchema, type AlertCondition, type CommandError, type ParseResult, type ReportKind } from './types.js';
import type { AlertMetric, MetricInfo } from '../catalogue/types.js';

/** When an alert is checked if the command says nothing: every weekday at 08:00. */
const DEFAULT_ALERT_EVERY = { every: 'weekday' } as const;
const DEFAULT_ALERT_TIME = '08:00';

/** The example every alert refusal offers. */
const ALERT_EXAMPLE = '/report alert referrals revenue below $5,000 last-week';

const BELOW = new Set(['below', 'under']);
const ABOVE = new Set(['above', 'over']);
const CHANGES = new Set(['changes', 'change', 'moves']);

type Op = AlertCondition['op'];

/** Where the condition is: the comparator's first token, how many tokens it has, and its op. */
function findComparator(tokens: readonly Token[]): { at: number; len: number; op: Op } | null {
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!.text;
    if (BELOW.has(word)) return { at: i, len: 1, op: 'below' };
    if (ABOVE.has(word)) return { at: i, len: 1, op: 'above' };
    if (word === 'changes-by' || word === 'change-by') return { at: i, len: 1, op: 'changes-by' };
    if (CHANGES.has(word) && tokens[i + 1]?.text === 'by') return { at: i, len: 2, op: 'changes-by' };
  }
  return null;
}

/** The figures a report can alert on, by word. */
export function alertMetrics(report: ReportKind): Map<string, { word: string; info: MetricInfo }> {
  const definition = reportDefinition(report);
  const out = new Map<string, { word: string; info: MetricInfo }>();
  for (const a of definition?.alerts ?? ([] as readonly AlertMetric[])) {
    const info = definition!.metrics.find((m) => m.key === a.metric);
    if (info) out.set(a.word, { word: a.word, info });
  }
  return out;
}

/** `revenue or transactions`. */
function orList(words: readonly string[]): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? '');
}

const VALUE_RE = /^([$€£])?(\d+(?:\.\d+)?)(k|m)?(%)?$/;

/** A typed value read in a figure's unit, or the sentence saying why it does not fit. */
function readAlertValue(text: string, info: MetricInfo, op: Op): { value: number } | CommandError {
  const m = VALUE_RE.exec(text);
  const bad = (why: string, hint: string) => commandError('bad_alert', why, hint);
  if (!m) return bad(`"${text}" is not a number.`, op === 'changes-by' ? 'Try "changes-by 20%".' : `Try a number such as "5000", "5k" or "$5,000".`);
  const [, money, digits, scale, percent] = m;
  const number = Number(digits) * (scale === 'k' ? 1_000 : scale === 'm' ? 1_000_000 : 1);
  if (op === 'changes-by') {
    if (money || scale) return bad(`"changes-by" takes a percentage, not "${text}".`, 'Try "changes-by 20%".');
    if (number <= 0 || number > 1000) return bad(`"changes-by ${text}" must be more than 0% and at most 1000%.`, 'Try "changes-by 20%".');
    return { value: number / 100 };
  }
  const label = info.label.toLowerCase();
  if (info.unit === 'percent') {
    if (money || scale) return bad(`${info.label} is a percentage, so "${text}" does not fit it.`, 'Try a value like "72%".');
    if (number > 100) return bad(`${info.label} cannot be more than 100%.`, 'Try a value like "72%".');
    return { value: number / 100 };
  }
  if (percent)
    return bad(
      `${info.label} is not a percentage, so "${text}" does not fit it.`,
      `Give ${label} as a number, or use "changes-by ${text}" for a change.`,
    );
  if (money && info.unit !== 'currency')
    return bad(`${info.label} is not an amount of money, so "${text}" does not fit it.`, `Give ${label} as a number, such as "${number}".`);
  if (info.unit === 'rating' && (scale || number < 1 || number > 5))
    return bad(`${info.label} is from 1 to 5 stars, so "${text}" does not fit it.`, 'Try a value like "4.2".');
  return { value: number };
}

/**
 * Reads an alert command (the tokens after `alert`). The figure is the word before the
 * condition; the rest is a subscription command whose schedule defaults to every weekday at
 * 08:00. `changes-by` needs a comparison, so `no-compare` is refused with it.
 */
export function parseAlert(tokens: readonly Token[], setting: Setting): ParseResult {
  const error = (e: CommandError): ParseResult => ({ kind: 'error', error: e });
  const comparator = findComparator(tokens);
  if (!comparator) {
    return error(commandError('bad_alert', 'An alert needs a condition: "below", "above" or "changes-by".', `Try "${ALERT_EXAMPLE}".`));
  }
  const { at, len, op } = comparator;
  const metricToken = tokens[at - 1];
  const valueToken = tokens[at + len];
  if (valueToken === undefined) {
    return error(
      commandError(
        'bad_alert',
        `"${tokens
          .slice(at, at + len)
          .map((t) => t.text)
          .join(' ')}" needs a value.`,
        `Try "${ALERT_EXAMPLE}".`,
      ),
    );
  }
  // The figure's word may also be the report's (`alert signups below 40`): then it names both.
  const doubles =
    metricToken !== undefined &&
    reportByWord(metricToken.text) !== undefined &&
    !tokens.some((t, i) => i !== at - 1 && reportByWord(t.text) !== undefined);
  const drop = new Set([at, at + len]);
  if (len === 2) drop.add(at + 1);
  if (metricToken && !doubles) drop.add(at - 1);
  const body = tokens.filter((_, i) => !drop.has(i));
  const draft = readDraft(body);
  if ('code' in draft) return error(draft);
  draft.every ??= { value: DEFAULT_ALERT_EVERY, phrase: 'every weekday' };
  draft.time ??= { value: DEFAULT_ALERT_TIME, phrase: `at ${DEFAULT_ALERT_TIME}` };
  const finished = finishCommand(body, draft, setting, true);
  if (finished.kind !== 'subscribe') return finished;
  const report = finished.query.report;
  const metrics = alertMetrics(report);
  if (metrics.size === 0) {
    const alertable = reportDefinitions()
      .filter((d) => (d.alerts?.length ?? 0) > 0)
      .map((d) => d.kind);
    return error(commandError('bad_alert', `${report} has no single figure to alert on.`, `Alerts work with ${orList(alertable)}.`));
  }
  const words = [...metrics.keys()];
  if (metricToken === undefined) {
    return error(commandError('bad_alert', `Name the figure to watch before "${tokens[at]!.text}".`, `${report} has ${orList(words)}.`));
  }
  const metric = metrics.get(metricToken.text);
  if (!metric) {
    return error(
      commandError('unknown_word', `I don't understand "${metricToken.raw}": ${report} has no metric "${metricToken.raw}".`, `Try ${orList(words)}.`),
    );
  }
  const read = readAlertValue(valueToken.text, metric.info, op);
  if ('code' in read) return error(read);
  if (op === 'changes-by' && finished.query.compare === 'none') {
    return error(
      commandError('conflict', '"changes-by" compares with an earlier period, so it cannot go with "no-compare".', 'Leave out "no-compare".'),
    );
  }
  const condition = AlertConditionSchema.parse(
    op === 'changes-by' ? { op, metric: metric.word, fraction: read.value } : { op, metric: metric.word, value: read.value },
  );
  return { kind: 'alert', query: finished.query, schedule: finished.schedule, condition };
}
