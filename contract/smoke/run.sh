#!/usr/bin/env bash
# Smoke test of each generated client (make smoke): run by contract/with-server.ts, which sets
# GATEHOUSE_URL, GATEHOUSE_API_URL, GATEHOUSE_PROJECT_ID and the project's keys for a live server. Every
# language signs a new user up and in, refreshes the session and reads /users/me, through its
# generated client only; the Python and Go READMEs' whole-flow programs run too (readme-programs.sh).
# The SDK's example (make smoke builds the SDK first) does the same through
# the SDK's README API, with plain node.
# @stackframe/js (the seed system's SDK, two versions from the registry) runs its flows unchanged but
# for the base URL (stackframe-js.sh).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)

echo "==> smoke: TypeScript client (generated/src)"
(cd "$root/server" && npx tsx --conditions=gatehouse-source "$here/smoke.ts")

echo "==> smoke: TypeScript SDK example with plain node against the built package (sdk/examples/quickstart.mjs)"
(cd "$root/sdk" && node examples/quickstart.mjs)

echo "==> smoke: the SDK's npm tarball (make packages) installed into an empty folder, its example run from there"
"$here/npm-package.sh"

echo "==> smoke: Python client (generated/python)"
# No bytecode: __pycache__ in generated/python would show up as drift.
PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$root/generated/python" \
  "$root/.venv/bin/python" -m pytest -q -p no:cacheprovider "$here/test_smoke.py" "$here/test_server_layer.py"

echo "==> smoke: Python example (pip install ./generated/python, mypy --strict, run)"
"$here/python-example.sh"

echo "==> smoke: Go client (generated/go): its tests, its helpers against the server, then its README's example"
# gofmt first: the hand-written files (server.go, verify.go, ...) sit beside generated ones that are.
unformatted=$(gofmt -l "$root/generated/go" "$here/go")
[ -z "$unformatted" ] || { echo "gofmt -l lists files that are not formatted: $unformatted"; exit 1; }
(cd "$root/generated/go" && go test -count=1 ./...)
(cd "$here/go" && go test -count=1 ./...)
(cd "$root/generated/go/example" && go run .)

echo "==> smoke: the READMEs' programs (Python and Go): extracted, type-checked strictly, run"
"$here/readme-programs.sh"

echo "==> smoke: the seed system's own SDK (@stackframe/js 2.8.77 and 2.8.108 from the npm registry), base URL changed only"
"$here/stackframe-js.sh"
