/**
 * Discovery records: planners (people planning a trip in a discovery) and discovery opt-outs.
 *
 * A guest planner is one who planned without signing in: the service knows their e-mail (a
 * plan is saved to it) but not their name, so `first` is the empty string.
 */
import { formatDate, formatDateTime } from './calendar.js';
import { SANDBOX_DISCOVERIES, SANDBOX_PROPERTIES } from './catalog.js';
import { nightlyRateCents } from './lodging-model.js';
import { laterMoment, type GenEnv, type KindDef, type Slot } from './paging.js';
import { drawPerson, contactFields, type Person } from './people.js';
import { guidFor, hashKey, Rng, unitOf, weightedIndexAt } from './random.js';
import { PROMO_CODES } from './texts.js';
import { flagDraws, flagsOn, KIND_SALT, SHARES } from './volume.js';

const DISCOVERY_WEIGHTS = SANDBOX_DISCOVERIES.map((d) => d.weight);

/** What the planner filters look at. */
export interface PlannerAttrs {
  discovery: number;
  guest: boolean;
  restricted: boolean;
  optout: boolean;
}

/** Planner options that change the record itself, not only which records match. */
export interface PlannerOptions {
  includeReservations: boolean;
}

function discoveryAt(index: number) {
  const d = SANDBOX_DISCOVERIES[index];
  if (!d) throw new Error(`no discovery #${index}`);
  return d;
}

function reservation(
  env: GenEnv,
  rng: Rng,
  person: Person,
  slot: Slot,
  plan: { propertyIndex: number; arrival: number; nights: number; promo: string | null },
) {
  const property = SANDBOX_PROPERTIES[plan.propertyIndex]!;
  // Booked within ten days of planning, and never after the stay began.
  const created = laterMoment(env, rng, slot, Math.max(0, Math.min(10, plan.arrival - slot.day - 1)));
  const rate = nightlyRateCents(env.seed, plan.propertyIndex, plan.arrival);
  const discount = plan.promo === null ? 1 : 0.85;
  const amountCents = plan.nights * Math.round(rate * discount);
  return {
    propertyId: property.id,
    propertySlug: property.slug,
    createDate: formatDateTime(created.day, created.ticks, rng.pick([0, 3, 7] as const)),
    pmsNumber: String(rng.int(1_000_000, 9_999_999)),
    crsNumber: `${rng.int(10_000_000, 99_999_999)}${rng.pick(['SB', 'HV', 'CR'])}`,
    ...contactFields(person),
    arrival: formatDate(plan.arrival),
    departure: formatDate(plan.arrival + plan.nights),
    currency: 'USD',
    amount: amountCents / 100,
  };
}

/** Builds planner definitions for one request's options. */
export function plannersDef(options: PlannerOptions): KindDef<PlannerAttrs, Record<string, unknown>> {
  const salt = KIND_SALT.planners;
  return {
    kind: 'planners',
    attrs(env, day, index) {
      const discovery = weightedIndexAt(DISCOVERY_WEIGHTS, unitOf(env.seed, salt, day, index, 1));
      if (!flagsOn(env, 'planners')) return { discovery, guest: false, restricted: false, optout: false };
      const [r, o, g] = flagDraws(env.seed, salt, day, index);
      return { discovery, restricted: r < SHARES.restricted, optout: o < SHARES.optout, guest: g < SHARES.guest };
    },
    build(env, slot, attrs) {
      const rng = new Rng(hashKey(env.seed, salt, slot.day, slot.index, 3));
      const discovery = discoveryAt(attrs.discovery);
      const plannerId = guidFor(env.seed, salt, slot.day, slot.index);
      const person = drawPerson(rng);
      const isBooked = rng.chance(0.22);
      const isUninterested = !isBooked && rng.chance(0.1);
      const propertyIndex = rng.pick(discovery.propertyIndexes);
      const property = SANDBOX_PROPERTIES[propertyIndex]!;
      const arrival = slot.day + 1 + Math.min(300, Math.floor(rng.exponential(40)));
      const nights = Math.min(property.maxStayNights, 1 + Math.floor(rng.exponential(property.meanStayNights - 1)));
      const adults = 1 + rng.weightedIndex([3, 10, 2, 2]);
      const children = rng.weightedIndex([6, 2, 2, 1]);
      const beds = rng.chance(0.4) ? null : rng.int(1, 2);
      const rooms = rng.chance(0.9) ? 1 : 2;
      const promo = rng.chance(0.25) ? rng.pick(PROMO_CODES) : null;
      const plan = { propertyIndex, arrival, nights, promo };
      const reservations =
        options.includeReservations && isBooked ? Array.from({ length: rooms }, () => reservation(env, rng, person, slot, plan)) : [];
      return {
        discoveryName: discovery.name,
        plannerId,
        createDate: slot.stamp,
        email: person.email,
        first: attrs.guest ? '' : person.first,
        languageCode: person.languageCode,
        isBooked,
        isUninterested,
        isPrivacyRestricted: attrs.restricted,
        isOptout: attrs.optout,
        activePlan: {
          propertyId: property.id,
          propertySlug: property.slug,
          adults,
          children,
          beds,
          rooms,
          arrival: formatDate(arrival),
          departure: formatDate(arrival + nights),
          promo,
        },
        reservations,
      };
    },
  };
}

/** Discovery opt-outs: who left a discovery's mailing list, and when. */
export const discoveryOptoutsDef: KindDef<{ discovery: number }, Record<string, unknown>> = {
  kind: 'discoveryOptouts',
  attrs(env, day, index) {
    return { discovery: weightedIndexAt(DISCOVERY_WEIGHTS, unitOf(env.seed, KIND_SALT.discoveryOptouts, day, index, 1)) };
  },
  build(env, slot, attrs) {
    const person = drawPerson(new Rng(hashKey(env.seed, KIND_SALT.discoveryOptouts, slot.day, slot.index, 3)));
    return { discoveryName: discoveryAt(attrs.discovery).name, email: person.email, optoutDate: slot.stamp };
  },
};
