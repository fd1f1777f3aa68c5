import { Type, type Static } from '@sinclair/typebox'
import { Text } from './common.js'

/** The series routes' own shapes (docs/CONTRACT.md section 17); the update body is per kind (title-schemas.ts). */

export const SeriesParams = Type.Object({
  codigo_serie: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: "The series' code: member 1's codigo_lancamento_svc (serie.codigo_serie on every member)." })
}, { additionalProperties: false })

export const SeriesCancelBody = Type.Object({
  motivo: Type.Optional(Text(200, { description: 'Recorded as motivo_cancelamento of every member cancelled.' })),
  a_partir_de: Type.Optional(Type.Integer({ minimum: 1, maximum: 120, default: 1, description: 'The first member (indice) to cancel; default 1, every member.' }))
}, { additionalProperties: false })
export type SeriesCancelBody = Static<typeof SeriesCancelBody>

export const SKIP_REASONS = ['cancelado', 'baixado', 'inalterado'] as const

export const SkippedMember = Type.Object({
  id: Type.Integer({ minimum: 1, description: 'codigo_lancamento_svc of the member left as it was.' }),
  motivo: Type.Unsafe<typeof SKIP_REASONS[number]>({
    type: 'string',
    enum: [...SKIP_REASONS],
    description: 'cancelado: the member is CANCELADO; baixado: it has an active settlement (PAGO, LIQUIDADO or PAGTO_PARCIAL); inalterado: it already had every value sent (no new version, no event).'
  })
}, { additionalProperties: false })
export type SkippedMember = Static<typeof SkippedMember>

export const SeriesChange = Type.Object({
  alterados: Type.Array(Type.Integer({ minimum: 1 }), { description: 'codigo_lancamento_svc of the members changed, in indice order: each has a new versao and one event.' }),
  ignorados: Type.Array(SkippedMember, { description: 'The members from a_partir_de on that were not touched, in indice order, with the reason.' })
}, { additionalProperties: false })
export type SeriesChange = Static<typeof SeriesChange>
