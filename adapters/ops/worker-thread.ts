/**
 * The worker role in a worker thread, for a `ROLE=all` process on Redis (roles.ts says when).
 * Making reports keeps an event loop busy: parsing and paging the service's answers,
 * aggregating, drawing charts, and the garbage all that leaves. On the receivers' event loop
 * it made Slack's acks wait (issue 17, P1). In a thread of its own it runs beside them, as a
 * `ROLE=worker` process would, and shares nothing with the main thread but messages: the
 * thread opens its own Redis connections and reporting client from the same Config, and jobs
 * reach it through the queue.
 *
 * Both ends of those messages are here: `startWorkerThread` on the main thread, and
 * `workerThreadEnd` in the thread. What the thread's observers hear (jobs, reports,
 * deliveries, service requests, cache lookups) crosses as plain data and is counted by the
 * main thread's metrics, so /metrics reads as it does with the worker on the main thread.
 */
import { readlinkSync } from 'node:fs';
import { constants, getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { startThread } from '../../src/thread.js';
import { JobsStartupError, type JobsObserver } from '../../jobs/index.js';
import type { Config } from '../../src/config.js';
import type { Logger } from '../../src/log.js';
import type { Observers } from './metrics.js';

/** What the thread is started with (structured-cloned: plain data only). */
export interface WorkerThreadData {
  /** The Config the main thread parsed: the thread reads no environment of its own. */
  config: Config;
  /** Whether logs are pretty lines (decided on the main thread, which knows whether stdout is a terminal). */
  prettyLogs: boolean;
  /** Demo mode: the sandbox the main thread runs; the thread asks it rather than starting another. */
  sandboxUrl?: string;
  /** `StartJobsDeps.chartsFollow` (the latency benchmark's one-post path); default true. */
  chartsFollow?: boolean;
}

/** A running worker thread. */
export interface WorkerThread {
  /** Asks the thread to close its jobs gracefully (jobs.close(), bounded by the shutdown timeout) and resolves once it has. */
  close(): Promise<void>;
}

export interface WorkerThreadOptions {
  /** The thread's entry module: TypeScript under tsx (tests, benchmarks, `npm run dev`), JavaScript in dist/. */
  entry: URL;
  data: WorkerThreadData;
  /** Where the thread's observer calls are counted (the main thread's metrics); dropped without. */
  observers?: Observers;
  /** The thread stopped without being asked to, after it had started: `err` is what it threw, if anything. */
  onExit(code: number, err: Error | undefined): void;
}

/** Every method of `JobsObserver`, so the relay cannot miss one that is added later. */
const JOBS_CALLS: Record<keyof JobsObserver, true> = {
  requested: true,
  job: true,
  failed: true,
  report: true,
  delivery: true,
  cache: true,
  accessRefused: true,
};

/** How long the thread's observations wait to cross together (see workerThreadEnd). */
const OBSERVED_EVERY_MS = 20;

/** One observer call, as it crosses from the thread. */
type ObservedCall = { to: 'api'; method: 'request'; args: unknown[] } | { to: 'jobs'; method: keyof JobsObserver; args: unknown[] };

type FromThread =
  { type: 'ready' } | { type: 'closed' } | { type: 'failed'; startup: boolean; message: string } | { type: 'observed'; calls: ObservedCall[] };
type ToThread = { type: 'close' };

/**
 * Starts the thread and resolves once its jobs run. A thread that fails to start rejects with
 * its own error's sentence (a `JobsStartupError` stays one, so main.ts prints it as today),
 * never a hang or a stack.
 */
export function startWorkerThread(opts: WorkerThreadOptions): Promise<WorkerThread> {
  const worker = startThread(opts.entry, { workerData: opts.data });
  let state: 'starting' | 'running' | 'closing' = 'starting';
  let thrown: Error | undefined;
  let closed: () => void = () => undefined;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const handle: WorkerThread = {
    async close() {
      state = 'closing';
      const done = new Promise<void>((resolve) => (closed = resolve));
      worker.postMessage({ type: 'close' } satisfies ToThread);
      await Promise.race([done, exited]);
      // Its jobs and connections are closed: whatever else it holds (timers, idle sockets) ends with it.
      await worker.terminate();
    },
  };
  return new Promise((resolve, reject) => {
    worker.on('message', (m: FromThread) => {
      if (m.type === 'observed') {
        if (opts.observers) for (const call of m.calls) replay(opts.observers, call);
      } else if (m.type === 'ready') {
        state = 'running';
        resolve(handle);
      } else if (m.type === 'closed') {
        closed();
      } else {
        reject(m.startup ? new JobsStartupError(m.message) : new Error(m.message));
        void worker.terminate();
      }
    });
    // An uncaught error ends the thread; 'exit' follows and says what it means.
    worker.on('error', (err) => (thrown = err));
    worker.once('exit', (code) => {
      if (state === 'starting') reject(thrown ?? new Error(`the worker thread stopped while starting (exit code ${code})`));
      else if (state === 'running') opts.onExit(code, thrown);
    });
  });
}

/**
 * Lowers this thread's CPU priority (nice 10). A thread of its own frees the receivers' event
 * loop, but not the CPU: with fewer cores than busy threads (the benchmark's two, a container's
 * quota) an ack still waited for the core the reports held. Lower, the thread takes whatever
 * CPU the receivers leave, and all of it when they are idle. Linux keeps a priority per thread
 * and this thread's id is its /proc/thread-self; elsewhere, or where that cannot be read, it
 * keeps the process's priority.
 */
function yieldToReceivers(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    setPriority(tid, Math.max(getPriority(tid), constants.priority.PRIORITY_BELOW_NORMAL));
  } catch {
    // Not Linux, or no /proc: the same priority as the receivers, as on one thread.
  }
}

function replay(observers: Observers, call: ObservedCall): void {
  if (call.to === 'api') observers.api.request(...(call.args as Parameters<Observers['api']['request']>));
  else if (call.method in JOBS_CALLS) (observers.jobs[call.method] as ((...args: unknown[]) => void) | undefined)?.(...call.args);
}

/** The thread's end of the messages; only in a thread `startWorkerThread` started. */
export interface WorkerThreadEnd {
  /** Observers whose every call is counted by the main thread's metrics. */
  observers: Observers;
  /** The jobs run; `close` is what the main thread's close asks for (jobs.close(), the client's close). */
  ready(close: () => Promise<void>): void;
  /** Start-up failed: the main thread fails its own start-up with this error's sentence, and ends the thread. */
  failed(err: unknown): void;
}

/** `logger`: the thread's, for a close that fails (the main thread is past listening by then). */
export function workerThreadEnd(logger: Logger): WorkerThreadEnd {
  const port = parentPort;
  if (!port) throw new Error('workerThreadEnd() is for a worker thread started by startWorkerThread');
  yieldToReceivers();
  // Observations cross in one message every OBSERVED_EVERY_MS, not one each: a storm's firing
  // makes a dozen (requests, cache lookups, the job, its delivery) over several turns of the
  // event loop, and a message each (then one a turn) was a twentieth, then in a CPU profile of
  // the storm still a tenth, of the thread's time. Metrics are read every few seconds; a count
  // that arrives 20 ms later changes nothing. Any other message sends what is waiting first.
  let pending: ObservedCall[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    port.postMessage({ type: 'observed', calls: pending } satisfies FromThread);
    pending = [];
  };
  const send = (m: FromThread) => {
    flush();
    port.postMessage(m);
  };
  const observe = (call: ObservedCall) => {
    if (pending.push(call) === 1) setTimeout(flush, OBSERVED_EVERY_MS);
  };
  const jobs = Object.fromEntries(
    Object.keys(JOBS_CALLS).map((method) => [method, (...args: unknown[]) => observe({ to: 'jobs', method: method as keyof JobsObserver, args })]),
  );
  return {
    observers: { api: { request: (...args) => observe({ to: 'api', method: 'request', args }) }, jobs: jobs as unknown as JobsObserver },
    ready(close) {
      port.on('message', (m: ToThread) => {
        if (m.type !== 'close') return;
        void close()
          .catch((err: unknown) =>
            logger.error({ event: 'worker_thread_close_failed', err: String(err) }, 'the worker thread could not close its jobs'),
          )
          .finally(() => send({ type: 'closed' }));
      });
      send({ type: 'ready' });
    },
    failed(err) {
      send({ type: 'failed', startup: err instanceof JobsStartupError, message: err instanceof Error ? err.message : String(err) });
    },
  };
}
