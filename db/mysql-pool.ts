import type { Socket } from 'node:net'
import type { Readable } from 'node:stream'
import type { Pool, PoolConnection } from 'mysql2'
import type { Compilable, MysqlPool, MysqlPoolConnection } from 'kysely'
import { Coalescing } from './coalescing.js'

/**
 * The MySQL side of db/dialect.ts: mysql2's pool with its waits bounded and its sessions set up,
 * and an export's cursor read from it in batches.
 */

/** What mysql2 (and better-sqlite3) attach to their errors, as far as the service reads it. */
export interface DriverError { code?: unknown, errno?: unknown, fatal?: unknown }

/** The error of a pool that could not hand out a connection in time; classified as unavailable (db/driver-errors.ts, isDatabaseUnavailable). */
export const ACQUIRE_TIMEOUT_CODE = 'POOL_ACQUIRE_TIMEOUT'

/**
 * mysql2's pool with the two waits it leaves unbounded: getting a connection (it queues forever)
 * and a query (a frozen server never answers). A query that timed out leaves its connection in an
 * unknown state mid-protocol, so that connection is destroyed rather than returned to the pool.
 */
export class GuardedPool implements MysqlPool {
  /** Connections handed out and callers waiting for one: what metrics report of the pool. */
  readonly usage = { inUse: 0, waiting: 0, size: 0 }

  constructor (readonly pool: Pool, readonly acquireTimeoutMs: number, readonly queryTimeoutMs: number, readonly onAcquired?: (waitMs: number) => void) {
    this.usage.size = (pool as unknown as { config: { connectionLimit: number } }).config.connectionLimit
  }

  acquire (callback: (error: unknown, connection: PoolConnection) => void): void {
    let settled = false
    const started = performance.now()
    this.usage.waiting++
    const timer = setTimeout(() => {
      settled = true
      this.usage.waiting--
      callback(Object.assign(new Error('timed out waiting for a database connection'), { code: ACQUIRE_TIMEOUT_CODE }), undefined as unknown as PoolConnection)
    }, this.acquireTimeoutMs)
    this.pool.getConnection((error, connection) => {
      if (settled) {
        // The caller has been answered already; the connection goes back unused.
        connection?.release()
        return
      }
      settled = true
      clearTimeout(timer)
      this.usage.waiting--
      if (connection !== undefined && connection !== null) this.usage.inUse++
      this.onAcquired?.(performance.now() - started)
      callback(error, connection)
    })
  }

  /** A connection handed out by acquire goes back (released or destroyed). */
  returned (): void {
    this.usage.inUse--
  }

  getConnection (callback: (error: unknown, connection: MysqlPoolConnection) => void): void {
    this.acquireSession((error, connection) => {
      if (error !== null && error !== undefined) return callback(error, undefined as unknown as MysqlPoolConnection)
      callback(null, this.withQueryTimeout(connection))
    })
  }

  /** A connection whose session is set up (setUpSession), for queries and for streams alike. */
  acquireSession (callback: (error: unknown, connection: PoolConnection) => void): void {
    this.acquire((error, connection) => {
      if (error !== null && error !== undefined) return callback(error, connection)
      if (this.prepared.has(connection)) return callback(null, connection)
      setUpSession(connection, this.queryTimeoutMs).then(({ clustered, returning }) => {
        this.prepared.add(connection)
        this.returningSeen = returning
        if (clustered) {
          this.clustered.add(connection)
          this.clusterSeen = true
        }
        callback(null, connection)
      }, (prepareError: unknown) => {
        this.returned()
        discard(connection)
        callback(prepareError, undefined as unknown as PoolConnection)
      })
    })
  }

  /** Connections whose session is set up (setUpSession): each is set up once, when first handed out. */
  readonly prepared = new WeakSet<PoolConnection>()
  /**
   * Connections to a Galera node: their statements are sent one at a time, as Kysely sends them.
   * With statements coalesced, CI's Galera run once had two creates of one integration code through
   * two nodes both answered 201 (galera.test.ts), after a run of the same code had passed; how a
   * brute-force abort meets a multi-statement query was not established, so Galera keeps the
   * behaviour its tests have always passed with (docs/CONTRACT.md section 13).
   */
  readonly clustered = new WeakSet<PoolConnection>()
  /** A session of this pool was set up on a Galera node (then they all are: one URL, one cluster). */
  clusterSeen = false
  /** The server answers INSERT ... RETURNING (MariaDB 10.5 and later; MySQL does not): known once a session was set up. */
  returningSeen = false

  withQueryTimeout (connection: PoolConnection): MysqlPoolConnection {
    const coalescing = new Coalescing(!this.clustered.has(connection))
    return {
      query: ((sql: string, values: unknown[], callback?: (error: unknown, result: any) => void) => {
        if (callback === undefined) {
          // A stream (Kysely's streamQuery) cannot carry held statements: nothing here streams inside a transaction.
          if (coalescing.holding) throw new Error('a streamed query cannot follow statements held for the next round trip')
          return connection.query({ sql, values, timeout: this.timeout })
        }
        const trip = coalescing.next(sql, (text) => connection.format(text, values))
        // Nobody reads a held statement's result; Kysely reads an empty list as no rows.
        if (trip === 'held' || trip === 'skipped') return callback(null, [])
        // A single statement still carries its values; a trip of several is formatted already.
        this.timedQuery(connection, trip.sql, trip.statements === 1 ? values : undefined, (error, result) => {
          const failed = error !== null && error !== undefined
          if (trip.commits && !failed) coalescing.reset()
          // One result per statement of the trip: the caller's is the last.
          callback(error, failed || trip.statements === 1 ? result : (result as unknown[])[trip.statements - 1])
        })
      }) as MysqlPoolConnection['query'],
      release: () => { coalescing.reset(); this.returned(); connection.release() },
      // Kysely 0.29 also reaches for these (to cancel a running query, among others).
      config: connection.config,
      connect: (callback?: (error: unknown) => void) => connection.connect(callback),
      destroy: () => discard(connection),
      get threadId () { return connection.threadId ?? 0 }
    }
  }

  /** The per-query time-out, when there is one. */
  private get timeout (): number | undefined { return this.queryTimeoutMs > 0 ? this.queryTimeoutMs : undefined }

  /** A query bounded by the time-out; a connection it timed out on is left mid-protocol, so it is discarded. */
  private timedQuery (connection: PoolConnection, sql: string, values: unknown[] | undefined, callback: (error: unknown, result: any) => void): void {
    connection.query({ sql, values, timeout: this.timeout }, (error, result) => {
      if ((error as DriverError | null)?.code === 'PROTOCOL_SEQUENCE_TIMEOUT') discard(connection)
      callback(error, result)
    })
  }

  /**
   * Read-only statements on one connection, their results in order (DatabaseHandle.readTogether):
   * as one query, one round trip, or one at a time on a Galera node (clustered).
   */
  async queryTogether (statements: ReadonlyArray<{ sql: string, parameters: readonly unknown[] }>): Promise<unknown[][]> {
    const connection = await new Promise<PoolConnection>((resolve, reject) => this.acquireSession((error, got) => error === null || error === undefined ? resolve(got) : reject(error)))
    const query = async (sql: string) => await new Promise<unknown>((resolve, reject) => this.timedQuery(connection, sql, undefined, (error, result) => error === null || error === undefined ? resolve(result) : reject(error)))
    try {
      const texts = statements.map(({ sql, parameters }) => connection.format(sql, parameters as unknown[]))
      // One statement answers with its rows, several with the rows of each.
      if (texts.length === 1) return [await query(texts[0] as string) as unknown[]]
      if (!this.clustered.has(connection)) return await query(texts.join(';\n')) as unknown[][]
      const results: unknown[][] = []
      for (const text of texts) results.push(await query(text) as unknown[])
      return results
    } finally {
      this.returned()
      connection.release()
    }
  }

  /**
   * mysql2's pool.end hands back the error of a connection that failed to connect while the pool
   * ended (a query of the moment before, against a server that is down): that connection has
   * nothing to close, and a shutdown while the database is down must still end cleanly.
   */
  end (callback: (error: unknown) => void): void {
    this.pool.end((error) => { callback((error as { fatal?: unknown } | null)?.fatal === true ? null : error) })
  }
}

/**
 * Sets up a session once, when its connection is first handed out, and answers whether it is on a
 * Galera node and whether its server answers INSERT ... RETURNING.
 * - On Galera a read may run on a node that has not yet applied a write another node committed: a
 *   title created through one node would be 404 through another. wsrep_sync_wait=1 makes each read
 *   (and the start of a transaction) wait until its node has applied everything committed before
 *   it. The service sets it on every session it opens on a node with wsrep_on, rather than relying
 *   on the operator's server configuration; elsewhere (a single MariaDB or MySQL) it sets nothing.
 * - Values are escaped into the SQL text with backslashes (db/sql-literals.ts): a server whose
 *   sql_mode has NO_BACKSLASH_ESCAPES would read them differently, so the session drops that mode.
 * - With a query time-out, a row lock is waited for at most half of it (innodb_lock_wait_timeout,
 *   whole seconds, at least 1). A trip that ends with its COMMIT (db/coalescing.ts) and waits for a
 *   lock must fail on the server, statement and COMMIT not run, before the client gives up on it:
 *   a client that gave up first drops the connection, but the server, still waiting, would take the
 *   lock later and commit a write whose client was answered 503. The feed's counter is locked in
 *   that trip (src/eventos/repository.ts, appendNumbered).
 */
export async function setUpSession (connection: PoolConnection, queryTimeoutMs = 0): Promise<{ clustered: boolean, returning: boolean }> {
  const run = async (statement: string) => await new Promise<any>((resolve, reject) => {
    connection.query(statement, (error, rows) => error === null || error === undefined ? resolve(rows) : reject(error))
  })
  const rows = await run("SHOW VARIABLES WHERE Variable_name IN ('wsrep_on', 'sql_mode', 'version')") as Array<{ Variable_name: string, Value: string }>
  const setting = (name: string) => rows.find((row) => row.Variable_name === name)?.Value ?? ''
  const modes = setting('sql_mode').split(',')
  if (modes.includes('NO_BACKSLASH_ESCAPES')) await run(`SET SESSION sql_mode = '${modes.filter((mode) => mode !== 'NO_BACKSLASH_ESCAPES').join(',')}'`)
  if (queryTimeoutMs > 0) await run(`SET SESSION innodb_lock_wait_timeout = ${Math.max(1, Math.floor(queryTimeoutMs / 2000))}`)
  const returning = answersReturning(setting('version'))
  if (setting('wsrep_on') !== 'ON') return { clustered: false, returning }
  await run('SET SESSION wsrep_sync_wait = 1')
  return { clustered: true, returning }
}

/** MariaDB has INSERT ... RETURNING since 10.5; MySQL (8.x, 9.x) has none. */
export function answersReturning (version: string): boolean {
  const match = /^(\d+)\.(\d+)\.\d+-MariaDB/i.exec(version)
  if (match === null) return false
  const [major, minor] = [Number(match[1]), Number(match[2])]
  return major > 10 || (major === 10 && minor >= 5)
}

export async function * mysqlBatches<R> (pool: GuardedPool, query: Compilable<R>, batchSize: number): AsyncGenerator<R[]> {
  const { sql, parameters } = query.compile()
  const connection = await new Promise<PoolConnection>((resolve, reject) => pool.acquireSession((error, conn) => error === null || error === undefined ? resolve(conn) : reject(error)))
  let finished = false
  try {
    const rows = connection.query(sql, parameters as unknown[]).stream({ objectMode: true, highWaterMark: batchSize })
    yield * readableBatches<R>(rows, batchSize)
    finished = true
  } finally {
    // A client that went away leaves the query mid-result: that connection cannot be reused.
    pool.returned()
    if (finished) connection.release()
    else discard(connection)
  }
}

/**
 * Takes a connection out of its pool and closes its socket at once. mysql2's destroy() only ends
 * the socket (a FIN after whatever is queued): a server blocked writing a result to a client that
 * stopped reading never reads that FIN, and holds the query and its metadata locks until
 * net_write_timeout (60 s). A DDL waits behind those locks, and on Galera every commit of the
 * cluster waits behind that DDL. A destroyed socket is reset, and the server's write fails at once.
 */
function discard (connection: PoolConnection): void {
  connection.destroy()
  ;(connection as unknown as { stream?: Socket }).stream?.destroy()
}

/**
 * A row stream's rows in batches, taking every row already buffered at each wake-up: iterating it
 * with `for await` cost a promise and a microtask per row, a tenth of a 20,000-title export.
 * Back-pressure stays the stream's: it fills to its highWaterMark and pauses the connection.
 */
async function * readableBatches<R> (rows: Readable, batchSize: number): AsyncGenerator<R[]> {
  let batch: R[] = []
  for (;;) {
    for (let row = rows.read() as R | null; row !== null; row = rows.read() as R | null) {
      batch.push(row)
      if (batch.length >= batchSize) {
        yield batch
        batch = []
      }
    }
    if (rows.readableEnded) break
    await new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        rows.off('readable', settle).off('end', settle).off('error', settle).off('close', settle)
        const failure = error ?? rows.errored
        if (failure !== null && failure !== undefined) reject(failure)
        else resolve()
      }
      rows.on('readable', settle).on('end', settle).on('error', settle).on('close', settle)
    })
    if (rows.destroyed && !rows.readableEnded) throw rows.errored ?? new Error('the row stream closed before its end')
  }
  if (batch.length > 0) yield batch
}
