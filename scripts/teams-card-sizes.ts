/**
 * The largest Teams card of every report, in bytes, as Teams receives it: the message
 * activity with its Adaptive Card, charts inline as data URIs where the card carries them
 * (no public URL), and by link (the bot's signed chart route). `npx tsx scripts/teams-card-sizes.ts`
 * prints a table for BENCHMARKS.md; test/render/teams-card-size.test.ts holds every figure under
 * `RENDER_LIMITS.teams.messageBytes`.
 */
import { pathToFileURL } from 'node:url';
import { chartConfigs, createLocalChartRenderer, type Chart } from '../src/render/charts.js';
import { RENDER_LIMITS } from '../src/render/limits.js';
import { toTeamsAttachment, toTeamsCard, type AdaptiveCard } from '../src/render/teams.js';
import type { Report } from '../src/catalogue/types.js';
import { registerBuiltInReports } from '../src/reports/built-in.js';
import { buildSampleReports, LARGEST_COMMANDS } from './sample-reports.js';

export interface CardSize {
  name: string;
  command: string;
  /** Charts drawn, and their PNG bytes. */
  charts: number;
  pngBytes: number;
  /** The message without a public URL: small charts inline, the others said not attached. */
  inlineBytes: number;
  inlineImages: number;
  /** The message with charts by link. */
  linkedBytes: number;
  linkedImages: number;
}

/** Bytes of the message activity Teams receives around `card` (addressing as a channel's is, at its longest). */
export function teamsMessageBytes(card: AdaptiveCard, title: string): number {
  const activity = {
    type: 'message',
    channelId: 'msteams',
    serviceUrl: 'https://smba.trafficmanager.net/emea/00000000-0000-0000-0000-000000000000/',
    conversation: {
      id: `19:${'0'.repeat(32)}@thread.tacv2;messageid=1732183200000`,
      isGroup: true,
      conversationType: 'channel',
      tenantId: '0'.repeat(36),
    },
    from: { id: `28:${'0'.repeat(36)}`, name: 'Report bot' },
    recipient: { id: `29:${'0'.repeat(120)}`, name: '' },
    locale: 'en-US',
    replyToId: '1732183200000',
    summary: title,
    attachments: [toTeamsAttachment(card)],
  };
  return Buffer.byteLength(JSON.stringify(activity));
}

/** A stand-in for the signed link, as long as a real one (the query, instant, key and signature). */
function linked(chart: Chart, report: Report): Chart {
  const q = Buffer.from(JSON.stringify(report.query)).toString('base64url');
  return { ...chart, image: { kind: 'url', url: `https://bot.example.com/chart.png?q=${q}&at=1732183200000&k=${chart.key}&sig=${'A'.repeat(43)}` } };
}

export async function teamsCardSizes(): Promise<CardSize[]> {
  const reports = await buildSampleReports(undefined, LARGEST_COMMANDS);
  const renderer = createLocalChartRenderer();
  const sizes: CardSize[] = [];
  for (const [name, report] of Object.entries(reports)) {
    const charts: Chart[] = [];
    for (const spec of chartConfigs(report)) {
      const image = await renderer.render(spec);
      charts.push({ key: spec.key, title: spec.title, alt: spec.alt, image });
    }
    const csvUrl = `https://bot.example.com/csv?q=${'A'.repeat(200)}`;
    const inline = toTeamsCard(report, { charts, csvUrl });
    const byLink = toTeamsCard(report, { charts: charts.map((c) => linked(c, report)), csvUrl });
    // Chart images only (a story's photo is a link either way).
    const images = (card: AdaptiveCard) =>
      (JSON.stringify(card).match(/"url":"(data:image\/png|https:\/\/bot\.example\.com\/chart\.png)/g) ?? []).length;
    sizes.push({
      name,
      command: LARGEST_COMMANDS[name] ?? name,
      charts: charts.length,
      pngBytes: charts.reduce((n, c) => n + (c.image.kind === 'png' ? c.image.png.length : 0), 0),
      inlineBytes: teamsMessageBytes(inline, report.title),
      inlineImages: images(inline),
      linkedBytes: teamsMessageBytes(byLink, report.title),
      linkedImages: images(byLink),
    });
  }
  return sizes;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  registerBuiltInReports();
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`Largest Teams message per report (limit ${kb(RENDER_LIMITS.teams.messageBytes)}, charts drawn locally)`);
  console.log('| report | command | charts (PNG) | by link | inline, no public URL |');
  console.log('|---|---|---|---|---|');
  for (const s of await teamsCardSizes()) {
    console.log(
      `| ${s.name} | \`${s.command}\` | ${s.charts} (${kb(s.pngBytes)}) | ${kb(s.linkedBytes)} (${s.linkedImages} of ${s.charts} shown) | ${kb(s.inlineBytes)} (${s.inlineImages} of ${s.charts} inline) |`,
    );
  }
}
