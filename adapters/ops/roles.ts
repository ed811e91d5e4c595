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
 * Split roles share work only through Redis: without it a `web` process would run reports
 * itself and a `worker` would have nothing to take. One readable sentence instead.
 */
export function assertRoleBackend(role: Role, backend: Pick<JobsBackend, 'mode'>): void {
  if (role === 'all' || backend.mode === 'bullmq') return;
  throw new JobsStartupError(
    `ROLE=${role} needs Redis: ${role === 'web' ? 'web processes hand reports to workers' : 'workers take their jobs'} through the queue there. Set REDIS_URL to a Redis that answers, or use ROLE=all.`,
  );
}
