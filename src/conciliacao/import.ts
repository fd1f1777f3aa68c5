import { createHash } from 'node:crypto'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.js'
import { isUniqueViolation } from '../../db/driver-errors.js'
import type { ImportSummary } from '../../schemas/conciliacao.js'
import type { Resource } from '../../schemas/eventos.js'
import { errors } from '../errors.js'
import { appendEvents, numberSpooled, spoolEvents, type NewEvent } from '../eventos/repository.js'
import { commitTitles } from '../titulos/commit.js'
import { insertSettlementRows, settlementsByCodes } from '../titulos/settlements-repository.js'
import type { Db, TitleStore } from '../titulos/store.js'
import type { WriteContext } from '../writes/context.js'
import type { CnabDetail, ImportableFile, OfxTransaction } from './bank-file.js'
import { apiImportSummary, ImportAnswerJson, itemRow, matchedItemOf, totalsOf, type ImportRow } from './items.js'
import { cnabCode, kindState, matchCnabDetail, matchOfxTransaction, ofxCode, type KindState, type MatchContext, type MatchedItem, type PlannedSettlement } from './matching.js'
import { normalizedNossoNumero } from './nosso-numero.js'
import { findImportByNsa, findImportBySha, insertImport, insertItems, itemPages, knownCodes, openTitlesByBalance, saveTotals, slices, titlesByKeys } from './repository.js'

/**
 * One bank file is one write (docs/CONTRACT.md section 18): inside the write path's transaction,
 * the import, its items, its settlements and their `baixa_lancada` events in line order. The file
 * is read a slice of lines at a time; for each slice the titles its lines may name are read and
 * locked, a few queries, the matching runs in memory (matching.ts), and what it settles is stored,
 * the slice's settlements in one statement and its titles in one more, so a file of 10,000
 * liquidations costs a few hundred statements rather than tens of thousands, and no statement
 * outgrows the server's packet. What the import holds meanwhile is the file's lines as the reader
 * gave them, one slice's titles and its answer as JSON bytes; its events wait for their numbering
 * in the database (spoolEvents), not in memory (docs/PERFORMANCE.md, "Bank reconciliation").
 */

/**
 * Lines matched and settlements committed per slice: their title updates and events travel
 * together. What a slice makes and drops (its titles, its SQL text) is what the heap grows by
 * between collections: the peak over idle of a 10 MB file's import was 34-44 MB in slices of 500,
 * 24-34 in slices of 250, 17-36 (mostly under 20) in slices of 125, for a few more round trips.
 */
const SETTLE_SLICE = 125

export interface ImportWrite {
  trx: Transaction<Database>
  context: WriteContext
  receivables: TitleStore
  payables: TitleStore
}

export interface ImportRequest {
  /** Of the file's bytes: the same bytes again are the same import. */
  sha256: string
  file: ImportableFile
  contaCorrente: number | null
}

/** An import as its answer shows it: the import, and its items already written as JSON. */
export interface PresentedImport {
  summary: ImportSummary & { reimportado?: true }
  items: ImportAnswerJson
}

/** 201 with the new import, or 200 with the first import of the same bytes (`reimportado`), settling nothing. */
export async function importBankFile (write: ImportWrite, request: ImportRequest): Promise<PresentedImport & { status: 200 | 201, settled: Map<Resource, number> }> {
  const { trx, context } = write
  const { file, sha256 } = request
  const earlier = await findImportBySha(trx, context.empresaId, sha256)
  if (earlier !== undefined) {
    const presented = await presentImport(trx, earlier)
    return { status: 200, summary: { ...presented.summary, reimportado: true }, items: presented.items, settled: new Map() }
  }
  if (file.formato === 'cnab240') {
    const sameNsa = await findImportByNsa(trx, context.empresaId, file.banco, file.nsa)
    if (sameNsa !== undefined) throw errors.bankFileNsaRepeated(file.banco, file.nsa, sameNsa.id)
  }
  const match: MatchContext = { contaCorrente: request.contaCorrente, at: context.stamp.at }
  const row = {
    empresa_id: context.empresaId,
    formato: file.formato,
    sha256,
    banco: file.banco,
    nsa: file.formato === 'cnab240' ? file.nsa : null,
    conta: file.formato === 'ofx' ? file.conta : null,
    id_conta_corrente: request.contaCorrente,
    recebido_em: context.stamp.at,
    recebido_por: context.stamp.user,
    totais: JSON.stringify(totalsOf([])),
    avisos: JSON.stringify(file.avisos)
  }
  let id: number
  try {
    id = await insertImport(trx, row)
  } catch (error) {
    // Another request imported these bytes, or this NSA, since they were looked up.
    if (isUniqueViolation(error)) throw errors.bankFileImportedMeanwhile()
    throw error
  }
  // A slice of lines at a time: read, its titles read, matched, settled, its items stored and
  // written into the answer before the next is read, so what the import holds at once is one
  // slice's lines and titles and the answer's bytes, whatever the file's size. A later slice
  // reads what an earlier one settled from the transaction itself.
  const items = new ImportAnswerJson()
  /** Settlements by the kind of title they settle: a statement's debits pay payables. */
  const settled = new Map<Resource, number>()
  const slices: Iterable<CnabDetail[] | OfxTransaction[]> = file.slices(SETTLE_SLICE)
  for (const lines of slices) {
    const slice = file.formato === 'cnab240'
      ? await matchCnab(write, file.banco, lines as CnabDetail[], match)
      : await matchOfx(write, file, lines as OfxTransaction[], match)
    await storeSettlements(write, slice.settlements, spoolEvents)
    await insertItems(trx, slice.items.map((item) => itemRow(id, item, write.receivables.handle.money)))
    for (const item of slice.items) items.add(item)
    for (const { item } of slice.settlements) settled.set(item.recurso, (settled.get(item.recurso) ?? 0) + 1)
  }
  await numberSpooled(trx, write.receivables.handle.engine, context.empresaId)
  await saveTotals(trx, id, items.totals)
  return { status: 201, summary: apiImportSummary({ ...row, id, totais: JSON.stringify(items.totals) }), items, settled }
}

async function matchCnab (write: ImportWrite, banco: string, details: readonly CnabDetail[], match: MatchContext): Promise<{ items: MatchedItem[], settlements: PlannedSettlement[] }> {
  const { trx, context, receivables } = write
  const settling = details.filter((detail) => detail.dataOcorrencia !== null)
  const titles = await titlesByKeys(trx, receivables, context.empresaId, {
    nossoNumeros: settling.flatMap((detail) => normalizedNossoNumero(detail.nossoNumero) ?? []),
    ids: settling.flatMap((detail) => /^[0-9]{1,15}$/.test(detail.identificacao) ? [Number(detail.identificacao)] : []),
    codes: settling.flatMap((detail) => detail.identificacao === '' ? [] : [detail.identificacao]),
    documentos: settling.flatMap((detail) => detail.seuNumero === '' ? [] : [detail.seuNumero])
  })
  const codes = await knownCodes(trx, receivables, context.empresaId, settling.map((detail) => cnabCode(banco, detail)))
  const state = kindState(receivables.kind, titles, codes)
  const items: MatchedItem[] = []
  const settlements: PlannedSettlement[] = []
  for (const detail of details) {
    const { item, settlement } = matchCnabDetail(state, banco, detail, match)
    items.push(item)
    if (settlement !== undefined) settlements.push(settlement)
  }
  return { items, settlements }
}

const hashText = (text: string): string => createHash('sha256').update(text).digest('hex')

async function matchOfx (write: ImportWrite, { banco, conta }: { banco: string, conta: string }, transacoes: readonly OfxTransaction[], match: MatchContext): Promise<{ items: MatchedItem[], settlements: PlannedSettlement[] }> {
  const { trx, context } = write
  const codeOf = (fitid: string) => ofxCode(banco, conta, fitid, hashText)
  const stateOf = async (store: TitleStore, sign: 1 | -1): Promise<KindState> => {
    const transactions = transacoes.filter((transaction) => Math.sign(transaction.valorCents) === sign)
    const titles = transactions.length === 0 ? [] : await openTitlesByBalance(trx, store, context.empresaId, transactions.map((transaction) => Math.abs(transaction.valorCents)))
    return kindState(store.kind, titles, await knownCodes(trx, store, context.empresaId, transactions.map((transaction) => codeOf(transaction.fitid))))
  }
  const credits = await stateOf(write.receivables, 1)
  const debits = await stateOf(write.payables, -1)
  const items: MatchedItem[] = []
  const settlements: PlannedSettlement[] = []
  for (const transaction of transacoes) {
    const { item, settlement } = matchOfxTransaction(transaction.valorCents < 0 ? debits : credits, banco, conta, transaction, codeOf(transaction.fitid), match)
    items.push(item)
    if (settlement !== undefined) settlements.push(settlement)
  }
  return { items, settlements }
}

/**
 * Stores the planned settlements in line order, a slice at a time: the slice's settlement rows in
 * one statement per kind, their ids read back by code, then each title's new state and event
 * through the one commit of a title (src/titulos/commit.ts), as any settlement.
 */
export async function storeSettlements (write: ImportWrite, planned: readonly PlannedSettlement[], append = appendEvents): Promise<void> {
  const { trx, context } = write
  const storeOf = (settlement: PlannedSettlement): TitleStore => settlement.item.titulo?.recurso === write.payables.kind.resource ? write.payables : write.receivables
  for (const slice of slices(planned, SETTLE_SLICE)) {
    for (const store of [write.receivables, write.payables]) {
      const own = slice.filter((settlement) => storeOf(settlement) === store)
      if (own.length === 0) continue
      const { money } = store.handle
      const optional = (cents: number | null) => cents === null ? null : money.toDb(cents)
      await insertSettlementRows(trx, store, own.map(({ before, amounts, data, codigoBaixaIntegracao, latest }) => ({
        empresa_id: context.empresaId,
        titulo_id: before.id,
        valor: money.toDb(amounts.valorCents),
        data,
        desconto: optional(amounts.descontoCents),
        juros: optional(amounts.jurosCents),
        multa: optional(amounts.multaCents),
        codigo_conta_corrente: latest.codigo_conta_corrente,
        codigo_baixa_integracao: codigoBaixaIntegracao,
        observacao: null,
        lancado_em: context.stamp.at,
        lancado_por: context.stamp.user
      })))
      const ids = new Map((await settlementsByCodes(trx, store, { empresaId: context.empresaId, codes: own.map((settlement) => settlement.codigoBaixaIntegracao) }))
        .filter((row) => row.estornado_em === null).map((row) => [`${row.titulo_id} ${row.codigo_baixa_integracao ?? ''}`, row.id]))
      for (const settlement of own) {
        const id = ids.get(`${settlement.before.id} ${settlement.codigoBaixaIntegracao}`) as number
        settlement.latest.id = id
        settlement.item.codigoBaixa = id
      }
    }
    // Events in line order, whichever kind each title is: the titles of each run of one kind together.
    const events: NewEvent[] = []
    for (let at = 0; at < slice.length;) {
      const store = storeOf(slice[at] as PlannedSettlement)
      let end = at + 1
      while (end < slice.length && storeOf(slice[end] as PlannedSettlement) === store) end++
      await commitTitles({ trx, store, context, events }, slice.slice(at, end).map((settlement) => ({ tipo: 'baixa_lancada', title: settlement.after, save: 'settlement' })))
      at = end
    }
    await append(trx, events)
  }
}

/** An import as the API shows it, its items read back in line order, a page at a time. */
export async function presentImport (db: Db, row: ImportRow): Promise<PresentedImport> {
  const items = new ImportAnswerJson()
  for await (const page of itemPages(db, row.id)) for (const item of page) items.add(matchedItemOf(item))
  return { summary: apiImportSummary(row), items }
}
