import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses, refTo, withExample } from '../../schemas/common.js'
import { delivery, envelope, SECRET_EXAMPLE, webhook, webhookCreate, webhookReplay, webhookUpdate } from '../../schemas/examples.js'
import {
  DELIVERY_LOG_DEFAULT, DeliveryList, DeliveryQuery, MAX_WEBHOOKS_PER_COMPANY, ReplayBody, SecretRotated, TestOutcome,
  Webhook, WebhookCreateBody, WebhookCreated, WebhookList, WebhookParams, WebhookUpdateBody
} from '../../schemas/webhooks.js'
import { errors } from '../errors.js'
import { callerOf } from '../plugins/auth.js'
import { checkFeedCursor } from '../eventos/cursor.js'
import { urlProblem } from './address.js'
import { attemptHeaders, liveSecrets, testMessage } from './message.js'
import * as endpoints from './repository.js'
import { newSecret } from './signing.js'
import { isAcknowledged } from './sender.js'

/** How long a replaced secret keeps signing beside the new one. */
const ROTATION_OVERLAP_MS = 24 * 3_600_000

const SCOPE_NOTE = 'Needs the write scope (endpoints carry where your data goes). Another company\'s endpoint is 404.'

/**
 * The routes of docs/CONTRACT.md section 15; delivery itself is src/webhooks/delivery.ts. Changes to
 * endpoints go through the one write path (src/writes/pipeline.ts) like every other write.
 */
export const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app
  const { db } = database
  const policy = { allowHttp: app.config.webhookAllowHttp, allowPrivate: app.config.webhookAllowPrivate }
  const now = () => app.clock.instant()

  const checkUrl = (url: string | undefined): void => {
    const problem = url === undefined ? undefined : urlProblem(url, policy)
    if (problem !== undefined) throw errors.validation([{ path: '/body/url', message: problem }])
  }
  const found = async (empresaId: number, id: number, from: endpoints.Db = db): Promise<endpoints.WebhookRow> => {
    const row = await endpoints.findEndpoint(from, empresaId, id)
    if (row === undefined) throw errors.webhookNotFound(id)
    return row
  }
  const params = WebhookParams
  const notFound = errorResponses(400, 401, 403, 404, 429, 500, 503)

  app.post('/webhooks', {
    config: { scope: 'write' },
    schema: {
      operationId: 'create_webhook',
      tags: ['webhooks'],
      summary: 'Register a webhook endpoint',
      description: 'The endpoint starts at the end of the feed (posicao) and receives every later event that passes tipos, in feed order, up to 100 events per message, ' +
        'signed per Standard Webhooks 1.0 with segredo, which is shown only in this answer. ' +
        `A company has at most ${MAX_WEBHOOKS_PER_COMPANY} endpoints: one more is 409 LIMITE_WEBHOOKS. ${SCOPE_NOTE}`,
      body: withExample(WebhookCreateBody, webhookCreate),
      response: { 201: withExample(WebhookCreated, { ...webhook, segredo: SECRET_EXAMPLE }), ...errorResponses(400, 401, 403, 409, 413, 415, 429, 500, 503) }
    }
  }, async (request, reply) => {
    const { empresaId } = callerOf(request)
    const { url, tipos = [], descricao = null } = request.body
    checkUrl(url)
    // Events committed before this moment are not the endpoint's: number them, then start after the last.
    await app.feed.numberPending(empresaId)
    const segredo = newSecret()
    let created: number | undefined
    await app.sendWrite(request, reply, async (trx) => {
      const id = await endpoints.insertEndpoint(trx, database.engine, {
        empresaId, url, tipos, descricao, segredo, posicao: await endpoints.feedEnd(trx, empresaId), now: now()
      }, MAX_WEBHOOKS_PER_COMPANY)
      if (id === undefined) throw errors.webhookLimit(MAX_WEBHOOKS_PER_COMPANY)
      created = id
      return { status: 201, headers: { location: `/webhooks/${id}` }, body: { ...await endpoints.present(trx, await found(empresaId, id, trx)), segredo } }
    })
    // Committed (sendWrite throws otherwise): from now on the company's writes wake this endpoint.
    if (created !== undefined) app.webhooks.worker.watch(empresaId, created)
    return reply
  })

  app.get('/webhooks', {
    config: { scope: 'write' },
    schema: { operationId: 'list_webhooks', tags: ['webhooks'], summary: "List the company's webhook endpoints", description: SCOPE_NOTE, response: { 200: withExample(WebhookList, envelope([webhook], 1)), ...errorResponses(400, 401, 403, 429, 500, 503) } }
  }, async (request) => {
    const rows = await endpoints.listEndpoints(db, callerOf(request).empresaId)
    const data = await Promise.all(rows.map(async (row) => await endpoints.present(db, row)))
    return { success: true as const, data, timeStamp: app.clock.timeStamp(), total_registros: data.length }
  })

  app.get('/webhooks/:id', {
    config: { scope: 'write' },
    schema: { operationId: 'get_webhook', tags: ['webhooks'], summary: 'Read a webhook endpoint', description: SCOPE_NOTE, params, response: { 200: withExample(refTo(Webhook, 'The endpoint and where its delivery stands.'), webhook), ...notFound } }
  }, async (request) => await endpoints.present(db, await found(callerOf(request).empresaId, request.params.id)))

  app.patch('/webhooks/:id', {
    config: { scope: 'write' },
    schema: {
      operationId: 'update_webhook',
      tags: ['webhooks'],
      summary: 'Change, pause or resume a webhook endpoint',
      description: 'Changes url, tipos or descricao; ativo false pauses delivery and ativo true resumes it at the message that was not acknowledged ' +
        `(the same webhook-id and body), with the retry schedule started over. ${SCOPE_NOTE}`,
      params,
      body: withExample(WebhookUpdateBody, webhookUpdate),
      response: { 200: withExample(refTo(Webhook, 'The endpoint after the change.'), webhook), ...errorResponses(400, 401, 403, 404, 413, 415, 429, 500, 503) }
    }
  }, async (request, reply) => {
    const { id } = request.params
    checkUrl(request.body.url)
    await app.sendWrite(request, reply, async (trx, { empresaId }) => {
      if (!await endpoints.updateEndpoint(trx, empresaId, id, request.body, now())) throw errors.webhookNotFound(id)
      return { status: 200, body: await endpoints.present(trx, await found(empresaId, id, trx)) }
    })
    if (request.body.ativo === true) app.webhooks.worker.watch(callerOf(request).empresaId, id)
    return reply
  })

  app.delete('/webhooks/:id', {
    config: { scope: 'write' },
    schema: { operationId: 'delete_webhook', tags: ['webhooks'], summary: 'Delete a webhook endpoint and its delivery log', description: SCOPE_NOTE, params, response: { 204: { type: 'null', description: 'Deleted.' }, ...notFound } }
  }, async (request, reply) => await app.sendWrite(request, reply, async (trx, { empresaId }) => {
    if (!await endpoints.deleteEndpoint(trx, empresaId, request.params.id)) throw errors.webhookNotFound(request.params.id)
    return { status: 204, body: null }
  }))

  app.post('/webhooks/:id/segredo', {
    config: { scope: 'write' },
    schema: {
      operationId: 'rotate_webhook_secret',
      tags: ['webhooks'],
      summary: "Rotate an endpoint's signing secret",
      description: 'Answers a new secret, shown only here. For 24 hours messages carry two signatures (space-separated in webhook-signature), one per secret, so receivers can switch without losing a message. ' + SCOPE_NOTE,
      params,
      response: { 200: withExample(SecretRotated, { segredo: SECRET_EXAMPLE, segredo_anterior_valido_ate: '2026-11-21T13:15:00.000Z' }), ...notFound }
    }
  }, async (request, reply) => await app.sendWrite(request, reply, async (trx, { empresaId }) => {
    const segredo = newSecret()
    const until = new Date(Date.parse(now()) + ROTATION_OVERLAP_MS).toISOString()
    if (!await endpoints.rotateSecret(trx, empresaId, request.params.id, segredo, until)) throw errors.webhookNotFound(request.params.id)
    return { status: 200, body: { segredo, segredo_anterior_valido_ate: until } }
  }))

  app.post('/webhooks/:id/teste', {
    // Each call sends a message: a key would have nothing to replay (docs/CONTRACT.md section 13).
    config: { scope: 'write', idempotent: false },
    schema: {
      operationId: 'test_webhook',
      tags: ['webhooks'],
      summary: 'Send a signed test message now',
      description: 'POSTs one message of type webhook.teste, signed like every other, and answers how the receiver answered (within 10 s). It does not touch the feed\'s delivery. Each call sends a message: an Idempotency-Key is refused (400). ' + SCOPE_NOTE,
      params,
      response: { 200: withExample(TestOutcome, { entregue: true, mensagem_id: 'msg_7_teste_1763644500000', status_http: 204, erro: null, duracao_ms: 84 }), ...notFound }
    }
  }, async (request) => {
    const row = await found(callerOf(request).empresaId, request.params.id)
    const madeAt = now()
    const id = `msg_${row.id}_teste_${Date.parse(madeAt)}`
    const body = testMessage(row.id, madeAt)
    const result = await app.webhooks.sender.post(row.url, attemptHeaders(id, body, liveSecrets(row, madeAt)), body)
    await endpoints.logAttempt(db, { webhook_id: row.id, tipo: 'webhook.teste', mensagem_id: id, posicao_de: null, posicao_ate: null, tentativa: 1, status_http: result.status, erro: result.error, duracao_ms: result.ms, em: now() })
    return { entregue: isAcknowledged(result), mensagem_id: id, status_http: result.status, erro: result.error, duracao_ms: result.ms }
  })

  app.post('/webhooks/:id/reenvio', {
    config: { scope: 'write' },
    schema: {
      operationId: 'replay_webhook',
      tags: ['webhooks'],
      summary: 'Send the events after a feed cursor again',
      description: 'Moves the endpoint back to desde: the message in flight is dropped and the events after desde are sent again, in order, as new messages. ' +
        `A cursor older than the feed's retention is 410 CURSOR_EXPIRADO; one after the feed's end is 400. ${SCOPE_NOTE}`,
      params,
      body: withExample(ReplayBody, webhookReplay),
      response: { 200: withExample(refTo(Webhook, 'The endpoint, moved to desde.'), { ...webhook, posicao: 0, pendentes: 1842 }), ...errorResponses(400, 401, 403, 404, 410, 413, 415, 429, 500, 503) }
    }
  }, async (request, reply) => {
    const { id } = request.params
    const desde = Number(request.body.desde)
    await app.sendWrite(request, reply, async (trx, { empresaId }) => {
      await found(empresaId, id, trx)
      checkFeedCursor(desde, { purgedUpTo: await endpoints.purgedUpTo(trx, empresaId), numberedUpTo: await endpoints.feedEnd(trx, empresaId) }, '/body/desde')
      await endpoints.replayFrom(trx, empresaId, id, desde, now())
      return { status: 200, body: await endpoints.present(trx, await found(empresaId, id, trx)) }
    })
    app.webhooks.worker.watch(callerOf(request).empresaId, id)
    return reply
  })

  app.get('/webhooks/:id/entregas', {
    config: { scope: 'write' },
    schema: {
      operationId: 'list_webhook_entregas',
      tags: ['webhooks'],
      summary: "An endpoint's delivery attempts, newest first",
      description: `Each attempt with its message, its number, the HTTP status or the error, and its duration; kept 30 days. ${SCOPE_NOTE}`,
      params,
      querystring: DeliveryQuery,
      response: { 200: withExample(DeliveryList, envelope([delivery], 1)), ...notFound }
    }
  }, async (request) => {
    const row = await found(callerOf(request).empresaId, request.params.id)
    const data = await endpoints.listDeliveries(db, row.id, request.query.limite ?? DELIVERY_LOG_DEFAULT)
    return { success: true as const, data, timeStamp: app.clock.timeStamp(), total_registros: data.length }
  })
}
