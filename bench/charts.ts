/**
 * Chart rendering benchmark: every chart of every sample report drawn locally (Chart.js on
 * @napi-rs/canvas, 800x400 PNG). "Cold" is each chart's first render in this process (the
 * very first also registers Chart.js and the font); "warm" is 50 renders of each after a
 * warm-up of 5. Target: warm median under 50 ms per chart.
 */
import { buildSampleReports } from '../scripts/sample-reports.js';
import { chartConfigs, createLocalChartRenderer, registeredChartFont, type ChartSpec } from '../src/render/charts.js';
import { percentile, round } from './stats.js';

const WARM_UP = 5;
const RUNS = 50;
const TARGET_MS = 50;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

export async function runChartsBench(): Promise<Record<string, unknown>> {
  const reports = await buildSampleReports();
  const charts: { name: string; spec: ChartSpec }[] = Object.entries(reports).flatMap(([report, r]) =>
    chartConfigs(r).map((spec) => ({ name: `${report}/${spec.key}`, spec })),
  );
  const renderer = createLocalChartRenderer({ width: 800, height: 400 });

  const rows: Record<string, { coldMs: number; warmMedianMs: number; warmP95Ms: number; pngKb: number }> = {};
  const cold = new Map<string, number>();
  const bytes = new Map<string, number>();
  for (const { name, spec } of charts) {
    const start = performance.now();
    const img = await renderer.render(spec);
    cold.set(name, performance.now() - start);
    if (img.kind === 'png') bytes.set(name, img.png.length);
  }
  const allWarm: number[] = [];
  for (const { name, spec } of charts) {
    for (let i = 0; i < WARM_UP; i++) await renderer.render(spec);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await timed(() => renderer.render(spec)));
    allWarm.push(...times);
    rows[name] = {
      coldMs: round(cold.get(name)!),
      warmMedianMs: round(percentile(times, 50)),
      warmP95Ms: round(percentile(times, 95)),
      pngKb: round((bytes.get(name) ?? 0) / 1024),
    };
  }

  const worstMedian = Math.max(...Object.values(rows).map((r) => r.warmMedianMs));
  const result = {
    charts: charts.length,
    size: '800x400',
    runs: RUNS,
    font: registeredChartFont() ?? 'system fallback',
    warmMedianMs: round(percentile(allWarm, 50)),
    warmP95Ms: round(percentile(allWarm, 95)),
    worstChartMedianMs: worstMedian,
    perChart: rows,
  };
  console.log(`\nCharts: ${charts.length} sample charts, 800x400 PNG, local renderer, ${RUNS} warm renders each`);
  console.table(rows);
  console.log(`all charts: warm median ${result.warmMedianMs} ms, p95 ${result.warmP95Ms} ms`);
  console.log(`warm render < ${TARGET_MS} ms  ${worstMedian < TARGET_MS ? 'ok' : 'MISSED'}  (slowest chart's median ${worstMedian} ms)`);
  return result;
}
