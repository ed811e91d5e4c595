/**
 * Which report a question is about, from the slots it filled, strongest evidence first: a
 * report named outright; its figures ("ADR", "room nights"; a figure several reports have is
 * the look-ahead's when the question is about dates ahead, else the past's); its verbs ("sold",
 * "signed up"); its breakdowns ("which source"); the names said (a discovery is the planners',
 * a channel the referrals'); the report a follow-up changes. With nothing but a period ("how did we
 * do last month?") it asks: the digest, or one of the reports it sums up; "overall" names the
 * digest. Two reports of equal weight are asked about.
 */
import { allowsOption, reportDefinition } from '../catalog.js';
import { breakdownFor } from '../breakdowns.js';
import type { Breakdown, ReportQuery } from '../types.js';
import { keyOf } from './lexicon.js';
import type { NameKind } from './names.js';
import type { Slots } from './slots.js';

export type Choice = { report: string } | { among: string[] } | { none: true };

const distinct = (reports: readonly string[]): string[] => [...new Set(reports)];

/** The breakdown a name of this kind is shown by, for a report that cannot filter by it. */
export const NAME_BREAKDOWN: Readonly<Record<NameKind, Breakdown>> = {
  property: 'property',
  discovery: 'discovery',
  city: 'city',
  region: 'region',
  country: 'country',
  channel: 'channel',
};

/** Whether `report` can answer for a name of `kind`: filter by it, or show it among its breakdown's members. */
export function takesName(report: string, kind: NameKind): boolean {
  if (kind === 'property' && allowsOption(report, 'properties')) return true;
  if (kind === 'discovery' && allowsOption(report, 'discoveries')) return true;
  return breakdownFor(report, NAME_BREAKDOWN[kind]) !== null;
}

/** The reports that take every name said (filter by it or show it) and the property type, if one is said. */
function takersOf(slots: Slots, reports: readonly string[]): string[] {
  const names = slots.names.flatMap((n) => n.names);
  return reports.filter((r) => names.every((n) => takesName(r, n.kind)) && (slots.types.length === 0 || allowsOption(r, 'propertyType')));
}

/** Of several reports, the ones that suit the question's tense: the look-ahead for dates ahead, the others otherwise. */
function byTense(reports: readonly string[], ahead: boolean): string[] {
  const suited = reports.filter((r) => (reportDefinition(r)?.lookAhead ?? false) === ahead);
  return suited.length > 0 ? suited : [...reports];
}

const singular = (phrase: string): string => phrase.replace(/s\b/g, '');
/** Whether one phrase ends the other, as a noun its modifiers ("reservations" and "planner reservations"; not "trip planner opt outs"). */
const overlaps = (a: string, b: string): boolean => ` ${a}`.endsWith(` ${b}`) || ` ${b}`.endsWith(` ${a}`);

/**
 * A figure said lends its question to another report where the report it names cannot do what
 * else is said (a breakdown, a name) and the other has the same figure narrowed or widened:
 * "which discovery drove the most reservations", "avg reservation value for lakes & pines" are
 * the planners' reservations.
 */
function lendFigures(figures: string[], slots: Slots, reports: readonly string[]): string[] {
  const byWhat = distinct(slots.dimensions.map((d) => d.report));
  const names = slots.names.flatMap((n) => n.names);
  const suits = (r: string) => (byWhat.length === 0 || byWhat.includes(r)) && names.every((n) => takesName(r, n.kind));
  if (figures.length === 0 || (byWhat.length === 0 && names.length === 0) || figures.some(suits)) return figures;
  const said = slots.claims.filter((c) => c.how === 'figure').map((c) => singular(c.phrase));
  // A report called by its very name lends its figure only to a report whose verb is said too: "bookings by
  // channel" is a breakdown the bookings cannot make, "which channel drove the most bookings" the referrals'.
  const byItsName = slots.claims.some(
    (c) => c.how === 'report' && figures.includes(c.report) && singular(c.phrase.toLowerCase()) === singular(c.report),
  );
  const verbOf = (r: string) => slots.claims.some((c) => c.how === 'verb' && c.report === r);
  const lent = reports.filter(
    (r) =>
      suits(r) &&
      (!byItsName || verbOf(r)) &&
      Object.values(reportDefinition(r)?.words?.figures ?? {}).some((phrases) => phrases.some((p) => said.some((w) => overlaps(w, singular(p))))),
  );
  return lent.length > 0 ? lent : figures;
}

/**
 * Of the reports named outright, the ones meant. The summary of everything yields to one other
 * named ("a summary of signups for 2027"; not to several: "an overview: signups, stories,
 * referrals") and to another report's figure said beside it ("the fall recap: booking
 * revenue"), unless named by its own name ("digest referral revenue"); a past report yields to
 * its look-ahead for dates ahead ("bookings on the books for january"); and one named by a word
 * that is also another's figure goes to the report that takes the names said ("coastal escapes
 * reservations").
 */
function meantOf(named: string[], slots: Slots, reports: readonly string[]): string[] {
  const summary = (r: string) => (reportDefinition(r)?.words?.general?.length ?? 0) > 0;
  // A word that names the summary and another ("highlights": the stories' too) is the summary's, unless the other is
  // named by a word of its own ("story highlights").
  const summaryWords = new Set(slots.claims.filter((c) => c.how === 'report' && summary(c.report)).map((c) => c.phrase));
  const ownWord = (r: string) => slots.claims.some((c) => c.how === 'report' && c.report === r && !summaryWords.has(c.phrase));
  const said = named.filter((r) => summary(r) || ownWord(r));
  const ownName = (r: string) => [r, ...(reportDefinition(r)?.aliases ?? [])];
  const byOwnName = (r: string) => slots.claims.some((c) => c.how === 'report' && c.report === r && ownName(r).includes(c.phrase.toLowerCase()));
  const otherFigures = slots.claims.some((c) => c.how === 'figure' && !summary(c.report));
  // A summary of several reports ("an overview: occupancy, signups, stories") is the summary itself.
  const ofSeveral = said.length > 2 && said.some(summary);
  const particular = ofSeveral
    ? said.filter(summary)
    : said.length > 1 || otherFigures
      ? said.filter((r) => !summary(r) || (said.length === 1 && byOwnName(r)))
      : said;
  // "headline numbers for harbor view": the summary is of everyone; one property's reports are asked about instead.
  const names = slots.names.flatMap((n) => n.names);
  if (particular.length === 1 && summary(particular[0]!) && names.some((n) => !takesName(particular[0]!, n.kind))) return [];
  const aheadOf = particular.map((r) => reportDefinition(r)?.aheadReport).find((r) => r !== undefined && particular.includes(r));
  if (aheadOf && slots.ahead && !slots.past) return [aheadOf];
  return particular.length === 1 ? lendFigures(particular, slots, reports) : particular;
}

export function chooseReport(given: Slots, previous: ReportQuery | undefined, followUp: boolean, reports: readonly string[]): Choice {
  // A breakdown's word that is also what its report counts ("trip planners"), joined to another report, names the report
  // unless ranked ("which trip planner"): "trip planners and signups" asks about both.
  const claimedAs = (d: Slots['dimensions'][number], how: Slots['claims'][number]['how']) =>
    given.claims.some((c) => c.how === how && c.report === d.report && keyOf(c.phrase) === keyOf(d.phrase));
  const naming = (d: Slots['dimensions'][number]) => given.joined && !d.afterRank && claimedAs(d, 'report') && claimedAs(d, 'figure');
  const slots: Slots = { ...given, dimensions: given.dimensions.filter((d) => !naming(d)) };
  // A report's name that is also another report's figure ("revenue": bookings', and the books' ahead) counts as
  // the figure, the tense deciding whose; one that is also a breakdown's ("by discovery") as the breakdown.
  // So does one that is its own figure too, where the breakdown said is not its own ("which discovery drove the
  // most reservations": reservations as a figure, which the planners have too).
  // Where two or more reports are named, each is: "referrals and signups by channel" asks about both.
  const notItsBreakdown = (report: string) => slots.dimensions.length > 0 && slots.dimensions.every((d) => d.report !== report);
  const otherwise = (c: { report: string; phrase: string }, strict: boolean) =>
    slots.claims.some((f) => f.how === 'figure' && f.phrase === c.phrase && (f.report !== c.report || (strict && notItsBreakdown(c.report)))) ||
    slots.dimensions.some((d) => d.phrase === c.phrase);
  const namedBy = (strict: boolean) => distinct(slots.claims.filter((c) => c.how === 'report' && !otherwise(c, strict)).map((c) => c.report));
  const named = meantOf(namedBy(false).length > 1 ? namedBy(false) : namedBy(true), slots, reports);
  // A figure the look-ahead shares with a past report is the look-ahead's for dates ahead; for dates past it is
  // either ("revenue in October": made then, or stayed then), and a verb or breakdown said has to settle it.
  // The tense settles each figure phrase apart: "future revenue and referral revenue" is the books' and the referrals'.
  // Figures of one report said beside a word it shares with others are that report's, where each is another of its
  // figures: "revenue from trip planner reservations" is the planners' ("revenue and referral revenue" is not one twice).
  const figureClaims = slots.claims.filter((c) => c.how === 'figure');
  const phrases = distinct(figureClaims.map((c) => c.phrase));
  const whosePhrases = phrases.map((phrase) => {
    const whose = distinct(figureClaims.filter((c) => c.phrase === phrase).map((c) => c.report));
    return slots.ahead && !slots.past ? byTense(whose, true) : whose;
  });
  const figuresOf = (r: string) => new Set(figureClaims.filter((c) => c.report === r).map((c) => c.metric));
  const common = whosePhrases.reduce((left, whose) => left.filter((r) => whose.includes(r)), whosePhrases[0] ?? []);
  const eachAnother = common.filter((r) => figuresOf(r).size === phrases.length);
  const claimedFigures = phrases.length > 1 && eachAnother.length > 0 ? eachAnother : distinct(whosePhrases.flat());
  const figures = lendFigures(claimedFigures, slots, reports);
  // "bookings and referral revenue", "ADR and signups": a figure only another report holds, joined to a report named.
  // "revenue and signups": a figure none of the reports named holds, whichever report's it is.
  const alongside = distinct(whosePhrases.filter((whose) => whose.every((r) => !named.includes(r))).flat());
  if (slots.joined && named.length > 0 && alongside.length > 0) return { among: distinct([...named, ...alongside]) };
  // A verb that is also a report's name ("opt outs") is the name.
  const nameWords = new Set(slots.claims.filter((c) => c.how === 'report').map((c) => c.phrase));
  const saidVerbs = distinct(slots.claims.filter((c) => c.how === 'verb' && !nameWords.has(c.phrase)).map((c) => c.report));
  // Of days gone by, the look-ahead's words of booking activity beside another report's verb are that one's: "how many
  // subscribers did we pick up in the first half" gained subscribers.
  const pastActivity = (r: string) => slots.past && !slots.ahead && onlyActivity(r, slots);
  const verbs = saidVerbs.some((r) => !pastActivity(r)) ? saidVerbs.filter((r) => !pastActivity(r)) : saidVerbs;
  // A member named ("paid social") says more than a breakdown's word ("how much did paid social send the hotels").
  const members = slots.dimensions.filter((d) => d.bare);
  const dimensions = distinct((members.length > 0 ? members : slots.dimensions).map((d) => d.report));
  const names = slots.names.flatMap((n) => n.names);
  // Names said, and property types: the reports that filter by them or show them, of the question's tense where
  // it has one. A type's days past are its stays or its bookings alike ("how did the condos do in june", "how are
  // the cottages doing"); only days ahead are its stays alone, but for a holiday, as for "bookings for christmas":
  // the stays booked for the coming one, or the bookings made on the last ("rv park numbers for thanksgiving").
  const takers = names.length === 0 && slots.types.length === 0 ? [] : takersOf(slots, reports);
  const aheadOnly = slots.ahead && !slots.past;
  const holiday = slots.period !== undefined && 'inYear' in slots.period && slots.period.inYear !== undefined && !slots.outlook;
  const tensed = names.length > 0 ? slots.ahead || slots.past || slots.period !== undefined : aheadOnly && !holiday;
  const forNames = tensed ? byTense(takers, aheadOnly) : takers;
  // A follow-up keeps the report it changes wherever that report suits what it says, whatever its tense.
  const keeps = followUp && previous ? previous.report : undefined;
  // A past report's verb in the past tense outweighs the look-ahead's own words for what was booked: "did we book
  // more condotel stays in may" is bookings made in May.
  const lookAhead = (r: string) => reportDefinition(r)?.lookAhead ?? false;
  const pastVerb = slots.past && !slots.ahead && verbs.length === 1 && !lookAhead(verbs[0]!);
  if (pastVerb && [...named, ...figures].length > 0 && [...named, ...figures].every(lookAhead)) return { report: verbs[0]! };
  // "conversions" said of a channel ("which channel drove the most conversions", "instagram conversions") are the
  // referrals' transactions: another report's verb, breakdown or name outweighs a figure's vague word.
  const elsewhere = distinct([...verbs, ...dimensions, ...takers]);
  const vague = figures.length === 1 && saysOnlyVague(figures[0]!, slots);
  if (named.length === 0 && vague && elsewhere.length === 1 && elsewhere[0] !== figures[0]) return { report: elsewhere[0]! };
  for (const evidence of [named, figures, verbs]) {
    if (evidence.length === 1) return evidence === figures && onlyVague(evidence[0]!, slots) ? { among: evidence } : { report: evidence[0]! };
    if (evidence.length > 1) {
      // A verb, name or breakdown said decides between reports of equal weight: each narrows them where it suits any,
      // first the reports that can take the names said ("planners of lakes and pines made reservations" are planners).
      // A breakdown does not choose between reports named outright: "referrals and signups by channel" asks about both.
      // A verb said ("what did the rv sites run") outweighs the tense a name's takers were chosen by.
      const narrowed = [takers, evidence === verbs ? [] : verbs, forNames, evidence === named ? [] : dimensions].reduce((left, by) => {
        const kept = left.filter((r) => by.includes(r));
        return kept.length > 0 ? kept : left;
      }, evidence);
      // A follow-up keeps its report among figures or verbs of equal weight; reports named outright are asked about.
      if (keeps && evidence !== named && narrowed.length > 1 && narrowed.includes(keeps)) return { report: keeps };
      return narrowed.length === 1 ? { report: narrowed[0]! } : { among: narrowed };
    }
  }
  // A follow-up that names no report changes the last one, where what it says suits it.
  if (keeps && (takers.length === 0 || takers.includes(keeps)) && (dimensions.length === 0 || dimensions.includes(keeps))) return { report: keeps };
  const byWhat =
    dimensions.length > 0 && forNames.length > 0 ? dimensions.filter((r) => forNames.includes(r)) : dimensions.length > 0 ? dimensions : forNames;
  if (byWhat.length === 1) return { report: byWhat[0]! };
  if (keeps) return { report: keeps };
  if (byWhat.length > 1) return { among: byWhat };
  // Nothing but dates ahead ("how does next weekend look"): what is on the books for them.
  const saidNothingElse = slots.names.length + slots.unknown.length + slots.dimensions.length === 0 && slots.top === undefined;
  const ahead =
    slots.ahead && !slots.past && (!slots.guessedAhead || slots.outlook) ? reports.find((r) => reportDefinition(r)?.lookAhead) : undefined;
  if (slots.period && saidNothingElse && ahead) return { report: ahead };
  // "how did we do last month", with no "overall": the summary of everything, or one of the reports it sums up.
  return slots.general ? { among: distinct([slots.general, ...reportsFor(slots, reports)]) } : { none: true };
}

/** Whether a report's figures said are only its vague words ("conversion rate"), with no name, breakdown or verb of it. */
function onlyVague(report: string, slots: Slots): boolean {
  const pointing = slots.names.length + slots.dimensions.filter((d) => d.report === report).length;
  return pointing === 0 && saysOnlyVague(report, slots);
}

/** Whether all a report's words said are its words of booking activity ("pick up", "pace"). */
function onlyActivity(report: string, slots: Slots): boolean {
  const activity = new Set((reportDefinition(report)?.words?.activity ?? []).map(keyOf));
  return activity.size > 0 && slots.claims.every((c) => c.report !== report || activity.has(keyOf(c.phrase)));
}

/** Whether all a report's words said are its vague ones. */
function saysOnlyVague(report: string, slots: Slots): boolean {
  const vague = new Set((reportDefinition(report)?.words?.vague ?? []).map(keyOf));
  return vague.size > 0 && slots.claims.every((c) => c.report !== report || (c.how === 'figure' && vague.has(keyOf(c.phrase))));
}

/**
 * With no report chosen, the ones a question could mean: those that take its names and types, of
 * its tense where it has one (dates only guessed ahead have none); two at least, to ask between.
 */
export function reportsFor(slots: Slots, reports: readonly string[]): string[] {
  // "and by channel?": the reports that break down so.
  const byWhat = distinct(slots.dimensions.map((d) => d.report));
  const takers = takersOf(slots, byWhat.length > 0 ? byWhat : reports);
  const among = takers.length > 1 || (byWhat.length > 0 && takers.length > 0) ? takers : [...reports];
  const inTense = byTense(among, slots.ahead && !slots.past);
  return slots.guessedAhead || inTense.length < 2 ? among : inTense;
}
