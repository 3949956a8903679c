#!/usr/bin/env bash
# The READMEs' programs (make smoke, run by contract/with-server.ts): the ```python blocks of
# generated/python/README.md and the ```go blocks of generated/go/README.md are each one program
# (blocks tagged otherwise, e.g. ```python flask, are not). Each is extracted, type-checked strictly
# (mypy --strict against the package pip-installed into a throwaway virtualenv; go vet against
# generated/go) and run against the live server. Prints each program's length.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The fenced blocks whose info string is exactly $2, in order, from the Markdown file $1.
blocks() { awk -v lang="$2" '/^```/ { if (inside) { inside = 0; print ""; next } if ($0 == "```" lang) { inside = 1; next } } inside' "$1"; }

echo "==> README program: Python (generated/python/README.md)"
blocks "$root/generated/python/README.md" python >"$work/readme_flow.py"
echo "    $(grep -c '' "$work/readme_flow.py") lines, $(grep -c -v -E '^\s*(#|$)' "$work/readme_flow.py") of code"
cp -r "$root/generated/python" "$work/src"
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check -c "$root/contract/constraints.txt" "$work/src"
(cd "$work" && "$root/.venv/bin/mypy" --strict --cache-dir "$work/mypy-cache" --python-executable "$work/venv/bin/python" readme_flow.py)
(cd "$work" && "$work/venv/bin/python" readme_flow.py)

echo "==> README program: Go (generated/go/README.md)"
mkdir -p "$work/go"
blocks "$root/generated/go/README.md" go >"$work/go/main.go"
echo "    $(grep -c '' "$work/go/main.go") lines, $(grep -c -v -E '^\s*(//|$)' "$work/go/main.go") of code"
cp "$root/generated/go/example/go.mod" "$root/generated/go/example/go.sum" "$work/go/"
sed -i "s#=> \.\./*\$#=> $root/generated/go#; s#=> \.\.\$#=> $root/generated/go#" "$work/go/go.mod"
(cd "$work/go" && go mod edit -module readme-program && go vet . && go run .)
