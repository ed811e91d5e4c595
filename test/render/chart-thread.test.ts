import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createThreadChartRenderer, type ChartThreadMessage } from '../../src/render/chart-thread.js';
import { createChartRenderer } from '../../src/render/charts.js';
import type { ChartLogger } from '../../src/render/chart-types.js';
import { chartSpec, TWO_BARS } from '../helpers/chart-report.js';

/**
 * The host side of the chart thread when the thread goes away. The renderer keeps its thread
 * to itself; the tests find it as the Worker its specs are posted to (a spy that calls
 * through: the thread is real), then stop it, or crash it with a message it cannot read.
 */

const spec = chartSpec(TWO_BARS);

/** Every Worker a spec was posted to, in order, without repeats (other Workers, e.g. a module loader's, are left out). */
function watchThreads(): () => Worker[] {
  const post = vi.spyOn(Worker.prototype, 'postMessage');
  return () => [...new Set((post.mock.contexts as Worker[]).filter((_, i) => (post.mock.calls[i]![0] as { spec?: unknown } | null)?.spec))];
}

const PNG = { kind: 'png', width: 800, height: 400 };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the chart thread going away', () => {
  it('stopped: the charts it was drawing fail, and the next chart starts a new thread', async () => {
    const threads = watchThreads();
    const renderer = createThreadChartRenderer();
    expect(await renderer.render(spec)).toMatchObject(PNG);
    const [first] = threads();
    // Asked for while the thread is stopping: posted to it, never answered.
    const stopped = first!.terminate();
    const lost = renderer.render(spec);
    await expect(lost).rejects.toThrow('the chart thread exited (1)');
    expect(await stopped).toBe(1);
    expect(await renderer.render(spec)).toMatchObject(PNG);
    expect(threads()).toHaveLength(2);
    await threads()[1]!.terminate();
  });

  it('crashed: the charts it was drawing fail with its error, not only with its exit', async () => {
    const threads = watchThreads();
    const renderer = createThreadChartRenderer();
    await renderer.render(spec);
    const [first] = threads();
    // Not events.once: it rejects on the 'error' that comes first.
    const exited = new Promise((resolve) => first!.once('exit', resolve));
    // The entry reads `{ id, spec }` from each message: null throws in the thread, unanswered.
    first!.postMessage(null);
    const lost = renderer.render(spec);
    await expect(lost).rejects.toThrow(/destructure/);
    await exited;
    expect(await renderer.render(spec)).toMatchObject(PNG);
    expect(threads()).toHaveLength(2);
    await threads()[1]!.terminate();
  });

  it('a chart asked for between a crash and its exit is drawn by the next thread, which stays in use', async () => {
    // A crashed thread reports its error, then its exit. A chart asked for in between starts
    // a new thread; the old thread's exit must fail neither that chart nor make the renderer
    // forget the new thread.
    const threads = watchThreads();
    const renderer = createThreadChartRenderer();
    await renderer.render(spec);
    const [first] = threads();
    let between: Promise<unknown> | undefined;
    first!.once('error', () => {
      between = renderer.render(spec);
    });
    const exited = new Promise((resolve) => first!.once('exit', resolve));
    first!.postMessage(null);
    await exited;
    expect(await between).toMatchObject(PNG);
    expect(await renderer.render(spec)).toMatchObject(PNG);
    expect(threads()).toHaveLength(2);
    await threads()[1]!.terminate();
  });
});

describe('log lines from the thread', () => {
  it("createChartRenderer hands them to its logger (the thread's side is in chart-thread-serve.test.ts)", async () => {
    const threads = watchThreads();
    const lines: unknown[][] = [];
    const logger: ChartLogger = { info: (...a) => lines.push(['info', ...a]), warn: (...a) => lines.push(['warn', ...a]) };
    const renderer = createChartRenderer({ mode: 'local', quickchartUrl: 'https://quickchart.io' }, logger);
    expect(await renderer.render(spec)).toMatchObject(PNG);
    // The thread logs only on a machine without any font; its line, as it would post it.
    const line: ChartThreadMessage = { log: { fields: { event: 'chart.no_font', tried: 6 }, message: 'no font found for charts' } };
    threads()[0]!.emit('message', line);
    expect(lines).toEqual([['warn', { event: 'chart.no_font', tried: 6 }, 'no font found for charts']]);
    await threads()[0]!.terminate();
  });
});
