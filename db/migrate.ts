import type { Kysely } from 'kysely'
import { Migrator, type Migration, type MigrationResultSet } from 'kysely/migration'
import * as initial from './migrations/2026_11_22_000000_initial.js'
import * as statusPrevisaoIndex from './migrations/2026_11_22_000100_status_previsao_index.js'
import * as titleColumns from './migrations/2026_11_23_000000_title_columns_settlements_events.js'
import * as idempotencyKeys from './migrations/2026_11_24_000000_idempotency_keys.js'
import * as titleIdOrderIndex from './migrations/2026_11_24_000100_title_id_order_index.js'
import * as pendingEvents from './migrations/2026_11_24_000200_pending_events.js'

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
  '2026_11_24_000200_pending_events': pendingEvents
}

function migrator (db: Kysely<any>, upTo: Record<string, Migration> = migrations): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => upTo } })
}

export async function migrateToLatest (db: Kysely<any>): Promise<MigrationResultSet> {
  const result = await migrator(db).migrateToLatest()
  if (result.error !== undefined) throw result.error
  return result
}

/** Applies the migrations up to and including `name` only: tests fill a database the way an older release left it. */
export async function migrateUpTo (db: Kysely<any>, name: string): Promise<void> {
  const names = Object.keys(migrations)
  const upTo = Object.fromEntries(names.slice(0, names.indexOf(name) + 1).map((key) => [key, migrations[key] as Migration]))
  const result = await migrator(db, upTo).migrateToLatest()
  if (result.error !== undefined) throw result.error
}
