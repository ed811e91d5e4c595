/**
 * The one message catalogue: every sentence a person sees is an ICU message here, looked up
 * by id and formatted for the reader. The words come from the reader's language (`de-DE`
 * reads the `de` catalogue when there is one, English otherwise, message by message); the
 * figures and dates in a message's arguments follow the reader's whole locale, so `{count}`
 * is `1,234.5` in en-US and `1.234,5` in de-DE whatever language the words are in.
 *
 * A language is one file: a catalogue beside en.ts with the same ids (any it leaves out are
 * said in English), named in `LANGUAGES` below. Pure: no I/O, nothing of ours imported, so
 * any module of the tree may say its sentences through it without an import cycle.
 */
import { IntlMessageFormat, type Formatters, type PrimitiveType } from 'intl-messageformat';
import { en } from './en.js';

/** The locale of a reader whose own is not known; every message before issue 29 was written in it. */
export const DEFAULT_LOCALE = 'en-US';

/** A message's id: a key of the English catalogue, so a misspelt id fails the typecheck. */
export type MessageId = keyof typeof en;

/** A language's catalogue: ICU messages by id; an id it leaves out is said in English. */
export type MessageCatalogue = Partial<Record<MessageId, string>>;

/** The values a message's `{arguments}` take: numbers and dates are written in the reader's locale. */
export type MessageValues = Record<string, PrimitiveType>;

/** The catalogues by language (BCP 47 language, or language-region where a region's words differ). */
const LANGUAGES: Readonly<Record<string, MessageCatalogue>> = { en };

/**
 * Intl formatters shared by every compiled message: each Intl object holds native memory V8
 * does not see, and a formatter per message and locale would make thousands of them.
 */
function sharedFormatters(): Formatters {
  const memo = <A extends unknown[], R>(make: (...args: A) => R) => {
    const made = new Map<string, R>();
    return (...args: A): R => {
      const key = JSON.stringify(args);
      let f = made.get(key);
      if (f === undefined) {
        if (made.size > 500) made.clear();
        f = make(...args);
        made.set(key, f);
      }
      return f;
    };
  };
  return {
    getNumberFormat: memo((locales?: string | string[], opts?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locales, opts)),
    getDateTimeFormat: memo((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args)),
    getPluralRules: memo((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
  };
}
const formatters = sharedFormatters();

/** Tags as given -> as Intl writes them, so each is read by Intl once. */
const canonicalTags = new Map<string, string>();

/** The locale Intl takes for `tag` (canonical), or the default when it takes none. */
function formattingLocale(tag: string | undefined): string {
  if (!tag) return DEFAULT_LOCALE;
  // Every table cell of nights says a message: the tag is read by Intl once, not per cell.
  let canonical = canonicalTags.get(tag);
  if (canonical === undefined) {
    try {
      canonical = Intl.getCanonicalLocales(tag)[0] ?? DEFAULT_LOCALE;
    } catch {
      canonical = DEFAULT_LOCALE;
    }
    if (canonicalTags.size > 1_000) canonicalTags.clear();
    canonicalTags.set(tag, canonical);
  }
  return canonical;
}

/** Says a message by id, with its values, for a reader's locale: what `message` is. */
export type SayMessage = (id: MessageId, values?: MessageValues, locale?: string) => string;

/**
 * A `message` function over `languages` (English under every one of them): what the app's own
 * `message` is over `LANGUAGES`, and what a test makes over a catalogue of its own to see a
 * language chosen. Each keeps its compiled messages by locale and id, each parsed once.
 */
export function messagesOf(languages: Readonly<Record<string, MessageCatalogue>>): SayMessage {
  /** The words of `id` for a locale: its own region's catalogue, then its language's, then English. */
  const wordsOf = (id: MessageId, locale: string): string => {
    const { language, region } = new Intl.Locale(locale);
    return (region ? languages[`${language}-${region}`]?.[id] : undefined) ?? languages[language]?.[id] ?? en[id];
  };
  const compiled = new Map<string, IntlMessageFormat>();
  const compiledMessage = (id: MessageId, locale: string): IntlMessageFormat => {
    const key = `${locale}\u0000${id}`;
    let mf = compiled.get(key);
    if (!mf) {
      // There are few locales and a few hundred messages; a flood of odd tags cannot grow this without end.
      if (compiled.size > 10_000) compiled.clear();
      // ignoreTag: `<id>` in a message is text a person types, not markup.
      mf = new IntlMessageFormat(wordsOf(id, locale), locale, undefined, { formatters, ignoreTag: true });
      compiled.set(key, mf);
    }
    return mf;
  };
  const say: SayMessage = (id, values, locale) => {
    const formatted = compiledMessage(id, formattingLocale(locale)).format(values && withoutContacts(values));
    return Array.isArray(formatted) ? formatted.join('') : String(formatted);
  };
  return say;
}

/** An e-mail address, and a phone number as people write one ("555-123-4567", "(555) 123 4567", "+1 555.123.4567"). */
const EMAIL = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[a-z]{2,}/gi;
const PHONE = /(?<![\w.])(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?![\w.])/g;

/**
 * The values with any e-mail address or phone number in them masked: a message may quote what a person typed
 * ("I don't understand …"), and those never reach a chat message.
 */
function withoutContacts(values: MessageValues): MessageValues {
  // Every table cell says a message: most values are figures, and only one with an "@" or a run of digits is looked at.
  const mayHold = (v: PrimitiveType): v is string => typeof v === 'string' && (v.includes('@') || /\d{3}/.test(v));
  if (!Object.values(values).some(mayHold)) return values;
  const masked = (v: PrimitiveType) => (mayHold(v) ? v.replace(EMAIL, '[e-mail]').replace(PHONE, '[phone]') : v);
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, masked(v)]));
}

const appMessage = messagesOf(LANGUAGES);

/**
 * Who a text is said to: their locale (BCP 47), or a locale with the catalogue to say it from
 * (`messagesOf` over a catalogue of a test's own), which everything that says things takes
 * where it takes a locale, down to `message`.
 */
export type Reader = string | { locale: string; say: SayMessage } | undefined;

/** The locale of a reader, for what Intl writes (figures, dates). */
export const localeOf = (reader: Reader): string | undefined => (typeof reader === 'object' ? reader.locale : reader);

/** The catalogue a reader is said things from: their own, or the app's. */
export const sayOf = (reader: Reader): SayMessage => (typeof reader === 'object' ? reader.say : appMessage);

/**
 * The sentence `id` says, with `values` in its arguments, for `reader` (a locale, BCP 47;
 * absent or not one Intl takes: en-US; or a locale with its own catalogue). Throws only on a
 * message or value that does not fit its catalogue entry, which the catalogue's tests rule out.
 */
export const message = (id: MessageId, values?: MessageValues, reader?: Reader): string =>
  typeof reader === 'object' ? reader.say(id, values, reader.locale) : appMessage(id, values, reader);

/**
 * Whether `id` is a message of the catalogue: for ids made of stable keys at run time
 * (`metric.referrals.referralRevenue`, src/catalogue/words.ts), which the typecheck cannot see.
 */
export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(en, id);
}

/** Every message id of the catalogue, in the English catalogue's order (for tests and tools). */
export function messageIds(): MessageId[] {
  return Object.keys(en) as MessageId[];
}
