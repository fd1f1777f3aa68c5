import { AsyncLocalStorage } from 'node:async_hooks'
import type { Insertable, Kysely, Transaction } from 'kysely'
import type { Database } from './database.js'
import { executeWithNext } from './dialect.js'
import { insertRows, insertRowsReturningIds } from './query-shapes.js'
import { tellSentTogether } from './statement-listeners.js'

/**
 * Rows that writes running side by side in one transaction insert into the same table, sent as one
 * multi-row INSERT ... RETURNING id (docs/CONTRACT.md section 13). A group of creates was a round
 * trip per title, each waiting in the event loop behind other requests' work, so a transaction
 * took as many trips as it carried writes; now its titles go in one, whatever their number.
 *
 * The INSERT leaves once every write still running waits for its id: none can add a row any more,
 * and none is kept waiting for a write that could. A statement of the INSERT's round trip that the
 * server refuses cannot be told apart from its neighbours, so its error reaches every write that
 * waited, as `failed(error)` makes it (the group commit runs the group again, one write at a time).
 */
export class InsertRendezvous {
  private waiting: Waiting[] = []
  /**
   * Wakes the first write that waits for the next INSERT, which sends it from its own async context
   * (its statement listener, its events' collection): set while `waiting` has rows. Not a snapshot
   * of that context (`AsyncLocalStorage.snapshot()`): whatever a snapshot reached, the group's writes
   * and their requests, lived through every scavenge to the old generation, 8% of all a create
   * allocated; collecting it took some 20% of the service's CPU per create (docs/PERFORMANCE.md,
   * "Where the time goes").
   */
  private sender: ((waiting: readonly Waiting[]) => void) | undefined
  /** Rows whose ids nobody reads (a title's split), by table: sent by `sendHeld`, one INSERT a table. */
  private readonly held = new Map<HeldTable, Array<Insertable<Database[HeldTable]>>>()

  /** `writes`: how many will run (`run`); `failed`: what a write that waited is rejected with when the INSERT fails. */
  constructor (private readonly trx: Transaction<Database>, private running: number, private readonly failed: (error: unknown) => unknown) {}

  /** Whether `db` is the transaction whose writes meet here. */
  for (db: Kysely<Database>): boolean { return db === this.trx }

  /** Runs one of the writes: its `insertReturningId` calls wait here for the others'. */
  async run<T> (work: () => Promise<T>): Promise<T> {
    try {
      return await joined.run(this, work)
    } finally {
      this.running--
      this.sendIfAllWait()
    }
  }

  /** The row's id, once it was inserted with those of every other write running. */
  async insert (table: InsertTable, row: Insertable<Database[InsertTable]>): Promise<number> {
    const id = new Promise<number>((resolve, reject) => { this.waiting.push({ table, row, resolve, reject }) })
    if (this.sender === undefined) {
      // The INSERT runs as the first write that waited for it sent it (its statements are
      // followed: src/writes/group-commit.ts). None of its writes can finish before their ids
      // arrive, so no other INSERT can leave before this one.
      const waiting = await new Promise<readonly Waiting[]>((resolve) => {
        this.sender = resolve
        this.sendIfAllWait()
      })
      void this.send(waiting)
    } else {
      this.sendIfAllWait()
    }
    const inserted = await id
    // The others are told here, back in their own context, before they can go on and fail.
    tellSentTogether(`insert into ${table}`)
    return inserted
  }

  /** Rows to insert with the others' once the writes have run (`sendHeld`). */
  hold (table: HeldTable, rows: ReadonlyArray<Insertable<Database[HeldTable]>>): void {
    const list = this.held.get(table)
    if (list === undefined) this.held.set(table, [...rows])
    else for (const row of rows) list.push(row)
  }

  /**
   * The held rows, one INSERT a table, for the transaction's next round trip: once every write has
   * run and none failed (a write that failed after it held rows makes its group run again anyway).
   */
  async sendHeld (): Promise<void> {
    for (const [table, rows] of this.held) await executeWithNext(this.trx, insertRows(this.trx, table, rows))
    this.held.clear()
  }

  private sendIfAllWait (): void {
    const sender = this.sender
    if (sender === undefined || this.waiting.length < this.running) return
    const waiting = this.waiting
    this.waiting = []
    this.sender = undefined
    sender(waiting)
  }

  private async send (waiting: readonly Waiting[]): Promise<void> {
    // One statement per table, in the order each table was first asked for.
    const tables = [...new Set(waiting.map((entry) => entry.table))]
    for (const [at, table] of tables.entries()) {
      const rows = waiting.filter((entry) => entry.table === table)
      let ids: number[]
      try {
        const query = insertRowsReturningIds(this.trx, table, rows.map((entry) => entry.row))
        ids = (await this.trx.executeQuery(query)).rows.map((row) => Number(row.id))
        if (ids.length !== rows.length) throw new Error(`${rows.length} rows inserted into ${table}, ${ids.length} ids returned`)
      } catch (error) {
        // Nothing after a refused statement ran: every write still waiting fails with it.
        for (const entry of waiting.filter((candidate) => tables.indexOf(candidate.table) >= at)) entry.reject(this.failed(error))
        return
      }
      rows.forEach((entry, index) => { entry.resolve(ids[index] as number) })
    }
  }
}

/** The tables whose rows writes insert side by side: those with an auto-increment id a write reads back. */
export type InsertTable = 'contas_pagar' | 'contas_receber' | 'contas_pagar_baixas' | 'contas_receber_baixas'
/** Tables whose rows wait for the end of the writes (`hold`): a title's split. */
export type HeldTable = 'contas_pagar_categorias' | 'contas_receber_categorias'

interface Waiting {
  table: InsertTable
  row: Insertable<Database[InsertTable]>
  resolve: (id: number) => void
  reject: (error: unknown) => void
}

const joined = new AsyncLocalStorage<InsertRendezvous>()

/**
 * Inserts one row and returns its id: with the rows of the other writes running beside this one
 * (InsertRendezvous), or at once. `db` is the write's transaction.
 */
export async function insertReturningId<T extends InsertTable> (db: Kysely<Database>, table: T, row: Insertable<Database[T]>): Promise<number> {
  const rendezvous = joined.getStore()
  if (rendezvous !== undefined && rendezvous.for(db)) return await rendezvous.insert(table, row as Insertable<Database[InsertTable]>)
  const result = await db.executeQuery(insertRows(db, table, [row]))
  return Number(result.insertId)
}

/**
 * Inserts rows whose ids nobody reads, with the transaction's next round trip (executeWithNext):
 * when writes run side by side, together with theirs once they have all run (InsertRendezvous.hold).
 */
export async function insertWithNext<T extends HeldTable> (db: Kysely<Database>, table: T, rows: ReadonlyArray<Insertable<Database[T]>>): Promise<void> {
  const rendezvous = joined.getStore()
  if (rendezvous !== undefined && rendezvous.for(db)) rendezvous.hold(table, rows as ReadonlyArray<Insertable<Database[HeldTable]>>)
  else await executeWithNext(db, insertRows(db, table, rows))
}
