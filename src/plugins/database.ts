import fp from 'fastify-plugin'
import { openDatabase, type DatabaseHandle } from '../../db/dialect.js'
import { migrateToLatest } from '../../db/migrate.js'
import type { Config } from '../config.js'
import { createKey, hasAnyKey } from '../auth/keys.js'

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle
  }
}

/** Opens the database of DATABASE_URL, migrates it when asked, and closes the pool with the app. */
export default fp<{ config: Config }>(async (app, { config }) => {
  const database = openDatabase(config.database, { poolSize: config.dbPoolSize })
  app.decorate('database', database)
  app.addHook('onClose', async () => { await database.db.destroy() })
  if (config.migrateOnStart) await migrateToLatest(database.db)
  // A newcomer running the embedded default gets a working key without reading about the CLI.
  if (config.database.engine === 'sqlite' && config.migrateOnStart && !(await hasAnyKey(database.db))) {
    const token = await createKey(database.db, { company: 'desenvolvimento', name: 'dev', scopes: ['read', 'write'] })
    app.log.warn({ company: 'desenvolvimento', key: 'dev' }, 'empty database: created a development API key (shown once)')
    process.stdout.write(`\nDevelopment API key (company "desenvolvimento", scopes read,write), shown once:\n\n  ${token}\n\n`)
  }
}, { name: 'database' })
