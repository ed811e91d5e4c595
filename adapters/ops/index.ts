/**
 * The operator's kit: Prometheus metrics (`/metrics`), the queue dashboard
 * (`/admin/queues`, behind ADMIN_TOKEN) and process roles. main.ts wires them.
 */
export { createMetrics, countedCache, labelValue, METRICS_PATH, QUEUE_STATES, type Metrics, type MetricsOptions } from './metrics.js';
export { observeHttp, routeLabel } from './http-metrics.js';
export { createQueueDashboard, presentedToken, tokenMatches, DASHBOARD_PATH, AUTH_REALM, type QueueDashboardOptions } from './dashboard.js';
export { rolePlan, assertRoleBackend, workerInThread, type Role, type RolePlan } from './roles.js';
