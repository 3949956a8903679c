#!/usr/bin/env bash
# make packages: the Python and Go clients as an integrator installs them, into dist/packages
# (PACKAGES_DIR to change it), built from generated/ without touching it:
#   python/  gatehouse_client-<version>-py3-none-any.whl and gatehouse_client-<version>.tar.gz (pip install <file>)
#   go/      a Go module proxy folder holding gatehouse.dev/go/gatehouse@<GO_VERSION> (default v0.1.0):
#            GOPROXY=file://<abs path>/go,https://proxy.golang.org GONOSUMDB=gatehouse.dev go get gatehouse.dev/go/gatehouse@v0.1.0
# contract/smoke/readme-programs.sh (make smoke) installs both into empty folders and runs the
# READMEs' programs with them. A release publishes the same files: the wheel and sdist to PyPI
# (twine upload dist/packages/python/*), and the Go module by tagging the commit generated/go/vX.Y.Z.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
out=${PACKAGES_DIR:-$root/dist/packages}
go_version=${GO_VERSION:-v0.1.0}
venv=${VENV:-.venv}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rm -rf "$out/python" "$out/go"
mkdir -p "$out/python" "$out/go"

echo "==> packages: Python wheel and sdist (generated/python)"
# A copy: building in generated/python would leave build/ and *.egg-info there (drift for make check-contract).
cp -r generated/python "$work/python"
"$venv/bin/pip" wheel --quiet --disable-pip-version-check --no-deps -w "$out/python" "$work/python"
(cd "$work/python" && "$root/$venv/bin/python" setup.py --quiet sdist -d "$out/python" 2>/dev/null)
ls "$out/python"

echo "==> packages: Go module gatehouse.dev/go/gatehouse@$go_version (generated/go) as a module proxy folder"
module=gatehouse.dev/go/gatehouse
[ "$(sed -n 's/^module //p' generated/go/go.mod)" = "$module" ] || { echo "generated/go/go.mod does not declare $module" >&2; exit 1; }
dir="$out/go/$module/@v"
mkdir -p "$dir"
cp generated/go/go.mod "$dir/$go_version.mod"
printf '{"Version":"%s","Time":"%s"}\n' "$go_version" "$(git log -1 --format=%cI -- generated/go 2>/dev/null || date -u +%Y-%m-%dT%H:%M:%SZ)" >"$dir/$go_version.info"
echo "$go_version" >"$dir/list"
# The module zip: every file of generated/go but example/ (a module of its own), under <module>@<version>/.
(cd generated/go && find . -type f ! -path './example/*' | sed 's#^\./##' | sort) >"$work/go-files"
python3 - "$root/generated/go" "$dir/$go_version.zip" "$module@$go_version" "$work/go-files" <<'PY'
import sys, zipfile
src, dest, prefix, listing = sys.argv[1:]
with zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED) as z:
    for name in open(listing).read().split():
        z.write(f"{src}/{name}", f"{prefix}/{name}")
PY
ls "$dir"
