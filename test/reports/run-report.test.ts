/**
 * `runReport` itself (src/reports/index.ts): a query about one figure (`focus`) gets that figure
 * first with the others in their order, and a report nobody registered is refused by name. The
 * report here is registered by the test with three figures known by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseReport, periodsOf } from '../../src/reports/common.js';
import { defineMetrics, metric } from '../../src/reports/figures.js';
import { registerReport, runReport, type ReportContext, type ReportDefinition } from '../../src/reports/index.js';
import { NOW, query } from './harness.js';

const FIGURES = defineMetrics({
  arrivals: { label: 'Arrivals', unit: 'count', better: 'up', means: 'Guests arriving.' },
  departures: { label: 'Departures', unit: 'count', better: 'up', means: 'Guests leaving.' },
  stayovers: { label: 'Stayovers', unit: 'count', better: 'up', means: 'Guests staying on.' },
});

const frontDesk: ReportDefinition = {
  kind: 'frontdesk',
  aliases: [],
  title: 'Front desk',
  subject: 'the front desk has',
  blurb: 'arrivals, departures and stayovers',
  defaultRange: 'last-month',
  lookAhead: false,
  options: [],
  examples: ['/report frontdesk last-month'],
  metrics: Object.values(FIGURES),
  run: async (q, ctx) => {
    const report = baseReport(q, ctx, 'Front desk', periodsOf(q, ctx.now, false));
    report.metrics = [metric(FIGURES.arrivals, 10, null), metric(FIGURES.departures, 20, null), metric(FIGURES.stayovers, 30, null)];
    return report;
  },
};

const ctx: ReportContext = { api: undefined as never, now: NOW, currency: 'USD', includeRestricted: false, includeOptout: false };
const asked = (focus?: string) => ({ ...query('referrals last-month'), report: 'frontdesk', ...(focus ? { focus } : {}) });
const keys = async (focus?: string) => (await runReport(asked(focus), ctx)).metrics.map((m) => m.key);

describe('runReport', () => {
  let unregister: () => void;
  beforeAll(() => {
    unregister = registerReport(frontDesk);
  });
  afterAll(() => unregister());

  it('puts the figure a question asked about first, the others in their order', async () => {
    expect(await keys()).toEqual(['arrivals', 'departures', 'stayovers']);
    expect(await keys('stayovers')).toEqual(['stayovers', 'arrivals', 'departures']);
    expect(await keys('departures')).toEqual(['departures', 'arrivals', 'stayovers']);
    // Already first, or not a figure of this report: the order is the report's.
    expect(await keys('arrivals')).toEqual(['arrivals', 'departures', 'stayovers']);
    expect(await keys('adr')).toEqual(['arrivals', 'departures', 'stayovers']);
  });

  it('refuses a report nobody registered, by name', async () => {
    await expect(runReport({ ...asked(), report: 'weather' }, ctx)).rejects.toThrow('no report "weather" is registered');
  });
});
