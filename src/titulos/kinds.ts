import type { TSchema } from '@sinclair/typebox'
import type { TitleTableName } from '../../db/database.js'
import { ContaPagar, ContaPagarCreateBody, ContaPagarUpdateBody } from '../../schemas/contas-pagar.js'
import { ContaReceber, ContaReceberCreateBody, ContaReceberUpdateBody } from '../../schemas/contas-receber.js'

/**
 * Both tables have the TitleTable shape, so queries are typed against one of them and run against
 * `kind.table`. This alias is that one type-level name.
 */
export type TitleTableAlias = 'contas_pagar'

/** Everything that differs between payables and receivables; the rest of src/titulos is shared. */
export interface TitleKind {
  table: TitleTableName
  path: '/contas-pagar' | '/contas-receber'
  tag: string
  /** Singular noun for messages. */
  label: string
  counterpart: 'fornecedor' | 'cliente'
  /** codigo_cliente_fornecedor as the title stores it: a number on payables, a string on receivables. */
  counterpartCode: (id: number) => number | string
  /** The receipt date the revenue report uses; payables have none. */
  receiptDate: (title: Record<string, unknown>) => string | null
  schemas: { Title: TSchema, CreateBody: TSchema, UpdateBody: TSchema }
}

export const PAYABLE: TitleKind = {
  table: 'contas_pagar',
  path: '/contas-pagar',
  tag: 'contas-pagar',
  label: 'conta a pagar',
  counterpart: 'fornecedor',
  counterpartCode: (id) => id,
  receiptDate: () => null,
  schemas: { Title: ContaPagar, CreateBody: ContaPagarCreateBody, UpdateBody: ContaPagarUpdateBody }
}

export const RECEIVABLE: TitleKind = {
  table: 'contas_receber',
  path: '/contas-receber',
  tag: 'contas-receber',
  label: 'conta a receber',
  counterpart: 'cliente',
  counterpartCode: (id) => String(id),
  receiptDate: (title) => (title.recebimento as { data?: string } | undefined)?.data ?? null,
  schemas: { Title: ContaReceber, CreateBody: ContaReceberCreateBody, UpdateBody: ContaReceberUpdateBody }
}

export function tableOf (kind: TitleKind): TitleTableAlias {
  return kind.table as TitleTableAlias
}
