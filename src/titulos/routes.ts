import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Counter } from 'prom-client'
import { Type } from '@sinclair/typebox'
import { CancellationBody, Settlement, SettlementBody, SettlementList, SettlementParams } from '../../schemas/baixas.js'
import { CodeText, Envelope, PagedEnvelope, errorResponses, IdempotencyHeaders, IdParams, IfMatchHeaders, PreferHeader, refTo, ResultObject, withExample } from '../../schemas/common.js'
import { batchResultOf, cancellation, createdResultExample, envelope, settlement, settlementCreate, updatedResultExample } from '../../schemas/examples.js'
import { BatchBody, BatchEnvelope, BatchResponse } from '../../schemas/lote.js'
import { TitleListQuery, type TitleFilterQuery } from '../../schemas/queries.js'
import { errorBody, errors, type ErrorDetail } from '../errors.js'
import { problemsOf } from '../validation.js'
import { callerOf } from '../plugins/auth.js'
import { decodeCursor, encodeCursor, nextPageLink, positionOf } from './cursor.js'
import { concatBatches, envelopeClosing, jsonBytes, prefetched, sendJsonStream, sendJsonText, streamedJson } from './envelope.js'
import { csvDescription, prefersCsv, sendCsv } from '../csv.js'
import { TITLE_CSV_COLUMNS, titleFields } from './csv.js'
import type { KindSchemas, TitleKind } from './kinds.js'
import { createdResult, updatedResult } from './results.js'
import { titleService, type BatchItem, type TitleService, type WriteContext } from './service.js'
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

/** Whether the client asked for the title instead of the result object (Prefer, RFC 7240). */
function prefersRepresentation (request: FastifyRequest): boolean {
  const prefer = request.headers.prefer
  return typeof prefer === 'string' && prefer.split(/[,;]/).some((token) => token.trim().toLowerCase() === 'return=representation')
}

const REPRESENTATION_APPLIED = { 'preference-applied': 'return=representation' }

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
    const TitleEnvelopeSchema = Envelope(title, 'The title; total_registros is 1. The ETag header carries its versao.')
    const TitleEnvelope = withExample(TitleEnvelopeSchema, envelope(kind.examples.title, 1))
    const tags = [kind.tag]
    const view = (stored: StoredTitle) => service.view(stored)
    /** The list envelope around titles rendered from the cache (see TitleRenderer); a page also says where the next one starts. */
    const listJson = (titles: readonly RenderedTitle[], next?: string | null) =>
      jsonBytes('{"success":true,"data":[', titles.map((title) => title.json),
        `],"timeStamp":"${clock.timeStamp()}","total_registros":${titles.length}${next === undefined ? '' : `,"proximo_cursor":${JSON.stringify(next)}`}}`)
    const one = (stored: StoredTitle) => ({ success: true as const, data: view(stored), timeStamp: clock.timeStamp(), total_registros: 1 })
    const titlePath = `${kind.path}/:id`
    /** Counts what a write did once it committed; a replayed answer did nothing new. */
    const countAfterCommit = (reply: FastifyReply, counter: Counter<'recurso'>, n: number) => {
      if (n > 0 && reply.getHeader('idempotency-replayed') === undefined) counter.inc({ recurso: kind.resource }, n)
    }
    const settlementsPath = `${titlePath}/${kind.settlementsPath}`
    const noun = kind.settlementsPath === 'pagamentos' ? 'payment' : 'receipt'

    app.get(kind.path, {
      config: { scope: 'read', conditional: 'titles' },
      schema: {
        operationId: `list_${kind.table}`,
        tags,
        summary: `List ${kind.label} titles`,
        description: 'Ordered by data_vencimento, then codigo_lancamento_svc (or by codigo_lancamento_svc alone with ordem=codigo_lancamento_svc: stable paging while titles change). ' +
          'Without limite the whole matching set is returned, in exactly the four fields of the envelope. With limite, pages follow the Link header or proximo_cursor (null on the last page).',
        querystring: TitleListQuery,
        response: {
          200: {
            description: 'Matching titles; total_registros counts this response\'s records. With limite, proximo_cursor too.',
            content: {
              'application/json': { schema: withExample(PagedEnvelope(Type.Array(title), 'Matching titles; total_registros counts this response\'s records. With limite, proximo_cursor too.'), envelope([kind.examples.title], 1)) },
              'text/csv': { schema: Type.String({ description: csvDescription(TITLE_CSV_COLUMNS, 'With limite, one page, and the Link header names the next.') }) }
            }
          },
          ...errorResponses(400, 401, 403, 429, 500, 503)
        }
      }
    }, async (request, reply) => {
      const { limite, cursor, ordem = 'data_vencimento', ...filters } = request.query
      checkTitleFilters(filters)
      const today = clock.today()
      const { empresaId } = callerOf(request)
      const after = cursor === undefined ? undefined : decodeCursor(cursor, ordem)
      if (prefersCsv(request)) {
        if (limite === undefined) return sendCsv(reply, kind.resource, TITLE_CSV_COLUMNS, titleFields(await prefetched(repository.stream(empresaId, filters, today, ordem, after), reply)))
        const page = await repository.listPage(db, empresaId, filters, today, ordem, limite, after)
        if (page.length > limite) {
          page.length = limite
          reply.header('link', nextPageLink(request.url, encodeCursor(positionOf(page[page.length - 1] as RenderedTitle, ordem))))
        }
        return sendCsv(reply, kind.resource, TITLE_CSV_COLUMNS, titleFields([page]))
      }
      if (limite === undefined) {
        // The whole matching set, however large. Most lists fit in one read and are answered from
        // it; a larger one is streamed: those rows first, then a cursor over the rest, so memory
        // stays flat and the first byte leaves after one read of BUFFERED_LIST_MAX rows.
        const first = await repository.listPage(db, empresaId, filters, today, ordem, BUFFERED_LIST_MAX, after)
        if (first.length <= BUFFERED_LIST_MAX) return sendJsonText(reply, listJson(first))
        const rest = repository.stream(empresaId, filters, today, ordem, positionOf(first[first.length - 1] as RenderedTitle, ordem))
        const chunks = streamedJson([{ opening: '{"success":true,"data":[', batches: concatBatches(first, rest) }], (title) => title.json, envelopeClosing(clock.timeStamp()))
        return sendJsonStream(reply, chunks)
      }
      const rows = await repository.listPage(db, empresaId, filters, today, ordem, limite, after)
      let next: string | null = null
      if (rows.length > limite) {
        rows.length = limite
        next = encodeCursor(positionOf(rows[rows.length - 1] as RenderedTitle, ordem))
        reply.header('link', nextPageLink(request.url, next))
      }
      return sendJsonText(reply, listJson(rows, next))
    })

    app.get(titlePath, {
      config: { scope: 'read', conditional: { title: kind.table } },
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

    /** The answer of a create, update or upsert: the result object, or the title when the client prefers it. */
    const writeAnswer = (request: FastifyRequest, stored: StoredTitle, result: ResultObject) => prefersRepresentation(request)
      ? { headers: { etag: `"${stored.versao}"`, ...REPRESENTATION_APPLIED }, body: one(stored) }
      : { headers: { etag: `"${stored.versao}"` }, body: result }
    const WriteAnswer = Type.Union([refTo(ResultObject), TitleEnvelopeSchema], { description: 'The result object; with Prefer: return=representation, the envelope with the title.' })
    const Created = withExample(WriteAnswer, createdResultExample)
    const Updated = withExample(WriteAnswer, updatedResultExample)
    const CreateBody = withExample(kind.schemas.CreateBody, kind.examples.create)

    app.post(kind.path, {
      config: { scope: 'write' },
      schema: {
        operationId: `create_${kind.table}`,
        tags,
        summary: `Create a ${kind.label} title`,
        description: 'Body { "data": title }. Returns the SQL result object with insertId = the new codigo_lancamento_svc, a Location header and ETag "1". ' +
          'A repeated codigo_lancamento_integracao is 409 with the existing codigo_lancamento_svc in details, which makes retries safe. ' +
          `A settled status_titulo, or ${kind.settledStatus === 'PAGO' ? 'valor_pag' : 'recebimento'}, records one ${noun} (listed under /${kind.settlementsPath}). ` +
          'With an Idempotency-Key a retry replays the first answer.',
        headers: Type.Object({ ...IdempotencyHeaders.properties, prefer: PreferHeader }),
        body: CreateBody,
        response: { 201: Created, ...errorResponses(400, 401, 403, 409, 413, 415, 422, 429, 500, 503) }
      }
    }, async (request, reply) => {
      const context = writeContext(request)
      await app.sendWrite(request, reply, async (trx) => {
        const created = await service.create(trx, context, request.body.data)
        const answer = writeAnswer(request, created, createdResult(created.id))
        return { status: 201, headers: { ...answer.headers, location: `${kind.path}/${created.id}` }, body: answer.body }
      })
      countAfterCommit(reply, app.metrics.titlesCreated, 1)
      return reply
    })

    const codePath = `${kind.path}/integracao/:codigo`
    const CodeParams = Type.Object({
      codigo: CodeText(60, { description: 'codigo_lancamento_integracao of the title: the client\'s own key.' })
    }, { additionalProperties: false })

    app.get(codePath, {
      config: { scope: 'read', conditional: { title: kind.table } },
      schema: {
        operationId: `get_${kind.table}_by_integration_code`,
        tags,
        summary: `Read one ${kind.label} title by its integration code`,
        description: 'The same answer as GET by codigo_lancamento_svc, ETag included.',
        params: CodeParams,
        response: { 200: TitleEnvelope, ...errorResponses(400, 401, 403, 404, 429, 500, 503) }
      }
    }, async (request, reply) => {
      const { empresaId } = callerOf(request)
      const [found] = await repository.findByIntegrationCodes(db, empresaId, [request.params.codigo])
      if (found === undefined) throw errors.integrationCodeNotFound(kind.label, request.params.codigo)
      etag(reply, found)
      return one(found)
    })

    app.put(codePath, {
      config: { scope: 'write' },
      schema: {
        operationId: `upsert_${kind.table}_by_integration_code`,
        tags,
        summary: `Create or replace a ${kind.label} title by its integration code`,
        description: 'Body { "data": title } as on create; its codigo_lancamento_integracao may be left out, and must equal the URL\'s when sent (400). ' +
          'No title with the code: created as by POST (201, Location, ETag "1"). Otherwise the title is replaced by the body (200, result object with changedRows 1, new versao, one alterado event); ' +
          'fields the body leaves out are removed, as with PUT. The same content changes nothing (200 with changedRows 0, no version, no event). ' +
          'On a settled or cancelled title a change of valor_documento or data_vencimento is 409 TITULO_ENCERRADO. ' +
          `Settlements are history: status_titulo, ${kind.settledStatus === 'PAGO' ? 'valor_pag' : 'recebimento'} may be left out (the title keeps its state) or must describe its current state, ` +
          `except on an open title without ${noun}s, where they apply as on create; anything else is 409 ESTADO_DIVERGENTE (use /${kind.settlementsPath} and /cancelamento). With If-Match naming another version: 412.`,
        params: CodeParams,
        headers: Type.Object({ ...IfMatchHeaders.properties, prefer: PreferHeader }),
        body: CreateBody,
        response: { 200: Updated, 201: Created, ...errorResponses(400, 401, 403, 409, 412, 413, 415, 429, 500, 503) }
      }
    }, async (request, reply) => {
      const context = writeContext(request)
      await app.sendWrite(request, reply, async (trx) => {
        const { outcome, title: stored } = await service.upsert(trx, context, request.params.codigo, request.body.data)
        if (outcome === 'criado') {
          const answer = writeAnswer(request, stored, createdResult(stored.id))
          return { status: 201, headers: { ...answer.headers, location: `${kind.path}/${stored.id}` }, body: answer.body }
        }
        return { status: 200, ...writeAnswer(request, stored, updatedResult(outcome === 'alterado')) }
      })
      if (reply.statusCode === 201) countAfterCommit(reply, app.metrics.titlesCreated, 1)
      return reply
    })

    // Items are validated one by one against the create schema, so one bad item fails alone.
    const compile = app.validatorCompiler
    if (compile === undefined) throw new Error('app.ts sets the validator compiler before it registers routes')
    const validateItem = compile({ schema: kind.schemas.CreateBody, method: 'PUT', url: `${kind.path}/lote`, httpPart: 'body' })
    const validateEnvelope = compile({ schema: BatchEnvelope, method: 'PUT', url: `${kind.path}/lote`, httpPart: 'body' })
    app.put(`${kind.path}/lote`, {
      config: { scope: 'write' },
      bodyLimit: app.config.batchBodyLimit,
      schema: {
        operationId: `batch_upsert_${kind.table}`,
        tags,
        summary: `Create or replace up to 500 ${kind.label} titles by integration code`,
        description: 'Each item is upserted as by PUT /integracao/{codigo} and gets its own outcome, in request order: criado, alterado, inalterado, or erro with the error body a single request would have had. ' +
          'One bad item does not stop the others; the good ones commit together in one transaction (new open titles in a few statements for the whole batch). ' +
          'An item without codigo_lancamento_integracao, or repeating one of an earlier item, fails. More than 500 items is 400 for the whole request; a body over BATCH_BODY_LIMIT (8 MiB by default) is 413. ' +
          'Sending the same batch again answers inalterado for every item and writes nothing. With an Idempotency-Key a retry replays the first answer.',
        headers: IdempotencyHeaders,
        body: withExample(BatchBody(refTo(kind.schemas.NewTitle)), kind.examples.batch),
        response: { 200: withExample(BatchResponse, batchResultOf(kind.examples.batch, 1002)), ...errorResponses(400, 401, 403, 409, 413, 415, 422, 429, 500, 503) }
      },
      validatorCompiler: (route) => route.httpPart === 'body' ? validateEnvelope : compile(route)
    }, async (request, reply) => {
      const context = writeContext(request)
      const items = (request.body.itens as unknown[]).map((item): BatchItem => {
        const code = typeof item === 'object' && item !== null && typeof (item as { codigo_lancamento_integracao?: unknown }).codigo_lancamento_integracao === 'string'
          ? (item as { codigo_lancamento_integracao: string }).codigo_lancamento_integracao
          : undefined
        const problems = problemsOf(validateItem, { data: item }, 'body')
        if (problems.length > 0) return { ...(code === undefined ? {} : { code }), error: errors.validation(problems) }
        if (code === undefined) return { error: errors.validation([{ path: '/body/data/codigo_lancamento_integracao', message: 'is required in a batch: it is the upsert key' }]) }
        return { title: item as S['CreateBody']['static']['data'] }
      })
      let created = 0
      await app.sendWrite(request, reply, async (trx) => {
        const results = await service.batch(trx, context, items)
        created = results.filter((result) => result.resultado === 'criado').length
        const data = results.map(({ erro, ...result }) => erro === undefined ? result : { ...result, erro: errorBody(erro) })
        return { status: 200, body: { success: true as const, data, timeStamp: clock.timeStamp(), total_registros: data.length } }
      }, { readCommitted: true })
      countAfterCommit(reply, app.metrics.titlesCreated, created)
      return reply
    })

    const update = {
      config: { scope: 'write' as const },
      schema: {
        tags,
        summary: `Update a ${kind.label} title`,
        description: `Partial update: any non-empty subset of descricao, valor, data_vencimento, data_previsao, categoria, observacoes and ${kind.counterpart}. ` +
          'valor and data_vencimento cannot change on PAGO, LIQUIDADO or CANCELADO titles (409); valor cannot go below what is already settled (400). ' +
          'changedRows is 0 when nothing changed (then neither the version nor the feed moves). ' +
          'data_previsao is not moved by a change of data_vencimento. With If-Match naming another version: 412, nothing changes. ' +
          'OPTIONS as specified; PATCH is the same operation for clients and proxies that cannot send a body with OPTIONS. ' +
          'An OPTIONS request with Access-Control-Request-Method is a CORS preflight and answered 204 without touching the title.',
        params: IdParams,
        headers: Type.Object({ ...IfMatchHeaders.properties, prefer: PreferHeader }),
        body: withExample(kind.schemas.UpdateBody, kind.examples.update),
        response: { 200: Updated, ...errorResponses(400, 401, 403, 404, 409, 412, 413, 415, 429, 500, 503) }
      }
    }
    const updateHandler = async (request: FastifyRequest<{ Params: { id: number }, Body: { conta: S['UpdateBody']['static']['conta'] } }>, reply: FastifyReply) => {
      const context = writeContext(request)
      const outcome = await database.transaction(async (trx) => await service.update(trx, context, request.params.id, request.body.conta))
      const answer = writeAnswer(request, outcome.title, updatedResult(outcome.changed))
      return reply.headers(answer.headers).send(answer.body)
    }
    const preflight = Type.Null({ description: 'A CORS preflight (the request carries Access-Control-Request-Method): answered by the CORS layer without a key or a body, never an update.' })
    app.options(titlePath, { ...update, schema: { ...update.schema, operationId: `update_${kind.table}`, response: { ...update.schema.response, 204: preflight } } }, updateHandler)
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
      config: { scope: 'read', conditional: 'titles' },
      schema: {
        operationId: `list_${kind.settlementsPath}`,
        tags,
        summary: `List the ${noun}s of a ${kind.label} title`,
        params: IdParams,
        response: { 200: withExample(SettlementList, envelope([settlement], 1)), ...errorResponses(400, 401, 403, 404, 429, 500, 503) }
      }
    }, async (request) => {
      const { empresaId } = callerOf(request)
      const stored = await repository.find(db, empresaId, request.params.id)
      if (stored === undefined) throw errors.titleNotFound(kind.label, request.params.id)
      const rows = await repository.settlements.list(db, empresaId, request.params.id)
      return { success: true as const, data: rows.map((row) => apiSettlement(row, database.money)), timeStamp: clock.timeStamp(), total_registros: rows.length }
    })

    app.get(`${settlementsPath}/:baixaId`, {
      config: { scope: 'read', conditional: 'titles' },
      schema: {
        operationId: `get_${kind.settlementsPath}`,
        tags,
        summary: `Read one ${noun} of a ${kind.label} title`,
        params: SettlementParams,
        response: { 200: withExample(Envelope(refTo(Settlement), `The ${noun}; total_registros is 1.`), envelope(settlement, 1)), ...errorResponses(400, 401, 403, 404, 429, 500, 503) }
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
        headers: Type.Object({ ...IfMatchHeaders.properties, ...IdempotencyHeaders.properties }),
        body: withExample(refTo(SettlementBody), settlementCreate),
        response: { 201: withExample(TitleEnvelopeSchema, envelope(kind.examples.settled, 1)), ...errorResponses(400, 401, 403, 404, 409, 412, 413, 415, 422, 429, 500, 503) }
      }
    }, async (request, reply) => {
      const context = writeContext(request)
      await app.sendWrite(request, reply, async (trx) => {
        const { title: after, settlementId } = await service.settle(trx, context, request.params.id, request.body)
        return { status: 201, headers: { etag: `"${after.versao}"`, location: `${kind.path}/${after.id}/${kind.settlementsPath}/${settlementId}` }, body: one(after) }
      })
      countAfterCommit(reply, app.metrics.titlesSettled, 1)
      return reply
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
        headers: Type.Object({ ...IfMatchHeaders.properties, ...IdempotencyHeaders.properties }),
        body: withExample(CancellationBody, cancellation),
        response: { 200: withExample(TitleEnvelopeSchema, envelope({ ...kind.examples.title, status_titulo: 'CANCELADO', motivo_cancelamento: cancellation.motivo, versao: 2 }, 1)), ...errorResponses(400, 401, 403, 404, 409, 412, 413, 415, 422, 429, 500, 503) }
      }
    }, async (request, reply) => {
      const context = writeContext(request)
      const motivo = request.body?.motivo
      return await app.sendWrite(request, reply, async (trx) => {
        const after = await service.cancel(trx, context, request.params.id, motivo)
        return { status: 200, headers: { etag: `"${after.versao}"` }, body: one(after) }
      })
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
