/**
 * What a report is, below both the grammar and the reports: its definition (names, options,
 * figures, buttons, how it runs), what it runs with (`ReportContext`) and what it makes
 * (`Report`). The registry beside this file holds the definitions; src/reports implements them.
 */
import type { AccessScope } from '../access/scope.js';
import type { ReportingApi } from '../api/client.js';
import type { BooksHistory } from './books-history.js';
import type { ComparisonRange } from '../query/ranges.js';
import type { Breakdown, ReportKind, ReportOption, ReportQuery, ResolvedRange } from '../query/types.js';

/**
 * What a figure measures; decides how it is formatted and how its change is worded.
 * - `currency`: an amount in the report's currency (cents exact).
 * - `percent`: a share as a fraction, 0.735 for 73.5 % (occupancy, booked share).
 * - `count`, `nights`: whole numbers (averages of nights may have decimals).
 * - `rating`: stars, 1 to 5.
 * - `ratio`: a relative change as a signed fraction, -0.12 for -12 %.
 */
export type Unit = 'currency' | 'percent' | 'count' | 'nights' | 'rating' | 'ratio';

/** Which way a figure should move: up (revenue), down (opt-outs), or neither (a stay length). */
export type Better = 'up' | 'down' | null;

/** One figure a report shows, defined once: its label, unit, which way is good and what it means. */
export interface MetricInfo {
  /** Stable key, e.g. `referralRevenue`. */
  key: string;
  label: string;
  unit: Unit;
  better: Better;
  /** One sentence for help and docs/reports.md's "What the figures mean". */
  means: string;
}

/**
 * A computed report: plain, serialisable data with no chat formatting. Every renderer
 * (Slack blocks, Teams card, text, HTML, chart) reads this and nothing else.
 *
 * Privacy: no e-mail address, phone number, last name or record id of a person is ever
 * placed here. People appear as first name plus last initial (`Ana L.`).
 */
export interface Report {
  kind: ReportKind;
  /** Short title, e.g. `Referrals`, `Referrals by channel`. */
  title: string;
  /**
   * What the figures are limited to, in words, shown beside the title so a message posted in
   * a channel never reads as the whole portfolio: `Condotels`, `Harbor View Inn`.
   */
  filters: string[];
  /** Options that change what a figure means, in words, shown with the period: `attribution window 30 days`. */
  settings: string[];
  query: ReportQuery;
  period: ResolvedRange;
  /** The period the figures are compared with, like for like; null when not compared (a note says why). */
  comparison: ComparisonRange | null;
  /** ISO 4217 code of every currency figure in this report. */
  currency: string;
  /** Headline figures, most important first. */
  metrics: Metric[];
  tables: Table[];
  series: Series[];
  highlights: StoryHighlight[];
  /** What the figures say that a reader would otherwise work out by hand (see insights.ts). */
  insights: Insight[];
  /** Caveats a reader should know, e.g. `Excludes privacy-restricted leads.` */
  notes: string[];
  /** Set when the period has no data at all; renderers show this sentence instead of zeros. */
  emptyMessage: string | null;
  /** Sections of a digest, each a compact report of its own; empty for other reports. */
  sections: Report[];
  /** ISO instant the report was computed. */
  generatedAt: string;
  /**
   * The reader's locale (BCP 47, `de-DE`): how renderers write its figures and dates, never
   * what they are. Set by the job from the requester or subscription; absent: en-US.
   */
  locale?: string;
}

/** A headline figure with its comparison. `value` null means "no data", never zero. */
export interface Metric {
  /** Stable key, e.g. `occupancy`, `referralRevenue`; its report's definition defines it. */
  key: string;
  label: string;
  unit: Unit;
  /** Which way is good; renderers word a change as better or worse from it. */
  better: Better;
  value: number | null;
  previous: number | null;
  change: Change | null;
}

/**
 * The change against the comparison period. For percentages, `absolute` is in percentage
 * points and is what renderers show; `relative` is null when the previous value is zero or
 * negative (a change from nothing, or from net refunds, has no meaningful percentage; the
 * absolute change is shown instead). `direction` is `flat` when the change shown would
 * round to zero, so "no change" and "▲ 0.0%" can never both describe the same thing.
 */
export interface Change {
  absolute: number;
  relative: number | null;
  direction: 'up' | 'down' | 'flat';
}

/** A member's signed part in a change: `google / cpc`, +3100 (in the figure's unit). */
export interface Contribution {
  name: string;
  delta: number;
}

/**
 * One thing worth a sentence, as data; src/render/insights.ts words it the same on every platform.
 * - `drivers`: the members that moved `metric` most, the one that pulled the other way, and
 *   the rest, so that drivers + against + rest = change.absolute.
 * - `concentration`: `member` holds `share` of `metric` among its `dimension`s.
 * - `unusual`: `metric` on `day` was `value`, against `usual` for that weekday.
 * - `pickup`: room nights and revenue (in the report's currency) added to the books for the
 *   stay dates `start`–`end` since the snapshot of `since` (negative: net cancellations).
 * - `pickupPending`: pickup cannot be said yet; it appears from `from`, once a week of
 *   snapshots is kept.
 */
export type Insight =
  | {
      kind: 'drivers';
      metric: string;
      unit: Unit;
      change: Change;
      dimension: string;
      drivers: Contribution[];
      against: Contribution | null;
      rest: number;
    }
  | { kind: 'concentration'; metric: string; dimension: string; member: string; share: number }
  | { kind: 'unusual'; metric: string; unit: Unit; day: string; value: number; usual: number }
  | { kind: 'pickup'; nights: number; revenue: number; since: string; start: string; end: string }
  | { kind: 'pickupPending'; from: string };

/** A ranked or per-period table; cells are raw values, formatted by renderers using `unit`. */
export interface Table {
  key: string;
  title: string;
  columns: TableColumn[];
  rows: Record<string, string | number | null>[];
  /** Rows left out after the top N, so a renderer can say "and 12 more". */
  moreRows: number;
  /**
   * A per-period table's first and last day of each row (`yyyy-MM-dd`), in row order: the
   * first column shows them in words (`Week of Nov 8`), a download as ISO dates.
   */
  periods?: { start: string; end: string }[];
}
export interface TableColumn {
  key: string;
  label: string;
  /** Absent for text columns. */
  unit?: Unit;
}

/** One chart's data: labels on the x axis and one or more datasets over them. */
export interface Series {
  /** Stable key, e.g. `occupancyTrend`; charts and digest sections are matched on it. */
  key: string;
  /**
   * `trend`: figures over the period in time order, the comparison period as a dataset of its
   * own; `ranking`: the top members of a breakdown, largest first.
   */
  kind: 'trend' | 'ranking';
  title: string;
  labels: string[];
  datasets: Dataset[];
  /**
   * A trend's first and last day of each label (`yyyy-MM-dd`), in label order, so the labels
   * can be written in the reader's locale (`22.–28. Nov.` for `Nov 22–28`).
   */
  periods?: { start: string; end: string }[];
}
export interface Dataset {
  label: string;
  unit: Unit;
  values: (number | null)[];
  /** Comparison data (drawn dashed or lighter). */
  comparison?: boolean;
}

/** A guest photo story, ready to show: no contact details, person as `Ana L.`. */
export interface StoryHighlight {
  property: string;
  person: string;
  caption: string | null;
  quote: string | null;
  rating: number | null;
  score: number | null;
  /** Null where no link would work for the reader (the CLI's sample photos end with the command). */
  photoUrl: string | null;
  /** `yyyy-MM-dd`. */
  submittedOn: string;
}

/** What a report needs to run; passed down from main, never imported. */
export interface ReportContext {
  api: ReportingApi;
  /**
   * The bot's daily snapshots of the look-ahead, for pickup on the books: the look-ahead
   * report records what it fetched and reads the snapshot of a week ago. Absent: no pickup
   * is said (and nothing is recorded).
   */
  books?: BooksHistory;
  /** The instant the report runs; relative ranges are resolved against it. */
  now: Date;
  /** The zone dates are read in when a command names none; a query in another zone says so. */
  timeZone?: string;
  currency: string;
  /** Whether privacy-restricted / opted-out people are included (config), for the notes. */
  includeRestricted: boolean;
  includeOptout: boolean;
  signal?: AbortSignal;
  /**
   * The access scope of the conversation it runs for (src/access), when it is limited. The
   * request's query was already checked and narrowed against it; a report made of other
   * reports (the digest) checks each of them too.
   */
  access?: AccessScope;
}

/** A figure an alert may watch: the word people type (`revenue`) and the key of the report's `Metric`. */
export interface AlertMetric {
  /** Lower case, one word: what `/report alert` and help name it by. */
  word: string;
  /** A key of the report's own `metrics`. */
  metric: string;
}

/**
 * How people name a report's parts in their own words: the question reader's lexicon is made of
 * these and the general words of questions (src/query/reader). Phrases are lower case, words
 * separated by spaces, as the reader normalises what people type (plurals are read as their
 * singular, so one form is enough).
 */
export interface ReportWords {
  /** Phrases naming the report as a whole, beyond its kind and aliases: `on the books`, `how full`. */
  report?: readonly string[];
  /** Phrases naming one of its figures, by the figure's key: `{ adr: ['adr', 'average daily rate'] }`. */
  figures?: Readonly<Record<string, readonly string[]>>;
  /**
   * Words of its figures that say less than they seem (`conversion rate`: of planners, of the
   * website, of referrals?): said with nothing else pointing at this report, they are asked about.
   */
  vague?: readonly string[];
  /** Words of what was booked when (`pickup`, `pace`): of dates wholly past, the bookings made then, the `pastReport`'s. */
  activity?: readonly string[];
  /** Sentences that ask how things went as a whole (`how did we do`): the report offered first, beside the others, where nothing more particular is said. */
  general?: readonly string[];
  /** Verbs that say what it counts (`sold`, `signed up`): the report, where no word names one outright. */
  verbs?: readonly string[];
  /** Words for what it breaks down by, beyond the breakdown's own name: `{ channel: ['source', 'medium'] }`. */
  dimensions?: Readonly<Partial<Record<Breakdown, readonly string[]>>>;
  /**
   * Kinds of member people name, whatever the deployment's own are called (`{ channel: ['paid search', 'visitor
   * guide'] }`): said, the report is shown by that breakdown, as for a member named from the data.
   */
  members?: Readonly<Partial<Record<Breakdown, readonly string[]>>>;
}

/** A button a report may add under itself, beyond Refresh and Previous period. */
export interface ReportButton {
  /** Stable id, lower case with underscores (`by_channel`); also the suffix of its Slack `action_id`. */
  id: string;
  label: string;
  /** The query a click on a report of `query` runs, or null where the button does not apply. */
  target(query: ReportQuery): ReportQuery | null;
}

/**
 * One report, whole: the names people type and read, what the grammar allows, what help
 * shows, and how it is computed. The grammar, help, the preview page's completions and the
 * buttons read these from the registry (`registry.ts`), so a new report is this definition in
 * one file of src/reports plus its line in src/reports/built-in.ts.
 */
export interface ReportDefinition {
  /** Canonical name: what a query carries and help lists, e.g. `referrals`. */
  kind: ReportKind;
  /** Other words that name it (`referral`, `sponsor`); lower case, spaces as hyphens. */
  aliases: readonly string[];
  /** Its name as a message's title, "Working on …" and help show it: `Referrals`. */
  title: string;
  /** The title of a report of `query`, where it depends on the query (`Referrals by channel`); default `title`. */
  titleFor?(query: ReportQuery): string;
  /** The report as the subject of "… only past data", so refusals read well: `referrals have`. */
  subject: string;
  /** One line for help. */
  blurb: string;
  /** Canonical range when a command names none, e.g. `last-month`. */
  defaultRange: string;
  /**
   * Whether it reports dates ahead (the look-ahead of stays on the books): ranges into the
   * future are allowed, periods are whole rather than to date, and dates ahead are compared
   * with the same dates last year by default. Every other report has only past data.
   */
  lookAhead: boolean;
  /** The look-ahead report that answers this one's question about dates ahead ("bookings for next month": stays on the books). */
  aheadReport?: string;
  /** The past report that answers this one's words of booking activity (`words.activity`) for dates wholly past ("pickup yesterday": bookings made). */
  pastReport?: string;
  /** Options it honours; any other is refused with one sentence naming the reports that do. */
  options: readonly ReportOption[];
  /**
   * What it breaks down by (`by country`), where its options include `breakdown`: the fields
   * its records carry. Help lists them; any other is refused with one sentence naming these.
   */
  breakdowns?: readonly Breakdown[];
  /**
   * People-level: it shows or lists people (stories, planners). A conversation runs it only
   * when its access allows people-level reports (src/access). Default false.
   */
  people?: boolean;
  /** Example commands for help and completions; every one parses (a test checks). */
  examples: readonly string[];
  /** Questions in plain words this report answers, for help; every one reads as this report (a test checks). */
  questions?: readonly string[];
  /** How people name it, its figures and its breakdowns in questions. */
  words?: ReportWords;
  /** The figures it shows, in order; help defines them. */
  metrics: readonly MetricInfo[];
  /** Buttons beyond Refresh and Previous period; a click on any other id is refused. */
  buttons?: readonly ReportButton[];
  /**
   * The headline figures an alert may watch, by the word people type
   * (`/report alert referrals revenue below $5,000`), in the order help lists them; none: the
   * report cannot be alerted on.
   */
  alerts?: readonly AlertMetric[];
  run(query: ReportQuery, ctx: ReportContext): Promise<Report>;
}
