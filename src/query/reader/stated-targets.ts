/**
 * A target the asker states. The service holds no targets, budgets or goals, so "did we hit our signup target" and
 * "Q2 bookings vs budget" are refused: the bot cannot know them. But where the asker says the target's amount ("occupancy
 * next 90 days vs our 72% target", "did we hit our 500-signup goal last month", "need 40 stories this month") or tells it
 * beside the question ("signups by property YTD, checking each property against its goal", "Q1 signups? the goal was
 * 1,200", "— owners were promised 65%"), the figures are what is asked: they are answered, and the target is left for the
 * asker to read them against, said back. Whether a target will be met ("are we on track for our 5k signup goal") is a
 * projection, and stays refused.
 */
import { saysDates } from './days-pointed.js';
import { namesReport } from './sentences.js';

/** The words of a target, a goal or a budget. */
const TARGET = String.raw`(?:targets?|targeted|targeting|goals?|budgets?|budgeted|quotas?|kpis?|caps?|ceiling|benchmark)`;

/** An amount: "72%", "$1M", "1,000", "+25%", "600/week", "4.5", "#1"; not a year ("2029 goals") or a day ("the 4th"). */
const AMOUNT = String.raw`[+-]?[$€£#]?\d[\d,]*(?:\.\d+)?(?:k|m|mm|bn|%)?(?:\/(?:day|night|week|wk|month|mo|year|yr))?`;
const HAS_AMOUNT = new RegExp(String.raw`(?<![\w./-])(?!(?:19|20)\d\d(?![\d,%]))${AMOUNT}(?=$|[\s,;:.!?)-])`, 'iu');
/** What the amount is counted per: "350 a week", "$300k per fortnight". */
const RATE = String.raw`(?:\s+(?:a|an|per|each|every)\s+(?:day|night|week|weekend|fortnight|month|quarter|year))?`;
const PASSING = String.raw`(?:\s+(?:under|over|above|below|at least|at most|around|about|to|at))?`;

/** Verbs that state a goal with its amount: "owners were promised 65%", "aiming for 600/week", "we need +25%". */
const GOAL_VERB = String.raw`\b(?:promised|committed|aiming for|aim for|aiming|wants?(?: to (?:stay|keep|get|be))?|needs?(?: to (?:be|get|hit))?|trying to (?:get|push|keep|hit|grow|reach)(?: (?:it|them))?)`;
const GOAL_SAID = new RegExp(String.raw`${GOAL_VERB}(?: the sponsor)?${PASSING}\s+${AMOUNT}${RATE}(?=$|[\s,;:.!?)])`, 'giu');

const HAS_TARGET = new RegExp(String.raw`\b${TARGET}\b`, 'iu');
const HAS_GOAL = new RegExp(GOAL_SAID.source, 'iu');
const states = (clause: string): boolean => HAS_TARGET.test(clause) || HAS_GOAL.test(clause);

/** Words that only describe a target, before its word: "our weekly goal", "the sponsor's target", "the 100-each target". */
const DESCRIBING_WORD = String.raw`(?:weekly|daily|monthly|annual|yearly|quarterly|overall|sponsor|sponsor's|owner's|board's|each|per|own)`;
const DESCRIBING = String.raw`(?:${DESCRIBING_WORD}\s+)*`;
/**
 * The target said with its amount, in the clause that asks: "vs our 72% target", "the 1,000 target", "goal was $850k", "target
 * is 350 a week", "we budgeted $2M", "for us to make budget".
 */
const TARGET_SAID = new RegExp(
  String.raw`(?:\b(?:vs\.?|versus|against|compared (?:to|with)|for us to (?:make|hit|reach|meet|beat))\s+)?(?:(?:our|the|its|their|a|an|this|that)\s+)?` +
    String.raw`(?:${AMOUNT}\s+)?${DESCRIBING}\b${TARGET}\b(?:\s+(?:is|was|of|at|says|said|set at|:))?(?:${PASSING}\s+${AMOUNT}${RATE})?`,
  'giu',
);
/** Its amount said apart from its word ("our ADR target for October is $260"). */
const AMOUNT_STATED = new RegExp(String.raw`\s+(?:is|was|of|at|says|said|be)${PASSING}\s+${AMOUNT}${RATE}(?=$|[\s,;:.!?)])`, 'giu');
/** An amount with one word between it and the target ("our 500-signup goal"): the word stays, as what may be counted. */
const AMOUNT_BEFORE_TARGET = new RegExp(String.raw`(?<![\w./-])${AMOUNT}[\s-]+(?!${DESCRIBING_WORD}\b)([\p{L}-]+)\s+${DESCRIBING}${TARGET}\b`, 'giu');

/** A target the figures are set against: "vs budget", "against our Q3 target". */
const COMPARED_TO_TARGET = new RegExp(String.raw`\b(?:vs\.?|versus|against|compared (?:to|with))\s+(?:\S+\s+){0,2}?${TARGET}\b`, 'iu');
/** Whether a target will be met, asked: a projection the service cannot make. */
const PROJECTED = /\b(?:on track|on pace|pacing|going to|gonna|will we|likely)\b/iu;

/** Where a message's clauses end: sentences, commas, semicolons, colons, dashes. */
const CLAUSE_END = /(?<=[,;:?!.])\s+|\s+[-–—]+\s+|\s*\n+\s*/u;
const trimmed = (s: string) => s.replace(/^[\s,;:–—-]+|[\s,;:.!?–—-]+$/gu, '');

/** The message without the targets it states, and what was left out, to be said back. */
export function withoutStatedTargets(text: string): { text: string; leftOut: string[] } {
  const clauses = text.split(CLAUSE_END);
  if (!clauses.some(states)) return { text, leftOut: [] };
  const leftOut: string[] = [];
  let kept = text;
  const cut = (pattern: RegExp, keep: (all: string, word?: string) => string) => (s: string) =>
    s.replace(pattern, (all: string, word?: string) => {
      leftOut.push(all.trim());
      return keep(all, word);
    });
  const naming = clauses.map(namesReport);
  clauses.forEach((clause, k) => {
    if (!states(clause) || PROJECTED.test(clause)) return;
    const asking = clauses.filter((_, j) => j !== k && naming[j]);
    const amount = HAS_AMOUNT.test(clause);
    // A clause of its own about the target, beside the one that asks ("…, target is 350 a week", "— each discovery has
    // its own goal"), is left out whole; not one that sets the figures against a target or asks whether it was met
    // without saying it ("…, occupancy vs budget", "…, we are on target with the goal?"), nor one with days of its own the
    // question lacks ("RV sites need 60% Sept 5 thru 30 for us to make budget, what's occupancy there").
    const against = !amount && ((naming[k] && COMPARED_TO_TARGET.test(clause)) || /\?\s*$/u.test(clause));
    const ownDays = saysDates(clause) && !asking.some(saysDates);
    const beside = asking.length > 0 && (!naming[k] || naming.slice(0, k).some(Boolean));
    if (beside && !against && !ownDays) {
      kept = kept.replace(clause, '');
      leftOut.push(trimmed(clause));
      return;
    }
    if (!amount) return;
    const said = [
      cut(AMOUNT_BEFORE_TARGET, (_, word) => word!),
      cut(TARGET_SAID, () => ' '),
      cut(AMOUNT_STATED, () => ' '),
      cut(GOAL_SAID, () => ' '),
    ].reduce((s, strip) => strip(s), clause);
    kept = kept.replace(clause, said.replace(/\s{2,}/g, ' '));
  });
  // What is left must still ask something: a target alone ("are we on budget for Q2?") stays, to be refused.
  return namesReport(kept)
    ? { text: kept.replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/gu, ''), leftOut: leftOut.filter((w) => w !== '') }
    : { text, leftOut: [] };
}
