/**
 * The Adaptive Card helpers every Teams card goes through: its size as Teams counts it against
 * 28 KB, and the zero-width space that breaks markdown link syntax in text from data. Cards are
 * typed by Microsoft's `@microsoft/teams.cards` model (through adaptive-card.ts); expected values
 * typed out by hand.
 */
import { describe, expect, it } from 'vitest';
import { CARD_SCHEMA, cardBytes, noLinks, type AdaptiveCard } from '../../src/render/adaptive-card.js';

/** One image and nothing else, so the bytes can be counted by hand. */
const cardWithImage = (url: string): AdaptiveCard => ({
  type: 'AdaptiveCard',
  $schema: CARD_SCHEMA,
  version: '1.5',
  body: [{ type: 'Image', url, altText: 'Café chart' }],
});

describe('cardBytes', () => {
  // {"type":"AdaptiveCard","$schema":"http://adaptivecards.io/schemas/adaptive-card.json","version":"1.5",
  //  "body":[{"type":"Image","url":"","altText":"Café chart"}]} is 160 characters, 161 UTF-8 bytes (é is two).
  it('counts a data-URI image as an empty string: it is measured, and limited, as an image', () => {
    expect(cardBytes(cardWithImage('data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB'))).toBe(161);
  });

  it('counts a linked image by its whole URL, in UTF-8 bytes', () => {
    // The same card with the 23 characters of https://x.example/c.png in the url: 161 + 23.
    expect(cardBytes(cardWithImage('https://x.example/c.png'))).toBe(184);
  });
});

describe('noLinks', () => {
  it.each([
    ['[click](https://evil.example)', '[click]\u200B(https://evil.example)'],
    ['[click] (https://evil.example)', '[click]\u200B(https://evil.example)'],
    ['[click] \t (https://evil.example)', '[click]\u200B(https://evil.example)'],
    ['[a](b) and [c](d)', '[a]\u200B(b) and [c]\u200B(d)'],
  ])('puts a zero-width space between ] and ( of a link, with or without spaces between: %s', (text, shown) => {
    expect(noLinks(text)).toBe(shown);
  });

  it.each([['[a]x(b)'], ['[a] and (b)'], ['[only brackets]'], ['(only parentheses)'], ['a ( b ] c']])(
    'leaves brackets and parentheses that do not make a link as typed: %s',
    (text) => {
      expect(noLinks(text)).toBe(text);
    },
  );
});
