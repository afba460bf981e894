#!/usr/bin/env bash
# Production dependencies must have no high or critical advisory. The advisory endpoint is not
# reachable from every machine (the registry mirror answers 405): then this says so plainly and
# exits 0 rather than pretending the check passed or failing the build for the network.
set -uo pipefail
cd "$(dirname "$0")/.."
# Every dependency's install script is allowed or denied in package.json's allowScripts (README,
# Quick start): one nobody has decided on is a finding, not a warning to scroll past.
scripts_left=$(npm install-scripts ls 2>&1)
if ! echo "$scripts_left" | grep -q "^No packages with unreviewed install scripts"; then
  echo "Install scripts not covered by allowScripts in package.json:"
  echo "$scripts_left"
  exit 1
fi
echo "Install scripts: every one is covered by allowScripts."
out=$(npm audit --omit=dev --json 2>/dev/null)
status=$?
if echo "$out" | node -e '
  let text = ""; process.stdin.on("data", (c) => (text += c)).on("end", () => {
    let report; try { report = JSON.parse(text); } catch { process.exit(2); }
    if (report.error || !report.metadata) process.exit(2);
    const v = report.metadata.vulnerabilities ?? {};
    console.log(`npm audit --omit=dev: ${v.critical ?? 0} critical, ${v.high ?? 0} high, ${v.moderate ?? 0} moderate, ${v.low ?? 0} low`);
    process.exit((v.critical ?? 0) + (v.high ?? 0) > 0 ? 1 : 0);
  });'; then
  exit 0
else
  code=$?
  if [ "$code" -eq 2 ]; then
    echo "npm audit --omit=dev SKIPPED: the advisory endpoint did not answer (npm exit $status); no advisory check was made."
    exit 0
  fi
  echo "npm audit --omit=dev found high or critical advisories:"
  npm audit --omit=dev --audit-level=high
  exit 1
fi
