import { mkdir, writeFile } from 'node:fs/promises';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSampleReports, SAMPLE_COMMANDS } from '../../scripts/sample-reports.js';
import { createLogger } from '../../src/log.js';
import type { Report, Series } from '../../src/catalogue/types.js';
import {
  CHART_COLOURS,
  chartConfigs,
  createThreadChartRenderer,
  chartSpec,
  createChartRenderer,
  createLocalChartRenderer,
  createQuickChartRenderer,
  MAX_IMAGE_URL_LENGTH,
  type ChartImage,
  type ChartLogger,
  type ChartSpec,
} from '../../src/render/charts.js';

const ARTIFACTS = new URL('../../test-artifacts/charts/', import.meta.url);

/** What decoding a chart PNG tells: size, opacity, and how many pixels are text and data. */
async function pngStats(png: Buffer) {
  const img = await loadImage(png);
  const canvas = createCanvas(img.width, img.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(img, 0, 0);
  const px = ctx.getImageData(0, 0, img.width, img.height).data;
  const [mr, mg, mb] = [1, 3, 5].map((i) => parseInt(CHART_COLOURS[0].slice(i, i + 2), 16)) as [number, number, number];
  let translucent = 0;
  let dark = 0;
  let marks = 0;
  for (let i = 0; i < px.length; i += 4) {
    const [r, g, b, a] = [px[i]!, px[i + 1]!, px[i + 2]!, px[i + 3]!];
    if (a < 255) translucent++;
    // Only text is near-black in our charts (grid and axis lines are light grey).
    if (r + g + b < 240) dark++;
    // The first data colour: every chart draws its first dataset in it.
    if (Math.abs(r - mr) <= 30 && Math.abs(g - mg) <= 30 && Math.abs(b - mb) <= 30) marks++;
  }
  return { width: img.width, height: img.height, translucent, dark, marks };
}

function png(image: ChartImage): Buffer {
  if (image.kind !== 'png') throw new Error(`expected a PNG, got ${image.kind}`);
  return image.png;
}

/** Records log lines like a pino destination would, minus the JSON. */
function recordingLogger(): ChartLogger & { lines: { level: string; obj: Record<string, unknown>; msg: string }[] } {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  return {
    lines,
    info: (obj, msg) => lines.push({ level: 'info', obj: obj as Record<string, unknown>, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj: obj as Record<string, unknown>, msg }),
  };
}

/** The series keys each sample report charts, in order. */
const EXPECTED_CHARTS: Record<string, string[]> = {
  occupancy: ['occupancyTrend'],
  bookings: ['revenueTrend'],
  referrals: ['referralsTrend'],
  'referrals-by-channel': ['referralsTrend', 'topChannels'],
  'referrals-by-geo': ['referralsTrend', 'topCountries'],
  signups: ['signupsTrend'],
  stories: ['storiesTrend'],
  planners: ['plannersTrend'],
  optouts: ['optoutsTrend'],
  digest: [],
};

let samples: Record<string, Report>;
beforeAll(async () => {
  samples = await buildSampleReports();
  await mkdir(ARTIFACTS, { recursive: true });
});

describe('local PNGs of every sample chart', () => {
  const local = createLocalChartRenderer({ width: 800, height: 400 });

  it('charts the expected series of each sample', () => {
    expect(Object.keys(EXPECTED_CHARTS).sort()).toEqual(Object.keys(SAMPLE_COMMANDS).sort());
    for (const [name, keys] of Object.entries(EXPECTED_CHARTS))
      expect(
        chartConfigs(samples[name]!).map((s) => s.key),
        name,
      ).toEqual(keys);
  });

  // The digest's own list is empty; its sections' charts are drawn too, as `digest-<kind>`.
  it.each([...Object.keys(SAMPLE_COMMANDS), 'digest sections'])('%s', async (name) => {
    const charts: [string, ChartSpec][] =
      name === 'digest sections'
        ? samples.digest!.sections.flatMap((s) => chartConfigs(s).map((spec) => [`digest-${s.kind}-${spec.key}`, spec] as [string, ChartSpec]))
        : chartConfigs(samples[name]!).map((spec) => [`${name}-${spec.key}`, spec]);
    for (const [file, spec] of charts) {
      const image = await local.render(spec);
      await writeFile(new URL(`${file}.png`, ARTIFACTS), png(image));
      const stats = await pngStats(png(image));
      expect({ file, width: stats.width, height: stats.height }).toEqual({ file, width: 800, height: 400 });
      expect(image).toMatchObject({ width: 800, height: 400 });
      // Opaque: the painted white background, so Slack's dark theme cannot show through.
      expect(stats.translucent, file).toBe(0);
      // Text drew: the title alone is several hundred near-black pixels, and a canvas without
      // a usable font draws none (the lightest sample has ~1,000, an empty chart ~500).
      expect(stats.dark, file).toBeGreaterThan(300);
      // Data drew: a 3 px line across the plot is ~2,000 pixels of the first colour, bars
      // far more; a chart whose data failed to draw has none.
      expect(stats.marks, file).toBeGreaterThan(1000);
      expect(spec.alt.length, file).toBeGreaterThan(40);
    }
  });

  it('draws at the device pixel ratio', async () => {
    const spec = chartConfigs(samples.bookings!)[0]!;
    const image = await createLocalChartRenderer({ devicePixelRatio: 2 }).render(spec);
    expect(image).toMatchObject({ kind: 'png', width: 1600, height: 800 });
    expect(await pngStats(png(image))).toMatchObject({ width: 1600, height: 800, translucent: 0 });
  });

  it('renders concurrently as it does one at a time (a worker runs jobs side by side)', async () => {
    const specs = Object.values(samples).flatMap((r) => chartConfigs(r));
    const oneByOne: Buffer[] = [];
    for (const spec of specs) oneByOne.push(png(await local.render(spec)));
    const together = await Promise.all(specs.map(async (spec) => png(await local.render(spec))));
    expect(together.map((b, i) => b.equals(oneByOne[i]!))).toEqual(specs.map(() => true));
  });

  it('draws in its thread the very PNGs it draws here, in the order asked, many at once', async () => {
    const specs = Object.values(samples).flatMap((r) => chartConfigs(r));
    const here = await Promise.all(specs.map(async (spec) => png(await local.render(spec))));
    const thread = createThreadChartRenderer();
    const there = await Promise.all(specs.map(async (spec) => thread.render(spec)));
    expect(there.every((image) => image.kind === 'png' && Buffer.isBuffer(image.png))).toBe(true);
    expect(there.map((image, i) => png(image).equals(here[i]!))).toEqual(specs.map(() => true));
  });

  it('leaves the spec as it was, so it can be drawn again', async () => {
    const spec = chartConfigs(samples.occupancy!)[0]!;
    const before = structuredClone(spec);
    await local.render(spec);
    await local.render(spec);
    expect(spec).toEqual(before);
  });
});

describe('odd data renders without throwing', () => {
  const local = createLocalChartRenderer();
  const base = () => samples.planners!;
  const draw = async (name: string, series: Series) => {
    const image = await local.render(chartSpec(base(), series));
    await writeFile(new URL(`odd-${name}.png`, ARTIFACTS), png(image));
    return pngStats(png(image));
  };

  it('empty and all-null series still make an opaque, titled image', async () => {
    for (const [name, series] of [
      ['empty', { key: 'plannersTrend', kind: 'trend', title: 'Nothing at all', labels: [], datasets: [] }],
      [
        'all-null',
        {
          key: 'plannersTrend',
          kind: 'trend',
          title: 'All null',
          labels: ['a', 'b', 'c'],
          datasets: [{ label: 'Planners', unit: 'count', values: [null, null, null] }],
        },
      ],
      ['no-datasets', { key: 'occupancyTrend', kind: 'trend', title: 'Labels only', labels: ['a'], datasets: [] }],
    ] as [string, Series][]) {
      const stats = await draw(name, series);
      expect(stats, name).toMatchObject({ width: 800, height: 400, translucent: 0 });
      expect(stats.dark, name).toBeGreaterThan(100);
    }
  });

  it('366 days with gaps, a single label and very long labels', async () => {
    const days = Array.from({ length: 366 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10));
    const values = days.map((_, i) => (i % 17 === 0 ? null : Math.round(50 + 30 * Math.sin(i / 10))));
    expect(
      (
        await draw('366-days', {
          key: 'plannersTrend',
          kind: 'trend',
          title: 'Planners over a year',
          labels: days,
          datasets: [{ label: 'Planners', unit: 'count', values }],
        })
      ).marks,
    ).toBeGreaterThan(1000);
    expect(
      (
        await draw('single', {
          key: 'revenueTrend',
          kind: 'trend',
          title: 'One week',
          labels: ['Oct 1–7'],
          datasets: [{ label: 'Revenue', unit: 'currency', values: [1234.5] }],
        })
      ).marks,
    ).toBeGreaterThan(1000);
    const long = Array.from({ length: 20 }, (_, i) => `a-very-long-channel-name-${i} / ${'medium-'.repeat(10)}`);
    const stats = await draw('long-labels', {
      key: 'topChannels',
      kind: 'ranking',
      title: 'Top channels',
      labels: long,
      datasets: [{ label: 'Referral revenue', unit: 'currency', values: long.map((_, i) => 20_000 - i * 900) }],
    });
    expect(stats.marks).toBeGreaterThan(1000);
  });
});

describe('QuickChart URLs', () => {
  const local = createLocalChartRenderer();
  const huge = (): ChartSpec => {
    const labels = Array.from({ length: 366 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10));
    return chartSpec(samples.planners!, {
      key: 'plannersTrend',
      kind: 'trend',
      title: 'Planners over a year',
      labels,
      datasets: [{ label: 'Planners', unit: 'count', values: labels.map((_, i) => i) }],
    });
  };

  it('builds the URL against a self-hosted base URL with version 4 and the size', async () => {
    const renderer = createQuickChartRenderer({ baseUrl: 'http://127.0.0.1:9999', localFallback: local });
    const spec = chartConfigs(samples.occupancy!)[0]!;
    const image = await renderer.render(spec);
    if (image.kind !== 'url') throw new Error('expected a URL');
    const url = new URL(image.url);
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe('http://127.0.0.1:9999/chart');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ v: '4', w: '800', h: '400', bkg: 'white' });
    // The config itself travels in the URL: the chart's title and the % on the occupancy axis.
    expect(url.searchParams.get('c')).toContain(`text:'${spec.title}'`);
    expect(url.searchParams.get('c')).toMatch(/y:\{beginAtZero:true,min:0,suggestedMax:100,title:\{display:true,text:'[^']*\(%\)'/);
    expect(image).toMatchObject({ width: 800, height: 400 });
    expect(image.url.length).toBeLessThanOrEqual(MAX_IMAGE_URL_LENGTH);
  });

  it('keeps a path prefix of the base URL', async () => {
    const renderer = createQuickChartRenderer({ baseUrl: 'https://charts.example.com/qc/', localFallback: local });
    const image = await renderer.render(chartConfigs(samples.bookings!)[0]!);
    expect(image.kind === 'url' && image.url.startsWith('https://charts.example.com/qc/chart?')).toBe(true);
  });

  it('every sample chart fits in a Slack image URL', async () => {
    const renderer = createQuickChartRenderer({
      baseUrl: 'https://quickchart.io',
      localFallback: local,
      shortenUrl: () => Promise.reject(new Error('not expected')),
    });
    for (const r of Object.values(samples)) {
      for (const spec of chartConfigs(r)) expect((await renderer.render(spec)).kind, spec.key).toBe('url');
    }
  });

  it('too long for a self-hosted host: draws locally and says so', async () => {
    const logger = recordingLogger();
    const renderer = createQuickChartRenderer({ baseUrl: 'http://127.0.0.1:9999', logger, localFallback: local });
    const image = await renderer.render(huge());
    expect(image).toMatchObject({ kind: 'png', width: 800, height: 400 });
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).toMatchObject({ level: 'info', obj: { event: 'chart.url_too_long', key: 'plannersTrend', fallback: 'local' } });
    expect(logger.lines[0]!.obj.length).toBeGreaterThan(MAX_IMAGE_URL_LENGTH);
  });

  it('too long for the public host: asks for a short URL (stand-in here) and says so', async () => {
    const logger = recordingLogger();
    const asked: unknown[] = [];
    const renderer = createQuickChartRenderer({
      baseUrl: 'https://quickchart.io',
      logger,
      localFallback: local,
      shortenUrl: async (chart) => {
        asked.push(chart.getPostData());
        return 'https://quickchart.io/chart/render/zf-abc123';
      },
    });
    const image = await renderer.render(huge());
    expect(image).toEqual({ kind: 'url', url: 'https://quickchart.io/chart/render/zf-abc123', width: 800, height: 400 });
    expect(asked).toEqual([expect.objectContaining({ version: '4', width: 800, height: 400 })]);
    expect(logger.lines.map((l) => [l.level, l.obj.fallback])).toEqual([['info', 'short-url']]);
  });

  it('a failing or hanging short URL falls back to a local PNG, with a warning', async () => {
    for (const shortenUrl of [() => Promise.reject(new Error('HTTP 503')), () => new Promise<string>(() => {}), async () => 'javascript:alert(1)']) {
      const logger = recordingLogger();
      const renderer = createQuickChartRenderer({ baseUrl: 'https://quickchart.io', logger, localFallback: local, shortenUrl, shortenTimeoutMs: 50 });
      expect((await renderer.render(huge())).kind).toBe('png');
      expect(logger.lines).toEqual([
        expect.objectContaining({ level: 'warn', obj: expect.objectContaining({ fallback: 'local', event: 'chart.url_too_long' }) }),
      ]);
    }
  });
});

describe('createChartRenderer', () => {
  it('picks the renderer the config names', async () => {
    const spec = chartConfigs(samples.signups!)[0]!;
    const logger = createLogger({ level: 'silent' });
    expect((await createChartRenderer({ mode: 'local', quickchartUrl: 'https://quickchart.io' }, logger).render(spec)).kind).toBe('png');
    const image = await createChartRenderer({ mode: 'quickchart', quickchartUrl: 'http://quickchart.internal:3400' }, logger).render(spec);
    expect(image.kind === 'url' && image.url.startsWith('http://quickchart.internal:3400/chart?')).toBe(true);
    expect(createChartRenderer({ mode: 'off', quickchartUrl: 'https://quickchart.io' }, logger)).toBeNull();
  });
});
