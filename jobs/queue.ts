/**
 * The `reports` queue: job names, payload schemas (validated when enqueued and again when
 * processed), default job options and the enqueue helpers.
 */
import { randomBytes } from 'node:crypto';
import { Queue, type JobsOptions } from 'bullmq';
import type { RedisClient } from './redis.js';
import { z } from 'zod';
import { RequesterSchema, type Target } from '../src/commands/index.js';
import { AlertConditionSchema, ReportQuerySchema, SubscriptionIdSchema } from '../src/query/index.js';

export const QUEUE_NAME = 'reports';

/**
 * `report`: one report for one requester. `subscription`: a subscription firing. `books`: the
 * daily snapshot of the look-ahead, for pickup (books-snapshot.ts).
 */
export const JOB_NAMES = { report: 'report', firing: 'subscription', books: 'books-snapshot' } as const;

/** Short id quoted in failure messages and logs, e.g. `r-k3m9xp2a`. */
export const CorrelationIdSchema = z.string().regex(/^[A-Za-z0-9_-]{4,64}$/);

/** One report to make and deliver, to a target of one of `target`'s platforms. */
export function reportJobSchema(target: z.ZodType<Target>) {
  return z.object({
    query: ReportQuerySchema,
    target,
    /** Whose access scope applies, where it is not the target's own (a platform's side pane: the channel the person is viewing). */
    accessTarget: target.optional(),
    requester: RequesterSchema,
    correlationId: CorrelationIdSchema,
    /** When it was asked for: relative ranges are resolved at this instant, on every try. */
    requestedAt: z.iso.datetime(),
    /** Update this message in place (a Refresh button) where the platform can; with `as: 'csv'`, the message whose thread gets the file. */
    replaceMessageId: z.string().min(1).max(128).optional(),
    /**
     * "Check now" on an alert: the report is posted with what the check found, crossed or not.
     * A look only: the alert's crossing state is not changed, so a scheduled check still posts
     * when the condition starts to hold.
     */
    check: z.object({ alertId: SubscriptionIdSchema, condition: AlertConditionSchema }).optional(),
    /** `csv` (the Download CSV button): deliver the report's CSV file instead of the report. */
    as: z.literal('csv').optional(),
  });
}
export type ReportJob = z.infer<ReturnType<typeof reportJobSchema>>;

/** The payload schemas of a runtime: built from the platforms it was given. */
export interface JobSchemas {
  /** Any of the platforms' targets. */
  target: z.ZodType<Target>;
  report: z.ZodType<ReportJob>;
}

export function jobSchemas(target: z.ZodType<Target>): JobSchemas {
  return { target, report: reportJobSchema(target) };
}

/**
 * What callers give `enqueueReport`; the id and time are filled in when absent. The target is
 * any platform's: it is validated with the payload when enqueued.
 */
export type ReportRequest = Omit<ReportJob, 'correlationId' | 'requestedAt' | 'target'> & {
  target: Target;
  correlationId?: string;
  requestedAt?: string;
};

/**
 * A subscription firing. Jobs made by the BullMQ job scheduler carry only the id; their
 * scheduled time is the job's `opts.prevMillis`. Firings enqueued by hand carry `scheduledAt`.
 */
export const FiringJobSchema = z.object({
  subscriptionId: SubscriptionIdSchema,
  scheduledAt: z.number().int().positive().optional(),
});
export type FiringJob = z.infer<typeof FiringJobSchema>;

/**
 * The daily snapshot of the books. The job scheduler's jobs carry nothing (their day is the
 * scheduled time); one enqueued by hand (catching up, tests) may say which instant it stands for.
 */
export const BooksJobSchema = z.object({ scheduledAt: z.number().int().positive().optional() });

/** Retry policy shared by the BullMQ queue and the inline runner. */
export interface RetryPolicy {
  /** Tries in all. */
  attempts: number;
  /** First backoff delay in ms; doubles each try. */
  backoffMs: number;
}

/** Share of the backoff delay that is randomised, so retries of many jobs do not line up. */
export const BACKOFF_JITTER = 0.5;

/**
 * Finished jobs are kept for a while for inspection and then trimmed, so Redis does not
 * grow without bound: completed for a day (at most 1,000), failed for a week (at most 5,000).
 */
export const KEEP_COMPLETED = { age: 24 * 3600, count: 1_000 } as const;
export const KEEP_FAILED = { age: 7 * 24 * 3600, count: 5_000 } as const;

/** Options every job of the queue gets; the inline runner reads its attempts and backoff from them too. */
export function defaultJobOptions(policy: RetryPolicy): JobsOptions {
  return {
    attempts: policy.attempts,
    backoff: { type: 'exponential', delay: policy.backoffMs, jitter: BACKOFF_JITTER },
    removeOnComplete: { ...KEEP_COMPLETED },
    removeOnFail: { ...KEEP_FAILED },
  };
}

/** A new correlation id for a request. */
export function newCorrelationId(): string {
  return `r-${randomBytes(6)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}`;
}

/** The correlation id of a firing: the same on every try of the same firing. */
export function firingCorrelationId(subscriptionId: string, scheduledAt: number): string {
  return `${subscriptionId}-${scheduledAt.toString(36)}`;
}

/** The queue, on a producer connection owned by the caller; `prefix` starts every key. */
export function createReportsQueue(connection: RedisClient, prefix: string, policy: RetryPolicy): Queue {
  return new Queue(QUEUE_NAME, { connection, prefix, defaultJobOptions: defaultJobOptions(policy) });
}

/** Validates and fills in a report request (throws a ZodError for a bad one: a caller's bug). */
export function reportJob(request: ReportRequest, schemas: JobSchemas, now: Date): ReportJob {
  return schemas.report.parse({
    ...request,
    correlationId: request.correlationId ?? newCorrelationId(),
    requestedAt: request.requestedAt ?? now.toISOString(),
  });
}

/** Enqueues a validated report job; the job id is the correlation id, so a double click is enqueued once. */
export async function enqueueReport(queue: Queue, job: ReportJob): Promise<{ jobId: string; correlationId: string }> {
  const added = await queue.add(JOB_NAMES.report, job, { jobId: job.correlationId });
  return { jobId: added.id ?? job.correlationId, correlationId: job.correlationId };
}

/** The job template a subscription's job scheduler uses. */
export function firingTemplate(subscriptionId: string): { name: string; data: FiringJob } {
  return { name: JOB_NAMES.firing, data: FiringJobSchema.parse({ subscriptionId }) };
}

/**
 * Enqueues one firing of a subscription for a given scheduled time: what the scheduler does
 * at that time, for tests, benchmarks and catching up after an outage. The job id names the
 * firing, so the same firing enqueued twice while the first is kept runs once; the firing
 * claim (firing.ts) covers the rest.
 */
export async function enqueueFiring(queue: Queue, subscriptionId: string, scheduledAt: Date): Promise<string> {
  const data = FiringJobSchema.parse({ subscriptionId, scheduledAt: scheduledAt.getTime() });
  const jobId = `firing-${subscriptionId}-${scheduledAt.getTime()}`;
  const job = await queue.add(JOB_NAMES.firing, data, { jobId });
  return job.id ?? jobId;
}

/** Enqueues many firings for the same scheduled time in one round trip. */
export async function enqueueFirings(queue: Queue, subscriptionIds: readonly string[], scheduledAt: Date): Promise<void> {
  const at = scheduledAt.getTime();
  await queue.addBulk(
    subscriptionIds.map((subscriptionId) => ({
      name: JOB_NAMES.firing,
      data: FiringJobSchema.parse({ subscriptionId, scheduledAt: at }),
      opts: { jobId: `firing-${subscriptionId}-${at}` },
    })),
  );
}
