/**
 * A job as a handler sees it (`JobHandle`), made by hand for the handlers' own tests: what a
 * runner would give, with `defer` and `release` throwing the runner's own signals as BullMQ's
 * worker and the inline runner do, and noting that they were called.
 */
import { DelayedError, WaitingError } from 'bullmq';
import type { JobHandle } from '../../jobs/job.js';

export interface HandMadeJob extends JobHandle {
  /** The delays `defer` was called with. */
  deferred: number[];
  /** How often `release` was called. */
  released: number;
}

let seq = 0;

export function handMadeJob(name: string, data: unknown, over: Partial<Pick<JobHandle, 'attemptsMade' | 'attempts' | 'timestamp' | 'scheduledAt' | 'signal'>> = {}): HandMadeJob {
  const job: HandMadeJob = {
    id: `hand-${++seq}`,
    name,
    data,
    attemptsMade: 0,
    attempts: 3,
    timestamp: Date.now(),
    ...over,
    deferred: [],
    released: 0,
    async defer(ms) {
      job.deferred.push(ms);
      throw new DelayedError();
    },
    async release() {
      job.released += 1;
      throw new WaitingError();
    },
  };
  return job;
}
