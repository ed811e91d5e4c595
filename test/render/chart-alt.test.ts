import { describe, expect, it } from 'vitest';
import type { Dataset, Unit } from '../../src/catalogue/types.js';
import { describeChart, truncate, type AltInput } from '../../src/render/chart-alt.js';

const HEAD = 'Bookings, Last week.';

/** Three days listed point by point unless a test says otherwise. */
function input(over: Partial<AltInput>): AltInput {
  return {
    title: 'Bookings',
    subtitle: 'Last week',
    labels: ['Mon', 'Tue', 'Wed'],
    datasets: [],
    currency: 'USD',
    secondaryUnit: null,
    hiddenRows: 0,
    listUpTo: 12,
    ...over,
  };
}

const ds = (label: string, unit: Unit, values: (number | null)[], comparison?: boolean): Dataset => ({
  label,
  unit,
  values,
  ...(comparison ? { comparison } : {}),
});

/** Summarised: `listUpTo` 0 lists nothing point by point. */
const summary = (d: Dataset, over: Partial<AltInput> = {}) => describeChart(input({ datasets: [d], listUpTo: 0, ...over }));

describe('alt text of a chart without data', () => {
  it('says "No data" when there are no labels, even if a dataset has figures', () => {
    expect(describeChart(input({ labels: [], datasets: [ds('Stays', 'count', [1, 2])] }))).toBe(`${HEAD} No data.`);
  });

  it('says "No data" when no dataset has a finite figure: null, NaN and Infinity are not figures', () => {
    const datasets = [ds('Stays', 'count', [null, Number.NaN, Number.POSITIVE_INFINITY])];
    expect(describeChart(input({ datasets }))).toBe(`${HEAD} No data.`);
  });
});

describe('alt text listed point by point', () => {
  it('lists each label with its figure and no "more rows" tail when no row is hidden', () => {
    expect(describeChart(input({ datasets: [ds('Stays', 'count', [1, 2, 3])] }))).toBe(`${HEAD} Stays: Mon 1, Tue 2, Wed 3.`);
  });

  it('ends with how many rows were left out when some are hidden', () => {
    expect(describeChart(input({ datasets: [ds('Stays', 'count', [1, 2, 3])], hiddenRows: 2 }))).toBe(
      `${HEAD} Stays: Mon 1, Tue 2, Wed 3. And 2 more not shown.`,
    );
  });

  it('separates two datasets with a space', () => {
    const datasets = [ds('Stays', 'count', [1, 2, 3]), ds('Guests', 'count', [4, 5, 6])];
    expect(describeChart(input({ datasets }))).toBe(`${HEAD} Stays: Mon 1, Tue 2, Wed 3. Guests: Mon 4, Tue 5, Wed 6.`);
  });

  it('still lists when the labels are exactly `listUpTo`', () => {
    expect(describeChart(input({ datasets: [ds('Stays', 'count', [1, 2, 3])], listUpTo: 3 }))).toBe(`${HEAD} Stays: Mon 1, Tue 2, Wed 3.`);
  });

  it('summarises when the labels are one more than `listUpTo`', () => {
    expect(describeChart(input({ datasets: [ds('Stays', 'count', [1, 2, 3])], listUpTo: 2 }))).toBe(
      `${HEAD} Stays: 3 points from Mon to Wed; total 6; highest 3 (Wed); lowest 1 (Mon).`,
    );
  });

  it('lists a text of exactly 1,500 characters (ALT_MAX) in full', () => {
    // `Bookings, Last week. ` is 21 characters, `: Mon 1.` 8: a name of 1,471 makes 1,500.
    const name = 'n'.repeat(1471);
    const text = describeChart(input({ labels: ['Mon'], datasets: [ds(name, 'count', [1])] }));
    expect(text).toBe(`${HEAD} ${name}: Mon 1.`);
    expect(text).toHaveLength(1500);
  });

  it('summarises, clipped to 1,500 characters, a list of 1,501', () => {
    const name = 'n'.repeat(1472);
    // The summary `<name>: 1 points from …` cut after 1,499 characters (21 + 1,472 + `: 1 po`) and `…`.
    expect(describeChart(input({ labels: ['Mon'], datasets: [ds(name, 'count', [1])] }))).toBe(`${HEAD} ${name}: 1 po…`);
  });
});

describe('alt text summarised', () => {
  it('separates two summarised datasets with a space', () => {
    const datasets = [ds('Stays', 'count', [1, 2, 3]), ds('Guests', 'count', [4, 5, 6])];
    expect(describeChart(input({ datasets, listUpTo: 0 }))).toBe(
      `${HEAD} Stays: 3 points from Mon to Wed; total 6; highest 3 (Wed); lowest 1 (Mon).` +
        ' Guests: 3 points from Mon to Wed; total 15; highest 6 (Wed); lowest 4 (Mon).',
    );
  });

  it('totals nights', () => {
    expect(summary(ds('Nights', 'nights', [1, 2, 3]))).toBe(
      `${HEAD} Nights: 3 points from Mon to Wed; total 6 nights; highest 3 nights (Wed); lowest 1 night (Mon).`,
    );
  });

  it('totals money', () => {
    expect(summary(ds('Revenue', 'currency', [10, 20, 30]))).toBe(
      `${HEAD} Revenue: 3 points from Mon to Wed; total $60.00; highest $30.00 (Wed); lowest $10.00 (Mon).`,
    );
  });

  it('averages percentages', () => {
    expect(summary(ds('Occupancy', 'percent', [0.2, 0.3, 0.4]))).toBe(
      `${HEAD} Occupancy: 3 points from Mon to Wed; average 30.0%; highest 40.0% (Wed); lowest 20.0% (Mon).`,
    );
  });

  it('averages ratings over the points with a figure', () => {
    expect(summary(ds('Rating', 'rating', [4, 5]), { labels: ['Mon', 'Tue'] })).toBe(
      `${HEAD} Rating: 2 points from Mon to Tue; average 4.5 / 5; highest 5.0 / 5 (Tue); lowest 4.0 / 5 (Mon).`,
    );
  });

  it('averages money on the second axis: a rate beside the main figure is not summed', () => {
    expect(summary(ds('ADR', 'currency', [10, 20, 30]), { secondaryUnit: 'currency' })).toBe(
      `${HEAD} ADR: 3 points from Mon to Wed; average $20.00; highest $30.00 (Wed); lowest $10.00 (Mon).`,
    );
  });

  it('finds the lowest figure when it is not the first', () => {
    expect(summary(ds('Stays', 'count', [3, 1, 2]))).toBe(`${HEAD} Stays: 3 points from Mon to Wed; total 6; highest 3 (Mon); lowest 1 (Tue).`);
  });

  it('counts the labels without a figure', () => {
    expect(summary(ds('Stays', 'count', [3, null, 2]))).toBe(
      `${HEAD} Stays: 3 points from Mon to Wed; total 5; highest 3 (Mon); lowest 2 (Wed); no data for 1.`,
    );
  });

  it('dates neither highest nor lowest of a comparison, whose figures belong to other days', () => {
    expect(summary(ds('Last year', 'count', [3, 1, 2], true))).toBe(`${HEAD} Compared with Last year: 3 points; total 6; highest 3; lowest 1.`);
  });
});

describe('truncate', () => {
  it('keeps a text of exactly `max` characters', () => {
    expect(truncate('abcde', 5)).toBe('abcde');
  });

  it('cuts a longer text to `max - 1` characters and `…`', () => {
    expect(truncate('abcdef', 5)).toBe('abcd…');
  });

  it('keeps leading space and trims only trailing space before `…`', () => {
    expect(truncate('  ab cd', 5)).toBe('  ab…');
  });
});
