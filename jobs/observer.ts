/**
 * An optional listener for what the jobs part does, so metrics can be kept at the edge
 * (adapters/ops) without jobs knowing prom-client. Every method must be cheap and must not
 * throw: it runs on the job's own path.
 */
import { asAppError } from '../src/errors.js';
import type { Deliverer } from './deliverer.js';

/** How a job try ended: `retried` means it failed and will be tried again. */
export type JobOutcome = 'completed' | 'failed' | 'retried' | 'skipped' | 'duplicate';

export interface JobsObserver {
  /** A report was asked for (queued): `platform` is its target's, `report` the report's name. */
  requested(platform: string, report: string): void;
  /** One job try ended. `job` is the job name; `report` the report's name, or `unknown` when the payload never said. */
  job(job: string, report: string, outcome: JobOutcome): void;
  /**
   * A job failed for good: `error` (our processor's final failure) or `stalled` (BullMQ gave
   * up on it after its worker stopped too often; the processor never saw that).
   */
  failed?(job: string, reason: 'error' | 'stalled'): void;
  /** A report was made (or taken from the shared report cache) in `ms`. */
  report(report: string, ms: number): void;
  /** One message (a report or a notice) was handed to a platform. `code` is the failure's code. */
  delivery(platform: string, outcome: 'ok' | 'error', code?: string): void;
  /** A lookup in one of the in-process caches (`report`, `chart`). */
  cache(cache: string, hit: boolean): void;
  /** A request or firing was refused by its conversation's access scope (`reason`: src/access `RefusalReason`). */
  accessRefused?(reason: string): void;
}

/** The deliverer, telling `observer` of every delivery's outcome. */
export function observeDeliveries(deliverer: Deliverer, observer: JobsObserver): Deliverer {
  return {
    async deliver(target, message) {
      try {
        const receipt = await deliverer.deliver(target, message);
        observer.delivery(target.platform, 'ok');
        return receipt;
      } catch (err) {
        observer.delivery(target.platform, 'error', asAppError(err).code);
        throw err;
      }
    },
  };
}
