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
