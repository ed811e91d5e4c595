/**
 * Every Teams message stays under Microsoft's limit with room: the largest answer of every
 * report and variant (scripts/sample-reports.ts LARGEST_COMMANDS), its charts drawn as the bot
 * draws them, measured as the whole activity Teams receives, images included. Microsoft refuses
 * a bot message over about 100 KB (413) and says to keep under 80 KB.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { RENDER_LIMITS } from '../../src/render/limits.js';
import { teamsCardSizes, type CardSize } from '../../scripts/teams-card-sizes.js';
import { LARGEST_COMMANDS } from '../../scripts/sample-reports.js';

const LIMIT = 80 * 1024;
let sizes: CardSize[];

beforeAll(async () => {
  sizes = await teamsCardSizes();
}, 120_000);

describe('the largest Teams message of every report', () => {
  it('our ceiling is the 80 KB Microsoft advises', () => {
    expect(RENDER_LIMITS.teams.messageBytes).toBe(LIMIT);
  });

  it('covers every report, its breakdowns and the digest', () => {
    expect(sizes.map((s) => s.name).sort()).toEqual(Object.keys(LARGEST_COMMANDS).sort());
    expect(sizes.map((s) => s.name)).toEqual(expect.arrayContaining(['referrals-by-channel', 'referrals-by-geo', 'digest']));
  });

  it.each(Object.keys(LARGEST_COMMANDS))('%s: under 80 KB with charts by link, and with charts inline where no public URL exists', (name) => {
    const s = sizes.find((x) => x.name === name)!;
    expect(s.linkedBytes).toBeLessThanOrEqual(LIMIT);
    expect(s.inlineBytes).toBeLessThanOrEqual(LIMIT);
    // By link, every chart drawn is in the card.
    expect(s.linkedImages).toBe(s.charts);
  });

  it('the breakdown cards, whose two charts together are over 60 KB of PNG, are the ones that need links', () => {
    const channel = sizes.find((x) => x.name === 'referrals-by-channel')!;
    expect(channel.charts).toBe(2);
    expect(channel.pngBytes).toBeGreaterThan(60 * 1024);
    // Inline, one of them stays out: base64 of both would take the message past 100 KB.
    expect(channel.inlineImages).toBeLessThan(channel.charts);
    expect(Math.ceil(channel.pngBytes / 3) * 4).toBeGreaterThan(LIMIT);
  });
});
