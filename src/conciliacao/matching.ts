import type { Resource } from '../../schemas/eventos.js'
import { ApiError } from '../errors.js'
import type { TitleKind } from '../titulos/kinds.js'
import type { LatestSettlement, SettlementAmounts, StoredTitle } from '../titulos/model.js'
import { checkSettlementFits, openBalanceCents, titleAfterSettlements, withSettlement } from '../titulos/settlement-rules.js'
import type { CnabDetail, OfxTransaction } from './bank-file.js'
import { SETTLING_CODES } from './cnab240.js'
import { normalizedNossoNumero } from './nosso-numero.js'

/**
 * The matching rules of docs/CONTRACT.md section 18, without a database: each line of a bank file,
 * in file order, against the titles and settlement codes the import read for it. A settlement a
 * line plans changes the titles the next lines see, so two lines never pay the same balance twice.
 */

export type Resultado = 'baixado' | 'ja_baixado' | 'sugerido' | 'sem_titulo' | 'ignorado' | 'rejeitado'

export interface TitleRef { recurso: Resource, id: number }

/** One line's outcome: what the item records. Money in cents. */
export interface MatchedItem {
  linha: number
  /** The kind the line pays: receivables for CNAB and OFX credits, payables for OFX debits. */
  recurso: Resource
  codigoMovimento?: string
  fitid?: string
  nossoNumero?: string
  seuNumero?: string
  documento?: string
  valorPagoCents: number
  jurosCents: number
  descontoCents: number
  excedenteCents?: number
  dataOcorrencia?: string
  dataCredito?: string
  resultado: Resultado
  titulo?: TitleRef
  candidatos?: TitleRef[]
  /** The settlement's id: an existing one (ja_baixado), or the new one once stored (baixado). */
  codigoBaixa?: number
  codigoBaixaIntegracao?: string
  motivo?: string
}

/** A settlement a line makes: the title before and after it, and the row to store. */
export interface PlannedSettlement {
  item: MatchedItem
  before: StoredTitle
  after: StoredTitle
  amounts: SettlementAmounts
  data: string
  codigoBaixaIntegracao: string
  /** The new settlement as the title's summary names it: its id is set once the row is stored. */
  latest: LatestSettlement
}

/** A settlement code already on a title of the kind. */
export interface KnownCode { tituloId: number, settlementId: number, active: boolean }

/**
 * What the import read for one kind: the titles the lines may name (by id, updated as lines settle
 * them), looked up by the keys the rules compare, and the settlement codes already used. Filled by
 * `kindState` from the import's queries, changed only by `settleOn`.
 */
export interface KindState {
  kind: TitleKind
  titles: Map<number, StoredTitle>
  codes: Map<string, KnownCode[]>
  byNossoNumero: Map<string, number[]>
  byIntegrationCode: Map<string, number>
  byDocumento: Map<string, number[]>
  /** By the open balance the title had when read: a title whose balance moved is checked again. */
  byBalance: Map<number, number[]>
}

export function kindState (kind: TitleKind, titles: Iterable<StoredTitle>, codes: Iterable<[string, KnownCode]>): KindState {
  const state: KindState = { kind, titles: new Map(), codes: new Map(), byNossoNumero: new Map(), byIntegrationCode: new Map(), byDocumento: new Map(), byBalance: new Map() }
  const add = <K>(map: Map<K, number[]>, key: K | null, id: number) => {
    if (key === null) return
    const list = map.get(key)
    if (list === undefined) map.set(key, [id])
    else list.push(id)
  }
  for (const title of titles) {
    if (state.titles.has(title.id)) continue
    state.titles.set(title.id, title)
    add(state.byNossoNumero, normalizedNossoNumero(boletoNumber(title)), title.id)
    if (title.codigo_lancamento_integracao !== null) state.byIntegrationCode.set(title.codigo_lancamento_integracao, title.id)
    add(state.byDocumento, title.numero_documento, title.id)
    add(state.byBalance, openBalanceCents(title), title.id)
  }
  for (const [code, known] of codes) {
    const list = state.codes.get(code)
    if (list === undefined) state.codes.set(code, [known])
    else list.push(known)
  }
  return state
}

/** Who settles: the business account of `?id_conta_corrente=`, and the moment of the write. */
export interface MatchContext { contaCorrente: number | null, at: string }

/** Days around DTPOSTED in which an OFX amount suggests a title by its due date. */
export const SUGGESTION_DAYS = 5
export const MAX_CANDIDATES = 5

const OPEN = new Set(['EM ABERTO', 'PAGTO_PARCIAL'])

export function cnabCode (banco: string, detail: CnabDetail): string {
  return `cnab240:${banco}:${normalizedNossoNumero(detail.nossoNumero) ?? ''}:${detail.codigoMovimento}:${detail.dataOcorrencia ?? ''}`
}

/** The settlement code of an OFX transaction; settlement codes are at most 60 characters, so a longer one is hashed. */
export function ofxCode (banco: string, conta: string, fitid: string, hash: (text: string) => string): string {
  const code = `ofx:${banco}:${conta}:${fitid}`
  return code.length <= 60 ? code : `ofx:${hash(code).slice(0, 56)}`
}

/** The one receivable rules 1-3 of a CNAB detail find, or undefined. */
export function findCnabTitle (state: KindState, detail: CnabDetail): StoredTitle | undefined {
  const current = (ids: readonly number[]) => ids.map((id) => state.titles.get(id) as StoredTitle)
  const only = (found: readonly StoredTitle[]) => found.length === 1 ? found[0] : undefined
  const nosso = normalizedNossoNumero(detail.nossoNumero)
  const byNosso = nosso === null ? [] : state.byNossoNumero.get(nosso) ?? []
  if (byNosso.length > 0) return only(current(byNosso))
  const ident = detail.identificacao
  if (ident !== '') {
    const ids = new Set<number>()
    if (/^[0-9]{1,15}$/.test(ident) && state.titles.has(Number(ident))) ids.add(Number(ident))
    const byCode = state.byIntegrationCode.get(ident)
    if (byCode !== undefined) ids.add(byCode)
    if (ids.size > 0) return only(current([...ids]))
  }
  if (detail.seuNumero === '') return undefined
  return only(current(state.byDocumento.get(detail.seuNumero) ?? []).filter((title) => title.valorCents === detail.valorNominalCents))
}

export function boletoNumber (title: StoredTitle): unknown {
  return (title.extra.boleto as { cNumBancario?: unknown } | undefined)?.cNumBancario
}

/** A CNAB detail's outcome; a settlement it makes is planned on `state` and returned with it. */
export function matchCnabDetail (state: KindState, banco: string, detail: CnabDetail, context: MatchContext): { item: MatchedItem, settlement?: PlannedSettlement } {
  const settles = SETTLING_CODES.has(detail.codigoMovimento) && detail.dataOcorrencia !== null
  const item: MatchedItem = {
    linha: detail.linha,
    recurso: state.kind.resource,
    codigoMovimento: detail.codigoMovimento,
    nossoNumero: detail.nossoNumero,
    ...(detail.seuNumero === '' ? {} : { seuNumero: detail.seuNumero }),
    ...(detail.identificacao === '' ? {} : { documento: detail.identificacao }),
    valorPagoCents: detail.valorPagoCents,
    jurosCents: detail.jurosCents,
    descontoCents: detail.descontoCents + detail.abatimentoCents,
    ...(detail.dataOcorrencia === null ? {} : { dataOcorrencia: detail.dataOcorrencia }),
    ...(detail.dataCredito === null ? {} : { dataCredito: detail.dataCredito }),
    resultado: 'ignorado',
    ...(settles ? { codigoBaixaIntegracao: cnabCode(banco, detail) } : {})
  }
  if (!settles) {
    return { item: { ...item, motivo: `código de movimento ${detail.codigoMovimento} does not settle (only 06 and 17 do)` } }
  }
  const title = findCnabTitle(state, detail)
  if (title === undefined) return { item: { ...item, resultado: 'sem_titulo' } }
  return settleOn(state, item, title, item.codigoBaixaIntegracao as string, context)
}

/**
 * Settles `item` (valor pago, juros, desconto) on `title` under `code`, unless the code is already
 * active there (`ja_baixado`), was reversed there, or the title cannot take it (`rejeitado`).
 * What amortizes more than the open balance is added to juros and shown as `excedente`.
 */
export function settleOn (state: KindState, item: MatchedItem, title: StoredTitle, code: string, context: MatchContext): { item: MatchedItem, settlement?: PlannedSettlement } {
  const titulo = { recurso: state.kind.resource, id: title.id }
  const known = (state.codes.get(code) ?? []).find((entry) => entry.tituloId === title.id)
  const base = { ...item, titulo, codigoBaixaIntegracao: code }
  if (known?.active === true) return { item: { ...base, resultado: 'ja_baixado', codigoBaixa: known.settlementId } }
  if (known !== undefined) return { item: { ...base, resultado: 'rejeitado', motivo: `the settlement ${code} of this title was reversed: settle it by hand if it stands` } }
  if (title.status === 'CANCELADO') return { item: { ...base, resultado: 'rejeitado', motivo: `the ${state.kind.label} ${title.id} is CANCELADO` } }
  const open = openBalanceCents(title)
  if (open <= 0) return { item: { ...base, resultado: 'rejeitado', motivo: `the ${state.kind.label} ${title.id} is already settled by other settlements` } }
  const amortized = item.valorPagoCents + item.descontoCents - item.jurosCents
  const excedente = Math.max(0, amortized - open)
  const jurosCents = item.jurosCents + excedente
  const amounts: SettlementAmounts = { valorCents: item.valorPagoCents, descontoCents: item.descontoCents === 0 ? null : item.descontoCents, jurosCents: jurosCents === 0 ? null : jurosCents, multaCents: null }
  try {
    checkSettlementFits(title, amounts, '/itens')
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return { item: { ...base, resultado: 'rejeitado', motivo: error.details?.[0]?.message ?? error.message } }
  }
  const data = item.dataOcorrencia as string
  const latest: LatestSettlement = { id: 0, data, codigo_conta_corrente: context.contaCorrente, codigo_baixa_integracao: code, observacao: null }
  const after = titleAfterSettlements(state.kind, title, withSettlement(title.settled, { ...amounts, latest }), context.at)
  state.titles.set(title.id, after)
  state.codes.set(code, [...(state.codes.get(code) ?? []), { tituloId: title.id, settlementId: 0, active: true }])
  const settled: MatchedItem = { ...base, jurosCents, ...(excedente > 0 ? { excedenteCents: excedente } : {}), resultado: 'baixado' }
  return { item: settled, settlement: { item: settled, before: title, after, amounts, data, codigoBaixaIntegracao: code, latest } }
}

/**
 * Whether `word` stands in `text` as a whole word (not inside a longer run of letters or digits),
 * ignoring case (the Unicode case folding of a RegExp's `iu` flags): each place the word matches,
 * overlapping ones too, is taken when the code points on either side are not letters or digits.
 * The same as /(?<![\p{L}\p{N}])word(?![\p{L}\p{N}])/iu, which cost 2 ms to compile for every
 * title and text compared, 8 of the 15 s an OFX statement of 7,000 credits took to import.
 */
export function containsWord (text: string, word: string): boolean {
  if (word.trim() === '') return false
  const pattern = wordPattern(word)
  pattern.lastIndex = 0
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const end = match.index + match[0].length
    if (!isWordCharacter(codePointBefore(text, match.index)) && !isWordCharacter(text.codePointAt(end))) return true
    // On to the next code point: a search from inside a surrogate pair starts again at the pair.
    pattern.lastIndex = match.index + ((text.codePointAt(match.index) ?? 0) > 0xffff ? 2 : 1)
  }
  return false
}

const WORD_CHARACTER = /^[\p{L}\p{N}]$/u
const isWordCharacter = (codePoint: number | undefined): boolean => codePoint !== undefined && WORD_CHARACTER.test(String.fromCodePoint(codePoint))

/** The code point that ends just before `index` (a surrogate pair read whole), or undefined at the start. */
function codePointBefore (text: string, index: number): number | undefined {
  if (index === 0) return undefined
  const low = text.charCodeAt(index - 1)
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) {
    const high = text.charCodeAt(index - 2)
    if (high >= 0xd800 && high <= 0xdbff) return (high - 0xd800) * 0x400 + low - 0xdc00 + 0x10000
  }
  return low
}

/** The words' patterns, compiled once per word: a title whose balance many transactions have is compared with each. */
const wordPatterns = new Map<string, RegExp>()
const MAX_WORD_PATTERNS = 1000

function wordPattern (word: string): RegExp {
  let pattern = wordPatterns.get(word)
  if (pattern === undefined) {
    if (wordPatterns.size >= MAX_WORD_PATTERNS) wordPatterns.clear()
    pattern = new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu')
    wordPatterns.set(word, pattern)
  }
  return pattern
}

export function daysBetween (a: string, b: string): number {
  return Math.round((Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000)
}

/** An OFX transaction's outcome against the kind its sign names (credits: receivables, debits: payables). */
export function matchOfxTransaction (state: KindState, banco: string, conta: string, transaction: OfxTransaction, code: string, context: MatchContext): { item: MatchedItem, settlement?: PlannedSettlement } {
  const amount = Math.abs(transaction.valorCents)
  const texts = [transaction.name, transaction.memo, transaction.checknum, transaction.refnum].filter((text) => text !== '')
  const item: MatchedItem = {
    linha: transaction.linha,
    recurso: state.kind.resource,
    fitid: transaction.fitid,
    ...(texts.length === 0 ? {} : { documento: texts.join(' / ').slice(0, 255) }),
    valorPagoCents: amount,
    jurosCents: 0,
    descontoCents: 0,
    dataOcorrencia: transaction.data,
    resultado: 'sem_titulo',
    codigoBaixaIntegracao: code
  }
  if (amount === 0) return { item: { ...item, resultado: 'ignorado', motivo: 'TRNAMT is zero' } }
  const active = (state.codes.get(code) ?? []).find((entry) => entry.active)
  if (active !== undefined) return { item: { ...item, resultado: 'ja_baixado', titulo: { recurso: state.kind.resource, id: active.tituloId }, codigoBaixa: active.settlementId } }
  const sameBalance = (state.byBalance.get(amount) ?? []).map((id) => state.titles.get(id) as StoredTitle)
    .filter((title) => OPEN.has(title.status) && openBalanceCents(title) === amount)
  const named = sameBalance.filter((title) => [title.numero_documento, title.codigo_lancamento_integracao]
    .some((key) => key !== null && texts.some((text) => containsWord(text, key))))
  if (named.length === 1) return settleOn(state, item, named[0] as StoredTitle, code, context)
  const near = sameBalance
    .map((title) => ({ title, distance: Math.abs(daysBetween(title.data_vencimento, transaction.data)) }))
    .filter(({ distance }) => distance <= SUGGESTION_DAYS)
    .sort((a, b) => a.distance - b.distance || a.title.data_vencimento.localeCompare(b.title.data_vencimento) || a.title.id - b.title.id)
    .slice(0, MAX_CANDIDATES)
  if (near.length === 0) return { item }
  return { item: { ...item, resultado: 'sugerido', candidatos: near.map(({ title }) => ({ recurso: state.kind.resource, id: title.id })) } }
}
