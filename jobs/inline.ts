/**
 * The inline runner: the same processor, in this process, with no Redis. Used by the local
 * mode when nothing answers on the default Redis URL. Same payload validation (the
 * processor's), the same job options as the queue (`defaultJobOptions`: attempts, and the
 * delay before each retry by BullMQ's own backoff strategy), the same final failures
 * (`UnrecoverableError`, the last try) and the same concurrency limit. What it cannot give
 * is persistence: jobs waiting when the process stops are lost (and logged), and there are
 * no schedules.
 */
import { Backoffs, DelayedError, UnrecoverableError, WaitingError, type MinimalJob } from 'bullmq';
import type { Logger } from '../src/log.js';
import type { JobHandle, JobResult, Processor } from './job.js';
import { defaultJobOptions, type RetryPolicy } from './queue.js';
import { settlesWithin } from './worker.js';

export interface InlineRunnerOptions {
  concurrency: number;
  policy: RetryPolicy;
  logger: Logger;
}

/** What the runner reports about a job that ended. */
export type InlineOutcome = { jobId: string; result: JobResult } | { jobId: string; error: unknown };

export interface InlineRunner {
  /** Queues a job; resolves with its id as soon as it is queued (like BullMQ's add). */
  enqueue(name: string, data: unknown, jobId?: string): Promise<string>;
  /** Resolves when nothing is running, waiting or set to retry. */
  idle(): Promise<void>;
  /** Called with every job that ended (completed or finally failed). */
  onDone(listener: (outcome: InlineOutcome) => void): void;
  close(timeoutMs: number): Promise<void>;
}

interface Entry {
  id: string;
  name: string;
  data: unknown;
  attemptsMade: number;
  timestamp: number;
}

export function createInlineRunner(processor: Processor, opts: InlineRunnerOptions): InlineRunner {
  const { logger } = opts;
  // The options every job of the queue gets: the same attempts and backoff here.
  const { attempts = 1, backoff } = defaultJobOptions(opts.policy);
  const backoffOptions = backoff === undefined ? undefined : Backoffs.normalize(backoff);
  /** The delay before the next try, as BullMQ's worker computes it after `attemptsMade` tries. */
  const retryDelay = async (attemptsMade: number, err: unknown): Promise<number> => {
    if (!backoffOptions) return 0;
    // The built-in strategies read neither the error nor the job; there is no BullMQ job here.
    const error = err instanceof Error ? err : new Error(String(err));
    return (await Backoffs.calculate(backoffOptions, attemptsMade, error, undefined as unknown as MinimalJob)) ?? 0;
  };
  const ready: Entry[] = [];
  const timers = new Map<NodeJS.Timeout, Entry>();
  const running = new Map<Entry, { controller: AbortController; done: Promise<void> }>();
  const listeners: ((o: InlineOutcome) => void)[] = [];
  let idleWaiters: (() => void)[] = [];
  let closed = false;
  let seq = 0;

  const emit = (o: InlineOutcome) => listeners.forEach((l) => l(o));
  const later = (entry: Entry, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      ready.push(entry);
      pump();
    }, ms);
    timers.set(timer, entry);
  };
  const checkIdle = () => {
    if (ready.length === 0 && timers.size === 0 && running.size === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      waiters.forEach((w) => w());
    }
  };

  async function run(entry: Entry, controller: AbortController): Promise<void> {
    let handBack: 'defer' | 'release' | undefined;
    let deferMs = 0;
    const handle: JobHandle = {
      id: entry.id,
      name: entry.name,
      data: entry.data,
      attemptsMade: entry.attemptsMade,
      attempts,
      timestamp: entry.timestamp,
      signal: controller.signal,
      async defer(ms) {
        handBack = 'defer';
        deferMs = ms;
        throw new DelayedError();
      },
      async release() {
        handBack = 'release';
        throw new WaitingError();
      },
    };
    try {
      const result = await processor(handle);
      emit({ jobId: entry.id, result });
    } catch (error) {
      // Work handed back or due for a retry after close() began is listed by close() as dropped.
      if (handBack === 'defer' && !closed) return later(entry, deferMs);
      if (handBack) return void ready.push(entry);
      const final = error instanceof UnrecoverableError || entry.attemptsMade + 1 >= attempts;
      if (!final) {
        entry.attemptsMade++;
        if (closed) return void ready.push(entry);
        return later(entry, await retryDelay(entry.attemptsMade, error));
      }
      emit({ jobId: entry.id, error });
    }
  }

  function pump(): void {
    while (!closed && running.size < opts.concurrency) {
      const entry = ready.shift();
      if (!entry) break;
      const controller = new AbortController();
      const done = run(entry, controller)
        .catch((err: unknown) => logger.error({ event: 'inline_runner_error', jobId: entry.id, err: String(err) }, 'inline runner error'))
        .finally(() => {
          running.delete(entry);
          pump();
          checkIdle();
        });
      running.set(entry, { controller, done });
    }
  }

  return {
    async enqueue(name, data, jobId) {
      if (closed) throw new Error('the inline runner is shut down');
      const entry: Entry = { id: jobId ?? `inline-${++seq}`, name, data, attemptsMade: 0, timestamp: Date.now() };
      ready.push(entry);
      queueMicrotask(pump);
      return entry.id;
    },
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        checkIdle();
      });
    },
    onDone(listener) {
      listeners.push(listener);
    },
    async close(timeoutMs) {
      closed = true;
      for (const [timer, entry] of timers) {
        clearTimeout(timer);
        ready.push(entry);
      }
      timers.clear();
      const all = Promise.all([...running.values()].map((r) => r.done));
      if (!(await settlesWithin(all, timeoutMs))) {
        logger.warn({ event: 'shutdown_releasing_jobs', timeoutMs }, 'jobs still running at shutdown; stopping those not yet posted');
        for (const r of running.values()) r.controller.abort('shutdown');
        await settlesWithin(all, 5_000);
      }
      if (ready.length > 0) {
        logger.warn(
          { event: 'inline_jobs_dropped', count: ready.length, jobIds: ready.map((e) => e.id) },
          'jobs not run: the inline runner keeps nothing across restarts',
        );
      }
      ready.length = 0;
      checkIdle();
    },
  };
}
