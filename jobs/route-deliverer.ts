/**
 * One deliverer for the worker, handing each message to the platform's own deliverer by the
 * target's `platform`. A platform that is not configured refuses with a DeliveryError
 * (not retryable), so the job ends with a log line instead of retrying in vain.
 */
import { DeliveryError, type Deliverer } from './deliverer.js';
import type { DeliveryTarget } from './targets.js';

export function routeDeliveries(by: Partial<Record<DeliveryTarget['platform'], Deliverer>>): Deliverer {
  return {
    deliver(target, message) {
      const deliverer = by[target.platform];
      if (!deliverer) {
        return Promise.reject(
          new DeliveryError('rejected', { platformCode: target.platform, userMessage: `This bot is not set up to post to ${target.platform}.` }),
        );
      }
      return deliverer.deliver(target, message);
    },
  };
}
