/**
 * Who may see what: a conversation's access scope, and the one check every report request
 * passes before any call to the reporting service. Pure: no I/O, no registry (the caller
 * gives the facts of the report it checks), so the digest can check its own sections here
 * without an import cycle.
 *
 * A scope has four parts: which reports, which properties, which discoveries, and whether
 * people-level reports (those that name people) are allowed. `'all'` means no limit; a list
 * means only those (an empty list: none).
 */
import { z } from 'zod';
import type { AccessChange, ReportQuery } from '../query/types.js';
import { propertyName } from '../query/names.js';
import { message } from '../messages/index.js';

const LimitSchema = z.union([z.literal('all'), z.array(z.string().min(1).max(128)).max(200)]);

/** One conversation's access, as stored. Ids and slugs are kept lower-cased. */
export const AccessScopeSchema = z.object({
  /** Report kinds (`referrals`), or every report. */
  reports: LimitSchema,
  /** Property ids or slugs, or every property the reporting key sees. */
  properties: LimitSchema,
  /** Discovery ids, or every discovery the reporting key sees. */
  discoveries: LimitSchema,
  /** Whether people-level reports (stories, planners) may run here. */
  people: z.boolean(),
});
export type AccessScope = z.infer<typeof AccessScopeSchema>;
export type Limit = AccessScope['reports'];
export type { AccessChange };

/** Everything: what a conversation with no grant sees under `ACCESS_DEFAULT=all`. */
export const OPEN_SCOPE: AccessScope = Object.freeze({ reports: 'all', properties: 'all', discoveries: 'all', people: true });
/** Nothing: where a first grant starts, and what `access revoke all` leaves. */
export const CLOSED_SCOPE: AccessScope = Object.freeze({ reports: [], properties: [], discoveries: [], people: false });

/** Whether a scope limits nothing (reports run exactly as asked, the digest with every section). */
export function isOpen(scope: AccessScope): boolean {
  return scope.reports === 'all' && scope.properties === 'all' && scope.discoveries === 'all' && scope.people;
}

/** What the check needs to know of a report: whether it names people, and which filters its service calls carry. */
export interface ReportFacts {
  people: boolean;
  /** Its requests carry a `properties[]` filter (signups, stories, opt-outs). */
  byProperty: boolean;
  /** Its requests carry a `discoveries[]` filter (planners, opt-outs). */
  byDiscovery: boolean;
}

/** A report definition's facts (structurally: this file must not import the report types, which import it). */
export function factsOf(definition: { people?: boolean; options: readonly string[] }): ReportFacts {
  return {
    people: definition.people === true,
    byProperty: definition.options.includes('properties'),
    byDiscovery: definition.options.includes('discoveries'),
  };
}

/**
 * Why a request was refused (the `reason` label of `report_bot_access_refused_total`):
 * `no_access` (no grant and `ACCESS_DEFAULT=none`), `report`, `people`, `property`, `discovery`.
 */
export type RefusalReason = 'no_access' | 'report' | 'people' | 'property' | 'discovery';

export type AccessCheck = { ok: true; query: ReportQuery } | { ok: false; reason: RefusalReason; message: string };

/** The sentence a conversation with no access gets. */
export const NO_ACCESS_TEXT = message('access.none');

const lower = (ids: readonly string[]) => ids.map((id) => id.toLowerCase());

/** `Harbor View Inn`, or `Property 3f6c2a1e` for an id. */
export function entityName(id: string, noun: 'Property' | 'Discovery'): string {
  const guid = /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(id);
  if (guid) return message('access.entityId', { noun: noun === 'Property' ? 'property' : 'discovery', id: id.slice(0, 8) });
  return noun === 'Property' ? propertyName(id, id) : id;
}

/** `a`, `a and b`, `a, b and c`. */
export function listWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : message('access.list', { rest: words.slice(0, -1).join(', '), last: words.at(-1) });
}

/**
 * The query as it may run in a conversation of `scope`, or why it may not. A query with no
 * property (discovery) filter, in a conversation limited to some, gets those as its filter;
 * one naming any other is refused. `scope` null: the conversation has no access at all.
 */
export function checkQuery(scope: AccessScope | null, query: ReportQuery, facts: ReportFacts): AccessCheck {
  if (scope === null) return { ok: false, reason: 'no_access', message: NO_ACCESS_TEXT };
  if (scope.reports !== 'all' && !scope.reports.includes(query.report)) {
    const allowed = scope.reports.length === 0 ? message('access.noReportYet') : listWords(scope.reports);
    return { ok: false, reason: 'report', message: message('access.refusedReport', { allowed, report: query.report }) };
  }
  if (facts.people && !scope.people) {
    return {
      ok: false,
      reason: 'people',
      message: message('access.refusedPeople', { report: query.report }),
    };
  }
  let narrowed: ReportQuery = query;
  const properties = facts.byProperty ? narrow(scope.properties, query.properties, 'Property') : { ok: true as const, ids: query.properties };
  if (!properties.ok) return { ok: false, reason: 'property', message: properties.message };
  const discoveries = facts.byDiscovery ? narrow(scope.discoveries, query.discoveries, 'Discovery') : { ok: true as const, ids: query.discoveries };
  if (!discoveries.ok) return { ok: false, reason: 'discovery', message: discoveries.message };
  if (facts.byProperty && facts.byDiscovery) {
    // Opt-outs are filtered both ways: a side left empty is not asked for (see optouts.ts), so one side it may see is enough.
    const noProperty = properties.ids.length === 0 && scope.properties !== 'all';
    const noDiscovery = discoveries.ids.length === 0 && scope.discoveries !== 'all';
    if (noProperty && noDiscovery) return { ok: false, reason: 'property', message: emptyMessage('Property') };
  } else if (facts.byProperty && properties.ids.length === 0 && scope.properties !== 'all') {
    return { ok: false, reason: 'property', message: emptyMessage('Property') };
  } else if (facts.byDiscovery && discoveries.ids.length === 0 && scope.discoveries !== 'all') {
    return { ok: false, reason: 'discovery', message: emptyMessage('Discovery') };
  }
  if (properties.ids !== query.properties || discoveries.ids !== query.discoveries) {
    narrowed = { ...query, properties: [...properties.ids], discoveries: [...discoveries.ids] };
  }
  return { ok: true, query: narrowed };
}

function emptyMessage(noun: 'Property' | 'Discovery'): string {
  return message('access.emptyDimension', { noun: noun === 'Property' ? 'property' : 'discovery' });
}

type Narrowed = { ok: true; ids: readonly string[] } | { ok: false; message: string };

/** The ids a request may carry in a dimension limited to `limit`. */
function narrow(limit: Limit, asked: readonly string[], noun: 'Property' | 'Discovery'): Narrowed {
  if (limit === 'all') return { ok: true, ids: asked };
  if (asked.length === 0) return { ok: true, ids: limit };
  const allowed = new Set(lower(limit));
  const outside = asked.filter((id) => !allowed.has(id.toLowerCase()));
  if (outside.length === 0) return { ok: true, ids: asked };
  const what = noun === 'Property' ? 'properties' : 'discoveries';
  const sees =
    limit.length === 0
      ? message('access.seesNone', { noun: noun === 'Property' ? 'property' : 'discovery' })
      : message('access.seesOnly', { list: listWords(limit.map((id) => entityName(id, noun))) });
  return { ok: false, message: message('access.refusedOutside', { sees, what, first: outside[0] }) };
}

/** What `access grant …` or `access revoke …` makes of a conversation's scope, or the sentence why not. */
export function applyChange(
  current: AccessScope | null,
  fallback: AccessScope | null,
  action: 'grant' | 'revoke',
  change: AccessChange,
  allReports: readonly string[],
): { ok: true; scope: AccessScope } | { ok: false; message: string } {
  if (action === 'grant') {
    // A first grant says what the conversation may see: everything else stays closed.
    if (change.all) return { ok: true, scope: { ...OPEN_SCOPE } };
    const base = current ?? CLOSED_SCOPE;
    return {
      ok: true,
      scope: {
        reports: widen(base.reports, change.reports),
        properties: widen(base.properties, change.properties),
        discoveries: widen(base.discoveries, change.discoveries),
        people: base.people || change.people === true,
      },
    };
  }
  if (change.all) return { ok: true, scope: { ...CLOSED_SCOPE } };
  // A revoke takes away from what the conversation sees now, its default included.
  const base = current ?? fallback ?? CLOSED_SCOPE;
  for (const [part, noun] of [
    ['properties', 'property'],
    ['discoveries', 'discovery'],
  ] as const) {
    const asked = change[part];
    if (Array.isArray(asked) && base[part] === 'all') {
      return {
        ok: false,
        message: message('access.everyAlready', { noun, part }),
      };
    }
  }
  return {
    ok: true,
    scope: {
      reports: shrink(base.reports === 'all' && Array.isArray(change.reports) ? [...allReports] : base.reports, change.reports),
      properties: shrink(base.properties, change.properties),
      discoveries: shrink(base.discoveries, change.discoveries),
      people: change.people === true ? false : base.people,
    },
  };
}

function widen(current: Limit, added: Limit | undefined): Limit {
  if (added === undefined) return current;
  if (current === 'all' || added === 'all') return 'all';
  return [...new Set([...current, ...lower(added)])];
}

function shrink(current: Limit, removed: Limit | undefined): Limit {
  if (removed === undefined) return current;
  if (removed === 'all') return [];
  if (current === 'all') return current;
  const gone = new Set(lower(removed));
  return current.filter((id) => !gone.has(id));
}

/** The scope in plain words, one line a part. */
export function describeScope(scope: AccessScope | null, stored: boolean, peopleReports: readonly string[]): string {
  if (scope === null) return NO_ACCESS_TEXT;
  const part = (limit: Limit, name: (id: string) => string) => ({
    kind: limit === 'all' ? 'all' : limit.length === 0 ? 'none' : 'some',
    list: limit === 'all' ? '' : listWords(limit.map((id) => (name(id) === id ? id : `${name(id)} (${id})`))),
  });
  const lines = [
    message(stored ? 'access.scopeStored' : 'access.scopeDefault'),
    message(
      'access.scopeReports',
      part(scope.reports, (id) => id),
    ),
    message(
      'access.scopeProperties',
      part(scope.properties, (id) => entityName(id, 'Property')),
    ),
    message(
      'access.scopeDiscoveries',
      part(scope.discoveries, (id) => entityName(id, 'Discovery')),
    ),
    message('access.scopePeople', { reports: listWords(peopleReports), people: scope.people ? 'yes' : 'no' }),
  ];
  return lines.join('\n');
}
