import { Type, type Static } from '@sinclair/typebox'
import { Code, CodeText, Envelope, IsoDate, Money, refTo, Text, UtcDateTime } from './common.js'

/**
 * Settlements ("baixas", docs/CONTRACT.md section 11): payments of payables, receipts of receivables.
 * A settlement amortizes valor + desconto - juros - multa of its title.
 */

export const SettlementBody = Type.Object({
  valor: Type.Number({ ...Money, description: 'Amount paid or received.' }),
  data: Type.String({ ...IsoDate, description: 'Date of the payment or receipt.' }),
  desconto: Type.Optional(Type.Number({ ...Money, description: 'Discount granted: amortizes the title like valor.' })),
  juros: Type.Optional(Type.Number({ ...Money, description: 'Interest paid: part of valor that does not amortize the title.' })),
  multa: Type.Optional(Type.Number({ ...Money, description: 'Fine paid: part of valor that does not amortize the title.' })),
  codigo_conta_corrente: Type.Optional(Code),
  codigo_baixa_integracao: Type.Optional(CodeText(60, { description: "The client's own key of the settlement: unique per title (409)." })),
  observacao: Type.Optional(Text(500))
}, {
  $id: 'BaixaNova',
  additionalProperties: false,
  description: 'valor + desconto - juros - multa must be above 0 and at most the open balance of the title (400 otherwise).'
})
export type SettlementBody = Static<typeof SettlementBody>

export const Settlement = Type.Object({
  codigo_baixa: Type.Integer({ minimum: 1, description: 'Assigned by the service: the :baixaId of the reversal URL.' }),
  ...SettlementBody.properties,
  lancado_em: Type.String({ ...UtcDateTime, description: 'When it was recorded.' }),
  lancado_por: Type.String({ description: 'Name of the API key that recorded it.' }),
  estornado: Type.Boolean({ description: 'true once reversed: it stays listed but no longer counts.' }),
  estornado_em: Type.Optional(Type.String({ ...UtcDateTime, description: 'When it was reversed.' })),
  estornado_por: Type.Optional(Type.String({ description: 'Name of the API key that reversed it.' }))
}, { $id: 'Baixa', additionalProperties: false })
export type Settlement = Static<typeof Settlement>

export const SettlementParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'codigo_lancamento_svc of the title.' }),
  baixaId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'codigo_baixa of the settlement.' })
}, { additionalProperties: false })

export const SettlementList = Envelope(Type.Array(refTo(Settlement)), "The title's settlements, reversed ones included, in the order they were recorded.")

export const CancellationBody = Type.Union([
  Type.Object({ motivo: Type.Optional(Text(200, { description: 'Why the title was cancelled; returned as motivo_cancelamento.' })) }, { additionalProperties: false }),
  Type.Null()
], { description: 'Optional: { "motivo": "..." }, an empty object, or no body at all.' })
