import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.js'
import { JSON_CONTENT_TYPE, JsonChunks, sendJsonChunks, sendStoredJson } from '../http/envelope.js'
import { idempotencyOnEveryWrite } from '../idempotency/every-write.js'
import { idempotencyKeys, requestHash, type KeyRef } from '../idempotency/keys.js'
import { purgeHourly } from '../plugins/housekeeping.js'
import type { Metrics } from '../plugins/metrics.js'
import { writeContext, type WriteContext } from './context.js'
import { GROUP_TRANSACTIONS, GROUP_WRITES, groupCommit, type GroupOptions } from './group-commit.js'

/**
 * The one write path (docs/CONTRACT.md section 13): every route that changes something hands its
 * work to `app.sendWrite`, which runs it in a transaction (shared with the writes that arrived
 * meanwhile: src/writes/group-commit.ts), keeps the Idempotency-Key record in it, numbers the feed
 * before the commit (after it on Galera), and counts what committed. No route opens a transaction
 * of its own, so nothing that must follow a commit can be forgotten by one.
 */

/** How a write wants its transaction; `alone: true` for a large write (a batch, a series, a bank file). */
export type WriteOptions = GroupOptions

/** The counters a write moves once it committed (never for a replayed answer). */
export type WriteCounter = 'titlesCreated' | 'titlesSettled'

/** What a write decided: its status, the headers a replay must repeat, the body, and what it counts. */
export interface WriteOutcome {
  status: number
  headers?: Record<string, string>
  /** An answer for the route's response schema to serialize, or its JSON already written (a bank file's answer of 20,000 items: JsonChunks). */
  body: unknown
  /** What it counts, by kind: one kind, or several (a bank statement settles receivables and payables). */
  counted?: Counted | readonly Counted[]
}

type Counted = { recurso: string } & Partial<Record<WriteCounter, number>>

export type Write = (trx: Transaction<Database>, context: WriteContext) => Promise<WriteOutcome>

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs a route's write in a transaction, does what follows its commit, and sends its outcome. */
    sendWrite: (request: FastifyRequest, reply: FastifyReply, write: Write, options?: WriteOptions) => Promise<FastifyReply>
    /** Writes between their start in sendWrite and their answer: what closing the app waits for. */
    readonly writesInFlight: number
  }
  interface FastifyContextConfig {
    /**
     * Every write honours Idempotency-Key (docs/CONTRACT.md section 13): the outcome is stored in the
     * write's own transaction and a repeat is answered from it. `false`: the route's work cannot be
     * replayed, and a key is refused with 400 (src/idempotency/every-write.ts).
     */
    idempotent?: false
  }
}

export default fp(async (app) => {
  const keys = idempotencyKeys(app.database.db)
  const now = () => new Date(app.clock.instant())
  const { metrics } = app
  const groups = groupCommit(app.database, app.feed, app.database.oneWriterAtATime ? { writes: GROUP_WRITES, transactions: 1, gatherOneTurn: true } : { writes: GROUP_WRITES, transactions: GROUP_TRANSACTIONS },
    {
      transaction: (writes, outcome, ms) => {
        metrics.writesPerTransaction.observe({ outcome }, writes)
        metrics.transactionSeconds.observe({ outcome }, ms / 1000)
      },
      waited: (ms) => { metrics.writeWaitSeconds.observe(ms / 1000) }
    })
  idempotencyOnEveryWrite(app)

  /** The key a repeat of this request is recognized by, when the client sent one. */
  const keyOf = (request: FastifyRequest, context: WriteContext): KeyRef | undefined => {
    const chave = request.headers['idempotency-key']
    if (typeof chave !== 'string') return undefined
    return { empresaId: context.empresaId, rota: `${request.method} ${request.routeOptions.url ?? ''}`, chave }
  }

  // Writes in flight when the app closes finish before the pool closes (docs/CONTRACT.md section
  // 10). The HTTP server waits only for requests whose client is still connected; a client that hung
  // up leaves its write running, and closing the pool under it failed the write as "database
  // unavailable", a fatal log line per write at every deploy under load, its Idempotency-Key left
  // claimed. onClose hooks run last registered first: this one before the database plugin's.
  let writing = 0
  let drained: (() => void) | undefined
  app.decorate('writesInFlight', { getter: () => writing })
  app.addHook('onClose', async () => {
    if (writing > 0) await new Promise<void>((resolve) => { drained = resolve })
  })

  app.decorate('sendWrite', async (request: FastifyRequest, reply: FastifyReply, write: Write, options?: WriteOptions): Promise<FastifyReply> => {
    writing++
    try {
      return await sendOneWrite(request, reply, write, options)
    } finally {
      if (--writing === 0) drained?.()
    }
  })

  async function sendOneWrite (request: FastifyRequest, reply: FastifyReply, write: Write, options?: WriteOptions): Promise<FastifyReply> {
    const context = writeContext(request)
    const key = keyOf(request, context)
    const claim = key === undefined ? undefined : await keys.claim(key, requestHash(request.url, request.body), now())
    if (claim !== undefined && 'replay' in claim) {
      const { status, headers, body } = claim.replay
      return sendStoredJson(reply.code(status).headers(headers).header('idempotency-replayed', 'true'), body)
    }
    let committed: { outcome: WriteOutcome, stored?: string }
    try {
      committed = await groups.commit(async (trx) => {
        const outcome = await write(trx, context)
        if (key === undefined || claim === undefined) return { outcome }
        // Serialized here, by the route's response schema, so the stored body is the one sent. JSON
        // already written is stored gzipped, as it is held: the 23 MB answer of an import of 70,000
        // lines would not fit in one MySQL packet (16 MB by default), its gzip of 2 MB does.
        if (outcome.body instanceof JsonChunks) {
          await keys.complete(trx, key, claim.owner, { status: outcome.status, headers: outcome.headers ?? {}, body: outcome.body.gzipped() })
          return { outcome }
        }
        reply.code(outcome.status)
        const stored = reply.serialize(outcome.body) as string
        await keys.complete(trx, key, claim.owner, { status: outcome.status, headers: outcome.headers ?? {}, body: stored })
        return { outcome, stored }
      }, options)
    } catch (error) {
      if (key !== undefined && claim !== undefined) {
        await keys.release(key, claim.owner).catch((releaseError: unknown) => {
          request.log.warn({ err: releaseError }, 'idempotency: key not released yet; a retry through this process takes it over at once, and the release is tried again in the background')
        })
      }
      throw error
    }
    const { outcome, stored } = committed
    afterCommit(context, outcome, metrics)
    void reply.code(outcome.status).headers(outcome.headers ?? {})
    if (stored !== undefined) return reply.type(JSON_CONTENT_TYPE).send(stored)
    return outcome.body instanceof JsonChunks ? sendJsonChunks(reply, outcome.body) : reply.send(outcome.body)
  }

  /** What follows every commit: the feed's listeners (or its numbering pass, on Galera), and the counters. */
  function afterCommit (context: WriteContext, outcome: WriteOutcome, counters: Metrics): void {
    app.feed.afterCommit(context.empresaId)
    const { counted } = outcome
    if (counted === undefined) return
    for (const kind of Array.isArray(counted) ? counted as readonly Counted[] : [counted as Counted]) {
      for (const counter of ['titlesCreated', 'titlesSettled'] as const) {
        const n = kind[counter] ?? 0
        if (n > 0) counters[counter].inc({ recurso: kind.recurso }, n)
      }
    }
  }

  purgeHourly(app, 'idempotency: keys past 24 hours', async () => await keys.purge(now()))
}, { name: 'write-pipeline', dependencies: ['database', 'feed', 'metrics'] })
