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

# --- Go: oapi-codegen, models (types.gen.go) and HTTP client (client.gen.go). Only *.gen.go files
# and REFERENCE.md are generated: go.mod, go.sum, README.md, the hand-written helpers (*.go without .gen) and
# example/ in generated/go are maintained by hand and survive `make generate`.
mkdir -p "$work/go"
go run "$OAPI_CODEGEN" -config contract/oapi-codegen.yaml -o "$work/go/types.gen.go" "$spec"
go run "$OAPI_CODEGEN" -config contract/oapi-codegen-client.yaml -o "$work/go/client.gen.go" "$spec"
# The operation-to-function reference of both clients (REFERENCE.md), read from the generated code.
node contract/client-reference.mjs "$spec" "$work/python/gatehouse_client" "$work/go/client.gen.go" \
  "$work/python/REFERENCE.md" "$work/go/REFERENCE.md"
# The set of *.gen.go file names, so a generated file left over from an older layout counts as stale.
gen_go_names() { (cd "$1" && ls -1 -- *.gen.go 2>/dev/null) || true; }

if $check; then
  stale=()
  diff -r -q -x __pycache__ -x .ruff_cache -x .mypy_cache "$work/python" generated/python >/dev/null 2>&1 || stale+=(generated/python)
  if [ "$(gen_go_names "$work/go")" != "$(gen_go_names generated/go)" ]; then
    stale+=(generated/go/*.gen.go)
  else
    for f in "$work"/go/*.gen.go; do
      cmp -s "$f" "generated/go/$(basename "$f")" || stale+=("generated/go/$(basename "$f")")
    done
  fi
  cmp -s "$work/go/REFERENCE.md" generated/go/REFERENCE.md || stale+=(generated/go/REFERENCE.md)
  if [ ${#stale[@]} -gt 0 ]; then
    diff -r -x __pycache__ -x .ruff_cache -x .mypy_cache "$work/python" generated/python | head -20 || true
    echo "Stale generated clients: ${stale[*]}. Run \`make generate\` and commit the result." >&2
    exit 1
  fi
  (cd generated/go && go build ./... && go vet ./...)
  echo "generated Python and Go clients are up to date"
else
  rm -rf generated/python
  cp -r "$work/python" generated/python
  rm -f generated/go/*.gen.go
  cp "$work"/go/*.gen.go "$work/go/REFERENCE.md" generated/go/
  (cd generated/go && go build ./... && go vet ./...)
  echo "wrote generated/python and generated/go/*.gen.go"
fi
