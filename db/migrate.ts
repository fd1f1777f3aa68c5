import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { Migrator, type Migration, type MigrationResultSet } from 'kysely/migration'
import { engineOf } from './dialect.js'
import { isConflict, isUniqueViolation } from './driver-errors.js'
import * as initial from './migrations/2026_11_22_000000_initial.js'
import * as statusPrevisaoIndex from './migrations/2026_11_22_000100_status_previsao_index.js'
import * as titleColumns from './migrations/2026_11_23_000000_title_columns_settlements_events.js'
import * as idempotencyKeys from './migrations/2026_11_24_000000_idempotency_keys.js'
import * as titleIdOrderIndex from './migrations/2026_11_24_000100_title_id_order_index.js'
import * as pendingEvents from './migrations/2026_11_24_000200_pending_events.js'
import * as webhooks from './migrations/2026_11_25_000001_webhooks.js'
import * as directoryVersions from './migrations/2026_11_25_000002_directory_versions.js'
import * as titleSeries from './migrations/2026_11_27_001_title_series.js'
import * as bankReconciliation from './migrations/2026_11_27_002000_bank_reconciliation.js'
import * as openBalanceIndex from './migrations/2026_11_27_003000_open_balance_index.js'

/**
 * Migrations are imported, not read from a folder, so the same list works from TypeScript sources
 * (tests) and from the compiled dist/ (npm start). Add new ones here in date order.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_22_000000_initial': initial,
  '2026_11_22_000100_status_previsao_index': statusPrevisaoIndex,
  '2026_11_23_000000_title_columns_settlements_events': titleColumns,
  '2026_11_24_000000_idempotency_keys': idempotencyKeys,
  '2026_11_24_000100_title_id_order_index': titleIdOrderIndex,
  '2026_11_24_000200_pending_events': pendingEvents,
  '2026_11_25_000001_webhooks': webhooks,
  '2026_11_25_000002_directory_versions': directoryVersions,
  '2026_11_27_001_title_series': titleSeries,
  '2026_11_27_002000_bank_reconciliation': bankReconciliation,
  '2026_11_27_003000_open_balance_index': openBalanceIndex
}

function migrator (db: Kysely<any>, upTo: Record<string, Migration> = migrations): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => upTo } })
}

/** Where migrations say what they do: pino's info (the service's log) or any function like it. */
export interface MigrationLog { info: (fields: object, message: string) => void }

/** Each migration logs when it starts and when it is done: one may take minutes on a large table. */
function logged (list: Record<string, Migration>, log: MigrationLog): Record<string, Migration> {
  return Object.fromEntries(Object.entries(list).map(([name, migration]) => [name, {
    ...migration,
    up: async (db: Kysely<any>) => {
      const started = Date.now()
      log.info({ migration: name }, 'migration started')
      await migration.up(db)
      log.info({ migration: name, ms: Date.now() - started }, 'migration done')
    }
  }]))
}

/**
 * Applies the pending migrations. Run it on a connection without the request query time-out
 * (DatabaseHandle.withoutQueryTimeout); `list` is for tests.
 */
export async function migrateToLatest (db: Kysely<any>, log?: MigrationLog, list: Record<string, Migration> = migrations): Promise<MigrationResultSet> {
  const result = await underClusterLock(db, async () => await migrator(db, log === undefined ? list : logged(list, log)).migrateToLatest())
  if (result.error !== undefined) throw result.error
  return result
}

/** Applies the migrations up to and including `name` only: tests fill a database the way an older release left it. */
export async function migrateUpTo (db: Kysely<any>, name: string): Promise<void> {
  const names = Object.keys(migrations)
  const upTo = Object.fromEntries(names.slice(0, names.indexOf(name) + 1).map((key) => [key, migrations[key] as Migration]))
  const result = await underClusterLock(db, async () => await migrator(db, upTo).migrateToLatest())
  if (result.error !== undefined) throw result.error
}

const LOCK_TABLE = 'migration_cluster_lock'
/** A holder that has not renewed its row for this long died mid-migration: its row is taken over. */
const LOCK_STALE_SECONDS = 600
const LOCK_RENEW_MS = 30_000
/** Longest wait for another process's migrations; then start-up fails with one line. */
const LOCK_WAIT_MS = (LOCK_STALE_SECONDS + 60) * 1000

/**
 * Kysely's migrator locks with GET_LOCK, which a Galera node holds for itself only: replicas that
 * started together through different nodes ran the same migrations at once, and all but one failed
 * (ER_TABLE_EXISTS_ERROR). On MySQL the migrations also run under a row that only one INSERT can
 * create: a single server checks its key, Galera certifies the INSERT against every node's. The
 * holder renews the row while it works, so a row left by a process that died is taken over once
 * stale. SQLite has one writer and needs none of it.
 */
async function underClusterLock<T> (db: Kysely<any>, work: () => Promise<T>): Promise<T> {
  if (engineOf(db) !== 'mysql') return await work()
  await db.schema.createTable(LOCK_TABLE).ifNotExists()
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('holder', 'varchar(36)', (col) => col.notNull())
    .addColumn('renewed_at', 'datetime', (col) => col.notNull())
    .execute()
  const holder = randomUUID()
  const deadline = Date.now() + LOCK_WAIT_MS
  for (;;) {
    await db.deleteFrom(LOCK_TABLE).where('id', '=', 1).where('renewed_at', '<', sql<Date>`UTC_TIMESTAMP() - INTERVAL ${sql.lit(LOCK_STALE_SECONDS)} SECOND`).execute()
    try {
      await db.insertInto(LOCK_TABLE).values({ id: 1, holder, renewed_at: sql`UTC_TIMESTAMP()` }).execute()
      break
    } catch (error) {
      if (!isUniqueViolation(error) && !isConflict(error)) throw error
    }
    if (Date.now() > deadline) throw new Error(`migrations: another process has held ${LOCK_TABLE} for ${LOCK_WAIT_MS / 1000} s; if none is migrating, delete its row`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const renew = setInterval(() => {
    // A renewal that fails is followed by another in 30 s; only 10 minutes without one lose the lock.
    db.updateTable(LOCK_TABLE).set({ renewed_at: sql`UTC_TIMESTAMP()` }).where('holder', '=', holder).execute().catch(() => {})
  }, LOCK_RENEW_MS)
  try {
    return await work()
  } finally {
    clearInterval(renew)
    await db.deleteFrom(LOCK_TABLE).where('holder', '=', holder).execute()
  }
}
