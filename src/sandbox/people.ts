/**
 * Fake but realistic people: names, e-mail addresses, phone numbers and home towns.
 *
 * The sandbox deliberately sends personal data, as the real service does, so that our client's
 * privacy stripping is exercised. Every address uses a reserved domain (RFC 2606) and every
 * phone number a range set aside for fiction, so nothing here can reach a real person.
 */
import type { Rng } from './random.js';

const FIRST_NAMES = [
  'Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Ethan', 'Sophia', 'Mason', 'Isabella', 'Lucas',
  'Mia', 'Jackson', 'Charlotte', 'Aiden', 'Amelia', 'Elijah', 'Harper', 'James', 'Evelyn', 'Benjamin',
  'Abigail', 'Henry', 'Emily', 'Owen', 'Ella', 'Samuel', 'Grace', 'Daniel', 'Chloe', 'Matthew',
  'José', 'María', 'Zoë', 'Renée', 'François', 'Chloé', 'Søren', 'Anaïs', 'Mary-Kate', 'Jean-Luc',
  'Priya', 'Wei', 'Aisha', 'Kenji', 'Fatima', 'Mateo', 'Nadia', 'Tomás', 'Ingrid', 'Oluwaseun',
] as const;

const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee',
  'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King',
  "O'Brien", 'McAllister', 'Nguyen', 'Kowalski', 'Müller', 'Gagnon', 'Tremblay', 'Côté', 'van der Berg', 'Okafor',
  'Patel', 'Chen', 'Yamamoto', 'Haddad', 'Novak', 'Lindqvist', 'Fitzgerald', 'Ramírez', 'Dubois', 'Sørensen',
] as const;

const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org', 'mail.example.com', 'inbox.example.net'] as const;

/** Where a person lives, with the language and phone plan that go with it. */
interface Origin {
  country: string;
  region: string;
  city: string;
  language: string;
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

const ORIGINS: readonly Origin[] = [
  { country: 'United States', region: 'Massachusetts', city: 'Boston', language: 'en', weight: 16, phone: nanp('617') },
  { country: 'United States', region: 'New York', city: 'New York', language: 'en', weight: 14, phone: nanp('212') },
  { country: 'United States', region: 'Maine', city: 'Portland', language: 'en', weight: 10, phone: nanp('207') },
  { country: 'United States', region: 'New Hampshire', city: 'Manchester', language: 'en', weight: 6, phone: nanp('603') },
  { country: 'United States', region: 'Connecticut', city: 'Hartford', language: 'en', weight: 6, phone: nanp('860') },
  { country: 'United States', region: 'Pennsylvania', city: 'Philadelphia', language: 'en', weight: 5, phone: nanp('215') },
  { country: 'United States', region: 'Florida', city: 'Miami', language: 'es', weight: 3, phone: nanp('305') },
  { country: 'Canada', region: 'Quebec', city: 'Montréal', language: 'fr', weight: 9, phone: nanp('514') },
  { country: 'Canada', region: 'Ontario', city: 'Toronto', language: 'en', weight: 6, phone: nanp('416') },
  // Ofcom reserves 020 7946 0000-0999 for drama.
  { country: 'United Kingdom', region: 'England', city: 'London', language: 'en', weight: 4, phone: (rng) => `+44 20 7946 0${digits(rng, 3)}` },
  { country: 'Germany', region: 'Bavaria', city: 'Munich', language: 'de', weight: 3, phone: (rng) => `+49 89 9999 ${digits(rng, 4)}` },
  { country: 'Mexico', region: 'Jalisco', city: 'Guadalajara', language: 'es', weight: 2, phone: (rng) => `+52 33 5555 ${digits(rng, 4)}` },
];

const ORIGIN_WEIGHTS = ORIGINS.map((o) => o.weight);

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
  const origin = ORIGINS[rng.weightedIndex(ORIGIN_WEIGHTS)] ?? ORIGINS[0]!;
  const style = rng.int(0, 3);
  const number = rng.int(1, 99);
  const domain = rng.pick(EMAIL_DOMAINS);
  const f = mailbox(first);
  const l = mailbox(last);
  const local = style === 0 ? `${f}.${l}` : style === 1 ? `${f}.${l}${number}` : style === 2 ? `${f.charAt(0)}${l}` : `${f}_${l}${number}`;
  const phone = origin.phone(rng);
  const consent = PHONE_CONSENT_MODES[rng.weightedIndex([3, 5, 2])] ?? 'None';
  // Most people browse in their home language; some switch to English.
  const languageCode = origin.language !== 'en' && rng.chance(0.3) ? 'en' : origin.language;
  return {
    first, last, email: `${local}@${domain}`, phone, phoneConsentMode: consent, languageCode,
    country: origin.country, region: origin.region, city: origin.city,
  };
}

/** The contact fields every person-bearing record carries, in the service's order. */
export function contactFields(person: Person): Pick<Person, 'email' | 'first' | 'last' | 'phone' | 'phoneConsentMode'> {
  return { email: person.email, first: person.first, last: person.last, phone: person.phone, phoneConsentMode: person.phoneConsentMode };
}
