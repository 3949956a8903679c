# Gatehouse — every task a person or CI runs. `make help` lists them.
SHELL := /bin/bash
.DEFAULT_GOAL := help
NPM_STAMP := node_modules/.package-lock.json

.PHONY: help install start test test-server test-sdk typecheck openapi generate check-contract bench clean

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*## "}; {printf "  make %-16s %s\n", $$1, $$2}'

$(NPM_STAMP): package.json package-lock.json server/package.json generated/package.json sdk/package.json web/package.json
	@echo "==> installing npm packages (npm ci)"
	npm ci --no-audit --no-fund
	@touch $(NPM_STAMP)

install: $(NPM_STAMP) ## Install npm packages when package-lock.json changed

start: install ## Run Gatehouse on PORT (8102); embedded PostgreSQL in ./.data unless DATABASE_URL is set
	cd server && exec npx tsx src/main.ts

openapi: install ## Emit openapi/openapi.json from the route declarations
	cd server && npx tsx scripts/emit-openapi.ts

generate: install ## Rebuild generated/ (TypeScript client) from openapi/openapi.json
	node scripts/generate-client.mjs
	cd sdk && npx tsx scripts/generate-errors.ts

check-contract: install ## Fail when openapi/openapi.json or generated/ is stale
	cd server && npx tsx scripts/emit-openapi.ts --check
	node scripts/generate-client.mjs --check
	cd sdk && npx tsx scripts/generate-errors.ts --check

typecheck: install ## Type-check every package
	cd server && npx tsc --noEmit -p .
	cd sdk && npx tsc --noEmit -p .

test-server: install ## Server integration tests (real PostgreSQL: DATABASE_URL, else embedded)
	cd server && npx vitest run

test-sdk: install ## SDK unit tests (fake fetch) and integration tests against a real server (DATABASE_URL, else embedded)
	cd sdk && npx vitest run

test: check-contract typecheck test-server test-sdk ## Everything CI runs

bench: install ## Load benchmarks with autocannon against a fresh server and database
	cd bench && npx tsx run.ts

clean: ## Remove installed packages and local data
	rm -rf node_modules */node_modules .data
