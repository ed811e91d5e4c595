/**
 * Property names as people read them (`propertyName`): the service's slug in title case, its
 * hyphens, underscores and spaces as single spaces, the few acronyms in their own capitals; no
 * usable slug, the first 8 characters of the id. Every expected name is written by hand.
 */
import { describe, expect, it } from 'vitest';
import { propertyName } from '../../src/query/names.js';

describe('propertyName: a slug as a readable name', () => {
  it('title-cases the words of a slug, runs of hyphens and underscores becoming one space', () => {
    expect(propertyName('harbor-view-inn', 'a1b2c3d4-0000-0000-0000-000000000000')).toBe('Harbor View Inn');
    expect(propertyName('harbor__view--_inn', 'a1b2c3d4-0000-0000-0000-000000000000')).toBe('Harbor View Inn');
  });

  it('drops separators at the ends and runs of spaces inside the slug', () => {
    expect(propertyName('-harbor-view-', 'a1b2c3d4-0000-0000-0000-000000000000')).toBe('Harbor View');
    expect(propertyName('harbor  view', 'a1b2c3d4-0000-0000-0000-000000000000')).toBe('Harbor View');
  });

  it('writes the known acronyms in their own capitals, whatever case the slug has', () => {
    expect(propertyName('seaside-rv-park', 'a1b2c3d4')).toBe('Seaside RV Park');
    expect(propertyName('maple-BNB', 'a1b2c3d4')).toBe('Maple BnB');
    expect(propertyName('rose b&b', 'a1b2c3d4')).toBe('Rose B&B');
    expect(propertyName('usa-lodge', 'a1b2c3d4')).toBe('USA Lodge');
    expect(propertyName('nyc_loft', 'a1b2c3d4')).toBe('NYC Loft');
  });

  it('falls back to the first 8 characters of the id when there is no slug or only spaces', () => {
    expect(propertyName(null, 'a1b2c3d4-5e6f-0000-0000-000000000000')).toBe('Property a1b2c3d4');
    expect(propertyName('', 'a1b2c3d4-5e6f-0000-0000-000000000000')).toBe('Property a1b2c3d4');
    expect(propertyName('   ', 'a1b2c3d4-5e6f-0000-0000-000000000000')).toBe('Property a1b2c3d4');
  });
});
