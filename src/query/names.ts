/**
 * Readable names for properties and discoveries. The service gives a slug
 * (`harbor-view-inn`) and an id; people read "Harbor View Inn".
 */
export function propertyName(slug: string | null, id: string): string {
  if (slug && slug.trim()) return titleCase(slug.replace(/[-_]+/g, ' '));
  return `Property ${id.slice(0, 8)}`;
}

/** Words that are written in capitals inside property names. */
const ACRONYMS = new Map([
  ['rv', 'RV'],
  ['bnb', 'BnB'],
  ['b&b', 'B&B'],
  ['usa', 'USA'],
  ['nyc', 'NYC'],
]);

function titleCase(words: string): string {
  return words
    .trim()
    .split(/\s+/)
    .map((w) => ACRONYMS.get(w.toLowerCase()) ?? w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
