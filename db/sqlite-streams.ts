import type SQLiteDatabase from 'better-sqlite3'
import type { Compilable, Kysely } from 'kysely'
import type { Database } from './database.js'

/**
 * The SQLite side of db/dialect.ts's streamBatches: a query's rows in batches, from a connection
 * of the stream's own (a file database) or from Kysely's one connection (in memory).
 */

export async function * batched<R> (rows: AsyncIterable<R> | Iterable<R>, batchSize: number): AsyncGenerator<R[]> {
  let batch: R[] = []
  if (Symbol.iterator in rows) {
    // A synchronous source (SQLite's cursor) is read without a promise per row: the only awaits are the batches'.
    for (const row of rows) {
      batch.push(row)
      if (batch.length >= batchSize) {
        yield batch
        batch = []
      }
    }
  } else {
    for await (const row of rows) {
      batch.push(row)
      if (batch.length >= batchSize) {
        yield batch
        batch = []
      }
    }
  }
  if (batch.length > 0) yield batch
}

export async function * streamCompiled<R> (db: Kysely<Database>, query: Compilable<R>): AsyncGenerator<R> {
  for await (const result of db.getExecutor().stream(query.compile(), 1)) yield * (result.rows as R[])
}

export async function * sqliteSnapshotBatches<R> (open: () => SQLiteDatabase.Database, query: Compilable<R>, batchSize: number): AsyncGenerator<R[]> {
  const { sql, parameters } = query.compile()
  const connection = open()
  try {
    yield * batched(connection.prepare(sql).iterate(...parameters) as Iterable<R>, batchSize)
  } finally {
    // Closing ends the read transaction, so the WAL can be checkpointed past this snapshot.
    connection.close()
  }
}
