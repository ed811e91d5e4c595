/**
 * Where the asker is and what their clock says, said in passing: "I'm in London", "asking from Phoenix", "Seattle here",
 * "(Pacific)", "— ET", "London time", "through midnight Eastern", "it's 8am here in San Diego". The asker's town is no
 * place the figures are narrowed to, so it is left out. A time zone said is the one the question's days are read in,
 * as `tz` sets it in a command: "signups yesterday, Pacific time" are yesterday's in Los Angeles.
 */

/** Time zones by the words people say them with, and the cities whose clocks they are. */
const ZONES: readonly { zone: string; names: readonly string[]; letters: readonly string[]; cities: readonly string[] }[] = [
  {
    zone: 'America/New_York',
    names: ['eastern', 'east coast'],
    letters: ['et', 'est', 'edt'],
    cities: ['new york', 'nyc', 'boston', 'toronto', 'montreal', 'atlanta', 'miami'],
  },
  { zone: 'America/Chicago', names: ['central'], letters: ['ct', 'cst', 'cdt'], cities: ['chicago', 'dallas', 'houston', 'austin', 'minneapolis'] },
  { zone: 'America/Denver', names: ['mountain'], letters: ['mt', 'mst', 'mdt'], cities: ['denver', 'boise', 'salt lake city'] },
  { zone: 'America/Phoenix', names: ['arizona', 'az'], letters: [], cities: ['phoenix', 'tucson'] },
  {
    zone: 'America/Los_Angeles',
    names: ['pacific', 'west coast'],
    letters: ['pt', 'pst', 'pdt'],
    cities: ['los angeles', 'la', 'seattle', 'san diego', 'san francisco', 'sf', 'vancouver'],
  },
  { zone: 'America/Halifax', names: ['atlantic'], letters: ['ast', 'adt'], cities: ['halifax'] },
  { zone: 'America/Anchorage', names: ['alaska'], letters: ['akst', 'akdt'], cities: ['anchorage'] },
  { zone: 'Pacific/Honolulu', names: ['hawaii'], letters: ['hst'], cities: ['honolulu'] },
  { zone: 'Europe/London', names: ['uk'], letters: ['gmt', 'bst'], cities: ['london', 'glasgow', 'edinburgh', 'manchester'] },
  { zone: 'Europe/Dublin', names: ['ireland'], letters: [], cities: ['dublin'] },
  { zone: 'Europe/Paris', names: [], letters: ['cet', 'cest'], cities: ['paris', 'berlin', 'madrid', 'rome', 'amsterdam', 'brussels'] },
  { zone: 'UTC', names: ['zulu'], letters: ['utc'], cities: [] },
];
const ZONE_OF = new Map(ZONES.flatMap(({ zone, names, letters, cities }) => [...names, ...letters, ...cities].map((w) => [w, zone] as const)));
/** Zones' letters, read as one only in capitals ("PT", not "pt"), where a word would be another word. */
const LETTERS = new Set(ZONES.flatMap((z) => z.letters));

const byLength = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
/** Every word of a zone; and its own names and letters alone, what a bracket or the message's last word says ("(ET)", "— Pacific"). */
const NAMES = byLength([...ZONE_OF.keys()]);
const OWN_NAMES = byLength(ZONES.flatMap((z) => [...z.names, ...z.letters]));
const CITY_NAMES = byLength(ZONES.flatMap((z) => z.cities));
/** A town as written: a word or three in capitals ("Phoenix", "San Diego", "Boise (MT)"), or a zone's own city. */
const PLACE = String.raw`(?:\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,2}(?:,\s*\p{Lu}{2}\b)?)`;
const CLOCK = String.raw`(?:\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|midnight|noon)`;
const ZONE_SAID = String.raw`(?:${NAMES})(?:\s+(?:standard|daylight))?(?:\s+time)?`;
const OWN_ZONE_SAID = String.raw`(?:${OWN_NAMES})(?:\s+(?:standard|daylight))?(?:\s+time)?`;

/** Phrases that say the asker's zone, the zone's words in the first group. */
const ZONE_PHRASES: readonly RegExp[] = [
  // "Pacific time", "London time", "on Eastern", "my time (London)", "(CET)", "— ET", "through midnight Eastern".
  new RegExp(String.raw`\b(?:as of|through|thru|until|till|at|by)\s+${CLOCK}\s+(${ZONE_SAID})\b`, 'giu'),
  new RegExp(String.raw`\b(?:i['’]?m|i am|we['’]re|we are)\s+on\s+(${ZONE_SAID})\b`, 'giu'),
  new RegExp(String.raw`\bmy time\s*\((${ZONE_SAID})\)`, 'giu'),
  new RegExp(String.raw`\b((?:${NAMES})(?:\s+(?:standard|daylight))?\s+time)\b`, 'giu'),
  new RegExp(String.raw`\(\s*(${OWN_ZONE_SAID})\s*\)`, 'giu'),
  new RegExp(String.raw`(?:^|[\s,;–—-]+)(${OWN_ZONE_SAID})\s*[.!?]?\s*$`, 'giu'),
];
/** Phrases that say where the asker is: left out, whatever the place, but after a comma only a place the data does not hold. */
const WHEREABOUTS: readonly (readonly [RegExp, 'any' | 'unheld'])[] = [
  [
    new RegExp(
      String.raw`\b(?:[Ii]['’]?m|[Ii] am|[Ww]e['’]re|[Ww]e are)\s+(?:\d+\s+hours?\s+(?:behind|ahead of)\s+you\s+)?(?:in|based in|out in|over in|here in|calling from|writing from)\s+${PLACE}`,
      'gu',
    ),
    'any',
  ],
  [new RegExp(String.raw`\b(?:it'?s|its)\s+${CLOCK}\s+(?:here\s+)?(?:in\s+${PLACE})?`, 'giu'), 'any'],
  [
    new RegExp(String.raw`\b(?:asking|writing|messaging|pinging|checking in|hello|hi|hey|morning|good morning|greetings)\s+from\s+${PLACE}`, 'giu'),
    'any',
  ],
  [new RegExp(String.raw`(?:^|[,;–—-]\s*)(?:from\s+)?${PLACE}\s+here\b`, 'gu'), 'unheld'],
  [new RegExp(String.raw`\b${PLACE}-based\b`, 'gu'), 'any'],
  [new RegExp(String.raw`\bmy time\b`, 'giu'), 'any'],
  [new RegExp(String.raw`[,;:?!–—-]\s*from\s+${PLACE}\s*[,.!?]*\s*$`, 'gu'), 'unheld'],
  [new RegExp(String.raw`\(\s*(?:from\s+)?(?:${CITY_NAMES})\s*\)`, 'giu'), 'any'],
];

/** Whether a zone's words name one: its letters in capitals, or a name. */
function zoneOf(said: string): string | undefined {
  const words = said.replace(/\s+(?:standard|daylight)?\s*time$/i, '').trim();
  if (LETTERS.has(words.toLowerCase()) && words !== words.toUpperCase()) return undefined;
  return ZONE_OF.get(words.toLowerCase());
}

/**
 * The message without where the asker is and their clock, and the time zone they said, if any. A place the data holds
 * ("Portland", "harbor view") is never the asker's: `named` says which words are the data's.
 */
export function withoutWhereabouts(text: string, named: (word: string) => boolean): { text: string; timeZone?: string } {
  let kept = text;
  let timeZone: string | undefined;
  let found = false;
  for (const pattern of ZONE_PHRASES)
    kept = kept.replace(pattern, (all, said: string) => {
      const zone = zoneOf(said);
      if (!zone) return all;
      [timeZone, found] = [timeZone ?? zone, true];
      return all.startsWith(' ') || /^[,;–—-]/.test(all) ? ' ' : '';
    });
  // What a zone left in brackets: "(Atlantic time, Halifax)" is "(Halifax)".
  kept = kept.replace(/\(\s*[,;]\s*/g, '(').replace(/\s*[,;]\s*\)/g, ')');
  for (const [pattern, which] of WHEREABOUTS)
    kept = kept.replace(pattern, (all) => {
      if (which === 'unheld' && all.split(/[\s,()-]+/).some((w) => w !== '' && named(w.toLowerCase()))) return all;
      found = true;
      return ' ';
    });
  if (!found) return { text };
  kept = kept
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.?!])/g, '$1')
    .trim();
  return /\p{L}/u.test(kept) ? { text: kept, ...(timeZone ? { timeZone } : {}) } : { text };
}
