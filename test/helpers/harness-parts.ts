/** Pieces the Slack, Teams and preview harnesses share: queue counts, draining and clean-up. */
import type { Queue } from 'bullmq';
import { closeRedis, connectRedis, deleteKeysWithPrefix } from '../../jobs/index.js';

/** Every job the queue holds, whatever its state. */
export async function queueSize(queue: Queue): Promise<number> {
  const counts = await queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized', 'waiting-children');
  return Object.values(counts).reduce((a, b) => a + b, 0);
}

/** Jobs that still have work to do: waiting, running, or set to retry later. */
export async function unfinishedJobs(queue: Queue): Promise<number> {
  const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
  return Object.values(counts).reduce((a, b) => a + b, 0);
}

/**
 * Resolves once every job in the queue has finished (completed or failed for good): nothing
 * waits, runs or waits for a retry. "Nothing more happens" is asserted after this, never after
 * a fixed sleep. Polls every 25 ms; fails after `timeoutMs`.
 */
export async function queueDrained(queue: Queue, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = await unfinishedJobs(queue);
    if (left === 0) return;
    if (Date.now() > deadline) throw new Error(`the queue still had ${left} unfinished job(s) after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Deletes every key a test wrote under its own prefix. */
export async function dropRedisPrefix(url: string, prefix: string): Promise<void> {
  const redis = await connectRedis(url, 'producer', 'test-cleanup');
  await deleteKeysWithPrefix(redis, prefix);
  await closeRedis(redis);
}
