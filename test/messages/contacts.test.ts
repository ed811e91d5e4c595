/**
 * A message may quote what a person typed; e-mail addresses and phone numbers in it never reach
 * a chat message, whichever message quotes them.
 */
import { describe, expect, it } from 'vitest';
import { message } from '../../src/messages/index.js';

describe('quoted words with contact details', () => {
  it.each([
    ['bob.smith@example.com', 'I don\'t understand "[e-mail]".'],
    ['555-123-4567', 'I don\'t understand "[phone]".'],
    ['(555) 123 4567', 'I don\'t understand "[phone]".'],
    ['+1 555.123.4567', 'I don\'t understand "[phone]".'],
  ])('%s is masked', (typed, said) => {
    expect(message('grammar.notUnderstood', { words: typed })).toBe(said);
  });

  it.each(['2026-03-01..2026-03-31', '0d3e8a51-6f2c-4b97-8e1a-4a7c9b2d5f83', 'harbor-view-inn', '$1,234.56'])('%s is left as it is', (typed) => {
    expect(message('grammar.notUnderstood', { words: typed })).toBe(`I don't understand "${typed}".`);
  });
});
