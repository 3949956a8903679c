#!/usr/bin/env bash
# The READMEs' programs (make smoke, run by contract/with-server.ts): the ```python blocks of
# generated/python/README.md, the ```go blocks of generated/go/README.md and the ```ts blocks of
# sdk/README.md are each one program
# (blocks tagged otherwise, e.g. ```python flask, are not). Each is extracted, type-checked strictly
# and run against the live server with the client installed from the built packages (make packages,
# in PACKAGES_DIR, default dist/packages) into an empty folder, as an integrator would:
# Python: the wheel into one fresh virtualenv (runs the program), the sdist into another (mypy --strict);
# Go: `go get` of the module from the packages' module proxy folder into a new module (go vet, go run);
# TypeScript: the SDK's npm tarball into an empty folder (tsc --strict with exactOptionalPropertyTypes,
# then plain node), the README's values block replaced by the live server's.
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
# With the `webhooks` extra, as the README's install line for its webhook recipe; its library pinned here.
webhooks=standardwebhooks==1.1.0
python3 -m venv "$work/wheel-venv"
"$work/wheel-venv/bin/pip" install "${pip[@]}" "$(echo "$packages"/python/gatehouse_client-*.whl)[webhooks]" "$webhooks"
python3 -m venv "$work/sdist-venv"
"$work/sdist-venv/bin/pip" install "${pip[@]}" "$(echo "$packages"/python/gatehouse*client-*.tar.gz)[webhooks]" "$webhooks"
(cd "$work" && "$root/.venv/bin/mypy" --strict --cache-dir "$work/mypy-cache" --python-executable "$work/sdist-venv/bin/python" readme_flow.py)

echo "==> README snippets: FastAPI, Flask, Django (generated/python/README.md), with the program above"
# Each framework's block becomes a module that takes `server` from the program; the frameworks go
# into the wheel's virtualenv, which type-checks them (mypy --strict, django-stubs) and runs them.
for framework in fastapi flask django; do
  { echo "from readme_flow import server"; echo; blocks "$root/generated/python/README.md" "python $framework"; } >"$work/readme_$framework.py"
  echo "    $framework: $(grep -c -v -E '^\s*(#|$)' "$work/readme_$framework.py") lines of code"
done
cp "$here/readme_frameworks.py" "$work/"
"$work/wheel-venv/bin/pip" install "${pip[@]}" -r "$here/framework-requirements.txt"
(cd "$work" && "$root/.venv/bin/mypy" --strict --cache-dir "$work/mypy-cache" --python-executable "$work/wheel-venv/bin/python" readme_frameworks.py readme_fastapi.py readme_flask.py readme_django.py)
# Runs the README program (imported), then calls each framework's protected route.
(cd "$work" && "$work/wheel-venv/bin/python" readme_frameworks.py)

echo "==> README program: Go (generated/go/README.md)"
mkdir -p "$work/go"
blocks "$root/generated/go/README.md" go >"$work/go/main.go"
echo "    $(grep -c '' "$work/go/main.go") lines, $(grep -c -v -E '^\s*(//|$)' "$work/go/main.go") of code"
version=$(cat "$packages/go/gatehouse.dev/go/gatehouse/@v/list")
(
  cd "$work/go"
  # A module cache of its own: every build of the packages is version v0.1.0, so the shared cache would
  # hand back the first one it saw. Other modules come from the shared cache's downloads, else the network.
  shared_cache=$(go env GOMODCACHE)/cache/download
  export GOMODCACHE="$work/gomodcache" GOFLAGS="-mod=mod -modcacherw" GONOSUMDB=gatehouse.dev \
    GOPROXY="file://$packages/go,file://$shared_cache,${GOPROXY:-https://proxy.golang.org}"
  go mod init readme-program >/dev/null 2>&1
  go get "gatehouse.dev/go/gatehouse@$version" 2>&1 | grep -v '^go: downloading' || true
  # The README's own install line for its webhook recipe: the Standard Webhooks Go library.
  go get github.com/standard-webhooks/standard-webhooks/libraries@v0.0.1 2>&1 | grep -v '^go: downloading' || true
  go vet . && echo "    go vet: no findings" && go run .
)

echo "==> README program: TypeScript (sdk/README.md)"
mkdir -p "$work/ts"
# The values block's literals become the live project's (the README's own lines stay as they are).
blocks "$root/sdk/README.md" ts | sed \
  -e "s|^const baseUrl = '.*';\$|const baseUrl = '$GATEHOUSE_URL';|" \
  -e "s|^const projectId = '.*';\$|const projectId = '$GATEHOUSE_PROJECT_ID';|" \
  -e "s|^const publishableClientKey = '.*';\$|const publishableClientKey = '$GATEHOUSE_CLIENT_KEY';|" \
  -e "s|^const secretServerKey = '.*';\$|const secretServerKey = '$GATEHOUSE_SERVER_KEY';|" \
  -e "s|^const superSecretAdminKey = '.*';\$|const superSecretAdminKey = '$GATEHOUSE_ADMIN_KEY';|" \
  -e "s|^const internalClientKey = '.*';\$|const internalClientKey = '$GATEHOUSE_INTERNAL_CLIENT_KEY';|" \
  >"$work/ts/readme.ts"
echo "    $(grep -c '' "$work/ts/readme.ts") lines, $(grep -c -v -E '^\s*(//|$)' "$work/ts/readme.ts") of code"
(
  cd "$work/ts"
  echo '{ "name": "readme-program", "private": true, "type": "module" }' >package.json
  # The README's own install lines: the SDK tarball, and the Standard Webhooks library its webhook recipe uses.
  npm install --silent --no-audit --no-fund "$packages"/npm/gatehouse-sdk-*.tgz standardwebhooks@1.1.1 @types/node@20.19.43
  cat >tsconfig.json <<'JSON'
{
  "compilerOptions": {
    "strict": true,
    "exactOptionalPropertyTypes": true,
    "noUncheckedIndexedAccess": true,
    "target": "ES2022",
    "module": "nodenext",
    "moduleResolution": "nodenext",
    "lib": ["ES2022", "DOM"],
    "types": ["node"],
    "outDir": "out"
  },
  "files": ["readme.ts"]
}
JSON
  "$root/node_modules/.bin/tsc" -p tsconfig.json
  echo "    tsc --strict --exactOptionalPropertyTypes --noUncheckedIndexedAccess: no errors"
  node out/readme.js
)
