import { copyFile, mkdtemp } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { Chart } from 'chart.js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chartSpec } from '../helpers/chart-report.js';
import { withoutSystemFonts } from '../helpers/no-system-fonts.js';
import type { ChartLogger, DrawnImage } from '../../src/render/chart-types.js';
import { DEFAULT_FONT_FILES, tickFormatter } from '../../src/render/chart-local.js';

/**
 * The local renderer's own set-up and drawing, on hand-made specs. It sets Chart.js and the
 * font up once per module graph, so each font test imports a fresh copy of the module
 * (vi.resetModules) to be the first to set up in it.
 */
async function freshLocal() {
  vi.resetModules();
  return import('../../src/render/chart-local.js');
}

/** A bar chart of only a big bold title: its text is most of what is not white. */
const titleOnly = chartSpec({
  type: 'bar',
  data: { labels: [], datasets: [] },
  options: {
    plugins: { legend: { display: false }, title: { display: true, text: 'HHHH IIII', font: { size: 40, weight: 'bold' } } },
    scales: { x: { display: false }, y: { display: false } },
  },
});

async function pixels(image: DrawnImage): Promise<Uint8ClampedArray> {
  if (image.kind !== 'png') throw new Error(`expected a PNG, got ${image.kind}`);
  const img = await loadImage(image.png);
  const ctx = createCanvas(img.width, img.height).getContext('2d');
  ctx.drawImage(img, 0, 0);
  return ctx.getImageData(0, 0, img.width, img.height).data;
}

/** How many pixels are exactly `rgb`, fully opaque. */
function countRgb(px: Uint8ClampedArray, [r, g, b]: [number, number, number]): number {
  let n = 0;
  for (let i = 0; i < px.length; i += 4) if (px[i] === r && px[i + 1] === g && px[i + 2] === b && px[i + 3] === 255) n++;
  return n;
}

function recorder(): ChartLogger & { lines: [string, unknown, string][] } {
  const lines: [string, unknown, string][] = [];
  return { lines, info: (o, m) => lines.push(['info', o, m]), warn: (o, m) => lines.push(['warn', o, m]) };
}

// A font of the machine's copied under names of the test's own, so the path the renderer
// reports can only come from the list the test gave it.
let dir: string;
let regular: string;
let bold: string;
beforeAll(async () => {
  const found = DEFAULT_FONT_FILES.find(([r, b]) => existsSync(r) && existsSync(b));
  if (!found) throw new Error('these tests need one of DEFAULT_FONT_FILES (the Dockerfile installs DejaVu)');
  dir = await mkdtemp(join(tmpdir(), 'chart-local-'));
  regular = join(dir, 'regular.ttf');
  bold = join(dir, 'bold.ttf');
  await copyFile(found[0], regular);
  await copyFile(found[1], bold);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('font set-up', () => {
  it('registers the first regular face that exists, after a missing one', async () => {
    const local = await freshLocal();
    const logger = recorder();
    const renderer = local.createLocalChartRenderer({
      fontFiles: [
        [join(dir, 'missing.ttf'), join(dir, 'missing-bold.ttf')],
        [regular, bold],
      ],
      logger,
    });
    await renderer.render(titleOnly);
    expect(local.registeredChartFont()).toBe(regular);
    expect(logger.lines).toEqual([]);
  });

  it('sets up once per process: a second renderer with other font files changes nothing', async () => {
    const local = await freshLocal();
    await local.createLocalChartRenderer({ fontFiles: [[regular, bold]] }).render(titleOnly);
    const second = recorder();
    await local.createLocalChartRenderer({ fontFiles: [[join(dir, 'none.ttf'), join(dir, 'none-bold.ttf')]], logger: second }).render(titleOnly);
    expect(local.registeredChartFont()).toBe(regular);
    expect(second.lines).toEqual([]);
  });

  it('skips an entry the native loader throws on, like a missing file', async () => {
    // registerFromPath answers null (no throw) for missing, empty, directory, unreadable and
    // corrupt files; it throws only on a path that is not a string, e.g. a file URL, which
    // existsSync accepts. That is the failure the try/catch is there for.
    const local = await freshLocal();
    const url = pathToFileURL(regular) as unknown as string;
    await local
      .createLocalChartRenderer({
        fontFiles: [
          [url, url],
          [regular, bold],
        ],
      })
      .render(titleOnly);
    expect(local.registeredChartFont()).toBe(regular);
  });

  it('warns once when no font file registers and the system has no font either', async () => {
    // No machine here lacks fonts: the system's font list is made empty for this test only.
    withoutSystemFonts();
    const local = await freshLocal();
    const logger = recorder();
    const renderer = local.createLocalChartRenderer({
      fontFiles: [
        [join(dir, 'a.ttf'), join(dir, 'a-bold.ttf')],
        [join(dir, 'b.ttf'), join(dir, 'b-bold.ttf')],
      ],
      logger,
    });
    await renderer.render(titleOnly);
    await renderer.render(titleOnly);
    expect(local.registeredChartFont()).toBeNull();
    expect(logger.lines).toEqual([['warn', { event: 'chart.no_font', tried: 2 }, 'no font found for charts; chart text may be missing']]);
  });
});

describe('drawing', () => {
  it('draws text in #1F2328 where the config names no colour', async () => {
    const local = await freshLocal();
    const px = await pixels(await local.createLocalChartRenderer({ width: 400, height: 200, fontFiles: [[regular, bold]] }).render(titleOnly));
    // A 40 px bold title has hundreds of pixels fully inside its strokes, in the text colour
    // itself; none is the canvas's own default, pure black.
    expect(countRgb(px, [0x1f, 0x23, 0x28])).toBeGreaterThan(500);
    expect(countRgb(px, [0, 0, 0])).toBe(0);
  });

  it('paints the white background under what a plugin drew before it', async () => {
    // The filler plugin, asked to, fills before the chart draws (`beforeDraw`), that is before
    // the background plugin: a background painted over it would hide the fill.
    const local = await freshLocal();
    const filled = chartSpec({
      type: 'line',
      data: { labels: ['a', 'b'], datasets: [{ data: [1, 1], fill: 'origin', backgroundColor: '#00FF00', borderColor: '#00FF00' }] },
      options: {
        plugins: { legend: { display: false }, filler: { drawTime: 'beforeDraw' } },
        scales: { x: { display: false }, y: { display: false, min: 0, max: 2 } },
      },
    });
    const px = await pixels(await local.createLocalChartRenderer({ width: 400, height: 200 }).render(filled));
    // The fill is the lower half of a 400 × 200 plot: about 40,000 pixels.
    expect(countRgb(px, [0, 0xff, 0])).toBeGreaterThan(30_000);
    expect(countRgb(px, [0xff, 0xff, 0xff])).toBeGreaterThan(30_000);
  });

  it('leaves no chart behind in Chart.js once drawn', async () => {
    const local = await freshLocal();
    const before = Object.keys(Chart.instances).length;
    const renderer = local.createLocalChartRenderer({ width: 200, height: 100 });
    await renderer.render(titleOnly);
    await renderer.render(titleOnly);
    expect(Object.keys(Chart.instances)).toHaveLength(before);
  });
});

describe('tick labels', () => {
  it('counts: at most two decimals, compact from exactly 10,000', () => {
    const count = tickFormatter('count', 'USD', 'en-US');
    expect(count(1.2345)).toBe('1.23');
    expect(count(9_999)).toBe('9,999');
    expect(count(10_000)).toBe('10K');
    expect(count(-10_000)).toBe('-10K');
  });

  it('a value that is not a finite number is shown as given', () => {
    const count = tickFormatter('count', 'USD', 'en-US');
    expect(count('n/a')).toBe('n/a');
    expect(count(Infinity)).toBe('Infinity');
  });
});
