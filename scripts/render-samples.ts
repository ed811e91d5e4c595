/**
 * Renders every sample report (scripts/sample-reports.ts) for people to look at:
 * `<name>.slack.json`, `<name>.teams.json`, `<name>.txt` and `<name>.html` (a page showing
 * the Slack message as Slack would), plus chart PNGs (`<name>-<key>.png`), the sandbox's
 * story photos (`photos/<id>.svg`) and an `index.html`, in test-artifacts/samples/
 * (git-ignored) or the folder given as the first argument.
 *
 * Charts are drawn locally, as in `CHARTS=local`: Slack gets them as uploaded files
 * (`slack_file`, with a stand-in id), Teams as data URIs, the HTML page loads the PNGs.
 * The sandbox is gone when the files are written, so story photos are written beside the
 * pages and the JSON points at a documentation host instead of a dead localhost port.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { registerBuiltInReports } from '../src/reports/built-in.js';
import { withPhotoUrls } from '../src/reports/common.js';
import type { Report } from '../src/catalogue/types.js';
import { chartConfigs, createLocalChartRenderer } from '../src/render/charts.js';
import type { Chart } from '../src/render/charts.js';
import { escapeHtml } from '../src/render/html-mrkdwn.js';
import { toHtml } from '../src/render/html.js';
import { toSlackMessage } from '../src/render/slack.js';
import { toTeamsCard } from '../src/render/teams.js';
import { toText } from '../src/render/text.js';
import { photoSvg } from '../src/sandbox/photos.js';
import { buildSampleReports } from './sample-reports.js';

const OUT = resolve(process.argv[2] ?? 'test-artifacts/samples');
/** Public host used in the JSON for story photos (example.com is reserved for documentation). */
const PHOTO_HOST = 'https://photos.example.com/photos/';
const PHOTO_ID = /\/photos\/([0-9a-fA-F-]{36})\.svg$/;

function photoIds(report: Report): string[] {
  const own = report.highlights.flatMap((h) => PHOTO_ID.exec(h.photoUrl ?? '')?.[1] ?? []);
  return [...own, ...report.sections.flatMap(photoIds)];
}

interface DrawnChart {
  key: string;
  title: string;
  alt: string;
  file: string;
  png: Buffer;
}

/** Draws the report's charts; a failure is reported the way the worker would (chartError). */
async function drawCharts(name: string, report: Report): Promise<{ charts: DrawnChart[]; failed: boolean }> {
  const renderer = createLocalChartRenderer();
  const charts: DrawnChart[] = [];
  try {
    for (const spec of chartConfigs(report)) {
      const image = await renderer.render(spec);
      if (image.kind !== 'png') continue;
      charts.push({ key: spec.key, title: spec.title, alt: spec.alt, file: `${name}-${spec.key}.png`, png: image.png });
    }
    return { charts, failed: false };
  } catch (error) {
    console.warn(`${name}: chart failed: ${error instanceof Error ? error.message : String(error)}`);
    return { charts, failed: true };
  }
}

function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{margin:0;padding:24px;background:#f4f4f4;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Lato,sans-serif}</style>',
    `</head><body>\n${body}\n</body></html>\n`,
  ].join('\n');
}

async function main(): Promise<void> {
  registerBuiltInReports();
  const reports = await buildSampleReports();
  await mkdir(join(OUT, 'photos'), { recursive: true });
  const entries = Object.entries(reports);
  for (const [name, report] of entries) {
    const { charts, failed } = await drawCharts(name, report);
    const fileId = (c: DrawnChart) => `F_SAMPLE_${name}_${c.key}`.toUpperCase().replace(/[^A-Z0-9_]/g, '_');
    const asSlackFile = charts.map((c): Chart => ({ key: c.key, title: c.title, alt: c.alt, image: { kind: 'slack_file', id: fileId(c) } }));
    const asPng = charts.map((c): Chart => ({ key: c.key, title: c.title, alt: c.alt, image: { kind: 'png', png: c.png, width: 800, height: 400 } }));

    const published = withPhotoUrls(report, (url) => {
      const id = PHOTO_ID.exec(url)?.[1];
      return id ? `${PHOTO_HOST}${id}.svg` : url;
    });
    const slack = toSlackMessage(published, { charts: asSlackFile, chartError: failed });
    const teams = toTeamsCard(published, { charts: asPng, chartError: failed });
    // The page shows the very message above, with charts and photos loaded from beside it.
    const preview = toHtml(slack, {
      localImages: Object.fromEntries([
        ...charts.map((c) => [fileId(c), c.file]),
        ...photoIds(report).map((id) => [`${PHOTO_HOST}${id}.svg`, `photos/${id}.svg`]),
      ]),
    });

    await Promise.all([
      writeFile(join(OUT, `${name}.slack.json`), `${JSON.stringify(slack, null, 2)}\n`),
      writeFile(join(OUT, `${name}.teams.json`), `${JSON.stringify(teams, null, 2)}\n`),
      writeFile(join(OUT, `${name}.txt`), `${toText(published)}\n`),
      writeFile(join(OUT, `${name}.html`), page(`${report.title} · Slack preview`, preview)),
      ...charts.map((c) => writeFile(join(OUT, c.file), c.png)),
      ...photoIds(report).map((id) => writeFile(join(OUT, 'photos', `${id}.svg`), photoSvg(id))),
    ]);
    console.log(`${name}: ${slack.blocks.length} blocks, ${charts.length} chart(s)${failed ? ' (chart failed)' : ''}`);
  }
  const links = entries.map(
    ([n, report]) => `<li><a href="${escapeHtml(n)}.html">${escapeHtml(report.title)}</a> (<code>${escapeHtml(n)}</code>)</li>`,
  );
  await writeFile(join(OUT, 'index.html'), page('Report bot samples', `<h1>Report bot samples</h1>\n<ul>\n${links.join('\n')}\n</ul>`));
  console.log(`Wrote ${entries.length} samples to ${OUT}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
