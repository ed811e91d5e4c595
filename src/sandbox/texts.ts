/**
 * Vocabulary of the generated records: user-written captions and quotes, contest names,
 * sign-up layers, lead categories and promo codes.
 *
 * User text deliberately contains quotes, ampersands, angle brackets, emoji and accents: that is
 * what real guests type, and renderers (HTML, Slack mrkdwn, Teams cards) must escape it.
 */
import type { Rng } from './random.js';

const CAPTIONS = [
  'Sunset from our balcony at {property}',
  'First lobster roll of the summer 🦞',
  'The kids said this pool > Disney!',
  'Foggy morning walk along the shore',
  'Our "secret" spot near {city}',
  'Fall colours & a warm fire',
  'Paddle boarding before breakfast ☀️',
  'Anniversary dinner, 10 years <3',
  'Lighthouse selfie, windy but worth it',
  'Rainy day = board games & chowder',
  'Dog-friendly & so welcoming 🐶',
  'Fireworks over the bay on the 4th',
  'Campfire s’mores with the whole crew',
  'Café au lait on the porch',
  'Snow on the pines, total silence',
] as const;

const QUOTES = [
  'Staff went above & beyond for our anniversary.',
  'Clean rooms, great view, would come back.',
  'Loved everything except the parking situation.',
  'The breakfast alone is worth the trip!',
  'A bit noisy on Saturday night, otherwise perfect.',
  'Best family vacation we have had in years 😊',
  'Check-in took forever, but the room made up for it.',
  'Exactly like the photos. Five stars from us.',
  'Quiet, cozy and close to everything in {city}.',
  'The "ocean view" was more of a parking-lot view.',
  'Our kids (4 & 7) did not want to leave.',
  'Très bien situé, personnel adorable.',
  'Would stay <i>again</i> in a heartbeat.',
  'Good value for the area in peak season.',
] as const;

/** Kinds of sign-up form ("layer") a lead can come through. */
export const LAYER_TYPES = ['Modal', 'Slider', 'Inline', 'ExitIntent', 'Footer'] as const;
/** Lead categories for sign-ups. */
export const LEAD_CATEGORIES = ['Leisure', 'Family', 'Couple', 'Business', 'Group', 'Wedding'] as const;
/** Submitter categories for stories. */
export const STORY_CATEGORIES = ['Family', 'Couple', 'Solo', 'Friends', 'Business'] as const;
/** Promo codes a plan may carry (most carry none). */
export const PROMO_CODES = ['SUMMER25', 'STAYLONGER', 'AAA', 'FALLFOLIAGE', 'EARLYBIRD', 'MIDWEEK15'] as const;

const fill = (template: string, property: string, city: string): string =>
  template.replace('{property}', property).replace('{city}', city);

/** A photo caption as a guest would write it. */
export function drawCaption(rng: Rng, property: string, city: string): string {
  return fill(rng.pick(CAPTIONS), property, city);
}

/** A review quote as a guest would write it. */
export function drawQuote(rng: Rng, property: string, city: string): string {
  return fill(rng.pick(QUOTES), property, city);
}

/** Photo contests run by season, e.g. "Summer Memories 2026". */
export function contestName(year: number, month: number): string {
  const season = month >= 6 && month <= 8 ? 'Summer Memories' : month >= 9 && month <= 11 ? 'Fall Foliage' : month === 12 || month <= 2 ? 'Winter Wonderland' : 'Spring Getaway';
  return `${season} ${year}`;
}
