#!/usr/bin/env bash
# The SDK as an npm user gets it (make smoke, run by contract/with-server.ts): installs the tarball
# make packages built (PACKAGES_DIR, default dist/packages) into an empty folder, with nothing from
# the monorepo (its dependencies come from the registry, the generated client from inside the
# tarball), and runs the SDK's quickstart example from the installed package against the live server.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
packages=${PACKAGES_DIR:-$root/dist/packages}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cd "$work"
echo '{ "name": "sdk-consumer", "private": true, "type": "module" }' >package.json
npm install --silent --no-audit --no-fund "$packages"/npm/gatehouse-sdk-*.tgz
echo "    installed: $(ls node_modules | wc -l) packages in node_modules, @gatehouse/generated bundled: $(test -d node_modules/@gatehouse/sdk/node_modules/@gatehouse/generated && echo yes || echo no)"
node node_modules/@gatehouse/sdk/examples/quickstart.mjs
