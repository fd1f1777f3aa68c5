import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { errorBody, errors } from '../errors.js'
import { callerOf } from '../plugins/auth.js'
import type { Write, WriteOptions } from '../writes/pipeline.js'
import { oneTitle, sendRenderedTitle, writeAnswer } from './answers.js'
import { batchUpsert } from './batch.js'
import { batchItems, itemError } from './batch-items.js'
import type { TitleWrite } from './commit.js'
import { createTitle, upsertTitle } from './create.js'
import type { AnyUpdate, KindSchemas, TitleKind } from './kinds.js'
import { cancelTitle, removeTitle, reopenTitle, updateTitle } from './lifecycle.js'
import { sendTitleList } from './list.js'
import { findRendered } from './read-model.js'
import { findByIntegrationCodes, findTitle } from './repository.js'
import type { StoredTitle } from './model.js'
import { createdResult, seriesCreatedResult, updatedResult } from './results.js'
import * as options from './route-schemas.js'
import { listSettlements, findSettlement } from './settlements-repository.js'
import { seriesRoutes } from './series-routes.js'
import { reverseTitleSettlement, settleTitle } from './settlements.js'
import { titleStore, type TitleStore } from './store.js'
import { apiSettlement } from './view.js'

/**
 * The routes both kinds have, in the order the OpenAPI document lists them: the titles, their
 * settlements, their cancellation. Handlers are a few lines each: the caller, one call, the answer.
 * Kind-specific routes live beside each kind.
 */

type App = Parameters<FastifyPluginAsyncTypebox>[0]

/** The kind's store, built once per app and shared by its routes. */
export function kindStore (app: FastifyInstance, kind: TitleKind): TitleStore {
  return titleStore(app.database, kind, app.clock.today, app.config.holidays)
}

export function titleRoutes<S extends KindSchemas> (kind: TitleKind<S>, store: TitleStore): FastifyPluginAsyncTypebox {
  return async (app) => {
    titleCollectionRoutes(app, kind, store)
    settlementRoutes(app, kind, store)
    cancellationRoutes(app, kind, store)
    seriesRoutes(app, kind, store)
  }
}

/** Runs `work` as a write of this kind through the one write path. */
function sendTitleWrite (app: App, store: TitleStore, request: FastifyRequest, reply: FastifyReply, work: (write: TitleWrite) => ReturnType<Write>, options?: WriteOptions) {
  return app.sendWrite(request, reply, async (trx, context) => await work({ trx, store, context }), options)
}

function titleCollectionRoutes<S extends KindSchemas> (app: App, kind: TitleKind<S>, store: TitleStore): void {
  const { clock } = app
  const counted = (n: number, counter: 'titlesCreated' | 'titlesSettled' = 'titlesCreated') => ({ recurso: kind.resource, [counter]: n })
  const titlePath = `${kind.path}/:id`
  const codePath = `${kind.path}/integracao/:codigo`

  app.get(kind.path, options.listTitlesRoute(kind), async (request, reply) => await sendTitleList(request, reply, store, request.query))

  app.get(titlePath, options.getTitleRoute(kind), async (request, reply) => {
    const found = await findRendered(store.handle.db, store, { empresaId: callerOf(request).empresaId, id: request.params.id, today: clock.today() })
    if (found === undefined) throw errors.titleNotFound(kind.label, request.params.id)
    return sendRenderedTitle(reply, clock, found)
  })

  app.post(kind.path, options.createTitleRoute(kind), async (request, reply) => await sendTitleWrite(app, store, request, reply, async (write) => {
    const created = await createTitle(write, request.body.data)
    const first = created[0] as StoredTitle
    const answer = writeAnswer(request, store, first, created.length === 1 ? createdResult(first.id) : seriesCreatedResult(first.id, created.length))
    return { status: 201, headers: { ...answer.headers, location: `${kind.path}/${first.id}` }, body: answer.body, counted: counted(created.length) }
  }, { insertsOnly: true }))

  app.get(codePath, options.getTitleByCodeRoute(kind), async (request, reply) => {
    const [found] = await findByIntegrationCodes(store.handle.db, store, { empresaId: callerOf(request).empresaId, codes: [request.params.codigo] })
    if (found === undefined) throw errors.integrationCodeNotFound(kind.label, request.params.codigo)
    void reply.header('etag', `"${found.versao}"`)
    return oneTitle(store, clock, found)
  })

  app.put(codePath, options.upsertTitleRoute(kind), async (request, reply) => await sendTitleWrite(app, store, request, reply, async (write) => {
    const { outcome, title, created = 1 } = await upsertTitle(write, request.params.codigo, request.body.data)
    if (outcome !== 'criado') return { status: 200, ...writeAnswer(request, store, title, updatedResult(outcome === 'alterado')) }
    const answer = writeAnswer(request, store, title, created === 1 ? createdResult(title.id) : seriesCreatedResult(title.id, created))
    return { status: 201, headers: { ...answer.headers, location: `${kind.path}/${title.id}` }, body: answer.body, counted: counted(created) }
  }))

  const itemsOf = batchItems(app, kind)
  app.put(`${kind.path}/lote`, { ...options.batchUpsertRoute(kind), bodyLimit: app.config.batchBodyLimit, validatorCompiler: itemsOf.validatorCompiler }, async (request, reply) => {
    const items = itemsOf(request.body.itens as unknown[])
    return await sendTitleWrite(app, store, request, reply, async (write) => {
      const results = await batchUpsert(write, items)
      const data = results.map(({ erro, ...result }) => erro === undefined ? result : { ...result, erro: errorBody(itemError(erro, result.indice)) })
      const created = results.filter((result) => result.resultado === 'criado').length
      return { status: 200, body: { success: true as const, data, timeStamp: clock.timeStamp(), total_registros: data.length }, counted: counted(created) }
    }, { readCommitted: true })
  })

  const update = async (request: FastifyRequest<{ Params: { id: number }, Body: { conta: AnyUpdate } }>, reply: FastifyReply) => await sendTitleWrite(app, store, request, reply, async (write) => {
    const { title, changed, created = 0 } = await updateTitle(write, request.params.id, request.body.conta)
    return { status: 200, ...writeAnswer(request, store, title, updatedResult(changed)), ...(created === 0 ? {} : { counted: counted(created) }) }
  })
  app.options(titlePath, options.updateTitleRoute(kind), update)
  app.patch(titlePath, options.patchTitleRoute(kind), update)

  app.delete(titlePath, options.deleteTitleRoute(kind), async (request, reply) => await sendTitleWrite(app, store, request, reply, async (write) => {
    await removeTitle(write, request.params.id)
    return { status: 204, body: null }
  }))
}

function settlementRoutes<S extends KindSchemas> (app: App, kind: TitleKind<S>, store: TitleStore): void {
  const { clock } = app
  const { db } = store.handle
  const settlementsPath = `${kind.path}/:id/${kind.settlementsPath}`

  app.get(settlementsPath, options.listSettlementsRoute(kind), async (request) => {
    const { empresaId } = callerOf(request)
    if (await findTitle(db, store, { empresaId, id: request.params.id }) === undefined) throw errors.titleNotFound(kind.label, request.params.id)
    const rows = await listSettlements(db, store, { empresaId, tituloId: request.params.id })
    return { success: true as const, data: rows.map((row) => apiSettlement(row)), timeStamp: clock.timeStamp(), total_registros: rows.length }
  })

  app.get(`${settlementsPath}/:baixaId`, options.getSettlementRoute(kind), async (request) => {
    const { id, baixaId } = request.params
    const row = await findSettlement(db, store, { empresaId: callerOf(request).empresaId, tituloId: id, id: baixaId })
    if (row === undefined) throw errors.settlementNotFound(id, baixaId)
    return { success: true as const, data: apiSettlement(row), timeStamp: clock.timeStamp(), total_registros: 1 }
  })

  app.post(settlementsPath, options.settleRoute(kind), async (request, reply) => await sendTitleWrite(app, store, request, reply, async (write) => {
    const { title, settlementId } = await settleTitle(write, request.params.id, request.body)
    const location = `${kind.path}/${title.id}/${kind.settlementsPath}/${settlementId}`
    return { status: 201, headers: { etag: `"${title.versao}"`, location }, body: oneTitle(store, clock, title), counted: { recurso: kind.resource, titlesSettled: 1 } }
  }))

  app.delete(`${settlementsPath}/:baixaId`, options.reverseSettlementRoute(kind), async (request, reply) => await sendTitleWrite(app, store, request, reply, async (write) => {
    const title = await reverseTitleSettlement(write, request.params.id, request.params.baixaId)
    return { status: 200, headers: { etag: `"${title.versao}"` }, body: oneTitle(store, clock, title) }
  }))
}

function cancellationRoutes<S extends KindSchemas> (app: App, kind: TitleKind<S>, store: TitleStore): void {
  const { clock } = app
  const cancellationPath = `${kind.path}/:id/cancelamento`

  app.post(cancellationPath, options.cancelRoute(kind), async (request, reply) => await sendTitleWrite(app, store, request, reply, async (write) => {
    const title = await cancelTitle(write, request.params.id, request.body?.motivo)
    return { status: 200, headers: { etag: `"${title.versao}"` }, body: oneTitle(store, clock, title) }
  }))

  app.delete(cancellationPath, options.reopenRoute(kind), async (request, reply) => await sendTitleWrite(app, store, request, reply, async (write) => {
    const title = await reopenTitle(write, request.params.id)
    return { status: 200, headers: { etag: `"${title.versao}"` }, body: oneTitle(store, clock, title) }
  }))
}
