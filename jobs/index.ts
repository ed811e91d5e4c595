/**
 * Jobs: the `reports` queue (BullMQ on Redis, or inline without Redis), the processor,
 * subscriptions on a schedule, the delivery port and its preview and recording deliverers.
 * main.ts wires it with `connectJobsBackend` and `startJobs` (see runtime.ts).
 */
export { connectJobsBackend, startJobs, JobsStartupError, PROBE_TIMEOUT_MS, type Jobs, type JobsBackend, type StartJobsDeps } from './runtime.js';
export * from './targets.js';
export * from './deliverer.js';
export { PreviewDeliverer, type PreviewChart, type PreviewMessage, type PreviewDelivererOptions } from './preview-deliverer.js';
export { RecordingDeliverer, type Delivery, type RecordingDelivererOptions } from './recording-deliverer.js';
export { routeDeliveries } from './route-deliverer.js';
export { observeDeliveries, type JobsObserver, type JobOutcome } from './observer.js';
export {
  QUEUE_NAME,
  JOB_NAMES,
  ReportJobSchema,
  FiringJobSchema,
  CorrelationIdSchema,
  KEEP_COMPLETED,
  KEEP_FAILED,
  defaultJobOptions,
  enqueueReport,
  enqueueFiring,
  enqueueFirings,
  newCorrelationId,
  type ReportJob,
  type ReportRequest,
  type FiringJob,
  type RetryPolicy,
} from './queue.js';
export { MAX_SUBSCRIPTIONS_PER_CONVERSATION, createSubscriptionService, nextRunAt, type SubscriptionService, type NewSubscription, type CreatedSubscription } from './subscriptions.js';
export { SubscriptionSchema, createRedisSubscriptionStore, type Subscription, type SubscriptionStore } from './subscription-store.js';
export { createProcessor, type JobHandle, type JobResult, type ProcessorDeps } from './processor.js';
export { startWorker, type RunningWorker } from './worker.js';
export { createInlineRunner, type InlineRunner } from './inline.js';
export { createRedisFiringLedger, type FiringLedger } from './firing.js';
export { createRedisResponseCache } from './shared-fetch.js';
export { sharedChartRenderer } from './chart-cache.js';
export { sharedReports, type RunReport } from './report-cache.js';
export { connectRedis, probeRedis, deleteKeysWithPrefix, closeRedis, redactRedisUrl } from './redis.js';
