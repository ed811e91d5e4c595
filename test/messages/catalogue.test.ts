/**
 * The message catalogue (issue 29, item 4): every English message is ICU that parses and
 * formats; plurals choose their words; the words follow the reader's language (English until
 * another catalogue exists) while figures in arguments follow the reader's whole locale.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/messages/en.js';
import { conversation } from '../../src/messages/en/conversation.js';
import { failures } from '../../src/messages/en/failures.js';
import { figures } from '../../src/messages/en/figures.js';
import { forms } from '../../src/messages/en/forms.js';
import { grammar } from '../../src/messages/en/grammar.js';
import { help } from '../../src/messages/en/help.js';
import { reports } from '../../src/messages/en/reports.js';
import { tables } from '../../src/messages/en/tables.js';
import { DEFAULT_LOCALE, message, messageIds, messagesOf, type MessageCatalogue } from '../../src/messages/index.js';

/** An ICU element as the parser gives it: its type (1 argument, 2 number, 5 select, 6 plural…), its name, its branches. */
interface Element {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
}

/** Each argument a message names, with a sample value: a number for plurals and numbers, a branch name for selects. */
function samples(elements: readonly Element[], into = new Map<string, string | number>()): Map<string, string | number> {
  for (const e of elements) {
    if (e.type === 1 && e.value !== undefined && !into.has(e.value)) into.set(e.value, `«${e.value}»`);
    if ((e.type === 2 || e.type === 6) && e.value !== undefined) into.set(e.value, 1234.5);
    if (e.type === 5 && e.value !== undefined) into.set(e.value, Object.keys(e.options ?? {})[0] ?? 'other');
    for (const branch of Object.values(e.options ?? {})) samples(branch.value, into);
  }
  return into;
}

describe('the English catalogue', () => {
  it('holds ids of the form area.name, each an ICU message that parses', () => {
    expect(messageIds().length).toBeGreaterThan(40);
    for (const id of messageIds()) {
      expect(id).toMatch(/^[a-z]+(\.[a-zA-Z0-9]+)+$/);
      expect(() => new IntlMessageFormat(en[id], 'en-US', undefined, { ignoreTag: true }), id).not.toThrow();
    }
  });

  it('names each id in one area file only: merging them loses none', () => {
    const areas = [conversation, grammar, help, forms, reports, figures, tables, failures];
    const ids = areas.flatMap((area) => Object.keys(area));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.length).toBe(messageIds().length);
  });

  it('formats every message with sample values, every select branch, leaving no brace or quote mark of ICU behind', () => {
    for (const id of messageIds()) {
      const ast = new IntlMessageFormat(en[id], 'en-US', undefined, { ignoreTag: true }).getAst() as Element[];
      const values = Object.fromEntries(samples(ast));
      const branches = ast.filter((e) => e.type === 5).flatMap((e) => Object.keys(e.options ?? {}).map((k) => ({ ...values, [e.value ?? '']: k })));
      for (const v of [values, ...branches]) {
        const said = message(id, v);
        expect(said, id).not.toMatch(/[{}]/);
        expect(said, id).not.toContain('undefined');
        // An argument given is said: each string sample shows up in the sentence (unless its branch leaves it out).
        expect(said.length, id).toBeGreaterThan(0);
      }
    }
  });

  it('says a sentence with its arguments as it was written before the catalogue', () => {
    expect(message('subscription.removed', { id: 'ab12cd', query: 'Digest · last week' })).toBe(
      'Removed subscription `ab12cd` (Digest · last week).',
    );
    expect(message('subscription.listFooter', { paused: 'no' })).toBe('To stop one: `/report unsubscribe <id>`.');
    expect(message('subscription.listFooter', { paused: 'yes' })).toBe(
      'To stop one: `/report unsubscribe <id>`. A paused subscription does not post; remove it and subscribe again once I can post here.',
    );
    expect(message('access.changeFailed')).toBe("I could not change this channel's access right now; nothing was changed. Try again in a minute.");
  });
});

describe('plurals', () => {
  it('count nights picked up: one night either way, nights otherwise (none included)', () => {
    const said = (count: number, nights: string) => message('insight.pickupAmounts', { count, nights, revenue: '+$90.00' });
    expect(said(1, '+1')).toBe('+1 night and +$90.00');
    expect(said(1, '\u22121')).toBe('\u22121 night and +$90.00');
    expect(said(0, '+0')).toBe('+0 nights and +$90.00');
    expect(said(312, '+312')).toBe('+312 nights and +$90.00');
  });

  it('name a rolling range: one day, four weeks', () => {
    expect(message('range.rolling', { dir: 'last', n: '1', count: 1, unit: 'day' })).toBe('last 1 day');
    expect(message('range.rolling', { dir: 'next', n: '4', count: 4, unit: 'week' })).toBe('next 4 weeks');
    expect(message('range.rolling', { dir: 'last', n: '3', count: 3, unit: 'month' })).toBe('last 3 months');
  });

  it('agree with the sections a digest leaves out: one is, two are', () => {
    expect(message('report.leftOut', { sections: 'Signups', count: 1 })).toBe("Signups is left out: this channel's access does not include it.");
    expect(message('report.leftOut', { sections: 'Signups and Stories', count: 2 })).toBe(
      "Signups and Stories are left out: this channel's access does not include them.",
    );
  });

  it('count what a message left out: one story, two stories, rows without a noun', () => {
    expect(message('limits.andMore', { what: 'stories', count: 1 })).toBe('and 1 more story');
    expect(message('limits.andMore', { what: 'stories', count: 2 })).toBe('and 2 more stories');
    expect(message('limits.andMore', { what: 'rows', count: 1234 })).toBe('and 1,234 more');
  });

  it('say one subscription and 25 subscriptions', () => {
    expect(message('subscription.tooMany', { count: 1 })).toBe(
      'This conversation already has 1 subscription, the most it can have. Remove one with `/report unsubscribe <id>` first.',
    );
    expect(message('subscription.tooMany', { count: 25 })).toBe(
      'This conversation already has 25 subscriptions, the most it can have. Remove one with `/report unsubscribe <id>` first.',
    );
  });
});

describe('the reader’s locale', () => {
  it('writes a number argument as de-DE does while the words stay English', () => {
    expect(message('subscription.listHeading', { count: 1234.5 }, 'de-DE')).toBe('Subscriptions in this conversation (1.234,5):');
    expect(message('subscription.listHeading', { count: 1234.5 }, 'en-US')).toBe('Subscriptions in this conversation (1,234.5):');
    expect(message('subscription.tooMany', { count: 1234 }, 'de-DE')).toContain('already has 1.234 subscriptions,');
  });

  it('is en-US when absent or not a locale Intl takes, and English for a language with no catalogue', () => {
    expect(DEFAULT_LOCALE).toBe('en-US');
    expect(message('subscription.listHeading', { count: 1234.5 })).toBe('Subscriptions in this conversation (1,234.5):');
    expect(message('subscription.listHeading', { count: 1234.5 }, 'not a locale!')).toBe('Subscriptions in this conversation (1,234.5):');
    expect(message('subscription.listHeading', { count: 3 }, 'ja-JP')).toBe('Subscriptions in this conversation (3):');
    expect(message('subscription.needRedis', undefined, 'xx-YY')).toBe('Scheduled digests need Redis: set REDIS_URL.');
  });

  it('keeps each locale’s compiled message apart: de-DE after en-US, and en-US again after it', () => {
    const said = ['en-US', 'de-DE', 'en-US', 'fr-FR'].map((l) => message('alert.listHeading', { count: 1234.5 }, l));
    expect(said).toEqual([
      'Alerts in this conversation (1,234.5):',
      'Alerts in this conversation (1.234,5):',
      'Alerts in this conversation (1,234.5):',
      'Alerts in this conversation (1\u202f234,5):',
    ]);
  });
});

describe('a language added as one catalogue', () => {
  // Two sentences in German, and one Swiss word where Switzerland writes it its own way.
  const de: MessageCatalogue = {
    'subscription.needRedis': 'Geplante Berichte brauchen Redis: REDIS_URL setzen.',
    'subscription.listHeading': 'Abonnements in dieser Unterhaltung ({count, number}):',
  };
  const deCH: MessageCatalogue = { 'subscription.needRedis': 'Geplante Berichte brauchen Redis: REDIS_URL festlegen.' };
  const say = messagesOf({ en, de, 'de-CH': deCH });

  it('is chosen by the reader’s language, its figures by the whole locale', () => {
    expect(say('subscription.needRedis', undefined, 'de-DE')).toBe('Geplante Berichte brauchen Redis: REDIS_URL setzen.');
    expect(say('subscription.needRedis', undefined, 'de-AT')).toBe('Geplante Berichte brauchen Redis: REDIS_URL setzen.');
    expect(say('subscription.listHeading', { count: 1234.5 }, 'de-DE')).toBe('Abonnements in dieser Unterhaltung (1.234,5):');
    expect(say('subscription.listHeading', { count: 1234.5 }, 'de-CH')).toBe("Abonnements in dieser Unterhaltung (1'234.5):");
  });

  it('gives way to a region’s own catalogue, and to English for what it leaves out or another language', () => {
    expect(say('subscription.needRedis', undefined, 'de-CH')).toBe('Geplante Berichte brauchen Redis: REDIS_URL festlegen.');
    expect(say('subscription.removed', { id: 'ab12cd', query: 'Digest · last week' }, 'de-DE')).toBe(
      'Removed subscription `ab12cd` (Digest · last week).',
    );
    expect(say('subscription.needRedis', undefined, 'fr-FR')).toBe('Scheduled digests need Redis: set REDIS_URL.');
    expect(say('subscription.needRedis')).toBe('Scheduled digests need Redis: set REDIS_URL.');
  });
});
