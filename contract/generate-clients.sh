#!/usr/bin/env bash
# Builds the Python (generated/python, plus the hand-written files of contract/python-extras) and Go
# (generated/go) clients from openapi/openapi.json (make generate). With --check, builds them in a temporary folder and fails when the committed
# files differ (make check-contract). Needs .venv (make venv) and the Go toolchain.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
check=false
[ "${1:-}" = "--check" ] && check=true

# Pinned generator versions: bump deliberately, regenerate and commit.
OAPI_CODEGEN=github.com/oapi-codegen/oapi-codegen/v2/cmd/oapi-codegen@v2.8.2
venv=${VENV:-.venv}
spec=${SPEC:-openapi/openapi.json}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# --- Python: openapi-python-client (package gatehouse_client, config in contract/python-client.yaml)
node contract/python-client-input.mjs "$spec" "$work/python-input.json"
PATH="$root/$venv/bin:$PATH" "$venv/bin/openapi-python-client" generate \
  --path "$work/python-input.json" --config contract/python-client.yaml \
  --meta setup --output-path "$work/python" --overwrite >"$work/python.log" 2>&1 \
  || { cat "$work/python.log"; exit 1; }
# Any schema the generator had to drop is a spec defect to fix at the source, not a warning.
if grep -q -E 'Unable to (process|parse)|Failure to process' "$work/python.log"; then
  cat "$work/python.log"
  echo "openapi-python-client could not represent part of openapi/openapi.json (see above): fix the route's schema." >&2
  exit 1
fi
rm -rf "$work/python/.ruff_cache"
# Hand-written files (README, the gatehouse helper module, the example) live in contract/python-extras
# and are laid over the generated package, so regenerating never loses them and --check compares them.
cp -r contract/python-extras/. "$work/python/"

# --- Go: oapi-codegen (types + client, one file; go.mod/go.sum in generated/go are maintained by hand)
mkdir -p "$work/go"
go run "$OAPI_CODEGEN" -config contract/oapi-codegen.yaml -o "$work/go/gatehouse.gen.go" "$spec"

if $check; then
  stale=()
  diff -r -q -x __pycache__ -x .ruff_cache -x .mypy_cache "$work/python" generated/python >/dev/null 2>&1 || stale+=(generated/python)
  cmp -s "$work/go/gatehouse.gen.go" generated/go/gatehouse.gen.go || stale+=(generated/go/gatehouse.gen.go)
  if [ ${#stale[@]} -gt 0 ]; then
    diff -r -x __pycache__ -x .ruff_cache -x .mypy_cache "$work/python" generated/python | head -20 || true
    echo "Stale generated clients: ${stale[*]}. Run \`make generate\` and commit the result." >&2
    exit 1
  fi
  (cd generated/go && go build ./...)
  echo "generated Python and Go clients are up to date"
else
  rm -rf generated/python
  cp -r "$work/python" generated/python
  cp "$work/go/gatehouse.gen.go" generated/go/gatehouse.gen.go
  (cd generated/go && go build ./...)
  echo "wrote generated/python and generated/go/gatehouse.gen.go"
fi
