/**
 * An error's sentence in its reader's locale (issue 29, item 4): an error is thrown where no
 * reader is known (the API client, a store, a delivery), keeps its catalogue sentence, and is
 * said again in the locale of whoever is shown it, from the catalogue the reader is handed
 * (here one with a few German sentences written by hand).
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.js';
import { storeUnavailable, userMessageOf } from '../../src/errors.js';
import { en } from '../../src/messages/en.js';
import { messagesOf } from '../../src/messages/index.js';

// A few German sentences, written by hand; the rest of the catalogue is English.
const say = messagesOf({
  en,
  de: {
    'api.unavailable': 'Der Berichtsdienst antwortet gerade nicht; versuche es in ein paar Minuten noch einmal.',
    'error.internal': 'Etwas ist schiefgegangen.',
    'error.storeUnavailable': 'Redis antwortet gerade nicht.',
  },
});
const reader = (locale: string) => ({ locale, say });

describe('an error shown to a reader', () => {
  it('is said in the reader’s locale, and in English without one or for a language with no catalogue', () => {
    const err = new ApiError('unavailable', { operation: 'sponsorReferrals' });
    expect(userMessageOf(err, reader('de-DE'))).toBe('Der Berichtsdienst antwortet gerade nicht; versuche es in ein paar Minuten noch einmal.');
    expect(userMessageOf(err)).toBe('The reporting service is not answering right now; try again in a few minutes.');
    expect(userMessageOf(err, reader('ja-JP'))).toBe('The reporting service is not answering right now; try again in a few minutes.');
    // What is logged stays in the default locale.
    expect(err.userMessage).toBe('The reporting service is not answering right now; try again in a few minutes.');
    expect(userMessageOf(storeUnavailable(new Error('ECONNREFUSED')), reader('de-CH'))).toBe('Redis antwortet gerade nicht.');
  });

  it('says what is not ours generically, in the reader’s locale', () => {
    expect(userMessageOf(new TypeError('x is undefined'), reader('de-DE'))).toBe('Etwas ist schiefgegangen.');
  });
});
