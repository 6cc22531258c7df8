#!/usr/bin/env bash
# Writes the next migration after schema.prisma was edited:  npm run db:migration -- <name>
#
# The SQL is Prisma's own `migrate diff` between schema.prisma as of the last committed migration
# and schema.prisma now. Prisma 7's CLI cannot diff here (it needs a schema-engine binary that
# cannot be installed offline), so this runs Prisma 6.19's CLI, whose schema engine is
# WebAssembly, from a scratch folder that is installed on first use.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PRISMA6_VERSION=6.19.3
CACHE="$ROOT/node_modules/.cache/prisma6"
MIGRATIONS="$ROOT/prisma/migrations"

die() {
  echo "new-migration: $*" >&2
  exit 1
}

name=${1:-}
[[ $name =~ ^[a-z0-9_]+$ ]] || die "usage: npm run db:migration -- <name>  (lower-case letters, digits, _)"

# The diff starts from the schema of the last commit that touched prisma/migrations, so a migration
# folder that is not committed yet would be generated a second time.
[[ -z $(git -C "$ROOT" status --porcelain -- prisma/migrations) ]] ||
  die "prisma/migrations has uncommitted changes: commit (or remove) them first"

work=$(mktemp -d)
pg_pid=
cleanup() {
  if [[ -n $pg_pid ]]; then
    kill "$pg_pid" 2>/dev/null || true
    wait "$pg_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

if [[ ! -x $CACHE/node_modules/.bin/prisma ]] ||
  ! grep -q "\"version\": \"$PRISMA6_VERSION\"" "$CACHE/node_modules/prisma/package.json"; then
  echo "Installing Prisma $PRISMA6_VERSION into ${CACHE#"$ROOT"/} (first use only)..." >&2
  mkdir -p "$CACHE"
  # --ignore-scripts: no engine downloads, the wasm schema engine ships inside the package.
  npm install --prefix "$CACHE" --no-save --no-audit --no-fund --ignore-scripts --loglevel=error \
    "prisma@$PRISMA6_VERSION" "@prisma/adapter-pg@$PRISMA6_VERSION" pg >&2
fi

# Prisma 6 wants the connection URL in the datasource block and has no use for the generator.
to_prisma6() {
  awk '
    /^[[:space:]]*generator[[:space:]]/ { skipping = 1 }
    skipping { if (/^[[:space:]]*}/) skipping = 0; next }
    /^[[:space:]]*datasource[[:space:]]/ { print; print "  url = env(\"DATABASE_URL\")"; in_datasource = 1; next }
    in_datasource && /^[[:space:]]*(url|directUrl|shadowDatabaseUrl)[[:space:]]*=/ { next }
    in_datasource && /^[[:space:]]*}/ { in_datasource = 0 }
    { print }
  '
}

base=$(git -C "$ROOT" log -1 --format=%H -- prisma/migrations)
if [[ -n $base ]] && git -C "$ROOT" cat-file -e "$base:prisma/schema.prisma" 2>/dev/null; then
  git -C "$ROOT" show "$base:prisma/schema.prisma" | to_prisma6 >"$work/old.prisma"
else
  printf 'datasource db {\n  provider = "postgresql"\n  url      = env("DATABASE_URL")\n}\n' >"$work/old.prisma"
fi
to_prisma6 <"$ROOT/prisma/schema.prisma" >"$work/new.prisma"

# Prisma 6's driver-adapter mode insists on a reachable PostgreSQL even to diff two files.
if [[ -n ${DATABASE_URL:-} ]]; then
  database_url=$DATABASE_URL
else
  # tsx itself (not npx) so that killing the pid stops the cluster.
  "$ROOT/node_modules/.bin/tsx" "$ROOT/scripts/scratch-postgres.ts" >"$work/pg-url" &
  pg_pid=$!
  for _ in $(seq 600); do
    [[ -s $work/pg-url ]] && break
    kill -0 "$pg_pid" 2>/dev/null || die "could not start a scratch PostgreSQL (set DATABASE_URL instead)"
    sleep 0.1
  done
  database_url=$(head -n 1 "$work/pg-url")
  [[ -n $database_url ]] || die "the scratch PostgreSQL did not start within a minute"
fi

cat >"$CACHE/prisma.config.ts" <<'EOF'
// Written by scripts/new-migration.sh for Prisma 6's CLI.
import { PrismaPg } from '@prisma/adapter-pg';
import { defineConfig } from 'prisma/config';

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: process.env.NEW_MIGRATION_SCHEMA,
  async adapter() {
    return new PrismaPg({ connectionString: process.env.NEW_MIGRATION_DATABASE_URL });
  },
});
EOF

# The engine variables only stop Prisma 6 from looking for native engines it does not use here.
if ! (cd "$CACHE" && env PRISMA_QUERY_ENGINE_LIBRARY="$(command -v node)" \
  PRISMA_SCHEMA_ENGINE_BINARY="$(command -v node)" CHECKPOINT_DISABLE=1 PRISMA_HIDE_UPDATE_MESSAGE=1 \
  DATABASE_URL=postgresql://x/y NEW_MIGRATION_DATABASE_URL="$database_url" \
  NEW_MIGRATION_SCHEMA="$work/new.prisma" ./node_modules/.bin/prisma migrate diff --config prisma.config.ts \
  --from-schema-datamodel "$work/old.prisma" --to-schema-datamodel "$work/new.prisma" --script \
  >"$work/migration.sql" 2>"$work/prisma.log"); then
  cat "$work/prisma.log" >&2
  die "prisma migrate diff failed"
fi

# Prisma writes "-- This is an empty migration." when nothing changed.
grep -v '^[[:space:]]*--' "$work/migration.sql" | grep -q '[^[:space:]]' ||
  { cat "$work/prisma.log" >&2; die "schema.prisma has no changes since the last migration"; }

folder="$(date -u +%Y%m%d%H%M%S)_$name"
last=$(find "$MIGRATIONS" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort | tail -n 1)
# Migrations are applied in folder-name order: a clock behind the last one would apply this one first.
[[ $folder > $last ]] || die "$folder would sort before the last migration $last: check the clock"

mkdir "$MIGRATIONS/$folder"
cp "$work/migration.sql" "$MIGRATIONS/$folder/migration.sql"
echo "Wrote prisma/migrations/$folder/migration.sql: review it, then apply it with npm run db:migrate"
