/**
 * The chart thread's side of chart-thread.ts: draws each spec it is sent with the local
 * renderer. Apart from chart-thread-entry.ts, which starts it on the thread's parent port, so
 * that tests can run it in-process on a MessageChannel port.
 */
import { createLocalChartRenderer, type LocalChartRendererOptions } from './chart-local.js';
import type { ChartThreadMessage, ChartThreadRequest } from './chart-thread.js';

/** The thread's end of its channel: `parentPort` in the thread. */
export interface ChartThreadPort {
  on(event: 'message', listener: (message: ChartThreadRequest) => void): unknown;
  postMessage(message: ChartThreadMessage): void;
}

/**
 * Answers each `{ id, spec }` on `port` with its PNG or its error, and sends the renderer's
 * log lines the same way. `rendererOptions` is for tests (the thread passes none).
 */
export function serveCharts(port: ChartThreadPort, rendererOptions: Omit<LocalChartRendererOptions, 'logger'> = {}): void {
  const send = (m: ChartThreadMessage) => port.postMessage(m);
  const toMain = (fields: object, message: string) => send({ log: { fields: { ...fields }, message } });
  const renderer = createLocalChartRenderer({ ...rendererOptions, logger: { warn: toMain, info: toMain } });

  async function draw({ id, spec }: ChartThreadRequest): Promise<void> {
    try {
      const image = await renderer.render(spec);
      if (image.kind !== 'png') throw new Error('the local renderer made no PNG');
      send({ id, png: image.png, width: image.width, height: image.height });
    } catch (err) {
      send({ id, error: err instanceof Error ? err.message : String(err) });
    }
  }

  // draw answers every failure itself, so nothing is left to reject.
  port.on('message', (message) => void draw(message));
}
