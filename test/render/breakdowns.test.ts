/**
 * A breakdown's table on every surface (issue 26, item 3): Slack's blocks (checked against
 * `@slack/types` and Slack's rules, owners.ts), the Teams card (parsed by the official
 * `adaptivecards` package, owners.ts), the preview page's HTML, the CLI's text and the CSV
 * download, from reports made of hand-written service answers over HTTP. The figures are
 * summed by hand from the fixtures below.
 */
import { describe, expect, it } from 'vitest';
import { reportCsv } from '../../src/render/csv.js';
import { toHtml } from '../../src/render/html.js';
import { toText } from '../../src/render/text.js';
import { toSlackMessage, toTeamsCard } from './owners.js';
import { bookingsGroup, person, useFixtures } from '../reports/harness.js';

const place = (country: string) => ({ country, region: 'R', city: 'C' });
const signup = (i: number, day: string, country: string) => ({
  id: `s-${i}`,
  createDate: `${day}T10:00:00`,
  propertyId: '11111111-1111-4111-8111-111111111111',
  propertySlug: 'harbor-view-inn',
  ...person('Ana', 'Lindqvist'),
  languageCode: 'en',
  isOptout: false,
  isPrivacyRestricted: false,
  layerType: 'Popup',
  category: 'Family',
  ...place(country),
});
const booked = (day: string, transactions: number, nights: number, total: number) =>
  bookingsGroup(day, day, { transactions, nights, total, min: 50, max: 900 });
const envelope = (...data: unknown[]) => ({ totalProperties: 4, totalRooms: 100, data });

const h = useFixtures({
  // October: United States 4, Canada 2, Germany 1 (of 7); September: United States 2, Canada 1.
  signups: [
    signup(1, '2026-10-02', 'United States'),
    signup(2, '2026-10-05', 'United States'),
    signup(3, '2026-10-09', 'Canada'),
    signup(4, '2026-10-15', 'United States'),
    signup(5, '2026-10-20', 'Germany'),
    signup(6, '2026-10-28', 'Canada'),
    signup(7, '2026-10-30', 'United States'),
    signup(8, '2026-09-03', 'United States'),
    signup(9, '2026-09-10', 'Canada'),
    signup(10, '2026-09-21', 'United States'),
  ],
  // October $3,000.10 in all: full-service $1,500.05, select-service $900.03, condotels $450.01, vacation rentals $150.01.
  bookings: envelope(booked('2026-10-10', 10, 25, 3000.1)),
  bookingsByType: {
    FullServiceHotel: envelope(booked('2026-10-10', 4, 10, 1500.05)),
    SelectServiceHotel: envelope(booked('2026-10-10', 3, 8, 900.03)),
    Condotel: envelope(booked('2026-10-10', 2, 5, 450.01)),
    VacationRental: envelope(booked('2026-10-10', 1, 2, 150.01)),
    RVResort: envelope(),
  },
});

// 4 / 7 = 57.1 %, 2 / 7 = 28.6 %, 1 / 7 = 14.3 %; +100 % on September for both; Germany is new.
const US = /United States\s+4\s+57\.1%\s+\+100\.0%/;
const CANADA = /Canada\s+2\s+28\.6%\s+\+100\.0%/;
const GERMANY = /Germany\s+1\s+14\.3%\s+–/;
/** The same rows on Slack, at a phone's width: the name, the count and the share. */

describe('signups last month by country', () => {
  it('CLI: the table under its title', async () => {
    const text = toText(await h().run('signups last-month by country'));
    expect(text).toContain('Signups by country\n  Country ');
    for (const row of [US, CANADA, GERMANY]) expect(text).toMatch(row);
  });

  it('Slack: its own table under the title in bold, every column, each figure exact', async () => {
    const message = toSlackMessage(await h().run('signups last-month by country'));
    const at = message.blocks.findIndex((b) => b.type === 'table');
    expect(message.blocks[at - 1]).toEqual({ type: 'section', text: { type: 'mrkdwn', text: '*Signups by country*', verbatim: true } });
    const table = message.blocks[at];
    const rows = table?.type === 'table' ? table.rows.map((r) => r.map((c) => ('text' in c ? c.text : ''))) : [];
    // 4 of 7 = 57.1%, 2 of 7 = 28.6%, 1 of 7 = 14.3%; the change against September's 2, 1 and 1
    // (none for Germany, new this month): +100.0% twice.
    expect(rows).toEqual([
      ['Country', 'Signups', 'Share', 'Change'],
      ['United States', '4', '57.1%', '+100.0%'],
      ['Canada', '2', '28.6%', '+100.0%'],
      ['Germany', '1', '14.3%', '–'],
    ]);
    expect(table?.type === 'table' && table.column_settings).toEqual([
      { is_wrapped: true },
      { align: 'right' },
      { align: 'right' },
      { align: 'right' },
    ]);
  });

  it('preview page: the same table in the HTML, figures right-aligned', async () => {
    const html = toHtml(toSlackMessage(await h().run('signups last-month by country')));
    expect(html).toContain('Signups by country');
    expect(html).toContain('<tr><td>United States</td><td class="rb-num">4</td><td class="rb-num">57.1%</td><td class="rb-num">+100.0%</td></tr>');
    expect(html).toContain('<tr><td>Germany</td><td class="rb-num">1</td><td class="rb-num">14.3%</td><td class="rb-num">–</td></tr>');
  });

  it('Teams: a card the official parser accepts, with the rows and their first two figures', async () => {
    const card = JSON.stringify(toTeamsCard(await h().run('signups last-month by country')));
    expect(card).toContain('"text":"Signups by country"');
    // Each row: the name, the count and the share; the change is left to the CSV.
    for (const [name, count, share] of [
      ['United States', '4', '57.1%'],
      ['Canada', '2', '28.6%'],
      ['Germany', '1', '14.3%'],
    ]) {
      expect(card).toMatch(new RegExp(`"text":"${name}".*?"text":"${count}".*?"text":"${share}"`));
    }
  });

  it('CSV: every row, shares and changes in percent', async () => {
    const file = reportCsv(await h().run('signups last-month by country'));
    expect(file?.filename).toBe('signups-by-country-2026-10.csv');
    expect(file!.text.slice(1, -2).split('\r\n')).toEqual([
      'Country,Signups,Share (%),Change (%)',
      'United States,4,57.14,100',
      'Canada,2,28.57,100',
      'Germany,1,14.29,',
    ]);
  });
});

describe('bookings last month by property type', () => {
  it('money to the cent in the CSV and the CLI, the table on Slack and Teams', async () => {
    const report = await h().run('bookings last-month by property type');
    const lines = reportCsv(report)!.text.slice(1, -2).split('\r\n');
    const at = lines.findIndex((l) => l.startsWith('Bookings by property type,'));
    expect(lines[at + 1]).toBe('Property type,Revenue (USD),Bookings,Nights,Share (%),Change (%)');
    expect(lines.slice(at + 2, at + 7).map((l) => l.split(',').slice(0, 4))).toEqual([
      ['Full-service hotels', '1500.05', '4', '10'],
      ['Select-service hotels', '900.03', '3', '8'],
      ['Condotels', '450.01', '2', '5'],
      ['Vacation rentals', '150.01', '1', '2'],
      ['RV resorts', '0.00', '0', '0'],
    ]);
    expect(toText(report)).toMatch(/Full-service hotels\s+\$1,500\.05\s+4\s+10\s+50\.0%/);
    const slack = JSON.stringify(toSlackMessage(report));
    expect(slack).toContain('*Bookings by property type*');
    // Slack's own table holds the exact figure, as the CSV does.
    expect(slack).toContain('[{"type":"raw_text","text":"Condotels"},{"type":"raw_number","value":450.01,"text":"$450.01"}');
    const card = JSON.stringify(toTeamsCard(report));
    // A card's table cells are compact at a phone's width ($150); the exact figure is the CSV's.
    expect(card).toMatch(/"text":"Vacation rentals".*?"text":"\$150".*?"text":"1"/);
    expect(card).toContain('"text":"Bookings by property type"');
  });
});
