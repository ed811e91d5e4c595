/**
 * The buttons under a report, platform-neutral: Slack puts them in an `actions` block, Teams
 * in `Action.Submit`s. Each button carries the whole query it will run (not a server-side id),
 * so a click needs no lookup and still works after a restart; the value is validated with the
 * same zod schema as a typed command, because it comes back from a chat client we don't control.
 */
import { z } from 'zod';
import { message } from '../messages/index.js';
import { LIMITS, ReportQuerySchema, SubscriptionIdSchema, reportDefinition, shiftRange, type ReportQuery } from '../query/index.js';
import type { Report } from '../catalogue/types.js';
import { hasCsv } from './csv.js';
import { RENDER_LIMITS } from './limits.js';

/** One button under a report: its id (`refresh`, `previous`, or one its report adds), label and the query a click runs. */
export interface ReportAction {
  id: string;
  label: string;
  query: ReportQuery;
  /**
   * The instant the query is run at, ISO; absent: when clicked. Download CSV carries its
   * report's, so `last-month` is still the month on screen when the button is clicked later.
   */
  at?: string;
}

/** The buttons every report may have (Download CSV only with a table), and `open` under an alert (the alert's report, posted anew). */
const COMMON_ACTIONS = ['refresh', 'previous', 'open', 'csv'];

/** The id of the Download CSV button: Slack posts the file in the report's thread; Teams and the preview open a link instead. */
export const CSV_ACTION = 'csv';

/** Its label, the same on every platform. */
export const CSV_LABEL = message('button.csv');

/** The snooze buttons under an alert, and how many days each snoozes it for. */
export const SNOOZE_ACTIONS = {
  snooze_day: { days: 1, label: message('button.snoozeDay') },
  snooze_week: { days: 7, label: message('button.snoozeWeek') },
} as const;
export type SnoozeAction = keyof typeof SNOOZE_ACTIONS;

/**
 * What a click decodes to: the query to run, an alert to snooze for `days`, or one sentence
 * for the user.
 */
export type DecodedAction =
  | { ok: true; action: string; query: ReportQuery; at?: Date }
  | { ok: true; action: SnoozeAction; snooze: { alertId: string; days: number } }
  | { ok: true; action: typeof READING_ACTION; command: string }
  | { ok: false; message: string };

/** The one reply to a button value we cannot trust or no longer understand. */
export const STALE_ACTION_MESSAGE = message('button.stale');

/**
 * The id of a button under a clarifying question ("Which did you mean: Signups or Stories?"):
 * its value is one reading as the command it stands for, run as if typed.
 */
export const READING_ACTION = 'reading';

/** The one reply to a reading's button we cannot trust: the question it answered must be asked again. */
export const STALE_READING_MESSAGE = message('button.staleReading');

/** Prefix of every Slack `action_id` we create, so the Slack adapter can route on it. */
export const ACTION_ID_PREFIX = 'report_';

/** Ids of buttons: lower case and underscores, short enough for any `action_id`. */
const ACTION_ID = /^[a-z][a-z_]{0,31}$/;

/**
 * The buttons for a report, in display order: Refresh (same query), Previous period (range
 * pinned to the whole period before, as explicit dates; none before 1970), then the buttons
 * the report's own definition adds (referrals: the breakdowns it is not showing), then
 * Download CSV when the report has a table (its query is the one the report ran with).
 * `now` is the instant the previous period is computed against (use the report's
 * `generatedAt` so the button steps back from the period on screen).
 */
export function reportActions(report: Report, now: Date): ReportAction[] {
  const query = report.query;
  const actions: ReportAction[] = [{ id: 'refresh', label: message('button.refresh'), query }];
  const earlier = shiftRange(query, now);
  if (earlier) actions.push({ id: 'previous', label: message('button.previous'), query: earlier });
  for (const button of reportDefinition(query.report)?.buttons ?? []) {
    const target = button.target(query);
    if (target) actions.push({ id: button.id, label: button.label, query: target });
  }
  if (hasCsv(report)) actions.push({ id: CSV_ACTION, label: CSV_LABEL, query, at: report.generatedAt });
  return actions;
}

/** The buttons of a report with their encoded values; one whose value would not fit a button is left out rather than broken. */
export function encodedActions(report: Report, now: Date): { action: ReportAction; value: string }[] {
  return reportActions(report, now)
    .map((action) => ({ action, value: encodeActionValue(action) }))
    .filter(({ value }) => fitsButton(value));
}

/**
 * The buttons under an alert's message: Open report (the alert's report, posted as a new
 * message so the alert stays as it was), Snooze 1 day and Snooze 1 week.
 */
export function alertActions(query: ReportQuery, alertId: string): { action: Omit<ReportAction, 'query'>; value: string }[] {
  const open = { id: 'open', label: message('button.open') };
  const buttons = [{ action: open, value: encodeActionValue({ ...open, query }) }];
  for (const [id, { label }] of Object.entries(SNOOZE_ACTIONS)) buttons.push({ action: { id, label }, value: JSON.stringify({ a: id, s: alertId }) });
  return buttons.filter(({ value }) => fitsButton(value));
}

/** Query fields whose value is the default are left out of a button value to keep it short. */
const DEFAULTS = { weekStartsOn: 'Sunday', properties: [], discoveries: [] } as const;
const QUERY_KEYS = new Set(Object.keys(ReportQuerySchema.shape));

/**
 * A button value: compact JSON `{"a":"previous","q":{...}}` with default and empty fields
 * dropped. Stays far below Slack's 2,000-character limit for any query a user can type;
 * callers still check the length (see `fitsButton`).
 */
export function encodeActionValue(action: ReportAction): string {
  const q: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(action.query)) {
    if (value === undefined) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (key in DEFAULTS && DEFAULTS[key as keyof typeof DEFAULTS] === value) continue;
    q[key] = value;
  }
  return JSON.stringify(action.at ? { a: action.id, q, t: Date.parse(action.at) } : { a: action.id, q });
}

/** Whether an encoded value can be sent as a Slack button value. */
export function fitsButton(value: string): boolean {
  return value.length <= RENDER_LIMITS.slack.buttonValue;
}

/**
 * A reading's button value: `{"a":"reading","v":1,"c":"signups last week"}`. `v` is the
 * format's version, so a value from a later format is refused rather than misread; `c` is one
 * line of text, no longer than a command the grammar reads.
 */
const ReadingEnvelopeSchema = z.strictObject({
  a: z.literal(READING_ACTION),
  v: z.literal(1),
  c: z
    .string()
    .min(1)
    .max(LIMITS.maxCommandChars)
    .regex(/^[^\p{Cc}]+$/u),
});

/** The button value of one reading of a question: the command it stands for. */
export function encodeReadingValue(command: string): string {
  return JSON.stringify({ a: READING_ACTION, v: 1, c: command } satisfies z.infer<typeof ReadingEnvelopeSchema>);
}

const SnoozeEnvelopeSchema = z.strictObject({
  a: z.enum(Object.keys(SNOOZE_ACTIONS) as [SnoozeAction, ...SnoozeAction[]]),
  s: SubscriptionIdSchema,
});

const EnvelopeSchema = z.strictObject({
  a: z.string().regex(ACTION_ID),
  q: z.record(z.string(), z.unknown()),
  /** The instant to run at, in ms (Download CSV); the click's own instant when absent. */
  t: z.number().int().min(0).max(8_640_000_000_000_000).optional(),
});

/**
 * Decodes and validates a button value from Slack or Teams. Never throws: anything that is
 * not a value we made for a query the bot can still run (not JSON, oversized, an unknown
 * report or field, a query that no longer validates) is one sentence for the user.
 */
export function decodeActionValue(value: unknown): DecodedAction {
  const stale = { ok: false, message: STALE_ACTION_MESSAGE } as const;
  const json = parseValue(value);
  if (json === undefined) return stale;
  const snooze = SnoozeEnvelopeSchema.safeParse(json);
  if (snooze.success)
    return { ok: true, action: snooze.data.a, snooze: { alertId: snooze.data.s.toLowerCase(), days: SNOOZE_ACTIONS[snooze.data.a].days } };
  if (isObject(json) && json.a === READING_ACTION) {
    // Whether the command still reads as a report is the front door's to check, as for typed text.
    const reading = ReadingEnvelopeSchema.safeParse(json);
    return reading.success ? { ok: true, action: READING_ACTION, command: reading.data.c } : { ok: false, message: STALE_READING_MESSAGE };
  }
  const envelope = readQueryEnvelope(json);
  if (!envelope) return stale;
  // Only buttons the report can have: Refresh, Previous period and the ones it defines.
  const ids = [...COMMON_ACTIONS, ...(reportDefinition(envelope.query.report)?.buttons ?? []).map((b) => b.id)];
  if (!ids.includes(envelope.a)) return stale;
  const t = envelope.t;
  return { ok: true, action: envelope.a, query: envelope.query, ...(t === undefined ? {} : { at: new Date(t) }) };
}

/**
 * The id of the "Subscribe to this" button under a report (Slack): it opens the subscription
 * form with the report's query and runs nothing, so it is not one of the buttons
 * `decodeActionValue` lets run a report.
 */
export const SUBSCRIBE_ACTION = 'subscribe';

/** A "Subscribe to this" button's value, validated as every report button's is; never throws. */
export function decodeSubscribeValue(value: unknown): { ok: true; query: ReportQuery } | { ok: false; message: string } {
  const json = parseValue(value);
  const envelope = json === undefined ? null : readQueryEnvelope(json);
  if (!envelope || envelope.a !== SUBSCRIBE_ACTION || envelope.t !== undefined) return { ok: false, message: STALE_ACTION_MESSAGE };
  return { ok: true, query: envelope.query };
}

/** A button value's JSON, or undefined when it is not a string of JSON that fits a button. */
function parseValue(value: unknown): unknown {
  if (typeof value !== 'string' || value.length === 0 || !fitsButton(value)) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** A query button's envelope with its query validated, or null. */
function readQueryEnvelope(json: unknown): { a: string; query: ReportQuery; t?: number } | null {
  const envelope = EnvelopeSchema.safeParse(json);
  if (!envelope.success) return null;
  // Unknown fields mean the value was edited or comes from another version: refuse, don't guess.
  // Checked on the parsed JSON itself, where a `__proto__` key is still an ordinary own key.
  const raw = (json as { q: object }).q;
  if (Object.keys(raw).some((key) => !QUERY_KEYS.has(key))) return null;
  const query = ReportQuerySchema.safeParse({ ...DEFAULTS, ...envelope.data.q });
  if (!query.success) return null;
  return { a: envelope.data.a, query: query.data, ...(envelope.data.t === undefined ? {} : { t: envelope.data.t }) };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
