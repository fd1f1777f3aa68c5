import { Type } from '@sinclair/typebox'
import { Envelope, errorResponses, IdempotencyHeaders, refTo, withExample } from '../../schemas/common.js'
import { envelope, seriesChangeExample, seriesUpdateExample } from '../../schemas/examples.js'
import { SeriesCancelBody, SeriesChange, SeriesParams } from '../../schemas/series.js'
import type { KindSchemas, TitleKind } from './kinds.js'

/** The route options of a kind's series routes (docs/CONTRACT.md section 17); series-routes.ts registers them. */

const SeriesChangeEnvelope = withExample(
  Envelope(SeriesChange, 'The members changed and those left as they were; total_registros counts both (the members from a_partir_de on).'),
  envelope(seriesChangeExample, 12)
)

export function getSeriesRoute<S extends KindSchemas> (kind: TitleKind<S>) {
  return {
    // The list's validator: the feed position, directories, business date, query and representation.
    config: { scope: 'read' as const, conditional: 'titles' as const },
    schema: {
      operationId: `get_${kind.table}_series`,
      tags: [kind.tag],
      summary: `Read a recurring series of ${kind.label} titles`,
      description: 'Its members in indice order, each as the list shows it (a deleted member is absent). 404 for an unknown series or another company\'s. ' +
        'ETag and If-None-Match as on the lists: 304 while no write of the company happened since.',
      params: SeriesParams,
      response: {
        200: withExample(Envelope(Type.Array(refTo(kind.schemas.Title)), 'The members; total_registros counts them.'), envelope([kind.examples.title], 1)),
        ...errorResponses(400, 401, 403, 404, 429, 500, 503)
      }
    }
  }
}

export function updateSeriesRoute<S extends KindSchemas> (kind: TitleKind<S>) {
  return {
    config: { scope: 'write' as const },
    schema: {
      operationId: `update_${kind.table}_series`,
      tags: [kind.tag],
      summary: `Change a recurring series of ${kind.label} titles`,
      description: 'The update of one title (without data_vencimento) applied to every member from a_partir_de on that is open, in one transaction: each changed member gets its own versao and alterado event. ' +
        'Members that are cancelled or have an active settlement are listed in ignorados and never touched. 404 for an unknown series or another company\'s.',
      params: SeriesParams,
      body: withExample(kind.schemas.SeriesUpdateBody, seriesUpdateExample),
      response: { 200: SeriesChangeEnvelope, ...errorResponses(400, 401, 403, 404, 413, 415, 429, 500, 503) }
    }
  }
}

export function cancelSeriesRoute<S extends KindSchemas> (kind: TitleKind<S>) {
  return {
    config: { scope: 'write' as const },
    schema: {
      operationId: `cancel_${kind.table}_series`,
      tags: [kind.tag],
      summary: `Cancel a recurring series of ${kind.label} titles`,
      description: 'Cancels every member from a_partir_de on that is open, in one transaction, each with its own versao and cancelado event, motivo as motivo_cancelamento. ' +
        'Members already cancelled or with an active settlement are listed in ignorados and never touched. 404 for an unknown series or another company\'s.',
      params: SeriesParams,
      headers: IdempotencyHeaders,
      body: withExample(Type.Union([SeriesCancelBody, Type.Null()], { description: 'Optional: { "motivo"?, "a_partir_de"? }, an empty object, or no body at all.' }), { motivo: 'Contrato encerrado', a_partir_de: 7 }),
      response: { 200: SeriesChangeEnvelope, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503) }
    }
  }
}
