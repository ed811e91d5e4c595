/**
 * The Teams subscription form card, input to output: every card clean in the official
 * `adaptivecards` parser; a field's sentence right under that field; a time Teams could not
 * show is not echoed; the runs shown only when the values read well.
 */
import { describe, expect, it } from 'vitest';
import { subscribeAction, subscriptionDoneCard, subscriptionFormCard, type SubscriptionFormState } from '../../src/render/teams-forms.js';
import { adaptiveCardProblems } from './owners.js';

const STATE: SubscriptionFormState = {
  reports: [
    ['referrals', 'Referrals'],
    ['digest', 'Digest'],
  ],
  ranges: [
    ['last-week', 'Last week'],
    ['last-month', 'Last month'],
  ],
  cadences: [
    ['day', 'Every day'],
    ['week', 'Every week, on the day below'],
  ],
  days: ['monday', 'tuesday'],
  values: { report: 'digest', range: 'last-week', cadence: 'week', day: 'tuesday', time: '08:15', timeZone: 'Asia/Tokyo' },
  errors: {},
  preview: { described: 'Digest · last week, every Tuesday at 08:15 (Asia/Tokyo)', nextRuns: ['One', 'Two', 'Three'] },
};

describe('the Teams subscription form card', () => {
  it('holds the values as chosen, the runs, and the two Action.Execute buttons; clean in the official parser', () => {
    const card = subscriptionFormCard(STATE);
    expect(adaptiveCardProblems(card)).toEqual([]);
    expect(card.body.find((e) => 'id' in e && e.id === 'report')).toMatchObject({
      type: 'Input.ChoiceSet',
      label: 'Report',
      value: 'digest',
      choices: [
        { title: 'Referrals', value: 'referrals' },
        { title: 'Digest', value: 'digest' },
      ],
    });
    expect(card.body.find((e) => 'id' in e && e.id === 'day')).toMatchObject({
      value: 'tuesday',
      choices: [
        { title: 'Monday', value: 'monday' },
        { title: 'Tuesday', value: 'tuesday' },
      ],
    });
    expect(card.body.find((e) => 'id' in e && e.id === 'time')).toMatchObject({ type: 'Input.Time', value: '08:15' });
    const texts = card.body.flatMap((e) => (e.type === 'TextBlock' ? [e.text] : []));
    expect(texts.slice(-5)).toEqual(['Digest · last week, every Tuesday at 08:15 (Asia/Tokyo)', 'Next runs:', 'One', 'Two', 'Three']);
    expect(card.actions).toEqual([
      { type: 'Action.Execute', title: 'Preview', verb: 'subscriptionForm.preview', data: { form: 'subscription' } },
      { type: 'Action.Execute', title: 'Subscribe', verb: 'subscriptionForm.save', data: { form: 'subscription' }, style: 'positive' },
    ]);
  });

  it('puts each sentence right under its field, leaves out a time it cannot show, and no runs', () => {
    const card = subscriptionFormCard({
      ...STATE,
      values: { ...STATE.values, time: '9 o’clock', timeZone: 'Mars/Olympus' },
      errors: { time: 'Pick a time of day, like 09:00.', timeZone: 'Not a zone.' },
      preview: null,
    });
    expect(adaptiveCardProblems(card)).toEqual([]);
    const at = (id: string) => card.body.findIndex((e) => 'id' in e && e.id === id);
    expect(card.body[at('time')]).not.toHaveProperty('value');
    expect(card.body[at('time') + 1]).toEqual({
      type: 'TextBlock',
      text: 'Pick a time of day, like 09:00.',
      wrap: true,
      color: 'Attention',
      size: 'Small',
      spacing: 'None',
    });
    expect(card.body[at('timeZone')]).toMatchObject({ value: 'Mars/Olympus' });
    expect(card.body[at('timeZone') + 1]).toMatchObject({ text: 'Not a zone.', color: 'Attention' });
    expect(card.body[at('report') + 1]).toMatchObject({ type: 'Input.ChoiceSet', id: 'range' });
    expect(card.body.at(-1)).toMatchObject({ text: 'Press Preview to see when it would post.' });
  });

  it('the confirmation card: one block a paragraph, no buttons; clean', () => {
    const card = subscriptionDoneCard('Subscribed: Digest.\n\nId `abc`.');
    expect(adaptiveCardProblems(card)).toEqual([]);
    expect(card.body.map((e) => (e.type === 'TextBlock' ? e.text : ''))).toEqual(['New subscription', 'Subscribed: Digest.', 'Id `abc`.']);
    expect(card.actions).toBeUndefined();
  });

  it('"Subscribe to this" posts back the report and range', () => {
    expect(subscribeAction('referrals', 'last-month')).toEqual({
      type: 'Action.Submit',
      title: 'Subscribe to this',
      data: { action: 'subscribe', report: 'referrals', range: 'last-month' },
    });
  });
});

describe('the Teams subscription form card: how its words look', () => {
  it('opens with the title as a large bold heading and the intro as a subtle line right under it', () => {
    const card = subscriptionFormCard(STATE);
    // The official parser keeps every one of these properties (it reports any it drops).
    expect(adaptiveCardProblems(card)).toEqual([]);
    // A screen reader announces `style: heading`; the intro reads as a note to the title, not a field.
    expect(card.body.slice(0, 2)).toEqual([
      { type: 'TextBlock', text: 'New subscription', wrap: true, size: 'Large', weight: 'Bolder', style: 'heading' },
      {
        type: 'TextBlock',
        text: 'A report posted here on a schedule, the same as typing `subscribe …` in this conversation.',
        wrap: true,
        isSubtle: true,
        spacing: 'None',
      },
    ]);
  });

  it('shows what the values mean in bold, then "Next runs:" and the runs as one close list', () => {
    const card = subscriptionFormCard(STATE);
    expect(card.body.slice(-5)).toEqual([
      { type: 'TextBlock', text: 'Digest · last week, every Tuesday at 08:15 (Asia/Tokyo)', wrap: true, weight: 'Bolder', spacing: 'Medium' },
      { type: 'TextBlock', text: 'Next runs:', wrap: true, spacing: 'Small' },
      { type: 'TextBlock', text: 'One', wrap: true, spacing: 'None' },
      { type: 'TextBlock', text: 'Two', wrap: true, spacing: 'None' },
      { type: 'TextBlock', text: 'Three', wrap: true, spacing: 'None' },
    ]);
  });

  it('without runs, the hint to press Preview is a small subtle note set apart from the fields', () => {
    const card = subscriptionFormCard({ ...STATE, preview: null });
    expect(adaptiveCardProblems(card)).toEqual([]);
    expect(card.body.at(-1)).toEqual({
      type: 'TextBlock',
      text: 'Press Preview to see when it would post.',
      wrap: true,
      isSubtle: true,
      size: 'Small',
      spacing: 'Medium',
    });
    expect(card.body.at(-2)).toMatchObject({ type: 'Input.Text', id: 'timeZone' });
  });
});

describe('the Teams subscription form card: only an HH:mm time is shown back', () => {
  // Input.Time holds HH:mm; anything else would be shown wrong or refused by the host, so it is left out.
  it.each([
    ['08:15:30', 'with seconds after it'],
    ['at 08:15', 'with words before it'],
  ])('%s (%s) is not echoed', (time) => {
    const card = subscriptionFormCard({ ...STATE, values: { ...STATE.values, time }, preview: null });
    expect(adaptiveCardProblems(card)).toEqual([]);
    expect(card.body.find((e) => 'id' in e && e.id === 'time')).not.toHaveProperty('value');
  });
});

describe('the Teams confirmation card', () => {
  it('a bold title, then each paragraph close under it', () => {
    const card = subscriptionDoneCard('Subscribed: Digest.\n\nId `abc`.');
    expect(card.body).toEqual([
      { type: 'TextBlock', text: 'New subscription', wrap: true, weight: 'Bolder' },
      { type: 'TextBlock', text: 'Subscribed: Digest.', wrap: true, spacing: 'Small' },
      { type: 'TextBlock', text: 'Id `abc`.', wrap: true, spacing: 'Small' },
    ]);
  });

  it('a single line break stays inside its paragraph; blank or white-space-only paragraphs make no block', () => {
    const card = subscriptionDoneCard('\n\nSubscribed: Digest.\nNext run Monday.\n\n \n\nId `abc`.\n\n');
    expect(adaptiveCardProblems(card)).toEqual([]);
    expect(card.body.map((e) => (e.type === 'TextBlock' ? e.text : e.type))).toEqual([
      'New subscription',
      'Subscribed: Digest.\nNext run Monday.',
      'Id `abc`.',
    ]);
  });
});
