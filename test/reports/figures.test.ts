import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsPer,
  changeOf,
  defineMetrics,
  fromCents,
  metric,
  moneyWords,
  percentOf,
  roundHalfAway,
  sumMoney,
  toCents,
} from '../../src/reports/figures.js';
import { propertyRuns } from '../helpers/property-runs.js';

/**
 * Money and change, the arithmetic every report figure goes through. Expected values are
 * worked out by hand; the "naive" lines show the floating-point trap each case guards against.
 */

describe('toCents', () => {
  it('is exact for amounts whose ×100 lands just under an integer', () => {
    // The traps: in binary floating point these products fall just short of the integer.
    expect(0.29 * 100).toBeLessThan(29);
    expect(4.35 * 100).toBeLessThan(435);
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(4.35)).toBe(435);
    expect(toCents(-4.35)).toBe(-435);
    // Half a cent rounds away from zero, as accountants do: 100.5 -> 101, 867.5 -> 868
    // (8.675 × 100 happens to land just above, 867.5000000000001: both sides must give 868).
    expect(toCents(1.005)).toBe(101);
    expect(toCents(8.675)).toBe(868);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(-8.675)).toBe(-868);
  });

  it('keeps whole amounts and zero as they are', () => {
    expect(toCents(0)).toBe(0);
    expect(toCents(700)).toBe(70000);
    expect(toCents(123000.5)).toBe(12300050);
    expect(toCents(0.01)).toBe(1);
    expect(toCents(-0.01)).toBe(-1);
    expect(fromCents(435)).toBe(4.35);
  });
});

describe('percentOf: shares and changes rounded half away from zero on the exact decimal', () => {
  it('rounds a share of cents at its halfway point up, not as its binary float', () => {
    // 30,060 / 40,000 = 0.7515 exactly: 75.15% -> 75.2% (the double 0.7515 is 0.75149999…, and × 100 is 75.14999999999999).
    expect(percentOf(30_060 / 40_000)).toBe(75.2);
    expect(percentOf(0.7515)).toBe(75.2);
    // $10.01 of $20.00 = 0.5005 = 50.05% -> 50.1%, though 0.5005 × 1000 is 500.49999999999994.
    expect(percentOf(1001 / 2000)).toBe(50.1);
    // Just under the halfway point stays down.
    expect(percentOf(0.751_499_9)).toBe(75.1);
    // 60 / 40,000 = 0.0015: a change of $0.60 on $400.00 is 0.15% -> 0.2% (× 100 reads 0.15 as 0.1499…).
    expect(percentOf(60 / 40_000)).toBe(0.2);
  });

  it('at the smallest halfway point: 0.05% shows as 0.1%, 0.049% as 0.0%', () => {
    expect(percentOf(0.0005)).toBe(0.1);
    expect(percentOf(0.000_49)).toBe(0);
  });

  it('negatives round away from zero too, and never to a negative zero', () => {
    expect(percentOf(-0.0005)).toBe(-0.1);
    expect(percentOf(-30_060 / 40_000)).toBe(-75.2);
    // -0.1235 = -12.35% -> -12.4%.
    expect(percentOf(-0.1235)).toBe(-12.4);
    expect(Object.is(percentOf(-0.000_01), 0)).toBe(true);
  });

  it('to two decimals for the CSV: 3 / 4,000 = 0.075% -> 0.08%, 0.12345 -> 12.35%', () => {
    expect(percentOf(3 / 4000, 2)).toBe(0.08);
    expect(percentOf(0.123_45, 2)).toBe(12.35);
    expect(percentOf(-9 / 4000, 2)).toBe(-0.23);
  });

  it('equals exact integer rounding of any quotient of cents up to $10 million, to one and two decimals', () => {
    // The exact answer, in integers: round(|a| × 10^(d+2) / b) half away from zero, then the sign.
    const exact = (a: number, b: number, decimals: number) => {
      const scaled = BigInt(Math.abs(a)) * 10n ** BigInt(decimals + 2);
      const [q, r] = [scaled / BigInt(b), scaled % BigInt(b)];
      const units = Number(2n * r >= BigInt(b) ? q + 1n : q);
      return units === 0 ? 0 : (Math.sign(a) * units) / 10 ** decimals;
    };
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.constantFrom(1, 2),
        (a, b, decimals) => {
          expect(percentOf(a / b, decimals)).toBe(exact(a, b, decimals));
        },
      ),
      { numRuns: propertyRuns() },
    );
    // Halfway points themselves, which random pairs seldom hit: (2k + 1) / 2000 of any total.
    fc.assert(
      fc.property(fc.integer({ min: -999, max: 999 }), fc.integer({ min: 1, max: 100_000 }), (k, scale) => {
        const [a, b] = [(2 * k + 1) * scale, 2000 * scale];
        expect(percentOf(a / b)).toBe(exact(a, b, 1));
      }),
      { numRuns: propertyRuns() },
    );
  });

  it('leaves thirds and whole shares alone', () => {
    expect(percentOf(1 / 3)).toBe(33.3);
    expect(percentOf(2 / 3)).toBe(66.7);
    expect(percentOf(1)).toBe(100);
    expect(percentOf(0)).toBe(0);
    // A change of +12,345.65% (from a tiny earlier figure).
    expect(percentOf(123.4565)).toBe(12_345.7);
  });
});

describe('roundHalfAway', () => {
  it('rounds the decimal a figure stands for, half away from zero', () => {
    // 4.35, 1.45 and 2.675 are stored just below their decimals (4.3499…, 1.4499…, 2.67499…).
    expect(roundHalfAway(4.35, 1)).toBe(4.4);
    expect(roundHalfAway(1.45, 1)).toBe(1.5);
    expect(roundHalfAway(2.675, 2)).toBe(2.68);
    expect(roundHalfAway(-4.35, 1)).toBe(-4.4);
    expect(roundHalfAway(4.25, 1)).toBe(4.3);
    expect(roundHalfAway(4.249, 1)).toBe(4.2);
  });

  it('rounds a halfway point of a figure in the hundreds of millions as its decimal does', () => {
    // 330,000,000.025 is stored as 330000000.02499998…; × 100 gives 33000000002.499996, further
    // from the halfway point than the quick path trusts below 10^9 units: the decimal decides.
    expect(roundHalfAway(330_000_000.025, 2)).toBe(330_000_000.03);
    expect(roundHalfAway(-330_000_000.085, 2)).toBe(-330_000_000.09);
  });

  it('passes what is not a number through as it is', () => {
    expect(roundHalfAway(Number.NaN, 1)).toBeNaN();
    expect(roundHalfAway(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
    expect(percentOf(Number.NEGATIVE_INFINITY)).toBe(Number.NEGATIVE_INFINITY);
    expect(percentOf(Number.NaN)).toBeNaN();
  });
});

describe('sumMoney', () => {
  it('adds many cents exactly: 10,000 × $0.01 = $100.00', () => {
    // Added as floats, 0.01 ten thousand times drifts away from 100.
    let naive = 0;
    for (let i = 0; i < 10_000; i++) naive += 0.01;
    expect(naive).not.toBe(100);
    expect(sumMoney(Array.from({ length: 10_000 }, () => 0.01))).toBe(100);
  });

  it('0.1 + 0.2 summed as money is 0.30', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    // 0.10 + 0.20 + 700.00 = 700.30
    expect(sumMoney([0.1, 0.2, 700])).toBe(700.3);
  });

  it('adds refunds (negative amounts) to the cent', () => {
    // 100.10 - 4.35 - 1.005 (-> -1.01) = 94.74
    expect(sumMoney([100.1, -4.35, -1.005])).toBe(94.74);
    // 4.35 - 4.35 = 0
    expect(sumMoney([4.35, -4.35])).toBe(0);
    expect(sumMoney([])).toBe(0);
  });
});

describe('centsPer', () => {
  it('divides a total in cents by units, to the cent', () => {
    // 1000 cents / 3 = 333.33 cents -> $3.33
    expect(centsPer(1000, 3)).toBe(3.33);
    // 200 cents / 3 = 66.67 cents -> $0.67
    expect(centsPer(200, 3)).toBe(0.67);
    // 70030 cents / 3 = 23343.33 cents -> $233.43
    expect(centsPer(70030, 3)).toBe(233.43);
    // 145480 cents / 6 = 24246.67 cents -> $242.47
    expect(centsPer(145480, 6)).toBe(242.47);
  });

  it('rounds half a cent away from zero, as toCents does, for net refunds too', () => {
    // 150 cents / 100 = 1.5 cents -> 2 cents; -150 / 100 = -1.5 cents -> -2 cents, not -1.
    expect(centsPer(150, 100)).toBe(0.02);
    expect(centsPer(-150, 100)).toBe(-0.02);
    // -1000 cents / 3 = -333.33 cents -> -$3.33
    expect(centsPer(-1000, 3)).toBe(-3.33);
  });

  it('is null with nothing to divide by', () => {
    expect(centsPer(1000, 0)).toBeNull();
    expect(centsPer(0, 0)).toBeNull();
  });
});

describe('changeOf', () => {
  it('up and down with a relative change from a positive earlier value', () => {
    // 1200.25 vs 1000.10: +200.15, +200.15 / 1000.10 = +20.01 %
    const up = changeOf(1200.25, 1000.1, 'currency')!;
    expect(up.direction).toBe('up');
    // Exactly 200.15: 1200.25 - 1000.1 in floating point is 200.14999999999998.
    expect(up.absolute).toBe(200.15);
    expect(changeOf(912_383.94, 982_592.58, 'currency')!.absolute).toBe(-70_208.64); // not -70208.64000000001;
    expect(up.relative).toBeCloseTo(0.2001299870012999, 12);
    // 3 vs 4: -1, -25 %
    expect(changeOf(3, 4, 'count')).toEqual({ absolute: -1, relative: -0.25, direction: 'down' });
  });

  it('from a zero earlier value: no relative change, direction from the amount', () => {
    expect(changeOf(150, 0, 'currency')).toEqual({ absolute: 150, relative: null, direction: 'up' });
    expect(changeOf(5, 0, 'count')).toEqual({ absolute: 5, relative: null, direction: 'up' });
    expect(changeOf(0, 0, 'count')).toEqual({ absolute: 0, relative: null, direction: 'flat' });
    // Occupancy from 0 % to 10 %: +10 points, no relative change.
    expect(changeOf(0.1, 0, 'percent')).toEqual({ absolute: 0.1, relative: null, direction: 'up' });
  });

  it('from net refunds (a negative earlier value): no relative change, direction from the amount', () => {
    // From -100.00 to 50.00: +150.00; "+150 %" or "-150 %" would both mislead.
    expect(changeOf(50, -100, 'currency')).toEqual({ absolute: 150, relative: null, direction: 'up' });
    // From -100.00 to -250.00: -150.00, down, though -150 / -100 would read as +150 %.
    expect(changeOf(-250, -100, 'currency')).toEqual({ absolute: -150, relative: null, direction: 'down' });
    // From -100.00 to -50.00: +50.00, up.
    expect(changeOf(-50, -100, 'currency')).toEqual({ absolute: 50, relative: null, direction: 'up' });
    // From a positive 50.00 to net refunds of -100.00: -150.00, -300 % of the earlier value.
    expect(changeOf(-100, 50, 'currency')).toEqual({ absolute: -150, relative: -3, direction: 'down' });
  });

  it('no change without both values', () => {
    expect(changeOf(null, 5)).toBeNull();
    expect(changeOf(5, null)).toBeNull();
    expect(changeOf(null, null, 'percent')).toBeNull();
  });

  it('percentages: flat when the change shown in points rounds to zero (< 0.05 pts), not just above', () => {
    // 50.04 % vs 50.00 %: +0.04 pts, shown "0.0 pts": flat.
    expect(changeOf(0.5004, 0.5, 'percent')!.direction).toBe('flat');
    expect(changeOf(0.4996, 0.5, 'percent')!.direction).toBe('flat');
    // 50.06 % vs 50.00 %: +0.06 pts, shown "0.1 pts".
    expect(changeOf(0.5006, 0.5, 'percent')!.direction).toBe('up');
    expect(changeOf(0.4994, 0.5, 'percent')!.direction).toBe('down');
    // The relative change of a rate is not what decides: 0.12 % -> 0.16 % is +33 % relative
    // but only +0.04 pts, which is shown as no change.
    expect(changeOf(0.0016, 0.0012, 'percent')!.direction).toBe('flat');
  });

  it('ratings: flat when the change shown in tenths of a star rounds to zero, whatever the relative change', () => {
    // 4.30 -> 4.34 stars: +0.04, shown "0.0": flat, although +0.9 % relative.
    expect(changeOf(4.34, 4.3, 'rating')!.direction).toBe('flat');
    expect(changeOf(4.26, 4.3, 'rating')!.direction).toBe('flat');
    // 4.30 -> 4.36: +0.06, shown "+0.1".
    expect(changeOf(4.36, 4.3, 'rating')!.direction).toBe('up');
    expect(changeOf(4.24, 4.3, 'rating')!.direction).toBe('down');
  });

  it('others: flat when the relative change rounds to zero (< 0.05 %), not just above', () => {
    // 1000.40 vs 1000.00: +0.04 %: flat.
    expect(changeOf(1000.4, 1000, 'currency')!.direction).toBe('flat');
    expect(changeOf(999.6, 1000, 'currency')!.direction).toBe('flat');
    // 1000.60 vs 1000.00: +0.06 %, shown "0.1%".
    expect(changeOf(1000.6, 1000, 'currency')!.direction).toBe('up');
    expect(changeOf(999.4, 1000, 'currency')!.direction).toBe('down');
    // 10,001 vs 10,000 signups: +0.01 %: flat, although one more.
    expect(changeOf(10_001, 10_000, 'count')!.direction).toBe('flat');
    // 1,001 vs 1,000: +0.1 %.
    expect(changeOf(1_001, 1_000, 'count')!.direction).toBe('up');
  });

  it('without a relative change: flat below half a cent, not from half a cent up', () => {
    expect(changeOf(0.004, 0, 'currency')!.direction).toBe('flat');
    expect(changeOf(-0.004, 0, 'currency')!.direction).toBe('flat');
    expect(changeOf(0.006, 0, 'currency')!.direction).toBe('up');
    expect(changeOf(-0.006, 0, 'currency')!.direction).toBe('down');
    // From refunds: -99.996 vs -100.00 is +0.004: flat; -99.99 vs -100.00 is +0.01: up.
    expect(changeOf(-99.996, -100, 'currency')!.direction).toBe('flat');
    expect(changeOf(-99.99, -100, 'currency')!.direction).toBe('up');
  });
});

describe('metric', () => {
  const FIGURES = defineMetrics({
    optouts: { label: 'All opt-outs', unit: 'count', better: 'down', means: 'Fewer is better.' },
    occupancy: { label: 'Occupancy', unit: 'percent', better: 'up', means: 'Booked ÷ available.' },
    avgStay: { label: 'Average stay', unit: 'nights', better: null, means: 'Nights ÷ bookings.' },
  });

  it('defineMetrics keys each definition by its name', () => {
    expect(FIGURES.optouts).toEqual({ key: 'optouts', label: 'All opt-outs', unit: 'count', better: 'down', means: 'Fewer is better.' });
  });

  it('takes label, unit and which way is good from its definition', () => {
    expect(metric(FIGURES.optouts, 5, 4)).toMatchObject({
      key: 'optouts',
      label: 'All opt-outs',
      unit: 'count',
      better: 'down',
      value: 5,
      previous: 4,
    });
    expect(metric(FIGURES.occupancy, 0.5, 0.4)).toMatchObject({ unit: 'percent', better: 'up' });
    expect(metric(FIGURES.avgStay, 2, 3)).toMatchObject({ unit: 'nights', better: null });
    // Percent metrics change in points: 50 % vs 49.96 % is +0.04 pts, flat.
    expect(metric(FIGURES.occupancy, 0.5, 0.4996).change!.direction).toBe('flat');
    // No comparison: no change.
    expect(metric(FIGURES.optouts, 5)).toMatchObject({ previous: null, change: null });
  });
});

describe('moneyWords', () => {
  it('says money in a note as Intl does, and a currency code Intl refuses as written', () => {
    expect(moneyWords(1234.5, 'USD')).toBe('$1,234.50');
    expect(moneyWords(50, 'EUR')).toBe('€50.00');
    // `US$` is no ISO 4217 code: Intl throws, and the amount is still said, to the cent.
    expect(moneyWords(12.5, 'US$')).toBe('12.50 US$');
  });
});
