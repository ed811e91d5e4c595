/**
 * What the front door is given (front-door.ts): the jobs runtime as it queues reports and keeps
 * subscriptions and access, where follow-ups find the report they change, the clock, the log
 * and the counters. Each has its real implementation in jobs/ and adapters/ops/.
 */
import type { Access } from '../access/index.js';
import type { Logger } from '../log.js';
import type { NameIndex, ReportQuery } from '../query/index.js';
import type { Requester, Target } from './answer.js';
import type { SubscriptionPort } from './replies.js';

/** A report to queue, as the jobs runtime takes it. */
export interface ReportOrder<T extends Target = Target> {
  query: ReportQuery;
  target: T;
  requester: Requester;
  requestedAt: string;
  /** The same request delivered twice (a platform's retry) becomes the same job. */
  correlationId?: string;
  replaceMessageId?: string;
  /** `csv`: post the report's CSV file in the thread of `replaceMessageId` instead of the report. */
  as?: 'csv';
}

/** The jobs runtime as the front door uses it. */
export interface JobsPort {
  /** Queues a report; throws an AppError (one sentence) when it cannot. */
  enqueueReport(order: ReportOrder): Promise<{ correlationId: string }>;
  /** Null without Redis: subscription commands say so. */
  subscriptions: SubscriptionPort | null;
  /**
   * Who may see what: every report, button and new subscription is checked against the
   * conversation's scope before it is queued. Absent: no limits, and `access` commands say so.
   */
  access?: Access;
}

/**
 * The last report asked in each thread or conversation (jobs/follow-ups.ts: Redis with the
 * queue, memory without), so a follow-up changes it. Keyed by `Conversation.followUpKey`.
 */
export interface FollowUps {
  /** The thread's last report, or null (none, expired, or no longer valid). */
  last(thread: string): Promise<ReportQuery | null>;
  remember(thread: string, query: ReportQuery): Promise<void>;
}

/** What the front door needs: the jobs runtime, the clock and a log. */
export interface FrontDoorPorts {
  jobs: JobsPort;
  /** Where follow-ups find the report they change. Absent: every message is read on its own. */
  followUps?: FollowUps;
  logger: Logger;
  /** REPORT_TIMEZONE: the zone a command is read in when it names none. */
  timeZone: string;
  /** The deployment's names, as known now (the sample data's, or learned from the service). Absent: none. */
  names?: () => NameIndex;
  /** HOLIDAY_COUNTRY: whose holidays questions name. Default US. */
  holidayCountry?: string;
  /** The clock commands are read against; tests fix it. Default the real one. */
  now?: () => Date;
  /** Counts each command that is not a report request by platform and kind (reports are counted where they are queued). */
  onCommand?: (platform: string, kind: string) => void;
  /** ADMIN_USERS: user ids that may change access on every platform (and the only ones where the platform has no rule). */
  adminUsers?: readonly string[];
  /** Counts a request refused by access (`reason`: a `RefusalReason`, or `not_admin`). */
  onAccessRefused?: (reason: string) => void;
  /** Counts an access change (`grant`, `revoke`, `reset`). */
  onAccessChanged?: (action: string) => void;
}
