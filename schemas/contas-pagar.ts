import { Type, type Static } from '@sinclair/typebox'
import { Flag, IsoDate, Money, Percent, Text } from './common.js'
import { commonTitleFields, Repetition } from './titulos.js'
import { seriesUpdateBodySchema, titleSchemas, updateBodySchema } from './title-schemas.js'

export const BankIntegration = Type.Object({
  codigo_forma_pagamento: Text(10),
  banco_transferencia: Text(10),
  agencia_transferencia: Text(10),
  conta_corrente_transferencia: Text(20),
  finalidade_transferencia: Text(10),
  cpf_cnpj_transferencia: Text(20),
  nome_transferencia: Text(100),
  codigo_barras_boleto: Text(60),
  juros_boleto: Money,
  multa_boleto: Money,
  pix_qrcode: Text(500)
}, { additionalProperties: false, description: 'Bank integration (CNAB) data. Every field optional.' })

export const ServiceTaken = Type.Object({
  numero_nf: Text(20),
  serie_nf: Text(10),
  codigo_servico: Text(20),
  valor_nf: Money,
  cst_pis: Text(5),
  base_pis: Money,
  aliquota_pis: Percent,
  valor_pis: Money,
  cst_cofins: Text(5),
  base_cofins: Money,
  aliquota_cofins: Percent,
  valor_cofins: Money
}, { additionalProperties: false, description: 'Service taken (NFS-e) data. Every field optional.' })

export const { Title: ContaPagar, NewTitle: ContaPagarNova, CreateBody: ContaPagarCreateBody } = titleSchemas('ContaPagar', {
  ...commonTitleFields,
  codigo_cliente_fornecedor: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Supplier code: a number on payables (a string on receivables).' }),
  data_entrada: IsoDate,
  id_conta_corrente_integracao: Text(60),
  baixa_bloqueada: Flag,
  cnab_integracao_bancaria: Type.Partial(BankIntegration),
  servico_tomado: Type.Partial(ServiceTaken),
  valor_pag: Type.Number({ ...Money, description: 'Amount paid: on responses the sum of the active payments (present while there is one); on create, records one payment of this amount on data_vencimento (with PAGO and without valor_pag, the whole value).' }),
  repeticao: Repetition
})
export type ContaPagar = Static<typeof ContaPagar>
export type ContaPagarNova = Static<typeof ContaPagarNova>

export const ContaPagarUpdateBody = updateBodySchema('ContaPagarAtualizacao', 'fornecedor', 'supplier')
export type ContaPagarUpdateBody = Static<typeof ContaPagarUpdateBody>

export const ContaPagarSerieAtualizacao = seriesUpdateBodySchema('ContaPagarSerieAtualizacao', 'fornecedor', 'supplier')
