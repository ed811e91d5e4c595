import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalChartRenderer } from '../../src/render/chart-local.js';
import { createQuickChartRenderer, MAX_IMAGE_URL_LENGTH, type QuickChartRendererOptions } from '../../src/render/chart-quickchart.js';
import type { ChartLogger, ChartSpec } from '../../src/render/chart-types.js';
import { chartSpec } from '../helpers/chart-report.js';

/**
 * The QuickChart renderer's choices at its edges, on hand-made specs: which hosts are asked
 * for a short URL, the base URL's path, the URL length limit, what short URL is taken, and
 * what each fallback logs. The short URL is a stand-in (no network).
 */

const local = createLocalChartRenderer();

/** A bar chart whose only text of its own is `title`: each letter of it is one letter of the URL. */
const titled = (title: string): ChartSpec =>
  chartSpec(
    { type: 'bar', data: { labels: ['a'], datasets: [{ data: [1] }] }, options: { plugins: { title: { display: true, text: title } } } },
    { title },
  );

/** 400 dated points: a URL far over the limit. */
const huge = (): ChartSpec => {
  const labels = Array.from({ length: 400 }, (_, i) => new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10));
  return { ...titled('Huge'), key: 'hugeTrend', config: { type: 'line', data: { labels, datasets: [{ data: labels.map((_, i) => i) }] } } };
};

function recorder(): ChartLogger & { lines: { level: string; obj: Record<string, unknown>; msg: string }[] } {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  return {
    lines,
    info: (obj, msg) => lines.push({ level: 'info', obj: obj as Record<string, unknown>, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj: obj as Record<string, unknown>, msg }),
  };
}

/** The public host with a stand-in short URL, recording each call. */
function publicRenderer(short: () => Promise<string>, extra: Partial<QuickChartRendererOptions> = {}) {
  const logger = recorder();
  const asked: number[] = [];
  const renderer = createQuickChartRenderer({
    baseUrl: 'https://quickchart.io',
    logger,
    localFallback: local,
    shortenUrl: () => {
      asked.push(1);
      return short();
    },
    ...extra,
  });
  return { renderer, logger, asked };
}

const SHORT_PREFIX = 'https://quickchart.io/chart/render/zf-';

afterEach(() => {
  vi.useRealTimers();
});

describe('which host is asked for a short URL', () => {
  it.each(['http://quickchart.io', 'https://charts.example.com'])('%s: not asked; drawn locally, and said so', async (baseUrl) => {
    const logger = recorder();
    const asked: number[] = [];
    const renderer = createQuickChartRenderer({
      baseUrl,
      logger,
      localFallback: local,
      shortenUrl: async () => {
        asked.push(1);
        return `${SHORT_PREFIX}abc`;
      },
    });
    expect(await renderer.render(huge())).toMatchObject({ kind: 'png', width: 800, height: 400 });
    expect(asked).toEqual([]);
    expect(logger.lines.map((l) => [l.level, l.obj.fallback, l.msg])).toEqual([
      ['info', 'local', 'chart URL too long for Slack; drawing the chart locally'],
    ]);
  });
});

describe('the URL', () => {
  it('drops every trailing slash of the base path', async () => {
    const renderer = createQuickChartRenderer({ baseUrl: 'https://charts.example.com/qc//', localFallback: local });
    const image = await renderer.render(titled('T'));
    if (image.kind !== 'url') throw new Error('expected a URL');
    expect(image.url.startsWith('https://charts.example.com/qc/chart?')).toBe(true);
  });

  it('a URL of exactly the limit is used; one character more is drawn locally', async () => {
    const renderer = createQuickChartRenderer({ baseUrl: 'http://127.0.0.1:9999', localFallback: local });
    const short = await renderer.render(titled('x'));
    if (short.kind !== 'url') throw new Error('expected a URL');
    // Letters are not escaped in the URL: each one added to the title adds one character.
    const fill = 'x'.repeat(MAX_IMAGE_URL_LENGTH - short.url.length + 1);
    const atLimit = await renderer.render(titled(fill));
    expect(atLimit.kind === 'url' && atLimit.url.length).toBe(MAX_IMAGE_URL_LENGTH);
    expect((await renderer.render(titled(`${fill}x`))).kind).toBe('png');
  });
});

describe('the short URL', () => {
  it('one of exactly the limit is used, and said so', async () => {
    const url = SHORT_PREFIX + 'a'.repeat(MAX_IMAGE_URL_LENGTH - SHORT_PREFIX.length);
    const { renderer, logger, asked } = publicRenderer(async () => url);
    expect(await renderer.render(huge())).toEqual({ kind: 'url', url, width: 800, height: 400 });
    expect(asked).toEqual([1]);
    expect(logger.lines.map((l) => [l.level, l.obj.fallback, l.msg])).toEqual([
      ['info', 'short-url', 'chart URL too long for Slack; using a QuickChart short URL'],
    ]);
  });

  it('an http one is used', async () => {
    const { renderer } = publicRenderer(async () => 'http://quickchart.io/chart/render/zf-1');
    expect(await renderer.render(huge())).toMatchObject({ kind: 'url', url: 'http://quickchart.io/chart/render/zf-1' });
  });

  it.each([
    ['one character over the limit', SHORT_PREFIX + 'a'.repeat(MAX_IMAGE_URL_LENGTH - SHORT_PREFIX.length + 1)],
    ['not starting with its scheme', `see ${SHORT_PREFIX}abc`],
  ])('%s: drawn locally, with a warning saying why', async (_, url) => {
    const { renderer, logger } = publicRenderer(async () => url);
    expect((await renderer.render(huge())).kind).toBe('png');
    expect(logger.lines).toEqual([
      {
        level: 'warn',
        obj: expect.objectContaining({ fallback: 'local', error: 'the short URL is not a usable http(s) URL' }),
        msg: 'chart URL too long and no short URL; drawing the chart locally',
      },
    ]);
  });

  it('one that does not come in time: drawn locally, the warning says how long it waited', async () => {
    const { renderer, logger } = publicRenderer(() => new Promise<string>(() => {}), { shortenTimeoutMs: 50 });
    expect((await renderer.render(huge())).kind).toBe('png');
    expect(logger.lines.map((l) => [l.level, l.obj.error])).toEqual([['warn', 'no short URL within 50 ms']]);
  });

  it('one that comes in time leaves no timer behind', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { renderer } = publicRenderer(async () => `${SHORT_PREFIX}abc`, { shortenTimeoutMs: 60_000 });
    expect(vi.getTimerCount()).toBe(0);
    expect((await renderer.render(huge())).kind).toBe('url');
    expect(vi.getTimerCount()).toBe(0);
  });
});
