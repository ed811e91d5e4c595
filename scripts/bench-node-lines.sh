#!/usr/bin/env bash
# `npm run bench:node-lines`: P1 (Slack acks, bench/slack.ts) and P2 (figures and charts in
# place, bench/latency.ts) on this machine's Node, then on the container's line (the one the
# Dockerfile names, fetched by scripts/with-node.sh), one after the other in the same run, so
# BENCHMARKS.md can set the two side by side. Each run's records are kept as
# bench/out/<name>-node<major>.json (a plain `npm run bench` writes bench/out/<name>.json).
set -euo pipefail
cd "$(dirname "$0")/.."
benches=(slack latency)

keep() {
  for name in "${benches[@]}"; do
    major=$(node -p "require('./bench/out/$name.json').node.slice(1).split('.')[0]")
    mv "bench/out/$name.json" "bench/out/$name-node$major.json"
    echo "== kept bench/out/$name-node$major.json"
  done
}

npm run bench -- "${benches[@]}"
keep
scripts/with-node.sh container npm run bench -- "${benches[@]}"
keep
