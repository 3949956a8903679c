#!/usr/bin/env bash
# The READMEs' programs (make smoke, run by contract/with-server.ts): the ```python blocks of
# generated/python/README.md and the ```go blocks of generated/go/README.md are each one program
# (blocks tagged otherwise, e.g. ```python flask, are not). Each is extracted, type-checked strictly
# and run against the live server with the client installed from the built packages (make packages,
# in PACKAGES_DIR, default dist/packages) into an empty folder, as an integrator would:
# Python: the wheel into one fresh virtualenv (runs the program), the sdist into another (mypy --strict);
# Go: `go get` of the module from the packages' module proxy folder into a new module (go vet, go run).
# Prints each program's length.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
packages=${PACKAGES_DIR:-$root/dist/packages}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The fenced blocks whose info string is exactly $2, in order, from the Markdown file $1.
blocks() { awk -v lang="$2" '/^```/ { if (inside) { inside = 0; print ""; next } if ($0 == "```" lang) { inside = 1; next } } inside' "$1"; }

echo "==> README program: Python (generated/python/README.md)"
blocks "$root/generated/python/README.md" python >"$work/readme_flow.py"
echo "    $(grep -c '' "$work/readme_flow.py") lines, $(grep -c -v -E '^\s*(#|$)' "$work/readme_flow.py") of code"
pip=(--quiet --disable-pip-version-check -c "$root/contract/constraints.txt")
python3 -m venv "$work/wheel-venv"
"$work/wheel-venv/bin/pip" install "${pip[@]}" "$packages"/python/gatehouse_client-*.whl
python3 -m venv "$work/sdist-venv"
"$work/sdist-venv/bin/pip" install "${pip[@]}" "$packages"/python/gatehouse*client-*.tar.gz
(cd "$work" && "$root/.venv/bin/mypy" --strict --cache-dir "$work/mypy-cache" --python-executable "$work/sdist-venv/bin/python" readme_flow.py)
(cd "$work" && "$work/wheel-venv/bin/python" readme_flow.py)

echo "==> README program: Go (generated/go/README.md)"
mkdir -p "$work/go"
blocks "$root/generated/go/README.md" go >"$work/go/main.go"
echo "    $(grep -c '' "$work/go/main.go") lines, $(grep -c -v -E '^\s*(//|$)' "$work/go/main.go") of code"
version=$(cat "$packages/go/gatehouse.dev/go/gatehouse/@v/list")
(
  cd "$work/go"
  export GOPROXY="file://$packages/go,${GOPROXY:-https://proxy.golang.org}" GONOSUMDB=gatehouse.dev GOFLAGS=-mod=mod
  go mod init readme-program >/dev/null 2>&1
  go get "gatehouse.dev/go/gatehouse@$version" 2>&1 | grep -v '^go: downloading' || true
  go vet . && go run .
)
