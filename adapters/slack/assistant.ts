/**
 * Slack's assistant pane (Agents & AI Apps, the split view beside a channel): Bolt's `Assistant`,
 * answering through the same front door as every other message. A new thread gets four
 * suggested prompts (help's starter questions); a question there titles the thread and shows a
 * status while it is read and its report made ("Reading your question…", then what the report
 * is), which Slack clears when the answer is posted in the thread; a follow-up there changes the
 * thread's last report. The channel the person is viewing (the thread's context) chooses whose
 * access policy applies; the DM's where there is none.
 */
import { Assistant, type App, type AssistantConfig } from '@slack/bolt';
import type { Cluster, Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { starterQuestions } from '../../src/commands/index.js';
import { message } from '../../src/messages/index.js';
import type { SlackAnswering } from './conversation.js';
import { messageConversation } from './messages.js';
import type { SlackTarget } from './target.js';

type AssistantThreadContextStore = NonNullable<AssistantConfig['threadContextStore']>;
type AssistantThreadContext = Awaited<ReturnType<AssistantThreadContextStore['get']>>;

/** How many starter questions a new thread suggests (Slack shows up to four). */
const PROMPTS = 4;
/** Slack cuts a thread's title; a question is cut to this many characters first. */
const TITLE_LENGTH = 80;
/** A thread's context is kept as long as a conversation there plausibly goes on. */
const CONTEXT_TTL_SECONDS = 7 * 24 * 3600;

const threadOf = (payload: unknown): { channel?: string; thread?: string } => {
  const p = payload as { assistant_thread?: { channel_id?: string; thread_ts?: string }; channel?: string; thread_ts?: string };
  return p.assistant_thread
    ? { channel: p.assistant_thread.channel_id, thread: p.assistant_thread.thread_ts }
    : { channel: p.channel, thread: p.thread_ts };
};

/**
 * Which channel each assistant thread is beside, from the events that say it
 * (`assistant_thread_started`, `…_context_changed`): in Redis when there is one (the next
 * message may reach another process), else in this process.
 */
export function createThreadContexts(redis: { client: Redis | Cluster; prefix: string } | null): AssistantThreadContextStore {
  const memory = new LRUCache<string, string>({ max: 10_000, ttl: CONTEXT_TTL_SECONDS * 1000 });
  const keyOf = (payload: unknown) => {
    const { channel, thread } = threadOf(payload);
    return channel && thread ? `${redis?.prefix ?? ''}:assistant-context:${channel}:${thread}` : null;
  };
  return {
    async get({ payload }) {
      const key = keyOf(payload);
      const text = key ? await (redis ? redis.client.get(key) : Promise.resolve(memory.get(key))) : null;
      return text ? (JSON.parse(text) as AssistantThreadContext) : {};
    },
    async save({ payload }) {
      const key = keyOf(payload);
      const context = (payload as { assistant_thread?: { context?: AssistantThreadContext } }).assistant_thread?.context;
      if (!key || !context) return;
      if (redis) await redis.client.set(key, JSON.stringify(context), 'EX', CONTEXT_TTL_SECONDS);
      else memory.set(key, JSON.stringify(context));
    },
  };
}

/** Markdown emphasis out of a sentence shown as a status, which Slack shows as plain text. */
const plain = (text: string) => text.replace(/[*_`]/g, '');

export function registerAssistant(app: App, deps: SlackAnswering, threadContextStore: AssistantThreadContextStore): void {
  // What Slack's own calls refused (a thread that is not the pane's, a missing scope) costs the nicety, never the answer.
  const quietly = (what: string, call: Promise<unknown>) =>
    call.catch((err: unknown) => deps.logger.warn({ event: 'slack_assistant_call_failed', what, err: String(err) }, 'an assistant call failed'));
  const assistant = new Assistant({
    threadContextStore,
    async threadStarted({ saveThreadContext, setSuggestedPrompts }) {
      await quietly('context', saveThreadContext());
      const prompts = starterQuestions(PROMPTS).map((q) => ({ title: q.charAt(0).toUpperCase() + q.slice(1), message: q }));
      await quietly('prompts', setSuggestedPrompts({ title: message('assistant.promptsTitle'), prompts }));
    },
    async threadContextChanged({ saveThreadContext }) {
      await quietly('context', saveThreadContext());
    },
    async userMessage({ event, body, getThreadContext, setStatus, setTitle }) {
      const m = event as { user?: string; text?: unknown; bot_id?: string; subtype?: string; channel: string; thread_ts?: string; team?: string };
      if (m.subtype !== undefined || m.bot_id || !m.user || typeof m.text !== 'string' || !m.thread_ts) return;
      const teamId = (body as { team_id?: string }).team_id ?? m.team ?? 'unknown';
      await quietly('title', setTitle(m.text.slice(0, TITLE_LENGTH)));
      await quietly('status', setStatus(message('assistant.reading')));
      const context = await getThreadContext().catch((): AssistantThreadContext => ({}));
      const conv = messageConversation(deps, { teamId, channel: m.channel, user: m.user, threadTs: m.thread_ts, body, via: 'assistant' });
      const viewed: SlackTarget | undefined = context.channel_id
        ? { platform: 'slack', teamId: context.team_id ?? teamId, channelId: context.channel_id, userId: m.user }
        : undefined;
      await deps.door.handle(
        { text: m.text },
        {
          ...conv,
          ...(viewed ? { accessTarget: viewed } : {}),
          // A report on its way is a status until it is posted; anything else is the answer, in the thread.
          async acknowledge(said) {
            if (said?.report && !said.clarify) await quietly('status', setStatus(plain(said.text)));
            else await conv.acknowledge?.(said);
          },
        },
      );
    },
  });
  app.assistant(assistant);
}
