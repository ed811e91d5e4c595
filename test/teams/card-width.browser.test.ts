/**
 * Tables a person can read at the card's width: the largest card of every report and variant,
 * laid out by Microsoft's own Adaptive Card renderer in Chromium (test/teams/card-page.ts) at a
 * phone's width (320 px) and Teams' chat column (450 px). No figure in a table may take more
 * than one line or be cut, and no header may break inside a word (`Transacti` / `ons`, as
 * Microsoft's Agents Playground showed before).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSampleReports, LARGEST_COMMANDS } from '../../scripts/sample-reports.js';
import { toTeamsCard } from '../../src/render/teams.js';
import type { Report } from '../../src/catalogue/types.js';
import { FIGURE, laidOutTexts, openCardPage, type CardPage } from './card-page.js';

let reports: Record<string, Report>;
let cards: CardPage;

beforeAll(async () => {
  reports = await buildSampleReports(undefined, LARGEST_COMMANDS);
  cards = await openCardPage();
}, 120_000);

afterAll(async () => {
  await cards?.close();
});

describe.each([320, 450])('at %i px', (width) => {
  it.each(Object.keys(LARGEST_COMMANDS))('%s: every figure of its tables on one line, no header split inside a word', async (name) => {
    const report = reports[name]!;
    await cards.show(toTeamsCard(report, { csvUrl: 'https://bot.example.com/csv' }), width);
    const texts = (await laidOutTexts(cards.page)).filter((t) => t.inColumns);
    const figures = texts.filter((t) => FIGURE.test(t.text));
    // Every row of every table shown has its figures here (the digest shows no tables).
    const expected = report.tables.filter((t) => t.rows.length > 0).length;
    if (expected > 0) expect(figures.length).toBeGreaterThanOrEqual(expected);
    expect(figures.filter((f) => f.lines > 1 || f.cut).map((f) => f.text)).toEqual([]);
    // Table headers (the labels of the report's columns) break between words, if at all.
    const labels = new Set(report.tables.flatMap((t) => t.columns.map((c) => c.label)));
    expect(texts.filter((t) => labels.has(t.text) && t.splitWords.length > 0).map((t) => `${t.text}: ${t.splitWords.join(' ')}`)).toEqual([]);
    if (name === 'referrals-by-channel') await cards.page.screenshot({ path: `test-artifacts/teams-card-${name}-${width}.png`, fullPage: true });
  });
});
