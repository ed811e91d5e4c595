/**
 * How people write in chat, as data: contractions, shorthand and numbers in words. The
 * normaliser (normalise.ts) rewrites each into the words the rest of the reader knows, so a
 * new abbreviation is one row here, never a branch. Lower case; a value may be several words.
 */

/** Contractions, with the apostrophe already straightened; `'s` after any other word is a possessive and is dropped. */
export const CONTRACTIONS: Readonly<Record<string, string>> = {
  "what's": 'what is',
  "how's": 'how is',
  "how're": 'how are',
  "how'd": 'how did',
  "what'd": 'what did',
  "where'd": 'where did',
  "where's": 'where is',
  "who's": 'who is',
  "that's": 'that is',
  "there's": 'there is',
  "it's": 'it is',
  "let's": 'let us',
  "we're": 'we are',
  "we've": 'we have',
  "we'd": 'we did',
  "we'll": 'we will',
  "they're": 'they are',
  "you're": 'you are',
  "i'm": 'i am',
  "i've": 'i have',
  "i'd": 'i would',
  "don't": 'do not',
  "doesn't": 'does not',
  "didn't": 'did not',
  "isn't": 'is not',
  "aren't": 'are not',
  "wasn't": 'was not',
  "weren't": 'were not',
  "haven't": 'have not',
  "hasn't": 'has not',
  "can't": 'can not',
  "couldn't": 'could not',
  "won't": 'will not',
  "wouldn't": 'would not',
  "y'all": 'you',
  "o'clock": 'oclock',
};

/**
 * Endings of contractions not in the table, spelled out after their word ("they've", "shouldn't"),
 * or left out where it would only add a tense ("i'll be honest").
 */
export const CONTRACTED_ENDINGS: Readonly<Record<string, string>> = { ll: '', d: 'would', re: 'are', ve: 'have', m: 'am', t: 'not' };

/**
 * Chat shorthand, each read as the words it stands for. Only words that mean one thing in a
 * question about these reports: "rev" is revenue here, never a reverend.
 */
export const CHAT_WORDS: Readonly<Record<string, string>> = {
  // Words from other languages' calendars and spelling: a "trimestre" is a quarter, a "semestre" half a year.
  'week-end': 'weekend',
  'week-ends': 'weekends',
  trimester: 'quarter',
  trimesters: 'quarters',
  semester: 'half',
  semesters: 'halves',
  programme: 'program',
  mktg: 'marketing',
  tonights: 'tonight',
  overnight: 'today',
  // Reports and figures
  refs: 'referrals',
  ref: 'referral',
  occ: 'occupancy',
  'occ%': 'occupancy',
  occy: 'occupancy',
  // Another language's word for it ("ocupación", "occupation").
  occupation: 'occupancy',
  panorama: 'overview',
  // Autocorrect's word for it on a phone.
  resv: 'reservation',
  resvs: 'reservations',
  occupant: 'occupancy',
  occupants: 'occupancy',
  bkg: 'booking',
  bkgs: 'bookings',
  bkng: 'booking',
  bkngs: 'bookings',
  res: 'reservations',
  rez: 'reservation',
  resos: 'reservations',
  rezzies: 'reservations',
  rev: 'revenue',
  revs: 'revenue',
  avg: 'average',
  avgs: 'averages',
  rn: 'room nights',
  rns: 'room nights',
  txn: 'transaction',
  txns: 'transactions',
  trans: 'transactions',
  trx: 'transactions',
  ppl: 'people',
  pax: 'people',
  unsubs: 'unsubscribes',
  subs: 'subscribers',
  fwd: 'forward',
  unsubbed: 'unsubscribed',
  cxl: 'cancellation',
  cxls: 'cancellations',
  canx: 'cancellations',
  unsub: 'unsubscribe',
  optouts: 'opt-outs',
  optout: 'opt-out',
  'opt-ins': 'signups',
  optins: 'signups',
  otb: 'on the books',
  // Business on the books; day of week.
  bob: 'on the books',
  dow: 'day',
  stly: 'same time last year',
  los: 'length of stay',
  svc: 'service',
  cty: 'city',
  pct: 'percent',
  teh: 'the',
  jly: 'july',
  'co-op': 'collaborative',
  coop: 'collaborative',
  ssh: 'select service hotel',
  fsh: 'full service hotel',
  td: 'to date',
  prop: 'property',
  props: 'properties',
  ppty: 'property',
  ppties: 'properties',
  mtg: 'meeting',
  bfcm: 'black friday through cyber monday',
  '#s': 'numbers',
  '#': 'number',
  fb: 'facebook',
  ig: 'instagram',
  insta: 'instagram',
  paddy: 'patrick',
  paddys: 'patrick',
  patty: 'patrick',
  pattys: 'patrick',
  pics: 'photos',
  // A breakdown said as an adverb ("coming from geographically"), as "weekly" is a grouping.
  geographically: 'by location',
  regionally: 'by region',
  // Holidays as typed in a hurry.
  tgiving: 'thanksgiving',
  thxgiving: 'thanksgiving',
  vday: 'valentines day',
  bf: 'black friday',
  // Periods
  yday: 'yesterday',
  yest: 'yesterday',
  ystd: 'yesterday',
  yesterdays: 'yesterday',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tomorrows: 'tomorrow',
  todays: 'today',
  tdy: 'today',
  nxt: 'next',
  // Periods as two letters, in reports people write every week.
  lw: 'last week',
  lm: 'last month',
  tw: 'this week',
  nw: 'next week',
  nm: 'next month',
  prev: 'previous',
  wk: 'week',
  wks: 'weeks',
  wkly: 'weekly',
  wknd: 'weekend',
  wkend: 'weekend',
  wknds: 'weekends',
  mo: 'month',
  mos: 'months',
  mth: 'month',
  mths: 'months',
  mnth: 'month',
  mnths: 'months',
  yr: 'year',
  yrs: 'years',
  // "the trailing twelve months", "rolling 30 days": the past ones.
  trailing: 'past',
  ttm: 'past 12 months',
  rolling: 'past',
  fortnight: '14 days',
  fortnights: '4 weeks',
  qtr: 'quarter',
  qtrs: 'quarters',
  hrs: 'hours',
  sec: 'second',
  xmas: 'christmas',
  mem: 'memorial',
  nye: "new year's eve",
  nyd: "new year's day",
  // Comparisons and the rest
  'vs.': 'vs',
  'v.': 'vs',
  ly: 'last year',
  wow: 'week over week',
  mom: 'month over month',
  qoq: 'quarter over quarter',
  'w/': 'with',
  w: 'with',
  'w/o': 'without',
  thru: 'through',
  tonite: 'tonight',
  nite: 'night',
  nites: 'nights',
  money: 'revenue',
  '1:1': 'meeting',
  '2nite': 'tonight',
  til: 'until',
  '&': 'and',
  '+': 'and',
  // Apostrophes and final g's left out
  hows: 'how is',
  lookin: 'looking',
  doin: 'doing',
  goin: 'going',
  // Courtesies and asides: read as nothing
  lol: 'ha',
  lmao: 'ha',
  haha: 'ha',
  omg: 'ha',
  wtf: 'ha',
  ugh: 'ha',
  smh: 'ha',
  btw: 'by the way',
  fyi: 'for your information',
  tbh: 'to be honest',
  idk: 'unsure',
  collab: 'collaborative',
  lst: 'last',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  // Another language's courtesies, said around a question in English.
  merci: 'thanks',
  gracias: 'thanks',
  danke: 'thanks',
  grazie: 'thanks',
  obrigado: 'thanks',
  obrigada: 'thanks',
  bonjour: 'hello',
  hola: 'hello',
  hallo: 'hello',
  ciao: 'hello',
  ty: 'thanks',
  tia: 'thanks',
  u: 'you',
  r: 'are',
  ur: 'your',
  b4: 'before',
  n: 'and',
  // Texting's words whose consonants are two words' (spelling.ts reads the rest): the one people mean.
  frm: 'from',
  desc: 'descending',
  asc: 'ascending',
  ths: 'this',
  hws: 'how is',
  lk: 'like',
  dt: 'date',
  blk: 'black',
  nts: 'nights',
  conv: 'conversion',
  val: 'value',
  vacay: 'vacation',
  pto: 'time off',
  wut: 'what',
  wat: 'what',
  reso: 'reservation',
  dtown: 'downtown',
  wk2dt: 'week to date',
  mo2dt: 'month to date',
};

/** Words the grammar reads the next word after as a value, as typed (never a chat word or a typo read otherwise). */
export const TAKES_VALUE: ReadonlySet<string> = new Set([
  'tz',
  'timezone',
  'time-zone',
  'zone',
  'type',
  'delay',
  'top',
  'property',
  'properties',
  'prop',
  'discovery',
  'discoveries',
]);

/** Ordinals in words, read as a day's where a month or "the" is before them ("march first", "the fifteenth"). */
export const ORDINAL_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'first',
    'second',
    'third',
    'fourth',
    'fifth',
    'sixth',
    'seventh',
    'eighth',
    'ninth',
    'tenth',
    'eleventh',
    'twelfth',
    'thirteenth',
    'fourteenth',
    'fifteenth',
    'sixteenth',
    'seventeenth',
    'eighteenth',
    'nineteenth',
    'twentieth',
  ]
    .map((w, k) => [w, `${k + 1}${['st', 'nd', 'rd'][k] ?? 'th'}`] as const)
    .concat([['thirtieth', '30th']]),
);

/** Abbreviations dictated or typed a letter at a time ("y t d", "a d r"), read as the word. */
export const SPELLED: ReadonlySet<string> = new Set([
  'ytd',
  'mtd',
  'qtd',
  'wtd',
  'adr',
  'rv',
  'rvs',
  'yoy',
  'ly',
  'otb',
  'stly',
  'los',
  'abv',
  'ttm',
  'ugc',
  'nye',
]);

/** Numbers in words, read as digits ("top five", "the last two weeks", "two months ago"). */
export const NUMBER_WORDS: Readonly<Record<string, string>> = Object.fromEntries([
  ...'two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'
    .split(' ')
    .map((word, k) => [word, String(k + 2)]),
  ...Object.entries({ 'twenty-five': '25', thirty: '30', forty: '40', fifty: '50', sixty: '60', ninety: '90' }),
]);

/** A unit of time as a word, one or several ("night", "weeks"): what a count before it counts. */
export const UNIT_WORD = /^(days?|nights?|weeks?|weekends?|months?|quarters?|years?)$/;

/** Units of time a recency word or "complete" may stand before, with a count or "full" between. */
const UNIT_NAMES = String.raw`(?:days?|weeks?|weekends?|months?|quarters?|years?)\b`;
const UNITS_AFTER = String.raw`(?:(?:full|complete|completed|whole) )?(?:\d+ )?${UNIT_NAMES}`;

/** A count of units, in figures or words ("the last 6 full weeks", "the 3 months before this one"). */
export const COUNT = '(\\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)';

/** Phrases as the words the reader knows: words of recency before a unit of time ("our latest full month" is the last whole month). */
const PHRASES: readonly (readonly [RegExp, string | ((typed: string, ...parts: string[]) => string)])[] = [
  [new RegExp(String.raw`\b(?:the )?(?:most recent|latest|newest|last completed?)(?= ${UNITS_AFTER})`, 'gi'), 'last'],
  [new RegExp(String.raw`\b(?:complete|completed)(?= ${UNIT_NAMES})`, 'gi'), 'full'],
  // "the last 6 full weeks": whole weeks, as the grammar writes them, where "the last 6 weeks" are days; whole months,
  // quarters and years are what "the last 6 months" reads anyway. "the next 3 calendar months" are whole ones too, from
  // the next one, where "the next 3 months" counts from today.
  [
    new RegExp(String.raw`\b(?:the )?(?:last|past|previous|prior) ${COUNT} (?:full|whole|calendar) weeks\b`, 'gi'),
    (_: string, n: string) => `last-${NUMBER_WORDS[n.toLowerCase()] ?? n}-weeks`,
  ],
  [new RegExp(String.raw`\b(?:the )?(last|past|previous|prior) ${COUNT} (?:full|whole|calendar) (month|quarter|year)s\b`, 'gi'), '$1 $2 $3s'],
  [
    new RegExp(String.raw`\b(?:the )?(?:next|coming) ${COUNT} (?:full|whole|calendar) (week|month|quarter|year)s\b`, 'gi'),
    'the $1 $2s starting next $2',
  ],
  // "BF thru CM": Black Friday to Cyber Monday; "2026 to date": from that year's first day (set against another, each year's).
  [/\bbf ?(?:thru|through|to|-|–) ?cm\b/gi, 'black friday through cyber monday'],
  [/(?<!\b(?:fiscal|financial|fy|vs|versus) )\b((?:19|20)\d\d) to date\b(?! (?:vs|versus|compared))/gi, 'since the start of $1'],
  // "up to date occupancy", "up-to-the-minute numbers": the figures as they stand, which they always are.
  [/\bup[- ]to[- ](?:the[- ]minute|date)(?= [a-z])/gi, 'current'],
  // Where a period's ends are said to be in it or not: "on or after the 1st" is from it; "up to but not including the
  // 15th", "to the 15th exclusive" stop the day before; "inclusive" is what every period's ends are anyway.
  [/\bon or after\b/gi, 'from'],
  [/\bon or before\b/gi, 'up to and including'],
  [/\b(?:up )?(?:to|until|till|through|thru),? (?:but |and )?(?:not including|excluding)\b/gi, 'up to but not including'],
  [
    /(?:\b(?:to|until|till|through|thru)| ?[-–]) ?((?:the )?(?!\d+,? \(?exclusive)\S+(?: \S+){0,2}?),? \(?exclusive\)?/gi,
    ' up to but not including $1',
  ],
  [/,? ?\(?\b(?:both (?:dates |days |ends )?)?inclusive(?: of both(?: dates| days| ends)?)?\b\)?/gi, ''],
];

/** The text with each phrase read as the words it stands for (a call for each kind: TypeScript picks `replace` by its argument). */
export const readPhrases = (text: string): string =>
  PHRASES.reduce((t, [phrase, words]) => (typeof words === 'string' ? t.replace(phrase, words) : t.replace(phrase, words)), text);
