import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { createRequire } from 'node:module'
import type SQLiteDatabase from 'better-sqlite3'
import type { createPool as CreatePool, format as Format } from 'mysql2'
import { CompiledQuery, Kysely, MysqlAdapter, type Transaction, MysqlDialect, SqliteDialect, type Compilable, type Dialect, type InsertQueryBuilder, type SelectQueryBuilder, type UpdateObject } from 'kysely'
import type { Database } from './database.js'
import { WITH_NEXT_MARK } from './coalescing.js'
import { tellListener } from './statement-listeners.js'
import { GuardedPool, mysqlBatches } from './mysql-pool.js'
import { isConflict } from './driver-errors.js'
import { mysqlPoolOptions } from './mysql-options.js'
import { batched, sqliteSnapshotBatches, streamCompiled } from './sqlite-streams.js'
import { centsToDecimalString } from '../src/money.js'

/**
 * The one place where MySQL/MariaDB and SQLite differ: connection, money representation and row
 * locking (their driver errors are classified in db/driver-errors.ts). Everything else is shared
 * Kysely code.
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

/** The rows of each of a tuple of compiled queries. */
export type RowsOf<Q extends ReadonlyArray<CompiledQuery<unknown>>> = { -readonly [K in keyof Q]: Q[K] extends CompiledQuery<infer R> ? R[] : never }

export interface DatabaseHandle {
  db: Kysely<Database>
  engine: Engine
  money: MoneyCodec
  /**
   * The rows of a query in batches, from a cursor: mysql2's query stream on MySQL, better-sqlite3's
   * iterator on SQLite, each on a connection that regular queries do not wait for. Batches, not rows, cross
   * the async boundary: per-row hops cost five times the database's own time on an export.
   */
  streamBatches: <R>(query: Compilable<R>, batchSize: number) => AsyncGenerator<R[]>
  /**
   * Runs `work` in a transaction, again from the start when the engine rolled it back as a deadlock
   * victim (InnoDB) or a certification conflict (Galera reports it as the same error): the loser of
   * a race is retried, not answered 500. `work` must keep its effects inside the transaction.
   */
  transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>, options?: TransactionOptions) => Promise<T>
  /**
   * Whether the engine runs one write transaction at a time (SQLite): work that must be serialized
   * across writers costs nothing more inside the writer's own transaction there.
   */
  oneWriterAtATime: boolean
  /**
   * Whether the sessions are on a Galera node (known once a connection was set up, so always
   * inside a transaction): there a write's feed events are numbered after its commit, as before
   * (src/eventos/sequencer.ts, docs/CONTRACT.md section 13).
   */
  clustered: () => boolean
  /** Whether a transaction's writes may insert their rows together (db/insert-rendezvous.ts, docs/CONTRACT.md section 13): MariaDB 10.5+, not Galera, never SQLite. */
  insertsTogether: () => boolean
  /**
   * Runs `work` (migrations) on the database without the per-query time-out of requests, which a
   * migration of a large table outlives: on MySQL through a small pool of its own, closed after it;
   * on SQLite (no query time-out) on the one connection.
   */
  withoutQueryTimeout: <T>(work: (db: Kysely<Database>) => Promise<T>) => Promise<T>
  /**
   * Reads outside any transaction, compiled already, run in the order given, each in its own
   * snapshot as separate statements are. On MySQL they go straight to the pool, past Kysely's
   * connection provider and driver, in one round trip (one multi-statement query on one pool
   * connection); on SQLite one after the other. A validator is read this way, alone or with the
   * answer it validates (src/http/conditional.ts, docs/CONTRACT.md section 16).
   */
  readTogether: <Q extends ReadonlyArray<CompiledQuery<unknown>>>(...queries: Q) => Promise<RowsOf<Q>>
  /** On MySQL, the pool of regular queries right now: connections in use, callers waiting, its size. */
  poolUsage?: () => { inUse: number, waiting: number, size: number }
  /** On MySQL, the same of the pool the exports' cursors draw from. */
  exportPoolUsage?: () => { inUse: number, waiting: number, size: number }
  /** Closes every connection: the pool of `db` and, on MySQL, the pool of the streams. */
  close: () => Promise<void>
}

export interface TransactionOptions {
  /**
   * READ COMMITTED instead of InnoDB's REPEATABLE READ: locking reads lock the rows they find and
   * no gaps, so writers that look up keys before inserting them (batch upserts) do not deadlock on
   * each other's gap locks. SQLite runs one writer at a time and ignores it.
   */
  readCommitted?: boolean
  /**
   * How many times the transaction runs before a conflict reaches the caller (CONFLICT_ATTEMPTS by
   * default). Background work that no client waits on, and that is only ever safe to run again,
   * gives itself more: on Galera, nodes running it at once conflict every time.
   */
  conflictAttempts?: number
}

export interface OpenOptions {
  poolSize?: number
  /** Longest wait for a pool connection (MySQL) or for the write lock (SQLite). */
  acquireTimeoutMs?: number
  /** Told how long each MySQL request for a pool connection waited (metrics). */
  onPoolWait?: (waitMs: number) => void
  /** Longest wait for one MySQL query (0: none); streamed exports are bounded by the HTTP layer instead. */
  queryTimeoutMs?: number
  /** Told each time a transaction is run again after a conflict (metrics: how hot a workload runs). */
  onConflictRetry?: () => void
}

export function openDatabase (target: DatabaseTarget, options: OpenOptions = {}): DatabaseHandle {
  const acquireTimeoutMs = options.acquireTimeoutMs ?? 3000
  const { onConflictRetry } = options
  let dialect: Dialect
  let streamBatches: DatabaseHandle['streamBatches']
  let close = async () => await db.destroy()
  let pools: Pick<DatabaseHandle, 'poolUsage' | 'exportPoolUsage'> = {}
  let clustered = () => false
  let insertsTogether = () => false
  let readTogether: DatabaseHandle['readTogether'] = async (...queries) => {
    const results: unknown[][] = []
    for (const query of queries) results.push((await db.executeQuery(query)).rows)
    return results as never
  }
  if (target.engine === 'mysql') {
    const { createPool, format } = requireDriver('mysql2') as { createPool: typeof CreatePool, format: typeof Format }
    const poolOptions = mysqlPoolOptions(target.location, { poolSize: options.poolSize ?? 10, connectTimeoutMs: acquireTimeoutMs }, format)
    const queryTimeoutMs = options.queryTimeoutMs ?? 10_000
    const guarded = new GuardedPool(createPool(poolOptions), acquireTimeoutMs, queryTimeoutMs, options.onPoolWait)
    dialect = new MysqlDialect({ pool: guarded })
    // Exports hold a connection for as long as their client reads, so they draw from a pool of
    // their own: slow readers can exhaust it, never the connections every other request needs.
    const exports = new GuardedPool(createPool(poolOptions), acquireTimeoutMs, queryTimeoutMs)
    streamBatches = (query, batchSize) => mysqlBatches(exports, query, batchSize)
    readTogether = async (...queries) => await guarded.queryTogether(queries) as never
    pools = { poolUsage: () => ({ ...guarded.usage }), exportPoolUsage: () => ({ ...exports.usage }) }
    clustered = () => guarded.clusterSeen
    insertsTogether = () => guarded.returningSeen && !guarded.clusterSeen
    close = async () => {
      await db.destroy()
      await new Promise<void>((resolve) => exports.end(() => resolve()))
    }
  } else {
    if (target.location !== ':memory:') mkdirSync(dirname(target.location), { recursive: true })
    const SQLite = requireDriver('better-sqlite3') as typeof SQLiteDatabase
    const sqlite = new SQLite(target.location)
    sqlite.pragma('journal_mode = WAL')
    // FULL: a create acknowledged to a client survives a power cut, not only a process crash.
    sqlite.pragma('synchronous = FULL')
    sqlite.pragma(`busy_timeout = ${acquireTimeoutMs}`)
    sqlite.pragma('foreign_keys = ON')
    dialect = new SqliteDialect({ database: sqlite })
    // Kysely's one connection is locked for as long as a stream is read, so a client reading an
    // export slowly would stop every other request. A file database is read from a connection of
    // the stream's own instead: WAL gives it a snapshot while the main connection keeps writing.
    streamBatches = target.location === ':memory:'
      ? (query, batchSize) => batched(streamCompiled(db, query), batchSize)
      : (query, batchSize) => sqliteSnapshotBatches(() => new SQLite(target.location, { readonly: true, fileMustExist: true }), query, batchSize)
  }
  const db = new Kysely<Database>({ dialect, log: tellListener })
  const transaction = async <T>(work: (trx: Transaction<Database>) => Promise<T>, options: TransactionOptions = {}): Promise<T> =>
    await retryingConflicts(async () => {
      const builder = db.transaction()
      // Kysely throws the ROLLBACK's error when the rollback fails too, and it fails exactly when
      // the database already ended the transaction: a connection dropped after a query timeout or
      // a restart (mysql2: "connection is in closed state", no code), SQLITE_FULL or IOERR (SQLite
      // rolls back by itself: "no transaction is active"). That error says nothing to the caller
      // and became a 500; the work's own error (PROTOCOL_SEQUENCE_TIMEOUT, SQLITE_FULL...) is the
      // one that says why, and nothing was committed either way.
      let failure: { error: unknown } | undefined
      try {
        return await (options.readCommitted === true && target.engine === 'mysql' ? builder.setIsolationLevel('read committed') : builder).execute(async (trx) => {
          try {
            return await work(trx)
          } catch (error) {
            failure = { error }
            throw error
          }
        })
      } catch (error) {
        throw failure === undefined ? error : failure.error
      }
    }, options.conflictAttempts ?? CONFLICT_ATTEMPTS, onConflictRetry)
  const withoutQueryTimeout = async <T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> => {
    if (target.engine !== 'mysql') return await work(db)
    // Two connections: the migration's own and the one that renews its cluster lock (db/migrate.ts).
    const own = openDatabase(target, { poolSize: 2, acquireTimeoutMs, queryTimeoutMs: 0 })
    try {
      return await work(own.db)
    } finally {
      await own.close()
    }
  }
  return { db, engine: target.engine, money: moneyCodec(target.engine), streamBatches, readTogether, transaction, withoutQueryTimeout, oneWriterAtATime: target.engine === 'sqlite', clustered, insertsTogether, close, ...pools }
}

/** Attempts of a transaction that keeps losing conflicts before its error reaches the client (503). */
export const CONFLICT_ATTEMPTS = 5

async function retryingConflicts<T> (attempt: () => Promise<T>, attempts: number, onRetry?: () => void): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt()
    } catch (error) {
      if (!isConflict(error) || tried >= attempts) throw error
      onRetry?.()
      // Jittered backoff, so the transactions that collided do not meet again at once; capped,
      // so a long run of attempts never sleeps for seconds.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** Math.min(tried, 5)))
    }
  }
}

/**
 * Money crosses the driver once in each direction (docs/CONTRACT.md section 1). Read, it is integer
 * cents on both engines: SQLite stores cents, and MySQL's DECIMAL(15,2) is turned into cents by
 * `typeCast` (db/mysql-options.ts) as the row is decoded. Written, cents become the column's value here.
 */
export interface MoneyCodec {
  /** Integer cents to the column's value. */
  toDb: (cents: number) => string | number
}

function moneyCodec (engine: Engine): MoneyCodec {
  return { toDb: engine === 'mysql' ? centsToDecimalString : (cents) => cents }
}

/**
 * Runs a statement whose result the caller does not read. Inside a MySQL transaction it travels
 * with the transaction's next statement or its COMMIT, one round trip for several (Coalescing in
 * db/coalescing.ts, docs/CONTRACT.md section 13); an error of its own is then thrown by that next
 * statement, and fails the transaction all the same. Use it where the outcome cannot depend on the
 * statement's result or on the moment its error is seen: nothing may catch its error apart. SQLite
 * has no round trips to save and runs it at once.
 */
export async function executeWithNext (db: Kysely<Database>, query: Compilable<unknown> | CompiledQuery<unknown>): Promise<void> {
  const compiled = 'compile' in query ? query.compile() : query
  if (engineOf(db) !== 'mysql') {
    await db.executeQuery(compiled)
    return
  }
  await db.executeQuery(CompiledQuery.raw(WITH_NEXT_MARK + compiled.sql, [...compiled.parameters]))
}

/** SELECT ... FOR UPDATE where the engine has it. SQLite serializes writers, so it needs no row lock. */
export function lockForUpdate<DB, TB extends keyof DB, O> (engine: Engine, query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
  return engine === 'mysql' ? query.forUpdate() : query
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
