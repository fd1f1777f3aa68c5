import type { ContaPagarNova, ContaPagarUpdateBody } from '../../schemas/contas-pagar.js'
import type { ContaReceberNova, ContaReceberUpdateBody } from '../../schemas/contas-receber.js'
import type { Info } from '../../schemas/titulos.js'
import { errors, type ErrorDetail } from '../errors.js'
import { fromCents, splitByShares, toCents } from '../money.js'
import { isClosed, storedStatusOf } from './status.js'
import type { TitleKind } from './kinds.js'

/**
 * The rules of a title that JSON Schema cannot express (sums, n/m, defaults, server-managed
 * fields), and the mapping between a stored row and the API title. No database access here.
 */

export type NewTitle = ContaPagarNova | ContaReceberNova
export type UpdateFields = (ContaPagarUpdateBody | ContaReceberUpdateBody)['conta']
type Split = { percentual: number, valor?: number }
type Department = { nPerDep: number, nValDep?: number }

/** Who changed a title and when, for info.uInc/dInc/hInc and uAlt/dAlt/hAlt. */
export interface Stamp { user: string, date: string, time: string }

/** The stored columns of a title, except the company and the generated id. */
export interface TitleColumns {
  codigo_lancamento_integracao: string | null
  codigo_cliente_fornecedor: string
  data_vencimento: string
  data_previsao: string
  valorCents: number
  codigo_categoria: string
  status: string
  data_recebimento: string | null
  documento: string
}

/** Percentages are compared in units of 0.0001 so the ±0.01 tolerance is an integer comparison. */
const PERCENT_SCALE = 10_000
const PERCENT_TOLERANCE = 0.01 * PERCENT_SCALE

function percentSumIsHundred (values: number[]): boolean {
  const sum = values.reduce((total, value) => total + Math.round(value * PERCENT_SCALE), 0)
  return Math.abs(sum - 100 * PERCENT_SCALE) <= PERCENT_TOLERANCE
}

function checkRules (input: NewTitle): ErrorDetail[] {
  const problems: ErrorDetail[] = []
  const at = (field: string) => `/body/data/${field}`
  const categorias = (input.categorias ?? []) as Split[]
  if (input.codigo_categoria === undefined && categorias.length === 0) {
    problems.push({ path: at('codigo_categoria'), message: 'is required unless categorias is non-empty' })
  }
  if (categorias.length > 0) {
    if (!percentSumIsHundred(categorias.map((entry) => entry.percentual))) {
      problems.push({ path: at('categorias'), message: 'percentual must sum to 100 (±0.01)' })
    }
    const withValue = categorias.filter((entry) => entry.valor !== undefined)
    if (withValue.length > 0 && withValue.length < categorias.length) {
      problems.push({ path: at('categorias'), message: 'valor must be given on every entry or on none' })
    } else if (withValue.length > 0) {
      const sum = withValue.reduce((total, entry) => total + toCents(entry.valor ?? 0), 0)
      if (Math.abs(sum - toCents(input.valor_documento)) > 1) {
        problems.push({ path: at('categorias'), message: 'valor must sum to valor_documento (±0.01)' })
      }
    }
  }
  const distribuicao = (input.distribuicao ?? []) as Department[]
  if (distribuicao.length > 0 && !percentSumIsHundred(distribuicao.map((entry) => entry.nPerDep))) {
    problems.push({ path: at('distribuicao'), message: 'nPerDep must sum to 100 (±0.01)' })
  }
  if (input.numero_parcela !== undefined) {
    const [n, m] = input.numero_parcela.split('/').map(Number) as [number, number]
    if (n < 1 || n > m) problems.push({ path: at('numero_parcela'), message: 'must be n/m with 1 <= n <= m' })
  }
  return problems
}

function largestShare (categorias: Array<Split & { codigo_categoria: string }>): string | undefined {
  let best = categorias[0]
  for (const entry of categorias) if (best === undefined || entry.percentual > best.percentual) best = entry
  return best?.codigo_categoria
}

/** Validates the rules, fills the defaults and server-managed fields, and returns what to store. */
export function prepareNewTitle (kind: TitleKind, input: NewTitle, stamp: Stamp): TitleColumns {
  const problems = checkRules(input)
  if (problems.length > 0) throw errors.validation(problems)
  const { status_titulo: requestedStatus, ...fields } = input
  const info: Info = { ...input.info, dInc: stamp.date, hInc: stamp.time, uInc: stamp.user, dAlt: stamp.date, hAlt: stamp.time, uAlt: stamp.user }
  const title = {
    ...fields,
    codigo_categoria: input.codigo_categoria ?? largestShare(input.categorias ?? []) as string,
    data_previsao: input.data_previsao ?? input.data_vencimento,
    info
  }
  return columnsOf(kind, title, storedStatusOf(requestedStatus))
}

function columnsOf (kind: TitleKind, title: Omit<NewTitle, 'status_titulo'> & { codigo_categoria: string, data_previsao: string }, status: string): TitleColumns {
  return {
    codigo_lancamento_integracao: title.codigo_lancamento_integracao ?? null,
    codigo_cliente_fornecedor: String(title.codigo_cliente_fornecedor),
    data_vencimento: title.data_vencimento,
    data_previsao: title.data_previsao,
    valorCents: toCents(title.valor_documento),
    codigo_categoria: title.codigo_categoria,
    status,
    data_recebimento: kind.receiptDate(title),
    documento: JSON.stringify(title)
  }
}

export interface UpdateOutcome {
  changed: boolean
  columns: TitleColumns
  /** The counterpart's name to record in the directory, when the update carried one. */
  counterpartName?: { codigo: string, razao_social: string }
}

/**
 * Applies a partial update (DESIGN.md section 8) to a stored title. Throws 409 when a closed
 * title's value or due date would change. `changed` is false when every field already had the
 * sent value; then nothing, not even info.dAlt, is touched.
 */
export function applyUpdate (kind: TitleKind, row: { status: string, documento: string | Buffer }, conta: UpdateFields, stamp: Stamp): UpdateOutcome {
  const stored = row.documento.toString()
  const current = JSON.parse(stored) as NewTitle & { codigo_categoria: string, data_previsao: string, descricao?: string }
  const next = { ...current } as typeof current & Record<string, unknown>
  const counterpart = (conta as Record<string, { id: number, nome?: string } | undefined>)[kind.counterpart]

  if (conta.valor !== undefined && toCents(conta.valor) !== toCents(current.valor_documento)) {
    next.valor_documento = conta.valor
    rescaleSplits(next, toCents(conta.valor))
  }
  if (conta.data_vencimento !== undefined) next.data_vencimento = conta.data_vencimento
  if (conta.categoria !== undefined) next.codigo_categoria = conta.categoria
  if (conta.observacoes !== undefined) next.observacao = conta.observacoes
  if (conta.descricao !== undefined) next.descricao = conta.descricao
  if (counterpart !== undefined) (next as Record<string, unknown>).codigo_cliente_fornecedor = kind.counterpartCode(counterpart.id)

  if (isClosed(row.status)) {
    const frozen = (['valor', 'data_vencimento'] as const).filter((field) =>
      field === 'valor' ? next.valor_documento !== current.valor_documento : next.data_vencimento !== current.data_vencimento)
    if (frozen.length > 0) throw errors.titleClosed(row.status, frozen)
  }

  const changed = JSON.stringify(next) !== stored
  if (changed) next.info = { ...current.info, dAlt: stamp.date, hAlt: stamp.time, uAlt: stamp.user }
  return {
    changed,
    columns: columnsOf(kind, next, row.status),
    ...(counterpart?.nome === undefined ? {} : { counterpartName: { codigo: String(counterpart.id), razao_social: counterpart.nome } })
  }
}

/** Keeps a split's amounts consistent with a new total: same shares, parts that add up exactly. */
function rescaleSplits (title: { categorias?: Split[], distribuicao?: Department[] }, totalCents: number): void {
  const categorias = title.categorias
  if (categorias !== undefined && categorias.some((entry) => entry.valor !== undefined)) {
    const parts = splitByShares(totalCents, categorias.map((entry) => entry.percentual))
    title.categorias = categorias.map((entry, index) => ({ ...entry, valor: fromCents(parts[index] ?? 0) }))
  }
  const distribuicao = title.distribuicao
  if (distribuicao !== undefined && distribuicao.some((entry) => entry.nValDep !== undefined)) {
    const parts = splitByShares(totalCents, distribuicao.map((entry) => entry.nPerDep))
    title.distribuicao = distribuicao.map((entry, index) => ({ ...entry, nValDep: fromCents(parts[index] ?? 0) }))
  }
}
