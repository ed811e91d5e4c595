/**
 * A job as the processor sees it, whichever runner runs it (the BullMQ worker or the inline
 * runner), and what the processor, its handlers and its failure handling share: the
 * processor's ports, the handler table's type and the work one job is about to do.
 */
import { DelayedError, WaitingError } from 'bullmq';
import type { Access } from '../src/access/index.js';
import type { ReportingApi } from '../src/api/client.js';
import type { FollowUps, Requester, Target } from '../src/commands/index.js';
import type { Logger } from '../src/log.js';
import type { AlertCondition, ReportQuery } from '../src/query/index.js';
import type { ChartRenderer } from '../src/render/charts.js';
import type { BooksStore } from './books-history.js';
import type { Deliverer } from './deliverer.js';
import type { AlertStateStore } from './alert-state.js';
import type { FiringLedger } from './firing.js';
import type { MessageVersions } from './message-versions.js';
import type { JobsObserver } from './observer.js';
import type { Platforms } from './platforms.js';
import type { JOB_NAMES, JobSchemas } from './queue.js';
import type { RunReport } from './sharing.js';
import type { Subscription, SubscriptionStore } from './subscription-store.js';
import type { SubscriptionService } from './subscriptions.js';

/** A job as the processor sees it, whichever runner runs it. */
export interface JobHandle {
  id: string;
  name: string;
  data: unknown;
  /** Failed tries before this one. */
  attemptsMade: number;
  /** Tries in all. */
  attempts: number;
  /** When the job was enqueued (ms). */
  timestamp: number;
  /** For jobs made by a job scheduler: the time it was scheduled for (ms). */
  scheduledAt?: number;
  /** Aborted when the runner shuts down; work not yet delivered is handed back. */
  signal?: AbortSignal;
  /** Puts the job aside for `ms` without using up a try; throws the runner's own signal. */
  defer(ms: number): Promise<never>;
  /** Hands the job back to the queue untried (shutdown); throws the runner's own signal. */
  release(): Promise<never>;
}

/** Runner signals (`defer`, `release`) pass through every handler untouched: they are not outcomes. */
export function isRunnerSignal(err: unknown): boolean {
  return err instanceof DelayedError || err instanceof WaitingError;
}

/** What a processed job returned (BullMQ keeps it as the job's return value). */
export type JobResult =
  | { status: 'delivered'; messageId: string; correlationId: string }
  | { status: 'duplicate'; messageId: string; correlationId: string }
  /** `refused`: the conversation's access scope does not allow it; one sentence was posted instead. */
  | { status: 'skipped'; reason: 'paused' | 'removed' | 'snoozed' | 'not_crossed' | 'refused'; correlationId: string }
  /** A job scheduler's firing whose worker died more often than its tries; its people were told. */
  | { status: 'abandoned'; stalls: number }
  | { status: 'recorded'; filters: string[]; correlationId: string };

export type Processor = (job: JobHandle) => Promise<JobResult>;

/** A job's name on the queue. */
export type JobName = (typeof JOB_NAMES)[keyof typeof JOB_NAMES];

/** One kind of job's handler: validates its own payload, runs it, and says how it ended. */
export type JobHandler = (job: JobHandle) => Promise<JobResult>;

/** Every job name with its handler: the processor dispatches by looking the name up. */
export type JobHandlers = { readonly [N in JobName]: JobHandler };

/** Firings need the subscription store, the service (to pause), the exactly-once ledger and alerts' crossing state. */
export interface FiringDeps {
  store: SubscriptionStore;
  service: Pick<SubscriptionService, 'pause' | 'recordDelivery'>;
  ledger: FiringLedger;
  alertStates: AlertStateStore;
}

export interface ProcessorDeps {
  api: ReportingApi;
  /** Delivers to every platform (`Platforms.deliverer`, observed for metrics). */
  deliverer: Deliverer;
  /**
   * The platforms' conversations and direct messages, which of them take charts after the
   * figures, and what each can do besides posting.
   */
  platforms: Pick<Platforms, 'conversationKey' | 'directTarget' | 'addsCharts' | 'abilities'> & Partial<Pick<Platforms, 'threadKey'>>;
  /** The payload schemas for those platforms' targets. */
  schemas: JobSchemas;
  /** Null: reports go out without charts (and without a chart error). */
  charts: ChartRenderer | null;
  reports: { currency: string; includeRestricted: boolean; includeOptout: boolean; timeZone?: string };
  /** Null without Redis: firings are refused. */
  firings: FiringDeps | null;
  logger: Logger;
  /** The history of the books (pickup): given to every report, and written by the daily `books` job. Absent: no pickup. */
  books?: BooksStore;
  /** How reports are made; default `runReport`. The runtime passes `sharedReports(runReport)`. */
  runReport?: RunReport;
  /** Hears job outcomes and report durations (metrics). */
  observer?: JobsObserver;
  /**
   * Who may see what: every job (request, button, subscription or alert firing) is checked
   * and narrowed against its conversation's scope before any service call. Absent: no limits.
   */
  access?: Access;
  /** Which report each rewritten message shows last, so a late chart never overwrites a newer report. Absent: not checked. */
  messages?: MessageVersions;
  /** False: every report is delivered with its charts drawn, in one post (the benchmark's side-by-side path). Default true. */
  chartsFollow?: boolean;
  /** Where every report posted is kept under its message's thread, so a reply there follows up on it. Absent: not kept. */
  followUps?: FollowUps;
}

/**
 * The work one report job is about to do, whatever kind it is: which report, for whom, to
 * which conversation, at which instant (a request's, or a firing's scheduled time).
 */
export interface JobWork {
  query: ReportQuery;
  target: Target;
  /** Whose access scope applies, where it is not the target's own (a platform's side pane: the channel the person is viewing). */
  accessTarget?: Target;
  now: Date;
  correlationId: string;
  requester: Requester;
  replaceMessageId?: string;
  /** `csv`: deliver the report's CSV file (in the thread of `replaceMessageId`), not the report. */
  as?: 'csv';
  firing?: { subscription: Subscription; scheduledAt: number };
  /** "Check now" on an alert: post the report with what its condition found, crossed or not. */
  check?: { alertId: string; condition: AlertCondition };
}
