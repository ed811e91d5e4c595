/**
 * The English catalogue: every sentence a person sees, as an ICU message by id, kept by area
 * in the files under en/ (each file grouped by where a sentence is said). Arguments are `{name}`; `{count, plural, one {…} other {…}}` and
 * `{kind, select, … other {…}}` choose words. An apostrophe is itself (`channel's`) except
 * right before `{`, `}` or `|` (or `#` in a plural), where ICU reads it as a quote: write `''`
 * there. Another language is one file of its own, a `MessageCatalogue` with the ids it
 * translates (index.ts says how it is named); an id it leaves out is said in English.
 */
import { conversation } from './en/conversation.js';
import { failures } from './en/failures.js';
import { figures } from './en/figures.js';
import { forms } from './en/forms.js';
import { grammar } from './en/grammar.js';
import { help } from './en/help.js';
import { reports } from './en/reports.js';
import { tables } from './en/tables.js';

/** The English catalogue, every area's messages in one object (the files under en/ by area). */
export const en = { ...conversation, ...grammar, ...help, ...forms, ...reports, ...figures, ...tables, ...failures };
