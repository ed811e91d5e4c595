#!/usr/bin/env node
// `npm install` (prepare) builds dist/ once; `npm start`, `npm run report` and npx's first run
// (which runs prepare again) use it.
// This compiles again only when a source file is newer than the build (you edited
// something), so a start after install does not pay for a compile it does not need.
// Plain JavaScript, so it runs before anything is compiled.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILT = 'dist/main.js';
const SOURCES = ['main.ts', 'serve.ts', 'worker-thread.ts', 'src', 'adapters', 'jobs', 'tsconfig.json', 'tsconfig.build.json', 'package.json'];

function newest(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = statSync(BUILT, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (built < Math.max(...SOURCES.map(newest))) {
  process.stderr.write(built ? 'Sources changed since the last build: compiling…\n' : 'Compiling…\n');
  // Emit only: `npm run typecheck` is where types are checked; this just has to run.
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json', '--noCheck'], { stdio: 'inherit' });
}
