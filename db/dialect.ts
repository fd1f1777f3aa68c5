import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { createRequire } from 'node:module'
import type SQLiteDatabase from 'better-sqlite3'
import type { createPool as CreatePool, Pool, PoolConnection } from 'mysql2'
import { Kysely, MysqlAdapter, MysqlDialect, SqliteDialect, type Compilable, type Dialect, type InsertQueryBuilder, type SelectQueryBuilder, type UpdateObject } from 'kysely'
import type { Database } from './database.js'
import { centsToDecimalString, decimalStringToCents } from '../src/money.js'

/**
 * The one place where MySQL/MariaDB and SQLite differ: connection, money representation, row
 * locking and the classification of driver errors. Everything else is shared Kysely code.
 */

export type Engine = 'mysql' | 'sqlite'

export const DEFAULT_SQLITE_FILE = './data/contas.db'

export interface DatabaseTarget {
  engine: Engine
  /** mysql: the URL; sqlite: the file path or ':memory:'. */
  location: string
}

/** Reads DATABASE_URL. Unset means the embedded default file. Throws a one-line message when unusable. */
export function parseDatabaseUrl (url: string | undefined): DatabaseTarget {
  if (url === undefined || url === '') return { engine: 'sqlite', location: DEFAULT_SQLITE_FILE }
  if (url.startsWith('mysql://')) {
    const parsed = new URL(url)
    if (parsed.pathname.length <= 1) throw new Error('DATABASE_URL must name a database, e.g. mysql://root@127.0.0.1:3306/contas')
    return { engine: 'mysql', location: url }
  }
  if (url.startsWith('sqlite:')) {
    const location = url.slice('sqlite:'.length)
    if (location === '') throw new Error('DATABASE_URL sqlite: needs a path or :memory:, e.g. sqlite:./data/contas.db')
    return { engine: 'sqlite', location }
  }
  throw new Error('DATABASE_URL must start with mysql:// or sqlite: (got ' + url.split(':')[0] + ':)')
}

// Only the driver in use is loaded: each costs 7-16 MB of resident code.
const requireDriver = createRequire(import.meta.url)

export interface DatabaseHandle {
  db: Kysely<Database>
  engine: Engine
  money: MoneyCodec
  /**
   * The rows of a query in batches, from a cursor: mysql2's query stream on MySQL, better-sqlite3's
   * iterator (through Kysely, which holds the one connection) on SQLite. Batches, not rows, cross
   * the async boundary: per-row hops cost five times the database's own time on an export.
   */
  streamBatches: <R>(query: Compilable<R>, batchSize: number) => AsyncGenerator<R[]>
}

export function openDatabase (target: DatabaseTarget, options: { poolSize?: number } = {}): DatabaseHandle {
  let dialect: Dialect
  let streamBatches: DatabaseHandle['streamBatches']
  if (target.engine === 'mysql') {
    const pool = (requireDriver('mysql2') as { createPool: typeof CreatePool }).createPool({
      uri: target.location,
      connectionLimit: options.poolSize ?? 10,
      // Dates stay 'YYYY-MM-DD' strings and DECIMAL stays an exact string: no Date or float in between.
      dateStrings: true,
      decimalNumbers: false,
      supportBigNumbers: true,
      charset: 'utf8mb4',
      // Title documents are sent on as they are stored: decoding them to strings only to encode
      // them again for the response was the largest cost of a list. Everything else is decoded.
      typeCast: (field, next) => field.name === 'documento' ? field.buffer() : next(),
      timezone: 'Z',
      connectTimeout: 5000
    })
    dialect = new MysqlDialect({ pool })
    streamBatches = (query, batchSize) => mysqlBatches(pool, query, batchSize)
  } else {
    if (target.location !== ':memory:') mkdirSync(dirname(target.location), { recursive: true })
    const SQLite = requireDriver('better-sqlite3') as typeof SQLiteDatabase
    const sqlite = new SQLite(target.location)
    sqlite.pragma('journal_mode = WAL')
    // FULL: a create acknowledged to a client survives a power cut, not only a process crash.
    sqlite.pragma('synchronous = FULL')
    sqlite.pragma('busy_timeout = 5000')
    sqlite.pragma('foreign_keys = ON')
    dialect = new SqliteDialect({ database: sqlite })
    streamBatches = (query, batchSize) => batched(streamCompiled(db, query), batchSize)
  }
  const db = new Kysely<Database>({ dialect })
  return { db, engine: target.engine, money: moneyCodec(target.engine), streamBatches }
}

async function * batched<R> (rows: AsyncIterable<R>, batchSize: number): AsyncGenerator<R[]> {
  let batch: R[] = []
  for await (const row of rows) {
    batch.push(row)
    if (batch.length >= batchSize) {
      yield batch
      batch = []
    }
  }
  if (batch.length > 0) yield batch
}

async function * streamCompiled<R> (db: Kysely<Database>, query: Compilable<R>): AsyncGenerator<R> {
  for await (const result of db.getExecutor().stream(query.compile(), 1)) yield * (result.rows as R[])
}

async function * mysqlBatches<R> (pool: Pool, query: Compilable<R>, batchSize: number): AsyncGenerator<R[]> {
  const { sql, parameters } = query.compile()
  const connection = await new Promise<PoolConnection>((resolve, reject) => pool.getConnection((error, conn) => error === null ? resolve(conn) : reject(error)))
  let finished = false
  try {
    const rows = connection.query(sql, parameters as unknown[]).stream({ objectMode: true, highWaterMark: batchSize })
    yield * batched(rows as AsyncIterable<R>, batchSize)
    finished = true
  } finally {
    // A client that went away leaves the query mid-result: that connection cannot be reused.
    if (finished) connection.release()
    else connection.destroy()
  }
}

export interface MoneyCodec {
  /** Integer cents to the column's value. */
  toDb: (cents: number) => string | number
  /** The column's value to integer cents. */
  fromDb: (value: string | number) => number
}

function moneyCodec (engine: Engine): MoneyCodec {
  if (engine === 'mysql') {
    return { toDb: centsToDecimalString, fromDb: (value) => decimalStringToCents(String(value)) }
  }
  return { toDb: (cents) => cents, fromDb: (value) => Number(value) }
}

/** SELECT ... FOR UPDATE where the engine has it. SQLite serializes writers, so it needs no row lock. */
export function lockForUpdate<DB, TB extends keyof DB, O> (engine: Engine, query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
  return engine === 'mysql' ? query.forUpdate() : query
}

interface DriverError { code?: unknown, errno?: unknown }

/** A unique key was violated (a concurrent create with the same codigo_lancamento_integracao). */
export function isUniqueViolation (error: unknown): boolean {
  const { code } = (error ?? {}) as DriverError
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE',
  'PROTOCOL_CONNECTION_LOST', 'PROTOCOL_SEQUENCE_TIMEOUT', 'ER_CON_COUNT_ERROR', 'ER_SERVER_SHUTDOWN',
  'ER_ACCESS_DENIED_ERROR', 'ER_BAD_DB_ERROR', 'ER_LOCK_WAIT_TIMEOUT',
  'SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_CANTOPEN', 'SQLITE_IOERR', 'SQLITE_FULL', 'SQLITE_READONLY'
])

/** The database cannot answer right now: the client should retry later (503), not report a bug (500). */
export function isDatabaseUnavailable (error: unknown): boolean {
  const { code } = (error ?? {}) as DriverError
  if (typeof code !== 'string') return false
  return UNAVAILABLE_CODES.has(code) || code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_BUSY')
}

/** The engine behind a migration's Kysely<any>, so a migration can pick column types. */
export function engineOf (db: Kysely<any>): Engine {
  return db.getExecutor().adapter instanceof MysqlAdapter ? 'mysql' : 'sqlite'
}

/** INSERT that updates `updates` when the primary key already exists: ON DUPLICATE KEY / ON CONFLICT. */
export function upsert<DB, TB extends keyof DB & string, O> (
  engine: Engine,
  query: InsertQueryBuilder<DB, TB, O>,
  keyColumns: Array<keyof DB[TB] & string>,
  updates: UpdateObject<DB, TB, TB>
): InsertQueryBuilder<DB, TB, O> {
  return engine === 'mysql'
    ? query.onDuplicateKeyUpdate(updates)
      // ON CONFLICT sees the same columns under another type name; the values are the same object.
    : query.onConflict((conflict) => conflict.columns(keyColumns).doUpdateSet(updates as any))
}
