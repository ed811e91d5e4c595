#!/usr/bin/env bash
# The suites whose expectations hold dates (periods, labels, "since", schedules, firings),
# run under libfaketime at the moments where a test that read the machine's clock would break:
# just after midnight on a Monday 1 January, and a Sunday 29 February a minute and a half
# before midnight, so the run crosses into Monday 1 March (a leap day, the last day of a month,
# and a new month, week and day under way). Every test hands in its own instant (TESTING.md),
# so these runs must pass exactly as the run on today's date does.
#
#   scripts/any-day.sh                       # both moments
#   scripts/any-day.sh '2027-06-16 12:00:00' # one moment of your choosing
set -euo pipefail
cd "$(dirname "$0")/.."
command -v faketime >/dev/null || { echo "faketime is missing: apt-get install -y faketime"; exit 1; }

SUITES=(
  test/query test/commands test/cli.test.ts
  test/jobs/subscriptions.test.ts test/jobs/alerts.test.ts test/jobs/worker.test.ts test/jobs/api-faults.test.ts
  test/jobs/inline.test.ts test/jobs/firing-job.test.ts test/jobs/pickup.test.ts test/jobs/request-job.test.ts
  test/slack/app.test.ts test/slack/subscriptions.test.ts test/slack/alerts.test.ts test/slack/home.test.ts
  test/teams/app.test.ts test/teams/subscriptions.test.ts test/teams/alerts.test.ts
  test/web/routes.test.ts
)
moments=("$@")
[ ${#moments[@]} -gt 0 ] || moments=('2029-01-01 00:20:00' '2032-02-29 23:58:30')
# The moments side by side (each run mostly waits on Redis and its servers), each with its own
# log, printed when it ends; the script fails if any run failed.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
pids=()
for i in "${!moments[@]}"; do
  faketime -f "@${moments[$i]}" npx vitest run --maxWorkers=2 "${SUITES[@]}" >"$logs/$i" 2>&1 &
  pids+=($!)
done
failed=0
for i in "${!moments[@]}"; do
  status=0
  wait "${pids[$i]}" || status=$?
  echo "== the date-sensitive suites with the clock at ${moments[$i]} ($(date -d "${moments[$i]}" +%A)): exit ${status}"
  cat "$logs/$i"
  [ "$status" -eq 0 ] || failed=1
done
exit "$failed"
