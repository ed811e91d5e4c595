/**
 * The preview platform plug-in (see adapters/platform.ts): the local page, a platform like
 * the others. Its target is a browser session; its deliverer keeps what Slack and Teams
 * would have received, drawn as HTML; its receiver is the page with its routes. The folder:
 *
 * - target.ts: `PreviewTarget` (a session) and its addressing.
 * - receiver.ts: the page's routes, what they accept, and typed commands and buttons through
 *   the front door; subscriptions.ts: the side panel and "Run now"; messages.ts: the messages
 *   and their event stream; static/: the page's HTML and script.
 * - deliverer.ts: the in-memory deliverer; its failures are none but a foreign target.
 */
import type { DeliveryErrorTable } from '../../jobs/index.js';
import type { Logger } from '../../src/log.js';
import { toHtml } from '../../src/render/html.js';
import { toSlackMessage } from '../../src/render/slack.js';
import type { PlatformPlugin } from '../platform.js';
import type { CsvLinks } from '../http/csv-download.js';
import { PreviewDeliverer } from './deliverer.js';
import { createPreviewReceiver, previewChartUrl } from './receiver.js';
import { previewAddressing, type PreviewTarget } from './target.js';
import { message } from '../../src/messages/index.js';

export { previewTarget, previewAddressing, LOCAL_REQUESTER, PreviewTargetSchema, type PreviewTarget } from './target.js';
export { PreviewDeliverer, type PreviewChart, type PreviewMessage, type PreviewDelivererOptions } from './deliverer.js';
export { createPreviewReceiver, previewChartUrl, type PreviewReceiverOptions } from './receiver.js';
export type { CommandAnswer } from './receiver.js';

/** Nothing the page holds can fail but a target of another platform, which is refused. */
export const PREVIEW_DELIVERY_ERRORS: DeliveryErrorTable = { codes: {}, refused: () => message('preview.localOnly') };

export interface PreviewPlatformOptions {
  logger: Logger;
  /** True when answers come from the built-in sandbox: the page says "sample data". */
  sample: boolean;
  /** The clock of the side panel's "next run" (tests pin it); default the real one. */
  now?: () => Date;
  /** Signs the Download CSV links of the page's reports; without it the page shows Slack's button. */
  csvLinks?: CsvLinks;
}

export interface PreviewPlatform extends PlatformPlugin<PreviewTarget> {
  readonly deliverer: PreviewDeliverer;
}

/** Builds the preview plug-in; its page is made once jobs run. */
export function createPreviewPlatform(opts: PreviewPlatformOptions): PreviewPlatform {
  const deliverer = new PreviewDeliverer({ chartUrl: previewChartUrl, csvLinks: opts.csvLinks });
  return {
    ...previewAddressing,
    deliverer,
    deliveryErrors: PREVIEW_DELIVERY_ERRORS,
    renderer: { format: 'HTML (as Slack shows it)', render: (report, charts, chartError) => toHtml(toSlackMessage(report, { charts, chartError })) },
    receive: ({ door, jobs }) => createPreviewReceiver({ door, jobs, preview: deliverer, logger: opts.logger, sample: opts.sample, now: opts.now }),
  };
}
