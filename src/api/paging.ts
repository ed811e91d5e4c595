/** One page of a company data operation, as the caller sees it. */
export interface Page<T> {
  page: number;
  /** Total number of records the service reports for the whole query. */
  total: number;
  records: T[];
}

/** Fetches one page; `pageSize` is the same for every page of one query. */
export type PageFetcher<T> = (page: number, signal: AbortSignal) => Promise<Page<T>>;

/**
 * Yields every page of a query as soon as it arrives. The first page tells `total`; the rest
 * are fetched with at most `concurrency` requests in flight, so aggregation runs while the
 * network works and memory holds no more than `concurrency + 1` pages. Pages arrive in
 * completion order, not page order. Stopping early (break, return, a thrown error) cancels
 * the requests still in flight.
 */
export async function* fetchPages<T>(
  fetchPage: PageFetcher<T>,
  opts: { pageSize: number; concurrency: number; signal?: AbortSignal },
): AsyncGenerator<Page<T>, void, undefined> {
  const controller = new AbortController();
  const signal = opts.signal ? AbortSignal.any([opts.signal, controller.signal]) : controller.signal;
  type Settled = { page: number; value?: Page<T>; error?: unknown };
  const inFlight = new Map<number, Promise<Settled>>();
  try {
    const first = await fetchPage(1, signal);
    const pageCount = Math.max(1, Math.ceil(first.total / opts.pageSize));
    yield first;

    let next = 2;
    const launch = () => {
      while (inFlight.size < opts.concurrency && next <= pageCount) {
        const page = next++;
        inFlight.set(
          page,
          fetchPage(page, signal).then(
            (value) => ({ page, value }),
            (error: unknown) => ({ page, error }),
          ),
        );
      }
    };
    launch();
    while (inFlight.size > 0) {
      const settled = await Promise.race(inFlight.values());
      inFlight.delete(settled.page);
      if ('error' in settled) throw settled.error;
      // Refill before handing the page over, so the next requests travel while it is used.
      launch();
      yield settled.value!;
    }
  } finally {
    controller.abort();
  }
}
