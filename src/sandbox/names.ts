/**
 * The names the sample data holds, as the question reader knows a deployment's names
 * (src/query/reader/names.ts): the member properties (by slug, as the service filters by
 * them), the discoveries (by id), the places leads and visitors come from, and the referral
 * channels. Local mode and the CLI's sample data read questions with these.
 */
import type { KnownName, NameIndex } from '../query/reader/names.js';
import { SANDBOX_DISCOVERIES, SANDBOX_PROPERTIES } from './catalog.js';
import { ORIGINS } from './people.js';
import { SPONSOR_CHANNELS, SPONSOR_GEOS } from './sponsor.js';

function places(): KnownName[] {
  const seen = new Map<string, KnownName>();
  const add = (kind: KnownName['kind'], name: string) => seen.set(`${kind}:${name}`, { kind, name, id: name });
  for (const o of [...ORIGINS, ...SPONSOR_GEOS]) {
    add('country', o.country);
    add('region', o.region);
    for (const city of 'cities' in o ? o.cities.map((c) => c.city) : [o.city]) add('city', city);
  }
  return [...seen.values()];
}

/** The sample deployment's names. */
export function sandboxNames(): NameIndex {
  return {
    names: [
      ...SANDBOX_PROPERTIES.map((p): KnownName => ({ kind: 'property', name: p.name, id: p.slug })),
      ...SANDBOX_DISCOVERIES.map((d): KnownName => ({ kind: 'discovery', name: d.name, id: d.id })),
      ...places(),
      // A channel is said by its source or its medium as often as by both ("email", "google").
      ...[
        ...new Set(SPONSOR_CHANNELS.filter((c) => !c.source.startsWith('(')).flatMap((c) => [`${c.source} / ${c.medium}`, c.source, c.medium])),
      ].map((name): KnownName => ({ kind: 'channel', name, id: name })),
    ],
  };
}
