import { Type, type Static } from '@sinclair/typebox'
import { Code, CodeText, Flag, IsoDate, Money, Percent, Text } from './common.js'
import { commonTitleFields, Repetition } from './titulos.js'
import { seriesUpdateBodySchema, titleSchemas, updateBodySchema } from './title-schemas.js'

export const Boleto = Type.Object({
  cGerado: Flag,
  cNumBancario: Text(30),
  cNumBoleto: Text(30),
  dDtEmBol: IsoDate,
  nPerJuros: Percent,
  nPerMulta: Percent
}, { additionalProperties: false, description: 'Bank slip data. Every field optional.' })

export const Receipt = Type.Object({
  codigo_recebimento_integracao: CodeText(60, { description: 'The receipt recorded on create: its codigo_baixa_integracao (as POST .../recebimentos takes it).' }),
  codigo_conta_corrente: Code,
  valor: Money,
  desconto: Money,
  juros: Money,
  multa: Money,
  data: Type.String({ ...IsoDate, description: 'Receipt date, YYYY-MM-DD: the date the revenue report files a settled title under.' }),
  observacao: Text(500)
}, {
  additionalProperties: false,
  description: 'On responses, the summary of the active receipts (present while there is one): valor, desconto, juros and multa summed, data and the other fields of the latest. ' +
    'On create, records one receipt: valor defaults to the open value, data to data_vencimento. Every field optional.'
})

export const { Title: ContaReceber, NewTitle: ContaReceberNova, CreateBody: ContaReceberCreateBody } = titleSchemas('ContaReceber', {
  ...commonTitleFields,
  codigo_cliente_fornecedor: CodeText(60, { description: 'Customer code: a string on receivables (a number on payables).' }),
  bloquear_baixa: Flag,
  baixar_documento: Flag,
  conciliar_documento: Flag,
  lancamento_detalhe: Type.Array(Type.Unknown(), { maxItems: 100, description: 'Free-form detail entries, stored and returned as sent.' }),
  data_registro: Text(30),
  tipo_agrupamento: Text(20, { description: 'Free text grouping code; stored and returned as sent.' }),
  boleto: Type.Partial(Boleto),
  nCodPedido: Code,
  nCodOS: Code,
  cPedidoCliente: Text(30),
  cNumeroContrato: Text(30),
  recebimento: Type.Partial(Receipt),
  repeticao: Repetition
})
export type ContaReceber = Static<typeof ContaReceber>
export type ContaReceberNova = Static<typeof ContaReceberNova>

export const ContaReceberUpdateBody = updateBodySchema('ContaReceberAtualizacao', 'cliente', 'customer')
export type ContaReceberUpdateBody = Static<typeof ContaReceberUpdateBody>

export const ContaReceberSerieAtualizacao = seriesUpdateBodySchema('ContaReceberSerieAtualizacao', 'cliente', 'customer')
