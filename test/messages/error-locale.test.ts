/**
 * An error's sentence in its reader's locale (issue 29, item 4): an error is thrown where no
 * reader is known (the API client, a store, a delivery), keeps its catalogue sentence, and is
 * said again in the locale of whoever is shown it. The app's languages are a const, so this
 * file's module graph is given a catalogue with a few German sentences written by hand.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../src/messages/index.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/messages/index.js')>();
  const { en } = await import('../../src/messages/en.js');
  const de = {
    'api.unavailable': 'Der Berichtsdienst antwortet gerade nicht; versuche es in ein paar Minuten noch einmal.',
    'error.internal': 'Etwas ist schiefgegangen.',
    'error.storeUnavailable': 'Redis antwortet gerade nicht.',
  };
  return { ...real, message: real.messagesOf({ en, de }) };
});

// The suites' setup registered the reports, which loaded src/errors.ts with the app's catalogue: load it again with this one.
vi.resetModules();
const { ApiError } = await import('../../src/api/errors.js');
const { storeUnavailable, userMessageOf } = await import('../../src/errors.js');

describe('an error shown to a reader', () => {
  it('is said in the reader’s locale, and in English without one or for a language with no catalogue', () => {
    const err = new ApiError('unavailable', { operation: 'sponsorReferrals' });
    expect(userMessageOf(err, 'de-DE')).toBe('Der Berichtsdienst antwortet gerade nicht; versuche es in ein paar Minuten noch einmal.');
    expect(userMessageOf(err)).toBe('The reporting service is not answering right now; try again in a few minutes.');
    expect(userMessageOf(err, 'ja-JP')).toBe('The reporting service is not answering right now; try again in a few minutes.');
    // What is logged stays in the default locale.
    expect(err.userMessage).toBe('The reporting service is not answering right now; try again in a few minutes.');
    expect(userMessageOf(storeUnavailable(new Error('ECONNREFUSED')), 'de-CH')).toBe('Redis antwortet gerade nicht.');
  });

  it('says what is not ours generically, in the reader’s locale', () => {
    expect(userMessageOf(new TypeError('x is undefined'), 'de-DE')).toBe('Etwas ist schiefgegangen.');
  });
});
