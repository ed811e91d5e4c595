#!/usr/bin/env bash
# scripts/with-node.sh <major|container> <command...>: runs the command with Node <major> first
# on PATH; `container` is the line the Dockerfile's FROM lines name.
#
# The Node binary is the newest <major>.x that the npm registry distributes as
# node-<os>-<cpu> (the official build, packed by the Node.js project), so it comes from the one
# registry these machines reach, through npm itself. It is fetched once, checked against the
# registry's sha512, and kept under ${XDG_CACHE_HOME:-$HOME/.cache}/report-bot/node-<version>;
# a later run whose cached node answers `--version` with that version uses it as it is. With no
# registry (offline), the newest cached <major>.x is used.
#
#   scripts/with-node.sh 26 npx vitest run test/ops
#   scripts/with-node.sh container npm test
#
# Only `node` is swapped: `npm` and `npx` stay the machine's own, and run on the Node found
# first on PATH, so the packages installed by `npm ci` are the ones tested (the native ones are
# N-API builds, which load on any Node line).
set -euo pipefail

if [ $# -lt 2 ] || ! [[ $1 =~ ^([0-9]+|container)$ ]]; then
  echo "usage: scripts/with-node.sh <node major, e.g. 26, or container> <command...>" >&2
  exit 2
fi
major=$1
shift
if [ "$major" = container ]; then
  dockerfile=$(dirname "$0")/../Dockerfile
  major=$(sed -n 's/^FROM node:\([0-9][0-9]*\)[-:@ ].*/\1/p' "$dockerfile" | sort -u)
  if ! [[ $major =~ ^[0-9]+$ ]]; then
    echo "with-node.sh: expected the Dockerfile's FROM lines to name one node:<major>, found '${major//$'\n'/ }'" >&2
    exit 2
  fi
fi

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) platform=linux-x64 ;;
  Linux-aarch64) platform=linux-arm64 ;;
  Darwin-x86_64) platform=darwin-x64 ;;
  Darwin-arm64) platform=darwin-arm64 ;;
  *) echo "with-node.sh: no node-<os>-<cpu> package for $(uname -s) $(uname -m); install Node $major yourself" >&2; exit 2 ;;
esac
package=node-$platform
cache=${XDG_CACHE_HOME:-$HOME/.cache}/report-bot

# A cached Node is good when it runs and says the version its folder is named after.
cached_ok() { [ -x "$cache/node-$1/bin/node" ] && [ "$("$cache/node-$1/bin/node" --version 2>/dev/null)" = "v$1" ]; }

# The newest <major>.x the registry has (`npm view` lists every match, not in version order;
# when the registry does not answer it prints an error object instead, which matches nothing).
version=$(npm view "$package@$major" version --json 2>/dev/null | node -e '
  let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => {
    let v = [];
    try { v = [JSON.parse(s)].flat().filter((x) => /^\d+\.\d+\.\d+$/.test(x)); } catch {}
    const parts = (x) => x.split(".").map(Number);
    const newest = v.sort((a, b) => parts(a)[1] - parts(b)[1] || parts(a)[2] - parts(b)[2]).pop();
    process.stdout.write(newest ?? "");
  });' || true)

if [ -z "$version" ]; then
  # Offline: the newest cached build of that line, if any.
  version=$(ls -1 "$cache" 2>/dev/null | sed -n "s/^node-\($major\.[0-9]*\.[0-9]*\)$/\1/p" | sort -t. -k2,2n -k3,3n | tail -1)
  if [ -z "$version" ] || ! cached_ok "$version"; then
    echo "with-node.sh: the npm registry does not answer for $package@$major and none is cached in $cache" >&2
    exit 1
  fi
elif ! cached_ok "$version"; then
  echo "== fetching $package@$version from the npm registry into $cache" >&2
  mkdir -p "$cache"
  work=$(mktemp -d "$cache/.fetch-XXXXXX")
  trap 'rm -rf "$work"' EXIT
  (cd "$work" && npm pack "$package@$version" --silent >/dev/null)
  tarball=$work/$package-$version.tgz
  expected=$(npm view "$package@$version" dist.integrity)
  actual=$(node -e 'const { createHash } = require("node:crypto");
    const data = require("node:fs").readFileSync(process.argv[1]);
    process.stdout.write(`sha512-${createHash("sha512").update(data).digest("base64")}`);' "$tarball")
  if [ "$expected" != "$actual" ]; then
    echo "with-node.sh: $package@$version does not match the registry's checksum ($actual, expected $expected)" >&2
    exit 1
  fi
  # Only the binary and its licence: the package also carries headers and docs (200 MB unpacked).
  tar -xzf "$tarball" -C "$work" package/bin/node package/LICENSE
  rm -rf "$cache/node-$version"
  mv "$work/package" "$cache/node-$version"
  cached_ok "$version" || { echo "with-node.sh: the fetched node does not run or is not v$version" >&2; exit 1; }
  rm -rf "$work"
  trap - EXIT
  # Older builds of the same line are superseded: keep the cache to one per line.
  for old in "$cache/node-$major".*; do
    [ "$old" = "$cache/node-$version" ] || rm -rf "$old"
  done
fi

export PATH="$cache/node-$version/bin:$PATH"
echo "== node $(node --version) ($cache/node-$version/bin)" >&2
exec "$@"
