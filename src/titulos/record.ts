import fastJson from 'fast-json-stringify'
import type { SettlementRow, TitleRow } from '../../db/database.js'
import type { Settlement } from '../../schemas/baixas.js'
import type { MoneyCodec } from '../../db/dialect.js'
import type { StoredStatus } from '../../schemas/titulos.js'
import { fromCents } from '../money.js'
import type { AnyTitle, TitleKind } from './kinds.js'
import { displayStatus } from './status.js'

/**
 * A title as the service holds it between the database and the API: columns as typed values, money
 * in integer cents, the rest of the fields in `extra`. The one mapping in each direction lives here.
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
  extra: Record<string, unknown>
  categorias: CategoryShare[]
}

/** What the active settlements add up to, and the latest of them. */
export interface SettlementSummary {
  valorCents: number
  descontoCents: number | null
  jurosCents: number | null
  multaCents: number | null
  latest: { id: number, data: string, codigo_conta_corrente: number | null, codigo_baixa_integracao: string | null, observacao: string | null }
}

export interface StoredTitle extends TitleRecord {
  id: number
  versao: number
  atualizado_em: string
  /** null while the title has no active settlement. */
  settled: SettlementSummary | null
}

/** A settlement as the summary counts it. */
export interface SettlementParts {
  valorCents: number
  descontoCents: number | null
  jurosCents: number | null
  multaCents: number | null
  latest: SettlementSummary['latest']
}

/**
 * The summary after one more settlement, as summarizing the settlement table would give it: sums
 * that stay null while no settlement has the amount (SQL's SUM), and the latest by date, then id.
 * The newest settlement has the highest id, so it is the latest unless its date is earlier.
 */
export function withSettlement (summary: SettlementSummary | null, added: SettlementParts): SettlementSummary {
  if (summary === null) return added
  const sum = (a: number | null, b: number | null) => a === null && b === null ? null : (a ?? 0) + (b ?? 0)
  return {
    valorCents: summary.valorCents + added.valorCents,
    descontoCents: sum(summary.descontoCents, added.descontoCents),
    jurosCents: sum(summary.jurosCents, added.jurosCents),
    multaCents: sum(summary.multaCents, added.multaCents),
    latest: added.latest.data >= summary.latest.data ? added.latest : summary.latest
  }
}

/** valor + desconto - juros - multa: how much of the title its settlements paid off. */
export function amortizedCents (summary: { valorCents: number, descontoCents?: number | null, jurosCents?: number | null, multaCents?: number | null } | null): number {
  if (summary === null) return 0
  return summary.valorCents + (summary.descontoCents ?? 0) - (summary.jurosCents ?? 0) - (summary.multaCents ?? 0)
}

export function openBalanceCents (title: { valorCents: number, settled: SettlementSummary | null }): number {
  return title.valorCents - amortizedCents(title.settled)
}

/** The columns a title list reads: the title's own and those of its latest settlement. */
export const TITLE_COLUMNS = [
  't.id', 't.codigo_lancamento_integracao', 't.codigo_cliente_fornecedor', 't.data_vencimento', 't.data_previsao',
  't.valor_documento', 't.codigo_categoria', 't.status', 't.numero_documento_fiscal', 't.numero_documento', 't.id_origem',
  't.motivo_cancelamento', 't.baixado_valor', 't.baixado_desconto', 't.baixado_juros', 't.baixado_multa', 't.ultima_baixa_id',
  't.versao', 't.atualizado_em', 't.extra',
  'b.data as baixa_data', 'b.codigo_conta_corrente as baixa_conta', 'b.codigo_baixa_integracao as baixa_integracao', 'b.observacao as baixa_observacao'
] as const

/** One row of TITLE_COLUMNS: the title's columns and those of its latest settlement. */
export type TitleSelection = Omit<TitleRow, 'empresa_id' | 'render' | 'render_versao'> & {
  baixa_data: string | null
  baixa_conta: number | string | null
  baixa_integracao: string | null
  baixa_observacao: string | null
}

export interface CategorySelection { titulo_id: number, codigo_categoria: string, percentual: number, valor: string | number | null }

export function storedTitleOf (row: TitleSelection, categorias: readonly CategorySelection[], money: MoneyCodec): StoredTitle {
  const optionalCents = (value: string | number | null) => value === null ? null : money.fromDb(value)
  return {
    id: row.id,
    codigo_lancamento_integracao: row.codigo_lancamento_integracao,
    codigo_cliente_fornecedor: row.codigo_cliente_fornecedor,
    data_vencimento: row.data_vencimento,
    data_previsao: row.data_previsao,
    valorCents: money.fromDb(row.valor_documento),
    codigo_categoria: row.codigo_categoria,
    status: row.status as StoredStatus,
    numero_documento_fiscal: row.numero_documento_fiscal,
    numero_documento: row.numero_documento,
    id_origem: row.id_origem,
    motivo_cancelamento: row.motivo_cancelamento,
    extra: JSON.parse(row.extra) as Record<string, unknown>,
    categorias: categorias.map((entry) => ({
      codigo_categoria: entry.codigo_categoria,
      percentual: Number(entry.percentual),
      ...(entry.valor === null ? {} : { valorCents: money.fromDb(entry.valor) })
    })),
    versao: row.versao,
    atualizado_em: row.atualizado_em,
    settled: row.ultima_baixa_id === null || row.baixa_data === null
      ? null
      : {
          valorCents: money.fromDb(row.baixado_valor),
          descontoCents: optionalCents(row.baixado_desconto),
          jurosCents: optionalCents(row.baixado_juros),
          multaCents: optionalCents(row.baixado_multa),
          latest: {
            id: row.ultima_baixa_id,
            data: row.baixa_data,
            codigo_conta_corrente: row.baixa_conta === null ? null : Number(row.baixa_conta),
            codigo_baixa_integracao: row.baixa_integracao,
            observacao: row.baixa_observacao
          }
        }
  }
}

/** The columns of a record, in the engine's representation; settlement sums are written apart. */
export function titleColumns (record: TitleRecord, money: MoneyCodec) {
  return {
    codigo_lancamento_integracao: record.codigo_lancamento_integracao,
    codigo_cliente_fornecedor: record.codigo_cliente_fornecedor,
    data_vencimento: record.data_vencimento,
    data_previsao: record.data_previsao,
    valor_documento: money.toDb(record.valorCents),
    codigo_categoria: record.codigo_categoria,
    status: record.status,
    numero_documento_fiscal: record.numero_documento_fiscal,
    numero_documento: record.numero_documento,
    id_origem: record.id_origem,
    motivo_cancelamento: record.motivo_cancelamento,
    extra: JSON.stringify(record.extra)
  }
}

/** The fields a title keeps in columns (or the child table, or the settlements), never in `extra`. */
export const COLUMN_FIELDS = new Set([
  'codigo_lancamento_integracao', 'codigo_cliente_fornecedor', 'data_vencimento', 'data_previsao', 'valor_documento',
  'codigo_categoria', 'categorias', 'numero_documento_fiscal', 'numero_documento', 'id_origem', 'status_titulo',
  'valor_pag', 'recebimento'
])

/** The title as the API shows it today; the route's response schema serializes it. */
export function apiTitle (kind: TitleKind, title: StoredTitle, today: string): AnyTitle {
  const present = <T>(name: string, value: T | null) => value === null ? {} : { [name]: value }
  return {
    ...title.extra,
    codigo_lancamento_svc: title.id,
    ...present('codigo_lancamento_integracao', title.codigo_lancamento_integracao),
    codigo_cliente_fornecedor: kind.counterpartCode(title.codigo_cliente_fornecedor),
    data_vencimento: title.data_vencimento,
    valor_documento: fromCents(title.valorCents),
    codigo_categoria: title.codigo_categoria,
    ...(title.categorias.length === 0
      ? {}
      : {
          categorias: title.categorias.map((entry) => ({
            codigo_categoria: entry.codigo_categoria,
            percentual: entry.percentual,
            ...(entry.valorCents === undefined ? {} : { valor: fromCents(entry.valorCents) })
          }))
        }),
    data_previsao: title.data_previsao,
    ...present('numero_documento_fiscal', title.numero_documento_fiscal),
    ...present('numero_documento', title.numero_documento),
    ...present('id_origem', title.id_origem),
    status_titulo: displayStatus(title.status, title.data_vencimento, today),
    ...settlementFields(kind, title.settled),
    versao: title.versao,
    atualizado_em: title.atualizado_em,
    ...present('motivo_cancelamento', title.motivo_cancelamento)
  } as AnyTitle
}

/** A payment or receipt as the API shows it; absent parts are left out, not null. */
export function apiSettlement (row: SettlementRow, money: MoneyCodec): Settlement {
  const optional = <T>(name: string, value: T | null) => value === null ? {} : { [name]: value }
  const amount = (value: string | number | null) => value === null ? null : fromCents(money.fromDb(value))
  return {
    codigo_baixa: row.id,
    valor: fromCents(money.fromDb(row.valor)),
    data: row.data,
    ...optional('desconto', amount(row.desconto)),
    ...optional('juros', amount(row.juros)),
    ...optional('multa', amount(row.multa)),
    ...optional('codigo_conta_corrente', row.codigo_conta_corrente === null ? null : Number(row.codigo_conta_corrente)),
    ...optional('codigo_baixa_integracao', row.codigo_baixa_integracao),
    ...optional('observacao', row.observacao),
    lancado_em: row.lancado_em,
    lancado_por: row.lancado_por,
    estornado: row.estornado_em !== null,
    ...optional('estornado_em', row.estornado_em),
    ...optional('estornado_por', row.estornado_por)
  } as Settlement
}

/** valor_pag on payables, recebimento on receivables: what the active settlements add up to. */
function settlementFields (kind: TitleKind, settled: SettlementSummary | null): Record<string, unknown> {
  if (settled === null) return {}
  if (kind.settledStatus === 'PAGO') return { valor_pag: fromCents(settled.valorCents) }
  const { latest } = settled
  const optional = (name: string, value: number | string | null) => value === null ? {} : { [name]: value }
  return {
    recebimento: {
      ...optional('codigo_recebimento_integracao', latest.codigo_baixa_integracao),
      ...optional('codigo_conta_corrente', latest.codigo_conta_corrente),
      valor: fromCents(settled.valorCents),
      ...optional('desconto', settled.descontoCents === null ? null : fromCents(settled.descontoCents)),
      ...optional('juros', settled.jurosCents === null ? null : fromCents(settled.jurosCents)),
      ...optional('multa', settled.multaCents === null ? null : fromCents(settled.multaCents)),
      data: latest.data,
      ...optional('observacao', latest.observacao)
    }
  }
}

/** The kind's title serializer, compiled from the same TypeBox schema as its routes' responses. */
export function titleSerializer (kind: TitleKind): (title: AnyTitle) => string {
  return fastJson(kind.schemas.Title) as (title: AnyTitle) => string
}

/** What a render starts with: the id is written in front of it when the title is read. */
const RENDER_HEAD = '{"codigo_lancamento_svc":0,'
const OPEN_STATUS = Buffer.from('"status_titulo":"EM ABERTO"')
const DISPLAYED_STATUS = new Map(['A VENCER', 'VENCE HOJE', 'ATRASADO'].map((status) => [status, Buffer.from(`"status_titulo":"${status}"`)]))

export interface TitleRenderer {
  /** The title's render cache entry: the API's JSON of it without the leading id, with the stored status, as UTF-8. */
  render: (title: StoredTitle) => Buffer
  /** The API's JSON of a title from its render cache entry, with today's derived status. */
  json: (row: { id: number, status: string, data_vencimento: string }, render: Buffer, today: string) => Buffer
}

/**
 * Renders with the kind's title serializer (compiled from its response schema), so a cached title
 * is byte for byte what the serializer writes. It relies on the serializer writing the required
 * fields first, id first and status among them: checked here once, so a serializer that changes
 * its order stops the service at start-up instead of corrupting responses.
 */
export function titleRenderer (kind: TitleKind, serialize: (title: AnyTitle) => string): TitleRenderer {
  const render = (title: StoredTitle) => {
    const text = serialize({ ...apiTitle(kind, { ...title, id: 0 }, ''), status_titulo: title.status } as AnyTitle)
    return Buffer.from(text.slice(RENDER_HEAD.length))
  }
  const json = (row: { id: number, status: string, data_vencimento: string }, cached: Buffer, today: string) => {
    const head = Buffer.from(`{"codigo_lancamento_svc":${row.id},`, 'latin1')
    if (row.status !== 'EM ABERTO') return Buffer.concat([head, cached])
    const at = cached.indexOf(OPEN_STATUS)
    const shown = DISPLAYED_STATUS.get(displayStatus(row.status, row.data_vencimento, today)) as Buffer
    return Buffer.concat([head, cached.subarray(0, at), shown, cached.subarray(at + OPEN_STATUS.length)])
  }
  const probe: StoredTitle = {
    id: 7,
    codigo_lancamento_integracao: null,
    codigo_cliente_fornecedor: '1',
    data_vencimento: '2026-01-01',
    data_previsao: '2026-01-01',
    valorCents: 100,
    codigo_categoria: 'X',
    status: 'EM ABERTO',
    numero_documento_fiscal: null,
    numero_documento: null,
    id_origem: null,
    motivo_cancelamento: null,
    extra: { lancamento_detalhe: [{ status_titulo: 'EM ABERTO' }], observacao: 'Ação "status_titulo":"EM ABERTO"' },
    categorias: [],
    versao: 1,
    atualizado_em: '2026-01-01T00:00:00.000Z',
    settled: null
  }
  const fresh = serialize(apiTitle(kind, probe, '2026-01-01'))
  if (!serialize({ ...apiTitle(kind, { ...probe, id: 0 }, '') } as AnyTitle).startsWith(RENDER_HEAD) || json(probe, render(probe), '2026-01-01').toString() !== fresh) {
    throw new Error(`the ${kind.resource} serializer no longer writes the id first and the status among the first fields: the render cache cannot be used`)
  }
  return { render, json }
}
