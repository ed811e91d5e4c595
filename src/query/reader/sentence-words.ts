/**
 * The words that give a question its shape rather than its meaning: what may open an
 * imperative and what its object begins with, which words put a name or a type after them, and
 * words of time no date rule reads. The reader's slot filling (slots.ts) asks about them.
 */

/** Grammar options a question may type as such; the rest of the grammar's options are said in words. */
export const TYPED_OPTIONS = new Set(['timeZone', 'weekStartsOn', 'delay', 'property', 'discovery']);
/** Superlatives that, before one thing ranked in the singular, ask for the first of the ranking alone. */
export const TOP_ONE = new Set(['top', 'best', 'worst', 'biggest', 'highest', 'leading']);

/** Words inside a date phrase that put it ahead ("next weekend", "the coming month", "tomorrow"). */
export const AHEAD_IN_DATES = /\b(next|coming|upcoming|ahead|tomorrow|tonight)\b/i;
/** A time of day, which only a schedule takes ("at noon"): alone, it is not understood. */
export const TIMES_OF_DAY = new Set(['noon', 'midnight', 'oclock']);
/** Words of a period no date rule read: a label beside dates said ("ski season jan-mar"), alone not understood. */
export const PERIOD_WORDS = new Set(['holiday', 'holidays', 'season', 'weekday', 'weekdays']);
/** Words before "type" that make it the breakdown's or the sentence's ("which type brought …"), never the option's keyword. */
export const TYPE_ASKED = new Set(['by', 'property', 'which', 'what', 'each', 'every', 'per', 'any', 'the', 'a', 'of', 'one', 'that', 'this']);
/** Words after which a word is a name the question filters by ("signups for Bayside", "only Harbor View Inn"). */
export const BEFORE_NAMES = new Set(['at', 'for', 'from', 'in', 'of', 'only', 'just']);
/** What may come before an imperative: a greeting, the bot's name, a please. */
export const OPENERS = new Set('hey hi hello yo ok okay bot please pls can could would will you kindly and then also now quickly just'.split(' '));
/** What an imperative's object begins with. */
export const OBJECTS = new Set('the this that these those my our your a an me us it them all every last next new everyone everybody'.split(' '));
