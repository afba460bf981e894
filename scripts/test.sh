#!/usr/bin/env bash
# The whole suite, in the order that fails fastest: types, lint, unit (with coverage), integration
# on PGlite, then the browser specs against a freshly built and seeded server.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
npm run -s typecheck
npm run -s lint
npx vitest run --project unit --coverage
npx vitest run --project integration
# The month simulator (tests/simulator): a fixed seed, about a minute of generated company months.
npx vitest run --project simulator
# The resilience suite (access matrix, hostile input, uploads, races): bounded to a few minutes.
npx vitest run --project resilience
# Benchmark smoke run (tiny scale, PGlite, about a minute): it must finish and print its table.
npm run -s bench -- --scale tiny --iterations 1
# Load smoke run (tiny scale, PGlite, the API behind a plain Node server, about half a minute):
# 5 contractors and 2 administrators signed in for real, 5 s of traffic, no error allowed.
npm run -s load -- --scale tiny --duration 5 --contractors 5 --admins 2 --think 300 --server api
bash scripts/audit.sh
npx playwright test
