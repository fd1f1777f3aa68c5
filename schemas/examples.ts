import type { Static } from '@sinclair/typebox'
import type { CancellationBody, Settlement, SettlementBody } from './baixas.js'
import type { ResultObject } from './common.js'
import type { ContaPagar, ContaPagarCreateBody, ContaPagarNova, ContaPagarUpdateBody } from './contas-pagar.js'
import type { ContaReceber, ContaReceberCreateBody, ContaReceberNova, ContaReceberUpdateBody } from './contas-receber.js'
import type { Categoria, CategoriaBody, ClienteFornecedor, ClienteFornecedorBody } from './diretorios.js'
import type { Event } from './eventos.js'
import type { BatchItemResult } from './lote.js'
import { REPETITION_EXAMPLES } from './titulos.js'
import type { RevenueGroup } from './receitas.js'
import type { Delivery, Webhook } from './webhooks.js'

/**
 * The request and response examples of the document: Swagger UI fills the request ones into "Try
 * it out", and the document shows the response ones. Each is typed by its schema here, and
 * test/examples.test.ts checks each against the document with a strict validator and sends the
 * requests to a running service, expecting the documented success status.
 *
 * A create example carries no codigo_lancamento_integracao, so executing it twice makes two titles
 * instead of a 409; a test of Swagger UI executes the POST /contas-pagar one and expects 201.
 */

const TIME_STAMP = '2026-11-20T13:15:00Z'
const CHANGED_AT = '2026-11-20T13:15:00.000Z'
const STAMP = { dInc: '2026-11-20', hInc: '10:15:00', uInc: 'erp-integracao', dAlt: '2026-11-20', hAlt: '10:15:00', uAlt: 'erp-integracao' }

export const payableCreate = {
  data: {
    codigo_cliente_fornecedor: 501,
    data_vencimento: '2026-12-10',
    valor_documento: 1500.07,
    codigo_categoria: '2.01.01',
    numero_parcela: '1/3',
    observacao: 'Aluguel de dezembro'
  }
} satisfies Static<typeof ContaPagarCreateBody>

export const receivableCreate = {
  data: {
    codigo_cliente_fornecedor: 'C-77',
    data_vencimento: '2026-12-05',
    valor_documento: 980.5,
    codigo_categoria: '1.01.01',
    numero_documento_fiscal: 'NF-555',
    observacao: 'Mensalidade de dezembro'
  }
} satisfies Static<typeof ContaReceberCreateBody>

/** A create's named examples: the title alone (what Swagger UI fills in first), then as each series. */
export function createExamples<T extends { data: object }> (create: T): Record<string, { summary: string, value: T }> {
  const series = Object.entries(REPETITION_EXAMPLES).map(([name, { summary, value }]) => [name, { summary, value: { ...create, data: { ...create.data, repeticao: value } } }])
  return { titulo: { summary: 'One title', value: create }, ...Object.fromEntries(series) }
}

export const payableTitle = {
  codigo_lancamento_svc: 1001,
  ...payableCreate.data,
  data_previsao: '2026-12-10',
  status_titulo: 'A VENCER',
  info: STAMP,
  versao: 1,
  atualizado_em: CHANGED_AT
} satisfies Static<typeof ContaPagar>

export const receivableTitle = {
  codigo_lancamento_svc: 2001,
  ...receivableCreate.data,
  data_previsao: '2026-12-05',
  status_titulo: 'A VENCER',
  info: STAMP,
  versao: 1,
  atualizado_em: CHANGED_AT
} satisfies Static<typeof ContaReceber>

export const payableUpdate = {
  conta: { valor: 1600, observacoes: 'Aluguel reajustado', fornecedor: { id: 501, nome: 'Imobiliaria Sol Ltda' } }
} satisfies Static<typeof ContaPagarUpdateBody>

export const receivableUpdate = {
  conta: { descricao: 'Mensalidade de dezembro', data_previsao: '2026-12-08', cliente: { id: 'C-77', nome: 'Mercado Azul Ltda' } }
} satisfies Static<typeof ContaReceberUpdateBody>

export const payableBatch = {
  itens: [
    { ...payableCreate.data, codigo_lancamento_integracao: 'NF-2001' },
    { ...payableCreate.data, codigo_lancamento_integracao: 'NF-2002', numero_parcela: '2/3', data_vencimento: '2027-01-10' }
  ]
} satisfies { itens: Array<Static<typeof ContaPagarNova>> }

export const receivableBatch = {
  itens: [
    { ...receivableCreate.data, codigo_lancamento_integracao: 'PED-3001' },
    { ...receivableCreate.data, codigo_lancamento_integracao: 'PED-3002', data_vencimento: '2027-01-05' }
  ]
} satisfies { itens: Array<Static<typeof ContaReceberNova>> }

/** The answer to a batch of new titles with these codes. */
export function batchResultOf (batch: { itens: Array<{ codigo_lancamento_integracao: string }> }, firstId: number) {
  const data = batch.itens.map((item, indice) => ({
    indice, codigo_lancamento_integracao: item.codigo_lancamento_integracao, resultado: 'criado', codigo_lancamento_svc: firstId + indice
  }) satisfies Static<typeof BatchItemResult>)
  return { success: true as const, data, timeStamp: TIME_STAMP, total_registros: data.length }
}

const RESULT = { fieldCount: 0, affectedRows: 1, serverStatus: 2, warningStatus: 0 }
export const createdResultExample = { ...RESULT, insertId: 1001, info: '', changedRows: 0 } satisfies ResultObject
export const updatedResultExample = { ...RESULT, insertId: 0, info: 'Rows matched: 1 Changed: 1 Warnings: 0', changedRows: 1 } satisfies ResultObject

export const settlementCreate = { valor: 600, data: '2026-12-05', observacao: 'PIX' } satisfies SettlementBody

export const settlement = {
  codigo_baixa: 1,
  ...settlementCreate,
  lancado_em: CHANGED_AT,
  lancado_por: 'erp-integracao',
  estornado: false
} satisfies Settlement

/** The titles after settlementCreate: partly paid or received. */
export const payableSettled = { ...payableTitle, status_titulo: 'PAGTO_PARCIAL', valor_pag: settlementCreate.valor, versao: 2 } satisfies Static<typeof ContaPagar>
export const receivableSettled = {
  ...receivableTitle,
  status_titulo: 'PAGTO_PARCIAL',
  recebimento: { valor: settlementCreate.valor, desconto: 0, juros: 0, multa: 0, data: settlementCreate.data, observacao: settlementCreate.observacao },
  versao: 2
} satisfies Static<typeof ContaReceber>

export const cancellation = { motivo: 'Pedido desistido' } satisfies Static<typeof CancellationBody>

export const categoriaBody = { descricao: 'Aluguel', tipo: 'FIXA' } satisfies CategoriaBody
export const categoria = { codigo: '2.01.01', ...categoriaBody } satisfies Categoria
export const clienteFornecedorBody = { razao_social: 'Imobiliaria Sol Ltda', cnpj_cpf: '12.345.678/0001-95' } satisfies ClienteFornecedorBody
export const clienteFornecedor = { codigo: '501', razao_social: 'Imobiliaria Sol Ltda', cnpj_cpf: '12345678000195' } satisfies ClienteFornecedor

export const revenueGroup = {
  receitas: [{
    razao_social: 'Mercado Azul Ltda',
    nota_fiscal: 'NF-555',
    data_pagamento_recebido: null,
    data_previsao: '2026-12-05T00:00:00.000Z',
    documento: null,
    codigo_categoria: '1.01.01',
    descricao_categoria: 'Mensalidades',
    origem: '',
    valor_documento: '980.50',
    desconto: '0.00',
    valor_recebido: '0.00',
    recebido: 0
  }],
  quantia_recebidos: 0,
  valor_receitas: '980.50'
} satisfies RevenueGroup

export const event = {
  posicao: 1,
  tipo: 'criado',
  recurso: 'contas-pagar',
  id: 1001,
  codigo_lancamento_integracao: null,
  versao: 1,
  ocorrido_em: CHANGED_AT,
  dados: payableTitle
} satisfies Static<typeof Event>

/** An envelope around examples, as the lists and the reads answer them. */
export function envelope<T> (data: T, total: number) {
  return { success: true as const, data, timeStamp: TIME_STAMP, total_registros: total }
}

/** A webhook endpoint: the example URL's host is never resolved by a test (creating does not send). */
export const webhookCreate = { url: 'https://erp.example.com/webhooks/contas', tipos: ['criado', 'baixa_lancada'], descricao: 'ERP de producao' } as const
export const webhook = {
  id: 7,
  url: webhookCreate.url,
  tipos: [...webhookCreate.tipos],
  descricao: webhookCreate.descricao,
  ativo: true,
  desativado_motivo: null,
  posicao: 1842,
  pendentes: 0,
  proxima_tentativa: null,
  criado_em: CHANGED_AT
} satisfies Webhook
export const SECRET_EXAMPLE = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw/3x5gsZeWmQ='
export const webhookUpdate = { ativo: true } as const
/** From the start of the feed: a cursor after the feed's end would be 400, so the example works on any company. */
export const webhookReplay = { desde: 0 } as const
export const delivery = {
  tipo: 'eventos',
  mensagem_id: 'msg_7_1843',
  posicao_de: 1843,
  posicao_ate: 1843,
  tentativa: 1,
  status_http: 204,
  erro: null,
  duracao_ms: 84,
  em: CHANGED_AT
} satisfies Delivery

/** PATCH .../series/{codigo_serie}: the rent goes up from member 4 on. */
export const seriesUpdateExample = { conta: { valor: 1650 }, a_partir_de: 4 } as const
/** Its answer: members 5 to 12 changed; member 4 was already paid. */
export const seriesChangeExample = {
  alterados: [1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012],
  ignorados: [{ id: 1004, motivo: 'baixado' as const }]
}
