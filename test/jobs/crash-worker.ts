/**
 * A worker process that dies at the worst moment: right after a firing was posted and its
 * message id recorded, before BullMQ hears that the job completed. Started by
 * exactly-once.test.ts: `node --import tsx crash-worker.ts <redisUrl> <prefix> <sandboxUrl> <apiKey>`.
 * Prints `DELIVERED <messageId>` just before it kills itself with SIGKILL.
 */
import { writeSync } from 'node:fs';
import { createReportingApi } from '../../src/api/index.js';
import { parseConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { createRedisFiringLedger, type FiringLedger } from '../../jobs/firing.js';
import { createPlatforms } from '../../jobs/platforms.js';
import { createProcessor } from '../../jobs/processor.js';
import { createReportsQueue, jobSchemas } from '../../jobs/queue.js';
import { connectRedis } from '../../jobs/redis.js';
import { createRedisSubscriptionStore } from '../../jobs/subscription-store.js';
import { createSubscriptionService } from '../../jobs/subscriptions.js';
import { startWorker } from '../../jobs/worker.js';
import { RecordingDeliverer, recordingPlatforms } from '../helpers/recording-deliverer.js';

const [redisUrl, prefix, sandboxUrl, apiKey] = process.argv.slice(2) as [string, string, string, string];
const config = parseConfig({ REDIS_URL: redisUrl, REPORTING_API_URL: sandboxUrl, REPORTING_API_KEY: apiKey });
const logger = createLogger({ level: 'silent' });
const producer = await connectRedis(redisUrl, 'producer');
const deliverer = new RecordingDeliverer({ idPrefix: 'crashed' });
const platforms = createPlatforms(recordingPlatforms(deliverer));
const store = createRedisSubscriptionStore(producer, prefix, platforms.targetSchema);
const queue = createReportsQueue(producer, prefix, { attempts: 4, backoffMs: 100 });
const real = createRedisFiringLedger(producer, prefix);
const ledger: FiringLedger = {
  ...real,
  async markDelivered(id, at, token, messageId) {
    await real.markDelivered(id, at, token, messageId);
    writeSync(1, `DELIVERED ${messageId}\n`);
    process.kill(process.pid, 'SIGKILL');
  },
};
const processor = createProcessor({
  api: createReportingApi({ ...config.api, url: sandboxUrl }),
  deliverer,
  platforms,
  schemas: jobSchemas(platforms.targetSchema),
  charts: null,
  reports: { currency: 'USD', includeRestricted: false, includeOptout: false },
  firings: { store, service: createSubscriptionService({ store, queue, platforms, logger }), ledger },
  logger,
});
// A short lock, so the job is found stalled soon after this process is gone. The stalled
// check is short too: BullMQ runs it at most once per interval across all workers of a queue.
startWorker(processor, { connection: await connectRedis(redisUrl, 'worker'), prefix, concurrency: 1, logger, lockDuration: 1_000, stalledInterval: 300 });
