/**
 * Jobs: the `reports` queue (BullMQ on Redis, or the inline runner without Redis, with the
 * same policies), the processor, subscriptions on a schedule with exactly-once firings, the
 * shared caches, and the delivery port with its one vocabulary of failures. It names no chat
 * platform: `startJobs` is given the platforms' plug-ins (adapters/*), and job payloads and
 * stored subscriptions are validated with their targets. main.ts wires it with
 * `connectJobsBackend` and `startJobs` (runtime.ts).
 */
export { connectJobsBackend, startJobs, JobsStartupError, PROBE_TIMEOUT_MS, type Jobs, type JobsBackend, type StartJobsDeps } from './runtime.js';
export { createPlatforms, type Addressing, type PlatformDelivery, type Platforms } from './platforms.js';
export * from './deliverer.js';
export { observeDeliveries, type JobsObserver, type JobOutcome } from './observer.js';
export {
  QUEUE_NAME,
  JOB_NAMES,
  FiringJobSchema,
  CorrelationIdSchema,
  KEEP_COMPLETED,
  KEEP_FAILED,
  defaultJobOptions,
  enqueueReport,
  enqueueFiring,
  enqueueFirings,
  jobSchemas,
  newCorrelationId,
  type JobSchemas,
  type ReportJob,
  type ReportRequest,
  type FiringJob,
  type RetryPolicy,
} from './queue.js';
export {
  MAX_SUBSCRIPTIONS_PER_CONVERSATION,
  createSubscriptionService,
  nextRunAt,
  type SubscriptionService,
  type NewSubscription,
  type CreatedSubscription,
} from './subscriptions.js';
export { subscriptionSchema, createRedisSubscriptionStore, type Subscription, type SubscriptionStore } from './subscription-store.js';
export { createProcessor } from './processor.js';
export type { JobHandle, JobResult, Processor, ProcessorDeps } from './job.js';
export { startWorker, type RunningWorker } from './worker.js';
export { createInlineRunner, type InlineRunner } from './inline.js';
export { createRedisFiringLedger, type FiringLedger } from './firing.js';
export { createRedisResponseCache, sharedChartRenderer, sharedReports, MAX_SHARED_BYTES, type RunReport } from './sharing.js';
export { connectRedis, probeRedis, deleteKeysWithPrefix, closeRedis, redactRedisUrl } from './redis.js';
