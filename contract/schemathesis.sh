#!/usr/bin/env bash
# Fuzzes every operation of openapi/openapi.json with schemathesis (make contract). Run by
# contract/with-server.ts, which provides the live server and GATEHOUSE_* credentials; auth and
# throwaway principals are in contract/fuzz_hooks.py, settings in contract/schemathesis.toml.
# Prints the number of generated test cases; exits non-zero on any finding.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
report=$(mktemp -d)
trap 'rm -rf "$report"' EXIT

args=(--url "$GATEHOUSE_API_URL")
[ -n "${CONTRACT_MAX_EXAMPLES:-}" ] && args+=(--max-examples "$CONTRACT_MAX_EXAMPLES")
[ -n "${CONTRACT_SEED:-}" ] && args+=(--seed "$CONTRACT_SEED")

set +e
PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$here" SCHEMATHESIS_HOOKS=fuzz_hooks \
  "$root/.venv/bin/st" --config-file "$here/schemathesis.toml" run "$root/openapi/openapi.json" "${args[@]}" "$@" 2>&1 | tee "$report/out.txt"
status=${PIPESTATUS[0]}
set -e

# Schemathesis' summary says how many cases it generated ("Test cases: N generated, ...").
cases=$(grep -A1 '^Test cases:' "$report/out.txt" | grep -o '[0-9][0-9]* generated' | grep -o '[0-9]*' | tail -1)
if [ $status -eq 0 ]; then
  echo "contract: ${cases:-?} fuzz test cases generated; 0 findings"
else
  echo "contract: ${cases:-?} fuzz test cases generated; schemathesis reported findings or errors (exit $status)"
fi
exit $status
