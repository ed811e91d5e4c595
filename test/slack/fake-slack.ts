/**
 * A fake Slack Web API on loopback: enough of `auth.test`, `apps.connections.open` (with the
 * app-level token, answering the Socket Mode server's URL when one is set), `chat.*`, the three-step file
 * upload, `conversations.*` (`conversations.history` answers with the messages posted here,
 * their message metadata only when asked with `include_all_metadata`, as Slack does),
 * `users.info` and a `response_url` receiver for the real Bolt app
 * and the real `WebClient` to talk to. It records every call, refuses blocks that break
 * Slack's rules (test/render/owners.ts, standing in for Slack's own `invalid_blocks` check)
 * and can be told to fail: `fail('chat.postMessage', 'not_in_channel', { channel: 'C2' })`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackFake } from '../helpers/loopback.js';
import { slackBlockProblems } from '../render/owners.js';
import { SLACK_LIMITS, SlackRateLimiter, type SlackLimits } from './slack-limits.js';

export const FAKE_TEAM = 'T0FAKE';
export const FAKE_BOT_USER = 'U0BOT';
export const FAKE_BOT_ID = 'B0BOT';
export const FAKE_TOKEN = 'xoxb-fake-token';
/** The app-level token (Socket Mode): only `apps.connections.open` takes it. */
export const FAKE_APP_TOKEN = 'xapp-1-A0REPORT-fake';

/** One call as the fake saw it. `params` are the decoded form or JSON fields. */
export interface RecordedCall {
  method: string;
  params: Record<string, unknown>;
  /** Present for answered calls: what the fake replied (`ok` and `error`). */
  ok: boolean;
  error?: string;
  /** What the fake answered a Web API call. */
  answer?: Record<string, unknown>;
  /** For uploads: the raw body bytes. */
  bytes?: Buffer;
  /** When the call arrived (ms since the epoch). */
  at: number;
  /** For a message naming loopback images: how long fetching them took before the fake answered. */
  fetchMs?: number;
}

/** A failure to inject. `times` defaults to once; `Infinity` for "always". */
export interface FailRule {
  method: string;
  error: string;
  channel?: string;
  times: number;
}

type Handler = (params: Record<string, unknown>) => Record<string, unknown>;

/** A message posted with chat.postMessage, as conversations.history gives it back. */
export interface PostedMessage {
  channel: string;
  ts: string;
  text: unknown;
  threadTs?: string;
  metadata?: unknown;
}

/** Runs once a call was answered by the fake (its record is in `calls`), before the answer is sent. */
export type CallHook = (call: RecordedCall) => void | Promise<void>;

/** An assistant thread's address: a DM channel and the thread's ts. */
const inThread = (p: Record<string, unknown>): boolean => typeof p.channel_id === 'string' && typeof p.thread_ts === 'string';

export class FakeSlack extends LoopbackFake {
  /** Real Slack closes idle connections too: after `keepAliveMs` (LoopbackFake says what benchmarks give). */
  constructor(keepAliveMs = 1000) {
    super(keepAliveMs);
  }

  readonly calls: RecordedCall[] = [];
  private readonly rules: FailRule[] = [];
  private seq = 0;
  /** Channels the bot is a member of are everything except these. */
  readonly notMember = new Set<string>();
  /** Users `users.info` calls workspace admins (`is_admin`); everyone else is a member. */
  readonly admins = new Set<string>();
  /** Each user's locale as `users.info` says it with `include_locale` (Slack's default `en-US` for anyone not here). */
  readonly locales = new Map<string, string>();
  /** The channels `users.conversations` says each person is in (none for anyone not here). */
  readonly memberships = new Map<string, string[]>();
  /** Every message posted, oldest first. */
  readonly posted: PostedMessage[] = [];
  /** Hooks by method, e.g. to kill a worker while Slack is answering it (test/jobs/crash). */
  readonly hooks = new Map<string, CallHook>();
  /**
   * Images fetched from loopback `image_url`s (the bot's own chart links), by URL. As Slack
   * does, a message naming an image it cannot fetch is refused with `invalid_blocks`;
   * `fail('image_fetch', …)` makes the next fetches fail. Other hosts are not fetched.
   */
  readonly fetchedImages = new Map<string, Buffer>();
  /** Where `apps.connections.open` sends the app (a fresh URL each call); unset: Socket Mode is not enabled. */
  socketModeUrl: (() => string) | null = null;

  /** Set by `enforceLimits`: the published rate limits, answered with 429 and Retry-After. */
  limiter: SlackRateLimiter | null = null;

  /** From now on this fake, one workspace, refuses calls over Slack's limits (slack-limits.ts) with 429. */
  enforceLimits(limits: SlackLimits = SLACK_LIMITS): SlackRateLimiter {
    this.limiter = new SlackRateLimiter(limits);
    return this.limiter;
  }

  /** Base URL to give as `SLACK_API_URL`. */
  get apiUrl(): string {
    return `${this.base}/api/`;
  }

  /** A fresh response_url the fake will accept and record. */
  responseUrl(id = `r${++this.seq}`): string {
    return `${this.base}/response/${id}`;
  }

  /** Makes the next `times` calls of `method` (for `channel`, if given) answer `error`. */
  fail(method: string, error: string, opts: { channel?: string; times?: number } = {}): void {
    this.rules.push({ method, error, channel: opts.channel, times: opts.times ?? 1 });
  }

  reset(): void {
    this.calls.length = 0;
    this.rules.length = 0;
    this.notMember.clear();
    this.admins.clear();
    this.memberships.clear();
    this.posted.length = 0;
    this.hooks.clear();
    this.fetchedImages.clear();
    this.limiter = null;
  }

  /** Calls of one method, optionally only those to one channel. */
  callsOf(method: string, channel?: string): RecordedCall[] {
    return this.calls.filter(
      (c) => c.method === method && (channel === undefined || c.params.channel === channel || c.params.channel_id === channel),
    );
  }

  /** The `ts` Slack gave a posted message. */
  tsOf(call: RecordedCall): string {
    const ts = call.answer?.ts;
    if (typeof ts !== 'string') throw new Error(`${call.method} has no ts`);
    return ts;
  }

  /** Polls the recorded calls until `predicate` finds one, for at most `timeoutMs`. */
  async waitFor(predicate: (call: RecordedCall) => boolean, timeoutMs = 10_000): Promise<RecordedCall> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.calls.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) {
        const seen = this.calls.map((c) => `${c.method}${c.ok ? '' : `(${c.error})`}`).join(', ');
        throw new Error(`no matching Slack call within ${timeoutMs} ms; saw: ${seen || 'nothing'}`);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  private takeRule(method: string, params: Record<string, unknown>): FailRule | undefined {
    const channel = params.channel ?? params.channel_id;
    const rule = this.rules.find((r) => r.method === method && r.times > 0 && (r.channel === undefined || r.channel === channel));
    if (rule) rule.times -= 1;
    return rule;
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const path = (req.url ?? '/').split('?')[0]!;
    const at = Date.now();
    if (path.startsWith('/upload/')) {
      const call: RecordedCall = { method: 'upload', params: { file_id: path.slice('/upload/'.length) }, ok: true, bytes: body, at };
      this.calls.push(call);
      await this.hooks.get('upload')?.(call);
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`OK - ${body.length}`);
      return;
    }
    if (path.startsWith('/response/')) {
      const params = parseBody(req, body);
      const rule = this.takeRule('response_url', params);
      this.calls.push({
        method: 'response_url',
        params: { ...params, response_id: path.slice('/response/'.length) },
        ok: !rule,
        error: rule?.error,
        at,
      });
      if (rule) res.writeHead(404, { 'content-type': 'text/plain' }).end(rule.error);
      else res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    const method = path.replace(/^\/api\//, '');
    const params = parseBody(req, body);
    const token = String(req.headers.authorization ?? '').replace(/^Bearer /, '') || String(params.token ?? '');
    const retryAfter = this.limiter?.check(method, channelOf(params), at) ?? null;
    if (retryAfter !== null) {
      this.calls.push({ method, params, ok: false, error: 'ratelimited', at });
      res
        .writeHead(429, { 'retry-after': String(retryAfter), 'content-type': 'application/json' })
        .end(JSON.stringify({ ok: false, error: 'ratelimited' }));
      return;
    }
    const rule = this.takeRule(method, params);
    if (rule?.error === 'ratelimited') {
      this.calls.push({ method, params, ok: false, error: 'ratelimited', at });
      res.writeHead(429, { 'retry-after': '1', 'content-type': 'application/json' }).end(JSON.stringify({ ok: false, error: 'ratelimited' }));
      return;
    }
    if (rule?.error === 'server_error') {
      this.calls.push({ method, params, ok: false, error: 'server_error', at });
      res.writeHead(503, { 'content-type': 'text/plain' }).end('service unavailable');
      return;
    }
    let answer: Record<string, unknown>;
    let fetchMs: number | undefined;
    // As Slack does: the app-level token opens connections and nothing else; the bot token the reverse.
    if (token !== (method === 'apps.connections.open' ? FAKE_APP_TOKEN : FAKE_TOKEN))
      answer = { ok: false, error: token === FAKE_TOKEN || token === FAKE_APP_TOKEN ? 'not_allowed_token_type' : 'invalid_auth' };
    else if (rule) answer = { ok: false, error: rule.error };
    else {
      const fetched = await this.fetchImages(method, params);
      if (fetched.count > 0) fetchMs = Date.now() - at;
      answer = fetched.refusal ?? this.answer(method, params);
    }
    const call: RecordedCall = {
      method,
      params,
      ok: answer.ok === true,
      error: typeof answer.error === 'string' ? answer.error : undefined,
      answer,
      at,
      fetchMs,
    };
    this.calls.push(call);
    await this.hooks.get(method)?.(call);
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(answer));
  }

  private answer(method: string, params: Record<string, unknown>): Record<string, unknown> {
    const handler = this.handlers[method];
    if (!handler) return { ok: false, error: 'unknown_method' };
    const channel = typeof params.channel === 'string' ? params.channel : undefined;
    const posting = method === 'chat.postMessage' || method === 'chat.postEphemeral' || method === 'chat.update';
    if (posting && channel && this.notMember.has(channel)) return { ok: false, error: 'not_in_channel' };
    if (posting && params.blocks !== undefined) {
      // Slack's own checks as test/render/owners.ts writes them out (Slack publishes no parser).
      const problems = slackBlockProblems(params.blocks);
      if (problems.length > 0) return { ok: false, error: 'invalid_blocks', errors: problems };
    }
    return handler(params);
  }

  /**
   * Fetches a posted message's loopback images as Slack does: how many it tried, and the
   * `invalid_blocks` answer for one that cannot be fetched as a PNG (else null).
   */
  private async fetchImages(method: string, params: Record<string, unknown>): Promise<{ count: number; refusal: Record<string, unknown> | null }> {
    let count = 0;
    if (!['chat.postMessage', 'chat.postEphemeral', 'chat.update'].includes(method) || !Array.isArray(params.blocks)) return { count, refusal: null };
    for (const [i, block] of (params.blocks as { type?: string; image_url?: unknown }[]).entries()) {
      if (block.type !== 'image' || typeof block.image_url !== 'string' || !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(block.image_url)) continue;
      count += 1;
      const refusal = { ok: false, error: 'invalid_blocks', errors: [`downloading image failed [json-pointer:/blocks/${i}/image_url]`] };
      if (this.takeRule('image_fetch', params)) return { count, refusal };
      const res = await fetch(block.image_url).catch(() => null);
      const bytes = res?.ok && res.headers.get('content-type') === 'image/png' ? Buffer.from(await res.arrayBuffer()) : null;
      if (!bytes) return { count, refusal };
      this.fetchedImages.set(block.image_url, bytes);
    }
    return { count, refusal: null };
  }

  private ts(): string {
    return `${Math.floor(Date.now() / 1000)}.${String(++this.seq).padStart(6, '0')}`;
  }

  private readonly handlers: Record<string, Handler> = {
    'apps.connections.open': () => (this.socketModeUrl ? { ok: true, url: this.socketModeUrl() } : { ok: false, error: 'socket_mode_not_enabled' }),
    'auth.test': () => ({
      ok: true,
      url: 'https://fake.slack.test/',
      team: 'Fake team',
      user: 'report_bot',
      team_id: FAKE_TEAM,
      user_id: FAKE_BOT_USER,
      bot_id: FAKE_BOT_ID,
    }),
    'chat.postMessage': (p) => {
      const ts = this.ts();
      const threadTs = typeof p.thread_ts === 'string' ? p.thread_ts : undefined;
      this.posted.push({ channel: String(p.channel), ts, text: p.text, threadTs, metadata: p.metadata });
      return { ok: true, channel: p.channel, ts, message: { text: p.text, bot_id: FAKE_BOT_ID } };
    },
    // Newest first, from `oldest` (seconds, inclusive), `limit` a page, `cursor` where the last page ended.
    'conversations.history': (p) => {
      const oldest = Number(p.oldest ?? 0);
      const found = this.posted
        .filter((m) => m.channel === p.channel && !m.threadTs && Number(m.ts) >= oldest)
        .reverse()
        .map((m) => ({
          type: 'message',
          ts: m.ts,
          text: m.text,
          bot_id: FAKE_BOT_ID,
          ...(String(p.include_all_metadata) === 'true' && m.metadata !== undefined ? { metadata: m.metadata } : {}),
        }));
      const start = Number(p.cursor || 0);
      const limit = Number(p.limit || 100);
      const page = found.slice(start, start + limit);
      const more = start + limit < found.length;
      return { ok: true, messages: page, has_more: more, response_metadata: { next_cursor: more ? String(start + limit) : '' } };
    },
    'chat.postEphemeral': () => ({ ok: true, message_ts: this.ts() }),
    // The assistant pane's calls, with the arguments Slack requires of each.
    'assistant.threads.setStatus': (p) => (inThread(p) && typeof p.status === 'string' ? { ok: true } : { ok: false, error: 'invalid_arguments' }),
    'assistant.threads.setTitle': (p) =>
      inThread(p) && typeof p.title === 'string' && p.title !== '' ? { ok: true } : { ok: false, error: 'invalid_arguments' },
    'assistant.threads.setSuggestedPrompts': (p) => {
      const prompts = Array.isArray(p.prompts) ? (p.prompts as { title?: unknown; message?: unknown }[]) : [];
      const valid = prompts.length >= 1 && prompts.length <= 4 && prompts.every((q) => typeof q.title === 'string' && typeof q.message === 'string');
      return inThread(p) && valid ? { ok: true } : { ok: false, error: 'invalid_arguments' };
    },
    'chat.update': (p) => ({ ok: true, channel: p.channel, ts: p.ts, text: p.text }),
    'files.getUploadURLExternal': (p) => {
      if (!p.filename || !p.length) return { ok: false, error: 'invalid_arguments' };
      const id = `F${String(++this.seq).padStart(9, '0')}`;
      return { ok: true, upload_url: `${this.base}/upload/${id}`, file_id: id };
    },
    'files.completeUploadExternal': (p) => {
      const files = Array.isArray(p.files) ? (p.files as { id: string; title?: string }[]) : [];
      if (files.length === 0) return { ok: false, error: 'invalid_arguments' };
      return { ok: true, files: files.map((f) => ({ id: f.id, title: f.title, mimetype: 'image/png' })) };
    },
    'conversations.info': (p) => ({ ok: true, channel: { id: p.channel, is_member: !this.notMember.has(String(p.channel)) } }),
    'conversations.open': (p) => ({ ok: true, channel: { id: `D${String(p.users).replace(/^U/, '')}` } }),
    // One page: the tests' people are in a few channels.
    'users.conversations': (p) => ({
      ok: true,
      channels: (this.memberships.get(String(p.user)) ?? []).map((id) => ({ id, is_channel: true })),
      response_metadata: { next_cursor: '' },
    }),
    // As Slack: a Home view for a user, a modal only with a trigger_id (the fake does not expire them).
    'views.publish': (p) =>
      isView(p.view, 'home') && typeof p.user_id === 'string'
        ? { ok: true, view: { id: `V${++this.seq}`, ...p.view } }
        : { ok: false, error: 'invalid_arguments' },
    'views.open': (p) =>
      isView(p.view, 'modal') && typeof p.trigger_id === 'string' && p.trigger_id !== ''
        ? { ok: true, view: { id: `V${++this.seq}`, ...p.view } }
        : { ok: false, error: 'invalid_arguments' },
    'users.info': (p) => ({
      ok: true,
      user: {
        id: p.user,
        tz: 'Europe/Berlin',
        is_admin: this.admins.has(String(p.user)),
        is_owner: false,
        profile: { first_name: 'Ana' },
        // As Slack does, the locale only when asked for.
        ...(p.include_locale === true || p.include_locale === 'true' ? { locale: this.locales.get(String(p.user)) ?? 'en-US' } : {}),
      },
    }),
  };
}

function channelOf(params: Record<string, unknown>): string | undefined {
  const channel = params.channel ?? params.channel_id;
  return typeof channel === 'string' ? channel : undefined;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Form fields (JSON-looking values decoded, as Slack does for `blocks`) or a JSON body. */
function parseBody(req: IncomingMessage, body: Buffer): Record<string, unknown> {
  const type = String(req.headers['content-type'] ?? '');
  const text = body.toString('utf8');
  if (type.includes('application/json')) {
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  if (type.includes('multipart/form-data')) return { multipart: true, length: body.length };
  const params: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    params[key] = /^[[{]/.test(value) ? safeJson(value) : value;
  }
  return params;
}

function isView(view: unknown, type: 'home' | 'modal'): view is Record<string, unknown> {
  return (
    typeof view === 'object' && view !== null && (view as { type?: unknown }).type === type && Array.isArray((view as { blocks?: unknown }).blocks)
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
