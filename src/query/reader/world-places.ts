/**
 * The world's countries beside a deployment's names: guests come from countries its data may not hold yet ("referrals
 * from Japan", "signups from Ireland"), and such a country is still a place, asked of by country, never a word left
 * out ("japan" is also a dictionary word, so it was dropped) or refused. The names are date-holidays' own list.
 */
import Holidays from 'date-holidays';
import type { KnownName, NameIndex } from './names.js';

/** Countries whose names are everyday words, people's names or holidays' ("turkey day", "Chad wants …"), or said otherwise. */
const LEFT_OUT = new Set(['Chad', 'Georgia', 'Jersey', 'Turkey', 'Guinea', 'Christmas Island', 'Cook Islands', 'Republic of the Niger']);
/** The names people use where the library's differ. */
const AS_SAID: Readonly<Record<string, string>> = {
  Italia: 'Italy',
  'United States of America': 'United States',
  "People's Republic of Bangladesh": 'Bangladesh',
  'Kingdom of Morocco': 'Morocco',
  'Republic of Mali': 'Mali',
  'Togolese Republic': 'Togo',
};

let countries: readonly string[] | undefined;
const worldCountries = (): readonly string[] =>
  (countries ??= Object.values(new Holidays().getCountries('en'))
    .filter((name) => !LEFT_OUT.has(name))
    .map((name) => AS_SAID[name] ?? name));

const withWorld = new WeakMap<NameIndex, NameIndex>();

/** The deployment's names and every country its data does not name, each a country by its own name. */
export function withWorldCountries(index: NameIndex): NameIndex {
  let kept = withWorld.get(index);
  if (!kept) {
    const held = new Set(index.names.filter((n) => n.kind === 'country').map((n) => n.name.toLowerCase()));
    const more = worldCountries()
      .filter((name) => !held.has(name.toLowerCase()))
      .map((name): KnownName => ({ kind: 'country', name, id: name }));
    kept = { names: [...index.names, ...more] };
    withWorld.set(index, kept);
  }
  return kept;
}
