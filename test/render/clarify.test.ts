/**
 * A question back ("Which did you mean…?") on every surface, input to output: Slack's blocks
 * (typed as `@slack/types`' own blocks and checked against Slack's rules), the Teams card
 * (parsed by the official `adaptivecards` package), the numbered list of a terminal; and the
 * reading's button value, decoded through the one path every button value takes, and run by
 * the pure answer exactly as the typed command.
 */
import type { KnownBlock } from '@slack/types';
import { describe, expect, it } from 'vitest';
import { answer, answerButton, PLAIN_VOICE, type Conversation } from '../../src/commands/index.js';
import { decodeActionValue, STALE_ACTION_MESSAGE, STALE_READING_MESSAGE } from '../../src/render/actions.js';
import { clarifyList, slackClarifyMessage, teamsClarifyCard, teamsReadingChosenCard, type Clarification } from '../../src/render/clarify.js';
import { toHtml } from '../../src/render/html.js';
import { slackProblems, teamsProblems } from './owners.js';

/** Saturday 2026-11-21, 10:00 UTC: last week is Nov 8–14. */
const CLOCK = { now: new Date('2026-11-21T10:00:00Z'), timeZone: 'UTC' };
const CONVERSATION: Conversation = { target: { platform: 'test' }, requester: { userId: 'U1' }, voice: PLAIN_VOICE };

const QUESTION: Clarification = {
  question: 'Which did you mean: Signups or Guest photo stories?',
  readings: [
    { label: 'Signups', command: 'signups last week' },
    { label: 'Guest photo stories', command: 'stories last week' },
  ],
};
const SIGNUPS_VALUE = '{"a":"reading","v":1,"c":"signups last week"}';
const STORIES_VALUE = '{"a":"reading","v":1,"c":"stories last week"}';

describe('a question back, drawn', () => {
  it('Slack: the question, then a button per reading carrying its command', () => {
    const message = slackClarifyMessage(QUESTION, 'the fallback');
    // Slack's own type of a block: the message is built as Slack types it.
    const blocks: KnownBlock[] = message.blocks;
    expect(blocks).toEqual([
      { type: 'section', text: { type: 'mrkdwn', text: 'Which did you mean: Signups or Guest photo stories?', verbatim: true } },
      {
        type: 'actions',
        elements: [
          { type: 'button', text: { type: 'plain_text', text: 'Signups', emoji: true }, action_id: 'report_reading_1', value: SIGNUPS_VALUE },
          {
            type: 'button',
            text: { type: 'plain_text', text: 'Guest photo stories', emoji: true },
            action_id: 'report_reading_2',
            value: STORIES_VALUE,
          },
        ],
      },
    ]);
    expect(message.text).toBe('the fallback');
    expect(slackProblems(message)).toEqual([]);
  });

  it('Slack: words of the question cannot mention or link anyone', () => {
    const message = slackClarifyMessage({ ...QUESTION, question: 'Which did you mean: <!channel> & <https://x.example|this>?' }, 'x');
    expect(message.blocks[0]).toEqual({
      type: 'section',
      text: { type: 'mrkdwn', text: 'Which did you mean: &lt;!channel&gt; &amp; &lt;https://x.example|this&gt;?', verbatim: true },
    });
  });

  it('Teams: the question, then an Action.Submit per reading posting the same values', () => {
    const card = teamsClarifyCard(QUESTION);
    expect(card).toEqual({
      type: 'AdaptiveCard',
      $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
      version: '1.5',
      body: [{ type: 'TextBlock', text: 'Which did you mean: Signups or Guest photo stories?', wrap: true }],
      actions: [
        { type: 'Action.Submit', title: 'Signups', data: { action: 'report', value: SIGNUPS_VALUE } },
        { type: 'Action.Submit', title: 'Guest photo stories', data: { action: 'report', value: STORIES_VALUE } },
      ],
    });
    expect(teamsProblems(card)).toEqual([]);
  });

  it('Teams, once a reading is pressed: the sentence that runs it in place of the question, bold as a card writes it, and no buttons', () => {
    const card = teamsReadingChosenCard('Working on *Revenue · Dec 2026*…\n\nRead "december" as Dec 2026, the coming one.');
    expect(card).toEqual({
      type: 'AdaptiveCard',
      $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
      version: '1.5',
      body: [
        { type: 'TextBlock', text: 'Working on **Revenue · Dec 2026**…', wrap: true },
        { type: 'TextBlock', text: 'Read "december" as Dec 2026, the coming one.', wrap: true },
      ],
    });
    expect(teamsProblems(card)).toEqual([]);
  });

  it('the preview page: the Slack message with its buttons, each carrying its value', () => {
    const html = toHtml(slackClarifyMessage(QUESTION, 'x'));
    expect(html).toContain(
      '<button type="button" class="rb-button" data-action-id="report_reading_1" data-value="{&#34;a&#34;:&#34;reading&#34;,&#34;v&#34;:1,&#34;c&#34;:&#34;signups last week&#34;}">Signups</button>',
    );
  });

  it('a terminal: a numbered list of the commands to type', () => {
    expect(clarifyList(QUESTION)).toBe(
      'Which did you mean: Signups or Guest photo stories?\n1. Signups: `/report signups last week`\n2. Guest photo stories: `/report stories last week`',
    );
  });

  it('a reading whose command would not fit in a button is left out, not broken', () => {
    const long = { label: 'Long', command: `signups ${'x'.repeat(2000)}` };
    const message = slackClarifyMessage({ ...QUESTION, readings: [QUESTION.readings[0]!, long] }, 'x');
    expect(message.blocks[1]).toMatchObject({ type: 'actions', elements: [{ value: SIGNUPS_VALUE }] });
    expect(teamsClarifyCard({ ...QUESTION, readings: [long] }).actions).toBeUndefined();
  });

  it('Slack: with no reading left to press, the question alone, and no empty actions block (Slack refuses one)', () => {
    const long = { label: 'Long', command: `signups ${'x'.repeat(2000)}` };
    const message = slackClarifyMessage({ ...QUESTION, readings: [long] }, 'x');
    expect(message.blocks).toEqual([
      { type: 'section', text: { type: 'mrkdwn', text: 'Which did you mean: Signups or Guest photo stories?', verbatim: true } },
    ]);
  });

  it('at most four readings: a fifth gets no button on either surface', () => {
    const commands = ['signups last week', 'stories last week', 'planners last week', 'referrals last week', 'occupancy last week'];
    const five: Clarification = { question: 'Which did you mean?', readings: commands.map((command, i) => ({ label: `R${i + 1}`, command })) };
    const slack = slackClarifyMessage(five, 'x').blocks[1] as { elements: { action_id: string; text: { text: string } }[] };
    expect(slack.elements.map((e) => [e.action_id, e.text.text])).toEqual([
      ['report_reading_1', 'R1'],
      ['report_reading_2', 'R2'],
      ['report_reading_3', 'R3'],
      ['report_reading_4', 'R4'],
    ]);
    expect(teamsClarifyCard(five).actions?.map((a) => a.title)).toEqual(['R1', 'R2', 'R3', 'R4']);
  });

  it("Slack: the notification text is cut to Slack's 1,000 characters", () => {
    // 1,200 characters: 1,000 'a' then 200 'b'; only the 'a's are kept.
    const text = `${'a'.repeat(1000)}${'b'.repeat(200)}`;
    expect(slackClarifyMessage(QUESTION, text).text).toBe('a'.repeat(1000));
  });

  it('Teams, once a reading is pressed: blank and padded lines of the sentence make no empty or indented text block', () => {
    const card = teamsReadingChosenCard('\n  Working on *Signups · last week*…  \n   \n\tRead "signups" as Signups.\n');
    expect(card.body).toEqual([
      { type: 'TextBlock', text: 'Working on **Signups · last week**…', wrap: true },
      { type: 'TextBlock', text: 'Read "signups" as Signups.', wrap: true },
    ]);
    expect(teamsProblems(card)).toEqual([]);
  });
});

describe('the pure answer to a question with two readings', () => {
  it('carries the question and the readings, each a whole command, and asks nothing of the service', () => {
    const a = answer('signups and stories last week', CONVERSATION, CLOCK);
    expect(a.kind).toBe('clarify');
    expect(a.clarify).toEqual(QUESTION);
    expect(a.then).toEqual({ kind: 'none' });
    expect(a.say).toBe(
      'Which did you mean: Signups or Guest photo stories?\n1. Signups: report-bot signups last week\n2. Guest photo stories: report-bot stories last week',
    );
    // Each reading is a command the grammar reads as a report.
    for (const reading of a.clarify!.readings) expect(answer(reading.command, CONVERSATION, CLOCK).then.kind).toBe('report');
  });
});

describe("a reading's button value", () => {
  it('decodes to its command', () => {
    expect(decodeActionValue(SIGNUPS_VALUE)).toEqual({ ok: true, action: 'reading', command: 'signups last week' });
  });

  it('runs its command exactly as if typed: a new report, said at once, not an update of the question', () => {
    const pressed = answerButton(SIGNUPS_VALUE, CONVERSATION, CLOCK, 'the-question-message');
    const typed = answer('signups last week', CONVERSATION, CLOCK);
    expect(pressed).toEqual({ ...typed, kind: 'button', action: 'reading' });
    expect(pressed.say).toBe('Working on *Signups · last week*…');
    expect(pressed.then).toMatchObject({ kind: 'report', query: { report: 'signups', range: 'last-week' } });
    expect(pressed.then).not.toHaveProperty('replaceMessageId');
  });

  it.each([
    ['an unknown field', '{"a":"reading","v":1,"c":"signups last week","x":1}'],
    ['another version', '{"a":"reading","v":2,"c":"signups last week"}'],
    ['no version', '{"a":"reading","c":"signups last week"}'],
    ['an empty command', '{"a":"reading","v":1,"c":""}'],
    ['a line break in the command', '{"a":"reading","v":1,"c":"signups\\nlast week"}'],
    ['a command longer than the grammar reads', JSON.stringify({ a: 'reading', v: 1, c: `signups ${'x'.repeat(1000)}` })],
    ['a query instead of a command', '{"a":"reading","v":1,"q":{"report":"signups","range":"last-week"}}'],
  ])('with %s is refused in one sentence', (_what, value) => {
    expect(decodeActionValue(value)).toEqual({ ok: false, message: 'That button is out of date; type the question again.' });
    expect(answerButton(value, CONVERSATION, CLOCK)).toEqual({
      kind: 'button',
      code: 'stale_button',
      say: STALE_READING_MESSAGE,
      then: { kind: 'none' },
    });
  });

  it.each([
    ['a report that does not exist', '{"a":"reading","v":1,"c":"payroll last week"}'],
    ['a command that is not a report', '{"a":"reading","v":1,"c":"access reset"}'],
    ['help', '{"a":"reading","v":1,"c":"help"}'],
  ])('changed to %s is refused as out of date, and nothing runs', (_what, value) => {
    expect(answerButton(value, CONVERSATION, CLOCK)).toEqual({
      kind: 'button',
      code: 'stale_button',
      say: 'That button is out of date; type the question again.',
      then: { kind: 'none' },
    });
  });

  it('a report button changed to claim to be a reading is refused; other report buttons keep their own sentence', () => {
    expect(decodeActionValue('{"a":"reading","q":{"report":"signups","range":"last-week","timeZone":"UTC"}}')).toEqual({
      ok: false,
      message: STALE_READING_MESSAGE,
    });
    expect(decodeActionValue('{"a":"refresh","c":"signups last week"}')).toEqual({ ok: false, message: STALE_ACTION_MESSAGE });
  });
});
