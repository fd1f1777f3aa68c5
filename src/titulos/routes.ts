import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Type } from '@sinclair/typebox'
import { CancellationBody, Settlement, SettlementBody, SettlementList, SettlementParams } from '../../schemas/baixas.js'
import { Envelope, errorResponses, IdParams, IfMatchHeaders, refTo, ResultObject } from '../../schemas/common.js'
import { TitleListQuery, type TitleFilterQuery } from '../../schemas/queries.js'
import { errors, type ErrorDetail } from '../errors.js'
import { callerOf } from '../plugins/auth.js'
import { decodeCursor, nextPageLink, positionOf } from './cursor.js'
import { concatBatches, envelopeClosing, jsonBytes, sendJsonStream, sendJsonText, streamedJson } from './envelope.js'
import type { KindSchemas, TitleKind } from './kinds.js'
import { createdResult, updatedResult } from './results.js'
import { titleService, type TitleService, type WriteContext } from './service.js'
import { apiSettlement, type StoredTitle } from './record.js'
import type { RenderedTitle } from './repository.js'

/** Lists up to this many titles are read in one query and sent from memory; longer ones are streamed. */
export const BUFFERED_LIST_MAX = 1000

/** `*_de` after `*_ate` is a 400, not an empty list: it is almost always a client bug. */
export function checkDateRanges (query: Record<string, string | undefined>, pairs: Array<[string, string]>): void {
  const problems: ErrorDetail[] = []
  for (const [from, to] of pairs) {
    const start = query[from]
    const end = query[to]
    if (start !== undefined && end !== undefined && start > end) problems.push({ path: `/querystring/${from}`, message: `must not be after ${to}` })
  }
  if (problems.length > 0) throw errors.validation(problems)
}

export function checkTitleFilters (query: TitleFilterQuery): void {
  checkDateRanges(query, [['data_vencimento_de', 'data_vencimento_ate'], ['data_previsao_de', 'data_previsao_ate']])
}

/** Who writes, when, and the version the client expects (If-Match). */
export function writeContext (request: FastifyRequest): WriteContext {
  const { clock } = request.server
  const ifMatch = request.headers['if-match']
  return {
    empresaId: callerOf(request).empresaId,
    stamp: { user: callerOf(request).keyName, ...clock.now(), at: clock.instant() },
    ...(ifMatch === undefined ? {} : { ifMatch })
  }
}

function etag (reply: FastifyReply, title: { versao: number }): FastifyReply {
  return reply.header('etag', `"${title.versao}"`)
}

/** A kind's service, built once per app and shared by its routes. */
export interface KindServices { service: TitleService }

export function kindServices (app: FastifyInstance, kind: TitleKind): KindServices {
  return { service: titleService(app.database, kind, app.clock.today) }
}

/**
 * The routes both kinds have: list, read, create, update (OPTIONS as specified, PATCH for clients
 * that cannot send a body with OPTIONS), delete, settlements and cancellation. Kind-specific routes
 * live beside each kind.
 */
export function titleRoutes<S extends KindSchemas> (kind: TitleKind<S>, { service }: KindServices): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { database, clock } = app
    const { db } = database
    const { repository } = service
    const title = refTo(kind.schemas.Title)
    const TitleEnvelope = Envelope(title, 'The title; total_registros is 1. The ETag header carries its versao.')
    const tags = [kind.tag]
    const view = (stored: StoredTitle) => service.view(stored)
    /** The list envelope around titles rendered from the cache (see TitleRenderer). */
    const listJson = (titles: readonly RenderedTitle[]) =>
      jsonBytes('{"success":true,"data":[', titles.map((title) => title.json), `],"timeStamp":"${clock.timeStamp()}","total_registros":${titles.length}}`)
    const one = (stored: StoredTitle) => ({ success: true as const, data: view(stored), timeStamp: clock.timeStamp(), total_registros: 1 })
    const titlePath = `${kind.path}/:id`
    const settlementsPath = `${titlePath}/${kind.settlementsPath}`
    const noun = kind.settlementsPath === 'pagamentos' ? 'payment' : 'receipt'

    app.get(kind.path, {
      config: { scope: 'read' },
      schema: {
        operationId: `list_${kind.table}`,
        tags,
        summary: `List ${kind.label} titles`,
        description: 'Ordered by data_vencimento, then codigo_lancamento_svc. Without limite the whole matching set is returned.',
        querystring: TitleListQuery,
        response: {
          200: Envelope(Type.Array(title), `Matching titles; total_registros counts this response's records.`),
          ...errorResponses(400, 401, 403, 429, 500, 503)
        }
      }
    }, async (request, reply) => {
      const { limite, cursor, ...filters } = request.query
      checkTitleFilters(filters)
      const today = clock.today()
      const { empresaId } = callerOf(request)
      const after = cursor === undefined ? undefined : decodeCursor(cursor)
      if (limite === undefined) {
        // The whole matching set, however large. Most lists fit in one read and are answered from
        // it; a larger one is streamed: those rows first, then a cursor over the rest, so memory
        // stays flat and the first byte leaves after one read of BUFFERED_LIST_MAX rows.
        const first = await repository.listPage(db, empresaId, filters, today, BUFFERED_LIST_MAX, after)
        if (first.length <= BUFFERED_LIST_MAX) return sendJsonText(reply, listJson(first))
        const rest = repository.stream(empresaId, filters, today, positionOf(first[first.length - 1] as RenderedTitle))
        const chunks = streamedJson([{ opening: '{"success":true,"data":[', batches: concatBatches(first, rest) }], (title) => title.json, envelopeClosing(clock.timeStamp()))
        return sendJsonStream(reply, chunks)
      }
      const rows = await repository.listPage(db, empresaId, filters, today, limite, after)
      if (rows.length > limite) {
        rows.length = limite
        reply.header('link', nextPageLink(request.url, rows[rows.length - 1] as RenderedTitle))
      }
      return sendJsonText(reply, listJson(rows))
    })

    app.get(titlePath, {
      config: { scope: 'read' },
      schema: {
        operationId: `get_${kind.table}`,
        tags,
        summary: `Read one ${kind.label} title`,
        description: 'The ETag header carries the versao, for If-Match on later writes.',
        params: IdParams,
        response: { 200: TitleEnvelope, ...errorResponses(400, 401, 403, 404, 429, 500, 503) }
      }
    }, async (request, reply) => {
      const found = await repository.findRendered(db, callerOf(request).empresaId, request.params.id, clock.today())
      if (found === undefined) throw errors.titleNotFound(kind.label, request.params.id)
      etag(reply, found)
      return sendJsonText(reply, Buffer.concat([Buffer.from('{"success":true,"data":'), found.json, Buffer.from(`,"timeStamp":"${clock.timeStamp()}","total_registros":1}`)]))
    })

    app.post(kind.path, {
      config: { scope: 'write' },
      schema: {
        operationId: `create_${kind.table}`,
        tags,
        summary: `Create a ${kind.label} title`,
        description: 'Body { "data": title }. Returns the SQL result object with insertId = the new codigo_lancamento_svc, a Location header and ETag "1". ' +
          'A repeated codigo_lancamento_integracao is 409 with the existing codigo_lancamento_svc in details, which makes retries safe. ' +
          `A settled status_titulo, or ${kind.settledStatus === 'PAGO' ? 'valor_pag' : 'recebimento'}, records one ${noun} (listed under /${kind.settlementsPath}).`,
        body: kind.schemas.CreateBody,
        response: { 201: refTo(ResultObject), ...errorResponses(400, 401, 403, 409, 413, 415, 429, 500, 503) }
      }
    }, async (request, reply) => {
      const context = writeContext(request)
      const created = await database.transaction(async (trx) => await service.create(trx, context, request.body.data))
      etag(reply, created).code(201).header('location', `${kind.path}/${created.id}`)
      return createdResult(created.id)
    })

    const update = {
      config: { scope: 'write' as const },
      schema: {
        tags,
        summary: `Update a ${kind.label} title`,
        description: `Partial update: any non-empty subset of descricao, valor, data_vencimento, categoria, observacoes and ${kind.counterpart}. ` +
          'valor and data_vencimento cannot change on PAGO, LIQUIDADO or CANCELADO titles (409); valor cannot go below what is already settled (400). ' +
          'changedRows is 0 when nothing changed (then neither the version nor the feed moves). ' +
          'data_previsao is not moved by a change of data_vencimento. With If-Match naming another version: 412, nothing changes. ' +
          'OPTIONS as specified; PATCH is the same operation for clients and proxies that cannot send a body with OPTIONS. ' +
          'An OPTIONS request with Access-Control-Request-Method is a CORS preflight and answered 204 without touching the title.',
        params: IdParams,
        headers: IfMatchHeaders,
        body: kind.schemas.UpdateBody,
        response: { 200: refTo(ResultObject), ...errorResponses(400, 401, 403, 404, 409, 412, 413, 415, 429, 500, 503) }
      }
    }
    const updateHandler = async (request: FastifyRequest<{ Params: { id: number }, Body: { conta: S['UpdateBody']['static']['conta'] } }>, reply: FastifyReply) => {
      const context = writeContext(request)
      const outcome = await database.transaction(async (trx) => await service.update(trx, context, request.params.id, request.body.conta))
      etag(reply, outcome.title)
      return updatedResult(outcome.changed)
    }
    app.options(titlePath, { ...update, schema: { ...update.schema, operationId: `update_${kind.table}` } }, updateHandler)
    app.patch(titlePath, { ...update, schema: { ...update.schema, operationId: `patch_${kind.table}` } }, updateHandler)

    app.delete(titlePath, {
      config: { scope: 'write' },
      schema: {
        operationId: `delete_${kind.table}`,
        tags,
        summary: `Delete a ${kind.label} title`,
        description: 'Only without active settlements (409: reverse them first). Afterwards the id is 404 and its codigo_lancamento_integracao can be used again. The feed records excluido.',
        params: IdParams,
        headers: IfMatchHeaders,
        response: { 204: Type.Null({ description: 'Deleted.' }), ...errorResponses(400, 401, 403, 404, 409, 412, 429, 500, 503) }
      }
    }, async (request, reply) => {
      const context = writeContext(request)
      await database.transaction(async (trx) => await service.delete(trx, context, request.params.id))
      return reply.code(204).send(null)
    })

    app.get(settlementsPath, {
      config: { scope: 'read' },
      schema: {
        operationId: `list_${kind.settlementsPath}`,
        tags,
        summary: `List the ${noun}s of a ${kind.label} title`,
        params: IdParams,
        response: { 200: SettlementList, ...errorResponses(400, 401, 403, 404, 429, 500, 503) }
      }
    }, async (request) => {
      const { empresaId } = callerOf(request)
      const stored = await repository.find(db, empresaId, request.params.id)
      if (stored === undefined) throw errors.titleNotFound(kind.label, request.params.id)
      const rows = await repository.settlements.list(db, empresaId, request.params.id)
      return { success: true as const, data: rows.map((row) => apiSettlement(row, database.money)), timeStamp: clock.timeStamp(), total_registros: rows.length }
    })

    app.get(`${settlementsPath}/:baixaId`, {
      config: { scope: 'read' },
      schema: {
        operationId: `get_${kind.settlementsPath}`,
        tags,
        summary: `Read one ${noun} of a ${kind.label} title`,
        params: SettlementParams,
        response: { 200: Envelope(Settlement, `The ${noun}; total_registros is 1.`), ...errorResponses(400, 401, 403, 404, 429, 500, 503) }
      }
    }, async (request) => {
      const { id, baixaId } = request.params
      const row = await repository.settlements.find(db, callerOf(request).empresaId, id, baixaId)
      if (row === undefined) throw errors.settlementNotFound(id, baixaId)
      return { success: true as const, data: apiSettlement(row, database.money), timeStamp: clock.timeStamp(), total_registros: 1 }
    })

    app.post(settlementsPath, {
      config: { scope: 'write' },
      schema: {
        operationId: `create_${kind.settlementsPath}`,
        tags,
        summary: `Record a ${noun} of a ${kind.label} title`,
        description: `Amortizes valor + desconto - juros - multa of the title: above the open balance is 400. The status follows: part paid -> PAGTO_PARCIAL, all -> ${kind.settledStatus}. ` +
          'A CANCELADO title takes no settlement (409). Answers the title after it, with its new ETag, and Location of the settlement.',
        params: IdParams,
        headers: IfMatchHeaders,
        body: SettlementBody,
        response: { 201: TitleEnvelope, ...errorResponses(400, 401, 403, 404, 409, 412, 413, 415, 429, 500, 503) }
      }
    }, async (request, reply) => {
      const context = writeContext(request)
      const { title: after, settlementId } = await database.transaction(async (trx) => await service.settle(trx, context, request.params.id, request.body))
      etag(reply, after).code(201).header('location', `${kind.path}/${after.id}/${kind.settlementsPath}/${settlementId}`)
      return one(after)
    })

    app.delete(`${settlementsPath}/:baixaId`, {
      config: { scope: 'write' },
      schema: {
        operationId: `reverse_${kind.settlementsPath}`,
        tags,
        summary: `Reverse a ${noun} of a ${kind.label} title`,
        description: 'The settlement stays listed with estornado true and no longer counts; the status and balance are recomputed. Answers the title after it. A second reversal is 409.',
        params: SettlementParams,
        headers: IfMatchHeaders,
        response: { 200: TitleEnvelope, ...errorResponses(400, 401, 403, 404, 409, 412, 429, 500, 503) }
      }
    }, async (request, reply) => {
      const context = writeContext(request)
      const after = await database.transaction(async (trx) => await service.reverse(trx, context, request.params.id, request.params.baixaId))
      etag(reply, after)
      return one(after)
    })

    const cancellationPath = `${titlePath}/cancelamento`
    app.post(cancellationPath, {
      config: { scope: 'write' },
      schema: {
        operationId: `cancel_${kind.table}`,
        tags,
        summary: `Cancel a ${kind.label} title`,
        description: 'Status CANCELADO, with the optional motivo as motivo_cancelamento. 409 while any settlement is active or when already cancelled. Answers the title after it.',
        params: IdParams,
        headers: IfMatchHeaders,
        body: CancellationBody,
        response: { 200: TitleEnvelope, ...errorResponses(400, 401, 403, 404, 409, 412, 413, 415, 429, 500, 503) }
      }
    }, async (request, reply) => {
      const context = writeContext(request)
      const motivo = request.body?.motivo
      const after = await database.transaction(async (trx) => await service.cancel(trx, context, request.params.id, motivo))
      etag(reply, after)
      return one(after)
    })

    app.delete(cancellationPath, {
      config: { scope: 'write' },
      schema: {
        operationId: `reopen_${kind.table}`,
        tags,
        summary: `Reopen a cancelled ${kind.label} title`,
        description: 'Back to EM ABERTO (shown as A VENCER, VENCE HOJE or ATRASADO). 409 when the title is not cancelled. Answers the title after it.',
        params: IdParams,
        headers: IfMatchHeaders,
        response: { 200: TitleEnvelope, ...errorResponses(400, 401, 403, 404, 409, 412, 429, 500, 503) }
      }
    }, async (request, reply) => {
      const context = writeContext(request)
      const after = await database.transaction(async (trx) => await service.reopen(trx, context, request.params.id))
      etag(reply, after)
      return one(after)
    })
  }
}
