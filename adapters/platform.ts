/**
 * A chat platform is one folder under adapters/ (slack/, teams/, web/) whose index.ts exports
 * a factory returning this plug-in. Nothing outside the folder knows the platform: jobs gets
 * the delivery half (targets, deliverer), serve.ts asks for the receiver once jobs run, and
 * the conversation core is reached through the front door the receiver is given.
 *
 * Wiring, in serve.ts, is a straight line: config → each platform's plug-in (its deliverer
 * exists from the start) → `startJobs({ platforms })` → `createFrontDoor({ jobs })` →
 * `platform.receive({ door, jobs })` → the HTTP server mounts the receivers' routes.
 *
 * Adding a platform: a folder with a target schema and its addressing, a `Deliverer`, a
 * `DeliveryErrorTable`, a receiver that hands each request to `door.handle` with a conversation
 * that says its answers the platform's way, and one line in adapters/plugins.ts.
 */
import type { FrontDoor, Target } from '../src/commands/index.js';
import type { Report } from '../src/catalogue/types.js';
import type { Chart } from '../src/render/charts.js';
import type { Deliverer, DeliveryErrorTable, Jobs, PlatformDelivery } from '../jobs/index.js';
import type { Route } from './http/server.js';

/** What a receiver is built with, once the jobs runtime exists. */
export interface ReceiverContext {
  /** Where every command and button goes. */
  door: FrontDoor;
  /** The jobs runtime itself, for what only this platform offers (the preview's "Run now"). */
  jobs: Jobs;
  /**
   * Makes a report now, in this process, for what cannot wait for the queue (Teams' message
   * extension answers its search with the report itself). Absent: not offered.
   */
  makeReport?: (query: Report['query'], now: Date) => Promise<Report>;
}

/** A platform's incoming side. */
export interface Receiver {
  /** Its routes on the bot's one HTTP server; none when it connects out (Slack's Socket Mode). */
  readonly routes: Route[];
  /** How it runs, for the start-up log line (`http`, `socket`, `on`, `unauthenticated`). */
  readonly status: string;
  /** Checks credentials or connects; the server listens once every receiver started. */
  start(): Promise<void>;
  /** Stops taking requests (closes Socket Mode, ends open event streams). */
  stop(): Promise<void>;
}

/** How a report looks on a platform: the pure renderer (src/render) its deliverer uses. */
export interface Renderer<Rendered = unknown> {
  /** The format, for people: `Block Kit`, `Adaptive Card`, `HTML`. */
  readonly format: string;
  render(report: Report, charts: Chart[], chartError: boolean): Rendered;
}

/** One chat platform. */
export interface PlatformPlugin<T extends Target = Target> extends PlatformDelivery<T> {
  /** Posts reports and notices to its targets; failures are `DeliveryError`s from `deliveryErrors`. */
  readonly deliverer: Deliverer<T>;
  /** Its one table of delivery failures: gone (pause), retryable, refused. */
  readonly deliveryErrors: DeliveryErrorTable;
  readonly renderer: Renderer;
  /** Its receiver, for the jobs runtime that now exists. */
  receive(context: ReceiverContext): Receiver;
}
