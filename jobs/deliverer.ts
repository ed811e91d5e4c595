/**
 * The delivery port: how a finished report (or a one-sentence notice) reaches a chat, and the
 * one vocabulary of delivery failures.
 *
 * The message is platform-neutral on purpose: a deliverer renders it itself with the pure
 * renderers in src/render, because rendering depends on delivery (one platform must upload a
 * chart PNG first and put the returned file id in its blocks, another takes a data URI, the
 * local page keeps the bytes). Each platform's folder under adapters/ implements this port
 * and lists, in one table, what its failures mean (`DeliveryErrorTable`).
 */
import type { Target } from '../src/commands/index.js';
import { AppError } from '../src/errors.js';
import type { MessageId } from '../src/messages/index.js';
import type { Chart } from '../src/render/charts.js';
import type { Report } from '../src/catalogue/types.js';

/** A report's charts once drawn; `chartError`: one was wanted but could not be made. */
export interface ChartsMade {
  charts: Chart[];
  chartError: boolean;
}

/**
 * What to deliver.
 * - `report`: a report with its charts. `chartError` says a chart was wanted but could not
 *   be made (renderers show one line instead of a broken image). `replaceMessageId` asks to
 *   update a message in place (a Refresh button) where the platform can. `chartsPending`: the
 *   figures go out first, with a line holding the charts' place, and `charts` is empty; the
 *   charts are written into the same message afterwards (`Deliverer.addCharts`).
 * - `csv`: see below.
 * - `notice`: one sentence, for the requester only (an ephemeral message or a direct message,
 *   where the platform has them) or for the whole channel. Failure notices end with
 *   `(ref <correlationId>)`.
 */
export type OutgoingMessage =
  | ReportMessage
  | { kind: 'notice'; text: string; correlationId: string; audience: 'requester' | 'channel' }
  /**
   * The report's tables as a CSV file (Download CSV), posted in the thread of `messageId`
   * (the message whose button asked) where the platform takes files from a bot; platforms
   * that do not give a signed link under the report instead, and refuse this.
   */
  | { kind: 'csv'; report: Report; correlationId: string; messageId?: string };

/** A report to deliver: see `OutgoingMessage`. */
export interface ReportMessage {
  kind: 'report';
  report: Report;
  charts: Chart[];
  chartError: boolean;
  correlationId: string;
  replaceMessageId?: string;
  /** Set when a subscription fired; deliverers may say so under the report. */
  subscriptionId?: string;
  /** Set when a subscription fired: the firing's id, for deliverers that can tag the post with it (see `findPosted`). */
  firingId?: string;
  /**
   * Set when an alert crossed (or a Check now look at it): the sentence to put above the
   * report, and the alert's id for its Open report / Snooze buttons (`alertActions`).
   */
  alert?: { text: string; alertId: string };
  /** The figures only, for now: the charts follow into the same message (`Deliverer.addCharts`). */
  chartsPending?: boolean;
}

/** What the platform returned for a delivered message: its id there (a message timestamp, an activity id). */
export interface DeliveryReceipt {
  messageId: string;
  /**
   * False when the bot cannot change the message afterwards (a reply through a
   * command's one-time response address), so charts do not follow into it. Default true.
   */
  editable?: boolean;
}

/**
 * A report's charts as a platform readied them for its message before the message was posted
 * (`Deliverer.prepareCharts`): a PNG may have become a file of the platform or a link of the
 * bot's own.
 */
export interface PreparedCharts {
  /** The charts as the message shows them. */
  charts: Chart[];
  /** A chart was wanted but could not be readied; the message says so in one line. */
  failed: boolean;
  /** Keys of the charts shown from the bot's own links: the platform fetches them, and may fail to. */
  hosted: ReadonlySet<string>;
}

/** The port every platform implements. Implementations throw `DeliveryError` for every failure they understand. */
export interface Deliverer<T extends Target = Target> {
  deliver(target: T, message: OutgoingMessage): Promise<DeliveryReceipt>;
}

/**
 * What some platforms can do besides posting, each left out where a platform cannot: jobs
 * then does without it (the charts in the post itself, no search before posting again, no
 * pacing).
 */
export interface DeliveryAbilities<T extends Target = Target> {
  /**
   * Where the platform can rewrite a message it posted: writes a report's charts into the
   * message `posted` that went out with its figures only (`chartsPending`). `message` is the
   * report as delivered, now with its charts drawn (or `chartError`); `prepared` what
   * `prepareCharts` made of them, where the platform has it. Never throws: the figures are
   * out, and a chart that cannot be written is said in the message or left as it is. Jobs
   * checks first that no newer report has been written into that message since. Platforms
   * without it get every report whole, its charts drawn before it is posted.
   */
  addCharts?(target: T, posted: DeliveryReceipt, message: ReportMessage, prepared?: PreparedCharts): Promise<void>;
  /**
   * Readies drawn charts for a message to `target` while its figures are on their way (an
   * upload the message will point to), so `addCharts` only writes. Never throws: a chart that
   * cannot be readied is left out and `failed` set.
   */
  prepareCharts?(target: T, message: ReportMessage): Promise<PreparedCharts>;
  /**
   * Where the platform can search a conversation: the id of a report posted there since
   * `sinceMs` and tagged with `firingId`, else null. Asked before posting a firing again
   * whose earlier try may have posted without recording it (a crash), so it is not posted
   * twice. Platforms that cannot search leave it out; such a firing is posted again.
   */
  findPosted?(target: T, firingId: string, sinceMs: number): Promise<string | null>;
  /**
   * Where the platform paces posts per conversation (its rate limits, a 429's Retry-After): ms
   * until `target` takes the post of firing `firingId`. 0: it may now, and that turn is kept
   * for the next post to it, so two firings for one conversation asking at once do not both go
   * on. Above 0 the platform may book a later turn for that firing, given again when it comes
   * back. A firing not ready goes back to the queue for that long before it claims anything,
   * so no worker waits on one conversation while another could post. Platforms that do not
   * pace leave it out: every conversation is always ready.
   */
  reserveTurn?(target: T, firingId: string): number;
}

/**
 * Stable codes of delivery failures:
 * - `target_gone`: the channel was deleted or archived, or the bot was removed from it; trying
 *   again will not help and a subscription to it is paused (`permanent`).
 * - `rate_limited`: the platform said 429; retryable.
 * - `unavailable`: the platform answered 5xx or could not be reached; retryable.
 * - `rejected`: the platform refused this message (too big, invalid blocks, no permission
 *   to post here); not retryable, not permanent.
 */
export type DeliveryErrorCode = 'target_gone' | 'rate_limited' | 'unavailable' | 'rejected';

const SENTENCES: Record<DeliveryErrorCode, MessageId> = {
  target_gone: 'delivery.targetGone',
  rate_limited: 'delivery.rateLimited',
  unavailable: 'delivery.unavailable',
  rejected: 'delivery.rejected',
};

/** A failed delivery, in the app's error vocabulary. */
export class DeliveryError extends AppError {
  declare readonly code: DeliveryErrorCode;
  /** The conversation is gone for good: pause subscriptions that post there. */
  readonly permanent: boolean;
  /** The platform's own code or status, e.g. `channel_not_found`, `403`. */
  readonly platformCode?: string;
  /** A Retry-After the platform sent, in ms. */
  readonly retryAfterMs?: number;

  constructor(
    code: DeliveryErrorCode,
    opts: { userMessage?: string; platformCode?: string; retryAfterMs?: number; cause?: unknown; detail?: string } = {},
  ) {
    super(code, opts.userMessage ?? { id: SENTENCES[code] }, {
      retryable: code === 'rate_limited' || code === 'unavailable',
      cause: opts.cause,
      detail: opts.detail ?? `delivery ${code}${opts.platformCode ? ` (${opts.platformCode})` : ''}`,
    });
    this.permanent = code === 'target_gone';
    this.platformCode = opts.platformCode;
    this.retryAfterMs = opts.retryAfterMs;
  }
}

/** What one platform code means for a delivery, in the table of its platform. */
export interface DeliveryErrorEntry {
  /** `target_gone` (pause), `rate_limited` or `unavailable` (retry), `rejected` (refused for good). */
  readonly code: DeliveryErrorCode;
  /** The sentence people are told; default the code's own (or, for `rejected`, the table's `refused`). */
  readonly sentence?: string;
}

/**
 * One platform's delivery failures in one table: its own codes (an error string, an HTTP
 * status such as `403`, or a class of statuses such as `5xx`) and what each means. A code
 * the table does not list is refused: not retried, not a reason to pause anything.
 */
export interface DeliveryErrorTable {
  readonly codes: Readonly<Record<string, DeliveryErrorEntry>>;
  /** The sentence for a refused message, naming the platform's code. */
  refused(platformCode: string): string;
}

/** The table's entry for a code, else for its HTTP status, else for the status class. */
function lookupDeliveryError(table: DeliveryErrorTable, platformCode: string, status?: number): DeliveryErrorEntry | undefined {
  const keys = [platformCode, ...(status === undefined ? [] : [String(status), `${Math.floor(status / 100)}xx`])];
  const key = keys.find((k) => Object.hasOwn(table.codes, k));
  return key === undefined ? undefined : table.codes[key];
}

/** The DeliveryError a platform code (and HTTP status) stands for in a platform's table. */
export function deliveryError(
  table: DeliveryErrorTable,
  platformCode: string,
  opts: { status?: number; retryAfterMs?: number; cause?: unknown; detail?: string } = {},
): DeliveryError {
  const entry = lookupDeliveryError(table, platformCode, opts.status) ?? { code: 'rejected' as const };
  const sentence = entry.sentence ?? (entry.code === 'rejected' ? table.refused(platformCode) : undefined);
  return new DeliveryError(entry.code, {
    platformCode,
    userMessage: sentence,
    retryAfterMs: entry.code === 'rate_limited' ? opts.retryAfterMs : undefined,
    cause: opts.cause,
    detail: opts.detail,
  });
}
