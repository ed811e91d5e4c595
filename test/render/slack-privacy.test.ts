import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/catalogue/types.js';
import { toHtml } from '../../src/render/html.js';
import { toSlackMessage, toTeamsCard } from './owners.js';
import { toText } from '../../src/render/text.js';
import { EMAIL, loadSamples, PHONE, SAMPLE_NAMES } from './slack-fixtures.js';

let samples: Record<string, Report>;
beforeAll(async () => {
  samples = await loadSamples();
});

/**
 * The word "email" may appear in one place only: the UTM medium of the newsletter channel
 * ("newsletter / email"), a marketing channel's name, not a person's address.
 */
const withoutChannelNames = (text: string) => text.replaceAll('newsletter / email', '');

describe('privacy scan of every rendered payload', () => {
  it('the patterns catch what they are meant to catch, and not figures or dates', () => {
    for (const address of ['ana.lopez@example.com', 'a+b@mail.co.uk']) expect(address).toMatch(EMAIL);
    for (const phone of ['+1 555 010 0199', '(555) 010-0199', '555.010.0199', '+44 207-946-0958', 'call 555-010-0199 now'])
      expect(phone).toMatch(PHONE);
    for (const figure of [
      '$1,234,567.89',
      '$912,383.94',
      '2026-11-21',
      '2026-09-01..2026-09-30',
      '12.5%',
      'Nov 8–14, 2026',
      '1,413       $1,121,377.50',
    ]) {
      expect(figure).not.toMatch(PHONE);
    }
    expect(withoutChannelNames('Top channels: newsletter / email')).not.toMatch(/\be-?mail\b/i);
    expect(withoutChannelNames('Contact email: x')).toMatch(/\be-?mail\b/i);
  });

  it.each(SAMPLE_NAMES)('%s: no e-mail address, phone number or "email" in Slack, Teams, text or HTML', (name) => {
    const report = samples[name]!;
    const slack = toSlackMessage(report);
    const payloads = {
      slack: JSON.stringify(slack),
      teams: JSON.stringify(toTeamsCard(report)),
      text: toText(report),
      html: toHtml(slack),
    };
    for (const [platform, payload] of Object.entries(payloads)) {
      expect(payload, `${name} ${platform}`).not.toMatch(EMAIL);
      expect(payload, `${name} ${platform}`).not.toMatch(PHONE);
      expect(withoutChannelNames(payload), `${name} ${platform}`).not.toMatch(/\be-?mail\b/i);
    }
  });
});
