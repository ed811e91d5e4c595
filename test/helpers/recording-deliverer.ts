/**
 * A deliverer that keeps every delivery in memory: the test double of a chat platform, for
 * the jobs tests and the jobs benchmark (a platform you can read back). It can be told to fail
 * the next deliveries with a given `DeliveryError`, to act out a Slack `channel_not_found` or
 * a 429. `recordingPlatforms` gives jobs the real platforms' targets with this deliverer.
 */
import type { PlatformDelivery } from '../../jobs/index.js';
import { DeliveryError, type Deliverer, type DeliveryReceipt, type OutgoingMessage } from '../../jobs/index.js';
import { slackAddressing, type SlackTarget } from '../../adapters/slack/target.js';
import { teamsAddressing, type TeamsTarget } from '../../adapters/teams/target.js';
import { previewAddressing, type PreviewTarget } from '../../adapters/web/target.js';

/** The targets the tests use: every platform's. */
export type DeliveryTarget = SlackTarget | TeamsTarget | PreviewTarget;

/** One delivered message. */
export interface Delivery {
  target: DeliveryTarget;
  message: OutgoingMessage;
  messageId: string;
  at: Date;
}

interface FailureRule {
  remaining: number;
  error: () => DeliveryError;
  match: (target: DeliveryTarget, message: OutgoingMessage) => boolean;
}

export interface RecordingDelivererOptions {
  /** Added to every delivery, like a platform's latency. */
  latencyMs?: number;
  /** Message ids start with this (default `rec`). */
  idPrefix?: string;
}

export class RecordingDeliverer implements Deliverer<DeliveryTarget> {
  readonly deliveries: Delivery[] = [];
  /** Every call, failed ones included. */
  calls = 0;
  private readonly rules: FailureRule[] = [];
  private readonly waiters = new Set<() => void>();
  private seq = 0;

  constructor(private readonly options: RecordingDelivererOptions = {}) {}

  /**
   * The next `count` deliveries that match (default: all) throw what `error` makes. A
   * DeliveryError instance is reused; pass a function for a fresh one each time.
   */
  failNext(
    count: number,
    error: DeliveryError | (() => DeliveryError),
    match: (target: DeliveryTarget, message: OutgoingMessage) => boolean = () => true,
  ): void {
    this.rules.push({ remaining: count, error: typeof error === 'function' ? error : () => error, match });
  }

  async deliver(target: DeliveryTarget, message: OutgoingMessage): Promise<DeliveryReceipt> {
    this.calls++;
    if (this.options.latencyMs) await new Promise((r) => setTimeout(r, this.options.latencyMs));
    const rule = this.rules.find((r) => r.remaining > 0 && r.match(target, message));
    if (rule) {
      rule.remaining--;
      throw rule.error();
    }
    const messageId = `${this.options.idPrefix ?? 'rec'}-${++this.seq}`;
    this.deliveries.push({ target, message, messageId, at: new Date() });
    for (const wake of this.waiters) wake();
    return { messageId };
  }

  /** Delivered reports. */
  reports(): (Delivery & { message: Extract<OutgoingMessage, { kind: 'report' }> })[] {
    return this.deliveries.filter((d): d is Delivery & { message: Extract<OutgoingMessage, { kind: 'report' }> } => d.message.kind === 'report');
  }

  /** Delivered notices. */
  notices(): (Delivery & { message: Extract<OutgoingMessage, { kind: 'notice' }> })[] {
    return this.deliveries.filter((d): d is Delivery & { message: Extract<OutgoingMessage, { kind: 'notice' }> } => d.message.kind === 'notice');
  }

  /**
   * Resolves with the deliveries once `count` of them match `predicate` (default: all);
   * rejects after `timeoutMs` with what it has seen, so a test fails with a reason.
   */
  waitFor(count: number, timeoutMs: number, predicate: (d: Delivery) => boolean = () => true): Promise<Delivery[]> {
    const matching = () => this.deliveries.filter(predicate);
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = matching();
        if (found.length < count) return false;
        cleanup();
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`expected ${count} deliveries within ${timeoutMs} ms, got ${matching().length} (${this.deliveries.length} in all)`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
      };
      const wake = () => void check();
      if (!check()) this.waiters.add(wake);
    });
  }

  clear(): void {
    this.deliveries.length = 0;
    this.rules.length = 0;
    this.calls = 0;
  }
}

/** Slack's, Teams' and the preview's targets, every one delivered to `deliverer`. */
export function recordingPlatforms(deliverer: RecordingDeliverer): PlatformDelivery<any>[] {
  return [slackAddressing, teamsAddressing, previewAddressing].map((addressing) => ({ ...addressing, deliverer }));
}
