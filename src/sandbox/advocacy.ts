/**
 * Advocacy records: sign-ups (leads), stories (guest photo and review submissions) and
 * advocacy opt-outs, each attached to one property.
 */
import { civilFromDays, formatDate, formatDateTime, type Precision } from './calendar.js';
import { PROPERTY_WEIGHTS, SANDBOX_PROPERTIES } from './catalog.js';
import { laterMoment, type GenEnv, type KindDef } from './paging.js';
import { drawPerson, contactFields } from './people.js';
import { guidFor, hashKey, Rng, unitOf, weightedIndexAt } from './random.js';
import { contestName, drawCaption, drawQuote, LAYER_TYPES, LEAD_CATEGORIES, STORY_CATEGORIES } from './texts.js';
import { flagDraws, flagsOn, KIND_SALT, SHARES, type RecordKind } from './volume.js';

/** What the sign-up and story filters look at. */
export interface LeadAttrs {
  property: number;
  restricted: boolean;
  optout: boolean;
}

function leadAttrs(env: GenEnv, kind: RecordKind, day: number, index: number): LeadAttrs {
  const salt = KIND_SALT[kind];
  const property = weightedIndexAt(PROPERTY_WEIGHTS, unitOf(env.seed, salt, day, index, 1));
  if (!flagsOn(env, kind)) return { property, restricted: false, optout: false };
  const [r, o] = flagDraws(env.seed, salt, day, index);
  return { property, restricted: r < SHARES.restricted, optout: o < SHARES.optout };
}

function propertyAt(index: number) {
  const p = SANDBOX_PROPERTIES[index];
  if (!p) throw new Error(`no property #${index}`);
  return p;
}

const PRECISIONS: readonly Precision[] = [0, 3, 7];

/** Advocacy sign-ups. */
export const signupsDef: KindDef<LeadAttrs, Record<string, unknown>> = {
  kind: 'signups',
  attrs: (env, day, index) => leadAttrs(env, 'signups', day, index),
  build(env, slot, attrs) {
    const rng = new Rng(hashKey(env.seed, KIND_SALT.signups, slot.day, slot.index, 3));
    const property = propertyAt(attrs.property);
    const id = guidFor(env.seed, KIND_SALT.signups, slot.day, slot.index);
    const person = drawPerson(rng);
    return {
      id,
      createDate: slot.stamp,
      propertyId: property.id,
      propertySlug: property.slug,
      ...contactFields(person),
      languageCode: person.languageCode,
      isOptout: attrs.optout,
      isPrivacyRestricted: attrs.restricted,
      layerType: LAYER_TYPES[rng.weightedIndex([5, 3, 4, 2, 1])] ?? 'Modal',
      category: LEAD_CATEGORIES[rng.weightedIndex([6, 4, 3, 2, 1, 1])] ?? 'Leisure',
      country: person.country,
      region: person.region,
      city: person.city,
    };
  },
};

/**
 * Photo score (0-100) of a story: staff score the photos of happy guests higher, so it follows
 * the review's stars (30 + 12 x rating: 42 for one star, 90 for five) with logistic noise (sd
 * about 6, at most 30 either way) from one uniform draw `u`. A perfect 100 is rare (a few
 * five-star photos a week) and a 1-star story never scores above 72.
 */
export function photoScore(rating: number, u: number): number {
  const noise = Math.max(-30, Math.min(30, 3.5 * Math.log((u + 1e-12) / (1 - u))));
  return Math.max(0, Math.min(100, Math.round(30 + 12 * rating + noise)));
}

/**
 * Advocacy stories. Every generated story has a photo: the service returns only those.
 * Score, caption and quote fit the story (see photoScore and texts.ts); each takes exactly one
 * draw, so the record's other fields do not depend on them.
 * `photo.internalRating` is sent as a date-time, as the spec's sample shows (its meaning is
 * not given; the sandbox uses the moment staff rated the photo).
 */
export const storiesDef: KindDef<LeadAttrs, Record<string, unknown>> = {
  kind: 'stories',
  attrs: (env, day, index) => leadAttrs(env, 'stories', day, index),
  build(env, slot, attrs) {
    const rng = new Rng(hashKey(env.seed, KIND_SALT.stories, slot.day, slot.index, 3));
    const property = propertyAt(attrs.property);
    const person = drawPerson(rng);
    const photoId = guidFor(env.seed, KIND_SALT.stories, slot.day, slot.index, 1);
    const endDate = slot.day - rng.int(0, 30);
    const startDate = endDate - Math.min(property.maxStayNights, 1 + Math.floor(rng.exponential(property.meanStayNights - 1)));
    const finalist = laterMoment(env, rng, slot, 14);
    const rated = laterMoment(env, rng, slot, 3);
    const { year, month } = civilFromDays(slot.day);
    const rating = 1 + rng.weightedIndex([1, 1, 3, 8, 12]);
    return {
      propertyId: property.id,
      propertySlug: property.slug,
      ...contactFields(person),
      category: rng.pick(STORY_CATEGORIES),
      startDate: formatDate(startDate),
      endDate: formatDate(endDate),
      languageCode: person.languageCode,
      isOptout: attrs.optout,
      isPrivacyRestricted: attrs.restricted,
      submissionDate: slot.stamp,
      photo: {
        id: photoId,
        contestName: contestName(year, month),
        finalistDate: formatDateTime(finalist.day, finalist.ticks, rng.pick(PRECISIONS)),
        internalRating: formatDateTime(rated.day, rated.ticks, rng.pick(PRECISIONS)),
        score: photoScore(rating, rng.next()),
        caption: drawCaption(rng, civilFromDays(endDate).month, property.name, property.city),
        captionInternalRating: rng.int(1, 5),
        url: `${env.baseUrl}/photos/${photoId}.svg`,
      },
      review: {
        rating,
        quote: drawQuote(rng, rating, property.name, property.city),
        internalRating: rng.int(1, 5),
      },
    };
  },
};

/** Advocacy opt-outs: leads who unsubscribed from a property. */
export const advocacyOptoutsDef: KindDef<{ property: number }, Record<string, unknown>> = {
  kind: 'advocacyOptouts',
  attrs(env, day, index) {
    return { property: weightedIndexAt(PROPERTY_WEIGHTS, unitOf(env.seed, KIND_SALT.advocacyOptouts, day, index, 1)) };
  },
  build(env, slot, attrs) {
    const property = propertyAt(attrs.property);
    const person = drawPerson(new Rng(hashKey(env.seed, KIND_SALT.advocacyOptouts, slot.day, slot.index, 3)));
    return { propertyId: property.id, propertySlug: property.slug, optoutDate: slot.stamp, email: person.email };
  },
};
