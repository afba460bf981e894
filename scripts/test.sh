#!/usr/bin/env bash
# The whole suite, in the order that fails fastest: types, lint, unit (with coverage), integration
# (on PGlite; on PostgreSQL when TEST_DATABASE_URL is set), simulator and resilience on PGlite,
# benchmark and load smoke runs, then the browser specs against a freshly built and seeded server.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# Types and lint each keep one core busy: they run side by side, and both must pass.
typecheck_log=$(mktemp)
npm run -s typecheck > "$typecheck_log" 2>&1 &
typecheck=$!
lint_status=0
# Lint, then knip (knip.json): an export nothing imports, a file nothing reaches or an unlisted dependency fails the run.
{ npm run -s lint && npm run -s unused; } || lint_status=$?
typecheck_status=0
wait "$typecheck" || typecheck_status=$?
cat "$typecheck_log"
rm -f "$typecheck_log"
if [ "$typecheck_status" -ne 0 ] || [ "$lint_status" -ne 0 ]; then
  echo "typecheck exit $typecheck_status, lint/unused exit $lint_status" >&2
  exit 1
fi
npx vitest run --project unit --project unit-isolated --coverage
# On in-memory PGlite, or on the PostgreSQL server TEST_DATABASE_URL names (CI's pass, .ci/run).
npx vitest run --project integration
# The month simulator (tests/simulator): a fixed seed, about a minute of generated company months.
# It and the resilience suite always run on PGlite here, the database the run command serves.
env -u TEST_DATABASE_URL npx vitest run --project simulator
# The resilience suite (access matrix, hostile input, uploads, races): bounded to a few minutes.
env -u TEST_DATABASE_URL npx vitest run --project resilience
# Benchmark smoke run (tiny scale, PGlite, about a minute): it must finish and print its table.
npm run -s bench -- --scale tiny --iterations 1
# Load smoke run (tiny scale, PGlite, the API behind a plain Node server, about half a minute):
# 5 contractors and 2 administrators signed in for real, 5 s of traffic, no error allowed.
npm run -s load -- --scale tiny --duration 5 --contractors 5 --admins 2 --think 300 --server api
bash scripts/audit.sh
npx playwright test
