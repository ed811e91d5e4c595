import { z } from 'zod';
import type { ReportingApiConfig } from '../config.js';
import type { Logger } from '../log.js';
// The service's spellings of these parameters, defined once with their schemas in the query vocabulary.
import type { Grouping, PropertyType, WeekDay } from '../query/types.js';
import type { ResponseCache } from './cache.js';
import { ApiError } from './errors.js';
import { fetchPages, type Page } from './paging.js';
import {
  advocacyOptoutSchema,
  bookingsReportSchema,
  discoveryOptoutSchema,
  lookaheadReportSchema,
  pagedEnvelopeSchema,
  plannerSchema,
  signupSchema,
  sponsorChannelRecordSchema,
  sponsorGeoRecordSchema,
  sponsorRecordSchema,
  storySchema,
  type AdvocacyOptout,
  type BookingsReport,
  type DiscoveryOptout,
  type LookaheadReport,
  type Planner,
  type Signup,
  type SponsorChannelRecord,
  type SponsorGeoRecord,
  type SponsorRecord,
  type Story,
} from './schemas.js';
import { HttpTransport, type TransportObserver } from './transport.js';

/** An inclusive range of calendar days, `yyyy-MM-dd`, as the service expects. */
export interface DateRange {
  start: string;
  end: string;
}
export interface DiscoveryQuery extends DateRange {
  /** Discovery identifiers; empty or absent means every discovery the key can see. */
  discoveries?: string[];
}
export interface PlannersQuery extends DiscoveryQuery {
  includeReservations?: boolean;
  /** Guest planners are counted unless this is false. */
  includeGuests?: boolean;
}
export interface AdvocacyQuery extends DateRange {
  /** Property identifiers; empty or absent means every property the key can see. */
  properties?: string[];
}
export interface LodgingQuery extends DateRange {
  type?: PropertyType;
  grouping?: Grouping;
  startWeekDay?: WeekDay;
}
export interface SponsorQuery extends DateRange {
  delay?: number;
  grouping?: Grouping;
}
/** Per call: cancel with `signal`. */
export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Ask the service itself, never the shared response cache: for answers that must say
   * something about the service now, such as the readiness check.
   */
  fresh?: boolean;
}

/**
 * The Reporting Data Service, one method per operation. Company data operations yield
 * pages as they arrive (see `fetchPages`); `count*` ask for the total alone with one request.
 */
export interface ReportingApi {
  discoveryPlanners(q: PlannersQuery, o?: CallOptions): AsyncIterable<Page<Planner>>;
  discoveryOptouts(q: DiscoveryQuery, o?: CallOptions): AsyncIterable<Page<DiscoveryOptout>>;
  advocacySignups(q: AdvocacyQuery, o?: CallOptions): AsyncIterable<Page<Signup>>;
  advocacyStories(q: AdvocacyQuery, o?: CallOptions): AsyncIterable<Page<Story>>;
  advocacyOptouts(q: AdvocacyQuery, o?: CallOptions): AsyncIterable<Page<AdvocacyOptout>>;
  count(operation: CompanyOperation, q: PlannersQuery & AdvocacyQuery, o?: CallOptions): Promise<number>;
  lodgingLookahead(q: LodgingQuery, o?: CallOptions): Promise<LookaheadReport>;
  lodgingBookings(q: LodgingQuery, o?: CallOptions): Promise<BookingsReport>;
  sponsorReferrals(q: SponsorQuery, o?: CallOptions): Promise<SponsorRecord[]>;
  sponsorReferralsByChannel(q: SponsorQuery, o?: CallOptions): Promise<SponsorChannelRecord[]>;
  sponsorReferralsByGeo(q: SponsorQuery, o?: CallOptions): Promise<SponsorGeoRecord[]>;
  close(): Promise<void>;
}

const COMPANY = {
  discoveryPlanners: { path: '/v1/company/data/discovery/planners', array: 'planners', record: plannerSchema },
  discoveryOptouts: { path: '/v1/company/data/discovery/optouts', array: 'optouts', record: discoveryOptoutSchema },
  advocacySignups: { path: '/v1/company/data/advocacy/signups', array: 'signups', record: signupSchema },
  advocacyStories: { path: '/v1/company/data/advocacy/stories', array: 'stories', record: storySchema },
  advocacyOptouts: { path: '/v1/company/data/advocacy/optouts', array: 'optouts', record: advocacyOptoutSchema },
} as const;
export type CompanyOperation = keyof typeof COMPANY;

const ENVELOPES = Object.fromEntries(Object.entries(COMPANY).map(([op, spec]) => [op, pagedEnvelopeSchema(spec.array, spec.record)])) as Record<
  CompanyOperation,
  ReturnType<typeof pagedEnvelopeSchema>
>;

/** Page size the service allows at most; fewer requests is what makes paging fast. */
export const MAX_PAGE_SIZE = 500;

/**
 * The most requests one report sends at once (issue 33: one wave per report): a lodging report
 * of past dates with its lookup per property type, both periods (2 + 5 × 2). The pool keeps at
 * least this many connections, so no request of a lone report waits for another's connection.
 */
export const WIDEST_WAVE = 12;

/** Settings beyond the env config that tests and benchmarks tune. */
export interface ClientOptions {
  logger?: Logger;
  pageSize?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Shares successful answers between jobs for `cacheTtlMs` (see cache.ts); off without both. */
  cache?: ResponseCache;
  cacheTtlMs?: number;
  /** Hears every request attempt (metrics; see transport.ts). */
  observer?: TransportObserver;
  /**
   * Reports this process makes at once (WORKER_CONCURRENCY where a worker runs): the pool opens
   * up to two connections for each (and at least WIDEST_WAVE), on first use, as a report asks for
   * both its periods at once, so no job's request waits for another job's connection.
   */
  jobsAtOnce?: number;
}

/** Builds the real client. `cfg.url` must be set (main.ts points it at a sandbox in demo mode). */
export function createReportingApi(cfg: ReportingApiConfig & { url: string }, options: ClientOptions = {}): ReportingApi {
  const transport = new HttpTransport({
    baseUrl: cfg.url,
    key: cfg.key,
    keyHeader: cfg.keyHeader,
    keyPrefix: cfg.keyPrefix,
    connectTimeoutMs: cfg.connectTimeoutMs,
    timeoutMs: cfg.timeoutMs,
    retries: cfg.retries,
    connections: Math.max(cfg.pageConcurrency + 2, WIDEST_WAVE, 2 * (options.jobsAtOnce ?? 0)),
    retryBaseMs: options.retryBaseMs,
    retryMaxMs: options.retryMaxMs,
    logger: options.logger,
    cache: options.cache,
    cacheTtlMs: options.cacheTtlMs,
    observer: options.observer,
  });
  const pageSize = Math.min(options.pageSize ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);

  async function call<S extends z.ZodType>(
    operation: string,
    path: string,
    query: Record<string, string | number | undefined>,
    body: unknown,
    schema: S,
    o: CallOptions = {},
  ): Promise<z.infer<S>> {
    const json = await transport.postJson(operation, path, query, body, o.signal, { fresh: o.fresh });
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new ApiError('bad_response', {
        operation,
        field: issue.path.length ? issue.path.join('.') : '(body)',
        detail: issue.message,
      });
    }
    return parsed.data;
  }

  function companyBody(op: CompanyOperation, q: PlannersQuery & AdvocacyQuery): Record<string, unknown> {
    const body: Record<string, unknown> = {};
    if (op.startsWith('discovery')) {
      if (q.discoveries?.length) body.discoveries = q.discoveries;
    } else if (q.properties?.length) {
      body.properties = q.properties;
    }
    // The spec does not say what the flags default to, so they are always sent.
    if (op === 'discoveryPlanners') {
      body.isIncludeReservations = q.includeReservations ?? false;
      body.isIncludeGuests = q.includeGuests ?? true;
    }
    if (op === 'discoveryPlanners' || op === 'advocacySignups' || op === 'advocacyStories') {
      body.isIncludeRestricted = cfg.includeRestricted;
      body.isIncludeOptout = cfg.includeOptout;
    }
    return body;
  }

  async function fetchCompanyPage<T>(
    op: CompanyOperation,
    q: PlannersQuery & AdvocacyQuery,
    page: number,
    size: number,
    o: CallOptions = {},
  ): Promise<Page<T>> {
    const spec = COMPANY[op];
    const query = { startdate: q.start, enddate: q.end, page, pagesize: size };
    const data = await call(op, spec.path, query, companyBody(op, q), ENVELOPES[op], o);
    return { page: data.page, total: data.total, records: data[spec.array] as T[] };
  }

  function pages<T>(op: CompanyOperation, q: PlannersQuery & AdvocacyQuery, o?: CallOptions): AsyncIterable<Page<T>> {
    return fetchPages<T>((page, signal) => fetchCompanyPage<T>(op, q, page, pageSize, { signal }), {
      pageSize,
      concurrency: cfg.pageConcurrency,
      signal: o?.signal,
    });
  }

  const lodgingQuery = (q: LodgingQuery) => ({
    startdate: q.start,
    enddate: q.end,
    type: q.type,
    grouping: q.grouping,
    startWeekDay: q.startWeekDay,
  });
  const sponsorQuery = (q: SponsorQuery) => ({ startdate: q.start, enddate: q.end, delay: q.delay, grouping: q.grouping });
  const SPONSOR = '/v1/collaborative/report/sponsor/referrals';
  // The spec shows no body for collaborative operations; an empty JSON object is what a
  // service that binds a body model accepts and one that ignores bodies does not mind.
  const NO_FILTERS = {};

  return {
    discoveryPlanners: (q, o) => pages<Planner>('discoveryPlanners', q, o),
    discoveryOptouts: (q, o) => pages<DiscoveryOptout>('discoveryOptouts', q, o),
    advocacySignups: (q, o) => pages<Signup>('advocacySignups', q, o),
    advocacyStories: (q, o) => pages<Story>('advocacyStories', q, o),
    advocacyOptouts: (q, o) => pages<AdvocacyOptout>('advocacyOptouts', q, o),
    count: async (op, q, o) => (await fetchCompanyPage(op, q, 1, 1, o)).total,
    lodgingLookahead: (q, o) =>
      call('lodgingLookahead', '/v1/collaborative/report/lodging/lookahead', lodgingQuery(q), NO_FILTERS, lookaheadReportSchema, o),
    lodgingBookings: (q, o) =>
      call('lodgingBookings', '/v1/collaborative/report/lodging/bookings', lodgingQuery(q), NO_FILTERS, bookingsReportSchema, o),
    sponsorReferrals: (q, o) => call('sponsorReferrals', `${SPONSOR}/impact`, sponsorQuery(q), NO_FILTERS, sponsorRecordSchema.array(), o),
    sponsorReferralsByChannel: (q, o) =>
      call('sponsorReferralsByChannel', `${SPONSOR}/channels/impact`, sponsorQuery(q), NO_FILTERS, sponsorChannelRecordSchema.array(), o),
    sponsorReferralsByGeo: (q, o) =>
      call('sponsorReferralsByGeo', `${SPONSOR}/geo/impact`, sponsorQuery(q), NO_FILTERS, sponsorGeoRecordSchema.array(), o),
    close: () => transport.close(),
  };
}
