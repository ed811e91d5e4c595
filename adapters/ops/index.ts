/**
 * The operator's kit: Prometheus metrics (`/metrics`), the queue dashboard
 * (`/admin/queues`, behind ADMIN_TOKEN), process roles and the worker thread of a ROLE=all
 * process. serve.ts wires them.
 */
export {
  createMetrics,
  countedCache,
  labelValue,
  observedClientOptions,
  METRICS_PATH,
  QUEUE_STATES,
  type Metrics,
  type MetricsOptions,
  type Observers,
} from './metrics.js';
export { observeHttp, routeLabel } from './http-metrics.js';
export { createQueueDashboard, presentedToken, tokenMatches, DASHBOARD_PATH, AUTH_REALM, type QueueDashboardOptions } from './dashboard.js';
export { startWorkerThread, workerThreadEnd, type WorkerThread, type WorkerThreadData } from './worker-thread.js';
export { rolePlan, assertRoleBackend, workerInThread, type Role, type RolePlan } from './roles.js';
