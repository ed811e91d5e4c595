import { PROPERTY_TYPES, SANDBOX_DISCOVERIES, SANDBOX_PROPERTIES } from '../src/sandbox/catalog.js';

/**
 * Distinct commands for the benchmarks: no two ask the service the same thing, so no cache,
 * shared fetch or shared report can answer one from another and every command makes its
 * report and draws its chart. Ranges are read on the real clock, as a user's would be.
 */
const KINDS = [
  (n: number) => `referrals last ${n} days`,
  (n: number) => `signups last ${n} days`,
  (n: number) => `bookings last ${n} days`,
  (n: number) => `referrals by channel last ${n} days`,
  (n: number) => `referrals by geo last ${n} days`,
  (n: number) => `occupancy next ${n} days`,
];

/** How many kinds `distinctCommands` takes in turn: one round of commands. */
export const KINDS_PER_ROUND = KINDS.length;

/** `count` different commands, kinds in turn, each kind's range one day longer each round (from 7 days). */
export function distinctCommands(count: number): string[] {
  return Array.from({ length: count }, (_, i) => KINDS[i % KINDS.length]!(7 + Math.floor(i / KINDS.length)));
}

/** The report kind of a command from `distinctCommands` (its words before the range). */
export function kindOf(command: string): string {
  return command.replace(/ (last|next) \d+ days$/, '');
}

/** What subscriptions ask for beyond the ad-hoc kinds above: the digest and the advocacy reports. */
const SUBSCRIPTION_KINDS = [
  ...KINDS,
  (n: number) => `digest last ${n} days`,
  (n: number) => `stories last ${n} days`,
  (n: number) => `planners last ${n} days`,
  (n: number) => `optouts last ${n} days`,
];

/**
 * `count` different subscription commands (without `subscribe … every …`), kinds in turn,
 * each kind's range one day longer each round (from 7 days): no two make the same report
 * or draw the same chart, though a digest asks some of what its sections' reports ask.
 */
export function subscriptionCommands(count: number): string[] {
  return Array.from({ length: count }, (_, i) => SUBSCRIPTION_KINDS[i % SUBSCRIPTION_KINDS.length]!(7 + Math.floor(i / SUBSCRIPTION_KINDS.length)));
}

/**
 * What a workspace subscribes to for Monday morning, as hotel and marketing channels do: last
 * week's reports and the next four weeks' occupancy, for the whole group and per property,
 * discovery or property type of the sandbox's catalogue. 42 distinct reports, so a storm of
 * hundreds of subscriptions shares them as real channels do (two hotels' channels both want
 * last week's referrals), while each still makes a report of its own kind and filter.
 */
export function mondayCommands(): string[] {
  const group = [
    'digest last week',
    'referrals last week',
    'referrals by channel last week',
    'referrals by country last week',
    'occupancy next 4 weeks',
    'bookings last week',
    'planners last week',
    'signups last week',
    'signups by property last week',
    'stories last week',
    'optouts last week',
  ];
  const perProperty = SANDBOX_PROPERTIES.flatMap(({ slug }) => [
    `signups last week property ${slug}`,
    `stories last week property ${slug}`,
    `optouts last week property ${slug}`,
  ]);
  const perDiscovery = SANDBOX_DISCOVERIES.map(({ slug }) => `planners last week discovery ${slug}`);
  const perType = PROPERTY_TYPES.flatMap((type) => [`occupancy next 4 weeks type ${type}`, `bookings last week type ${type}`]);
  return [...group, ...perProperty, ...perDiscovery, ...perType];
}
