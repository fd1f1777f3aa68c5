import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/database.js'
import { isUniqueViolation } from '../../db/dialect.js'
import type { SettlementBody } from '../../schemas/baixas.js'
import type { Info, StoredStatus } from '../../schemas/titulos.js'
import type { EventType } from '../../schemas/eventos.js'
import { ApiError, errors, type ErrorDetail } from '../errors.js'
import { centsToDecimalString, fromCents, splitByShares, toCents } from '../money.js'
import { saveClienteFornecedor } from '../diretorios/repository.js'
import type { DatabaseHandle } from '../../db/dialect.js'
import { appendEvents, type NewEvent } from '../eventos/repository.js'
import type { AnyNewTitle, AnyTitle, AnyUpdate, TitleKind } from './kinds.js'
import { amortizedCents, apiTitle, COLUMN_FIELDS, openBalanceCents, titleRenderer, titleSerializer, withSettlement, type CategoryShare, type SettlementSummary, type StoredTitle, type TitleRecord } from './record.js'
import { titleRepository } from './repository.js'
import { settlementSumProblems } from './limits.js'
import { isClosed, SETTLED, storedStatusOf } from './status.js'

/**
 * The lifecycle of a title (DESIGN.md sections 3, 8, 11 and 12): the rules JSON Schema cannot
 * state, settlements and the status they lead to, versions, and one feed event per change, all
 * inside the transaction the route opened.
 */

type Trx = Transaction<Database>

/** Who changes a title and when: info.uInc/dInc/hInc and uAlt/dAlt/hAlt, versions and events. */
export interface Stamp {
  user: string
  /** Date and time in the business time zone (info stamps). */
  date: string
  time: string
  /** The UTC moment (atualizado_em, lancado_em, the event). */
  at: string
}

/** The caller's view of a write: whose company, who, when, and the version the client expects. */
export interface WriteContext {
  empresaId: number
  stamp: Stamp
  /** The If-Match header, when the client sent one. */
  ifMatch?: string
}

type Split = { percentual: number, valor?: number }

/** Percentages are compared in units of 0.0001 so the ±0.01 tolerance is an integer comparison. */
const PERCENT_SCALE = 10_000
const PERCENT_TOLERANCE = 0.01 * PERCENT_SCALE

function percentSumIsHundred (values: number[]): boolean {
  const sum = values.reduce((total, value) => total + Math.round(value * PERCENT_SCALE), 0)
  return Math.abs(sum - 100 * PERCENT_SCALE) <= PERCENT_TOLERANCE
}

function checkRules (input: AnyNewTitle): ErrorDetail[] {
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

function largestShare (categorias: Array<Split & { codigo_categoria: string }>): string | undefined {
  let best = categorias[0]
  for (const entry of categorias) if (best === undefined || entry.percentual > best.percentual) best = entry
  return best?.codigo_categoria
}

/** The settlement a create records (DESIGN.md section 11), as the settlement body it stands for. */
function initialSettlement (kind: TitleKind, input: AnyNewTitle, status: StoredStatus): { body: SettlementBody, path: string } | undefined {
  const receipt = 'recebimento' in input ? input.recebimento : undefined
  // The ERP's own examples send valor_pag 0 on open payables: zero means nothing was paid yet.
  const paid = 'valor_pag' in input && input.valor_pag !== 0 ? input.valor_pag : undefined
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

function settlementParts (body: SettlementBody) {
  const cents = (amount: number | undefined) => amount === undefined ? null : toCents(amount)
  return { valorCents: toCents(body.valor), descontoCents: cents(body.desconto), jurosCents: cents(body.juros), multaCents: cents(body.multa) }
}

function isEmptyReceipt (body: SettlementBody): boolean {
  const { valorCents, descontoCents, jurosCents, multaCents } = settlementParts(body)
  return valorCents === 0 && !descontoCents && !jurosCents && !multaCents
}

/** The stored status settlements lead to; a settled title keeps the settled value it has (PAGO or LIQUIDADO). */
function statusAfterSettlements (kind: TitleKind, current: StoredStatus, valueCents: number, summary: SettlementSummary | null): StoredStatus {
  const amortized = amortizedCents(summary)
  if (amortized === 0) return 'EM ABERTO'
  if (amortized < valueCents) return 'PAGTO_PARCIAL'
  return SETTLED.includes(current) ? current : kind.settledStatus
}

/** Whether an If-Match header (RFC 9110 section 13.1.1) names this version. */
function matchesVersion (ifMatch: string, versao: number): boolean {
  return ifMatch.split(',').some((tag) => {
    const value = tag.trim()
    return value === '*' || value === `"${versao}"`
  })
}

export type TitleService = ReturnType<typeof titleService>

/** What an upsert did to its title (DESIGN.md section 13). */
export type UpsertOutcome = 'criado' | 'alterado' | 'inalterado'

/** A batch item as the route hands it over: a title that passed its schema, or that schema's error. */
export type BatchItem = { title: AnyNewTitle } | { code?: string, error: ApiError }

export interface BatchResult {
  indice: number
  codigo_lancamento_integracao?: string
  resultado: UpsertOutcome | 'erro'
  codigo_lancamento_svc?: number
  erro?: ApiError
}

interface Prepared {
  record: TitleRecord
  requested: StoredStatus
  settlement: { body: SettlementBody, path: string } | undefined
  /** Whether the body says anything about settlement: status_titulo, valor_pag or recebimento. */
  statesSettlement: boolean
}

/** Whether two versions of a title hold the same content, the change stamps of info aside. */
function sameContent (a: StoredTitle, b: StoredTitle): boolean {
  const comparable = (title: StoredTitle) => {
    const { dAlt, hAlt, uAlt, ...info } = (title.extra.info ?? {}) as Info
    return canonicalJson({ ...title, id: 0, versao: 0, atualizado_em: '', settled: null, extra: { ...title.extra, info } })
  }
  return comparable(a) === comparable(b)
}

/** JSON with object keys sorted, so the order a client sent fields in does not count as a change. */
function canonicalJson (value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => inner !== null && typeof inner === 'object' && !Array.isArray(inner)
    ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([x], [y]) => x < y ? -1 : x > y ? 1 : 0))
    : inner)
}

/** The write side of one kind, built once; each write renders its title once, for the render cache and the feed. */
export function titleService (handle: DatabaseHandle, kind: TitleKind, today: () => string) {
  const renderer = titleRenderer(kind, titleSerializer(kind))
  const repository = titleRepository(handle, kind, renderer)

  function view (title: StoredTitle): AnyTitle {
    return apiTitle(kind, title, today())
  }

  /** Records the change in the feed; `render` is the title's new render cache entry, null when it was deleted. */
  async function recordEvent (trx: Trx, context: WriteContext, tipo: EventType, title: StoredTitle, render: Buffer | null): Promise<void> {
    await appendEvents(trx, [eventOf(context, tipo, title, render)])
  }

  function eventOf (context: WriteContext, tipo: EventType, title: StoredTitle, render: Buffer | null): NewEvent {
    return {
      empresa_id: context.empresaId,
      tipo,
      recurso: kind.resource,
      titulo_id: title.id,
      codigo_lancamento_integracao: title.codigo_lancamento_integracao,
      versao: title.versao,
      ocorrido_em: context.stamp.at,
      dados: render === null ? null : renderer.json(title, render, today())
    }
  }

  /** The title to change, locked until the transaction ends: 404 when absent, 412 when If-Match names another version. */
  async function lockedTitle (trx: Trx, context: WriteContext, id: number): Promise<StoredTitle> {
    const title = await repository.find(trx, context.empresaId, id, true)
    if (title === undefined) throw errors.titleNotFound(kind.label, id)
    if (context.ifMatch !== undefined && !matchesVersion(context.ifMatch, title.versao)) throw errors.versionMismatch(title.versao)
    return title
  }

  /** Checks and stores one settlement; returns its id and the summary after it. */
  async function addSettlement (trx: Trx, context: WriteContext, title: StoredTitle, body: SettlementBody, path: string): Promise<{ id: number, summary: SettlementSummary }> {
    const parts = settlementParts(body)
    const amortized = amortizedCents(parts)
    const open = openBalanceCents(title)
    if (amortized <= 0) throw errors.validation([{ path, message: 'must pay off more than zero: valor + desconto - juros - multa is not above 0' }])
    if (amortized > open) {
      throw errors.validation([{ path, message: `valor + desconto - juros - multa (${centsToDecimalString(amortized)}) exceeds the open balance of ${centsToDecimalString(open)}` }])
    }
    const overflow = settlementSumProblems(title.settled, parts, path)
    if (overflow.length > 0) throw errors.validation(overflow)
    const money = (value: number | null) => value === null ? null : handle.money.toDb(value)
    let id: number
    try {
      id = await repository.settlements.insert(trx, {
        empresa_id: context.empresaId,
        titulo_id: title.id,
        valor: handle.money.toDb(parts.valorCents),
        data: body.data,
        desconto: money(parts.descontoCents),
        juros: money(parts.jurosCents),
        multa: money(parts.multaCents),
        codigo_conta_corrente: body.codigo_conta_corrente ?? null,
        codigo_baixa_integracao: body.codigo_baixa_integracao ?? null,
        observacao: body.observacao ?? null,
        lancado_em: context.stamp.at,
        lancado_por: context.stamp.user
      })
    } catch (error) {
      if (body.codigo_baixa_integracao !== undefined && isUniqueViolation(error)) throw errors.duplicateSettlementCode(body.codigo_baixa_integracao, path)
      throw error
    }
    // The title is locked and its summary current, so the new one follows without reading the table.
    const summary = withSettlement(title.settled, {
      ...parts,
      latest: { id, data: body.data, codigo_conta_corrente: body.codigo_conta_corrente ?? null, codigo_baixa_integracao: body.codigo_baixa_integracao ?? null, observacao: body.observacao ?? null }
    })
    return { id, summary }
  }

  /** Stores what a settlement or reversal leads to, bumps the version and records the event. */
  async function settlementChanged (trx: Trx, context: WriteContext, title: StoredTitle, summary: SettlementSummary | null, tipo: EventType): Promise<StoredTitle> {
    const next: StoredTitle = {
      ...title,
      settled: summary,
      status: statusAfterSettlements(kind, title.status, title.valorCents, summary),
      versao: title.versao + 1,
      atualizado_em: context.stamp.at
    }
    const render = renderer.render(next)
    await repository.saveSettlementState(trx, context.empresaId, title.id, { summary, status: next.status, versao: next.versao, atualizadoEm: next.atualizado_em, render })
    await recordEvent(trx, context, tipo, next, render)
    return next
  }

  /**
   * A create body checked and turned into what would be stored: the record (status EM ABERTO when
   * a settlement will set it), the status the client asked for, and the settlement it stands for.
   */
  function prepare (input: AnyNewTitle, stamp: Stamp): Prepared {
    const problems = checkRules(input)
    if (problems.length > 0) throw errors.validation(problems)
    const requested = storedStatusOf(input.status_titulo)
    let settlement = initialSettlement(kind, input, requested)
    // A receipt of nothing at all (valor 0 and no other amount) on an open title is a placeholder,
    // not a settlement; any other receipt must pay something off (checked with the settlement).
    if (settlement !== undefined && !SETTLED.includes(requested) && isEmptyReceipt(settlement.body)) settlement = undefined
    if (settlement !== undefined && requested === 'CANCELADO') {
      throw errors.validation([{ path: settlement.path, message: 'a CANCELADO title cannot carry a settlement' }])
    }
    if (settlement === undefined && requested === 'PAGTO_PARCIAL') {
      throw errors.validation([{ path: '/body/data/status_titulo', message: `PAGTO_PARCIAL needs the partial amount in ${kind.settledStatus === 'PAGO' ? 'valor_pag' : 'recebimento.valor'}` }])
    }
    const extra: Record<string, unknown> = {}
    for (const [field, value] of Object.entries(input)) if (!COLUMN_FIELDS.has(field)) extra[field] = value
    // Empty values stay as the client sent them (no split, nothing paid yet); payments, once
    // there are any, show their sum instead.
    if (input.categorias?.length === 0) extra.categorias = []
    if ('valor_pag' in input && input.valor_pag === 0) extra.valor_pag = 0
    const info: Info = { ...input.info, dInc: stamp.date, hInc: stamp.time, uInc: stamp.user, dAlt: stamp.date, hAlt: stamp.time, uAlt: stamp.user }
    extra.info = info
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
      extra,
      categorias: (input.categorias ?? []).map((entry): CategoryShare => ({
        codigo_categoria: entry.codigo_categoria,
        percentual: entry.percentual,
        ...(entry.valor === undefined ? {} : { valorCents: toCents(entry.valor) })
      }))
    }
    const statesSettlement = input.status_titulo !== undefined || 'valor_pag' in input || 'recebimento' in input
    return { record, requested, settlement, statesSettlement }
  }

  /** Stores a prepared new title, its settlement and its event. */
  async function store (trx: Trx, context: WriteContext, { record, requested, settlement }: Prepared): Promise<StoredTitle> {
    const { stamp } = context
    let id: number
    // The id is not in the render (it is written in front on reads), so it can go with the INSERT.
    let render = renderer.render({ ...record, id: 0, versao: 1, atualizado_em: stamp.at, settled: null })
    try {
      id = await repository.insert(trx, context.empresaId, record, stamp.at, render)
    } catch (error) {
      const code = record.codigo_lancamento_integracao
      if (code !== null && isUniqueViolation(error)) {
        // The same transaction: SQLite has one connection, and the duplicate's INSERT waited for its commit.
        const existing = await repository.findIdByIntegrationCode(trx, context.empresaId, code)
        if (existing !== undefined) throw errors.duplicateIntegrationCode(code, existing)
      }
      throw error
    }
    let title: StoredTitle = { ...record, id, versao: 1, atualizado_em: stamp.at, settled: null }
    if (settlement !== undefined) {
      const { summary } = await addSettlement(trx, context, title, settlement.body, settlement.path)
      const status = statusAfterSettlements(kind, requested, title.valorCents, summary)
      if (SETTLED.includes(requested) && status !== requested) {
        throw errors.validation([{ path: settlement.path, message: `leaves ${centsToDecimalString(title.valorCents - amortizedCents(summary))} open, so the title cannot be ${requested}` }])
      }
      title = { ...title, settled: summary, status }
      render = renderer.render(title)
      await repository.saveSettlementState(trx, context.empresaId, id, { summary, status, versao: 1, atualizadoEm: stamp.at, render })
    }
    await recordEvent(trx, context, 'criado', title, render)
    return title
  }

  /**
   * Replaces an existing title by a prepared one (DESIGN.md sections 8 and 13). Settlements are
   * history: a body that states a status, valor_pag or recebimento must describe the title's
   * current state, except on an open title without settlements, where it applies as on create.
   */
  async function replace (trx: Trx, context: WriteContext, current: StoredTitle, prepared: Prepared): Promise<{ outcome: UpsertOutcome, title: StoredTitle }> {
    const { record, settlement } = prepared
    const desiredAmortized = settlement === undefined ? 0 : amortizedCents(settlementParts(settlement.body))
    const desiredStatus = settlement === undefined
      ? prepared.requested
      : SETTLED.includes(prepared.requested) ? prepared.requested : desiredAmortized >= record.valorCents ? kind.settledStatus : 'PAGTO_PARCIAL'
    const keepsState = !prepared.statesSettlement || (desiredStatus === current.status && desiredAmortized === amortizedCents(current.settled))
    const appliesState = !keepsState && current.status === 'EM ABERTO' && current.settled === null
    if (!keepsState && !appliesState) throw errors.settlementStateConflict(kind.label, current.id, current.status)

    if (isClosed(current.status)) {
      const frozen = [
        ...(record.valorCents !== current.valorCents ? ['valor_documento'] : []),
        ...(record.data_vencimento !== current.data_vencimento ? ['data_vencimento'] : [])
      ]
      if (frozen.length > 0) throw errors.titleClosedForReplacement(current.status, frozen)
    }
    if (record.valorCents < amortizedCents(current.settled)) {
      throw errors.validation([{ path: '/body/data/valor_documento', message: `is below the ${centsToDecimalString(amortizedCents(current.settled))} already settled` }])
    }
    const currentInfo = (current.extra.info ?? {}) as Info
    const { stamp } = context
    const next: StoredTitle = {
      ...current,
      ...record,
      motivo_cancelamento: current.motivo_cancelamento,
      status: current.settled === null ? current.status : statusAfterSettlements(kind, current.status, record.valorCents, current.settled),
      extra: { ...record.extra, info: { ...(record.extra.info as Info), dInc: currentInfo.dInc, hInc: currentInfo.hInc, uInc: currentInfo.uInc } }
    }
    if (!appliesState && sameContent(current, next)) return { outcome: 'inalterado', title: current }
    next.versao = current.versao + 1
    next.atualizado_em = stamp.at
    if (appliesState && settlement === undefined) next.status = prepared.requested
    let render = renderer.render(next)
    await repository.update(trx, context.empresaId, current.id, next, next.versao, stamp.at, true, render)
    let title = next
    if (appliesState && settlement !== undefined) {
      const { summary } = await addSettlement(trx, context, next, settlement.body, settlement.path)
      const status = statusAfterSettlements(kind, prepared.requested, next.valorCents, summary)
      if (SETTLED.includes(prepared.requested) && status !== prepared.requested) {
        throw errors.validation([{ path: settlement.path, message: `leaves ${centsToDecimalString(next.valorCents - amortizedCents(summary))} open, so the title cannot be ${prepared.requested}` }])
      }
      title = { ...next, settled: summary, status }
      render = renderer.render(title)
      await repository.saveSettlementState(trx, context.empresaId, current.id, { summary, status, versao: title.versao, atualizadoEm: stamp.at, render })
    }
    await recordEvent(trx, context, 'alterado', title, render)
    return { outcome: 'alterado', title }
  }

  return {
    repository,
    view,

    /**
     * Validates the rules, fills the defaults and server-managed fields, stores the title and the
     * settlement its status or recebimento/valor_pag stands for. A repeated integration code is 409.
     */
    async create (trx: Trx, context: WriteContext, input: AnyNewTitle): Promise<StoredTitle> {
      return await store(trx, context, prepare(input, context.stamp))
    },

    /**
     * PUT by integration code (DESIGN.md section 13): creates the title, or replaces the one that
     * has the code. A replacement with the same content changes nothing (no version, no event).
     */
    async upsert (trx: Trx, context: WriteContext, code: string, input: AnyNewTitle): Promise<{ outcome: UpsertOutcome, title: StoredTitle }> {
      if (input.codigo_lancamento_integracao !== undefined && input.codigo_lancamento_integracao !== code) {
        throw errors.integrationCodeMismatch(code, input.codigo_lancamento_integracao)
      }
      const prepared = prepare({ ...input, codigo_lancamento_integracao: code }, context.stamp)
      const [current] = await repository.findByIntegrationCodes(trx, context.empresaId, [code], true)
      if (current === undefined) return { outcome: 'criado', title: await store(trx, context, prepared) }
      if (context.ifMatch !== undefined && !matchesVersion(context.ifMatch, current.versao)) throw errors.versionMismatch(current.versao)
      return await replace(trx, context, current, prepared)
    },

    /**
     * The batch upsert of DESIGN.md section 13, in the caller's transaction: every item's outcome
     * in request order. Items are checked first; new open titles are then written together (a few
     * statements for the whole batch), the rest one by one, each inside a savepoint so a failing
     * item leaves nothing behind while the others stay.
     */
    async batch (trx: Trx, context: WriteContext, items: ReadonlyArray<BatchItem>): Promise<BatchResult[]> {
      const results: BatchResult[] = new Array(items.length)
      const valid: Array<{ index: number, code: string, prepared: Prepared }> = []
      const firstIndexOf = new Map<string, number>()
      items.forEach((item, index) => {
        if ('error' in item) {
          results[index] = { indice: index, codigo_lancamento_integracao: item.code, resultado: 'erro', erro: item.error }
          return
        }
        const code = item.title.codigo_lancamento_integracao as string
        const first = firstIndexOf.get(code)
        if (first !== undefined) {
          results[index] = { indice: index, codigo_lancamento_integracao: code, resultado: 'erro', erro: errors.duplicateInBatch(code, first) }
          return
        }
        firstIndexOf.set(code, index)
        try {
          valid.push({ index, code, prepared: prepare(item.title, context.stamp) })
        } catch (error) {
          if (!(error instanceof ApiError)) throw error
          results[index] = { indice: index, codigo_lancamento_integracao: code, resultado: 'erro', erro: error }
        }
      })
      const existing = new Map((await repository.findByIntegrationCodes(trx, context.empresaId, valid.map((item) => item.code), true))
        .map((title) => [title.codigo_lancamento_integracao as string, title]))

      // New titles without a settlement: one INSERT for all, one for their splits, two for their events.
      const { stamp } = context
      let plain: typeof valid = []
      let renders: Buffer[] = []
      let ids = new Map<string, number>()
      for (let attempt = 1; ; attempt++) {
        plain = valid.filter((item) => !existing.has(item.code) && item.prepared.settlement === undefined)
        renders = plain.map((item) => renderer.render({ ...item.prepared.record, id: 0, versao: 1, atualizado_em: stamp.at, settled: null }))
        await sql.raw('SAVEPOINT lote_novos').execute(trx)
        try {
          ids = await repository.insertMany(trx, context.empresaId, plain.map((item, position) => ({
            record: item.prepared.record as TitleRecord & { codigo_lancamento_integracao: string }, render: renders[position] as Buffer
          })), stamp.at)
          break
        } catch (error) {
          // Another request created one of these codes since they were looked up: those are now
          // replacements, read (and locked) again; the rest is inserted again.
          if (!isUniqueViolation(error) || attempt >= 3) throw error
          await sql.raw('ROLLBACK TO SAVEPOINT lote_novos').execute(trx)
          for (const title of await repository.findByIntegrationCodes(trx, context.empresaId, plain.map((item) => item.code), true)) {
            existing.set(title.codigo_lancamento_integracao as string, title)
          }
        }
      }
      const events: NewEvent[] = []
      plain.forEach((item, position) => {
        const id = ids.get(item.code) as number
        const title: StoredTitle = { ...item.prepared.record, id, versao: 1, atualizado_em: stamp.at, settled: null }
        events.push(eventOf(context, 'criado', title, renders[position] as Buffer))
        results[item.index] = { indice: item.index, codigo_lancamento_integracao: item.code, resultado: 'criado', codigo_lancamento_svc: id }
      })

      // Replacements and settled creates write several rows each: one savepoint per item.
      let savepoint = 0
      for (const item of valid) {
        if (results[item.index] !== undefined) continue
        const name = `lote_item_${savepoint++}`
        await sql.raw(`SAVEPOINT ${name}`).execute(trx)
        try {
          const current = existing.get(item.code)
          const { outcome, title } = current === undefined
            ? { outcome: 'criado' as const, title: await store(trx, context, item.prepared) }
            : await replace(trx, context, current, item.prepared)
          results[item.index] = { indice: item.index, codigo_lancamento_integracao: item.code, resultado: outcome, codigo_lancamento_svc: title.id }
          await sql.raw(`RELEASE SAVEPOINT ${name}`).execute(trx)
        } catch (error) {
          if (!(error instanceof ApiError)) throw error
          await sql.raw(`ROLLBACK TO SAVEPOINT ${name}`).execute(trx)
          results[item.index] = { indice: item.index, codigo_lancamento_integracao: item.code, resultado: 'erro', erro: error }
        }
      }
      await appendEvents(trx, events)
      return results
    },

    /**
     * Applies a partial update (DESIGN.md section 8). 409 when a closed title's value or due date
     * would change. When every field already has the sent value nothing changes: no version, no event.
     */
    async update (trx: Trx, context: WriteContext, id: number, conta: AnyUpdate): Promise<{ title: StoredTitle, changed: boolean }> {
      const current = await lockedTitle(trx, context, id)
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

      if (isClosed(current.status)) {
        const frozen = [
          ...(next.valorCents !== current.valorCents ? ['valor'] : []),
          ...(next.data_vencimento !== current.data_vencimento ? ['data_vencimento'] : [])
        ]
        if (frozen.length > 0) throw errors.titleClosed(current.status, frozen)
      }
      if (next.valorCents !== current.valorCents && next.valorCents < amortizedCents(current.settled)) {
        throw errors.validation([{ path: '/body/conta/valor', message: `is below the ${centsToDecimalString(amortizedCents(current.settled))} already settled` }])
      }
      next.status = current.settled === null ? current.status : statusAfterSettlements(kind, current.status, next.valorCents, current.settled)

      const changed = next.valorCents !== current.valorCents || next.data_vencimento !== current.data_vencimento || next.data_previsao !== current.data_previsao ||
        next.codigo_categoria !== current.codigo_categoria || next.codigo_cliente_fornecedor !== current.codigo_cliente_fornecedor ||
        next.extra.observacao !== current.extra.observacao || next.extra.descricao !== current.extra.descricao
      if (counterpart?.nome !== undefined) {
        await saveClienteFornecedor(trx, handle, context.empresaId, String(counterpart.id), { razao_social: counterpart.nome })
      }
      if (!changed) return { title: current, changed }
      const { stamp } = context
      next.extra.info = { ...(current.extra.info as Info | undefined), dAlt: stamp.date, hAlt: stamp.time, uAlt: stamp.user }
      next.versao = current.versao + 1
      next.atualizado_em = stamp.at
      const render = renderer.render(next)
      await repository.update(trx, context.empresaId, id, next, next.versao, stamp.at, splitChanged, render)
      await recordEvent(trx, context, 'alterado', next, render)
      return { title: next, changed }
    },

    /** Records a payment or receipt (DESIGN.md section 11). */
    async settle (trx: Trx, context: WriteContext, id: number, body: SettlementBody): Promise<{ title: StoredTitle, settlementId: number }> {
      const title = await lockedTitle(trx, context, id)
      if (title.status === 'CANCELADO') throw errors.titleCancelled(kind.label, id)
      const { id: settlementId, summary } = await addSettlement(trx, context, title, body, '/body')
      return { title: await settlementChanged(trx, context, title, summary, 'baixa_lancada'), settlementId }
    },

    /** Reverses a settlement: it stays listed as reversed and no longer counts. */
    async reverse (trx: Trx, context: WriteContext, id: number, settlementId: number): Promise<StoredTitle> {
      const title = await lockedTitle(trx, context, id)
      const settlement = await repository.settlements.find(trx, context.empresaId, id, settlementId)
      if (settlement === undefined) throw errors.settlementNotFound(id, settlementId)
      if (settlement.estornado_em !== null) throw errors.settlementAlreadyReversed(settlementId, settlement.estornado_em)
      await repository.settlements.reverse(trx, settlementId, context.stamp.at, context.stamp.user)
      return await settlementChanged(trx, context, title, await repository.summarizeSettlements(trx, id), 'baixa_estornada')
    },

    async cancel (trx: Trx, context: WriteContext, id: number, motivo: string | undefined): Promise<StoredTitle> {
      const title = await lockedTitle(trx, context, id)
      if (title.status === 'CANCELADO') throw errors.alreadyCancelled(kind.label, id)
      if (title.settled !== null) throw errors.activeSettlements(kind.label, id, 'cancelled')
      const next: StoredTitle = { ...title, status: 'CANCELADO', motivo_cancelamento: motivo ?? null, versao: title.versao + 1, atualizado_em: context.stamp.at }
      const render = renderer.render(next)
      await repository.saveStatus(trx, context.empresaId, id, { status: next.status, motivo: next.motivo_cancelamento, versao: next.versao, atualizadoEm: next.atualizado_em, render })
      await recordEvent(trx, context, 'cancelado', next, render)
      return next
    },

    async reopen (trx: Trx, context: WriteContext, id: number): Promise<StoredTitle> {
      const title = await lockedTitle(trx, context, id)
      if (title.status !== 'CANCELADO') throw errors.notCancelled(kind.label, id)
      const next: StoredTitle = { ...title, status: 'EM ABERTO', motivo_cancelamento: null, versao: title.versao + 1, atualizado_em: context.stamp.at }
      const render = renderer.render(next)
      await repository.saveStatus(trx, context.empresaId, id, { status: next.status, motivo: null, versao: next.versao, atualizadoEm: next.atualizado_em, render })
      await recordEvent(trx, context, 'reaberto', next, render)
      return next
    },

    /** Removes a title without active settlements; its integration code is free again. */
    async delete (trx: Trx, context: WriteContext, id: number): Promise<void> {
      const title = await lockedTitle(trx, context, id)
      if (title.settled !== null) throw errors.activeSettlements(kind.label, id, 'deleted')
      await repository.delete(trx, context.empresaId, id)
      await recordEvent(trx, context, 'excluido', { ...title, versao: title.versao + 1, atualizado_em: context.stamp.at }, null)
    }
  }
}

/**
 * Keeps a split's amounts consistent with a new total: same shares, parts that add up exactly.
 * Returns whether the category split changed (it is a child table; distribuicao lives in extra).
 */
function rescaleSplits (title: TitleRecord): boolean {
  let categoriesChanged = false
  if (title.categorias.some((entry) => entry.valorCents !== undefined)) {
    const parts = splitByShares(title.valorCents, title.categorias.map((entry) => entry.percentual))
    title.categorias = title.categorias.map((entry, index) => ({ ...entry, valorCents: parts[index] ?? 0 }))
    categoriesChanged = true
  }
  const distribuicao = title.extra.distribuicao as Array<{ nPerDep: number, nValDep?: number }> | undefined
  if (distribuicao !== undefined && distribuicao.some((entry) => entry.nValDep !== undefined)) {
    const parts = splitByShares(title.valorCents, distribuicao.map((entry) => entry.nPerDep))
    title.extra.distribuicao = distribuicao.map((entry, index) => ({ ...entry, nValDep: fromCents(parts[index] ?? 0) }))
  }
  return categoriesChanged
}
