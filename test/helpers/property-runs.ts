/**
 * How many inputs each fast-check property is tried with: a few hundred in `npm test` and CI,
 * so a property costs about a second; `PROPERTY_RUNS=20000 npx vitest run test/query` tries more
 * when a rule changes (each run draws new inputs unless the test fixes its seed).
 */
export function propertyRuns(): number {
  const asked = Number(process.env.PROPERTY_RUNS);
  return Number.isInteger(asked) && asked > 0 ? asked : 300;
}
