/**
 * The ten operations of the Reporting Data Service, keyed by their exact paths.
 * Each one validates its own input and returns the response body as plain data.
 */
import { SANDBOX_DISCOVERIES, SANDBOX_PROPERTIES, resolveFilter } from './catalog.js';
import { advocacyOptoutsDef, signupsDef, storiesDef, type LeadAttrs } from './advocacy.js';
import { discoveryOptoutsDef, plannersDef, type PlannerAttrs } from './discovery.js';
import { bookings, lookahead } from './lodging.js';
import { pageRecords, type Filter, type GenEnv, type KindDef } from './paging.js';
import { flag, parseBodyObject, parseLodgingQuery, parsePaging, parseRange, parseSponsorQuery, stringList } from './params.js';
import { lodgingPeriods, sponsorPeriods } from './periods.js';
import { sponsorReport, type SponsorBreakdown } from './sponsor.js';
import { flagsOn } from './volume.js';

/** What an operation gets from the HTTP layer. */
export interface OperationInput {
  query: URLSearchParams;
  body: string;
  env: GenEnv;
}

/** An operation handler: input in, JSON-ready body out (or a thrown ProblemError). */
export type Operation = (input: OperationInput) => unknown;

/** Query first, then body: a request with both wrong gets the query's complaint. */
function paged<A>(input: OperationInput, arrayName: string, select: (body: Record<string, unknown>) => Selection<A>) {
  const { start, end } = parseRange(input.query);
  const { page, pageSize } = parsePaging(input.query);
  const { def, filter } = select(parseBodyObject(input.body));
  const { total, items } = pageRecords(def, input.env, start, end, filter, page, pageSize);
  return { total, page, [arrayName]: items };
}

/** Which records an operation pages over, and which of them it keeps (null = all). */
interface Selection<A> {
  def: KindDef<A, unknown>;
  filter: Filter<A> | null;
}

const inSet = (set: ReadonlySet<number> | null, index: number): boolean => set === null || set.has(index);
const setKey = (set: ReadonlySet<number> | null): string => (set === null ? '*' : [...set].sort().join(','));

const planners: Operation = (input) =>
  paged(input, 'planners', (body) => {
    const discoveries = resolveFilter(stringList(body, 'discoveries'), SANDBOX_DISCOVERIES);
    const includeReservations = flag(body, 'isIncludeReservations');
    // Flags only matter when the records carry them (fixed volumes may not).
    const flagged = flagsOn(input.env, 'planners');
    const restricted = flag(body, 'isIncludeRestricted') || !flagged;
    const guests = flag(body, 'isIncludeGuests') || !flagged;
    const optout = flag(body, 'isIncludeOptout') || !flagged;
    const def = plannersDef({ includeReservations });
    if (discoveries === null && restricted && guests && optout) return { def, filter: null };
    const keep = (a: PlannerAttrs): boolean =>
      inSet(discoveries, a.discovery) && (restricted || !a.restricted) && (guests || !a.guest) && (optout || !a.optout);
    return { def, filter: { keep, key: `planners|${setKey(discoveries)}|${+restricted}${+guests}${+optout}` } };
  });

const discoveryOptouts: Operation = (input) =>
  paged(input, 'optouts', (body) => {
    const discoveries = resolveFilter(stringList(body, 'discoveries'), SANDBOX_DISCOVERIES);
    if (discoveries === null) return { def: discoveryOptoutsDef, filter: null };
    const keep = (a: { discovery: number }) => discoveries.has(a.discovery);
    return { def: discoveryOptoutsDef, filter: { keep, key: `discoveryOptouts|${setKey(discoveries)}` } };
  });

function leads(def: KindDef<LeadAttrs, unknown>, arrayName: string): Operation {
  return (input) =>
    paged(input, arrayName, (body) => {
      const properties = resolveFilter(stringList(body, 'properties'), SANDBOX_PROPERTIES);
      const flagged = flagsOn(input.env, def.kind);
      const restricted = flag(body, 'isIncludeRestricted') || !flagged;
      const optout = flag(body, 'isIncludeOptout') || !flagged;
      if (properties === null && restricted && optout) return { def, filter: null };
      const keep = (a: LeadAttrs): boolean => inSet(properties, a.property) && (restricted || !a.restricted) && (optout || !a.optout);
      return { def, filter: { keep, key: `${def.kind}|${setKey(properties)}|${+restricted}${+optout}` } };
    });
}

const advocacyOptouts: Operation = (input) =>
  paged(input, 'optouts', (body) => {
    const properties = resolveFilter(stringList(body, 'properties'), SANDBOX_PROPERTIES);
    if (properties === null) return { def: advocacyOptoutsDef, filter: null };
    const keep = (a: { property: number }) => properties.has(a.property);
    return { def: advocacyOptoutsDef, filter: { keep, key: `advocacyOptouts|${setKey(properties)}` } };
  });

/** The spec shows no body for collaborative operations: empty or any JSON object is accepted. */
function lodging(report: typeof lookahead | typeof bookings): Operation {
  return (input) => {
    const q = parseLodgingQuery(input.query);
    parseBodyObject(input.body);
    const indexes = SANDBOX_PROPERTIES.flatMap((p, i) => (q.type === undefined || p.type === q.type ? [i] : []));
    return report(input.env, q.start, q.end, indexes, lodgingPeriods(q.start, q.end, q.grouping, q.weekStart));
  };
}

function sponsor(breakdown: SponsorBreakdown): Operation {
  return (input) => {
    const q = parseSponsorQuery(input.query);
    parseBodyObject(input.body);
    return sponsorReport(input.env, sponsorPeriods(q.start, q.end, q.grouping), q.delay, breakdown);
  };
}

/** Every operation path of the spec, mapped to its handler. */
export const OPERATIONS: ReadonlyMap<string, Operation> = new Map<string, Operation>([
  ['/v1/company/data/discovery/planners', planners],
  ['/v1/company/data/discovery/optouts', discoveryOptouts],
  ['/v1/company/data/advocacy/signups', leads(signupsDef, 'signups')],
  ['/v1/company/data/advocacy/stories', leads(storiesDef, 'stories')],
  ['/v1/company/data/advocacy/optouts', advocacyOptouts],
  ['/v1/collaborative/report/lodging/lookahead', lodging(lookahead)],
  ['/v1/collaborative/report/lodging/bookings', lodging(bookings)],
  ['/v1/collaborative/report/sponsor/referrals/impact', sponsor('none')],
  ['/v1/collaborative/report/sponsor/referrals/channels/impact', sponsor('channel')],
  ['/v1/collaborative/report/sponsor/referrals/geo/impact', sponsor('geo')],
]);
