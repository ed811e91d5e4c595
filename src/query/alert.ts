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
import { message } from '../messages/index.js';
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
  return words.length > 1 ? message('grammar.orList', { rest: words.slice(0, -1).join(', '), last: words.at(-1) }) : (words[0] ?? '');
}

const VALUE_RE = /^([$€£])?(\d+(?:\.\d+)?)(k|m)?(%)?$/;

/** A typed value read in a figure's unit, or the sentence saying why it does not fit. */
function readAlertValue(text: string, info: MetricInfo, op: Op): { value: number } | CommandError {
  const m = VALUE_RE.exec(text);
  const bad = (why: string, hint: string) => commandError('bad_alert', why, hint);
  if (!m) return bad(message('grammar.notANumber', { text }), message(op === 'changes-by' ? 'grammar.tryChangesBy' : 'grammar.tryNumber'));
  const [, money, digits, scale, percent] = m;
  const number = Number(digits) * (scale === 'k' ? 1_000 : scale === 'm' ? 1_000_000 : 1);
  if (op === 'changes-by') {
    if (money || scale) return bad(message('grammar.changesByPercentage', { text }), message('grammar.tryChangesBy'));
    if (number <= 0 || number > 1000) return bad(message('grammar.changesByRange', { text }), message('grammar.tryChangesBy'));
    return { value: number / 100 };
  }
  const label = info.label.toLowerCase();
  if (info.unit === 'percent') {
    if (money || scale) return bad(message('grammar.isPercentage', { figure: info.label, text }), message('grammar.tryValue', { example: '72%' }));
    if (number > 100) return bad(message('grammar.atMost100', { figure: info.label }), message('grammar.tryValue', { example: '72%' }));
    return { value: number / 100 };
  }
  if (percent)
    return bad(message('grammar.notPercentage', { figure: info.label, text }), message('grammar.giveNumberOrChange', { figure: label, text }));
  if (money && info.unit !== 'currency')
    return bad(message('grammar.notMoney', { figure: info.label, text }), message('grammar.giveNumber', { figure: label, value: number }));
  if (info.unit === 'rating' && (scale || number < 1 || number > 5))
    return bad(message('grammar.stars', { figure: info.label, text }), message('grammar.tryValue', { example: '4.2' }));
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
    return error(commandError('bad_alert', message('grammar.needsCondition'), message('grammar.tryWords', { words: ALERT_EXAMPLE })));
  }
  const { at, len, op } = comparator;
  const metricToken = tokens[at - 1];
  const valueToken = tokens[at + len];
  if (valueToken === undefined) {
    return error(
      commandError(
        'bad_alert',
        message('grammar.needsValue', {
          words: tokens
            .slice(at, at + len)
            .map((t) => t.text)
            .join(' '),
        }),
        message('grammar.tryWords', { words: ALERT_EXAMPLE }),
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
    return error(
      commandError('bad_alert', message('grammar.noFigure', { report }), message('grammar.alertsWorkWith', { reports: orList(alertable) })),
    );
  }
  const words = [...metrics.keys()];
  if (metricToken === undefined) {
    return error(
      commandError(
        'bad_alert',
        message('grammar.nameFigure', { before: tokens[at]!.text }),
        message('grammar.reportHas', { report, figures: orList(words) }),
      ),
    );
  }
  const metric = metrics.get(metricToken.text);
  if (!metric) {
    return error(
      commandError(
        'unknown_word',
        message('grammar.noSuchMetric', { word: metricToken.raw, report }),
        message('grammar.tryFigures', { figures: orList(words) }),
      ),
    );
  }
  const read = readAlertValue(valueToken.text, metric.info, op);
  if ('code' in read) return error(read);
  if (op === 'changes-by' && finished.query.compare === 'none') {
    return error(commandError('conflict', message('grammar.changesByNoCompare'), message('grammar.leaveOutNoCompare')));
  }
  const condition = AlertConditionSchema.parse(
    op === 'changes-by' ? { op, metric: metric.word, fraction: read.value } : { op, metric: metric.word, value: read.value },
  );
  return { kind: 'alert', query: finished.query, schedule: finished.schedule, condition };
}
