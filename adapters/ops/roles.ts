/**
 * Roles, so one image scales out: `web` processes take chat requests and enqueue them,
 * `worker` processes run the jobs, `all` (the default) does both in one process. Every role
 * serves /healthz, /readyz and /metrics on PORT, so each can be probed and scraped.
 */
import { JobsStartupError, type JobsBackend } from '../../jobs/index.js';

export type Role = 'all' | 'web' | 'worker';

/** What a process of `role` runs. */
export interface RolePlan {
  /** Mount the chat receivers (Slack, Teams, preview page) and start their apps. */
  receivers: boolean;
  /** Run a BullMQ worker (`startJobs(..., { worker })`). */
  worker: boolean;
}

export function rolePlan(role: Role): RolePlan {
  switch (role) {
    case 'web':
      return { receivers: true, worker: false };
    case 'worker':
      return { receivers: false, worker: true };
    default:
      return { receivers: true, worker: true };
  }
}

/**
 * Whether a process's worker runs in a worker thread (WORKER_THREAD=auto) rather than on the
 * main thread beside the receivers. Only at `ROLE=all`: a `worker` process has no receivers to
 * keep free. Only with Redis: the queue is how the two threads hand each other jobs (the
 * inline runner runs a report where it was asked for). Not while the preview page is shown:
 * its deliverer is the page's memory on the main thread, and local mode is one person trying
 * the bot, who waits for no ack.
 */
export function workerInThread(opts: { role: Role; setting: 'auto' | 'off'; mode: JobsBackend['mode']; previewShown: boolean }): boolean {
  return opts.setting === 'auto' && opts.role === 'all' && opts.mode === 'bullmq' && !opts.previewShown;
}

/**
 * Split roles share work only through Redis: without it a `web` process would run reports
 * itself and a `worker` would have nothing to take. One readable sentence instead.
 */
export function assertRoleBackend(role: Role, backend: Pick<JobsBackend, 'mode'>): void {
  if (role === 'all' || backend.mode === 'bullmq') return;
  throw new JobsStartupError(
    `ROLE=${role} needs Redis: ${role === 'web' ? 'web processes hand reports to workers' : 'workers take their jobs'} through the queue there. Set REDIS_URL to a Redis that answers, or use ROLE=all.`,
  );
}
