/**
 * "Did you mean" support: an edit distance that counts a swapped pair of letters as one
 * typo ("referals", "bokings", "mnoth"), and a nearest-word lookup with a threshold that
 * grows with word length so short words are not "corrected" into unrelated ones.
 */

/** Optimal-string-alignment Damerau-Levenshtein distance (insert, delete, substitute, swap). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** Typos tolerated for a word of this length: none for 1–2 letters, 1 up to 5, then 2. */
export function tolerance(word: string): number {
  return word.length <= 2 ? 0 : word.length <= 5 ? 1 : 2;
}

/**
 * The candidate nearest to `word` within its tolerance, or undefined. Ties go to the
 * earlier candidate, so callers list the likelier words first.
 */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  // Very long input is never a typo of a keyword; skip the quadratic work.
  if (word.length > 40) return undefined;
  let best: string | undefined;
  let bestDistance = tolerance(word) + 1;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - word.length) >= bestDistance) continue;
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
