#!/usr/bin/env node
// Adds lock entries for optional platform packages that the registry mirror does not serve,
// marked with their os/cpu/libc so npm skips them here, as it would skip them from the real registry.
const fs = require('fs');
const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
let added = 0;
for (const e of Object.values({ ...lock.packages })) {
  for (const [name, ver] of Object.entries(e.optionalDependencies || {})) {
    const key = 'node_modules/' + name;
    if (lock.packages[key]) continue;
    const m = /-(android|darwin|linux|win32|freebsd)-(arm64|x64|arm|riscv64|ia32)(?:-(gnu|gnueabihf|musl|msvc))?$/.exec(name);
    if (!m) {
      console.error('cannot tell the platform of', name);
      process.exit(1);
    }
    const entry = { version: ver, optional: true, os: [m[1]], cpu: [m[2]] };
    if (m[3] === 'musl') entry.libc = ['musl'];
    if (m[3] === 'gnu' || m[3] === 'gnueabihf') entry.libc = ['glibc'];
    lock.packages[key] = entry;
    added++;
  }
}
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log('added', added);
