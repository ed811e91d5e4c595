/**
 * A question wrapped in the story around it, as people write in Slack (the voice of held-out set
 * DI): greetings, why they ask, who it is for, what they will do with it, an emoji between two
 * sentences. The days, names and topics of the story are never read as the question's. Every
 * expected reading is worked out by hand from the instant fixed here (weeks from Sunday, UTC).
 */
import { describe, expect, it } from 'vitest';
import { readingAt, understandAt } from './helpers.js';

/** Monday, Aug 20, 2029, 16:30: yesterday Sunday Aug 19; last week Aug 12 to 18; last month July. */
const MONDAY = '2029-08-20T16:30:00Z';
const reading = readingAt(MONDAY);
const result = (question: string) => understandAt(MONDAY)(question).result;

describe('after a question mark, a sentence in lower case that tells the story is left out', () => {
  it.each([
    // Its days are the story's: the 9th, the 27th, the 30th.
    ['signups by city last month? we swapped the popup on the 9th so i want the before picture', 'signups last-month by city'],
    ['bookings last week? sorry, the board moved our meeting to the 27th', 'bookings last-week'],
    ['occupancy for the next 14 days? the wedding planner is asking whether we can hold a block', 'occupancy next-14-days'],
    ['stories for Harbor View Inn in q2? finance wants it before the 30th', 'stories 2029-q2 property harbor-view-inn'],
    // What it does not hold is no refusal there ("reply", an act; "targets").
    ['referrals for yesterday? just want to see whether the push worked before I reply to them', 'referrals yesterday'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it('a sentence that adds to the question is kept: "weekly over the last 8 weeks"', () => {
    expect(reading('how did stories trend? weekly over the last 8 weeks')).toBe('stories last-8-weeks by week');
  });

  it('an emoji between two sentences ends the first', () => {
    expect(reading('referral revenue ytd by month please :pray: the sponsor needs the numbers by next tuesday')).toBe('referrals this-year by month');
  });

  it('a story in brackets is left out, wherever it stands', () => {
    expect(reading('for my month-end prep (I know it is early, I am off from the 28th) could you pull bookings for july')).toBe('bookings 2029-07');
  });
});

describe('what the answer is for is no part of the question', () => {
  it.each([
    // "review" names no stories, "partner" no channel.
    ['opt-outs last week vs the week before for the deliverability review', 'optouts last-week vs previous'],
    ['referral transactions last month for the partner newsletter', 'referrals last-month focus referralTransactions'],
    // A name in it is asked for.
    ['signups last month for the Harbor View pitch', 'signups last-month property harbor-view-inn'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe("an hour of the asker's own is no schedule", () => {
  it.each([
    ['before my 11am: how many bookings yesterday?', 'bookings yesterday'],
    ['stories last week for the 9:30 with the GM', 'stories last-week'],
    // The day of the appointment is not the period asked.
    ['occupancy next week, for my 9:30 tomorrow', 'occupancy next-week'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it('an hour to post at is still a schedule, which only a subscription has', () => {
    const asked = result('send me bookings at 9am');
    expect(asked.kind === 'error' && asked.error.code).toBe('bad_schedule');
  });
});

describe('a word of the story that no common dictionary has is still a word', () => {
  it.each([
    ['hiya, stories last week', 'stories last-week'],
    ['bookings last month, sorry for the late-ish ping', 'bookings last-month'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it.each([
    // Capitalised within the sentence it is a name, which the data does not hold: never left out.
    ['what did Jane Doe book with us last year', 'Jane'],
    // Nor where what is asked about is said: who did something, what is compared.
    ['how many times did jane doe stay with us in 2028', 'jane'],
  ])('%s is not answered: "%s" is not understood', (question, word) => {
    const asked = result(question);
    expect(asked.kind).toBe('error');
    expect(asked.kind === 'error' && asked.error.message).toContain(`"${word}"`);
  });
});

describe('the words of a report as colleagues say them', () => {
  it.each([
    ['testimonials collected last week', 'stories last-week'],
    ['ambassador signups last month', 'signups last-month'],
    ['saved trips by discovery for q1', 'planners 2029-q1 by discovery'],
    ['how much lodging revenue got booked in 2028?', 'bookings 2028'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('a formatted message: mentions, quoted lines, signatures', () => {
  it.each([
    // A mention anywhere says whom the message is for.
    ['hey @Report bot how are signups this week?', 'signups this-week'],
    // The lines quoted are what the question answers: their "Aug 4" is not the period.
    [
      'Hi,\n> Subject: spike in unsubscribes??\n> feels like a lot of people left the list after the Aug 4 send\n\n@Report bot can you show opt-outs by day for the last 14 days?',
      'optouts last-14-days by day',
    ],
    // Where the message's own lines only point to them, the quoted lines are the question.
    [
      'Forwarding this:\n> From: Beth\n> Subject: numbers\n> could you send referral transactions for June?\n\n@Report bot can you do this one',
      'referrals 2029-06 focus referralTransactions',
    ],
    // A signature after the sign-off, its separators and phone extension no words; a name on the sign-off's own line.
    ['Could you share signups for last week?\nThank you,\nMarco | Front Office | ext. 4417', 'signups last-week'],
    ['booking revenue for q2?\nthanks! — Ana, Finance x221', 'bookings 2029-q2'],
    // An arrow between days runs from one to the other; a TL;DR is a summary.
    ['referrals Jan 1 → Feb 12 grouped by week', 'referrals 2029-01-01..2029-02-12 by week'],
    ['TL;DR of last quarter please', 'digest last-quarter'],
  ])('%j -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
