import { existsSync } from 'node:fs';
import { Chart, registerables, type ChartConfiguration, type Plugin } from 'chart.js';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import type { Unit } from '../catalogue/types.js';
import { DEFAULT_LOCALE } from './locale.js';
import type { ChartLogger, ChartRenderer, ChartSpec, DrawnImage } from './chart-types.js';

/**
 * Draws charts in-process with Chart.js on an @napi-rs/canvas canvas: no network, no
 * browser. Fonts: the canvas has no guaranteed font, and text silently vanishes without
 * one, so a known sans-serif file is registered under our own family name; the family list
 * falls back to whatever the system has when no file is found.
 */

/** Our alias for the registered font; first in the family list. */
const FONT_ALIAS = 'Report Sans';
/**
 * Regular and bold faces of a plain sans-serif where Debian/Ubuntu, Alpine, Fedora and
 * macOS keep them. DejaVu first: it covers Latin, Greek and Cyrillic and ships in most images.
 */
export const DEFAULT_FONT_FILES: readonly (readonly [regular: string, bold: string])[] = [
  ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'],
  ['/usr/share/fonts/dejavu/DejaVuSans.ttf', '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf'],
  ['/usr/share/fonts/ttf-dejavu/DejaVuSans.ttf', '/usr/share/fonts/ttf-dejavu/DejaVuSans-Bold.ttf'],
  ['/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf', '/usr/share/fonts/dejavu-sans-fonts/DejaVuSans-Bold.ttf'],
  ['/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf'],
  ['/System/Library/Fonts/Supplemental/Arial.ttf', '/System/Library/Fonts/Supplemental/Arial Bold.ttf'],
];
const FONT_FAMILY = `'${FONT_ALIAS}', 'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif`;

/** Options of the local renderer. */
export interface LocalChartRendererOptions {
  /** CSS pixel size of the chart; the PNG is this times `devicePixelRatio`. */
  width?: number;
  height?: number;
  /** 2 for sharp images on high-density screens; 1 keeps uploads small. */
  devicePixelRatio?: number;
  /** Font files to try, in order; the first regular face that registers names our font. */
  fontFiles?: readonly (readonly [regular: string, bold: string])[];
  logger?: ChartLogger;
}

let setUp: { font: string | null } | null = null;

/**
 * Registers Chart.js components and the font once per process. Chart.js keeps its
 * registry and defaults in module state, so doing it per renderer would only repeat work.
 */
function setUpOnce(fontFiles: readonly (readonly [string, string])[], logger?: ChartLogger): void {
  if (setUp) return;
  Chart.register(...registerables);
  let font: string | null = null;
  for (const [regular, bold] of fontFiles) {
    if (!registerFont(regular)) continue;
    registerFont(bold); // without it the canvas fakes bold from the regular face
    font = regular;
    break;
  }
  if (!font && GlobalFonts.families.length === 0) {
    logger?.warn({ event: 'chart.no_font', tried: fontFiles.length }, 'no font found for charts; chart text may be missing');
  }
  Chart.defaults.font.family = FONT_FAMILY;
  Chart.defaults.font.size = 13;
  Chart.defaults.color = '#1F2328';
  setUp = { font };
}

function registerFont(path: string): boolean {
  try {
    return existsSync(path) && GlobalFonts.registerFromPath(path, FONT_ALIAS) !== null;
  } catch {
    // An unreadable or corrupt font file is skipped like a missing one.
    return false;
  }
}

/** The font file the local renderer registered, or null when it relies on system fonts. */
export function registeredChartFont(): string | null {
  return setUp?.font ?? null;
}

/**
 * Paints an opaque white background under the chart: a transparent PNG would show Slack's
 * dark theme through it and the dark text would be unreadable.
 */
const whiteBackground: Plugin = {
  id: 'reportWhiteBackground',
  beforeDraw(chart) {
    const { ctx, width, height } = chart;
    ctx.save();
    ctx.globalCompositeOperation = 'destination-over';
    ctx.fillStyle = '#FFFFFF';
    ctx.fillRect(0, 0, width, height);
    ctx.restore();
  },
};

/** Creates the in-process renderer. */
export function createLocalChartRenderer(opts: LocalChartRendererOptions = {}): ChartRenderer {
  const width = opts.width ?? 800;
  const height = opts.height ?? 400;
  const dpr = opts.devicePixelRatio ?? 1;
  return {
    output: 'png',
    async render(spec: ChartSpec): Promise<DrawnImage> {
      setUpOnce(opts.fontFiles ?? DEFAULT_FONT_FILES, opts.logger);
      const canvas = createCanvas(width, height);
      const config = localConfig(spec, dpr);
      // Chart.js accepts any object shaped like a 2D context; the napi type is not the DOM one.
      const chart = new Chart(canvas.getContext('2d') as unknown as ConstructorParameters<typeof Chart>[0], config);
      try {
        // encode() runs off the main thread; the chart is already drawn (animation is off).
        const png = await canvas.encode('png');
        return { kind: 'png', png, width: canvas.width, height: canvas.height };
      } finally {
        chart.destroy();
      }
    },
  };
}

/** The spec's JSON config plus what only a local renderer can carry: functions and plugins. */
function localConfig(spec: ChartSpec, dpr: number): ChartConfiguration {
  // Chart.js writes into the config it is given; a clone keeps the spec reusable.
  const config = structuredClone(spec.config) as ChartConfiguration & { options: Record<string, unknown> };
  config.options ??= {};
  Object.assign(config.options, { responsive: false, animation: false, devicePixelRatio: dpr });
  config.plugins = [...(config.plugins ?? []), whiteBackground];
  const scales = (config.options.scales ??= {}) as Record<string, { ticks?: Record<string, unknown> }>;
  for (const [id, unit] of Object.entries(spec.axisUnits)) {
    const scale = (scales[id] ??= {});
    scale.ticks = { ...scale.ticks, callback: tickFormatter(unit, spec.currency, spec.locale) };
  }
  return config;
}

/**
 * Short tick labels in the reader's locale: `$207.2K`, `48%`, `1,200` in en-US; `207,2 k $`,
 * `48 %`, `1 200` in fr-FR. Money is compact (at most one decimal, none when whole); counts
 * are compact from 10,000.
 */
export function tickFormatter(unit: Unit, currency: string, locale: string = DEFAULT_LOCALE): (value: number | string) => string {
  const money = moneyTicks(locale, currency);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  return (value) => {
    const n = Number(value);
    if (!Number.isFinite(n)) return String(value);
    switch (unit) {
      case 'currency':
        return money.format(n);
      case 'percent':
      case 'ratio':
        // Axis values are in percent (48 for 48%).
        return percent.format(n / 100);
      default:
        return Math.abs(n) >= 10_000 ? compact.format(n) : plain.format(n);
    }
  };
}

/** Compact money with the currency's narrow symbol (the currency is an ISO 4217 code the config checked). */
function moneyTicks(locale: string, currency: string): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
}
