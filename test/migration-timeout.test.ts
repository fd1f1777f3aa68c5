import t from 'tap'
import { sql, type Kysely } from 'kysely'
import { openDatabase } from '../db/dialect.js'
import { migrateToLatest, migrations, type MigrationLog } from '../db/migrate.js'
import { testConfig, ENGINE } from './helper.js'

/**
 * Issue 21, item 5: migrations run without the request query time-out (DB_QUERY_TIMEOUT_SECONDS),
 * which a migration of a large events table outlives, and say what they do. A migration that takes
 * twice the time-out completes; the same statement as a request's query is cut by the time-out.
 */

// MariaDB waits in SLEEP; SQLite has no query time-out, so there the migration only has to run and log.
const slowStatement = ENGINE === 'mysql' ? sql`SELECT SLEEP(2)` : sql`SELECT 1`

t.test('a migration longer than DB_QUERY_TIMEOUT_SECONDS completes, and each migration is logged', async (t) => {
  const config = await testConfig({ DB_QUERY_TIMEOUT_SECONDS: '1' })
  const handle = openDatabase(config.database, { queryTimeoutMs: config.dbQueryTimeoutSeconds * 1000, acquireTimeoutMs: 3000 })
  t.teardown(() => handle.close())
  if (ENGINE === 'mysql') await t.rejects(slowStatement.execute(handle.db), { code: 'PROTOCOL_SEQUENCE_TIMEOUT' }, 'a request\'s query of that length is cut')
  const lines: Array<{ fields: Record<string, unknown>, message: string }> = []
  const log: MigrationLog = { info: (fields, message) => { lines.push({ fields: fields as Record<string, unknown>, message }) } }
  const slow = { up: async (db: Kysely<any>) => { await slowStatement.execute(db) } }
  const list = { ...migrations, '2099_01_01_000000_slow': slow }
  const result = await handle.withoutQueryTimeout(async (db) => await migrateToLatest(db, log, list))
  t.equal(result.results?.find((entry) => entry.migrationName === '2099_01_01_000000_slow')?.status, 'Success', 'the slow migration completed')
  t.ok(lines.some((line) => line.message === 'migration started' && line.fields.migration === '2099_01_01_000000_slow'), 'its start is logged')
  t.ok(lines.some((line) => line.message === 'migration done' && line.fields.migration === '2099_01_01_000000_slow' && typeof line.fields.ms === 'number'), 'and its end, with its time')
  t.equal(lines.filter((line) => line.message === 'migration done').length, Object.keys(list).length, 'every migration says so')
  t.equal((await handle.db.selectFrom('empresas').select('id').limit(1).execute()).length, 0, 'the handle serves requests afterwards')
})
