/**
 * The BullMQ worker: runs the processor on jobs of the `reports` queue, and shuts down
 * gracefully. Shutdown stops taking jobs, lets running ones finish for a bounded time, then
 * hands back those that have not posted yet (they go back to the queue, untried) and closes
 * its connection. A job that still does not let go (stuck in a platform call) is left to
 * BullMQ's stalled-job check, which puts it back after its lock expires; the firing claim
 * keeps a subscription from posting twice in that case.
 */
import { DelayedError, WaitingError, Worker, type Job } from 'bullmq';
import type { Logger } from '../src/log.js';
import type { JobHandle, JobResult, Processor } from './job.js';
import { isAbandoned } from './abandoned.js';
import { QUEUE_NAME } from './queue.js';
import type { RedisClient } from './redis.js';

export interface WorkerOptions {
  /** A `worker` connection (maxRetriesPerRequest: null), owned by the caller. */
  connection: RedisClient;
  prefix: string;
  concurrency: number;
  logger: Logger;
  /** Lock a running job holds; renewed every half of it. BullMQ's default is 30 s. */
  lockDuration?: number;
  /** How often stalled jobs (their worker died) are looked for. BullMQ's default is 30 s. */
  stalledInterval?: number;
  /** Hears the worker's 'error' events (redis-health.ts: once per outage); logged one by one without it. */
  onError?: (err: unknown) => void;
  /**
   * Times a job may lose its worker (a crash, a kill) and be put back before BullMQ fails it
   * (BullMQ's default is 1; the runtime gives the job's tries). Such a failure never reaches
   * the processor: `onAbandoned` hears it instead, with how many times the worker stopped.
   */
  maxStalledCount?: number;
  onAbandoned?: (job: JobHandle, times: number) => Promise<void>;
}

/** A running worker. */
export interface RunningWorker {
  readonly worker: Worker;
  /** Graceful shutdown within about `timeoutMs` + 5 s. */
  close(timeoutMs: number): Promise<void>;
}

/** How the processor sees a BullMQ job. */
export function jobHandle(job: Job, token: string | undefined, signal: AbortSignal | undefined): JobHandle {
  return {
    id: job.id ?? '(no id)',
    name: job.name,
    data: job.data as unknown,
    attemptsMade: job.attemptsMade,
    attempts: job.opts.attempts ?? 1,
    timestamp: job.timestamp,
    // Jobs made by a job scheduler carry the time they were scheduled for.
    scheduledAt: job.repeatJobKey ? job.opts.prevMillis : undefined,
    signal,
    async defer(ms) {
      await job.moveToDelayed(Date.now() + ms, token);
      throw new DelayedError();
    },
    async release() {
      await job.moveToWait(token);
      throw new WaitingError();
    },
  };
}

const RELEASE_GRACE_MS = 5_000;

/** Whether `promise` settles within `ms`; the timer never outlives the answer. */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(resolve, ms, false);
  });
  try {
    // A close that fails has still ended; its error is the worker's to report.
    const settled = promise.then(
      () => true,
      () => true,
    );
    return await Promise.race([settled, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function startWorker(processor: Processor, opts: WorkerOptions): RunningWorker {
  const { logger } = opts;
  // Three declared parameters: BullMQ passes the abort signal only to processors that take it.
  const worker = new Worker<unknown, JobResult>(
    QUEUE_NAME,
    async (job: Job, token: string | undefined, signal: AbortSignal | undefined) => {
      const handle = jobHandle(job, token, signal);
      // BullMQ never fails a job scheduler's job for stalling (moveStalledJobsToWait skips
      // jobs with a live scheduler), so a firing that kills its worker would be picked up
      // forever. Past the same limit as any other job, it is given up here and told about.
      const limit = opts.maxStalledCount ?? 1;
      if (job.repeatJobKey && job.stalledCounter > limit && opts.onAbandoned) {
        await opts.onAbandoned(handle, job.stalledCounter);
        return { status: 'abandoned', stalls: job.stalledCounter };
      }
      return processor(handle);
    },
    {
      connection: opts.connection,
      prefix: opts.prefix,
      concurrency: opts.concurrency,
      // Given only when set: an undefined here would replace BullMQ's default.
      ...(opts.lockDuration === undefined ? {} : { lockDuration: opts.lockDuration }),
      ...(opts.stalledInterval === undefined ? {} : { stalledInterval: opts.stalledInterval }),
      ...(opts.maxStalledCount === undefined ? {} : { maxStalledCount: opts.maxStalledCount }),
    },
  );
  worker.on('error', (err) => (opts.onError ? opts.onError(err) : logger.error({ event: 'worker_error', err: String(err) }, 'worker error')));
  worker.on('stalled', (jobId) => logger.warn({ event: 'job_stalled', jobId }, 'a job lost its worker and was put back on the queue'));
  worker.on('failed', (job, err) => {
    if (!job || !isAbandoned(err) || !opts.onAbandoned) return;
    void opts.onAbandoned(jobHandle(job, undefined, undefined), (opts.maxStalledCount ?? 1) + 1);
  });

  let closing: Promise<void> | undefined;
  return {
    worker,
    close(timeoutMs) {
      closing ??= (async () => {
        const closed = worker.close();
        if (await settlesWithin(closed, timeoutMs)) return;
        logger.warn({ event: 'shutdown_releasing_jobs', timeoutMs }, 'jobs still running at shutdown; handing back those not yet posted');
        worker.cancelAllJobs('shutdown');
        if (await settlesWithin(closed, RELEASE_GRACE_MS)) return;
        logger.error({ event: 'shutdown_forced' }, 'jobs did not stop; they will be picked up again when their lock expires');
      })();
      return closing;
    },
  };
}
