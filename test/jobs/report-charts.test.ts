/**
 * A report's charts sequenced in jobs (jobs/report-charts.ts), through the report handler
 * with the local chart renderer (real PNGs) and the sandbox with the chat fixtures: a
 * platform that rewrites its messages gets the figures first and then the charts for the
 * message it posted; a message a newer report has claimed meanwhile, or one the bot cannot
 * change, gets no charts; a platform that posts once gets one post with the charts drawn.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slackAddressing, type SlackTarget } from '../../adapters/slack/target.js';
import type { DeliveryAbilities, DeliveryReceipt, OutgoingMessage, PreparedCharts, ReportMessage } from '../../jobs/deliverer.js';
import { createMemoryMessageVersions, type MessageVersions } from '../../jobs/message-versions.js';
import { createPlatforms } from '../../jobs/platforms.js';
import { jobSchemas } from '../../jobs/queue.js';
import { requestJobHandler } from '../../jobs/request-job.js';
import type { ReportingApi } from '../../src/api/index.js';
import { createChartRenderer, type ChartRenderer } from '../../src/render/charts.js';
import { runReport } from '../../src/reports/index.js';
import { RecordingDeliverer } from '../helpers/recording-deliverer.js';
import { fixtureService, handMadeJob } from './job-handle.js';
import { LogCapture, NOW, query, requester, slackTarget } from './harness.js';

/** A platform that can rewrite what it posted: it records what it was asked to ready and to add. */
class RewritingDeliverer extends RecordingDeliverer {
  readonly readied: ReportMessage[] = [];
  readonly added: { posted: DeliveryReceipt; message: ReportMessage; prepared?: PreparedCharts }[] = [];
  /** Runs once a message is posted (a button pressed on it meanwhile). */
  afterPost?: (messageId: string) => Promise<void>;
  /** False: answers as a platform that cannot change this message later. */
  editable = true;

  override async deliver(target: SlackTarget, message: OutgoingMessage): Promise<DeliveryReceipt> {
    const receipt = await super.deliver(target, message);
    await this.afterPost?.(receipt.messageId);
    return this.editable ? receipt : { ...receipt, editable: false };
  }
  async prepareCharts(_target: SlackTarget, message: ReportMessage): Promise<PreparedCharts> {
    this.readied.push(message);
    return {
      charts: message.charts.map((c) => ({ ...c, image: { kind: 'url', url: `https://files.example/${c.key}.png` } })),
      failed: false,
      hosted: new Set(),
    };
  }
  async addCharts(_target: SlackTarget, posted: DeliveryReceipt, message: ReportMessage, prepared?: PreparedCharts): Promise<void> {
    this.added.push({ posted, message, prepared });
  }
}

let service: Awaited<ReturnType<typeof fixtureService>>;
let api: ReportingApi;
let charts: ChartRenderer;
beforeAll(async () => {
  service = await fixtureService();
  ({ api } = service);
  charts = createChartRenderer({ mode: 'local', quickchartUrl: '' });
});
afterAll(() => service?.close());

function handlerFor(deliverer: RecordingDeliverer & DeliveryAbilities, messages?: MessageVersions) {
  const log = new LogCapture();
  const platforms = createPlatforms([{ ...slackAddressing, deliverer, abilities: deliverer }]);
  const handler = requestJobHandler({
    api,
    runReport,
    reports: { currency: 'USD', includeRestricted: false, includeOptout: false },
    charts,
    deliverer: platforms.deliverer,
    platforms,
    logger: log.logger,
    schemas: jobSchemas(platforms.targetSchema),
    noteReport: () => undefined,
    messages,
  });
  return { handler, log };
}

const job = (correlationId: string) =>
  handMadeJob('report', {
    query: query('referrals last-month'),
    target: slackTarget('C0CHART'),
    requester: requester(),
    correlationId,
    requestedAt: NOW.toISOString(),
  });

describe('charts that follow the figures', () => {
  it('posts the figures with the charts pending, then adds the drawn and readied charts to the message it posted', async () => {
    const deliverer = new RewritingDeliverer();
    const { handler } = handlerFor(deliverer, createMemoryMessageVersions());
    const result = await handler(job('r-charts01'));
    expect(result).toEqual({ status: 'delivered', messageId: 'rec-1', correlationId: 'r-charts01' });
    const [figures] = deliverer.reports();
    expect(figures!.message).toMatchObject({ chartsPending: true, charts: [], chartError: false });
    // Resolved only once the charts are in: the job is done when the message is complete.
    expect(deliverer.added).toHaveLength(1);
    const [added] = deliverer.added;
    expect(added!.posted.messageId).toBe('rec-1');
    expect(added!.message.chartError).toBe(false);
    expect(added!.message.charts.length).toBeGreaterThan(0);
    // The PNG as drawn: its signature, and the renderer's 800 × 400.
    const image = added!.message.charts[0]!.image;
    expect(image.kind === 'png' && [image.png.subarray(1, 4).toString('latin1'), image.width, image.height]).toEqual(['PNG', 800, 400]);
    expect(added!.message.report).toBe(figures!.message.report);
    // What the platform readied is handed back to it with the charts.
    expect(deliverer.readied.map((m) => m.charts.length)).toEqual([added!.message.charts.length]);
    expect(added!.prepared!.charts.map((c) => c.image)).toEqual(
      added!.message.charts.map((c) => ({ kind: 'url', url: `https://files.example/${c.key}.png` })),
    );
  });

  it('leaves a message a newer report was written into meanwhile as it is', async () => {
    const messages = createMemoryMessageVersions();
    const deliverer = new RewritingDeliverer();
    // A button pressed on the figures before their chart arrives: its report claims the message.
    deliverer.afterPost = (messageId) => messages.claim(messageId, 'r-newer001');
    const { handler, log } = handlerFor(deliverer, messages);
    expect(await handler(job('r-charts02'))).toMatchObject({ status: 'delivered', messageId: 'rec-1' });
    expect(deliverer.added).toEqual([]);
    expect(log.events('slack_chart_superseded')).toEqual([expect.objectContaining({ correlationId: 'r-charts02' })]);
  });

  it('adds nothing to a message the bot cannot change', async () => {
    const deliverer = new RewritingDeliverer();
    deliverer.editable = false;
    const { handler } = handlerFor(deliverer);
    expect(await handler(job('r-charts03'))).toMatchObject({ status: 'delivered' });
    expect(deliverer.reports().map((d) => d.message.chartsPending)).toEqual([true]);
    expect(deliverer.added).toEqual([]);
  });
});

describe('a platform that posts once', () => {
  it('gets one post with the charts drawn', async () => {
    const deliverer = new RecordingDeliverer();
    const { handler } = handlerFor(deliverer);
    await handler(job('r-charts04'));
    const reports = deliverer.reports();
    expect(reports).toHaveLength(1);
    expect(reports[0]!.message.chartsPending).toBeUndefined();
    expect(reports[0]!.message.charts.length).toBeGreaterThan(0);
    expect(reports[0]!.message.charts.every((c) => c.image.kind === 'png')).toBe(true);
  });
});
