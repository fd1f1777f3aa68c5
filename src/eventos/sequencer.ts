import fp from 'fastify-plugin'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.js'
import { appendNumbered, companiesWithPendingEvents, SEQUENCE_BATCH, sequencePending, type NewEvent } from './repository.js'

declare module 'fastify' {
  interface FastifyInstance {
    feed: FeedSequencer
  }
}

/**
 * When the events of a change get their feed positions (see src/eventos/repository.ts). The write
 * path numbers its writes' events itself, in their transaction, just before the commit (one
 * counter update for all the writes a transaction carries: src/writes/group-commit.ts). On a
 * Galera node they are written pending and a pass numbers them after the commit, as before: there
 * writers on several nodes would conflict on the counter at every commit (docs/CONTRACT.md section 13).
 * Pending events are numbered by passes: those of a Galera node, and those a process left behind.
 * Passes of one company are coalesced: a request made while one runs is served by one more pass.
 */
export interface FeedSequencer {
  /** Whether a writing transaction numbers its events itself (collects them for `beforeCommit`). */
  numbersBeforeCommit: () => boolean
  /** Inside a writing transaction, before it commits: numbers and stores the events collected from its writes, in their order. */
  beforeCommit: (trx: Transaction<Database>, events: readonly NewEvent[]) => Promise<void>
  /** After a writing transaction committed; never throws (a failed pass is logged, and the sweep retries). */
  afterCommit: (empresaId: number) => void
  /** Numbers whatever committed before the call: a feed reader that caught up then reads its own writes. */
  numberPending: (empresaId: number) => Promise<void>
  /** Numbers the pending events of every company (the sweep; and retention, before it purges). */
  numberAll: () => Promise<void>
  /**
   * Calls `listener` whenever events of a company may have received feed positions: after a
   * writer's commit where the writer numbers them itself, else after a pass that numbered some.
   * Listeners must not throw; they wake work that reads the numbered feed (webhook delivery).
   */
  onNumbered: (listener: (empresaId: number) => void) => void
}

/** How often pending events left by a process that stopped between commit and pass are numbered. */
const SWEEP_MS = 1000

/**
 * Numbering passes of one company running on several Galera nodes at once conflict on its counter
 * every time but one; a pass that lost finds its events numbered by the winner, or numbers them
 * when it runs again.
 */
const PASS_CONFLICT_ATTEMPTS = 20

export default fp(async (app) => {
  const { database } = app
  const passes = new Map<number, { again: boolean, done: Promise<void> }>()
  const listeners: Array<(empresaId: number) => void> = []
  const numbered = (empresaId: number): void => { for (const listener of listeners) listener(empresaId) }

  async function runPasses (empresaId: number, state: { again: boolean }): Promise<void> {
    try {
      while (state.again) {
        state.again = false
        let count: number
        do {
          count = await database.transaction(async (trx) => await sequencePending(trx, database.engine, empresaId), { readCommitted: true, conflictAttempts: PASS_CONFLICT_ATTEMPTS })
          if (count > 0) numbered(empresaId)
        } while (count === SEQUENCE_BATCH)
      }
    } finally {
      passes.delete(empresaId)
    }
  }

  /** Resolves after a pass that started after this call has finished. */
  function requestPass (empresaId: number): Promise<void> {
    const running = passes.get(empresaId)
    if (running !== undefined) {
      running.again = true
      return running.done
    }
    const state = { again: true, done: Promise.resolve() }
    state.done = runPasses(empresaId, state)
    passes.set(empresaId, state)
    return state.done
  }

  const logFailure = (empresaId: number) => (error: unknown) => { app.log.error({ err: error, empresaId }, 'change feed: numbering pending events failed; the sweep retries') }

  const sequencer: FeedSequencer = {
    numbersBeforeCommit: () => !database.clustered(),
    beforeCommit: async (trx, events) => {
      const byCompany = new Map<number, NewEvent[]>()
      for (const event of events) {
        const own = byCompany.get(event.empresa_id)
        if (own === undefined) byCompany.set(event.empresa_id, [event])
        else own.push(event)
      }
      // Companies in a fixed order, so that two transactions never lock two counters in opposite orders.
      for (const empresaId of [...byCompany.keys()].sort((a, b) => a - b)) await appendNumbered(trx, empresaId, byCompany.get(empresaId) as NewEvent[])
    },
    afterCommit: (empresaId) => {
      if (database.clustered()) requestPass(empresaId).catch(logFailure(empresaId))
      else numbered(empresaId)
    },
    numberPending: async (empresaId) => { await requestPass(empresaId) },
    numberAll: async () => {
      const companies = await companiesWithPendingEvents(database.db)
      await Promise.all(companies.map(async (empresaId) => await requestPass(empresaId)))
    },
    onNumbered: (listener) => { listeners.push(listener) }
  }
  app.decorate('feed', sequencer)

  let sweeping = false
  const timer = setInterval(() => {
    if (sweeping) return
    sweeping = true
    sequencer.numberAll()
      .catch((error: unknown) => { app.log.warn({ err: error }, 'change feed: sweep failed') })
      .finally(() => { sweeping = false })
  }, SWEEP_MS)
  // The sweep must never keep the process alive on its own.
  timer.unref()
  app.addHook('preClose', async () => { clearInterval(timer) })
  app.addHook('onClose', async () => { await Promise.allSettled([...passes.values()].map(async (pass) => await pass.done)) })
}, { name: 'feed', dependencies: ['database'] })
