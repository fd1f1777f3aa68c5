import { Type, type Static } from '@sinclair/typebox'
import { Envelope } from './common.js'

const DecimalString = Type.String({ pattern: '^[0-9]+\\.[0-9]{2}$', description: 'Decimal amount with two fraction digits, as a string.', examples: ['1500.00'] })
const MidnightUtc = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T00:00:00\\.000Z$', description: 'Date as YYYY-MM-DDT00:00:00.000Z.', examples: ['2026-03-10T00:00:00.000Z'] })

export const RevenueLine = Type.Object({
  razao_social: Type.String({ description: 'From /clientes-fornecedores; "" when the customer is unknown.' }),
  nota_fiscal: Type.String({ description: 'numero_documento_fiscal, "" when absent.' }),
  data_pagamento_recebido: Type.Union([MidnightUtc, Type.Null()], { description: 'recebimento.data; null when not received.' }),
  data_previsao: MidnightUtc,
  documento: Type.Union([Type.String(), Type.Null()], { description: 'numero_documento, or null.' }),
  codigo_categoria: Type.String(),
  descricao_categoria: Type.String({ description: 'From /categorias; "" when the category is unknown.' }),
  origem: Type.String({ description: 'id_origem, "" when absent.' }),
  valor_documento: DecimalString,
  desconto: Type.String({ ...DecimalString, description: 'recebimento.desconto, "0.00" when absent.' }),
  valor_recebido: Type.String({ ...DecimalString, description: 'recebimento.valor, "0.00" when absent.' }),
  recebido: Type.Union([Type.Literal(1), Type.Literal(0)], { description: '1 for a received (settled) title, 0 for a forecast.' })
}, { $id: 'ReceitaLinha', additionalProperties: false })
export type RevenueLine = Static<typeof RevenueLine>

export const RevenueGroup = Type.Object({
  receitas: Type.Array(RevenueLine),
  quantia_recebidos: Type.Integer({ description: 'Number of received lines in the group.' }),
  valor_receitas: Type.String({ pattern: '^[0-9]+\\.[0-9]{2}$', description: "Exact sum of the lines' valor_documento, two fraction digits." })
}, { additionalProperties: false, description: 'Lines of one codigo_categoria, ordered by date then codigo_lancamento_svc.' })
export type RevenueGroup = Static<typeof RevenueGroup>

export const RevenueEnvelope = Envelope(Type.Array(RevenueGroup), 'Revenue groups in ascending codigo_categoria order; total_registros is the number of lines.')
