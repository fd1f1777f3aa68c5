import { CompiledQuery, type Transaction } from 'kysely'
import { savepointStatements, WITH_NEXT_MARK } from '../../db/coalescing.js'
import type { Database } from '../../db/database.js'
import { executeWithNext } from '../../db/dialect.js'
import { isConflict, isUniqueViolation } from '../../db/driver-errors.js'
import { listeningToStatements } from '../../db/statement-listeners.js'

/**
 * How the writes of a group are watched, and run again when one cannot fail alone
 * (src/writes/group-commit.ts, docs/CONTRACT.md section 13).
 */

/** A write's work in its group's transaction. */
export type Work = (trx: Transaction<Database>) => Promise<unknown>

/** What a write of a group came to: its value, or its own error. */
export type Settled = { value: unknown } | { error: unknown }

/** A group that must roll back whole and run again, each write in a savepoint: one of its writes cannot fail alone without one. */
export class RunAgain extends Error {
  constructor (cause?: unknown) {
    super('a write of the group failed after it may have changed something: the group runs again, each write in a savepoint', { cause })
  }
}

/** A statement that changes no row. */
const READ = /^\s*select\b/i
/** Statements of the transaction's own bookkeeping: a write that sends them is not told apart. */
const SAVEPOINTS = /^\s*(savepoint|release|rollback)\b/i

/**
 * What the writes of a group sent, as `listeningToStatements` tells it, statement by statement:
 * whether a write that failed may have changed anything, and whether its error may be another
 * write's. On MySQL a statement nobody reads is held for the next round trip (db/coalescing.ts);
 * the server runs a trip's statements in order and stops at the first it refuses, undoing that
 * one alone, so an error of a trip that carried held changes may be any of them. A refused
 * duplicate key is undone alone on both engines; any other refusal ends the write's chance to fail
 * alone (an engine may roll back more than the statement).
 */
export class GroupStatements {
  /** Changes held for the next round trip: an error of that trip cannot be told apart from theirs. */
  holdingChanges = false
  /** A write sent a statement after it was settled: what it changed is no longer known. */
  private late = false

  /** `holds`: statements marked for the next trip are held (MySQL, not on a Galera node). */
  constructor (private readonly holds: boolean) {}

  /** Runs one write: its value, its error alone when it changed nothing, else RunAgain (or the conflict, for the transaction to retry). */
  async run (trx: Transaction<Database>, work: Work): Promise<Settled> {
    const write = { changed: false, unclear: false, settled: false }
    try {
      return { value: await listeningToStatements((sql, error, together) => { this.seen(write, sql, error, together) }, async () => await work(trx)) }
    } catch (error) {
      if (isConflict(error) || error instanceof RunAgain) throw error
      if (write.changed || write.unclear) throw new RunAgain(error)
      return { error }
    } finally {
      write.settled = true
    }
  }

  /**
   * Statements sent for several writes at once (their held rows: InsertRendezvous.sendHeld): followed
   * like a write's, so that an error of the trip they travel in is known to be possibly theirs.
   */
  async shared (work: () => Promise<void>): Promise<void> {
    const writes = { changed: false, unclear: false, settled: false }
    await listeningToStatements((sql, error, together) => { this.seen(writes, sql, error, together) }, work)
  }

  /** After the writes, before the numbering: a statement that came late makes the group run again. */
  check (): void {
    if (this.late) throw new RunAgain()
  }

  private seen (write: { changed: boolean, unclear: boolean, settled: boolean }, sql: string, error: unknown, together?: 'together'): void {
    if (write.settled) this.late = true
    if (together !== undefined) {
      // Another write's round trip inserted a row of this one's (db/insert-rendezvous.ts).
      write.changed = true
      return
    }
    const held = sql.startsWith(WITH_NEXT_MARK)
    const statement = held ? sql.slice(WITH_NEXT_MARK.length) : sql
    if (SAVEPOINTS.test(statement)) {
      // A savepoint of the write's own: what is held around it is not followed here.
      write.changed = true
      return
    }
    const changes = !READ.test(statement)
    if (held && this.holds) {
      if (changes) write.changed = this.holdingChanges = true
      return
    }
    // A round trip, with every statement held before it.
    if (error !== undefined) {
      if (this.holdingChanges || !isUniqueViolation(error)) write.unclear = true
    } else if (changes) {
      write.changed = true
    }
    this.holdingChanges = false
  }
}

/**
 * One write of a group in a savepoint: its SAVEPOINT travels with its first statement; its RELEASE
 * is a round trip of its own, so that an error of a statement the write held (db/coalescing.ts)
 * comes back to this write and not to the next. A write that fails is rolled back to its savepoint
 * and settled with its error; if the transaction cannot be rolled back to it (the connection is
 * gone, the engine ended the transaction), the write's error fails the whole group.
 */
export async function inSavepoint (trx: Transaction<Database>, index: number, work: Work): Promise<Settled> {
  const savepoint = savepointStatements(`escrita_${index}`)
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
