#!/usr/bin/env bash
# The Python client as an integrator gets it (make smoke, run by contract/with-server.ts): installs
# generated/python with pip into a throwaway virtualenv, type-checks the package and its example
# (generated/python/examples/quickstart.py) with `mypy --strict`, then runs the example against the
# live server. Dependencies are pinned by contract/constraints.txt; mypy comes from .venv (make venv).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A copy: pip builds in the source tree, and build/ or *.egg-info in generated/python would be drift.
cp -r "$root/generated/python" "$work/src"
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check -c "$root/contract/constraints.txt" "$work/src"

mypy=("$root/.venv/bin/mypy" --strict --cache-dir "$work/mypy-cache" --python-executable "$work/venv/bin/python")
(cd "$work/src" && "${mypy[@]}" -p gatehouse_client)
(cd "$work" && "${mypy[@]}" "$work/src/examples/quickstart.py")
(cd "$work" && "$work/venv/bin/python" "$work/src/examples/quickstart.py")
