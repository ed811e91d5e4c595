/**
 * Advocacy stories a person would believe: the quote fits the stars, the caption fits the
 * season of the stay, and the photo score follows the rating, so a week's top-scored story is a
 * happy one. The sentiment and season of each text are written out here by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { allPages, NOW, PATHS } from './helpers.js';

interface Story {
  endDate: string;
  submissionDate: string;
  photo: { score: number; caption: string };
  review: { rating: number; quote: string };
}

let sb: Sandbox;
let stories: Story[];
beforeAll(async () => {
  sb = await startSandbox({ seed: 19, now: NOW });
  // Fifteen months: every season, a few thousand stories.
  const { records } = await allPages(
    sb,
    PATHS.stories,
    'stories',
    { startdate: '2025-09-01', enddate: '2026-11-21' },
    { isIncludeRestricted: true, isIncludeOptout: true },
  );
  stories = records as unknown as Story[];
});
afterAll(() => sb.close());

const POSITIVE =
  /above & beyond|would come back|worth the trip|otherwise perfect|Best family vacation|We will be back|Quiet, cozy|did not want to leave|personnel adorable|<i>again<\/i>|little extras/;
const NEGATIVE = /parking-lot view|room was not ready|Never again|smelled of smoke|over the bar|leak in our ceiling|très déçus/;

describe('review quotes match the stars', () => {
  it('1-2 stars are negative, 3 mixed, 4-5 positive', () => {
    expect(stories.length).toBeGreaterThan(2000);
    const seen = { positive: 0, negative: 0, mixed: 0 };
    for (const s of stories) {
      const { rating, quote } = s.review;
      const label = `${rating} stars: ${quote}`;
      if (rating <= 2) {
        expect(POSITIVE.test(quote), label).toBe(false);
        expect(NEGATIVE.test(quote), label).toBe(true);
        seen.negative++;
      } else if (rating === 3) {
        expect(POSITIVE.test(quote) || NEGATIVE.test(quote), label).toBe(false);
        seen.mixed++;
      } else {
        expect(NEGATIVE.test(quote), label).toBe(false);
        expect(POSITIVE.test(quote), label).toBe(true);
        seen.positive++;
      }
    }
    // Not vacuous: a few hundred low ratings among them.
    expect(seen.negative).toBeGreaterThan(200);
    expect(seen.mixed).toBeGreaterThan(200);
  });
});

describe('captions match the season of the stay', () => {
  const SEASONAL: [RegExp, number[]][] = [
    [/Fireworks over the bay on the 4th/, [7]],
    [/lobster roll|pool > Disney|Paddle boarding|Sandcastles/, [6, 7, 8]],
    [/Fall colours|Leaf peeping|Apple picking/, [9, 10, 11]],
    [/Snow on the pines|slopes|Holiday lights/, [12, 1, 2]],
    [/Maple syrup|First warm day|Mud season|Tide pools/, [3, 4, 5]],
  ];
  const month = (s: Story) => Number(s.endDate.slice(5, 7));

  it('no summer caption on a November stay, no July 4th fireworks outside July', () => {
    const november = stories.filter((s) => month(s) === 11);
    expect(november.length).toBeGreaterThan(100);
    for (const s of november) expect(s.photo.caption).not.toMatch(/Fireworks|lobster roll|pool > Disney|Paddle boarding|Sandcastles/);
    const fireworks = stories.filter((s) => s.photo.caption.includes('Fireworks over the bay on the 4th'));
    expect(fireworks.length).toBeGreaterThan(0);
    for (const s of fireworks) expect(s.endDate.slice(5, 7)).toBe('07');
  });

  it('every seasonal caption falls in its season, and every season has its own', () => {
    const used = new Set<RegExp>();
    for (const s of stories) {
      for (const [pattern, months] of SEASONAL) {
        if (!pattern.test(s.photo.caption)) continue;
        used.add(pattern);
        expect(months, `${s.endDate}: ${s.photo.caption}`).toContain(month(s));
      }
    }
    expect(used.size).toBe(SEASONAL.length);
  });
});

describe('photo scores follow the rating', () => {
  it('the average score rises with every star', () => {
    const mean = (r: number) => {
      const xs = stories.filter((s) => s.review.rating === r).map((s) => s.photo.score);
      return xs.reduce((a, b) => a + b, 0) / xs.length;
    };
    for (const s of stories) expect(Number.isInteger(s.photo.score) && s.photo.score >= 0 && s.photo.score <= 100).toBe(true);
    for (let r = 2; r <= 5; r++) expect(mean(r)).toBeGreaterThan(mean(r - 1) + 5);
    expect(mean(5) - mean(1)).toBeGreaterThan(30);
  });

  it('the top-scored story of every week is a 4- or 5-star one, never a 1- or 2-star one', () => {
    const weeks = new Map<number, Story[]>();
    for (const s of stories) {
      // Sunday-based weeks of the submission date (1970-01-04 was a Sunday).
      const week = Math.floor((Date.parse(`${s.submissionDate.slice(0, 10)}T00:00:00Z`) / 86_400_000 - 3) / 7);
      weeks.set(week, [...(weeks.get(week) ?? []), s]);
    }
    expect(weeks.size).toBeGreaterThan(60);
    for (const week of weeks.values()) {
      const best = Math.max(...week.map((s) => s.photo.score));
      const top = week.filter((s) => s.photo.score === best);
      expect(top.some((s) => s.review.rating >= 4)).toBe(true);
      expect(top.every((s) => s.review.rating >= 3)).toBe(true);
    }
  });
});

describe('user text still carries what renderers must escape', () => {
  it('quotes, ampersands, angle brackets, emoji and accents all appear', () => {
    const texts = stories.flatMap((s) => [s.photo.caption, s.review.quote]);
    for (const pattern of [/"/, /&/, /</, />/, /\p{Extended_Pictographic}/u, /[à-ÿ]/]) {
      expect(
        texts.some((t) => pattern.test(t)),
        String(pattern),
      ).toBe(true);
    }
    // Unhappy guests type them too.
    const unhappy = stories.filter((s) => s.review.rating <= 2).map((s) => s.review.quote);
    for (const pattern of [/"/, /&/, />/, /\p{Extended_Pictographic}/u, /[à-ÿ]/]) {
      expect(
        unhappy.some((t) => pattern.test(t)),
        String(pattern),
      ).toBe(true);
    }
  });
});
