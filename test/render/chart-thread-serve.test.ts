import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveCharts } from '../../src/render/chart-thread-serve.js';
import { chartSpec, TWO_BARS } from '../helpers/chart-report.js';
import { withoutSystemFonts } from '../helpers/no-system-fonts.js';
import type { ChartSpec } from '../../src/render/chart-types.js';

/**
 * The chart thread's side, run here on a real MessageChannel instead of the thread's parent
 * port: what it answers to each spec, and the log lines it passes on.
 */

const spec = (type: string): ChartSpec => chartSpec({ ...TWO_BARS, type } as ChartSpec['config']);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The first `n` messages `port` receives. */
function messages(port: MessagePort, n: number): Promise<Record<string, any>[]> {
  return new Promise((resolve) => {
    const got: Record<string, any>[] = [];
    port.on('message', (m: Record<string, any>) => {
      got.push(m);
      if (got.length === n) resolve(got);
    });
  });
}

const open: MessagePort[] = [];
/** A channel whose far end is served; the near end is the main thread's. */
function served(options?: Parameters<typeof serveCharts>[1], serve = serveCharts): MessagePort {
  const { port1, port2 } = new MessageChannel();
  open.push(port1, port2);
  serve(port2, options);
  return port1;
}

afterEach(() => {
  for (const port of open.splice(0)) port.close();
  vi.restoreAllMocks();
});

describe('the chart thread answering', () => {
  it('answers a spec with its PNG, under the id it came with', async () => {
    const main = served();
    const answers = messages(main, 1);
    main.postMessage({ id: 7, spec: spec('bar') });
    const [answer] = await answers;
    expect(answer).toMatchObject({ id: 7, width: 800, height: 400 });
    expect([...answer!.png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  });

  it('answers a spec it cannot draw with the error, and goes on answering', async () => {
    const main = served();
    const answers = messages(main, 2);
    main.postMessage({ id: 8, spec: spec('no-such-type') });
    main.postMessage({ id: 9, spec: spec('bar') });
    const [failed, drawn] = await answers;
    expect(failed).toEqual({ id: 8, error: expect.stringMatching(/no-such-type.*not a registered controller/) });
    expect(drawn).toMatchObject({ id: 9, width: 800, height: 400 });
  });

  it("sends the renderer's log lines to the main thread, then the chart", async () => {
    // The only line the renderer logs is that no font was found, on a machine without any:
    // the system's font list is made empty for this test, in a fresh module graph (the
    // renderer sets fonts up once per module graph).
    withoutSystemFonts();
    vi.resetModules();
    const fresh = await import('../../src/render/chart-thread-serve.js');
    const main = served({ fontFiles: [['/nonexistent/regular.ttf', '/nonexistent/bold.ttf']] }, fresh.serveCharts);
    const answers = messages(main, 2);
    main.postMessage({ id: 10, spec: spec('bar') });
    const [log, drawn] = await answers;
    expect(log).toEqual({ log: { fields: { event: 'chart.no_font', tried: 1 }, message: 'no font found for charts; chart text may be missing' } });
    expect(drawn).toMatchObject({ id: 10, width: 800, height: 400 });
  });
});
