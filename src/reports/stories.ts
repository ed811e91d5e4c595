import type { Story } from '../api/schemas.js';
import { message } from '../messages/index.js';
import type { ReportQuery, ResolvedRange } from '../query/types.js';
import {
  DEFAULT_TOP,
  Tally,
  baseReport,
  countTable,
  countTrend,
  fetchBoth,
  groupingOf,
  periodsOf,
  personName,
  privacyNotes,
  rankedTable,
} from './common.js';
import { catalogueMetrics, metric } from './figures.js';
import { breakdownInsights, dimension, unusualDays } from './insights.js';
import { propertyName } from '../query/names.js';
import { countBreakdown, rankingOf, reportTitle } from './breakdown.js';
import type { Report, ReportContext, ReportDefinition, StoryHighlight } from '../catalogue/types.js';
import { emptyWord, made } from '../catalogue/words.js';

const KIND = 'stories';

/** The figures; their words are the catalogue's `metric.stories.<key>`. */
const FIGURES = catalogueMetrics(KIND, {
  stories: { unit: 'count', better: 'up' },
  avgRating: { unit: 'rating', better: 'up' },
});

/** Best first: photo score, then review rating, then the newest; renderers say "by photo score". */
function better(a: Story, b: Story): number {
  return (
    (b.photo.score ?? -1) - (a.photo.score ?? -1) ||
    (b.review?.rating ?? -1) - (a.review?.rating ?? -1) ||
    b.submissionDate.localeCompare(a.submissionDate)
  );
}

interface StoryFold {
  total: number;
  ratingSum: number;
  rated: number;
  /** The best `top` stories so far, best first; never more than `top` are kept. */
  best: Story[];
  properties: Tally;
  perDay: Tally;
  /** Lower-case property id and slug -> name, for the filter words. */
  names: Map<string, string>;
}

async function fold(ctx: ReportContext, query: ReportQuery, range: ResolvedRange, top: number): Promise<StoryFold> {
  const f: StoryFold = { total: 0, ratingSum: 0, rated: 0, best: [], properties: new Tally(), perDay: new Tally(), names: new Map() };
  const pages = ctx.api.advocacyStories({ start: range.start, end: range.end, properties: query.properties }, { signal: ctx.signal });
  for await (const page of pages) {
    f.total = page.total;
    for (const s of page.records as Story[]) {
      if (s.review?.rating != null) {
        f.ratingSum += s.review.rating;
        f.rated++;
      }
      const property = propertyName(s.propertySlug, s.propertyId);
      f.properties.add(property);
      f.perDay.add(s.submissionDate.slice(0, 10));
      f.names.set(s.propertyId.toLowerCase(), property);
      if (s.propertySlug) f.names.set(s.propertySlug.toLowerCase(), property);
      if (f.best.length < top || better(s, f.best.at(-1)!) < 0) {
        f.best.push(s);
        f.best.sort(better);
        if (f.best.length > top) f.best.pop();
      }
    }
  }
  return f;
}

function highlight(s: Story): StoryHighlight {
  return {
    property: propertyName(s.propertySlug, s.propertyId),
    person: personName(s.first, s.lastInitial),
    caption: s.photo.caption?.trim() || null,
    quote: s.review?.quote?.trim() || null,
    rating: s.review?.rating ?? null,
    score: s.photo.score,
    photoUrl: s.photo.url,
    submittedOn: s.submissionDate.slice(0, 10),
  };
}

async function run(query: ReportQuery, ctx: ReportContext): Promise<Report> {
  const periods = periodsOf(query, ctx.now, false);
  const top = query.top ?? DEFAULT_TOP;
  const { current, previous } = await fetchBoth(periods.period, periods.comparison, (r) => fold(ctx, query, r, top));
  const avg = (f: StoryFold) => (f.rated > 0 ? f.ratingSum / f.rated : null);
  const report = baseReport(query, ctx, reportTitle(KIND, query), periods, current.names);
  report.metrics = [
    metric(FIGURES.stories, current.total, previous?.total ?? null),
    metric(FIGURES.avgRating, avg(current), previous && avg(previous)),
  ];
  report.notes.push(...privacyNotes(ctx, 'guests'));
  if (current.total === 0) {
    report.emptyMessage = made(emptyWord(KIND));
    return report;
  }
  report.highlights = current.best.map(highlight);
  const grouping = groupingOf(query, periods, false);
  report.series.push(countTrend(KIND, 'storiesTrend', grouping, periods, current.perDay, previous?.perDay ?? null));
  if (grouping.table) report.tables.push(countTable(KIND, grouping, current.perDay));
  if (query.breakdown === 'property') {
    // Asked for: every property ranked with its change, and charted.
    const before = previous ? previous.properties.entries() : null;
    const table = countBreakdown(KIND, 'byProperty', report.title, current.properties.entries(), before, top);
    report.tables.unshift(table);
    report.series.push(rankingOf(KIND, table, 'count', 'count'));
  } else report.tables.push(rankedTable(KIND, 'byProperty', current.properties, top));
  report.insights.push(
    ...breakdownInsights(report.metrics[0], [dimension('property', current.properties, previous?.properties)]),
    ...unusualDays(FIGURES.stories, periods, current.perDay, previous?.perDay),
  );
  return report;
}

export const storiesReport: ReportDefinition = {
  kind: 'stories',
  aliases: ['story', 'photos', 'highlights'],
  title: reportTitle(KIND, { range: '' }),
  titleFor: (query) => reportTitle(KIND, query),
  subject: message('subject.stories'),
  blurb: message('blurb.stories'),
  defaultRange: 'last-week',
  lookAhead: false,
  options: ['breakdown', 'properties', 'grouping', 'top'],
  breakdowns: ['property'],
  people: true,
  examples: ['/report stories this-week', '/report highlights last-30-days top 5', '/report stories last-month by property'],
  questions: [
    'show me 5 guest stories from last month',
    'best photo stories this week',
    'average review score in october',
    'which properties got the most stories this month?',
  ],
  words: {
    report: [
      'guest story',
      'photo story',
      'photo',
      'picture',
      'guest photo',
      'guest post',
      'ugc',
      'user generated content',
      // The only content the service holds is what guests send.
      'content',
      'submission',
      'photo submission',
      'highlight',
      'guest highlight',
      // A photo contest's entries are photo stories (contestName), where another contest's are sign-ups.
      'photo contest entry',
      'review',
      'star rating',
      'write up',
      'write ups',
      'writeup',
      'tale',
      'testimonial',
    ],
    figures: {
      stories: ['stories', 'photo stories', 'guest stories', 'guest photos', 'photo submissions', 'submissions'],
      avgRating: [
        'average rating',
        'average review',
        'review score',
        'average review score',
        'average star rating',
        'rating',
        'ratings',
        'stars',
        'star rating',
        'reviews',
      ],
    },
    verbs: ['submitted', 'uploaded', 'shared', 'posted'],
    dimensions: { property: ['property', 'hotel', 'resort', 'inn', 'place'] },
  },
  metrics: Object.values(FIGURES),
  alerts: [
    { word: 'stories', metric: FIGURES.stories.key },
    { word: 'rating', metric: FIGURES.avgRating.key },
  ],
  run,
};
