#!/usr/bin/env node
/**
 * `npm run mutate [query] [reports] [render] [jobs]`: StrykerJS (stryker.config.json) over the
 * folders named (all four without a name), a few source files a run (`--batch n`, default 6),
 * each file's result saved in stryker-incremental/<folder>/<file>.json as soon as its run ends
 * (local to the machine that ran it: the folder is ignored by git).
 * A stopped run loses only the files it was on (Stryker writes its incremental file at the end of
 * a run, and a folder of the core is hours of mutants on two cores), and the folder's score is
 * made of every file's last result.
 *
 * A file whose source and whose covering tests are unchanged since its saved result is not run
 * again. A test file added since is not looked for (the score stays a lower bound); `--all`
 * runs every file anyway, reusing what Stryker's incremental mode can. Stryker options follow
 * the names, e.g. `npm run mutate render -- --concurrency 2`; `--files tokens,words` runs only
 * those files of the folders named.
 *
 * `npm run mutate -- --score [folders]`: the mutation score per folder and per file from the
 * saved results, without running anything (TESTING.md records it).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What each name mutates: its folders' TypeScript files, or the files listed. */
const TARGETS = {
  query: ['src/query'],
  reports: ['src/reports'],
  render: ['src/render'],
  // The exactly-once delivery ledger and alerts' crossing state.
  jobs: ['jobs/firing.ts', 'jobs/alert-state.ts'],
};
const SAVED = 'stryker-incremental';
/**
 * The test files' sources the saved results were made against, each once by its SHA1: every
 * file's result names the test files that reached it (calendar.ts: 46 of them), and their
 * sources in each result made a folder's results tens of megabytes of the same text.
 */
const SOURCES = join(SAVED, 'test-sources');
const sha1 = (text) => createHash('sha1').update(text).digest('hex');
// The mutation test set as this run starts: read once, not once a file.
const MUTATE_TESTS = mutateTests();

/** The test files Stryker runs: the list vitest.mutate.config.ts reads (folder patterns and paths). */
function mutateTests() {
  return JSON.parse(readFileSync('scripts/mutate-tests.json', 'utf8'))
    .flatMap((pattern) => {
      const dir = pattern.endsWith('/**/*.test.ts') ? pattern.slice(0, -'/**/*.test.ts'.length) : null;
      return dir ? tsFiles(dir).filter((f) => f.endsWith('.test.ts')) : existsSync(pattern) ? [pattern] : [];
    })
    .sort();
}

/** The source files a name mutates, sorted. */
function filesOf(name) {
  return TARGETS[name].flatMap((path) => (path.endsWith('.ts') ? [path] : tsFiles(path))).sort();
}

function tsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [join(dir, e.name)] : [],
  );
}

/** Where a file's result is saved: `src/render/format.ts` → `stryker-incremental/render/format.json`. */
function savedOf(name, file) {
  const base = TARGETS[name].find((p) => !p.endsWith('.ts')) ?? 'jobs';
  return join(SAVED, name, `${relative(base, file).replace(/\.ts$/, '').replaceAll('/', '--')}.json`);
}

/** A saved result, its test files' sources left as their SHA1s (`sourceSha`). */
function readSaved(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

/** A saved result whole, as Stryker reads its incremental file: the test files' sources put back. */
function expanded(saved) {
  const testFiles = Object.entries(saved.testFiles ?? {}).map(([path, { sourceSha, ...t }]) => {
    const source = sourceSha && existsSync(join(SOURCES, `${sourceSha}.txt`)) ? readFileSync(join(SOURCES, `${sourceSha}.txt`), 'utf8') : undefined;
    return [path, source === undefined ? t : { ...t, source }];
  });
  return { ...saved, testFiles: Object.fromEntries(testFiles) };
}

/** Saves Stryker's result for one file: only the test files that reached it, each source kept once in SOURCES. */
function save(result, path) {
  mkdirSync(SOURCES, { recursive: true });
  const keep = coveringTestFiles(result);
  const testFiles = Object.entries(result.testFiles ?? {})
    .filter(([p]) => keep.has(p))
    .map(([p, { source, ...t }]) => {
      if (source === undefined) return [p, t];
      const sha = sha1(source);
      if (!existsSync(join(SOURCES, `${sha}.txt`))) writeFileSync(join(SOURCES, `${sha}.txt`), source);
      return [p, { ...t, sourceSha: sha }];
    });
  // Every test file the run could have used (Stryker lists only those that import the file): one added later makes the result stale.
  writeFileSync(path, JSON.stringify({ ...result, testFilesSeen: MUTATE_TESTS, testFiles: Object.fromEntries(testFiles) }));
}

/** Removes the sources no saved result names any more. */
function forgetUnusedSources() {
  if (!existsSync(SOURCES)) return;
  const named = new Set();
  for (const name of Object.keys(TARGETS)) {
    for (const file of filesOf(name)) for (const t of Object.values(readSaved(savedOf(name, file))?.testFiles ?? {})) named.add(`${t.sourceSha}.txt`);
  }
  for (const f of readdirSync(SOURCES)) if (!named.has(f)) rmSync(join(SOURCES, f));
}

/** The test files whose tests reached or killed a mutant of the result. */
function coveringTestFiles(saved) {
  const fileOfTest = new Map();
  for (const [path, t] of Object.entries(saved.testFiles ?? {})) for (const test of t.tests) fileOfTest.set(test.id, path);
  const paths = new Set();
  for (const f of Object.values(saved.files)) {
    for (const m of f.mutants)
      for (const id of [...(m.coveredBy ?? []), ...(m.killedBy ?? [])]) if (fileOfTest.has(id)) paths.add(fileOfTest.get(id));
  }
  return paths;
}

/**
 * Whether the saved result still holds: the file's source and every test file that reached it
 * are as they were, and no test file has been added since its run (a new test may kill a
 * survivor).
 */
function upToDate(saved, file) {
  if (!saved?.files?.[file] || !Array.isArray(saved.testFilesSeen)) return false;
  const seen = new Set(saved.testFilesSeen);
  if (MUTATE_TESTS.some((path) => !seen.has(path))) return false;
  const now = (path) => existsSync(path) && sha1(readFileSync(path, 'utf8'));
  return now(file) === sha1(saved.files[file].source) && [...coveringTestFiles(saved)].every((path) => now(path) === saved.testFiles[path].sourceSha);
}

/** Killed and timed-out mutants are detected; survived and uncovered are not; the rest (not compiling, static, errors) are not counted. */
function tally(saved) {
  const t = { detected: 0, undetected: 0, excluded: 0 };
  for (const f of Object.values(saved?.files ?? {})) {
    for (const m of f.mutants) {
      if (m.status === 'Killed' || m.status === 'Timeout') t.detected++;
      else if (m.status === 'Survived' || m.status === 'NoCoverage') t.undetected++;
      else t.excluded++;
    }
  }
  return t;
}

const percent = (t) => (t.detected + t.undetected === 0 ? '-' : `${((100 * t.detected) / (t.detected + t.undetected)).toFixed(1)}%`);

function score(names) {
  for (const name of names) {
    const total = { detected: 0, undetected: 0, excluded: 0 };
    const lines = [];
    let missing = 0;
    for (const file of filesOf(name)) {
      const saved = readSaved(savedOf(name, file));
      if (!saved) {
        missing++;
        lines.push(`  ${file}: not run yet`);
        continue;
      }
      const t = tally(saved);
      for (const k of Object.keys(total)) total[k] += t[k];
      const stale = upToDate(saved, file) ? '' : ' (changed since)';
      lines.push(`  ${file}: ${percent(t)} (${t.detected} detected, ${t.undetected} not; ${t.excluded} not counted)${stale}`);
    }
    const files = filesOf(name).length;
    console.log(
      `${name}: ${percent(total)} (${total.detected} detected, ${total.undetected} not; ${total.excluded} not counted), ${files - missing} of ${files} files run`,
    );
    for (const line of lines) console.log(line);
  }
}

const args = process.argv.slice(2).filter((a) => a !== '--');
const firstOption = args.findIndex((a) => a.startsWith('-'));
// Folder names come first; `--score` may come before them (`npm run mutate -- --score render`).
const leading = args.findIndex((a) => !(a in TARGETS) && a !== '--score');
const names = (leading === -1 ? args : args.slice(0, leading)).filter((a) => a in TARGETS);
const options = args.filter((a) => !names.includes(a));
const unknown = (firstOption === -1 ? args : args.slice(0, firstOption)).filter((n) => !(n in TARGETS));
if (unknown.length > 0) {
  console.error(`Unknown folder ${unknown.join(', ')}: choose from ${Object.keys(TARGETS).join(', ')}.`);
  process.exit(2);
}
const chosen = names.length > 0 ? names : Object.keys(TARGETS);
if (options.includes('--score')) {
  score(chosen);
  process.exit(0);
}
const all = options.includes('--all');
const batchAt = options.indexOf('--batch');
const batch = batchAt === -1 ? 6 : Math.max(1, Number(options[batchAt + 1]) || 1);
// `--files tokens,words`: only these files of the folders named (a name, or a path), e.g. to give a short session's time to a few.
const filesAt = options.indexOf('--files');
const only = filesAt === -1 ? null : (options[filesAt + 1] ?? '').split(',').filter(Boolean);
const valueAt = new Set([batchAt, filesAt].filter((i) => i !== -1).flatMap((i) => [i, i + 1]));
const extra = options.filter((a, i) => a !== '--all' && !valueAt.has(i));
const isChosen = (file) => only === null || only.some((o) => file === o || file.endsWith(`/${o}`) || file.endsWith(`/${o}.ts`));

/**
 * The saved results of several files as one incremental file for one Stryker run: each
 * result's test ids are its own run's numbers, so tests are renumbered by file and name.
 */
function combined(results) {
  const ids = new Map();
  const idOf = (path, name) => ids.get(`${path}\0${name}`) ?? ids.set(`${path}\0${name}`, String(ids.size)).get(`${path}\0${name}`);
  const out = { ...results[0], files: {}, testFiles: {} };
  for (const r of results) {
    const local = new Map();
    for (const [path, t] of Object.entries(r.testFiles ?? {})) {
      for (const test of t.tests) local.set(test.id, idOf(path, test.name));
      const tests = new Map((out.testFiles[path]?.tests ?? []).map((x) => [x.id, x]));
      for (const test of t.tests) tests.set(local.get(test.id), { ...test, id: local.get(test.id) });
      out.testFiles[path] = { ...t, tests: [...tests.values()] };
    }
    const renumber = (list) => list?.map((id) => local.get(id)).filter((id) => id !== undefined);
    for (const [file, f] of Object.entries(r.files)) {
      out.files[file] = { ...f, mutants: f.mutants.map((m) => ({ ...m, coveredBy: renumber(m.coveredBy), killedBy: renumber(m.killedBy) })) };
    }
  }
  return out;
}

/** One file's part of a Stryker result (a file it had nothing to mutate in: no mutants). */
function partOf(result, file) {
  const f = result?.files?.[file] ?? { language: 'typescript', source: readFileSync(file, 'utf8'), mutants: [] };
  return { schemaVersion: '2', thresholds: { high: 90, low: 80 }, ...result, files: { [file]: f } };
}

// Stryker reads and writes its incremental file whole; each file's saved result is cut from it after.
const whole = join('reports', 'mutation', 'incremental.json');
const report = join('reports', 'mutation', 'mutation.json');
const failed = [];
for (const name of chosen) {
  const files = filesOf(name).filter(isChosen);
  const saved = new Map(files.map((file) => [file, readSaved(savedOf(name, file))]));
  // Files never run first: a session's hours go to the files without a score before those whose score may have gone up.
  const stale = files
    .filter((file) => all || !upToDate(saved.get(file), file))
    .sort((a, b) => Number(saved.get(a) !== null) - Number(saved.get(b) !== null));
  for (const file of files) if (!stale.includes(file)) console.log(`== ${file}: unchanged since its saved result`);
  // A few files a run: a run's start (the TypeScript checker, every test once) is a minute or two, and a stopped run keeps nothing.
  for (let i = 0; i < stale.length; i += batch) {
    const batchFiles = stale.slice(i, i + batch);
    console.log(`\n== mutating ${batchFiles.join(', ')}`);
    mkdirSync(join(SAVED, name), { recursive: true });
    mkdirSync(join('reports', 'mutation'), { recursive: true });
    rmSync(whole, { force: true });
    rmSync(report, { force: true });
    const before = batchFiles.map((file) => saved.get(file)).filter((r) => r !== null);
    if (before.length > 0) writeFileSync(whole, JSON.stringify(combined(before.map(expanded))));
    const run = spawnSync('npx', ['stryker', 'run', '--mutate', batchFiles.join(','), '--incrementalFile', whole, ...extra], { stdio: 'inherit' });
    // Stryker's report of this run, not only its exit code (a bad option can end it with 0): no report, nothing saved.
    if (run.status !== 0 || !existsSync(report)) {
      // E.g. "No tests were executed": no test of the mutation set imports these files. The next batch still runs.
      failed.push(...batchFiles);
      console.error(`Stryker did not finish ${batchFiles.join(', ')}: nothing saved for them.`);
      continue;
    }
    const result = readSaved(whole);
    for (const file of batchFiles) save(partOf(result, file), savedOf(name, file));
  }
}
// Once, after every batch: each batch's results only add sources; those no result names any more are dropped here.
forgetUnusedSources();
score(chosen);
if (failed.length > 0) {
  console.error(`Not run (see Stryker's message above): ${failed.join(', ')}`);
  process.exit(1);
}
