import { CompiledQuery } from 'kysely'
import { savepointStatements } from '../../db/coalescing.js'
import { executeWithNext } from '../../db/dialect.js'
import { isUniqueViolation } from '../../db/driver-errors.js'
import { ApiError, errors } from '../errors.js'
import { appendEvents, type NewEvent } from '../eventos/repository.js'
import { commitTitles, type TitleWrite } from './commit.js'
import { replaceTitle, storeNew, type UpsertOutcome } from './create.js'
import type { AnyNewTitle } from './kinds.js'
import type { StoredTitle } from './model.js'
import { findByIntegrationCodes } from './repository.js'
import { prepareTitle, type PreparedTitle } from './rules.js'

/** The batch upsert of docs/CONTRACT.md section 13. */

/** A batch item as the route hands it over: a title that passed its schema, or that schema's error. */
export type BatchItem = { title: AnyNewTitle } | { code?: string, error: ApiError }

export interface BatchResult {
  indice: number
  codigo_lancamento_integracao?: string
  resultado: UpsertOutcome | 'erro'
  codigo_lancamento_svc?: number
  erro?: ApiError
}

interface ValidItem { index: number, code: string, prepared: PreparedTitle }

/**
 * Every item's outcome in request order, in the write's transaction. Items are checked first; new
 * open titles are then committed together (a few statements for the whole batch), the rest one
 * by one, each inside a savepoint so a failing item leaves nothing behind while the others stay.
 * The events go in last, in one statement: the replacements' first, then the new titles'.
 */
export async function batchUpsert (write: TitleWrite, items: ReadonlyArray<BatchItem>): Promise<BatchResult[]> {
  const results: BatchResult[] = new Array(items.length)
  const valid = checkItems(write, items, results)
  const existing = new Map((await findByIntegrationCodes(write.trx, write.store, { empresaId: write.context.empresaId, codes: valid.map((item) => item.code), forUpdate: true }))
    .map((title) => [title.codigo_lancamento_integracao as string, title]))
  const newEvents: NewEvent[] = []
  const created = await commitNewOpenTitles({ ...write, events: newEvents }, valid, existing)
  for (const [index, title] of created) results[index] = { indice: index, codigo_lancamento_integracao: title.codigo_lancamento_integracao as string, resultado: 'criado', codigo_lancamento_svc: title.id }
  const itemEvents: NewEvent[] = []
  await upsertOneByOne({ ...write, events: itemEvents }, valid.filter((item) => results[item.index] === undefined), existing, results)
  await appendEvents(write.trx, [...itemEvents, ...newEvents])
  return results
}

/** Items that failed their schema or repeat an earlier code get their error; the rest are prepared. */
function checkItems (write: TitleWrite, items: ReadonlyArray<BatchItem>, results: BatchResult[]): ValidItem[] {
  const valid: ValidItem[] = []
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
      valid.push({ index, code, prepared: prepareTitle(write.store.kind, item.title, write.context.stamp) })
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      results[index] = { indice: index, codigo_lancamento_integracao: code, resultado: 'erro', erro: error }
    }
  })
  return valid
}

/** New titles without a settlement, committed together; returns them by item index. */
async function commitNewOpenTitles (write: TitleWrite, valid: readonly ValidItem[], existing: Map<string, StoredTitle>): Promise<Map<number, StoredTitle>> {
  const { trx, store, context } = write
  const savepoint = savepointStatements('lote_novos')
  for (let attempt = 1; ; attempt++) {
    const plain = valid.filter((item) => !existing.has(item.code) && item.prepared.settlement === undefined)
    if (plain.length === 0) return new Map()
    await executeWithNext(trx, CompiledQuery.raw(savepoint.set))
    try {
      const saved = await commitTitles(write, plain.map((item) => ({ tipo: 'criado' as const, title: { ...item.prepared.record, id: 0, versao: 1, atualizado_em: context.stamp.at, settled: null, serie: null }, save: 'insert' as const })))
      return new Map(saved.map((title, position) => [(plain[position] as ValidItem).index, title]))
    } catch (error) {
      // Another request created one of these codes since they were looked up: those are now
      // replacements, read (and locked) again; the rest is inserted again.
      if (!isUniqueViolation(error) || attempt >= 3) throw error
      await trx.executeQuery(CompiledQuery.raw(savepoint.rollback))
      write.events?.splice(0)
      for (const title of await findByIntegrationCodes(trx, store, { empresaId: context.empresaId, codes: plain.map((item) => item.code), forUpdate: true })) {
        existing.set(title.codigo_lancamento_integracao as string, title)
      }
    }
  }
}

/**
 * Replacements and settled creates write several rows each: one savepoint per item, so that an
 * item that fails leaves nothing behind. Its SAVEPOINT is held: it travels with the item's first
 * statement, and an item that writes nothing sends none. A replacement without a settlement fails,
 * if at all, while it is planned, before it writes; what it writes then (its row, locked and found
 * by id, and its split, deleted before it is inserted again) cannot break a unique key, the one
 * error a later item tells apart (a duplicate code or settlement code). So its release is held
 * too, and its writes travel with the batch's next round trip. An item that may tell its own
 * statements' errors apart (a settled create, a replacement with a settlement) releases in a round
 * trip of its own, so that their errors come back to it.
 */
async function upsertOneByOne (write: TitleWrite, items: readonly ValidItem[], existing: Map<string, StoredTitle>, results: BatchResult[]): Promise<void> {
  let count = 0
  for (const item of items) {
    const savepoint = savepointStatements(`lote_item_${count++}`)
    const eventsBefore = write.events?.length ?? 0
    const current = existing.get(item.code)
    await executeWithNext(write.trx, CompiledQuery.raw(savepoint.set))
    try {
      const { outcome, title } = current === undefined
        ? { outcome: 'criado' as const, title: await storeNew(write, item.prepared) }
        : await replaceTitle(write, current, item.prepared)
      results[item.index] = { indice: item.index, codigo_lancamento_integracao: item.code, resultado: outcome, codigo_lancamento_svc: title.id }
      const release = CompiledQuery.raw(savepoint.release)
      if (current !== undefined && item.prepared.settlement === undefined) await executeWithNext(write.trx, release)
      else await write.trx.executeQuery(release)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      await write.trx.executeQuery(CompiledQuery.raw(savepoint.rollback))
      write.events?.splice(eventsBefore)
      results[item.index] = { indice: item.index, codigo_lancamento_integracao: item.code, resultado: 'erro', erro: error }
    }
  }
}
