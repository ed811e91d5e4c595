/**
 * Fake but realistic people: names, e-mail addresses, phone numbers and home towns.
 *
 * The sandbox deliberately sends personal data, as the real service does, so that our client's
 * privacy stripping is exercised. Every address uses a reserved domain (RFC 2606) and every
 * phone number a range set aside for fiction, so nothing here can reach a real person.
 */
import { weightedIndexAt, type Rng } from './random.js';

const FIRST_NAMES = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Ethan',
  'Sophia',
  'Mason',
  'Isabella',
  'Lucas',
  'Mia',
  'Jackson',
  'Charlotte',
  'Aiden',
  'Amelia',
  'Elijah',
  'Harper',
  'James',
  'Evelyn',
  'Benjamin',
  'Abigail',
  'Henry',
  'Emily',
  'Owen',
  'Ella',
  'Samuel',
  'Grace',
  'Daniel',
  'Chloe',
  'Matthew',
  'José',
  'María',
  'Zoë',
  'Renée',
  'François',
  'Chloé',
  'Søren',
  'Anaïs',
  'Mary-Kate',
  'Jean-Luc',
  'Priya',
  'Wei',
  'Aisha',
  'Kenji',
  'Fatima',
  'Mateo',
  'Nadia',
  'Tomás',
  'Ingrid',
  'Oluwaseun',
] as const;

const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  "O'Brien",
  'McAllister',
  'Nguyen',
  'Kowalski',
  'Müller',
  'Gagnon',
  'Tremblay',
  'Côté',
  'van der Berg',
  'Okafor',
  'Patel',
  'Chen',
  'Yamamoto',
  'Haddad',
  'Novak',
  'Lindqvist',
  'Fitzgerald',
  'Ramírez',
  'Dubois',
  'Sørensen',
] as const;

const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org', 'mail.example.com', 'inbox.example.net'] as const;

/** A home region, with the language spoken there and its towns. */
export interface Origin {
  country: string;
  region: string;
  language: string;
  weight: number;
  /** Towns of the region, each with its weight within the region and its phone plan. */
  cities: readonly Town[];
}

interface Town {
  city: string;
  weight: number;
  phone: (rng: Rng) => string;
}

const digits = (rng: Rng, n: number): string => {
  let out = '';
  for (let i = 0; i < n; i++) out += String(rng.int(0, 9));
  return out;
};

/** North American 555-01xx numbers are reserved for fiction. */
const nanp = (area: string) => (rng: Rng) => `+1 ${area}-555-01${digits(rng, 2)}`;

// Several regions have several towns, so a "top regions" table is not the "top cities" one.
// Every phone plan of a region draws the same number of digits.
export const ORIGINS: readonly Origin[] = [
  {
    country: 'United States',
    region: 'Massachusetts',
    language: 'en',
    weight: 16,
    cities: [
      { city: 'Boston', weight: 9, phone: nanp('617') },
      { city: 'Cambridge', weight: 3, phone: nanp('617') },
      { city: 'Worcester', weight: 4, phone: nanp('508') },
    ],
  },
  {
    country: 'United States',
    region: 'New York',
    language: 'en',
    weight: 14,
    cities: [
      { city: 'New York', weight: 8, phone: nanp('212') },
      { city: 'Brooklyn', weight: 4, phone: nanp('718') },
      { city: 'Albany', weight: 2, phone: nanp('518') },
    ],
  },
  {
    country: 'United States',
    region: 'Maine',
    language: 'en',
    weight: 10,
    cities: [
      { city: 'Portland', weight: 7, phone: nanp('207') },
      { city: 'Bangor', weight: 3, phone: nanp('207') },
    ],
  },
  {
    country: 'United States',
    region: 'New Hampshire',
    language: 'en',
    weight: 6,
    cities: [
      { city: 'Manchester', weight: 4, phone: nanp('603') },
      { city: 'Nashua', weight: 2, phone: nanp('603') },
    ],
  },
  {
    country: 'United States',
    region: 'Connecticut',
    language: 'en',
    weight: 6,
    cities: [
      { city: 'Hartford', weight: 3, phone: nanp('860') },
      { city: 'New Haven', weight: 3, phone: nanp('203') },
    ],
  },
  {
    country: 'United States',
    region: 'Pennsylvania',
    language: 'en',
    weight: 5,
    cities: [
      { city: 'Philadelphia', weight: 3, phone: nanp('215') },
      { city: 'Pittsburgh', weight: 2, phone: nanp('412') },
    ],
  },
  { country: 'United States', region: 'Florida', language: 'es', weight: 3, cities: [{ city: 'Miami', weight: 1, phone: nanp('305') }] },
  {
    country: 'Canada',
    region: 'Quebec',
    language: 'fr',
    weight: 9,
    cities: [
      { city: 'Montréal', weight: 7, phone: nanp('514') },
      { city: 'Québec City', weight: 2, phone: nanp('418') },
    ],
  },
  {
    country: 'Canada',
    region: 'Ontario',
    language: 'en',
    weight: 6,
    cities: [
      { city: 'Toronto', weight: 4, phone: nanp('416') },
      { city: 'Ottawa', weight: 2, phone: nanp('613') },
    ],
  },
  // Ofcom reserves 020 7946 0000-0999 (London) and 0117 496 0000-0999 (Bristol) for drama.
  {
    country: 'United Kingdom',
    region: 'England',
    language: 'en',
    weight: 4,
    cities: [
      { city: 'London', weight: 3, phone: (rng) => `+44 20 7946 0${digits(rng, 3)}` },
      { city: 'Bristol', weight: 1, phone: (rng) => `+44 117 496 0${digits(rng, 3)}` },
    ],
  },
  {
    country: 'Germany',
    region: 'Bavaria',
    language: 'de',
    weight: 3,
    cities: [{ city: 'Munich', weight: 1, phone: (rng) => `+49 89 9999 ${digits(rng, 4)}` }],
  },
  {
    country: 'Mexico',
    region: 'Jalisco',
    language: 'es',
    weight: 2,
    cities: [{ city: 'Guadalajara', weight: 1, phone: (rng) => `+52 33 5555 ${digits(rng, 4)}` }],
  },
];

const ORIGIN_WEIGHTS = ORIGINS.map((o) => o.weight);
const ORIGIN_TOTAL = ORIGIN_WEIGHTS.reduce((a, b) => a + b, 0);
/** Sum of the weights of the regions before each one. */
const ORIGIN_STARTS = ORIGIN_WEIGHTS.map((_, i) => ORIGIN_WEIGHTS.slice(0, i).reduce((a, b) => a + b, 0));
const TOWN_WEIGHTS = ORIGINS.map((o) => o.cities.map((c) => c.weight));

/**
 * Region and town from one uniform draw: the region by its weight, then the town by where the
 * draw fell within the region's share. One draw for both keeps every later field of a record
 * where it was when regions had a single town.
 */
function originAt(u: number): { origin: Origin; town: Town } {
  const r = weightedIndexAt(ORIGIN_WEIGHTS, u);
  const origin = ORIGINS[r] ?? ORIGINS[0]!;
  const within = Math.min(1, Math.max(0, (u * ORIGIN_TOTAL - (ORIGIN_STARTS[r] ?? 0)) / origin.weight));
  const town = origin.cities[weightedIndexAt(TOWN_WEIGHTS[r] ?? [1], within)] ?? origin.cities[0]!;
  return { origin, town };
}

/** Consent modes seen on phone numbers. */
export const PHONE_CONSENT_MODES = ['None', 'Transactional', 'Marketing'] as const;

/** A generated person with everything the service may send about them. */
export interface Person {
  first: string;
  last: string;
  email: string;
  phone: string;
  phoneConsentMode: string;
  languageCode: string;
  country: string;
  region: string;
  city: string;
}

/** Lower-case ASCII for an e-mail local part: "Côté" -> "cote", "O'Brien" -> "obrien". */
function mailbox(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ø/gi, 'o')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** Draws one person from the record's own generator. */
export function drawPerson(rng: Rng): Person {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const { origin, town } = originAt(rng.next());
  const style = rng.int(0, 3);
  const number = rng.int(1, 99);
  const domain = rng.pick(EMAIL_DOMAINS);
  const f = mailbox(first);
  const l = mailbox(last);
  const local = style === 0 ? `${f}.${l}` : style === 1 ? `${f}.${l}${number}` : style === 2 ? `${f.charAt(0)}${l}` : `${f}_${l}${number}`;
  const phone = town.phone(rng);
  const consent = PHONE_CONSENT_MODES[rng.weightedIndex([3, 5, 2])] ?? 'None';
  // Most people browse in their home language; some switch to English.
  const languageCode = origin.language !== 'en' && rng.chance(0.3) ? 'en' : origin.language;
  return {
    first,
    last,
    email: `${local}@${domain}`,
    phone,
    phoneConsentMode: consent,
    languageCode,
    country: origin.country,
    region: origin.region,
    city: town.city,
  };
}

/** The contact fields every person-bearing record carries, in the service's order. */
export function contactFields(person: Person): Pick<Person, 'email' | 'first' | 'last' | 'phone' | 'phoneConsentMode'> {
  return { email: person.email, first: person.first, last: person.last, phone: person.phone, phoneConsentMode: person.phoneConsentMode };
}
