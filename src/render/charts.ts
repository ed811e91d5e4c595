import { createThreadChartRenderer } from './chart-thread.js';
import { createQuickChartRenderer } from './chart-quickchart.js';
import type { ChartLogger, ChartRenderer } from './chart-types.js';

/**
 * Charts of a report: `chartConfigs(report)` makes one Chart.js config per chart (pure),
 * and a `ChartRenderer` turns each into a PNG drawn here or a QuickChart URL. The parts
 * live in `chart-*.ts`, one concern each; this module is the one to import.
 */

export type { Chart, ChartImage, ChartLogger, ChartRenderer, ChartSpec, DrawnImage, RenderOptions } from './chart-types.js';
export { CHART_ERROR_LINE, CHART_PENDING_LINE, CHART_UNATTACHED_LINE } from './chart-types.js';
export { ALT_MAX } from './chart-types.js';
export {
  chartConfigs,
  chartSpec,
  axisTitle,
  currencySymbol,
  CHART_COLOURS,
  COMPARISON_COLOUR,
  MAX_CHARTS,
  MAX_RANKED_ROWS,
  MAX_TICKS,
} from './chart-configs.js';
export { createThreadChartRenderer } from './chart-thread.js';
export { createLocalChartRenderer, registeredChartFont, tickFormatter, DEFAULT_FONT_FILES, type LocalChartRendererOptions } from './chart-local.js';
export { createQuickChartRenderer, MAX_IMAGE_URL_LENGTH, type QuickChartRendererOptions, type ShortenChartUrl } from './chart-quickchart.js';

/** The `charts` slice of `Config`. */
export interface ChartsConfig {
  /** `off`: no charts at all (text, fields and tables only). */
  mode: 'local' | 'quickchart' | 'off';
  quickchartUrl: string;
}

/**
 * The renderer the config asks for, or null with `CHARTS=off`. QuickChart mode keeps a local
 * renderer as its fallback for charts whose URL would be too long for Slack.
 */
export function createChartRenderer(cfg: ChartsConfig & { mode: 'local' | 'quickchart' }, logger?: ChartLogger): ChartRenderer;
export function createChartRenderer(cfg: ChartsConfig, logger?: ChartLogger): ChartRenderer | null;
export function createChartRenderer(cfg: ChartsConfig, logger?: ChartLogger): ChartRenderer | null {
  if (cfg.mode === 'off') return null;
  // Drawn off the thread that answers and posts (chart-thread.ts).
  const local = createThreadChartRenderer({ logger });
  if (cfg.mode === 'local') return local;
  return createQuickChartRenderer({ baseUrl: cfg.quickchartUrl, logger, localFallback: local });
}
