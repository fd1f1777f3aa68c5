import { Type } from '@sinclair/typebox'
import { CancellationBody, Settlement, SettlementBody, SettlementList, SettlementParams } from '../../schemas/baixas.js'
import { CodeText, Envelope, PagedEnvelope, errorResponses, IdempotencyHeaders, IdParams, IfMatchHeaders, PreferHeader, refTo, ResultObject, withExample, withNamedExamples } from '../../schemas/common.js'
import { batchResultOf, cancellation, createdResultExample, createExamples, envelope, settlement, settlementCreate, updatedResultExample } from '../../schemas/examples.js'
import { BatchBody, BatchResponse } from '../../schemas/lote.js'
import { TitleListQuery } from '../../schemas/queries.js'
import { csvDescription } from '../http/csv.js'
import { TITLE_CSV_COLUMNS } from './csv.js'
import { statusList } from './filters.js'
import type { KindSchemas, TitleKind } from './kinds.js'

/**
 * The route options (scope, schema, documentation) of every title operation of a kind, one
 * function per operation. The OpenAPI document is generated from these; routes.ts registers them.
 */

/** What several operations of a kind share: names, tags and the title's envelopes. */
function kindParts<S extends KindSchemas> (kind: TitleKind<S>) {
  const title = refTo(kind.schemas.Title)
  const TitleEnvelopeSchema = Envelope(title, 'The title; total_registros is 1. The ETag header carries its versao.')
  const WriteAnswer = Type.Union([refTo(ResultObject), TitleEnvelopeSchema], { description: 'The result object; with Prefer: return=representation, the envelope with the title.' })
  return {
    title,
    TitleEnvelopeSchema,
    TitleEnvelope: withExample(TitleEnvelopeSchema, envelope(kind.examples.title, 1)),
    Created: withExample(WriteAnswer, createdResultExample),
    Updated: withExample(WriteAnswer, updatedResultExample),
    CreateBody: withNamedExamples(kind.schemas.CreateBody, createExamples(kind.examples.create)),
    tags: [kind.tag],
    noun: kind.settlementsPath === 'pagamentos' ? 'payment' : 'receipt'
  }
}

/** The URL parameter of the routes by integration code. */
export const CodeParams = Type.Object({
  codigo: CodeText(60, { description: 'codigo_lancamento_integracao of the title: the client\'s own key.' })
}, { additionalProperties: false })

export function listTitlesRoute<S extends KindSchemas> (kind: TitleKind<S>) {
  const { title, tags } = kindParts(kind)
  return {
    // src/titulos/list.ts reads a JSON list's first page with its validator.
    config: { scope: 'read' as const, conditional: 'titles' as const, validatorWithAnswer: true },
    preValidation: statusList,
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
            'text/csv': { schema: Type.String({ description: csvDescription(TITLE_CSV_COLUMNS, 'With limite, one page, and the Link header names the next. The file imports again unchanged with npm run import (codigo_lancamento_svc is ignored, valor_pago recorded as one settlement).') }) }
          }
        },
        ...errorResponses(400, 401, 403, 429, 500, 503)
      }
    }
  }
}

export function getTitleRoute<S extends KindSchemas> (kind: TitleKind<S>) {
  const { TitleEnvelope, tags } = kindParts(kind)
  return {
    config: { scope: 'read' as const, conditional: { title: kind.table } },
    schema: {
      operationId: `get_${kind.table}`,
      tags,
      summary: `Read one ${kind.label} title`,
      description: 'The ETag header carries the versao, for If-Match on later writes.',
      params: IdParams,
      response: { 200: TitleEnvelope, ...errorResponses(400, 401, 403, 404, 429, 500, 503) }
    }
  }
}

export function createTitleRoute<S extends KindSchemas> (kind: TitleKind<S>) {
  const { Created, CreateBody, tags, noun } = kindParts(kind)
  return {
    config: { scope: 'write' as const },
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
  }
}

export function getTitleByCodeRoute<S extends KindSchemas> (kind: TitleKind<S>) {
  const { TitleEnvelope, tags } = kindParts(kind)
  return {
    config: { scope: 'read' as const, conditional: { title: kind.table } },
    schema: {
      operationId: `get_${kind.table}_by_integration_code`,
      tags,
      summary: `Read one ${kind.label} title by its integration code`,
      description: 'The same answer as GET by codigo_lancamento_svc, ETag included.',
      params: CodeParams,
      response: { 200: TitleEnvelope, ...errorResponses(400, 401, 403, 404, 429, 500, 503) }
    }
  }
}

export function upsertTitleRoute<S extends KindSchemas> (kind: TitleKind<S>) {
  const { Created, Updated, CreateBody, tags, noun } = kindParts(kind)
  return {
    config: { scope: 'write' as const },
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
  }
}

export function batchUpsertRoute<S extends KindSchemas> (kind: TitleKind<S>) {
  const { tags } = kindParts(kind)
  return {
    config: { scope: 'write' as const },
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
    }
  }
}

export function deleteTitleRoute<S extends KindSchemas> (kind: TitleKind<S>) {
  const { tags } = kindParts(kind)
  return {
    config: { scope: 'write' as const },
    schema: {
      operationId: `delete_${kind.table}`,
      tags,
      summary: `Delete a ${kind.label} title`,
      description: 'Only without active settlements (409: reverse them first). Afterwards the id is 404 and its codigo_lancamento_integracao can be used again. The feed records excluido.',
      params: IdParams,
      headers: IfMatchHeaders,
      response: { 204: Type.Null({ description: 'Deleted.' }), ...errorResponses(400, 401, 403, 404, 409, 412, 429, 500, 503) }
    }
  }
}

export function listSettlementsRoute<S extends KindSchemas> (kind: TitleKind<S>) {
  const { tags, noun } = kindParts(kind)
  return {
    config: { scope: 'read' as const, conditional: 'titles' as const },
    schema: {
      operationId: `list_${kind.settlementsPath}`,
      tags,
      summary: `List the ${noun}s of a ${kind.label} title`,
      params: IdParams,
      response: { 200: withExample(SettlementList, envelope([settlement], 1)), ...errorResponses(400, 401, 403, 404, 429, 500, 503) }
    }
  }
}

export function getSettlementRoute<S extends KindSchemas> (kind: TitleKind<S>) {
  const { tags, noun } = kindParts(kind)
  return {
    config: { scope: 'read' as const, conditional: 'titles' as const },
    schema: {
      operationId: `get_${kind.settlementsPath}`,
      tags,
      summary: `Read one ${noun} of a ${kind.label} title`,
      params: SettlementParams,
      response: { 200: withExample(Envelope(refTo(Settlement), `The ${noun}; total_registros is 1.`), envelope(settlement, 1)), ...errorResponses(400, 401, 403, 404, 429, 500, 503) }
    }
  }
}

export function settleRoute<S extends KindSchemas> (kind: TitleKind<S>) {
  const { TitleEnvelopeSchema, tags, noun } = kindParts(kind)
  return {
    config: { scope: 'write' as const },
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
  }
}

export function reverseSettlementRoute<S extends KindSchemas> (kind: TitleKind<S>) {
  const { TitleEnvelope, tags, noun } = kindParts(kind)
  return {
    config: { scope: 'write' as const },
    schema: {
      operationId: `reverse_${kind.settlementsPath}`,
      tags,
      summary: `Reverse a ${noun} of a ${kind.label} title`,
      description: 'The settlement stays listed with estornado true and no longer counts; the status and balance are recomputed. Answers the title after it. A second reversal is 409.',
      params: SettlementParams,
      headers: IfMatchHeaders,
      response: { 200: TitleEnvelope, ...errorResponses(400, 401, 403, 404, 409, 412, 429, 500, 503) }
    }
  }
}

export function cancelRoute<S extends KindSchemas> (kind: TitleKind<S>) {
  const { TitleEnvelopeSchema, tags } = kindParts(kind)
  return {
    config: { scope: 'write' as const },
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
  }
}

export function reopenRoute<S extends KindSchemas> (kind: TitleKind<S>) {
  const { TitleEnvelope, tags } = kindParts(kind)
  return {
    config: { scope: 'write' as const },
    schema: {
      operationId: `reopen_${kind.table}`,
      tags,
      summary: `Reopen a cancelled ${kind.label} title`,
      description: 'Back to EM ABERTO (shown as A VENCER, VENCE HOJE or ATRASADO). 409 when the title is not cancelled. Answers the title after it.',
      params: IdParams,
      headers: IfMatchHeaders,
      response: { 200: TitleEnvelope, ...errorResponses(400, 401, 403, 404, 409, 412, 429, 500, 503) }
    }
  }
}

/** The partial update, as OPTIONS (the specification's method) and as PATCH. */
function updateOptions<S extends KindSchemas> (kind: TitleKind<S>) {
  const { Updated, tags } = kindParts(kind)
  return {
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
}

const preflight = Type.Null({ description: 'A CORS preflight (the request carries Access-Control-Request-Method): answered by the CORS layer without a key or a body, never an update.' })

export function updateTitleRoute<S extends KindSchemas> (kind: TitleKind<S>) {
  const update = updateOptions(kind)
  return { ...update, schema: { ...update.schema, operationId: `update_${kind.table}`, response: { ...update.schema.response, 204: preflight } } }
}

export function patchTitleRoute<S extends KindSchemas> (kind: TitleKind<S>) {
  const update = updateOptions(kind)
  return { ...update, schema: { ...update.schema, operationId: `patch_${kind.table}` } }
}
