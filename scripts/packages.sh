#!/usr/bin/env bash
# make packages: the Python and Go clients as an integrator installs them, into dist/packages
# (PACKAGES_DIR to change it), built from generated/ without touching it:
#   python/  gatehouse_client-<version>-py3-none-any.whl and gatehouse_client-<version>.tar.gz (pip install <file>)
#   npm/     gatehouse-sdk-<version>.tgz: the SDK (sdk/dist, built by make build-sdk) with the generated
#            client bundled inside (bundleDependencies), so `npm install <file>` needs nothing from the monorepo
#   go/      a Go module proxy folder holding gatehouse.dev/go/gatehouse@<GO_VERSION> (default v0.1.0):
#            GOPROXY=file://<abs path>/go,https://proxy.golang.org GONOSUMDB=gatehouse.dev go get gatehouse.dev/go/gatehouse@v0.1.0
# contract/smoke/readme-programs.sh (make smoke) installs the Python and Go ones into empty folders and runs the
# READMEs' programs with them. A release publishes the same files: the wheel and sdist to PyPI
# (twine upload dist/packages/python/*), the npm tarball to the registry (npm publish <file>, once
# "private" is dropped), and the Go module by tagging the commit generated/go/vX.Y.Z.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
out=${PACKAGES_DIR:-$root/dist/packages}
go_version=${GO_VERSION:-v0.1.0}
venv=${VENV:-.venv}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rm -rf "$out/python" "$out/go" "$out/npm"
mkdir -p "$out/python" "$out/go" "$out/npm"

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

echo "==> packages: npm tarball of the SDK with the generated client bundled (sdk/dist, generated/dist)"
[ -f sdk/dist/index.js ] && [ -f generated/dist/index.js ] || { echo "sdk/dist is missing: make build-sdk first" >&2; exit 1; }
(cd generated && npm pack --silent --ignore-scripts --pack-destination "$work" >/dev/null)
stage="$work/sdk"
mkdir -p "$stage/node_modules/@gatehouse/generated"
tar -xzf "$work"/gatehouse-generated-*.tgz -C "$stage/node_modules/@gatehouse/generated" --strip-components=1
cp -r sdk/package.json sdk/dist sdk/src sdk/examples sdk/README.md "$stage/"
# The staged package.json: the generated client is bundled (its own dependency, openapi-fetch, is the
# SDK's too); no build on pack, no workspace-only fields.
node -e '
  const fs = require("fs"); const file = process.argv[1]; const pkg = JSON.parse(fs.readFileSync(file, "utf8"));
  pkg.bundleDependencies = ["@gatehouse/generated"];
  delete pkg.scripts; delete pkg.devDependencies;
  fs.writeFileSync(file, JSON.stringify(pkg, null, 2) + "\n");
' "$stage/package.json"
(cd "$stage" && npm pack --silent --ignore-scripts --pack-destination "$out/npm" >/dev/null)
ls "$out/npm"
