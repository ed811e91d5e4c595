/**
 * The asker's own occasions, said beside a question: a meeting, a call, a deadline ("need Q1
 * referrals before tomorrow's board meeting", "deadline is the 15th: signups last month", "the
 * deck is due friday"). Their days are when the answer is needed, not the days it is about, and
 * what the figures are for ("occupancy for staffing") is no topic asked.
 */
import { weekdayOf } from '../calendar.js';
import type { Token } from '../tokens.js';
import { WEEK_DAYS } from '../types.js';
import { WEEKDAY_BY_WORD } from '../words.js';

/**
 * Occasions of the asker's own, whose days are said beside them ("our owners meeting on wednesday", "due friday"). Not a
 * conference or a festival in town: "ADR over the conference, 6/10 to 6/14" asks about its days.
 */
const EVENTS = new Set(
  'call meeting meetings mtg lunch interview appointment presentation standup huddle sync briefing deadline due deck qbr offsite readout'.split(' '),
);
/** Reviews that are meetings ("the quarterly business review"), not a guest's. */
const MEETING_REVIEWS = new Set('business quarterly monthly annual performance budget'.split(' '));
/** Words between an occasion and its day: "a call with me thursday", "the review is next wednesday", "due by the 15th". */
const EVENT_TO_DAY = new Set('with me us them on this next later at our my the a an is was will be by for set scheduled moved'.split(' '));
/** Words before an occasion that make its day the one asked about ("signups from the webinar on tuesday"). */
const ABOUT_IT = new Set('from at during since after around through via'.split(' '));
/**
 * The days an occasion is said to be on: a weekday, today or tomorrow, a week, a day of a month ("the 21st", "may 3",
 * "4/20"). Not a month or a quarter: "the march board meeting", "the Q1 review" are about them.
 */
const NEAR_DAY =
  /^(on |by )?(next |this |coming )?(the )?((mon(day)?|tues?(day)?|wed(nesday)?|thu(rs?)?(day)?|fri(day)?|sat(urday)?|sun(day)?|today|tomorrow|tonight|tmrw)s?\b|\d{1,2}(st|nd|rd|th)|(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w* \d{1,2}(st|nd|rd|th)?|\d{1,2}\/\d{1,2})|\bweek$/i;
/** An hour of the day as a word: an appointment, when a day follows it ("my 9:30 tomorrow"). */
const HOUR = /\d(am|pm)$|^\d{1,2}:\d\d$/;
/** Words that make an hour after them an appointment ("before my 11am", "the 9:30 standup"), not when to post. */
const HOUR_OWNERS = new Set('my our the their his her your a'.split(' '));

function isEvent(tokens: readonly Token[], k: number): boolean {
  const word = tokens[k]?.text ?? '';
  if (word === 'review') return MEETING_REVIEWS.has(tokens[k - 1]?.text ?? '');
  // "due to the campaign" gives a cause, not a day.
  return EVENTS.has(word) && !(word === 'due' && tokens[k + 1]?.text === 'to');
}

/** Whether the occasion at `k` is what the question is about ("signups from the webinar"), not the asker's. */
function askedAbout(tokens: readonly Token[], k: number): boolean {
  return tokens.slice(Math.max(0, k - 4), k).some((t) => ABOUT_IT.has(t.text));
}

/** Whether what is said at `at` follows an occasion of the asker's ("the meeting on", "a call with the sponsor on"). */
function afterEvent(tokens: readonly Token[], at: number): boolean {
  // Back over the words between, of which one may be the occasion's own ("the call with the sponsor on the 21st").
  let own = 0;
  for (let k = at - 1; k >= 0 && at - k <= 6; k--) {
    if (HOUR.test(tokens[k]!.text) || isEvent(tokens, k)) return HOUR.test(tokens[k]!.text) || !askedAbout(tokens, k);
    if (!EVENT_TO_DAY.has(tokens[k]!.text) && ++own > 1) return false;
  }
  return false;
}

/** Whether the `len` words at `at` are followed by an occasion they are the day of ("tomorrow's board meeting", "the may 3 deck"). */
function beforeEvent(tokens: readonly Token[], at: number, len: number): boolean {
  for (let k = at + len; k <= at + len + 2 && k < tokens.length; k++) if (isEvent(tokens, k)) return !askedAbout(tokens, at);
  return false;
}

/** Whether the time of day at `at` (`len` words) is an appointment of the asker's: theirs, or one of their events. */
export function ownHour(tokens: readonly Token[], at: number, len: number): boolean {
  const after = tokens[at + len]?.text ?? '';
  return afterEvent(tokens, at) || HOUR_OWNERS.has(tokens[at - 1]?.text ?? '') || isEvent(tokens, at + len) || after === 'with';
}

/** Whether the period at `at` (`typed`) is the day of an occasion of the asker's, said just before or after it. */
export function ownTime(tokens: readonly Token[], at: number, typed: string): boolean {
  const day = typed.trim();
  return NEAR_DAY.test(day) && (afterEvent(tokens, at) || beforeEvent(tokens, at, day.split(/\s+/).length));
}

/** Words before a day that state it as the asker's today: "it's the 24th", "today's monday 4/24", "as of 4/24". */
const STATING = /(?:^|\s)(?:it is|today|today is|today being|now that it is|through)$/;
/** Words before a period that state the asker is in it: "now that we're in the last week of april". */
const WITHIN = /(?:^|\s)(?:now that it is|now that we are(?: in)?|we are in)$/;

/**
 * Whether the days said at `at` (`typed`, running `days`) are the asker's today stated as where they stand, not a period
 * asked: "it's the 24th: bookings last week", "monday 4/24 here", "now that it's late april", "now that we're in the
 * last week of april". Said after "today" ("today's the 24th"), that "today" is the statement's too.
 */
export function statesToday(tokens: readonly Token[], at: number, typed: string, days: { start: string; end: string }, today: string): boolean {
  const before = wordsBefore(tokens, at, 4);
  const holdsToday = days.start <= today && today <= days.end;
  if (holdsToday && WITHIN.test(before)) return true;
  // The day itself, its weekday's name ("it's monday", read of what has happened as last monday), or the part of the month.
  const isToday = (days.start === today && days.end === today) || WEEKDAY_BY_WORD.get(typed) === WEEK_DAYS[weekdayOf(today)];
  if (!isToday && !(/^(the )?(early|mid|late|end)\b/.test(typed) && holdsToday)) return false;
  // A day written out opening the message, with its weekday or before a dash: "monday, 24 apr: …", "4/24 — stories for q1".
  const after = tokens[at + typed.split(/\s+/).length]?.text;
  const opening = at === 0 && /\d/.test(typed) && (after === '..' || WEEKDAY_BY_WORD.has(typed.split(' ')[0]!));
  return STATING.test(before) || after === 'here' || opening;
}

/** What people plan with the figures they ask for: said as what they are for, it is no topic asked. */
const PURPOSES = new Set(['staffing', 'housekeeping', 'payroll', 'budgets']);

/** Words after a team that make it who speaks or asks, or say what is theirs ("front desk here", "front desk asked me", "front desk kiosk"). */
const SPEAKS = new Set(
  'here asked asks asking says said counted wants wanted needs mentioned reported told kiosk manager supervisor lead'.split(' '),
);

/** Staff said as people ("front desk needs", "staff asked"), not as the topic ("staffing needs"). */
const TEAMS = new Set(['front desk', 'staff', 'housekeeper', 'employee', 'employees', 'housekeepers']);

/** Words before "to" that make the word after it what the asker means to do ("trying to price the brunch package"). */
const MEANS_TO = /(?:^|\s)(?:trying|try|want|wants|need|needs|planning|hoping|so (?:we|i) can|in order) to$/;

/**
 * Whether a topic no report holds, said at `at` (`len` words), is said in passing, not asked: what the figures are for
 * ("occupancy for staffing", "for our holiday staffing plans", "trying to price the brunch package"), or a team as who
 * asks or where the asker works ("front desk here", "new at the front desk", "front desk counted 35 walk-ins"). "Who's
 * on the front desk" asks about it.
 */
export function saidInPassing(tokens: readonly Token[], at: number, len: number, topic: string): boolean {
  const before = wordsBefore(tokens, at, 3);
  // Not what is measured against it: "are we on track for the annual budget", "for september vs budget".
  const against = /\b(?:track|pace|tracking|pacing|headed|heading) for\b|\b(?:vs|versus|against|than)$/.test(wordsBefore(tokens, at, 5));
  const purpose = (PURPOSES.has(topic) && before.split(' ').includes('for') && !against) || MEANS_TO.test(wordsBefore(tokens, at, 4));
  const who =
    topic === 'staffing' &&
    TEAMS.has(wordsBefore(tokens, at + len, len)) &&
    (SPEAKS.has(tokens[at + len]?.text ?? '') || /(?:^|\s)(?:new at the|new on the|from the)$/.test(before));
  return purpose || who;
}

/** The up to `n` words before `at`, as one string. */
const wordsBefore = (tokens: readonly Token[], at: number, n: number): string =>
  tokens
    .slice(Math.max(0, at - n), at)
    .map((t) => t.text)
    .join(' ');
