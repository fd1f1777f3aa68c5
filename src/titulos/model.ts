import type { Info, SeriesPosition, StoredStatus } from '../../schemas/titulos.js'

/**
 * A title as the service holds it between the database and the API: columns as typed values, money
 * in integer cents, the rest of the fields in `extra`. Mapped from rows in columns.ts and to the API
 * in view.ts; the rules (rules.ts, settlement-rules.ts) work on these types alone.
 */

export interface CategoryShare { codigo_categoria: string, percentual: number, valorCents?: number }

/** The fields a client writes, in stored form. */
export interface TitleRecord {
  codigo_lancamento_integracao: string | null
  codigo_cliente_fornecedor: string
  data_vencimento: string
  data_previsao: string
  valorCents: number
  codigo_categoria: string
  status: StoredStatus
  numero_documento_fiscal: string | null
  numero_documento: string | null
  id_origem: string | null
  motivo_cancelamento: string | null
  /** Every other field of the title, as the client sent it. */
  extra: TitleExtra
  categorias: CategoryShare[]
}

/**
 * The fields without a column of their own, kept as the client sent them. Typed where the service
 * reads them; the rest passes through untouched.
 */
export interface TitleExtra extends Record<string, unknown> {
  info?: Info
  observacao?: string
  descricao?: string
  distribuicao?: Array<{ nPerDep: number, nValDep?: number }>
}

/** What the active settlements add up to, and the latest of them. */
export interface SettlementSummary {
  valorCents: number
  descontoCents: number | null
  jurosCents: number | null
  multaCents: number | null
  latest: LatestSettlement
}

export interface LatestSettlement { id: number, data: string, codigo_conta_corrente: number | null, codigo_baixa_integracao: string | null, observacao: string | null }

export interface StoredTitle extends TitleRecord {
  id: number
  versao: number
  atualizado_em: string
  /** null while the title has no active settlement. */
  settled: SettlementSummary | null
  /** Its place in a recurring series (docs/CONTRACT.md section 17), set by the service; null outside one. */
  serie: SeriesPosition | null
}

/** The amounts of one settlement in cents, as the summary counts them. */
export interface SettlementAmounts {
  valorCents: number
  descontoCents: number | null
  jurosCents: number | null
  multaCents: number | null
}

/** A settlement as the summary counts it. */
export interface SettlementParts extends SettlementAmounts {
  latest: LatestSettlement
}
