import { CompiledQuery, type Transaction } from 'kysely'
import { savepointStatements } from '../../db/coalescing.js'
import type { Database } from '../../db/database.js'
import { executeWithNext, isConflict, type DatabaseHandle, type TransactionOptions } from '../../db/dialect.js'
import { collectEvents, stopCollecting, type NewEvent } from '../eventos/repository.js'
import type { FeedSequencer } from '../eventos/sequencer.js'

/**
 * Group commit (docs/CONTRACT.md section 13): writes that arrive while transactions are running
 * wait, and the next transaction carries them all (up to `writes`), each in a savepoint of its
 * own, their feed events numbered together before the one COMMIT. No timer: a write that finds a
 * transaction free starts one at once, alone. A write is settled only once its transaction
 * committed; a write that failed rolled back to its savepoint and gets its own error, the others
 * commit; a transaction that fails (its COMMIT, the connection, the numbering) fails every write
 * it carried with its error; one that lost a conflict (a deadlock, a Galera certification) runs
 * again whole, as every transaction of the service does.
 */

/** How a write wants its transaction: `alone` for a large one (a batch, an import), or any option of its own. */
export interface GroupOptions extends TransactionOptions {
  /** Commits in a transaction of its own, never grouped: a write large enough to fill one. */
  alone?: boolean
}

export interface GroupLimits {
  /** Writes one transaction carries at most. */
  writes: number
  /** Transactions of grouped writes running at once (each holds a pool connection). */
  transactions: number
}

/** Writes per transaction at most: large enough to carry a burst of 32 clients; a bound on what one failed COMMIT fails. */
export const GROUP_WRITES = 64
/** Grouped transactions at once on MySQL; SQLite runs one writer at a time, so one. */
export const GROUP_TRANSACTIONS = 4

interface Member {
  work: (trx: Transaction<Database>) => Promise<unknown>
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

type Settled = { value: unknown } | { error: unknown }

export interface GroupCommit {
  /** Runs `work` in a transaction, grouped with other writes unless `options` ask otherwise; settles once that transaction committed. */
  commit: <T>(work: (trx: Transaction<Database>) => Promise<T>, options?: GroupOptions) => Promise<T>
  /** Transactions running and writes waiting for one: what a test or a metric can read. */
  readonly state: { running: number, waiting: number }
}

export function groupCommit (database: DatabaseHandle, feed: FeedSequencer, limits: GroupLimits): GroupCommit {
  const waiting: Member[] = []
  const state = { running: 0, get waiting () { return waiting.length } }

  /** Starts transactions while fewer than the limit run, each with every write waiting (up to the bound). */
  function startWaiting (): void {
    while (state.running < limits.transactions && waiting.length > 0) {
      state.running++
      void runTogether(waiting.splice(0, limits.writes)).finally(() => {
        state.running--
        startWaiting()
      })
    }
  }

  async function runTogether (members: Member[], options?: TransactionOptions): Promise<void> {
    let settled: Settled[]
    try {
      // Through database.transaction at each call: conflicts are retried there, and tests wrap it.
      settled = await database.transaction(async (trx) => await runMembers(trx, members), options)
    } catch (error) {
      for (const member of members) member.reject(error)
      return
    }
    members.forEach((member, index) => {
      const outcome = settled[index] as Settled
      if ('value' in outcome) member.resolve(outcome.value)
      else member.reject(outcome.error)
    })
  }

  /** The members' writes one after the other, then their events numbered: what the transaction runs (again, after a conflict). */
  async function runMembers (trx: Transaction<Database>, members: readonly Member[]): Promise<Settled[]> {
    const numbers = feed.numbersBeforeCommit()
    const events: NewEvent[] = []
    const settled: Settled[] = []
    for (const [index, member] of members.entries()) {
      const own: NewEvent[] = []
      if (numbers) collectEvents(trx, own)
      let outcome: Settled
      try {
        // A write alone needs no savepoint: its error ends the transaction, as it always did.
        outcome = members.length === 1 ? { value: await member.work(trx) } : await inSavepoint(trx, `escrita_${index}`, member.work)
      } finally {
        stopCollecting(trx)
      }
      settled.push(outcome)
      if ('value' in outcome) for (const event of own) events.push(event)
    }
    if (numbers) await feed.beforeCommit(trx, events)
    return settled
  }

  return {
    state,
    commit: async <T>(work: (trx: Transaction<Database>) => Promise<T>, options: GroupOptions = {}): Promise<T> => await new Promise<T>((resolve, reject) => {
      const member: Member = { work, resolve: resolve as (value: unknown) => void, reject }
      const { alone, ...transaction } = options
      if (alone === true || Object.keys(transaction).length > 0) {
        // Outside the limit: such writes ran side by side with the others before groups, and still do.
        void runTogether([member], transaction)
        return
      }
      waiting.push(member)
      startWaiting()
    })
  }
}

/**
 * One write of a group in a savepoint: its SAVEPOINT travels with its first statement; its RELEASE
 * is a round trip of its own, so that an error of a statement the write held (db/coalescing.ts)
 * comes back to this write and not to the next. A write that fails is rolled back to its savepoint
 * and settled with its error; if the transaction cannot be rolled back to it (the connection is
 * gone, the engine ended the transaction), the write's error fails the whole group.
 */
async function inSavepoint (trx: Transaction<Database>, name: string, work: Member['work']): Promise<Settled> {
  const savepoint = savepointStatements(name)
  await executeWithNext(trx, CompiledQuery.raw(savepoint.set))
  try {
    const value = await work(trx)
    await trx.executeQuery(CompiledQuery.raw(savepoint.release))
    return { value }
  } catch (error) {
    // The engine rolled the whole transaction back to settle a conflict: the group runs again.
    if (isConflict(error)) throw error
    try {
      await trx.executeQuery(CompiledQuery.raw(savepoint.rollback))
    } catch {
      throw error
    }
    return { error }
  }
}
