/**
 * Where conversations' scopes are kept (the `AccessStore` port; its Redis implementation is
 * jobs/access-store.ts, an in-memory one is here for a bot without Redis), and `Access`: the
 * scope a conversation's requests run under now, its grant or the configured default, checked
 * against the report registry. The front door and the jobs processor share one `Access`.
 */
import type { ReportQuery } from '../query/types.js';
import { OPEN_SCOPE, type AccessCheck, type AccessScope } from './scope.js';

/** The port: one scope per conversation key. */
export interface AccessStore {
  /** The conversation's own grant, or null when it has none (the default applies). */
  get(conversationKey: string): Promise<AccessScope | null>;
  set(conversationKey: string, scope: AccessScope): Promise<void>;
  /** Drops the grant: the conversation follows the default again. */
  remove(conversationKey: string): Promise<void>;
}

/** Scopes in this process only: without Redis (local mode, the preview page) they last until restart. */
export function createMemoryAccessStore(): AccessStore {
  const scopes = new Map<string, AccessScope>();
  return {
    get: async (key) => scopes.get(key) ?? null,
    set: async (key, scope) => void scopes.set(key, scope),
    remove: async (key) => void scopes.delete(key),
  };
}

/** `ACCESS_DEFAULT`: what a conversation with no grant sees. */
export type AccessDefault = 'all' | 'none';

/** Any platform's address of a conversation (the commands' `Target`). */
export interface AccessTarget {
  readonly platform: string;
}

/** The access policy as the front door and the processor use it: one per bot. */
export interface Access {
  /** `ACCESS_DEFAULT`. */
  readonly defaultAccess: AccessDefault;
  /** The scope a conversation with no grant runs under; null: none at all. */
  readonly fallback: AccessScope | null;
  /** The conversation a target belongs to (a thread's is its channel's): scopes are kept per conversation. */
  conversationKey(target: AccessTarget): string;
  /** The conversation's scope now, and whether it is its own grant. */
  scopeOf(target: AccessTarget): Promise<{ scope: AccessScope | null; stored: boolean }>;
  /** The query narrowed to the conversation's scope, or why it may not run there; with the scope it was checked against. */
  check(target: AccessTarget, query: ReportQuery): Promise<AccessCheck & { scope: AccessScope | null }>;
  /** Stores the conversation's new scope; null drops its grant (the default applies again). */
  save(target: AccessTarget, scope: AccessScope | null): Promise<void>;
}

/**
 * The access policy over `store`. `check` is `checkQuery` with the facts of the query's report
 * (the registry's `checkReportAccess`): given, because the reports, whose digest checks its
 * sections against a scope, stand on this folder and not under it.
 */
export function createAccess(
  store: AccessStore,
  defaultAccess: AccessDefault,
  conversationKey: (target: AccessTarget) => string,
  check: (scope: AccessScope | null, query: ReportQuery) => AccessCheck,
): Access {
  const fallback = defaultAccess === 'all' ? OPEN_SCOPE : null;
  const scopeOf = async (target: AccessTarget) => {
    const own = await store.get(conversationKey(target));
    return own ? { scope: own, stored: true } : { scope: fallback, stored: false };
  };
  return {
    defaultAccess,
    fallback,
    conversationKey,
    scopeOf,
    async check(target, query) {
      const { scope } = await scopeOf(target);
      return { ...check(scope, query), scope };
    },
    save: (target, scope) => (scope === null ? store.remove(conversationKey(target)) : store.set(conversationKey(target), scope)),
  };
}
