import type { ChartConfiguration } from 'chart.js';
import type { Unit } from '../catalogue/types.js';
import { message } from '../messages/index.js';

/**
 * One chart of a report, ready for any renderer.
 *
 * `config` is a Chart.js v4 configuration that is plain JSON on purpose: no callbacks, no
 * plugins, no class instances, so it can travel inside a QuickChart URL unchanged and be
 * cloned with `structuredClone`. What only a local renderer can add (tick formatters, the
 * painted background) is described by `axisUnits` and `currency` instead.
 */
export interface ChartSpec {
  /** The series key the chart was made from, e.g. `occupancyTrend`; stable across runs. */
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
  /** The reader's locale, for the tick labels (`$207.2K`, `207,2 k $US`); absent: en-US. */
  locale?: string;
}

/**
 * Where a chart's picture is. A chart renderer makes `png` (drawn here; `width` and `height`
 * are its pixel size) or `url` (a chart service draws it on request); a platform may move it
 * on its way, e.g. Slack uploads the PNG and shows the `slack_file`, the preview page serves
 * it from a `url` of its own. Renderers show what their platform can: Slack `url` and
 * `slack_file`; Teams `url`, and `png` inline as a data URI.
 */
export type ChartImage =
  | { kind: 'png'; png: Buffer; width: number; height: number }
  | { kind: 'url'; url: string; width?: number; height?: number }
  | { kind: 'slack_file'; id: string };

/** What a chart renderer makes of a spec. */
export type DrawnImage = Extract<ChartImage, { kind: 'png' | 'url' }>;

/**
 * One chart of a report, made: the one type a chart travels in from the worker through the
 * job's delivery to a platform's renderer, matched to the report's series by `key`.
 */
export interface Chart {
  /** The `Series.key` it draws, e.g. `referralsTrend`. */
  key: string;
  /** The chart's title, also drawn on it. */
  title: string;
  /** A sentence describing what the chart shows, for screen readers and failed loads. */
  alt: string;
  image: ChartImage;
}

/** The chart port: turns a spec into an image. Implementations never mutate the spec. */
export interface ChartRenderer {
  render(spec: ChartSpec): Promise<DrawnImage>;
  /**
   * What it makes: PNGs drawn here (time on this CPU, and an upload on platforms that host
   * files), or image URLs drawn elsewhere (ready at once; a URL too long for a message may
   * still come back as a PNG).
   */
  readonly output: 'png' | 'url';
}

/** Options shared by the Slack and Teams renderers. */
export interface RenderOptions {
  /** Charts to show after the headline figures; a chart a platform cannot show is one line instead. */
  charts?: Chart[];
  /** The chart was attempted and failed: say so in one line instead of showing nothing. */
  chartError?: boolean;
  /**
   * The charts were made but this message carries none of them (the platform refused the
   * message with them): one line says they could not be attached, not that they failed.
   */
  chartUnattached?: boolean;
  /**
   * Teams: PNG bytes a card may carry inline as data URIs (default
   * `RENDER_LIMITS.teams.inlineImageBytes`); the preview page, which has no message limit, lifts it.
   */
  inlineImageBytes?: number;
  /** The chart is still being drawn; one line holds its place until the message is updated with it. */
  chartPending?: boolean;
  /**
   * The instant the "Previous period" button is computed against. Defaults to the report's
   * `generatedAt`, so the button steps back from the period shown, and output is repeatable.
   */
  now?: Date;
  /** Whether to add the action buttons (default true); off for e.g. scheduled previews. */
  actions?: boolean;
  /**
   * A signed link that downloads the report's CSV (Teams, the preview page): the Download CSV
   * button opens it. Without it Slack's button asks the bot to post the file in the thread,
   * and Teams, which cannot take a file from a bot in a channel, shows no such button.
   */
  csvUrl?: string;
  /**
   * Slack: blocks the delivery adds around the message (a subscription's line, an alert's
   * sentence and buttons, a line on how the chart travelled), kept free under Slack's 50, so
   * adding them cuts nothing the message says it shows.
   */
  reservedBlocks?: number;
}

/** The line shown when a chart was wanted but could not be made. */
export const CHART_ERROR_LINE = message('chart.failed');

/** The line shown when a chart was made but the message could not carry it (too large, no link to it). */
export const CHART_UNATTACHED_LINE = message('chart.unattached');

/** The line that holds a chart's place while it is drawn and uploaded (a second or less). */
export const CHART_PENDING_LINE = message('chart.pending');

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
