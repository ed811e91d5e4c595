/**
 * Request sharing for the transport (transport.ts): identical requests in flight at the same
 * moment are one request, whoever asked first and however many join.
 */
import { getMaxListeners, setMaxListeners } from 'node:events';
import { ApiError } from './errors.js';

/**
 * A flight's answer: the text (what the cache stores, and what each further caller parses)
 * and, until the first caller takes it, the value parsed when the body was checked.
 */
export interface FlightAnswer {
  text: string;
  value?: unknown;
}

/** Abort listeners one caller's signal may hold before Node warns of a leak (its default is 10). */
const SIGNAL_LISTENERS = 64;

/**
 * One request shared by every caller that asks for the same thing while it is in flight.
 * Callers join and leave; when the last one leaves before the answer, the request is
 * cancelled, and `onDone` forgets the flight so a later caller starts afresh.
 */
export class Flight {
  private readonly controller = new AbortController();
  private readonly promise: Promise<FlightAnswer>;
  private callers = 0;
  private settled = false;

  constructor(
    run: (signal: AbortSignal) => Promise<FlightAnswer>,
    private readonly onDone: () => void,
  ) {
    this.promise = run(this.controller.signal).finally(() => {
      this.settled = true;
      onDone();
    });
    // Every caller handles the outcome; this only keeps an abandoned flight from being "unhandled".
    this.promise.catch(() => undefined);
  }

  async join(operation: string, signal?: AbortSignal): Promise<FlightAnswer> {
    this.callers++;
    let onAbort: (() => void) | undefined;
    try {
      // A caller cancelled before it asks joins and leaves at once, so a flight it alone
      // started is cancelled with it rather than run to an answer nobody reads.
      if (signal?.aborted) throw new ApiError('aborted', { operation, cause: signal.reason });
      const left = signal
        ? new Promise<never>((_, reject) => {
            onAbort = () => reject(new ApiError('aborted', { operation, cause: signal.reason }));
            // A report's whole wave listens to its one signal at once (a dozen requests and their
            // pages, issue 33): many listeners, each removed when its request ends, not a leak.
            if (getMaxListeners(signal) < SIGNAL_LISTENERS) setMaxListeners(SIGNAL_LISTENERS, signal);
            signal.addEventListener('abort', onAbort, { once: true });
          })
        : undefined;
      return await (left ? Promise.race([this.promise, left]) : this.promise);
    } finally {
      if (onAbort) signal!.removeEventListener('abort', onAbort);
      this.callers--;
      if (this.callers === 0 && !this.settled) {
        this.onDone();
        this.controller.abort();
      }
    }
  }
}
