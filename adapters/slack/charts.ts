/**
 * Chart images for Slack. With SLACK_CHARTS=link a PNG is kept by the bot and shown from its
 * signed link (adapters/http/chart-links.ts): Slack fetches it while it takes the message, and
 * no upload call is made. Otherwise a PNG made here is uploaded with `files.uploadV2` (Slack's three
 * steps: getUploadURLExternal, the upload itself, completeUploadExternal) *without* a
 * channel, so it stays private to the bot until a message shows it: the report then
 * references it as a `slack_file` image, and the chart is not also posted as a loose file.
 * A QuickChart URL needs no upload. A chart that cannot be uploaded is left out and the
 * message says so; it never costs the message.
 */
import type { WebClient } from '@slack/web-api';
import type { PreparedCharts } from '../../jobs/index.js';
import type { Logger } from '../../src/log.js';
import type { Chart } from '../../src/render/charts.js';

/** Keeps a chart's PNG and returns the link Slack fetches it from. */
export type HostChart = (key: string, png: Buffer) => Promise<string>;

/** A chart's file name in Slack: `referrals-by-period.png`. */
export function chartFileName(key: string): string {
  const slug = key
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'chart'}.png`;
}

/**
 * The charts ready for `toSlackMessage`: the PNGs shown from the bot's links when `host` is
 * given, else uploaded (one upload call for all); URL charts pass through. A chart the bot
 * could not keep is uploaded; one that could not be uploaded either is left out (`failed`).
 */
export async function prepareCharts(
  client: WebClient,
  attachments: Chart[],
  logger: Logger,
  correlationId: string,
  host?: HostChart,
): Promise<PreparedCharts> {
  const links = new Map<string, string>();
  if (host) {
    await Promise.all(
      attachments.map(async (a) => {
        if (a.image.kind !== 'png') return;
        try {
          links.set(a.key, await host(a.key, a.image.png));
        } catch (err) {
          logger.warn(
            { event: 'slack_chart_link_failed', correlationId, chart: a.key, error: describe(err) },
            'could not keep the chart for its link; uploading it instead',
          );
        }
      }),
    );
  }
  const pngs = attachments.filter((a) => a.image.kind === 'png' && !links.has(a.key));
  const ids = new Map<string, string>();
  let failed = false;
  if (pngs.length > 0) {
    try {
      const res = await client.filesUploadV2({
        file_uploads: pngs.map((a) => ({
          file: (a.image as { png: Buffer }).png,
          filename: chartFileName(a.key),
          title: a.title,
          alt_text: a.alt.slice(0, 1000),
        })),
      });
      const uploaded = fileIdsOf(res);
      pngs.forEach((a, i) => {
        const id = uploaded[i];
        if (id) ids.set(a.key, id);
      });
      if (ids.size < pngs.length) failed = true;
    } catch (err) {
      failed = true;
      logger.warn(
        { event: 'slack_chart_upload_failed', correlationId, charts: pngs.length, error: describe(err) },
        'chart upload to Slack failed; posting the report without it',
      );
    }
  }
  const charts: Chart[] = [];
  for (const a of attachments) {
    const link = links.get(a.key);
    const id = ids.get(a.key);
    if (a.image.kind !== 'png') charts.push(a);
    else if (link) charts.push({ ...a, image: { kind: 'url', url: link, width: a.image.width, height: a.image.height } });
    else if (id) charts.push({ ...a, image: { kind: 'slack_file', id } });
  }
  return { charts, failed, hosted: new Set(links.keys()) };
}

/** File ids in upload order from `filesUploadV2`'s answer (one completion per call). */
function fileIdsOf(res: unknown): string[] {
  const completions = (res as { files?: { files?: { id?: string }[] }[] }).files ?? [];
  return completions.flatMap((c) => (c.files ?? []).map((f) => f.id ?? ''));
}

/**
 * Posts chart PNGs as files in a thread: the fallback when Slack would not show an uploaded
 * file inside the message yet (it processes uploads asynchronously, and a `slack_file`
 * image of an unprocessed file fails with `invalid_blocks`).
 */
export async function postChartsInThread(
  client: WebClient,
  attachments: Chart[],
  where: { channel: string; threadTs: string },
  logger: Logger,
  correlationId: string,
): Promise<boolean> {
  const pngs = attachments.filter((a) => a.image.kind === 'png');
  if (pngs.length === 0) return true;
  try {
    await client.filesUploadV2({
      channel_id: where.channel,
      thread_ts: where.threadTs,
      file_uploads: pngs.map((a) => ({
        file: (a.image as { png: Buffer }).png,
        filename: chartFileName(a.key),
        title: a.title,
        alt_text: a.alt.slice(0, 1000),
      })),
    });
    return true;
  } catch (err) {
    logger.warn({ event: 'slack_chart_thread_failed', correlationId, error: describe(err) }, 'could not post the chart in the thread');
    return false;
  }
}

/** A Slack error in one short line for logs: the platform code, never a token or a body. */
export function describe(err: unknown): string {
  const data = (err as { data?: { error?: unknown } }).data;
  if (data && typeof data.error === 'string') return data.error;
  const status = (err as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number') return `http_${status}`;
  return err instanceof Error ? err.message.slice(0, 200) : 'unknown';
}
