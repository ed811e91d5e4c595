/**
 * A worker thread for worker-thread.test.ts that does what `workerData.act` says: fail to
 * start (Redis not answering, or an error while loading), run and close, or die after it
 * started. Real start-up failures, through the real thread end.
 */
import { workerData } from 'node:worker_threads';
import { workerThreadEnd } from '../../adapters/ops/index.js';
import { connectJobsBackend } from '../../jobs/index.js';
import { parseConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';

const { act } = workerData as { act: 'startup-error' | 'throw-on-load' | 'die-later' | 'run' };
const logger = createLogger({ level: 'silent' });
const end = workerThreadEnd(logger);

if (act === 'throw-on-load') throw new Error('the thread could not load');
if (act === 'startup-error') {
  try {
    // Nothing listens on port 1: the sentence a ROLE=worker process would stop with.
    await connectJobsBackend(parseConfig({ REDIS_URL: 'redis://127.0.0.1:1' }), logger);
  } catch (err) {
    end.failed(err);
  }
}
if (act === 'run' || act === 'die-later') end.ready(async () => undefined);
if (act === 'die-later') {
  setImmediate(() => {
    throw new Error('the thread died');
  });
}
