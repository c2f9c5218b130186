#!/usr/bin/env bash
# Everything a change must pass, tier by tier (decision 044): types and lint, the unit tier, the web
# tier (React in jsdom), the database tier (PGlite, and PostgreSQL when DATABASE_URL is set; real
# PowerDNS, mail and ACME servers), then the browser tier against the built app. Each step's time
# is printed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

timings=()
step() {
  local title=$1
  shift
  echo "== $title"
  local started=$SECONDS
  "$@"
  timings+=("$(printf '%5d s  %s' $((SECONDS - started)) "$title")")
}

database=PGlite; [ -n "${DATABASE_URL:-}" ] && database=PostgreSQL
shop_database=PGlite; [ -n "${E2E_DATABASE_URL:-}" ] && shop_database=PostgreSQL

step "test tools" bash scripts/ensure-test-tools.sh
step "typecheck" npm run typecheck --silent
step "lint" npm run lint --silent
step "unit tier" npx vitest run --project unit
step "web tier" npx vitest run --project web
step "database tier ($database)" npx vitest run --project db
step "build" npm run build --silent
step "browser tier (shop on $shop_database)" npx vitest run --config vitest.e2e.config.ts

echo "== times"
printf '%s\n' "${timings[@]}"
