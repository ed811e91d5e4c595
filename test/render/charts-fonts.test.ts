import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, GlobalFonts, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { chartReport } from '../helpers/chart-report.js';
import { chartConfigs, createLocalChartRenderer, registeredChartFont } from '../../src/render/charts.js';

// A file of its own: the local renderer sets fonts up once per process (vitest runs each
// test file in a fresh module graph), and this one must be the first to do it.

const report = chartReport(
  'bookings',
  'bookings last month',
  { start: '2026-10-01', end: '2026-10-31', fullEnd: '2026-10-31', label: 'Last month · Oct 1–31, 2026', days: 31, status: 'past' },
  [
    {
      key: 'revenueTrend',
      kind: 'trend',
      title: 'Booking revenue',
      labels: ['Oct 1–3', 'Oct 4–10'],
      datasets: [{ label: 'Revenue', unit: 'currency', values: [295892.34, 681465.86] }],
    },
  ],
  { title: 'Bookings' },
);

describe('local renderer without its font files', () => {
  it('still draws when the font files are missing or corrupt, falling back to system fonts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'chart-fonts-'));
    const corrupt = join(dir, 'corrupt.ttf');
    await writeFile(corrupt, 'not a font');
    const lines: unknown[] = [];
    const renderer = createLocalChartRenderer({
      fontFiles: [
        [join(dir, 'missing.ttf'), join(dir, 'missing-bold.ttf')],
        [corrupt, corrupt],
      ],
      logger: { info: (o) => lines.push(o), warn: (o) => lines.push(o) },
    });
    const image = await renderer.render(chartConfigs(report)[0]!);
    expect(registeredChartFont()).toBeNull();
    if (image.kind !== 'png') throw new Error('expected a PNG');

    const img = await loadImage(image.png);
    expect([img.width, img.height]).toEqual([800, 400]);
    const canvas = createCanvas(img.width, img.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const px = ctx.getImageData(0, 0, img.width, img.height).data;
    let dark = 0;
    let bars = 0;
    for (let i = 0; i < px.length; i += 4) {
      if (px[i]! + px[i + 1]! + px[i + 2]! < 240) dark++;
      if (Math.abs(px[i]! - 0x00) <= 30 && Math.abs(px[i + 1]! - 0x72) <= 30 && Math.abs(px[i + 2]! - 0xb2) <= 30) bars++;
    }
    // The bars draw whatever the fonts; two of them are tens of thousands of pixels.
    expect(bars).toBeGreaterThan(10_000);
    // Text falls back to the fonts the system has, and the missing file is not worth a
    // warning then; only a machine with no font at all gets one (and unreadable charts).
    const systemFonts = GlobalFonts.families.length > 0;
    expect(dark > 300).toBe(systemFonts);
    expect(lines).toHaveLength(systemFonts ? 0 : 1);
  });
});
