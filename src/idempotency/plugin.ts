import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.js'
import type { TransactionOptions } from '../../db/dialect.js'
import { callerOf } from '../plugins/auth.js'
import { purgeHourly } from '../plugins/housekeeping.js'
import { JSON_CONTENT_TYPE } from '../titulos/envelope.js'
import { idempotencyKeys, requestHash, type KeyRef } from './keys.js'

/** What a write decided: its status, the headers a replay must repeat, and the body. */
export interface WriteOutcome {
  status: number
  headers?: Record<string, string>
  body: unknown
}

export type Write = (trx: Transaction<Database>) => Promise<WriteOutcome>

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a route's write in a transaction and sends its outcome. Under an Idempotency-Key the
     * outcome is stored in that same transaction and a repeat is answered from it (DESIGN.md 13).
     */
    sendWrite: (request: FastifyRequest, reply: FastifyReply, write: Write, options?: TransactionOptions) => Promise<FastifyReply>
  }
}

export default fp(async (app) => {
  const keys = idempotencyKeys(app.database.db)
  const now = () => new Date(app.clock.instant())

  app.decorate('sendWrite', async (request: FastifyRequest, reply: FastifyReply, write: Write, options?: TransactionOptions): Promise<FastifyReply> => {
    const chave = request.headers['idempotency-key']
    const { empresaId } = callerOf(request)
    // Every write of a title records feed events; they are numbered after it (see FeedSequencer).
    const writeAndNumber: Write = async (trx) => {
      const outcome = await write(trx)
      await app.feed.beforeCommit(trx, empresaId)
      return outcome
    }
    if (typeof chave !== 'string') {
      const outcome = await app.database.transaction(writeAndNumber, options)
      app.feed.afterCommit(empresaId)
      return reply.code(outcome.status).headers(outcome.headers ?? {}).send(outcome.body)
    }
    const key: KeyRef = { empresaId, rota: `${request.method} ${request.routeOptions.url ?? ''}`, chave }
    const claim = await keys.claim(key, requestHash(request.url, request.body), now())
    if ('replay' in claim) {
      const { status, headers, body } = claim.replay
      return reply.code(status).headers(headers).header('idempotency-replayed', 'true').type(JSON_CONTENT_TYPE).send(body)
    }
    let sent: { outcome: WriteOutcome, body: string }
    try {
      sent = await app.database.transaction(async (trx) => {
        const outcome = await writeAndNumber(trx)
        // Serialized here, by the route's response schema, so the stored body is the one sent.
        reply.code(outcome.status)
        const body = reply.serialize(outcome.body) as string
        await keys.complete(trx, key, claim.owner, { status: outcome.status, headers: outcome.headers ?? {}, body })
        return { outcome, body }
      }, options)
    } catch (error) {
      await keys.release(key, claim.owner).catch((releaseError: unknown) => {
        request.log.warn({ err: releaseError }, 'idempotency: key not released; it frees itself when its claim expires')
      })
      throw error
    }
    app.feed.afterCommit(empresaId)
    return reply.code(sent.outcome.status).headers(sent.outcome.headers ?? {}).type(JSON_CONTENT_TYPE).send(sent.body)
  })

  purgeHourly(app, 'idempotency: keys past 24 hours', async () => await keys.purge(now()))
}, { name: 'idempotency', dependencies: ['database', 'feed'] })
