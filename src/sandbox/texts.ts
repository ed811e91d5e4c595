/**
 * Vocabulary of the generated records: user-written captions and quotes, contest names,
 * sign-up layers, lead categories and promo codes.
 *
 * Texts fit their record, as a marketing manager reading them would expect: a caption fits the
 * season of the stay (no July 4th fireworks in November), a quote fits the review's stars (no
 * "did not want to leave" under one star).
 *
 * User text deliberately contains quotes, ampersands, angle brackets, emoji and accents: that is
 * what real guests type, and renderers (HTML, Slack mrkdwn, Teams cards) must escape it.
 */
import type { Rng } from './random.js';

const SUMMER = [6, 7, 8];
const FALL = [9, 10, 11];
const WINTER = [12, 1, 2];
const SPRING = [3, 4, 5];
const ALL_YEAR = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** Photo captions and the months (of the stay's end) they make sense in. */
const CAPTIONS: readonly (readonly [text: string, months: readonly number[]])[] = [
  ['Sunset from our balcony at {property}', ALL_YEAR],
  ['Foggy morning walk along the shore', ALL_YEAR],
  ['Our "secret" spot near {city}', ALL_YEAR],
  ['Anniversary dinner, 10 years <3', ALL_YEAR],
  ['Lighthouse selfie, windy but worth it', ALL_YEAR],
  ['Rainy day = board games & chowder', ALL_YEAR],
  ['Dog-friendly & so welcoming 🐶', ALL_YEAR],
  ['Café au lait on the porch', [5, 6, 7, 8, 9, 10]],
  ['Campfire s’mores with the whole crew', [6, 7, 8, 9, 10]],
  ['First lobster roll of the summer 🦞', SUMMER],
  ['The kids said this pool > Disney!', SUMMER],
  ['Paddle boarding before breakfast ☀️', SUMMER],
  ['Sandcastles & sunscreen, all day long', SUMMER],
  ['Fireworks over the bay on the 4th', [7]],
  ['Fall colours & a warm fire', FALL],
  ['Leaf peeping on the lake road 🍁', [9, 10]],
  ['Apple picking, then cider by the fire', [9, 10]],
  ['Snow on the pines, total silence', WINTER],
  ['Hot cocoa after a day on the slopes ❄️', WINTER],
  ['Holiday lights on the harbor 🎄', [12]],
  ['Maple syrup tasting near {city}', [3, 4]],
  ['First warm day: lunch on the deck!', SPRING],
  ['Mud season? Still "worth it".', SPRING],
  ['Tide pools & puffins, spring is here', [4, 5]],
];

/** Caption texts per month (index 1-12), built once. */
const CAPTIONS_BY_MONTH: readonly (readonly string[])[] = Array.from({ length: 13 }, (_, month) =>
  CAPTIONS.filter(([, months]) => months.includes(month)).map(([text]) => text),
);

/**
 * Review quotes by sentiment: 4 and 5 stars are positive, 3 mixed, 1 and 2 negative. Every
 * pool keeps some of the characters renderers must escape.
 */
const POSITIVE_QUOTES = [
  'Staff went above & beyond for our anniversary.',
  'Clean rooms, great view, would come back.',
  'The breakfast alone is worth the trip!',
  'A bit noisy on Saturday night, otherwise perfect.',
  'Best family vacation we have had in years 😊',
  'Exactly like the photos. We will be back!',
  'Quiet, cozy and close to everything in {city}.',
  'Our kids (4 & 7) did not want to leave.',
  'Très bien situé, personnel adorable.',
  'Would stay <i>again</i> in a heartbeat.',
  'The "little extras" at {property} made our trip.',
] as const;

const MIXED_QUOTES = [
  'Loved the location, the parking situation not so much.',
  'Check-in took forever, but the room made up for it.',
  'Good value for the area in peak season, nothing special.',
  'Nice staff & views; the walls are paper-thin.',
  'Pool was "under maintenance" all week. Beds were great.',
  'Breakfast so-so, but you can walk everywhere in {city}.',
  'Bien situé, mais la chambre était un peu petite.',
] as const;

const NEGATIVE_QUOTES = [
  'The "ocean view" was more of a parking-lot view.',
  'Check-in took forever and the room was not ready.',
  'Hair in the shower & the AC was broken. Never again.',
  'Paid peak prices for a room that smelled of smoke.',
  'Asked for a quiet room -> got the one over the bar.',
  'Nobody called back about the leak in our ceiling 😞',
  'Pas propre du tout, très déçus.',
] as const;

/** Kinds of sign-up form ("layer") a lead can come through. */
export const LAYER_TYPES = ['Modal', 'Slider', 'Inline', 'ExitIntent', 'Footer'] as const;
/** Lead categories for sign-ups. */
export const LEAD_CATEGORIES = ['Leisure', 'Family', 'Couple', 'Business', 'Group', 'Wedding'] as const;
/** Submitter categories for stories. */
export const STORY_CATEGORIES = ['Family', 'Couple', 'Solo', 'Friends', 'Business'] as const;
/** Promo codes a plan may carry (most carry none). */
export const PROMO_CODES = ['SUMMER25', 'STAYLONGER', 'AAA', 'FALLFOLIAGE', 'EARLYBIRD', 'MIDWEEK15'] as const;

const fill = (template: string, property: string, city: string): string => template.replace('{property}', property).replace('{city}', city);

/** A photo caption as a guest would write it about a stay ending in `month` (1-12). */
export function drawCaption(rng: Rng, month: number, property: string, city: string): string {
  return fill(rng.pick(CAPTIONS_BY_MONTH[month] ?? CAPTIONS_BY_MONTH[7]!), property, city);
}

/** A review quote as a guest who gave `rating` stars (1-5) would write it. */
export function drawQuote(rng: Rng, rating: number, property: string, city: string): string {
  const pool = rating >= 4 ? POSITIVE_QUOTES : rating === 3 ? MIXED_QUOTES : NEGATIVE_QUOTES;
  return fill(rng.pick(pool), property, city);
}

/** Photo contests run by season, e.g. "Summer Memories 2026". */
export function contestName(year: number, month: number): string {
  const season =
    month >= 6 && month <= 8
      ? 'Summer Memories'
      : month >= 9 && month <= 11
        ? 'Fall Foliage'
        : month === 12 || month <= 2
          ? 'Winter Wonderland'
          : 'Spring Getaway';
  return `${season} ${year}`;
}
