import type { Static, TObject, TSchema } from '@sinclair/typebox'
import { ContaPagar, ContaPagarCreateBody, ContaPagarNova, ContaPagarSerieAtualizacao, ContaPagarUpdateBody } from '../../schemas/contas-pagar.js'
import { ContaReceber, ContaReceberCreateBody, ContaReceberNova, ContaReceberSerieAtualizacao, ContaReceberUpdateBody } from '../../schemas/contas-receber.js'
import type { Resource } from '../../schemas/eventos.js'
import * as examples from '../../schemas/examples.js'

/** The schemas of one title kind; the routes' request and response types come from them. */
export interface KindSchemas {
  Title: TObject
  NewTitle: TSchema
  /** Typed by what the shared code reads, so a route's body reaches the service without a cast. */
  CreateBody: TSchema & { static: { data: AnyNewTitle } }
  UpdateBody: TSchema & { static: { conta: AnyUpdate } }
  SeriesUpdateBody: TSchema & { static: { conta: AnyUpdate, a_partir_de?: number } }
}

/** Everything that differs between payables and receivables; the rest of src/titulos is shared. */
export interface TitleKind<S extends KindSchemas = KindSchemas> {
  table: 'contas_pagar' | 'contas_receber'
  categoryTable: 'contas_pagar_categorias' | 'contas_receber_categorias'
  settlementTable: 'contas_pagar_baixas' | 'contas_receber_baixas'
  /** The kind's name in the change feed and in its URLs. */
  resource: Resource
  path: `/${Resource}`
  /** The settlements' path segment: /contas-pagar/:id/pagamentos, /contas-receber/:id/recebimentos. */
  settlementsPath: 'pagamentos' | 'recebimentos'
  tag: string
  /** Singular noun for messages. */
  label: string
  counterpart: 'fornecedor' | 'cliente'
  /** The stored status of a title whose balance is zero. */
  settledStatus: 'PAGO' | 'LIQUIDADO'
  /** codigo_cliente_fornecedor as the title carries it: a number on payables, a string on receivables. */
  counterpartCode: (stored: string) => number | string
  schemas: S
  /** The document's examples of this kind (schemas/examples.ts). */
  examples: KindExamples
}

export interface KindExamples {
  create: { data: object }
  update: unknown
  batch: { itens: Array<{ codigo_lancamento_integracao: string }> }
  title: Record<string, unknown>
  settled: Record<string, unknown>
}

export type PayableSchemas = { Title: typeof ContaPagar, NewTitle: typeof ContaPagarNova, CreateBody: typeof ContaPagarCreateBody, UpdateBody: typeof ContaPagarUpdateBody, SeriesUpdateBody: typeof ContaPagarSerieAtualizacao }
export type ReceivableSchemas = { Title: typeof ContaReceber, NewTitle: typeof ContaReceberNova, CreateBody: typeof ContaReceberCreateBody, UpdateBody: typeof ContaReceberUpdateBody, SeriesUpdateBody: typeof ContaReceberSerieAtualizacao }

export const PAYABLE: TitleKind<PayableSchemas> = {
  table: 'contas_pagar',
  categoryTable: 'contas_pagar_categorias',
  settlementTable: 'contas_pagar_baixas',
  resource: 'contas-pagar',
  path: '/contas-pagar',
  settlementsPath: 'pagamentos',
  tag: 'contas-pagar',
  label: 'conta a pagar',
  counterpart: 'fornecedor',
  settledStatus: 'PAGO',
  counterpartCode: (stored) => Number(stored),
  schemas: { Title: ContaPagar, NewTitle: ContaPagarNova, CreateBody: ContaPagarCreateBody, UpdateBody: ContaPagarUpdateBody, SeriesUpdateBody: ContaPagarSerieAtualizacao },
  examples: { create: examples.payableCreate, update: examples.payableUpdate, batch: examples.payableBatch, title: examples.payableTitle, settled: examples.payableSettled }
}

export const RECEIVABLE: TitleKind<ReceivableSchemas> = {
  table: 'contas_receber',
  categoryTable: 'contas_receber_categorias',
  settlementTable: 'contas_receber_baixas',
  resource: 'contas-receber',
  path: '/contas-receber',
  settlementsPath: 'recebimentos',
  tag: 'contas-receber',
  label: 'conta a receber',
  counterpart: 'cliente',
  settledStatus: 'LIQUIDADO',
  counterpartCode: (stored) => stored,
  schemas: { Title: ContaReceber, NewTitle: ContaReceberNova, CreateBody: ContaReceberCreateBody, UpdateBody: ContaReceberUpdateBody, SeriesUpdateBody: ContaReceberSerieAtualizacao },
  examples: { create: examples.receivableCreate, update: examples.receivableUpdate, batch: examples.receivableBatch, title: examples.receivableTitle, settled: examples.receivableSettled }
}

export const KINDS = [PAYABLE, RECEIVABLE] as const

export type TitleOf<S extends KindSchemas> = Static<S['Title']>
/** What both kinds' titles have: the shared code reads and writes titles through this. */
export type AnyTitle = Static<typeof ContaPagar> | Static<typeof ContaReceber>
export type AnyNewTitle = Static<typeof ContaPagarNova> | Static<typeof ContaReceberNova>
export type AnyUpdate = Static<typeof ContaPagarUpdateBody>['conta'] | Static<typeof ContaReceberUpdateBody>['conta']
