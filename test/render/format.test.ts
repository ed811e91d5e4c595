import { describe, expect, it } from 'vitest';
import { formatChange, formatMoney, formatPercent, formatValue, stars } from '../../src/render/format.js';

describe('formatting figures', () => {
  it.each([
    [12345.6, 'USD', '$12,345.60'],
    [0.1 + 0.2, 'USD', '$0.30'],
    [1234.5, 'EUR', '€1,234.50'],
    [-5, 'USD', '-$5.00'],
  ])('money %d %s', (v, c, expected) => expect(formatMoney(v, c)).toBe(expected));

  it('percent of a fraction', () => {
    expect(formatPercent(0.735)).toBe('73.5%');
    expect(formatPercent(1)).toBe('100.0%');
  });

  it.each([
    [3, 'nights', '3 nights'],
    [1, 'nights', '1 night'],
    [2.25, 'nights', '2.3 nights'],
    [4.25, 'rating', '4.3 / 5'],
    [-0.125, 'ratio', '-12.5%'],
    [0.2, 'ratio', '+20.0%'],
    [1234, 'count', '1,234'],
    [12.44, 'count', '12.4'],
    [null, 'count', '–'],
  ] as const)('%s as %s', (v, unit, expected) => expect(formatValue(v, unit, 'USD')).toBe(expected));

  it('changes with arrows and words', () => {
    expect(formatChange({ absolute: 50, relative: 0.125, direction: 'up' }, 'currency')).toBe('▲ 12.5%');
    expect(formatChange({ absolute: -0.031, relative: -0.05, direction: 'down' }, 'percent')).toBe('▼ 3.1 pts');
    expect(formatChange({ absolute: 10, relative: null, direction: 'up' }, 'count')).toBe('▲ new');
    expect(formatChange({ absolute: 0, relative: 0, direction: 'flat' }, 'count')).toBe('= no change');
    expect(formatChange(null, 'count')).toBeNull();
  });

  it('stars', () => {
    expect(stars(4)).toBe('★★★★☆');
    expect(stars(4.6)).toBe('★★★★★');
    expect(stars(null)).toBe('');
  });
});
