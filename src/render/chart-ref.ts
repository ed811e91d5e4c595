/**
 * What a renderer needs to know about a chart that was already made elsewhere. Renderers take
 * charts as options, so they stay pure and independent of how (or whether) a chart was drawn.
 */

/**
 * Where a chart's picture lives:
 * - `url`: a public URL (QuickChart, or our own host); usable by Slack and Teams.
 * - `slack_file`: an image already uploaded to Slack (files.uploadV2); Slack only.
 * - `data_uri`: `data:image/png;base64,...`; Teams (and HTML) only, Slack cannot show it.
 */
export type RenderedChartImage =
  | { kind: 'url'; url: string }
  | { kind: 'slack_file'; id: string }
  | { kind: 'data_uri'; uri: string };

/** A chart ready to show, matched to the report's series by `key`. */
export interface RenderedChart {
  /** The `Series.key` it draws, e.g. `referralsByPeriod`. */
  key: string;
  /** Shown above the picture. */
  title: string;
  /** A sentence describing what the chart shows, for screen readers and failed loads. */
  alt: string;
  image: RenderedChartImage;
}

/** Options shared by the Slack and Teams renderers. */
export interface RenderOptions {
  /** Charts to show after the headline figures; platforms skip kinds they cannot show. */
  charts?: RenderedChart[];
  /** The chart was attempted and failed: say so in one line instead of showing nothing. */
  chartError?: boolean;
  /**
   * The instant the "Previous period" button is computed against. Defaults to the report's
   * `generatedAt`, so the button steps back from the period shown, and output is repeatable.
   */
  now?: Date;
  /** Whether to add the action buttons (default true); off for e.g. scheduled previews. */
  actions?: boolean;
}

/** The line shown when a chart was wanted but could not be made. */
export const CHART_ERROR_LINE = 'The chart could not be made this time.';
