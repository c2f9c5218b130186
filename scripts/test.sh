#!/usr/bin/env bash
# Everything a change must pass: types, lint, unit and API tests (PGlite, and PostgreSQL when
# DATABASE_URL is set), then the browser suite against the built app.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== test tools"; bash scripts/ensure-test-tools.sh
echo "== typecheck"; npx tsc --noEmit -p tsconfig.json
echo "== lint"; npx eslint .
database=PGlite; [ -n "${DATABASE_URL:-}" ] && database=PostgreSQL
echo "== unit and API tests ($database)"; npx vitest run
echo "== build"; npm run build --silent
shop_database=PGlite; [ -n "${E2E_DATABASE_URL:-}" ] && shop_database=PostgreSQL
echo "== browser tests (shop on $shop_database)"; npx vitest run --config vitest.e2e.config.ts
