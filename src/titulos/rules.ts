import type { SettlementBody } from '../../schemas/baixas.js'
import type { StoredStatus } from '../../schemas/titulos.js'
import { errors, type ErrorDetail } from '../errors.js'
import { sameJson } from '../same-json.js'
import { centsToDecimalString, fromCents, splitByShares, toCents } from '../money.js'
import type { Stamp } from '../writes/context.js'
import { COLUMN_FIELDS } from './columns.js'
import type { AnyNewTitle, AnyUpdate, TitleKind } from './kinds.js'
import type { CategoryShare, StoredTitle, TitleExtra, TitleRecord } from './model.js'
import { amortizedCents, isEmptyReceipt, settlementAmounts, statusAfterSettlements } from './settlement-rules.js'
import { isClosed, SETTLED, storedStatusOf } from './status.js'

/**
 * The rules of a title's content that JSON Schema cannot state (docs/CONTRACT.md sections 3, 8, 11
 * and 13), as functions of values alone: no database, no app. The write functions apply what
 * these decide.
 */

type Split = { percentual: number, valor?: number }

/** Percentages are compared in units of 0.0001 so the ±0.01 tolerance is an integer comparison. */
const PERCENT_SCALE = 10_000
const PERCENT_TOLERANCE = 0.01 * PERCENT_SCALE

function percentSumIsHundred (values: number[]): boolean {
  const sum = values.reduce((total, value) => total + Math.round(value * PERCENT_SCALE), 0)
  return Math.abs(sum - 100 * PERCENT_SCALE) <= PERCENT_TOLERANCE
}

/** The problems of a create body that its schema cannot state: required-unless, sums, n/m. */
export function checkRules (input: AnyNewTitle): ErrorDetail[] {
  const problems: ErrorDetail[] = []
  const at = (field: string) => `/body/data/${field}`
  const categorias: Split[] = input.categorias ?? []
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
  const distribuicao = input.distribuicao ?? []
  if (distribuicao.length > 0 && !percentSumIsHundred(distribuicao.map((entry) => entry.nPerDep))) {
    problems.push({ path: at('distribuicao'), message: 'nPerDep must sum to 100 (±0.01)' })
  }
  if (input.numero_parcela !== undefined) {
    const [n, m] = input.numero_parcela.split('/').map(Number) as [number, number]
    if (n < 1 || n > m) problems.push({ path: at('numero_parcela'), message: 'must be n/m with 1 <= n <= m' })
  }
  return problems
}

/** The split entry with the largest share: codigo_categoria when the body gives only a split. */
export function largestShare (categorias: Array<Split & { codigo_categoria: string }>): string | undefined {
  let best = categorias[0]
  for (const entry of categorias) if (best === undefined || entry.percentual > best.percentual) best = entry
  return best?.codigo_categoria
}

/** A settlement a body asks for, with the JSON path its errors name. */
export interface RequestedSettlement { body: SettlementBody, path: string }

/** The settlement a create records (docs/CONTRACT.md section 11), as the settlement body it stands for. */
export function initialSettlement (input: AnyNewTitle, status: StoredStatus): RequestedSettlement | undefined {
  const receipt = 'recebimento' in input ? input.recebimento : undefined
  // The ERP's own examples send valor_pag 0 on open payables: zero means nothing was paid yet.
  // Beside a settled status it is a payment of nothing, which leaves the whole value open (400),
  // as a receipt of 0 does: never a payment of the whole value that reads back other than sent.
  const paid = 'valor_pag' in input && (input.valor_pag !== 0 || SETTLED.includes(status)) ? input.valor_pag : undefined
  if (receipt === undefined && paid === undefined && !SETTLED.includes(status)) return undefined
  const body: SettlementBody = {
    valor: receipt?.valor ?? paid ?? input.valor_documento,
    data: receipt?.data ?? input.data_vencimento
  }
  if (receipt?.desconto !== undefined) body.desconto = receipt.desconto
  if (receipt?.juros !== undefined) body.juros = receipt.juros
  if (receipt?.multa !== undefined) body.multa = receipt.multa
  if (receipt?.codigo_conta_corrente !== undefined) body.codigo_conta_corrente = receipt.codigo_conta_corrente
  if (receipt?.codigo_recebimento_integracao !== undefined) body.codigo_baixa_integracao = receipt.codigo_recebimento_integracao
  if (receipt?.observacao !== undefined) body.observacao = receipt.observacao
  return { body, path: receipt !== undefined ? '/body/data/recebimento' : paid !== undefined ? '/body/data/valor_pag' : '/body/data/status_titulo' }
}

/** A create body checked and turned into what would be stored. */
export interface PreparedTitle {
  /** The record; its status is EM ABERTO when a settlement will set it. */
  record: TitleRecord
  /** The status the client asked for. */
  requested: StoredStatus
  settlement: RequestedSettlement | undefined
  /** Whether the body says anything about settlement: status_titulo, valor_pag or recebimento. */
  statesSettlement: boolean
}

/** Checks a create body's rules, fills the defaults and the server-managed info stamps. */
export function prepareTitle (kind: TitleKind, input: AnyNewTitle, stamp: Stamp): PreparedTitle {
  const problems = checkRules(input)
  if (problems.length > 0) throw errors.validation(problems)
  const requested = storedStatusOf(input.status_titulo)
  let settlement = initialSettlement(input, requested)
  // A receipt of nothing at all on an open title is a placeholder, not a settlement; any other
  // receipt must pay something off (checked with the settlement).
  if (settlement !== undefined && !SETTLED.includes(requested) && isEmptyReceipt(settlement.body)) settlement = undefined
  if (settlement !== undefined && requested === 'CANCELADO') {
    throw errors.validation([{ path: settlement.path, message: 'a CANCELADO title cannot carry a settlement' }])
  }
  if (settlement === undefined && requested === 'PAGTO_PARCIAL') {
    throw errors.validation([{ path: '/body/data/status_titulo', message: `PAGTO_PARCIAL needs the partial amount in ${kind.settledStatus === 'PAGO' ? 'valor_pag' : 'recebimento.valor'}` }])
  }
  const record: TitleRecord = {
    codigo_lancamento_integracao: input.codigo_lancamento_integracao ?? null,
    codigo_cliente_fornecedor: String(input.codigo_cliente_fornecedor),
    data_vencimento: input.data_vencimento,
    data_previsao: input.data_previsao ?? input.data_vencimento,
    valorCents: toCents(input.valor_documento),
    codigo_categoria: input.codigo_categoria ?? largestShare(input.categorias ?? []) as string,
    status: settlement === undefined ? requested : 'EM ABERTO',
    numero_documento_fiscal: input.numero_documento_fiscal ?? null,
    numero_documento: input.numero_documento ?? null,
    id_origem: input.id_origem ?? null,
    motivo_cancelamento: null,
    extra: extraOf(input, stamp),
    categorias: (input.categorias ?? []).map((entry): CategoryShare => ({
      codigo_categoria: entry.codigo_categoria,
      percentual: entry.percentual,
      ...(entry.valor === undefined ? {} : { valorCents: toCents(entry.valor) })
    }))
  }
  const statesSettlement = input.status_titulo !== undefined || 'valor_pag' in input || 'recebimento' in input
  return { record, requested, settlement, statesSettlement }
}

/** The fields without a column, with the info stamps of a create. */
function extraOf (input: AnyNewTitle, stamp: Stamp): TitleExtra {
  const extra: TitleExtra = {}
  // for-in, not Object.entries: a batch's 500 bodies made an array per field, 6% of all it allocated.
  for (const field in input) if (Object.hasOwn(input, field) && !COLUMN_FIELDS.has(field)) extra[field] = (input as Record<string, unknown>)[field]
  // Empty values stay as the client sent them (no split, nothing paid yet); payments, once
  // there are any, show their sum instead.
  if (input.categorias?.length === 0) extra.categorias = []
  if ('valor_pag' in input && input.valor_pag === 0) extra.valor_pag = 0
  extra.info = { ...input.info, dInc: stamp.date, hInc: stamp.time, uInc: stamp.user, dAlt: stamp.date, hAlt: stamp.time, uAlt: stamp.user }
  return extra
}

/** Whether an If-Match header (RFC 9110 section 13.1.1) names this version. */
export function matchesVersion (ifMatch: string, versao: number): boolean {
  return ifMatch.split(',').some((tag) => {
    const value = tag.trim()
    return value === '*' || value === `"${versao}"`
  })
}

/** Whether two versions of a title hold the same content, the change stamps of info aside. */
export function sameContent (a: StoredTitle, b: StoredTitle): boolean {
  const comparable = (title: StoredTitle) => {
    const { dAlt, hAlt, uAlt, ...info } = title.extra.info ?? {}
    return { ...title, id: 0, versao: 0, atualizado_em: '', settled: null, extra: { ...title.extra, info } }
  }
  return sameJson(comparable(a), comparable(b))
}

/**
 * Keeps a split's amounts consistent with a new total: same shares, parts that add up exactly.
 * Returns whether the category split changed (it is a child table; distribuicao lives in extra).
 */
export function rescaleSplits (title: TitleRecord): boolean {
  let categoriesChanged = false
  if (title.categorias.some((entry) => entry.valorCents !== undefined)) {
    const parts = splitByShares(title.valorCents, title.categorias.map((entry) => entry.percentual))
    title.categorias = title.categorias.map((entry, index) => ({ ...entry, valorCents: parts[index] ?? 0 }))
    categoriesChanged = true
  }
  const { distribuicao } = title.extra
  if (distribuicao !== undefined && distribuicao.some((entry) => entry.nValDep !== undefined)) {
    const parts = splitByShares(title.valorCents, distribuicao.map((entry) => entry.nPerDep))
    title.extra.distribuicao = distribuicao.map((entry, index) => ({ ...entry, nValDep: fromCents(parts[index] ?? 0) }))
  }
  return categoriesChanged
}

/** 409 when a settled or cancelled title's value or due date would change. */
function frozenChanges (current: StoredTitle, next: { valorCents: number, data_vencimento: string }, valueField: string): string[] {
  if (!isClosed(current.status)) return []
  return [
    ...(next.valorCents !== current.valorCents ? [valueField] : []),
    ...(next.data_vencimento !== current.data_vencimento ? ['data_vencimento'] : [])
  ]
}

function checkNotBelowSettled (current: StoredTitle, valueCents: number, path: string): void {
  if (valueCents < amortizedCents(current.settled)) {
    throw errors.validation([{ path, message: `is below the ${centsToDecimalString(amortizedCents(current.settled))} already settled` }])
  }
}

/** What a replacement does: nothing, or the next state and the settlement it still records. */
export type ReplacementPlan =
  | { outcome: 'inalterado' }
  | { outcome: 'alterado', next: StoredTitle, settlement: RequestedSettlement | undefined }

/**
 * A replacement by a prepared body (docs/CONTRACT.md sections 8 and 13). Settlements are history: a
 * body that states a status, valor_pag or recebimento must describe the title's current state,
 * except on an open title without settlements, where it applies as on create.
 */
export function planReplacement (kind: TitleKind, current: StoredTitle, prepared: PreparedTitle, stamp: Stamp): ReplacementPlan {
  const { record, settlement } = prepared
  const desiredAmortized = settlement === undefined ? 0 : amortizedCents(settlementAmounts(settlement.body))
  const desiredStatus = settlement === undefined
    ? prepared.requested
    : SETTLED.includes(prepared.requested) ? prepared.requested : desiredAmortized >= record.valorCents ? kind.settledStatus : 'PAGTO_PARCIAL'
  const keepsState = !prepared.statesSettlement || (desiredStatus === current.status && desiredAmortized === amortizedCents(current.settled))
  const appliesState = !keepsState && current.status === 'EM ABERTO' && current.settled === null
  if (!keepsState && !appliesState) throw errors.settlementStateConflict(kind.label, current.id, current.status)

  const frozen = frozenChanges(current, record, 'valor_documento')
  if (frozen.length > 0) throw errors.titleClosedForReplacement(current.status, frozen)
  checkNotBelowSettled(current, record.valorCents, '/body/data/valor_documento')
  const currentInfo = current.extra.info ?? {}
  const next: StoredTitle = {
    ...current,
    ...record,
    motivo_cancelamento: current.motivo_cancelamento,
    status: current.settled === null ? current.status : statusAfterSettlements(kind, current.status, record.valorCents, current.settled),
    extra: { ...record.extra, info: { ...record.extra.info, dInc: currentInfo.dInc, hInc: currentInfo.hInc, uInc: currentInfo.uInc } }
  }
  if (!appliesState && sameContent(current, next)) return { outcome: 'inalterado' }
  next.versao = current.versao + 1
  next.atualizado_em = stamp.at
  if (appliesState && settlement === undefined) next.status = prepared.requested
  return { outcome: 'alterado', next, settlement: appliesState ? settlement : undefined }
}

/** What a partial update does: the next state (version moved only when `changed`). */
export interface UpdatePlan {
  next: StoredTitle
  changed: boolean
  /** Whether the category split's amounts were rescaled (its child rows change). */
  splitChanged: boolean
  /** The counterpart object of the body, whose nome is recorded in the directory. */
  counterpart: { id: number | string, nome?: string } | undefined
}

/**
 * A partial update (docs/CONTRACT.md section 8). 409 when a closed title's value or due date would
 * change; when every field already has the sent value nothing changes: no version, no event.
 */
export function planUpdate (kind: TitleKind, current: StoredTitle, conta: AnyUpdate, stamp: Stamp): UpdatePlan {
  const next: StoredTitle = { ...current, extra: { ...current.extra } }
  const counterpart = kind.counterpart === 'fornecedor'
    ? ('fornecedor' in conta ? conta.fornecedor : undefined)
    : ('cliente' in conta ? conta.cliente : undefined)
  let splitChanged = false
  if (conta.valor !== undefined && toCents(conta.valor) !== current.valorCents) {
    next.valorCents = toCents(conta.valor)
    splitChanged = rescaleSplits(next)
  }
  if (conta.data_vencimento !== undefined) next.data_vencimento = conta.data_vencimento
  if (conta.data_previsao !== undefined) next.data_previsao = conta.data_previsao
  if (conta.categoria !== undefined) next.codigo_categoria = conta.categoria
  if (conta.observacoes !== undefined) next.extra.observacao = conta.observacoes
  if (conta.descricao !== undefined) next.extra.descricao = conta.descricao
  if (counterpart !== undefined) next.codigo_cliente_fornecedor = String(counterpart.id)

  const frozen = frozenChanges(current, next, 'valor')
  if (frozen.length > 0) throw errors.titleClosed(current.status, frozen)
  if (next.valorCents !== current.valorCents) checkNotBelowSettled(current, next.valorCents, '/body/conta/valor')
  next.status = current.settled === null ? current.status : statusAfterSettlements(kind, current.status, next.valorCents, current.settled)

  const changed = next.valorCents !== current.valorCents || next.data_vencimento !== current.data_vencimento || next.data_previsao !== current.data_previsao ||
    next.codigo_categoria !== current.codigo_categoria || next.codigo_cliente_fornecedor !== current.codigo_cliente_fornecedor ||
    next.extra.observacao !== current.extra.observacao || next.extra.descricao !== current.extra.descricao
  if (changed) {
    next.extra.info = { ...current.extra.info, dAlt: stamp.date, hAlt: stamp.time, uAlt: stamp.user }
    next.versao = current.versao + 1
    next.atualizado_em = stamp.at
  }
  return { next: changed ? next : current, changed, splitChanged, counterpart }
}
