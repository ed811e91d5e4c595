/**
 * How the Web API client reaches Slack: its `fetch` option, on undici's `request` rather than
 * Node's global `fetch`. The client only POSTs a form and reads a JSON answer, and the fetch
 * API's machinery around that (WHATWG streams for both bodies, a Request and its signals per
 * call) was a sixth of a storm worker's time, more than the post itself. undici's own
 * dispatcher API is the same HTTP client without that layer; the answer is handed back as a
 * `Response` holding its bytes, which is all the client reads (status, headers, text or bytes).
 *
 * A body that is not a string (a multipart upload: `FormData`) goes through the global
 * `fetch` as before; so does anything else this does not know, rather than being guessed at.
 */
import { STATUS_CODES } from 'node:http';
import { Agent, request } from 'undici';

/** One pool of keep-alive connections per process, as the global `fetch` had. */
let agent: Agent | undefined;

type Fetch = typeof globalThis.fetch;

export const slackFetch: Fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : undefined;
  const body = init?.body;
  if (url === undefined || (body !== undefined && body !== null && typeof body !== 'string') || (init?.method ?? 'GET') !== 'POST') {
    return globalThis.fetch(input, init);
  }
  agent ??= new Agent();
  const res = await request(url, {
    method: 'POST',
    headers: init?.headers as Record<string, string> | undefined,
    body: body ?? null,
    signal: init?.signal ?? undefined,
    dispatcher: agent,
  });
  const bytes = Buffer.from(await res.body.arrayBuffer());
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // A status Response cannot carry (1xx, or outside 200-599) would throw here: say it as Slack's failure, not ours.
  const status = res.statusCode >= 200 && res.statusCode <= 599 ? res.statusCode : 502;
  return new Response(status === 204 || status === 205 || status === 304 ? null : bytes, {
    status,
    statusText: STATUS_CODES[status] ?? '',
    headers,
  });
};
