import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.js'
import { type DatabaseHandle, type TransactionOptions } from '../../db/dialect.js'
import { isConflict, isStatementRefused } from '../../db/driver-errors.js'
import { InsertRendezvous } from '../../db/insert-rendezvous.js'
import { collectingEvents, type NewEvent } from '../eventos/repository.js'
import type { FeedSequencer } from '../eventos/sequencer.js'
import { GroupStatements, inSavepoint, RunAgain, type Settled, type Work } from './group-statements.js'

/**
 * Group commit (docs/CONTRACT.md section 13): writes that arrive while transactions are running
 * wait, and the next transaction carries them all (up to `writes`), one after the other (creates
 * side by side, their rows inserted together: db/insert-rendezvous.ts), their feed events numbered
 * together in the writes' order before the one COMMIT. Transactions start one at a time: the next
 * starts once the one before sent its COMMIT, so the writes that arrived while it ran its statements
 * go together, and several transactions wait for their commits at once (`OPEN_PATIENCE_MS`). No
 * timer delays a write: one that finds no transaction before its COMMIT starts one at once, alone
 * (on SQLite one turn of the event loop later: `gatherOneTurn`). A write is settled only once its
 * transaction committed.
 *
 * The writes of a group run without savepoints. A write that fails before any statement of its
 * own could have changed a row (a 404, 409 or 412 found by a read, a 400, an INSERT refused for a
 * duplicate key that the server undid alone) left nothing in the transaction: it gets its own
 * error and the others go on. A write that fails after it may have changed something, or whose
 * error cannot be told apart from a statement another write held for that round trip, makes the
 * group roll back whole and run again, nothing of it committed, each write in a savepoint of its
 * own (`inSavepoint`, src/writes/group-statements.ts), as every group ran before. A transaction that fails otherwise (its COMMIT,
 * the connection, the numbering) fails every write it carried with its error; one that lost a
 * conflict (a deadlock, a Galera certification) runs again whole, as every transaction does.
 */

/** How a write wants its transaction: `alone` for a large one (a batch, an import), or any option of its own. */
export interface GroupOptions extends TransactionOptions {
  /** Commits in a transaction of its own, never grouped: a write large enough to fill one. */
  alone?: boolean
  /**
   * The write only adds rows of its own and reads none another write of its group could change (a
   * create): it may run side by side with the other such writes of its group, and their titles go
   * in together (db/insert-rendezvous.ts). A create with an integration code another write of the
   * group also uses fails the INSERT of them all, and the group runs again one write at a time.
   */
  insertsOnly?: boolean
}

export interface GroupLimits {
  /** Writes one transaction carries at most. */
  writes: number
  /** Transactions of grouped writes running at once (each holds a pool connection). */
  transactions: number
  /**
   * The first write waiting starts its transaction one turn of the event loop later
   * (`setImmediate`), so that the requests already read in that turn join it. For a synchronous
   * engine (better-sqlite3): its transaction runs from BEGIN to COMMIT without the loop reading
   * another request, so without this turn no write would ever find another waiting.
   */
  gatherOneTurn?: boolean
  /** OPEN_PATIENCE_MS unless set (a test's own). */
  patienceMs?: number
}

/** Writes per transaction at most: large enough to carry a burst of 32 clients; a bound on what one failed COMMIT fails. */
export const GROUP_WRITES = 64
/** Grouped transactions at once on MySQL; SQLite runs one writer at a time, so one. */
export const GROUP_TRANSACTIONS = 4
/**
 * How long writes wait for a transaction that has not reached its COMMIT before the next starts
 * beside it (ms). A transaction's statements take a round trip or two; then its COMMIT waits for
 * the database's log flush, and the next transaction runs meanwhile. Started eagerly instead, up
 * to GROUP_TRANSACTIONS at once, transactions carried fewer than half the writes each, and each
 * costs the service some 0.4 ms of CPU whatever it carries (docs/PERFORMANCE.md, "Decisions").
 * Past this bound (a lock wait, a slow statement) waiting writes no longer queue behind that
 * transaction (docs/CONTRACT.md section 13).
 */
export const OPEN_PATIENCE_MS = 10

interface Member {
  work: Work
  insertsOnly: boolean
  /** When it began to wait for a transaction (performance.now()). */
  arrived: number
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/** How a transaction runs one of its writes (index: its place in the group). */
type RunWrite = (trx: Transaction<Database>, index: number, work: Member['work']) => Promise<Settled>

export interface GroupCommit {
  /** Runs `work` in a transaction, grouped with other writes unless `options` ask otherwise; settles once that transaction committed. */
  commit: <T>(work: (trx: Transaction<Database>) => Promise<T>, options?: GroupOptions) => Promise<T>
  /**
   * Transactions running, writes waiting for one, and groups run again with a savepoint per write
   * (a write failed after it changed something): what a test or a metric can read.
   */
  readonly state: { running: number, waiting: number, runAgain: number }
}

/**
 * What the group commit tells of its work (the metrics of src/writes/pipeline.ts): where a commit
 * costs milliseconds, a write's time is mostly its wait for a transaction and that transaction's
 * (docs/PERFORMANCE.md, "Where a commit costs milliseconds").
 */
export interface GroupObserver {
  /** A transaction ended: the writes it carried, whether it committed or failed whole, and how long it ran, in ms. */
  transaction: (writes: number, outcome: 'committed' | 'failed', ms: number) => void
  /** A grouped write waited `ms` for the transaction that carries it (the one before had not sent its COMMIT, every transaction was busy, or SQLite's turn gathered it). */
  waited: (ms: number) => void
}

const NOT_OBSERVED: GroupObserver = { transaction: () => {}, waited: () => {} }

export function groupCommit (database: DatabaseHandle, feed: FeedSequencer, limits: GroupLimits, observe: GroupObserver = NOT_OBSERVED): GroupCommit {
  const waiting: Member[] = []
  const state = { running: 0, get waiting () { return waiting.length }, runAgain: 0 }
  let gathering = false
  /** The grouped transactions that have not reached their COMMIT yet, by when each started. */
  const beforeCommit = new Set<{ started: number }>()
  let patience: NodeJS.Timeout | undefined

  /**
   * Starts transactions while fewer than the limit run and none started in the last
   * OPEN_PATIENCE_MS is still before its COMMIT, each with every write waiting (up to the bound).
   */
  function startWaiting (): void {
    while (state.running < limits.transactions && waiting.length > 0) {
      const now = performance.now()
      const wait = patienceLeft(now)
      if (wait > 0) {
        patience ??= setTimeout(() => { patience = undefined; startWaiting() }, wait)
        return
      }
      state.running++
      const members = waiting.splice(0, limits.writes)
      for (const member of members) observe.waited(now - member.arrived)
      const opened = { started: now }
      beforeCommit.add(opened)
      const reachedCommit = () => { if (beforeCommit.delete(opened)) startWaiting() }
      void runTogether(members, undefined, reachedCommit).finally(() => {
        beforeCommit.delete(opened)
        state.running--
        startWaiting()
      })
    }
  }

  /** How long until the youngest transaction before its COMMIT has had its patience (0: none is). */
  function patienceLeft (now: number): number {
    let youngest = -Infinity
    for (const { started } of beforeCommit) youngest = Math.max(youngest, started)
    return Math.max(0, youngest + (limits.patienceMs ?? OPEN_PATIENCE_MS) - now)
  }

  async function runTogether (members: Member[], options?: TransactionOptions, reachedCommit = () => {}): Promise<void> {
    const started = performance.now()
    let settled: Settled[]
    try {
      settled = await runGroup(members, reachedCommit, options)
    } catch (error) {
      observe.transaction(members.length, 'failed', performance.now() - started)
      for (const member of members) member.reject(error)
      return
    }
    observe.transaction(members.length, 'committed', performance.now() - started)
    members.forEach((member, index) => {
      const outcome = settled[index] as Settled
      if ('value' in outcome) member.resolve(outcome.value)
      else member.reject(outcome.error)
    })
  }

  /**
   * The group's transaction (through database.transaction at each call: conflicts are retried
   * there, and tests wrap it). A write alone runs as it always did: its error ends the transaction.
   * Several run without savepoints; if one of them cannot fail alone that way, or a statement one
   * of them held for the COMMIT's round trip is refused there, nothing was committed, and the group
   * runs again with a savepoint per write.
   */
  async function runGroup (members: readonly Member[], reachedCommit: () => void, options?: TransactionOptions): Promise<Settled[]> {
    /** The members' writes, after which only the transaction's COMMIT is left to send. */
    const runUntilCommit = async (trx: Transaction<Database>, run: RunWrite, watched?: GroupStatements) => {
      const settled = await runMembers(trx, members, run, watched)
      reachedCommit()
      return settled
    }
    if (members.length === 1) return await database.transaction(async (trx) => await runUntilCommit(trx, async (trx, _, work) => ({ value: await work(trx) })), options)
    let statements: GroupStatements | undefined
    try {
      return await database.transaction(async (trx) => {
        const watched = statements = new GroupStatements(database.engine === 'mysql' && !database.clustered())
        return await runUntilCommit(trx, async (trx, _, work) => await watched.run(trx, work), watched)
      }, options)
    } catch (error) {
      if (!(error instanceof RunAgain) && !(statements?.holdingChanges === true && isStatementRefused(error))) throw error
    }
    state.runAgain++
    return await database.transaction(async (trx) => await runUntilCommit(trx, inSavepoint), options)
  }

  /**
   * The members' writes in their order, then their events numbered: what the transaction runs
   * (again, after a conflict). Watched without savepoints (`watched`), and where the database
   * allows it (DatabaseHandle.insertsTogether), consecutive members that only insert run side by
   * side, their rows inserted together (InsertRendezvous); their events still go in the members' order.
   */
  async function runMembers (trx: Transaction<Database>, members: readonly Member[], run: RunWrite, watched?: GroupStatements): Promise<Settled[]> {
    const sideBySide = watched !== undefined && database.insertsTogether()
    const numbers = feed.numbersBeforeCommit()
    const ownEvents = members.map((): NewEvent[] => [])
    const runOne = async (index: number): Promise<Settled> => {
      const work = async () => await run(trx, index, (members[index] as Member).work)
      return numbers ? await collectingEvents(ownEvents[index] as NewEvent[], work) : await work()
    }
    const settled: Settled[] = []
    for (let from = 0; from < members.length;) {
      let to = from + 1
      if (sideBySide) while (to < members.length && (members[from] as Member).insertsOnly && (members[to] as Member).insertsOnly) to++
      if (to - from === 1) {
        settled.push(await runOne(from))
      } else {
        settled.push(...await runSideBySide(trx, from, to, runOne, watched as GroupStatements))
      }
      from = to
    }
    watched?.check()
    if (numbers) await feed.beforeCommit(trx, settled.flatMap((outcome, index) => 'value' in outcome ? ownEvents[index] as NewEvent[] : []))
    return settled
  }

  /**
   * Members `from` to `to` side by side. The transaction ends only once each has settled: a
   * conflict (the engine rolled it back) comes first, then a group to run again.
   */
  async function runSideBySide (trx: Transaction<Database>, from: number, to: number, runOne: (index: number) => Promise<Settled>, watched: GroupStatements): Promise<Settled[]> {
    const rendezvous = new InsertRendezvous(trx, to - from, (error) => isConflict(error) ? error : new RunAgain(error))
    const outcomes = await Promise.allSettled(Array.from({ length: to - from }, async (_, offset) => await rendezvous.run(async () => await runOne(from + offset))))
    const failures = outcomes.flatMap((outcome) => outcome.status === 'rejected' ? [outcome.reason as unknown] : [])
    if (failures.length > 0) throw failures.find(isConflict) ?? failures[0]
    await watched.shared(async () => { await rendezvous.sendHeld() })
    return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<Settled>).value)
  }

  return {
    state,
    commit: async <T>(work: (trx: Transaction<Database>) => Promise<T>, options: GroupOptions = {}): Promise<T> => await new Promise<T>((resolve, reject) => {
      const { alone, insertsOnly = false, ...transaction } = options
      const member: Member = { work, insertsOnly, arrived: performance.now(), resolve: resolve as (value: unknown) => void, reject }
      if (alone === true || Object.keys(transaction).length > 0) {
        // Outside the limit: such writes ran side by side with the others before groups, and still do.
        void runTogether([member], transaction)
        return
      }
      waiting.push(member)
      if (limits.gatherOneTurn !== true) {
        startWaiting()
      } else if (!gathering) {
        gathering = true
        setImmediate(() => {
          gathering = false
          startWaiting()
        })
      }
    })
  }
}
