/**
 * `manifest.json` against the code: the command, the events, the request URLs and the bot
 * scopes must be exactly what the app registers and calls. Checked three ways: the
 * constants the code uses, a scan of the adapter's source for Web API calls and listeners,
 * and signed requests to the manifest's URL path answered by the running app.
 */
import { readdir, readFile } from 'node:fs/promises';
import type { AppsManifestCreateArguments } from '@slack/web-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_EVENTS, BOT_SCOPES, METHOD_SCOPES, SLACK_EVENTS_PATH, SLASH_COMMAND } from '../../adapters/slack/constants.js';
import { BOT_DISPLAY_NAME } from '../../adapters/slack/message.js';
import manifestJson from '../../manifest.json' with { type: 'json' };
import { FAKE_BOT_USER } from './fake-slack.js';
import { startSlackHarness, type SlackHarness } from './harness.js';
import { actionBody, capturingLogger, commandBody, postSigned } from './helpers.js';

type Manifest = AppsManifestCreateArguments['manifest'];
type BotScope = NonNullable<NonNullable<NonNullable<Manifest['oauth_config']>['scopes']>['bot']>[number];
type BotEvent = NonNullable<NonNullable<NonNullable<Manifest['settings']>['event_subscriptions']>['bot_events']>[number];
// Type-checks the file against the Web API's own manifest type (a JSON import widens scope
// and event names to strings; their values are checked below).
const manifest: Manifest = {
  ...manifestJson,
  oauth_config: { scopes: { bot: manifestJson.oauth_config.scopes.bot as BotScope[] } },
  settings: {
    ...manifestJson.settings,
    event_subscriptions: {
      ...manifestJson.settings.event_subscriptions,
      bot_events: manifestJson.settings.event_subscriptions.bot_events as BotEvent[],
    },
  },
};
const SOURCE_DIR = new URL('../../adapters/slack/', import.meta.url);

async function adapterSource(): Promise<string> {
  const files = (await readdir(SOURCE_DIR)).filter((f) => f.endsWith('.ts'));
  return (await Promise.all(files.map((f) => readFile(new URL(f, SOURCE_DIR), 'utf8')))).join('\n');
}

describe('manifest.json', () => {
  const command = manifest.features?.slash_commands?.[0];
  const urls = [command?.url, manifest.settings?.event_subscriptions?.request_url, manifest.settings?.interactivity?.request_url];

  it('declares the one slash command, with a description and a usage hint', () => {
    expect(manifest.features?.slash_commands).toHaveLength(1);
    expect(command?.command).toBe(SLASH_COMMAND);
    expect(command?.description?.length).toBeGreaterThan(10);
    expect(command?.usage_hint).toContain('referrals last-month');
    expect(command?.should_escape).toBe(false);
  });

  it('points commands, events and interactivity at the one request URL path, as placeholders to replace', () => {
    for (const url of urls) {
      expect(url).toBeDefined();
      const parsed = new URL(url!);
      expect(parsed.protocol).toBe('https:');
      expect(parsed.pathname).toBe(SLACK_EVENTS_PATH);
      expect(parsed.hostname).toContain('replace');
    }
    expect(manifest.settings?.interactivity?.is_enabled).toBe(true);
    expect(manifest.settings?.socket_mode_enabled).toBe(false);
  });

  it('subscribes to exactly the events the code listens to', async () => {
    expect([...(manifest.settings?.event_subscriptions?.bot_events ?? [])].sort()).toEqual([...BOT_EVENTS].sort());
    const source = await adapterSource();
    const listened = [...source.matchAll(/app\.event\('([a-z_]+)'/g)].map((m) => m[1]);
    // Bolt's Assistant listens to the pane's two events itself.
    if (source.includes('app.assistant(')) listened.push('assistant_thread_started', 'assistant_thread_context_changed');
    // `message.im` (a direct message), `message.channels` and `message.groups` (replies in a
    // thread the bot answered) reach Bolt as `message` events.
    expect([...new Set(listened)].sort()).toEqual([...new Set(BOT_EVENTS.map((e) => e.split('.')[0]))].sort());
    expect(manifest.settings?.event_subscriptions?.bot_events).toEqual([
      'app_mention',
      'app_home_opened',
      'assistant_thread_started',
      'assistant_thread_context_changed',
      'message.im',
      'message.channels',
      'message.groups',
    ]);
  });

  it('asks for the scope each event needs: a thread reply in a public or private channel needs its history scope', () => {
    const scopes = manifest.oauth_config?.scopes?.bot ?? [];
    const needs: Record<string, string | null> = {
      app_mention: 'app_mentions:read',
      app_home_opened: null,
      // The assistant pane's thread opened, and the channel beside it changed.
      assistant_thread_started: 'assistant:write',
      assistant_thread_context_changed: 'assistant:write',
      'message.im': 'im:history',
      'message.channels': 'channels:history',
      'message.groups': 'groups:history',
    };
    for (const event of manifest.settings?.event_subscriptions?.bot_events ?? []) {
      expect(Object.keys(needs), event).toContain(event);
      const scope = needs[event];
      if (scope) expect(scopes, event).toContain(scope);
    }
  });

  it('asks for exactly the bot scopes the code needs, and not chat:write.public', () => {
    expect([...(manifest.oauth_config?.scopes?.bot ?? [])].sort()).toEqual([...BOT_SCOPES]);
    expect(BOT_SCOPES).toEqual([
      'app_mentions:read',
      'assistant:write',
      'channels:history',
      'channels:read',
      'chat:write',
      'commands',
      'files:write',
      'groups:history',
      'groups:read',
      'im:history',
      'im:write',
      'mpim:history',
      'users:read',
    ]);
    expect(manifest.oauth_config?.scopes?.bot).not.toContain('chat:write.public');
  });

  it('covers every Web API method the adapter source calls with a scope', async () => {
    const source = await adapterSource();
    const called = new Set([...source.matchAll(/\.(chat|conversations|files|users|auth|views)\.([A-Za-z]+)\(/g)].map((m) => `${m[1]}.${m[2]}`));
    if (source.includes('filesUploadV2(')) ['files.getUploadURLExternal', 'files.completeUploadExternal'].forEach((m) => called.add(m));
    expect(called.size).toBeGreaterThan(3);
    for (const method of called) expect(Object.keys(METHOD_SCOPES), method).toContain(method);
  });

  it('turns on the App Home with its Home tab and a Messages tab people can write in', () => {
    expect(manifest.features?.app_home).toEqual({ home_tab_enabled: true, messages_tab_enabled: true, messages_tab_read_only_enabled: false });
    // The assistant pane (Agents & AI Apps), where assistant.ts answers.
    expect(manifest.features?.assistant_view?.assistant_description).toMatch(/reports/);
  });

  it('names the bot as the code does, and reads well in the app directory', () => {
    expect(manifest.features?.bot_user?.display_name).toBe(BOT_DISPLAY_NAME);
    expect(manifest.display_information.name).toBe(BOT_DISPLAY_NAME);
    expect(manifest.display_information.description!.length).toBeLessThanOrEqual(140);
    expect(manifest.display_information.long_description!.length).toBeGreaterThanOrEqual(175);
    expect(manifest.display_information.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });
});

describe('the running app answers what the manifest declares', () => {
  const { logger } = capturingLogger();
  let h: SlackHarness;
  let path: string;

  beforeAll(async () => {
    h = await startSlackHarness({ logger });
    path = `${h.baseUrl}${new URL(manifest.features!.slash_commands![0]!.url!).pathname}`;
  });
  afterAll(() => h?.close());

  it('the command at the command URL', async () => {
    const res = await postSigned(
      path,
      commandBody({ text: 'help', channel: 'C0MANIFEST', responseUrl: h.fake.responseUrl() }).replace(
        '%2Freport',
        encodeURIComponent(manifest.features!.slash_commands![0]!.command),
      ),
    );
    expect(res.status).toBe(200);
    expect((res.json as { text: string }).text).toContain('Usage:');
  });

  it('the URL verification and the declared event at the events URL', async () => {
    const events = `${h.baseUrl}${new URL(manifest.settings!.event_subscriptions!.request_url!).pathname}`;
    const challenge = await postSigned(events, JSON.stringify({ type: 'url_verification', challenge: 'abc123', token: 'legacy' }), {
      contentType: 'application/json',
    });
    expect(challenge.json).toEqual({ challenge: 'abc123' });
    const type = manifest.settings!.event_subscriptions!.bot_events![0]!;
    const body = JSON.stringify({
      type: 'event_callback',
      team_id: 'T0FAKE',
      api_app_id: 'A0REPORT',
      event_id: 'Ev0MANIFEST',
      event_time: 1700000000,
      event: { type, user: 'U0ANA', text: `<@${FAKE_BOT_USER}> help`, ts: '1700000000.000900', channel: 'C0MANIFEST', event_ts: '1700000000.000900' },
    });
    expect((await postSigned(events, body, { contentType: 'application/json' })).status).toBe(200);
    const help = await h.fake.waitFor((c) => c.method === 'chat.postEphemeral' && c.params.channel === 'C0MANIFEST');
    expect(String(help.params.text)).toContain('Usage:');
  });

  it('a button at the interactivity URL', async () => {
    const url = `${h.baseUrl}${new URL(manifest.settings!.interactivity!.request_url!).pathname}`;
    const payload = {
      type: 'block_actions',
      team: { id: 'T0FAKE', domain: 'fake' },
      user: { id: 'U0ANA', username: 'ana' },
      container: { type: 'message', message_ts: '1700000000.000901', channel_id: 'C0MANIFEST' },
      channel: { id: 'C0MANIFEST', name: 'reports' },
      message: { type: 'message', ts: '1700000000.000901' },
      response_url: h.fake.responseUrl('manifest-button'),
      actions: [{ type: 'button', action_id: 'report_refresh', block_id: 'b', value: 'not json', action_ts: '1700000001.000001' }],
    };
    expect((await postSigned(url, actionBody(payload))).status).toBe(200);
    await h.fake.waitFor((c) => c.method === 'response_url' && c.params.response_id === 'manifest-button');
  });
});
