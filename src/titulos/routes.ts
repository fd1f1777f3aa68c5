import { Readable } from 'node:stream'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from '@sinclair/typebox'
import { isUniqueViolation } from '../../db/dialect.js'
import { Envelope, errorResponses, IdParams, refTo, ResultObject } from '../../schemas/common.js'
import { TitleListQuery, type TitleFilterQuery } from '../../schemas/queries.js'
import { errors, type ErrorDetail } from '../errors.js'
import { callerOf } from '../plugins/auth.js'
import { saveClienteFornecedor } from '../diretorios/repository.js'
import { decodeCursor, nextPageLink, positionOf } from './cursor.js'
import type { TitleKind } from './kinds.js'
import { findIdByIntegrationCode, findTitle, insertTitle, listTitlePage, streamTitles, updateTitle, type TitleListRow } from './repository.js'
import { sendJson, streamedEnvelope, titleListEnvelope, titlesJsonBytes } from './envelope.js'
import { createdResult, updatedResult } from './results.js'
import { applyUpdate, prepareNewTitle, type NewTitle, type Stamp, type UpdateFields } from './service.js'

/** Lists up to this many titles are read in one query and sent from memory; longer ones are streamed. */
export const BUFFERED_LIST_MAX = 1000

async function * concatBatches (first: readonly TitleListRow[], rest: AsyncIterable<readonly TitleListRow[]>): AsyncGenerator<readonly TitleListRow[]> {
  yield first
  yield * rest
}

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

export function stampOf (request: FastifyRequest): Stamp {
  return { user: callerOf(request).keyName, ...request.server.clock.now() }
}

/**
 * The routes both kinds have: list, get, create and update (OPTIONS as specified, PATCH for
 * clients that cannot send a body with OPTIONS). Kind-specific routes live beside each kind.
 */
export function titleRoutes (kind: TitleKind): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { database, clock } = app
    const { db } = database
    const title = refTo(kind.schemas.Title)
    const tags = [kind.tag]

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
        const first = await listTitlePage(db, kind, empresaId, filters, today, BUFFERED_LIST_MAX, after)
        if (first.length <= BUFFERED_LIST_MAX) return sendJson(reply, titleListEnvelope(first, today, clock.timeStamp()))
        const rest = streamTitles(database, kind, empresaId, filters, today, positionOf(first[first.length - 1] as TitleListRow))
        return sendJson(reply, Readable.from(streamedEnvelope(concatBatches(first, rest), today, clock.timeStamp())))
      }
      const rows = await listTitlePage(db, kind, empresaId, filters, today, limite, after)
      if (rows.length > limite) {
        rows.length = limite
        reply.header('link', nextPageLink(request.url, rows[rows.length - 1] as TitleListRow))
      }
      return sendJson(reply, titleListEnvelope(rows, today, clock.timeStamp()))
    })

    app.get(`${kind.path}/:id`, {
      config: { scope: 'read' },
      schema: {
        operationId: `get_${kind.table}`,
        tags,
        summary: `Read one ${kind.label} title`,
        params: IdParams,
        response: {
          200: Envelope(title, 'The title; total_registros is 1.'),
          ...errorResponses(400, 401, 403, 404, 429, 500, 503)
        }
      }
    }, async (request, reply) => {
      const row = await findTitle(db, database, kind, callerOf(request).empresaId, request.params.id)
      if (row === undefined) throw errors.titleNotFound(kind.label, request.params.id)
      return sendJson(reply, titlesJsonBytes('{"success":true,"data":', [row], clock.today(), `,"timeStamp":"${clock.timeStamp()}","total_registros":1}`))
    })

    app.post(kind.path, {
      config: { scope: 'write' },
      schema: {
        operationId: `create_${kind.table}`,
        tags,
        summary: `Create a ${kind.label} title`,
        description: 'Body { "data": title }. Returns the SQL result object with insertId = the new codigo_lancamento_svc and a Location header. ' +
          'A repeated codigo_lancamento_integracao is 409 with the existing codigo_lancamento_svc in details, which makes retries safe.',
        body: kind.schemas.CreateBody,
        response: {
          201: refTo(ResultObject),
          ...errorResponses(400, 401, 403, 409, 413, 415, 429, 500, 503)
        }
      }
    }, async (request, reply) => {
      const { empresaId } = callerOf(request)
      const columns = prepareNewTitle(kind, (request.body as { data: NewTitle }).data, stampOf(request))
      let id: number
      try {
        // One autocommitted INSERT: the unique key, not a prior SELECT, decides duplicates, so
        // concurrent retries of the same create cannot both succeed and the commit is one round trip.
        id = await insertTitle(db, database, kind, empresaId, columns)
      } catch (error) {
        const code = columns.codigo_lancamento_integracao
        if (code !== null && isUniqueViolation(error)) {
          const existing = await findIdByIntegrationCode(db, kind, empresaId, code)
          if (existing !== undefined) throw errors.duplicateIntegrationCode(code, existing)
        }
        throw error
      }
      reply.code(201).header('location', `${kind.path}/${id}`)
      return createdResult(id)
    })

    const update = {
      config: { scope: 'write' as const },
      schema: {
        tags,
        summary: `Update a ${kind.label} title`,
        description: `Partial update: any non-empty subset of descricao, valor, data_vencimento, categoria, observacoes and ${kind.counterpart}. ` +
          'valor and data_vencimento cannot change on PAGO, LIQUIDADO or CANCELADO titles (409). changedRows is 0 when nothing changed. ' +
          'data_previsao is not moved by a change of data_vencimento. ' +
          'OPTIONS as specified; PATCH is the same operation for clients and proxies that cannot send a body with OPTIONS. ' +
          'An OPTIONS request with Access-Control-Request-Method is a CORS preflight and answered 204 without touching the title.',
        params: IdParams,
        body: kind.schemas.UpdateBody,
        response: {
          200: refTo(ResultObject),
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 500, 503)
        }
      }
    }
    const updateHandler = async (request: FastifyRequest<{ Params: { id: number } }>) => {
      const { empresaId } = callerOf(request)
      const { id } = request.params
      const conta = (request.body as { conta: UpdateFields }).conta
      const stamp = stampOf(request)
      return await db.transaction().execute(async (trx) => {
        const row = await findTitle(trx, database, kind, empresaId, id, true)
        if (row === undefined) throw errors.titleNotFound(kind.label, id)
        const outcome = applyUpdate(kind, row, conta, stamp)
        if (outcome.changed) await updateTitle(trx, database, kind, empresaId, id, outcome.columns)
        if (outcome.counterpartName !== undefined) {
          const { codigo, razao_social } = outcome.counterpartName
          await saveClienteFornecedor(trx, database, empresaId, codigo, { razao_social })
        }
        return updatedResult(outcome.changed)
      })
    }
    app.options(`${kind.path}/:id`, { ...update, schema: { ...update.schema, operationId: `update_${kind.table}` } }, updateHandler)
    app.patch(`${kind.path}/:id`, { ...update, schema: { ...update.schema, operationId: `patch_${kind.table}` } }, updateHandler)
  }
}
