import { AsyncLocalStorage } from 'node:async_hooks'
import type { LogEvent } from 'kysely'

/**
 * Told of a statement `work` sent (`listeningToStatements`): its SQL as Kysely sent it, and its
 * error if it failed; `together` for a statement another write sent with this one's rows in it
 * (db/insert-rendezvous.ts), told once it succeeded.
 */
export type StatementListener = (sql: string, error?: unknown, together?: 'together') => void

const statementListeners = new AsyncLocalStorage<StatementListener>()

/** Kysely's log of every statement of `DatabaseHandle.db` (a held one as it is held), passed to the listener of the work that sent it. */
export function tellListener (event: LogEvent): void {
  statementListeners.getStore()?.(event.query.sql, event.level === 'error' ? event.error : undefined)
}

/**
 * Runs `work`, telling `listener` of each statement it sends through `DatabaseHandle.db` or a
 * transaction of it, in the order sent, as each returns: what the group commit reads to know
 * whether a write that failed changed anything (src/writes/group-commit.ts).
 */
export async function listeningToStatements<T> (listener: StatementListener, work: () => Promise<T>): Promise<T> {
  return await statementListeners.run(listener, work)
}

/** Tells the listener of the work running that a statement another work sent carried rows of its own, and succeeded (db/insert-rendezvous.ts). */
export function tellSentTogether (sql: string): void {
  statementListeners.getStore()?.(sql, undefined, 'together')
}
