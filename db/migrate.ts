import type { Kysely } from 'kysely'
import { Migrator, type Migration, type MigrationResultSet } from 'kysely/migration'
import * as initial from './migrations/2026_11_22_000000_initial.js'
import * as statusPrevisaoIndex from './migrations/2026_11_22_000100_status_previsao_index.js'

/**
 * Migrations are imported, not read from a folder, so the same list works from TypeScript sources
 * (tests) and from the compiled dist/ (npm start). Add new ones here in date order.
 */
const migrations: Record<string, Migration> = {
  '2026_11_22_000000_initial': initial,
  '2026_11_22_000100_status_previsao_index': statusPrevisaoIndex
}

export async function migrateToLatest (db: Kysely<any>): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const result = await migrator.migrateToLatest()
  if (result.error !== undefined) throw result.error
  return result
}
