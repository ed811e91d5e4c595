import type { ChartConfiguration } from 'chart.js';
import type { Unit } from '../reports/types.js';

/**
 * One chart of a report, ready for any renderer.
 *
 * `config` is a Chart.js v4 configuration that is plain JSON on purpose: no callbacks, no
 * plugins, no class instances, so it can travel inside a QuickChart URL unchanged and be
 * cloned with `structuredClone`. What only a local renderer can add (tick formatters, the
 * painted background) is described by `axisUnits` and `currency` instead.
 */
export interface ChartSpec {
  /** The series key the chart was made from, e.g. `occupancyByGroup`; stable across runs. */
  key: string;
  /** Human title of the chart, also drawn on it. */
  title: string;
  /**
   * Alt text that states the figures in words (Slack image blocks require it and screen
   * readers read it). At most `ALT_MAX` characters.
   */
  alt: string;
  config: ChartConfiguration;
  /** The unit of each value axis by scale id (`y`, `y1`, or `x` for horizontal bars). */
  axisUnits: Record<string, Unit>;
  /** ISO 4217 code of currency axes. */
  currency: string;
}

/**
 * A rendered chart. `png` when the bytes were made here (upload them), `url` when a chart
 * service draws it on request (Slack and Teams fetch the URL themselves). `width` and
 * `height` are the image's pixel size.
 */
export type ChartImage =
  | { kind: 'png'; png: Buffer; width: number; height: number }
  | { kind: 'url'; url: string; width: number; height: number };

/** The chart port: turns a spec into an image. Implementations never mutate the spec. */
export interface ChartRenderer {
  render(spec: ChartSpec): Promise<ChartImage>;
}

/**
 * The few log calls the renderers make, shaped like pino's so the process logger fits, and
 * small enough that a test can record lines with a two-method object.
 */
export interface ChartLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Slack reads at most this much alt text comfortably; longer text is summarised. */
export const ALT_MAX = 1500;
