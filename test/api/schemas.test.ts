import { describe, expect, it } from 'vitest';
import { daySchema, localDateTimeSchema, signupSchema, storySchema } from '../../src/api/schemas.js';

describe('date and date-time parsing', () => {
  it.each([
    ['2026-03-04T10:11:12.1234567', '2026-03-04T10:11:12.123'],
    ['2026-03-04T23:59:59.9999999', '2026-03-04T23:59:59.999'],
    ['2026-03-04T00:00:00', '2026-03-04T00:00:00.000'],
    ['2026-03-04T07:05', '2026-03-04T07:05:00.000'],
    ['2026-12-31T23:59:59.5', '2026-12-31T23:59:59.500'],
    ['2026-03-04T10:11:12Z', '2026-03-04T10:11:12.000'],
  ])('keeps the written day of %s', (input, expected) => {
    expect(localDateTimeSchema.parse(input)).toBe(expected);
  });

  // Leap years by the Gregorian rule: 2000 was one, 1900 and 2100 are not.
  it.each([
    ['2024-02-29T08:00:00', '2024-02-29T08:00:00.000'],
    ['2000-02-29T08:00:00', '2000-02-29T08:00:00.000'],
  ])('keeps leap day %s', (input, expected) => {
    expect(localDateTimeSchema.parse(input)).toBe(expected);
  });

  it.each([
    '2026-02-30T10:00:00',
    '1900-02-29T10:00:00',
    '2100-02-29T10:00:00',
    '2026-04-31T10:00:00',
    '2026-03-04T10:60:00',
    '2026-03-04T10:00:60',
    '2026-03-04 10:00',
    'yesterday',
    '2026-03-04T25:00:00',
    '',
  ])('rejects %j', (input) => {
    expect(localDateTimeSchema.safeParse(input).success).toBe(false);
  });

  it.each([
    ['2026-03-04', '2026-03-04'],
    ['2026-03-04T00:00:00.0000000', '2026-03-04'],
    ['2024-02-29', '2024-02-29'],
  ])('reads day %s', (input, expected) => {
    expect(daySchema.parse(input)).toBe(expected);
  });

  it.each(['2026-02-29', '1900-02-29', '2026-06-31', '2026-13-01', '2026-00-10', '2026-01-00', '04/03/2026', '2026-03-04Tnoon'])(
    'rejects day %j',
    (input) => {
      expect(daySchema.safeParse(input).success).toBe(false);
    },
  );
});

describe('privacy at the edge', () => {
  const signup = {
    id: '6f1c0d3e-0000-4000-8000-000000000001',
    createDate: '2026-03-04T10:11:12.1234567',
    propertyId: 'p1',
    propertySlug: 'harbor-view-inn',
    email: 'ana.lopez@example.com',
    first: 'Ana',
    last: 'lópez',
    phone: '+1 555 0100',
    phoneConsentMode: 'sms',
    languageCode: 'es',
    isOptout: false,
    isPrivacyRestricted: false,
    layerType: 'popup',
    category: 'guest',
    country: 'US',
    region: 'CA',
    city: 'Monterey',
    somethingNew: 'tolerated',
  };

  it('drops e-mail, phone and consent, keeps only the last initial, tolerates unknown fields', () => {
    const parsed = signupSchema.parse(signup) as Record<string, unknown>;
    expect(parsed.first).toBe('Ana');
    expect(parsed.lastInitial).toBe('L');
    for (const key of ['email', 'phone', 'phoneConsentMode', 'last', 'somethingNew']) expect(parsed).not.toHaveProperty(key);
    expect(JSON.stringify(parsed)).not.toContain('example.com');
    expect(JSON.stringify(parsed)).not.toContain('555');
  });

  it('names the missing field', () => {
    const { createDate: _omitted, ...withoutDate } = signup;
    const result = signupSchema.safeParse(withoutDate);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['createDate']);
  });

  it('accepts null where the spec is silent about descriptive text, and requires the photo', () => {
    const story = {
      propertyId: 'p1',
      propertySlug: null,
      first: 'Bo',
      last: null,
      category: null,
      startDate: '2026-03-01',
      endDate: '2026-03-03',
      languageCode: 'en',
      isOptout: false,
      isPrivacyRestricted: false,
      submissionDate: '2026-03-04T10:11:12.1234567',
      review: { rating: 5, quote: 'Lovely', internalRating: 3 },
    };
    expect(storySchema.safeParse(story).error?.issues[0]?.path).toEqual(['photo']);
    const { category: _absent, ...withoutCategory } = story;
    const parsed = storySchema.parse({
      ...withoutCategory,
      photo: {
        id: 'x',
        contestName: 'Summer',
        finalistDate: null,
        internalRating: '2026-03-05T00:00:00',
        score: 7,
        caption: 'Sunset',
        captionInternalRating: 2,
        url: 'https://example.com/p.jpg',
      },
    });
    expect(parsed.lastInitial).toBeNull();
    expect(parsed.propertySlug).toBeNull();
    // Absent reads as null too, never as undefined or a missing key.
    expect(parsed).toHaveProperty('category', null);
    expect(parsed.photo.finalistDate).toBeNull();
    expect(parsed.photo.score).toBe(7);
  });
});
