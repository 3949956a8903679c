#!/usr/bin/env bash
# The seed system's own SDK against Gatehouse (make smoke, run by contract/with-server.ts): installs
# @stackframe/js from the npm registry, each version into its own empty scratch folder outside the
# monorepo, and runs stackframe-js/flows.mjs from there against the live server, the base URL being
# the only Gatehouse-specific setting. 2.8.77 sends x-stack-* headers, 2.8.108 x-hexclave-*.
#
# The install is cached per version (STACKFRAME_JS_SCRATCH, default /tmp/gatehouse-stackframe-js/
# <version>, reused only when a previous install finished), so reruns skip the registry; a clean
# machine (CI) installs. No registry and no cache is a failure, never a skip.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
versions=${STACKFRAME_JS_VERSIONS:-2.8.77 2.8.108}
scratch=${STACKFRAME_JS_SCRATCH:-${TMPDIR:-/tmp}/gatehouse-stackframe-js}

install() {
  local version=$1 dir="$scratch/$1"
  if [[ -f "$dir/.installed" ]] && node -e "process.exit(require('$dir/node_modules/@stackframe/js/package.json').version === '$version' ? 0 : 1)" 2>/dev/null; then
    echo "    @stackframe/js@$version: cached in $dir"
    return
  fi
  rm -rf "$dir" && mkdir -p "$dir"
  echo "{ \"name\": \"stackframe-js-$version-consumer\", \"private\": true, \"type\": \"module\" }" >"$dir/package.json"
  # --ignore-scripts: nothing a registry package ships runs on this machine at install time (the SDK
  # needs none). --prefer-offline: package data already in npm's cache is not re-checked (3 min -> 40 s
  # on a loaded machine); a clean cache still fetches everything. --no-save: package.json stays as written.
  (cd "$dir" && npm install --no-save --ignore-scripts --prefer-offline --no-audit --no-fund --loglevel=error "@stackframe/js@$version")
  touch "$dir/.installed"
  echo "    @stackframe/js@$version: installed from the registry into $dir"
}

# Both installs at once (most of their time is waiting on the registry); each must succeed.
pids=()
for v in $versions; do install "$v" & pids+=($!); done
for pid in "${pids[@]}"; do wait "$pid" || { echo "stackframe-js: installing @stackframe/js from the npm registry failed" >&2; exit 1; }; done

for v in $versions; do
  cp "$here/stackframe-js/flows.mjs" "$scratch/$v/flows.mjs"
  (cd "$scratch/$v" && node flows.mjs)
done
