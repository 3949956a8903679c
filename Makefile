# Gatehouse — every task a person or CI runs. `make help` lists them.
SHELL := /bin/bash
.DEFAULT_GOAL := help
NPM_STAMP := node_modules/.package-lock.json
# Python tools for the contract (schemathesis, openapi-python-client), pinned in contract/requirements.txt.
VENV := .venv
VENV_STAMP := $(VENV)/.installed
# V8 heap flags for the server, kept in server/node-options (the benches read the same file).
# Old space capped at 160 MB: the live heap is ~75 MB; without a cap V8 lets garbage pile up to
# hundreds of MB under load (bench: peak RSS 300+ MB). Semi-spaces at 8 MB instead of 16: the young
# generation's two halves are resident once a scavenge has used them, so this is ~30 MB less RSS
# for +0-1 % CPU per request (bench/README.md, "Memory"). Yours in NODE_OPTIONS comes later and wins.
SERVER_NODE_OPTIONS := $(shell cat server/node-options)
# The SDK as plain Node and other bundlers load it: JavaScript + declarations in sdk/dist and
# generated/dist. Rebuilt when a source changed; inside the repository everything else reads the sources.
SDK_DIST := sdk/dist/index.js
SDK_SOURCES := $(shell find sdk/src generated/src -name '*.ts' -o -name '*.tsx' 2>/dev/null) sdk/tsconfig.build.json generated/tsconfig.build.json tsconfig.json
# Runs a command against a live Gatehouse on a throwaway database (DATABASE_URL's server, else embedded).
WITH_SERVER := cd server && npx tsx ../contract/with-server.ts
# The Go toolchain's usual place, which a fresh shell's PATH may lack (make generate, smoke, check-contract).
export PATH := $(PATH):/usr/local/go/bin

.PHONY: help install venv test-tools start build-sdk build-web test test-server test-sdk test-web test-e2e typecheck openapi generate check-contract lint-spec smoke contract contract-short bench bench-peers chaos clean packages

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*## "}; {printf "  make %-16s %s\n", $$1, $$2}'

$(NPM_STAMP): package.json package-lock.json server/package.json generated/package.json sdk/package.json web/package.json
	@echo "==> installing npm packages (npm ci)"
	npm ci --no-audit --no-fund
	@touch $(NPM_STAMP)

install: $(NPM_STAMP) ## Install npm packages when package-lock.json changed

$(VENV_STAMP): contract/requirements.txt contract/constraints.txt
	@echo "==> installing contract tools into $(VENV) (pip)"
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --disable-pip-version-check -r contract/requirements.txt -c contract/constraints.txt
	@touch $(VENV_STAMP)

venv: $(VENV_STAMP) ## Install the pinned Python contract tools into .venv when requirements changed

$(SDK_DIST): $(NPM_STAMP) $(SDK_SOURCES)
	npm run build -w sdk

build-sdk: $(SDK_DIST) ## Build the SDK and the generated client to JavaScript + type declarations (sdk/dist, generated/dist)

build-web: install ## Build the dashboard and hosted pages into web/dist (served by the server at / and /handler/*)
	npm run build -w web

start: install build-web ## Run Gatehouse with the dashboard on PORT (8102), one worker per core; embedded PostgreSQL in ./.data unless DATABASE_URL is set
	cd server && GATEHOUSE_DATA_DIR="$${GATEHOUSE_DATA_DIR:-$(CURDIR)/.data}" NODE_OPTIONS="$(SERVER_NODE_OPTIONS) $${NODE_OPTIONS:-}" exec npx tsx src/main.ts

openapi: install ## Emit openapi/openapi.json from the route declarations
	cd server && npx tsx scripts/emit-openapi.ts

generate: install venv ## Rebuild generated/ (TypeScript, Python and Go clients) from openapi/openapi.json
	node scripts/generate-client.mjs
	contract/generate-clients.sh
	cd sdk && npx tsx scripts/generate-errors.ts

check-contract: install venv ## Fail when openapi/openapi.json or generated/ is stale
	cd server && npx tsx scripts/emit-openapi.ts --check
	node scripts/generate-client.mjs --check
	contract/generate-clients.sh --check
	cd sdk && npx tsx scripts/generate-errors.ts --check

typecheck: install ## Type-check every package
	cd server && npx tsc --noEmit -p .
	cd sdk && npx tsc --noEmit -p .
	cd web && npx tsc --noEmit -p .
	npx tsc --noEmit -p contract

lint-spec: install ## Lint openapi/openapi.json (Redocly CLI, rules in contract/redocly.yaml); fails on any error
	npx redocly lint openapi/openapi.json --config contract/redocly.yaml --format=stylish

smoke: install venv build-sdk packages ## Sign up, sign in, refresh and read /users/me through each generated client (TS, Python, Go), the SDK example under plain node, the Python example, the Python/Go server layers' live tests and the Python and Go READMEs' programs from the built packages (mypy --strict, go vet, run), and @stackframe/js 2.8.77 and 2.8.108 from the npm registry against Gatehouse
	$(WITH_SERVER) -- ../contract/smoke/run.sh
	@echo "==> the API reference's request samples compile against each client (contract/samples)"
	npx tsx contract/samples/check-samples.ts

packages: venv build-sdk ## Build the SDK npm tarball (generated client bundled), the Python wheel and sdist and the Go module (a module proxy folder) into dist/packages, as integrators install them
	scripts/packages.sh

contract: install venv ## Fuzz every operation with schemathesis against a live server, all four phases (~9 min on 2 cores); prints the number of cases
	$(WITH_SERVER) --signed-in-user -- ../contract/schemathesis.sh

# The short version (make test still runs the full one): the same four phases and checks (schema examples, the coverage phase's
# boundary and negative cases, generated valid AND invalid requests, stateful chains) for every
# operation, with 5 generated examples per operation in the fuzzing phase instead of 25.
CONTRACT_SHORT_MAX_EXAMPLES := 5
contract-short: install venv ## The short contract fuzzing (meant for make test once two short runs and one full run pass with the current fuzz_hooks.py): all phases, every operation with valid and invalid inputs, 5 fuzzing examples per operation instead of 25 (the full run is make contract)
	$(WITH_SERVER) --signed-in-user -- env CONTRACT_MAX_EXAMPLES=$${CONTRACT_MAX_EXAMPLES:-$(CONTRACT_SHORT_MAX_EXAMPLES)} ../contract/schemathesis.sh

test-server: install ## Server integration tests (real PostgreSQL: DATABASE_URL, else embedded)
	cd server && npx vitest run

# The long PgBouncer run (not part of `make test`, which runs the short test/pgbouncer.test.ts):
# Debian's pgbouncer (installed when missing, as root on Debian) and DATABASE_URL's PostgreSQL.
PGBOUNCER_TESTS = test/pgbouncer.test.ts test/two-instances.test.ts test/rate-limits.test.ts test/project-cache.test.ts src/modules/otp/otp.test.ts src/modules/sessions/refresh.test.ts src/modules/emails/outbox.test.ts
test-pgbouncer: install ## The key server flows with every server's DATABASE_URL through PgBouncer in transaction mode
	@scripts/ensure-test-tools.sh --only-pgbouncer
	cd server && GATEHOUSE_TEST_PGBOUNCER=1 npx vitest run $(PGBOUNCER_TESTS)

test-web: install ## Dashboard component tests (vitest + Testing Library, jsdom)
	cd web && npx vitest run

test-e2e: install build-web ## Browser end-to-end tests: Debian's chromium + playwright-core against a fresh server and database
	cd web && npx vitest run --config vitest.e2e.config.ts

test-sdk: install build-sdk ## SDK unit tests (fake fetch) and integration tests against a real server (DATABASE_URL, else embedded), the README examples and the built package with plain node
	cd sdk && npx vitest run

test-tools: ## Check for what make test needs besides Node (Python with venv, Go, chromium, PgBouncer); installs it as root on Debian, else names what is missing
	@scripts/ensure-test-tools.sh

test: test-tools check-contract lint-spec typecheck test-server test-sdk test-web test-e2e smoke contract ## Everything CI runs

bench: install ## Load benchmarks with autocannon against a fresh server and database
	cd bench && npx tsx run.ts

bench-peers: install ## Gatehouse against Keycloak, Supabase Auth and Better Auth in one run (downloads and builds them into .data/peers; long; not part of make test)
	cd bench && npx tsx peers/run.ts

bench-workers: install ## One server process against two (GATEHOUSE_WORKERS=1 vs 2) in one run: req/s, p99, server CPU per request
	cd bench && npx tsx workers.ts

# The short version of the same runs is part of test-server (server/test/chaos.test.ts).
chaos: install ## Faults (~4 min): PostgreSQL stopped and frozen under load, 50 kill -9 during writes; prints the figures
	cd server && npx tsx test/chaos/run.ts

clean: ## Remove installed packages and local data
	rm -rf node_modules */node_modules .data $(VENV)
