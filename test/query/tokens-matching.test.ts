/**
 * The second half of tokens.ts, called directly: which leading words `tokenize` drops (a
 * configured bot name, an @mention, one "/report" / "report" / "@report"), how `commandError`
 * and `fail` build errors (no `suggestion` key when there is none; a word quoted back longer
 * than 40 characters is cut to 39 and "…"), the swap step of `editDistance`, the length
 * steps of `tolerance`, and the 40-character cut-off of `closest`. parse.test.ts pins the
 * common distances ("referals", "kitten"/"sitting"); this file pins the edges around them.
 */
import { describe, expect, it } from 'vitest';
import { closest, commandError, editDistance, fail, tokenize, tolerance } from '../../src/query/tokens.js';

describe('tokenize: leading words that are not the command', () => {
  it('keeps every word when the configured bot name is not typed', () => {
    // Two words of command, two words of bot name: nothing may be dropped just because the counts match.
    expect(tokenize('referrals last-month', 'Report Bot')).toEqual([
      { raw: 'referrals', text: 'referrals' },
      { raw: 'last-month', text: 'last-month' },
    ]);
  });

  it('drops the bot name only when every word of it is typed, then the "report" prefix', () => {
    // "Report referrals" shares only its first word with "Report Bot": not the name, but "report" is the prefix.
    expect(tokenize('Report referrals', 'Report Bot')).toEqual([{ raw: 'referrals', text: 'referrals' }]);
  });

  it.each(['report referrals', 'REPORT referrals', '/report referrals', '@report referrals', '@Report referrals'])(
    '"%s" reads as "referrals"',
    (input) => {
      expect(tokenize(input)).toEqual([{ raw: 'referrals', text: 'referrals' }]);
    },
  );

  it('drops a leading @mention other than @report when no bot name is configured', () => {
    expect(tokenize('@reportbot bookings')).toEqual([{ raw: 'bookings', text: 'bookings' }]);
  });

  it('takes "@report" as the one command prefix, not as a mention, so a second "report" stays a word', () => {
    // Only one prefix word is dropped, as after "/report": "/report report bookings" keeps "report" too.
    expect(tokenize('@report report bookings')).toEqual([
      { raw: 'report', text: 'report' },
      { raw: 'bookings', text: 'bookings' },
    ]);
    expect(tokenize('/report report bookings')).toEqual([
      { raw: 'report', text: 'report' },
      { raw: 'bookings', text: 'bookings' },
    ]);
  });
});

describe('commandError and fail', () => {
  it('leaves the suggestion key out when there is no suggestion', () => {
    const error = commandError('unknown_word', 'I don\'t understand "foo".');
    expect(error).toStrictEqual({ code: 'unknown_word', message: 'I don\'t understand "foo".' });
    expect(Object.keys(error)).toEqual(['code', 'message']);
  });

  it('keeps a suggestion when there is one', () => {
    expect(commandError('unknown_word', 'I don\'t understand "foo".', 'Try "/report referrals".')).toStrictEqual({
      code: 'unknown_word',
      message: 'I don\'t understand "foo".',
      suggestion: 'Try "/report referrals".',
    });
  });

  it('quotes back a word of exactly 40 characters whole', () => {
    // "abcdefghij" four times: 40 characters, the limit itself.
    expect(commandError('unknown_word', 'I don\'t understand "abcdefghijabcdefghijabcdefghijabcdefghij".').message).toBe(
      'I don\'t understand "abcdefghijabcdefghijabcdefghijabcdefghij".',
    );
  });

  it('cuts a quoted word of 41 characters to its first 39 and "…"', () => {
    // 41 = "abcdefghij" x4 + "k"; the first 39 are "abcdefghij" x3 + "abcdefghi".
    expect(commandError('unknown_word', 'I don\'t understand "abcdefghijabcdefghijabcdefghijabcdefghijk" here.').message).toBe(
      'I don\'t understand "abcdefghijabcdefghijabcdefghijabcdefghi…" here.',
    );
  });

  it('shortens each long quote on its own and leaves short ones and the suggestion alone', () => {
    const long = 'abcdefghijabcdefghijabcdefghijabcdefghijk';
    expect(commandError('bad_option', `"${long}" is not "ab" or "${long}x".`, `Try "${long}".`)).toStrictEqual({
      code: 'bad_option',
      message: '"abcdefghijabcdefghijabcdefghijabcdefghi…" is not "ab" or "abcdefghijabcdefghijabcdefghijabcdefghi…".',
      suggestion: 'Try "abcdefghijabcdefghijabcdefghijabcdefghijk".',
    });
  });

  it('fail wraps the error with the number of words it consumed', () => {
    expect(fail(3, 'unknown_word', 'I don\'t understand "abcdefghijabcdefghijabcdefghijabcdefghijk".')).toStrictEqual({
      len: 3,
      error: { code: 'unknown_word', message: 'I don\'t understand "abcdefghijabcdefghijabcdefghijabcdefghi…".' },
    });
  });
});

describe('editDistance: the swap step', () => {
  it.each([
    // "ax" -> "ya": the letters match only crosswise (a[0] = b[1]), not as a swap (a[1] != b[0]): two substitutions.
    ['ax', 'ya', 2],
    // "xa" -> "ay": the mirror case (a[1] = b[0], a[0] != b[1]): two substitutions.
    ['xa', 'ay', 2],
    // "mnoth" -> "month": swap "no" -> "on", one typo.
    ['mnoth', 'month', 1],
    // "ab" -> "ba": one swap.
    ['ab', 'ba', 1],
    // "abc" -> "ca": substitute a->c, b->a, delete c = 3. Deleting b and then swapping "ac" would be 2,
    // but this distance never edits a swapped pair again (optimal string alignment), so 3.
    ['abc', 'ca', 3],
  ])('editDistance(%s, %s) is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });
});

describe('tolerance', () => {
  it.each([
    ['a', 0],
    ['ab', 0],
    ['abc', 1],
    ['abcde', 1],
    ['abcdef', 2],
  ])('a word like "%s" tolerates %i typos', (word, typos) => {
    expect(tolerance(word)).toBe(typos);
  });
});

describe('closest', () => {
  it('does not correct a two-letter word even by one letter', () => {
    // "bu" -> "by": one substitution, but two-letter words tolerate none.
    expect(closest('bu', ['by'])).toBeUndefined();
  });

  it('still looks up a word of 40 characters', () => {
    // 40 a's -> 39 a's: one deletion, within the tolerance of 2.
    expect(closest('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', ['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'])).toBe(
      'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    );
  });

  it('never corrects a word of 41 characters', () => {
    // 41 a's -> 40 a's would be one deletion, but input this long is not a typo of a keyword.
    expect(closest('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', ['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'])).toBeUndefined();
  });
});
