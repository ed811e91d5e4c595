/**
 * Small helpers of the Slack tests: signed requests, captured logs, charts and block text.
 */
import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import type { Chart } from '../../src/render/charts.js';
import { createLogger, type Logger } from '../../src/log.js';
import { chartConfigs, createLocalChartRenderer } from '../../src/render/charts.js';
import type { Report } from '../../src/catalogue/types.js';
import { FAKE_BOT_USER, type RecordedCall } from './fake-slack.js';

export const SIGNING_SECRET = 'test-signing-secret-0123456789abcdef';

/** A logger whose JSON lines are kept in `lines`. */
export function capturingLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger({ level: 'info' }, sink), lines };
}

/** Slack's v0 signature of a body at a timestamp (seconds). */
export function slackSignature(body: string, timestamp: number, secret = SIGNING_SECRET): string {
  return `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${body}`).digest('hex')}`;
}

/** POSTs a signed body to the app, the way Slack does. */
export async function postSigned(
  url: string,
  body: string,
  opts: { contentType?: string; timestamp?: number; signature?: string } = {},
): Promise<{ status: number; text: string; json: unknown }> {
  const timestamp = opts.timestamp ?? Math.floor(Date.now() / 1000);
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': opts.contentType ?? 'application/x-www-form-urlencoded',
      'x-slack-request-timestamp': String(timestamp),
      'x-slack-signature': opts.signature ?? slackSignature(body, timestamp),
    },
    body,
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, text, json };
}

/** A form-encoded slash command body. */
export function commandBody(fields: { text: string; channel: string; user?: string; responseUrl: string; team?: string }): string {
  return new URLSearchParams({
    token: 'legacy-verification-token',
    team_id: fields.team ?? 'T0FAKE',
    team_domain: 'fake',
    channel_id: fields.channel,
    channel_name: 'reports',
    user_id: fields.user ?? 'U0ANA',
    user_name: 'ana',
    command: '/report',
    text: fields.text,
    api_app_id: 'A0REPORT',
    is_enterprise_install: 'false',
    response_url: fields.responseUrl,
    trigger_id: '123.456.abc',
  }).toString();
}

/** An Events API body as Slack sends it to the app installed in the fake team: `event` wrapped, with its id. */
export function eventBody(eventId: string, event: Record<string, unknown>, eventTime = 1700000000): string {
  return JSON.stringify({
    token: 'legacy',
    team_id: 'T0FAKE',
    api_app_id: 'A0REPORT',
    type: 'event_callback',
    event_id: eventId,
    event_time: eventTime,
    authorizations: [{ team_id: 'T0FAKE', user_id: FAKE_BOT_USER, is_bot: true }],
    event,
  });
}

/** An interactivity body: `payload=<json>`. */
export function actionBody(payload: object): string {
  return new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
}

/**
 * Slack's `block_actions` payload for a press of a button on a message the fake posted (as
 * Ana of the fake team), for `actionBody` over HTTP or a Socket Mode `interactive` envelope.
 */
export function buttonPress(press: {
  message: RecordedCall;
  ts: string;
  channel: string;
  actionId: string;
  value: string;
  responseUrl: string;
  blockId?: string;
  channelName?: string;
}) {
  return {
    type: 'block_actions',
    team: { id: 'T0FAKE', domain: 'fake' },
    user: { id: 'U0ANA', username: 'ana', team_id: 'T0FAKE' },
    api_app_id: 'A0REPORT',
    token: 'legacy',
    trigger_id: '1.2.3',
    container: { type: 'message', message_ts: press.ts, channel_id: press.channel, is_ephemeral: false },
    channel: { id: press.channel, name: press.channelName ?? 'reports' },
    message: { type: 'message', ts: press.ts, text: press.message.params.text, blocks: press.message.params.blocks },
    response_url: press.responseUrl,
    actions: [
      {
        type: 'button',
        action_id: press.actionId,
        block_id: press.blockId ?? 'actions',
        value: press.value,
        text: { type: 'plain_text', text: 'x' },
        action_ts: '1700000001.000001',
      },
    ],
  };
}

/** Real chart PNGs for a report, as the worker makes them. */
export async function pngCharts(report: Report): Promise<Chart[]> {
  const renderer = createLocalChartRenderer({ width: 400, height: 200 });
  return Promise.all(
    chartConfigs(report).map(async (spec) => ({ key: spec.key, title: spec.title, alt: spec.alt, image: await renderer.render(spec) })),
  );
}

type Block = {
  type: string;
  text?: { text: string };
  fields?: { text: string }[];
  elements?: { text?: string }[];
  slack_file?: { id: string };
  image_url?: string;
};

/** The blocks a recorded call sent. */
export function blocksOf(call: RecordedCall): Block[] {
  return (call.params.blocks ?? []) as Block[];
}

/** All readable text of a call's blocks, one string. */
export function blockText(call: RecordedCall): string {
  return blocksOf(call)
    .flatMap((b) => [b.text?.text, ...(b.fields ?? []).map((f) => f.text), ...(b.elements ?? []).map((e) => e.text)])
    .filter((t): t is string => typeof t === 'string')
    .join('\n');
}

/** The period line under a report's header (`Oct 1–31, 2026 · vs …`), or ''. */
export function periodOf(call: RecordedCall): string {
  return blocksOf(call)[1]?.elements?.[0]?.text ?? '';
}

/** The value of a report button in a posted message. */
export function buttonValue(message: RecordedCall, actionId: string): string {
  const actions = blocksOf(message).find((b) => b.type === 'actions') as unknown as { elements: { action_id: string; value: string }[] };
  return actions.elements.find((e) => e.action_id === actionId)!.value;
}

/** The image blocks of a call. */
export function imagesOf(call: RecordedCall): Block[] {
  return blocksOf(call).filter((b) => b.type === 'image');
}
