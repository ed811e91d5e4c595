/**
 * The preview deliverer: keeps, per browser session of the local page, what Slack and Teams
 * would have received (the Slack message, the Teams card, and the Slack message drawn as
 * HTML), with the chart images. In memory and bounded: the last `maxMessages` per session,
 * the `maxSessions` most recently used sessions.
 */
import { slackAlertMessage, teamsAlertCard } from '../../src/render/alerts.js';
import { toHtml } from '../../src/render/html.js';
import { toSlackMessage, type SlackMessage } from '../../src/render/slack.js';
import { toTeamsCard, type AdaptiveCard } from '../../src/render/teams.js';
import type { Chart } from '../../src/render/charts.js';
import { DeliveryError, type Deliverer, type DeliveryReceipt, type OutgoingMessage } from '../../jobs/index.js';
import type { Target } from '../../src/commands/index.js';
import { message as sentence } from '../../src/messages/index.js';
import type { PreviewTarget } from './target.js';
import type { CsvLinks } from '../http/csv-download.js';
import { hasCsv } from '../../src/render/csv.js';

/** A chart image the preview holds: PNG bytes it can serve, or a URL drawn elsewhere. */
export interface PreviewChart {
  id: string;
  key: string;
  png?: Buffer;
  url?: string;
}

/** One message as the preview page shows it. */
export interface PreviewMessage {
  id: string;
  at: string;
  kind: 'report' | 'notice';
  correlationId: string;
  audience?: 'requester' | 'channel';
  subscriptionId?: string;
  /** The notification text (Slack `text`), or the notice itself. */
  text: string;
  slack: SlackMessage;
  /** Absent for notices. */
  teams?: AdaptiveCard;
  /** The Slack message drawn as HTML, charts included. */
  html: string;
  charts: PreviewChart[];
}

export interface PreviewDelivererOptions {
  maxSessions?: number;
  maxMessages?: number;
  /**
   * Where the page loads a chart PNG from, relative to the page, e.g.
   * `id => \`charts/${id}.png\`` (served with `chart(id)`). toHtml accepts http(s) URLs and
   * relative paths (no leading slash). Default: the PNG inline as a data URI.
   */
  chartUrl?: (chartId: string) => string;
  /** Signs Download CSV links (the page's button is a link to the bot); without it the Slack look keeps Slack's button. */
  csvLinks?: CsvLinks;
}

/** A Download CSV click that reached the bot instead of following the link (a forged click). */
export const CSV_BY_LINK = sentence('preview.csvByLink');

const isPreview = (target: Target): target is PreviewTarget => target.platform === 'preview';

const dataUri = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

export class PreviewDeliverer implements Deliverer<PreviewTarget> {
  private readonly sessions = new Map<string, PreviewMessage[]>();
  private readonly charts = new Map<string, PreviewChart>();
  private readonly watchers = new Map<string, Set<(m: PreviewMessage) => void>>();
  private readonly maxSessions: number;
  private readonly maxMessages: number;
  private seq = 0;

  constructor(private readonly options: PreviewDelivererOptions = {}) {
    this.maxSessions = options.maxSessions ?? 200;
    this.maxMessages = options.maxMessages ?? 50;
  }

  /** Takes any target, so that another platform's is refused with a sentence rather than trusted. */
  async deliver(target: PreviewTarget | Target, message: OutgoingMessage): Promise<DeliveryReceipt> {
    if (!isPreview(target)) {
      throw new DeliveryError('rejected', { platformCode: target.platform, userMessage: sentence('preview.localOnly') });
    }
    if (message.kind === 'csv') throw new DeliveryError('rejected', { platformCode: 'csv_by_link', userMessage: CSV_BY_LINK });
    const id = message.kind === 'report' && message.replaceMessageId ? message.replaceMessageId : `preview-${++this.seq}`;
    const rendered = message.kind === 'report' ? this.renderReport(id, message) : this.renderNotice(id, message);
    this.store(target.sessionId, rendered);
    return { messageId: id };
  }

  /** The session's messages, oldest first. */
  messages(sessionId: string): readonly PreviewMessage[] {
    return this.sessions.get(sessionId) ?? [];
  }

  /** A chart image by id (for serving PNGs the page refers to). */
  chart(chartId: string): PreviewChart | undefined {
    return this.charts.get(chartId);
  }

  /** Calls `listener` with every new or replaced message of a session; returns the unsubscribe. */
  watch(sessionId: string, listener: (m: PreviewMessage) => void): () => void {
    const set = this.watchers.get(sessionId) ?? new Set();
    set.add(listener);
    this.watchers.set(sessionId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.watchers.delete(sessionId);
    };
  }

  private renderReport(id: string, message: Extract<OutgoingMessage, { kind: 'report' }>): PreviewMessage {
    const pairs = message.charts.map((chart, i) => ({ chart, held: this.hold(id, chart, i) }));
    const held = pairs.map((p) => p.held);
    const source = (c: PreviewChart, png: Buffer) => c.url ?? this.options.chartUrl?.(c.id) ?? dataUri(png);
    // Slack cannot show PNG bytes: it gets an "uploaded file" whose id the HTML maps to the bytes.
    const slackCharts = pairs.map(({ chart, held }): Chart =>
      chart.image.kind === 'png' ? { ...chart, image: { kind: 'slack_file', id: held.id } } : chart,
    );
    const teamsCharts = message.charts;
    // The page is a browser: Download CSV is the signed link in both looks, as in Teams.
    const csvUrl = this.options.csvLinks && hasCsv(message.report) ? this.options.csvLinks.linkFor(message.report) : undefined;
    const links = csvUrl ? { csvUrl } : {};
    const plainSlack = toSlackMessage(message.report, { charts: slackCharts, chartError: message.chartError, ...links });
    // A page has no message limit: every chart goes into the Teams look inline.
    const plainTeams = toTeamsCard(message.report, {
      charts: teamsCharts,
      chartError: message.chartError,
      inlineImageBytes: Number.POSITIVE_INFINITY,
      ...links,
    });
    // An alert's post (or a Check now) shows its sentence and buttons as Slack and Teams would.
    const slack = message.alert ? slackAlertMessage(plainSlack, message.report, message.alert) : plainSlack;
    const teams = message.alert ? teamsAlertCard(plainTeams, message.report, message.alert) : plainTeams;
    const localImages = Object.fromEntries(held.flatMap((c) => (c.png ? [[c.id, source(c, c.png)] as const] : [])));
    return {
      id,
      at: new Date().toISOString(),
      kind: 'report',
      correlationId: message.correlationId,
      subscriptionId: message.subscriptionId,
      text: slack.text,
      slack,
      teams,
      html: toHtml(slack, { localImages }),
      charts: held,
    };
  }

  private renderNotice(id: string, message: Extract<OutgoingMessage, { kind: 'notice' }>): PreviewMessage {
    const slack: SlackMessage = { text: message.text, blocks: [] };
    return {
      id,
      at: new Date().toISOString(),
      kind: 'notice',
      correlationId: message.correlationId,
      audience: message.audience,
      text: message.text,
      slack,
      html: toHtml(slack),
      charts: [],
    };
  }

  private hold(messageId: string, chart: Chart, index: number): PreviewChart {
    const id = `${messageId}-${index}-${chart.key.replace(/[^A-Za-z0-9_-]/g, '')}`;
    const held: PreviewChart =
      chart.image.kind === 'png'
        ? { id, key: chart.key, png: chart.image.png }
        : { id, key: chart.key, url: chart.image.kind === 'url' ? chart.image.url : undefined };
    this.charts.set(id, held);
    return held;
  }

  private store(sessionId: string, message: PreviewMessage): void {
    const list = this.sessions.get(sessionId) ?? [];
    // Most recently used session last, so the oldest is the one forgotten.
    this.sessions.delete(sessionId);
    this.sessions.set(sessionId, list);
    const at = list.findIndex((m) => m.id === message.id);
    const replaced = list[at];
    // A replaced message's charts have the same ids as its successor's: keep those.
    if (replaced) {
      list[at] = message;
      this.forget(replaced, new Set(message.charts.map((c) => c.id)));
    } else list.push(message);
    for (const gone of list.splice(0, Math.max(0, list.length - this.maxMessages))) this.forget(gone);
    // Oldest first: a Map iterates in insertion order, and deleting the entry just visited is safe.
    for (const [oldest, messages] of this.sessions) {
      if (this.sessions.size <= this.maxSessions) break;
      messages.forEach((m) => this.forget(m));
      this.sessions.delete(oldest);
    }
    this.watchers.get(sessionId)?.forEach((listener) => listener(message));
  }

  private forget(message: PreviewMessage, keep: ReadonlySet<string> = new Set()): void {
    for (const c of message.charts) if (!keep.has(c.id)) this.charts.delete(c.id);
  }
}
