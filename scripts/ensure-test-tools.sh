#!/usr/bin/env bash
# What `make test` needs besides Node and npm: a Python 3 with venv (the contract tools),
# the Go toolchain (the Go client), chromium (the browser tests) and PgBouncer (the server tests
# behind a transaction-mode pooler, test/pgbouncer.test.ts); with --with-postgresql also Debian's
# PostgreSQL (.ci/run starts it); with --only-pgbouncer just PgBouncer (`make test-pgbouncer`). Installs what is missing when it can (root on
# Debian/Ubuntu, with apt-get); otherwise stops at once with one line naming what is missing and
# how to get it. Used by .ci/run and as the first prerequisite of `make test`.
set -euo pipefail

with_postgresql=false
only_pgbouncer=false
[ "${1:-}" = "--with-postgresql" ] && with_postgresql=true
[ "${1:-}" = "--only-pgbouncer" ] && only_pgbouncer=true

# Each missing tool: its Debian package and what to do elsewhere.
packages=()
hints=()
missing() { packages+=("$1"); hints+=("$2"); }

# Debian puts pgbouncer in /usr/sbin, which a non-root PATH may lack (test/pgbouncer.ts looks there too).
if ! command -v pgbouncer >/dev/null 2>&1 && [ ! -x /usr/sbin/pgbouncer ] && [ -z "${PGBOUNCER_PATH:-}" ]; then
  missing pgbouncer "PgBouncer 1.18+ (apt-get install pgbouncer, or set PGBOUNCER_PATH to a pgbouncer binary)"
fi
check_make_test_tools() {
  if $with_postgresql && ! command -v pg_ctlcluster >/dev/null 2>&1; then
    missing postgresql "PostgreSQL 14+ (apt-get install postgresql)"
  fi
  if ! command -v python3 >/dev/null 2>&1; then
    missing python3 "Python 3 with venv (apt-get install python3 python3-venv; elsewhere python.org)"
    packages+=(python3-venv)
  else
    # Debian splits venv (and the pip it bootstraps) out of python3.
    probe=$(mktemp -d)
    if ! python3 -m venv "$probe/v" >/dev/null 2>&1; then
      missing python3-venv "Python's venv module (apt-get install python3-venv)"
    fi
    rm -rf "$probe"
  fi
  # The Go toolchain may live outside PATH on a fresh shell (the Makefile adds /usr/local/go/bin).
  if ! command -v go >/dev/null 2>&1 && [ ! -x /usr/local/go/bin/go ]; then
    missing golang-go "Go 1.21+ (apt-get install golang-go, or https://go.dev/dl)"
  fi
  # The browser tests drive Debian's chromium with playwright-core, which never downloads a browser.
  if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1; then
    missing chromium "chromium (apt-get install chromium, or set CHROMIUM_PATH to a Chromium/Chrome binary)"
  fi
}
$only_pgbouncer || check_make_test_tools

# stripe-mock (Stripe's API mock, a Go module) for the payments tests; needs the Go toolchain above.
install_stripe_mock() {
  $only_pgbouncer && return 0
  local go=go
  command -v go >/dev/null 2>&1 || go=/usr/local/go/bin/go
  [ -x "$(command -v "$go")" ] || return 0
  local bin
  bin=$("$go" env GOBIN); [ -n "$bin" ] || bin="$("$go" env GOPATH | cut -d: -f1)/bin"
  if ! command -v stripe-mock >/dev/null 2>&1 && [ ! -x "$bin/stripe-mock" ] && [ -z "${STRIPE_MOCK_PATH:-}" ]; then
    echo "==> installing stripe-mock: go install github.com/stripe/stripe-mock@latest"
    "$go" install github.com/stripe/stripe-mock@latest || {
      echo "make test needs stripe-mock and could not install it: run \`go install github.com/stripe/stripe-mock@latest\` (or set STRIPE_MOCK_PATH to a stripe-mock binary) and run make test again." >&2
      exit 1
    }
  fi
}

if [ ${#packages[@]} -eq 0 ]; then install_stripe_mock; exit 0; fi

if [ "${EUID:-$(id -u)}" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "==> installing what the tests need: apt-get install ${packages[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${packages[@]}" >/dev/null
  install_stripe_mock
  exit 0
fi

joined=$(printf '%s; ' "${hints[@]}")
echo "make test needs what this machine lacks: ${joined%; }. Install it (as root on Debian/Ubuntu this script does it: sudo scripts/ensure-test-tools.sh) and run make test again." >&2
exit 1
