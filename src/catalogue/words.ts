/**
 * A report's words by stable keys: which catalogue message says a report's title, a metric's
 * label, a table's title and columns, a chart's title and datasets, its empty period, settings
 * and notes (src/messages/en/figures.ts and tables.ts).
 *
 * Why keys: a report is made once and may be shared between readers (a firing's report goes to
 * every channel that asked for it), so it is made in the default locale, and each reader's copy
 * is relabelled afterwards (src/render/relabel.ts). The relabelling cannot ask the report how it
 * made a word; it knows only what the report carries: its kind, query, and each part's key. So
 * each word is a `Word`: a message id made of those keys, with values taken from them too, that
 * can be said in any locale. The report says it in English when it is made (`made`), the
 * relabelling says it again in the reader's locale (`relabel`).
 *
 * One key may stand for a few words (a table `byProperty` is "By property" in the opt-outs'
 * overview and titled as the report in its breakdown; a per-period table is by day, week or
 * month). So the relabelling is given a key's few candidate words, most particular first, and
 * takes the one whose English is the label as made. A label none of them says in English (a
 * plug-in's own words, which have no ids here) is left as it is: never a wrong word, at worst
 * an English one.
 */
import { DEFAULT_LOCALE, isMessageId, message, type MessageValues, type SayMessage } from '../messages/index.js';
import type { Breakdown, PropertyType, ReportQuery, WeekDay } from '../query/types.js';

/** A word of a report, said from keys in a locale through a catalogue; null where the catalogue has no id for them. */
export type Word = (locale: string, say: SayMessage) => string | null;

/** The grain a per-period table or a trend is by, as its messages select on it. */
export type GrainWord = 'day' | 'week' | 'month';
export const GRAIN_WORDS: readonly GrainWord[] = ['day', 'week', 'month'];

/** A key as a part of a message id, which allows letters and digits only: `property-type` → `propertyType`. */
export function idPart(key: string): string {
  return key.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** The message `id` with `values`; null where the catalogue has no such id. */
function sayId(id: string, values?: MessageValues): Word {
  return (locale, say) => (isMessageId(id) ? say(id, values, locale) : null);
}

/** The first of `ids` the catalogue has, with `values`. */
function firstOf(ids: string[], values?: MessageValues): Word {
  return (locale, say) => {
    const id = ids.find(isMessageId);
    return id === undefined ? null : say(id, values, locale);
  };
}

/** Whether a range is one calendar week, which the digest's title says (`Weekly digest`). */
const isWeek = (query: Pick<ReportQuery, 'range'>) => (query.range === 'last-week' || query.range === 'this-week' ? 'yes' : 'no');

/** What a report is broken down by, in words: `location` for `geo`. */
export function breakdownWord(breakdown: Breakdown): Word {
  return sayId(`breakdown.${idPart(breakdown)}`);
}

/** A property type in words, plural and lower case: `full-service hotels`. */
export function propertyTypeWord(type: PropertyType): Word {
  return sayId(`type.${type}`);
}

/** `word` with its first letter upper case, as a word that starts a line or a cell: `Condotels`. */
export function capitalizedWord(word: Word): Word {
  return (locale, say) => {
    const said = word(locale, say);
    return said === null ? null : said.charAt(0).toUpperCase() + said.slice(1);
  };
}

/** A report's title for its query: `Referrals`, `Signups by country`, `Weekly digest`. */
export function titleWord(kind: string, query: Pick<ReportQuery, 'range' | 'breakdown'>): Word {
  return (locale, say) => {
    const name = sayId(`title.${idPart(kind)}`, { week: isWeek(query) })(locale, say);
    if (name === null || !query.breakdown) return name;
    const by = breakdownWord(query.breakdown)(locale, say) ?? query.breakdown;
    return say('title.byBreakdown', { title: name, breakdown: by }, locale);
  };
}

/** A headline figure's label, and the sentence of what it means. */
export function metricWord(kind: string, key: string, part: 'label' | 'means' = 'label'): Word {
  return sayId(`metric.${idPart(kind)}.${key}${part === 'means' ? '.means' : ''}`);
}

/** A per-period table's title: `By week`. */
export function byPeriodWord(grain: GrainWord): Word {
  return sayId('report.byGrain', { grain });
}

/** A table's own title (a ranked table's: `Top channels`). */
export function tableWord(kind: string, key: string): Word {
  return sayId(`table.${idPart(kind)}.${key}`);
}

/** Every word a table of `key` may be titled with, most particular first (a breakdown's table is titled as its report). */
export function tableWords(kind: string, key: string, reportTitle: Word): Word[] {
  return [reportTitle, tableWord(kind, key), ...(key === 'byPeriod' ? GRAIN_WORDS.map(byPeriodWord) : [])];
}

/** The ids a column of `table` may be labelled by, most particular first. */
function columnIds(kind: string, table: string, column: string): string[] {
  const k = idPart(kind);
  return [`column.${k}.${table}.${column}`, `column.${k}.${column}`, `column.${table}.${column}`, `column.${column}`];
}

/** A column's label as a report makes it: the most particular id the catalogue has for its keys. */
export function columnWord(kind: string, table: string, column: string): Word {
  return firstOf(columnIds(kind, table, column));
}

/** Every word a column may be labelled with, most particular first (opt-outs' `byProperty.count` is "Advocacy opt-outs" in a breakdown, "Opt-outs" in the overview). */
export function columnWords(kind: string, table: string, column: string): Word[] {
  return columnIds(kind, table, column).map((id) => sayId(id));
}

/** A trend's title: `Referral revenue per week`. */
export function trendWord(kind: string, key: string, grain: GrainWord): Word {
  return (locale, say) => {
    const what = sayId(`series.${idPart(kind)}.${key}`)(locale, say);
    return what === null ? null : say('report.perGrain', { what, grain }, locale);
  };
}

/** The figure a ranking chart draws: `dataset.<report>.<key>`, else the report's one `dataset.<report>`. */
export function datasetWord(kind: string, key: string): Word {
  return firstOf([`dataset.${idPart(kind)}.${key}`, `dataset.${idPart(kind)}`]);
}

/** Every word a dataset of a chart may be labelled with (a trend without comparison is labelled as its title). */
export function datasetWords(kind: string, key: string, title: Word[]): Word[] {
  return [...title, sayId(`dataset.${idPart(kind)}.${key}`), sayId(`dataset.${idPart(kind)}`)];
}

/** The sentence of a period with no data. */
export function emptyWord(kind: string): Word {
  return sayId(`empty.${idPart(kind)}`);
}

/** What an insight calls one member of a breakdown (`channel`, count 1) or several (`channels`). */
export function dimensionWord(name: string, count: number): Word {
  return sayId(`dimension.${idPart(name)}`, { count });
}

/** Every dimension's words, one and several: what an insight may call a breakdown. */
export function dimensionWords(): Word[] {
  const names = ['channel', 'country', 'region', 'city', 'property', 'category', 'layer', 'discovery', 'propertyType', 'place'];
  return names.flatMap((n) => [dimensionWord(n, 1), dimensionWord(n, 2)]);
}

/** Any message of the catalogue by id, with values: for sentences whose id is known where they are made. */
export function messageWord(id: string, values?: MessageValues): Word {
  return sayId(id, values);
}

/** Options that change what the figures mean, in words, when they are not the defaults. */
export function settingWord(setting: 'attribution' | 'notCompared' | 'weekStarts' | 'timeZone', value?: string | number | WeekDay): Word {
  const name = { attribution: 'days', notCompared: null, weekStarts: 'day', timeZone: 'zone' }[setting];
  return sayId(`setting.${setting}`, name === null ? undefined : { [name]: String(value) });
}

/**
 * A word as a report makes it: said in the default locale through the app's catalogue. A word
 * with no id is a mistake in the report that makes it (a misspelt key), so it throws; the
 * reports' tests make every report and would fail.
 */
export function made(word: Word): string {
  const said = word(DEFAULT_LOCALE, message);
  if (said === null) throw new Error('a report word has no message in the catalogue');
  return said;
}

/**
 * `label` said again in `locale`: the first of `candidates` whose English is `label`, said
 * through `say` in `locale`. A label none of them says (a plug-in's own word, a date) is kept.
 */
export function relabel(label: string, candidates: readonly Word[], locale: string, say: SayMessage): string {
  for (const word of candidates) {
    if (word(DEFAULT_LOCALE, say) === label) return word(locale, say) ?? label;
  }
  return label;
}
