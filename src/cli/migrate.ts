import { openDatabase } from '../../db/dialect.js'
import { migrateToLatest } from '../../db/migrate.js'
import { loadConfig } from '../config.js'

/** Applies pending migrations to the database of DATABASE_URL, for deployments with MIGRATE_ON_START=false. */
const { db } = openDatabase(loadConfig().database, { poolSize: 2, queryTimeoutMs: 0 })
try {
  const { results } = await migrateToLatest(db)
  for (const result of results ?? []) process.stderr.write(`${result.status}: ${result.migrationName}\n`)
  if ((results ?? []).length === 0) process.stderr.write('already up to date\n')
} catch (error) {
  process.stderr.write(`migrate: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
} finally {
  await db.destroy()
}
