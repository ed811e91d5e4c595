/**
 * What the sandbox's request log says about scope: the company-data requests (the only ones
 * that carry property or discovery filters) and a check that every one of them stayed inside
 * a scope. Shared by the access tests; the alerts' own case (an alert firing in a
 * property-scoped channel) uses `expectRequestsWithinScope` the same way.
 */
import { expect } from 'vitest';
import type { LoggedRequest, Sandbox } from '../../src/sandbox/index.js';

/** The company-data requests in the log, in order, as path + body filters + dates. */
export function companyRequests(
  sandbox: Sandbox,
): { path: string; properties?: unknown; discoveries?: unknown; startdate?: string; enddate?: string }[] {
  return sandbox.stats.log
    .filter((r: LoggedRequest) => r.path.startsWith('/v1/company/'))
    .map((r) => {
      const body = (r.body ?? {}) as { properties?: unknown; discoveries?: unknown };
      return {
        path: r.path,
        ...(body.properties !== undefined ? { properties: body.properties } : {}),
        ...(body.discoveries !== undefined ? { discoveries: body.discoveries } : {}),
        startdate: r.query.startdate,
        enddate: r.query.enddate,
      };
    });
}

/**
 * Every company-data request since the log was last reset carried exactly `properties` (an
 * advocacy request) or exactly `discoveries` (a discovery request); a request without its
 * filter would have asked for every property or discovery the key sees.
 */
export function expectRequestsWithinScope(sandbox: Sandbox, scope: { properties: string[]; discoveries: string[] }): void {
  for (const request of companyRequests(sandbox)) {
    if (request.path.startsWith('/v1/company/data/advocacy/')) expect(request, request.path).toMatchObject({ properties: scope.properties });
    else if (request.path.startsWith('/v1/company/data/discovery/')) expect(request, request.path).toMatchObject({ discoveries: scope.discoveries });
    else expect.fail(`unexpected company request ${request.path}`);
  }
}
