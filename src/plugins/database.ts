import fp from 'fastify-plugin'
import { openDatabase, type DatabaseHandle } from '../../db/dialect.js'
import { migrateToLatest } from '../../db/migrate.js'
import type { Config } from '../config.js'

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle
  }
}

/** Opens the database of DATABASE_URL, migrates it when asked, and closes the pool with the app. */
export default fp<{ config: Config, onPoolWait?: (waitMs: number) => void, onConflictRetry?: () => void }>(async (app, { config, onPoolWait, onConflictRetry }) => {
  const database = openDatabase(config.database, {
    ...(onPoolWait === undefined ? {} : { onPoolWait }),
    ...(onConflictRetry === undefined ? {} : { onConflictRetry }),
    poolSize: config.dbPoolSize,
    acquireTimeoutMs: config.dbAcquireTimeoutSeconds * 1000,
    queryTimeoutMs: config.dbQueryTimeoutSeconds * 1000
  })
  app.decorate('database', database)
  app.addHook('onClose', async () => { await database.close() })
  // Migrations may run for minutes on a large table: never under DB_QUERY_TIMEOUT_SECONDS.
  if (config.migrateOnStart) await database.withoutQueryTimeout(async (db) => await migrateToLatest(db, app.log))
}, { name: 'database' })
