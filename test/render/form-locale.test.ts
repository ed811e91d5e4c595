/**
 * The forms are said in the person's locale (issue 29, item 4): the Slack subscription and
 * alert modals, the Teams form card, the "Subscribe to this" buttons and the sentences on a
 * wrong field take the person's locale down to every message they say. Each is handed a reader
 * with a catalogue of a few German words (written by hand below), as a reader's locale is
 * handed down; a language without a catalogue stays English.
 */
import type { InputBlock, ModalView, StaticSelect } from '@slack/types';
import type { ReportQuery } from '../../src/query/index.js';
import { describe, expect, it } from 'vitest';
import { formChoices, formReports, readSubscriptionForm } from '../../src/commands/subscription-form.js';
import { en } from '../../src/messages/en.js';
import { messagesOf } from '../../src/messages/index.js';
import { helpText } from '../../src/query/help.js';
import { alertFormView } from '../../src/render/slack-alert-form.js';
import { subscriptionFormView, subscriptionRefusedView, withSubscribeButton } from '../../src/render/slack-forms.js';
import { subscribeRow, subscriptionFormCard } from '../../src/render/teams-forms.js';

// A few German words, written by hand: what the catalogue leaves out is said in English.
const GERMAN = {
  'form.subscriptionTitle': 'Neues Abonnement',
  'form.alertTitle': 'Neuer Alarm',
  'form.cancel': 'Abbrechen',
  'form.close': 'Schließen',
  'form.range': 'Zeitraum',
  'form.rangeLastWeek': 'Letzte Woche',
  'form.cadence': 'Wie oft',
  'form.cadenceWeek': 'Jede Woche, am Tag unten',
  'form.weekday': '{day, select, monday {Montag} tuesday {Dienstag} other {ein anderer Tag}}',
  'form.subscribeThis': 'Dies abonnieren',
  'form.pickChannel': 'Wähle den Kanal, in dem gepostet wird.',
  'title.digest': '{week, select, yes {Wochenübersicht} other {Übersicht}}',
  'blurb.referrals': 'Transaktionen und Umsatz aus Sponsor-Empfehlungen',
  'metric.referrals.referralRevenue': 'Empfehlungsumsatz',
  'metric.referrals.referralRevenue.means': 'Umsatz aus Buchungen nach einem Klick auf die Kampagnen des Sponsors.',
};
const say = messagesOf({ en, de: GERMAN });
/** A reader in `locale`, said things from the catalogue above. */
const reader = (locale: string) => ({ locale, say });
const de = reader('de-DE');

const REPORTS: [string, string][] = [['digest', 'Digest']];

/** The input block of `blockId`, its label and its drop-down's option texts. */
function input(view: ModalView, blockId: string): { label: string; options: string[] } {
  const block = view.blocks.find((b) => b.block_id === blockId) as InputBlock;
  const select = block.element as StaticSelect;
  return { label: block.label.text, options: (select.options ?? []).map((o) => o.text.text) };
}

describe('the Slack forms', () => {
  it('are said in the person’s locale', () => {
    const view = subscriptionFormView(REPORTS, 'Europe/Berlin', 'C0FORM', undefined, de);
    expect(view.title.text).toBe('Neues Abonnement');
    expect(view.close?.text).toBe('Abbrechen');
    expect(input(view, 'range').label).toBe('Zeitraum');
    expect(input(view, 'range').options[1]).toBe('Letzte Woche');
    // What the catalogue leaves out is said in English.
    expect(input(view, 'range').options[0]).toBe('Yesterday');
    expect(input(view, 'cadence').label).toBe('Wie oft');
    expect(input(view, 'cadence').options[2]).toBe('Jede Woche, am Tag unten');
    expect(input(view, 'day').options.slice(0, 3)).toEqual(['Montag', 'Dienstag', 'ein anderer Tag']);
    expect(alertFormView([], 'UTC', undefined, reader('de-AT')).title.text).toBe('Neuer Alarm');
    expect(subscriptionRefusedView('Nein.', de).close?.text).toBe('Schließen');
  });

  it('are English for a language with no catalogue and for no locale at all', () => {
    for (const locale of ['fr-FR', undefined]) {
      const view = subscriptionFormView(REPORTS, 'UTC', undefined, undefined, locale);
      expect(view.title.text).toBe('New subscription');
      expect(input(view, 'range').options[1]).toBe('Last week');
      expect(input(view, 'day').options.slice(0, 3)).toEqual(['Monday', 'Tuesday', 'Wednesday']);
    }
  });

  it('put "Subscribe to this" under a report in the report’s locale', () => {
    const query: ReportQuery = { report: 'digest', range: 'last-week', timeZone: 'UTC', weekStartsOn: 'Sunday', properties: [], discoveries: [] };
    const withButton = withSubscribeButton({ text: 'Digest', blocks: [] }, query, de);
    const actions = withButton.blocks.at(-1) as { elements: { text: { text: string } }[] };
    expect(actions.elements[0]!.text.text).toBe('Dies abonnieren');
  });
});

describe('the Teams form and the reading of a form', () => {
  it('say the form, its choices, the report titles and a wrong field in the person’s locale', () => {
    const { ranges, cadences, days } = formChoices(de);
    const card = subscriptionFormCard({
      reports: formReports(de),
      ranges,
      cadences,
      days,
      values: { report: 'digest', range: 'last-week', cadence: 'week', day: 'monday', time: '09:00', timeZone: 'UTC' },
      errors: {},
      preview: null,
      locale: de,
    });
    const text = JSON.stringify(card);
    expect(text).toContain('"text":"Neues Abonnement"');
    expect(text).toContain('"label":"Zeitraum"');
    expect(text).toContain('{"title":"Letzte Woche","value":"last-week"}');
    expect(text).toContain('{"title":"Montag","value":"monday"}');
    expect(text).toContain('{"title":"Übersicht","value":"digest"}');
    expect(subscribeRow('digest', 'last-week', de).actions[0]!.title).toBe('Dies abonnieren');

    const read = readSubscriptionForm(
      { report: 'digest', range: 'last-week', cadence: 'week', day: 'monday', time: '09:00', timeZone: 'UTC', channelId: null },
      { now: new Date('2026-11-21T10:00:00Z'), nextRunAt: (_s, now) => now, locale: de },
    );
    expect(read).toEqual({ ok: false, errors: { channelId: 'Wähle den Kanal, in dem gepostet wird.' } });
  });
});

describe('help', () => {
  it('says a report’s blurb and what its figures mean in the reader’s locale, English without one', () => {
    const german = helpText('referrals', de);
    expect(german).toContain('Transaktionen und Umsatz aus Sponsor-Empfehlungen');
    expect(german).toContain('  Empfehlungsumsatz: Umsatz aus Buchungen nach einem Klick auf die Kampagnen des Sponsors.');
    expect(german).toContain("  Referral transactions: Bookings that followed a click on the sponsor's campaigns.");
    const english = helpText('referrals');
    expect(english).toContain('transactions and revenue attributed to sponsor referrals');
    expect(english).toContain("  Referral revenue: Revenue of bookings that followed a click on the sponsor's campaigns.");
    // A digest's figures are its sections': said in German by their own reports' ids.
    expect(helpText('digest', de)).toContain('  Empfehlungsumsatz: Umsatz aus Buchungen');
  });
});
