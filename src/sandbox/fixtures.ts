/**
 * Fixture mode: the sandbox answers with hand-written records instead of generated ones, so a
 * report test can work its expected figures out by hand. Requests are still validated, paged
 * and filtered like the generated service; the records themselves are sent exactly as given
 * (no shape check), so a fixture may also be deliberately odd to test the client's handling.
 *
 * - Company records are selected by their own date field (planners `createDate`, opt-outs
 *   `optoutDate`, signups `createDate`, stories `submissionDate`), comparing its date part as
 *   text against startdate..enddate, inclusive; "now" is not applied. Body filters and flags
 *   work as in generated mode (a guest planner is one whose `first` is empty or missing;
 *   without isIncludeReservations planners are sent with `reservations: []`). Fixture order
 *   is kept.
 * - Lodging groups are kept when their startDate..endDate (date parts) overlaps the range;
 *   the envelope's totals are sent as given. The `type` parameter is validated but does not
 *   filter: a fixture envelope has no property types. A request with `type` is answered from
 *   that type's own envelope where `lookaheadByType` / `bookingsByType` has one (a breakdown
 *   by property type), else from the envelope of all types.
 * - Sponsor records are kept when their (year, timeGrouping) labels a period of the requested
 *   range under the requested grouping (see periods.ts for what timeGrouping means).
 * - An operation without a fixture answers empty: no generated data is mixed in.
 */
import { SANDBOX_DISCOVERIES } from './catalog.js';
import type { Operation } from './operations.js';
import { flag, parseBodyObject, parseLodgingQuery, parsePaging, parseRange, parseSponsorQuery, stringList } from './params.js';
import { formatDate } from './calendar.js';
import { sponsorPeriods } from './periods.js';

type Fixture = Record<string, unknown>;

/** Hand-written answers, per operation. */
export interface SandboxFixtures {
  planners?: readonly Fixture[];
  discoveryOptouts?: readonly Fixture[];
  signups?: readonly Fixture[];
  stories?: readonly Fixture[];
  advocacyOptouts?: readonly Fixture[];
  /** Lodging envelopes `{ totalProperties, totalRooms, data }`; groups outside the range are dropped. */
  lookahead?: unknown;
  bookings?: unknown;
  /** Envelopes answering a request with that `type`, in the shape of `lookahead` / `bookings`. */
  lookaheadByType?: Readonly<Record<string, unknown>>;
  bookingsByType?: Readonly<Record<string, unknown>>;
  /** Sponsor record arrays; records labelling periods outside the range are dropped. */
  sponsor?: readonly unknown[];
  sponsorChannels?: readonly unknown[];
  sponsorGeo?: readonly unknown[];
}

interface CompanySpec {
  fixtures: readonly Fixture[] | undefined;
  arrayName: string;
  dateField: string;
  /** Which body filters the operation takes. */
  scope: 'discoveries' | 'properties';
  flags: readonly ('restricted' | 'optout' | 'guests' | 'reservations')[];
}

const dayPart = (v: unknown): string => String(v ?? '').slice(0, 10);
const lower = (v: unknown): string => (typeof v === 'string' ? v.toLowerCase() : '');

/** Does a record pass the `discoveries[]` / `properties[]` filter? Unknown entries match nothing. */
function inScope(record: Fixture, scope: CompanySpec['scope'], wanted: readonly string[] | undefined): boolean {
  if (wanted === undefined || wanted.length === 0) return true;
  const keys = new Set(wanted.map((w) => w.trim().toLowerCase()));
  if (scope === 'properties') return keys.has(lower(record.propertyId)) || keys.has(lower(record.propertySlug));
  // Discovery records carry only a name: match it directly or through the catalog's id/slug.
  const name = lower(record.discoveryName);
  return keys.has(name) || SANDBOX_DISCOVERIES.some((d) => d.name.toLowerCase() === name && (keys.has(d.id.toLowerCase()) || keys.has(d.slug)));
}

function company(spec: CompanySpec): Operation {
  return ({ query, body: text }) => {
    const { start, end } = parseRange(query);
    const { page, pageSize } = parsePaging(query);
    const body = parseBodyObject(text);
    const wanted = stringList(body, spec.scope);
    const include = {
      restricted: flag(body, 'isIncludeRestricted'),
      optout: flag(body, 'isIncludeOptout'),
      guests: flag(body, 'isIncludeGuests'),
      reservations: flag(body, 'isIncludeReservations'),
    };
    const from = formatDate(start);
    const to = formatDate(end);
    const matching = (spec.fixtures ?? []).filter((r) => {
      const day = dayPart(r[spec.dateField]);
      if (day < from || day > to || !inScope(r, spec.scope, wanted)) return false;
      if (spec.flags.includes('restricted') && !include.restricted && r.isPrivacyRestricted === true) return false;
      if (spec.flags.includes('optout') && !include.optout && r.isOptout === true) return false;
      if (spec.flags.includes('guests') && !include.guests && (typeof r.first !== 'string' || r.first === '')) return false;
      return true;
    });
    const slice = matching.slice((page - 1) * pageSize, page * pageSize);
    const items = spec.flags.includes('reservations') && !include.reservations ? slice.map((r) => ({ ...r, reservations: [] })) : slice;
    return { total: matching.length, page, [spec.arrayName]: items };
  };
}

const EMPTY_LODGING = { totalProperties: 0, totalRooms: 0, data: [] };

/** The ten operations answering from `fixtures`. */
export function fixtureOperations(fixtures: SandboxFixtures): ReadonlyMap<string, Operation> {
  const lodging =
    (all: unknown, byType: Readonly<Record<string, unknown>> | undefined): Operation =>
    ({ query, body }) => {
      const q = parseLodgingQuery(query);
      parseBodyObject(body);
      const answer = q.type !== undefined && byType?.[q.type] !== undefined ? byType[q.type] : all;
      if (typeof answer !== 'object' || answer === null) return EMPTY_LODGING;
      const envelope = answer as { data?: unknown };
      if (!Array.isArray(envelope.data)) return answer;
      const from = formatDate(q.start);
      const to = formatDate(q.end);
      const data = envelope.data.filter((g: Fixture) => dayPart(g.startDate) <= to && dayPart(g.endDate) >= from);
      return { ...envelope, data };
    };
  const sponsor =
    (answer: readonly unknown[] | undefined): Operation =>
    ({ query, body }) => {
      const q = parseSponsorQuery(query);
      parseBodyObject(body);
      const labels = new Set(sponsorPeriods(q.start, q.end, q.grouping).map((p) => `${p.year}/${p.timeGrouping}`));
      return (answer ?? []).filter((r) => labels.has(`${(r as Fixture).year}/${(r as Fixture).timeGrouping}`));
    };
  return new Map<string, Operation>([
    [
      '/v1/company/data/discovery/planners',
      company({
        fixtures: fixtures.planners,
        arrayName: 'planners',
        dateField: 'createDate',
        scope: 'discoveries',
        flags: ['restricted', 'optout', 'guests', 'reservations'],
      }),
    ],
    [
      '/v1/company/data/discovery/optouts',
      company({ fixtures: fixtures.discoveryOptouts, arrayName: 'optouts', dateField: 'optoutDate', scope: 'discoveries', flags: [] }),
    ],
    [
      '/v1/company/data/advocacy/signups',
      company({ fixtures: fixtures.signups, arrayName: 'signups', dateField: 'createDate', scope: 'properties', flags: ['restricted', 'optout'] }),
    ],
    [
      '/v1/company/data/advocacy/stories',
      company({
        fixtures: fixtures.stories,
        arrayName: 'stories',
        dateField: 'submissionDate',
        scope: 'properties',
        flags: ['restricted', 'optout'],
      }),
    ],
    [
      '/v1/company/data/advocacy/optouts',
      company({ fixtures: fixtures.advocacyOptouts, arrayName: 'optouts', dateField: 'optoutDate', scope: 'properties', flags: [] }),
    ],
    ['/v1/collaborative/report/lodging/lookahead', lodging(fixtures.lookahead, fixtures.lookaheadByType)],
    ['/v1/collaborative/report/lodging/bookings', lodging(fixtures.bookings, fixtures.bookingsByType)],
    ['/v1/collaborative/report/sponsor/referrals/impact', sponsor(fixtures.sponsor)],
    ['/v1/collaborative/report/sponsor/referrals/channels/impact', sponsor(fixtures.sponsorChannels)],
    ['/v1/collaborative/report/sponsor/referrals/geo/impact', sponsor(fixtures.sponsorGeo)],
  ]);
}
