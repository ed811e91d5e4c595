/**
 * The fixed world of the sandbox: the properties (hotels) and discoveries (trip planners) of one
 * fictional destination collaborative on the coast and lakes of Maine.
 *
 * Their identifiers are constants, not seed-derived, so tests and demo configs can name them.
 */
import { daysFromCivil } from './calendar.js';

/** Accommodation property types, exactly as the spec lists them for the `type` parameter. */
export const PROPERTY_TYPES = ['FullServiceHotel', 'SelectServiceHotel', 'Condotel', 'VacationRental', 'RVResort'] as const;
/** One of {@link PROPERTY_TYPES}. */
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** A member property with the parameters that drive its generated lodging figures. */
export interface SandboxProperty {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly type: PropertyType;
  /** Rooms (or sites, for the RV resort) that can be booked each night. */
  readonly rooms: number;
  readonly city: string;
  /** Typical share of rooms sold on an average night. */
  readonly baseOccupancy: number;
  /** Typical nightly rate, in cents. */
  readonly baseRateCents: number;
  /** How strongly summer beats winter (0 = flat year). */
  readonly seasonality: number;
  /** Friday/Saturday demand relative to midweek (below 1 for business hotels). */
  readonly weekendLift: number;
  readonly meanStayNights: number;
  readonly maxStayNights: number;
  /** Mean days between booking and arrival. */
  readonly meanLeadDays: number;
}

/** The six member properties. Ids are GUIDs; slugs are what people read. */
export const SANDBOX_PROPERTIES: readonly SandboxProperty[] = [
  {
    id: '3f6c2a1e-8b4d-4c7a-9e21-5d0b7f3a9c11',
    slug: 'harbor-view-inn',
    name: 'Harbor View Inn',
    type: 'FullServiceHotel',
    rooms: 96,
    city: 'Portland',
    baseOccupancy: 0.72,
    baseRateCents: 24900,
    seasonality: 0.25,
    weekendLift: 1.15,
    meanStayNights: 2.4,
    maxStayNights: 14,
    meanLeadDays: 28,
  },
  {
    id: 'a2d94e57-1c3b-4f80-b6e2-7c9a0d4f2e38',
    slug: 'seaside-grand-resort',
    name: 'Seaside Grand Resort',
    type: 'FullServiceHotel',
    rooms: 312,
    city: 'Old Orchard Beach',
    baseOccupancy: 0.66,
    baseRateCents: 31900,
    seasonality: 0.35,
    weekendLift: 1.2,
    meanStayNights: 3.1,
    maxStayNights: 14,
    meanLeadDays: 45,
  },
  {
    id: '5b7e1f09-3a6d-4e2c-8f14-9d2c6a8b0e47',
    slug: 'maple-street-suites',
    name: 'Maple Street Suites',
    type: 'SelectServiceHotel',
    rooms: 124,
    city: 'Portland',
    baseOccupancy: 0.75,
    baseRateCents: 15900,
    seasonality: 0.15,
    weekendLift: 0.92,
    meanStayNights: 1.8,
    maxStayNights: 10,
    meanLeadDays: 14,
  },
  {
    id: 'c8f03b62-7e1a-4d95-a3c7-2e6f9b1d4a50',
    slug: 'dune-crest-condotel',
    name: 'Dune Crest Condotel',
    type: 'Condotel',
    rooms: 68,
    city: 'Ogunquit',
    baseOccupancy: 0.62,
    baseRateCents: 22900,
    seasonality: 0.4,
    weekendLift: 1.2,
    meanStayNights: 3.8,
    maxStayNights: 14,
    meanLeadDays: 52,
  },
  {
    id: '71e4d2a8-5c9f-4b36-9a0e-3f8d1c7b2e69',
    slug: 'pine-hollow-cottages',
    name: 'Pine Hollow Cottages',
    type: 'VacationRental',
    rooms: 18,
    city: 'Bridgton',
    baseOccupancy: 0.58,
    baseRateCents: 34900,
    seasonality: 0.45,
    weekendLift: 1.25,
    meanStayNights: 5.2,
    maxStayNights: 21,
    meanLeadDays: 75,
  },
  {
    id: 'e95a7c34-2b8e-4f1d-b5a9-6c0e3d8f1a72',
    slug: 'lakeshore-rv-resort',
    name: 'Lakeshore RV Resort',
    type: 'RVResort',
    rooms: 140,
    city: 'Naples',
    baseOccupancy: 0.55,
    baseRateCents: 7900,
    seasonality: 0.6,
    weekendLift: 1.3,
    meanStayNights: 4.5,
    maxStayNights: 28,
    meanLeadDays: 40,
  },
];

/** A discovery (trip-planning experience) and the properties its planners can plan stays at. */
export interface SandboxDiscovery {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  /** Indexes into {@link SANDBOX_PROPERTIES}. */
  readonly propertyIndexes: readonly number[];
  /** Relative share of planners. */
  readonly weight: number;
}

/** The three discoveries. */
export const SANDBOX_DISCOVERIES: readonly SandboxDiscovery[] = [
  { id: '0d3e8a51-6f2c-4b97-8e1a-4a7c9b2d5f83', slug: 'coastal-escapes', name: 'Coastal Escapes', propertyIndexes: [0, 1, 3], weight: 5 },
  { id: '9c2f6e14-3d7a-4a58-b1e9-8f5d2c0a7b94', slug: 'lakes-and-pines', name: 'Lakes & Pines', propertyIndexes: [4, 5], weight: 3 },
  { id: '4e8b1d73-9a5c-4f26-8d3b-1c6e7f9a0d25', slug: 'downtown-weekends', name: 'Downtown Weekends', propertyIndexes: [2, 0], weight: 2 },
];

/**
 * The service "went live" on this day: no record, transaction or referral exists before it.
 * Bounding history keeps a request for 1900..2100 cheap instead of generating two centuries.
 */
export const DATA_START_DATE = '2016-01-01';
/** {@link DATA_START_DATE} as an epoch day. */
export const DATA_START = daysFromCivil(2016, 1, 1);

/** Relative share of advocacy activity per property (bigger and better-known places get more). */
export const PROPERTY_WEIGHTS: readonly number[] = SANDBOX_PROPERTIES.map((p) => Math.sqrt(p.rooms) * (p.type === 'FullServiceHotel' ? 1.3 : 1));

/**
 * Resolves a body filter (`properties[]` / `discoveries[]`) to a set of indexes.
 * Ids match case-insensitively (GUIDs are often upper-cased by other stacks); slugs are accepted
 * too, tolerantly. Unknown entries match nothing rather than failing the request. An absent,
 * null or empty list means "everything the key can see", which for the sandbox key is all.
 */
export function resolveFilter(wanted: readonly string[] | undefined, items: readonly { id: string; slug: string }[]): ReadonlySet<number> | null {
  if (wanted === undefined || wanted.length === 0) return null;
  const keys = new Set(wanted.map((w) => w.trim().toLowerCase()));
  const found = new Set<number>();
  items.forEach((item, index) => {
    if (keys.has(item.id.toLowerCase()) || keys.has(item.slug.toLowerCase())) found.add(index);
  });
  return found;
}
