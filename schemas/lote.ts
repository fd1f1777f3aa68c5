import { Type, type TSchema } from '@sinclair/typebox'
import { ErrorBody, refTo, TimeStamp } from './common.js'

/** Batch upserts (docs/CONTRACT.md section 13): PUT /contas-pagar/lote and PUT /contas-receber/lote. */

/** Titles per batch; more is one 400 for the whole request. */
export const BATCH_MAX_ITEMS = 500

export const BATCH_OUTCOMES = ['criado', 'alterado', 'inalterado', 'erro'] as const

/**
 * The batch body as documented. Items are validated one by one by the route (each against the
 * create schema), so one bad item fails alone; BatchEnvelope is what the request as a whole must be.
 */
export function BatchBody (newTitle: TSchema) {
  return Type.Object({
    itens: Type.Array(newTitle, {
      minItems: 1,
      maxItems: BATCH_MAX_ITEMS,
      description: `1 to ${BATCH_MAX_ITEMS} titles as on create, each with its codigo_lancamento_integracao (the upsert key; unique within the batch).`
    })
  }, { additionalProperties: false })
}

/** What the request as a whole must be before its items are looked at one by one. */
export const BatchEnvelope = Type.Object({
  itens: Type.Array(Type.Unknown(), { minItems: 1, maxItems: BATCH_MAX_ITEMS })
}, { additionalProperties: false })

export const BatchItemResult = Type.Object({
  indice: Type.Integer({ minimum: 0, description: 'Position of the item in itens, from 0.' }),
  // The code as the item sent it, whatever it was, so the client can tell which item failed: an
  // item refused because its code breaks CodeText's rules ("", 61 characters, " x") still names it.
  codigo_lancamento_integracao: Type.Optional(Type.String({ description: 'The item\'s codigo_lancamento_integracao as sent (when it was a string), also when the item failed because of it.' })),
  resultado: Type.Union(BATCH_OUTCOMES.map((value) => Type.Literal(value)), {
    description: 'criado: a new title; alterado: the title with this code was replaced (new versao, one event); inalterado: it already had this content (nothing written); erro: nothing was stored for this item, see erro.'
  }),
  codigo_lancamento_svc: Type.Optional(Type.Integer({ minimum: 1, description: 'The title of this code, unless the item failed.' })),
  erro: Type.Optional(refTo(ErrorBody))
}, { $id: 'ResultadoLote', additionalProperties: false })

export const BatchResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(refTo(BatchItemResult), { description: 'One entry per item, in request order.' }),
  timeStamp: TimeStamp,
  total_registros: Type.Integer({ description: 'Number of items.' })
}, { additionalProperties: false, description: 'Every item\'s outcome. The request succeeds (200) even when items fail; each failed item has the error body a single request would have had.' })
