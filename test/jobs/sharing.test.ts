/**
 * Shared reports and chart renders in one process: made once while in flight, kept for a
 * while, failures never kept, the least recently used forgotten first, and a report nobody
 * waits for any more cancelled. Counted by hand with a report function that counts its runs.
 */
import { describe, expect, it } from 'vitest';
import { sharedChartRenderer, sharedReports, type RunReport } from '../../jobs/sharing.js';
import type { ChartSpec, DrawnImage } from '../../src/render/charts.js';
import type { Report, ReportContext } from '../../src/catalogue/types.js';
import type { ReportQuery } from '../../src/query/index.js';

const query = (range: string): ReportQuery => ({
  report: 'signups',
  range,
  timeZone: 'UTC',
  weekStartsOn: 'Sunday',
  properties: [],
  discoveries: [],
});
const ctx = (signal?: AbortSignal): ReportContext => ({
  api: undefined as never,
  now: new Date('2026-11-21T10:00:00Z'),
  currency: 'USD',
  includeRestricted: false,
  includeOptout: false,
  ...(signal ? { signal } : {}),
});

/** A report function whose runs finish when the test says so. */
function gatedRuns() {
  const runs: { range: string; signal: AbortSignal | undefined; finish: () => void; fail: () => void }[] = [];
  const run: RunReport = (q, c) =>
    new Promise<Report>((resolve, reject) => {
      runs.push({
        range: q.range,
        signal: c.signal,
        finish: () => resolve({ title: q.range } as Report),
        fail: () => reject(new Error('service down')),
      });
    });
  return { run, runs };
}

describe('shared reports', () => {
  it('callers of the same query at the same instant share one run and one frozen report', async () => {
    const { run, runs } = gatedRuns();
    const shared = sharedReports(run, { ttlMs: 60_000 });
    const a = shared(query('last-week'), ctx());
    const b = shared(query('last-week'), ctx());
    expect(runs).toHaveLength(1);
    runs[0]!.finish();
    const [ra, rb] = await Promise.all([a, b]);
    expect(ra).toEqual({ title: 'last-week' });
    // One object for every caller, which none of them can change under the others.
    expect(ra).toBe(rb);
    expect(() => {
      (ra as { title: string }).title = 'changed';
    }).toThrow(TypeError);
    expect(rb.title).toBe('last-week');
    // Within the window a later caller gets the kept report without a run.
    expect(await shared(query('last-week'), ctx())).toEqual({ title: 'last-week' });
    expect(runs).toHaveLength(1);
    // Another query is another run.
    void shared(query('last-month'), ctx());
    expect(runs.map((r) => r.range)).toEqual(['last-week', 'last-month']);
  });

  it('a failure is not kept: the next caller runs again', async () => {
    const { run, runs } = gatedRuns();
    const shared = sharedReports(run, { ttlMs: 60_000 });
    const first = shared(query('last-week'), ctx());
    runs[0]!.fail();
    await expect(first).rejects.toThrow('service down');
    const second = shared(query('last-week'), ctx());
    expect(runs).toHaveLength(2);
    runs[1]!.finish();
    expect(await second).toEqual({ title: 'last-week' });
  });

  it('with no window, a finished report is not kept', async () => {
    const { run, runs } = gatedRuns();
    const shared = sharedReports(run, { ttlMs: 0 });
    const first = shared(query('last-week'), ctx());
    runs[0]!.finish();
    await first;
    void shared(query('last-week'), ctx());
    expect(runs).toHaveLength(2);
  });

  it('keeps at most `max` reports, forgetting the least recently used', async () => {
    const { run, runs } = gatedRuns();
    const shared = sharedReports(run, { ttlMs: 60_000, max: 2 });
    for (const range of ['last-week', 'last-month']) {
      const p = shared(query(range), ctx());
      runs.at(-1)!.finish();
      await p;
    }
    // Using last-week makes last-month the least recently used, so a third report pushes it out.
    await shared(query('last-week'), ctx());
    const third = shared(query('yesterday'), ctx());
    runs.at(-1)!.finish();
    await third;
    expect(runs).toHaveLength(3);
    await shared(query('last-week'), ctx());
    expect(runs).toHaveLength(3);
    void shared(query('last-month'), ctx());
    expect(runs).toHaveLength(4);
  });

  it('is cancelled only when every caller has left', async () => {
    const { run, runs } = gatedRuns();
    const shared = sharedReports(run, { ttlMs: 60_000 });
    const one = new AbortController();
    const two = new AbortController();
    const a = shared(query('last-week'), ctx(one.signal));
    const b = shared(query('last-week'), ctx(two.signal));
    one.abort(new Error('shutdown'));
    await expect(a).rejects.toThrow('shutdown');
    expect(runs[0]!.signal!.aborted).toBe(false);
    two.abort(new Error('shutdown'));
    await expect(b).rejects.toThrow('shutdown');
    expect(runs[0]!.signal!.aborted).toBe(true);
    // A cancelled report is not kept either.
    void shared(query('last-week'), ctx());
    expect(runs).toHaveLength(2);
  });
});

describe('shared chart renders', () => {
  const spec = (key: string) =>
    ({ key, title: key, alt: key, config: { type: 'bar', data: { datasets: [] } }, axisUnits: {}, currency: 'USD' }) as unknown as ChartSpec;

  it('draws each spec once, forgets a failed drawing, and keeps the last used up to `maxBytes`', async () => {
    const drawn: string[] = [];
    let failNext = false;
    const renderer = sharedChartRenderer(
      {
        output: 'url',
        async render(s) {
          drawn.push(s.key);
          if (failNext) {
            failNext = false;
            throw new Error('canvas');
          }
          return { kind: 'url', url: `https://charts.example.com/${s.key}` } satisfies DrawnImage;
        },
      },
      // Each URL is 28 bytes: two fit, three do not.
      60,
    );
    const [x, y] = await Promise.all([renderer.render(spec('a')), renderer.render(spec('a'))]);
    expect(x).toBe(y);
    expect(drawn).toEqual(['a']);

    failNext = true;
    await expect(renderer.render(spec('b'))).rejects.toThrow('canvas');
    await renderer.render(spec('b'));
    expect(drawn).toEqual(['a', 'b', 'b']);

    // a was used before b: drawing c forgets a, keeps b.
    await renderer.render(spec('c'));
    await renderer.render(spec('b'));
    await renderer.render(spec('a'));
    expect(drawn).toEqual(['a', 'b', 'b', 'c', 'a']);
  });

  it('counts a PNG by its bytes: a big chart pushes out smaller ones, small ones are all kept', async () => {
    const drawn: string[] = [];
    const sizes: Record<string, number> = { a: 40, b: 40, c: 90 };
    const renderer = sharedChartRenderer(
      {
        output: 'png',
        async render(s) {
          drawn.push(s.key);
          return { kind: 'png', png: Buffer.alloc(sizes[s.key]!), width: 1, height: 1 } satisfies DrawnImage;
        },
      },
      100,
    );
    await renderer.render(spec('a'));
    await renderer.render(spec('b'));
    await renderer.render(spec('a'));
    await renderer.render(spec('b'));
    expect(drawn).toEqual(['a', 'b']);
    // 90 bytes and 80 kept: over 100, so the least recently used go.
    await renderer.render(spec('c'));
    await renderer.render(spec('a'));
    expect(drawn).toEqual(['a', 'b', 'c', 'a']);
  });
});
