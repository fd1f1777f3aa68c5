import { isUniqueViolation } from '../../db/driver-errors.js'
import { errors } from '../errors.js'
import { sameJson } from '../same-json.js'
import { checkIfMatch, commitTitle, type TitleWrite } from './commit.js'
import type { AnyNewTitle } from './kinds.js'
import type { StoredTitle } from './model.js'
import { findByIntegrationCodes, findIdByIntegrationCode, insertTitle, saveColumns } from './repository.js'
import { planReplacement, prepareTitle, type PreparedTitle } from './rules.js'
import { statusAfterRequestedSettlement } from './settlement-rules.js'
import { createSeries } from './series.js'
import { addSettlement } from './settlements.js'

/** Creating a title, and replacing one by its integration code (docs/CONTRACT.md sections 3, 11 and 13). */

/** What an upsert did to its title. */
export type UpsertOutcome = 'criado' | 'alterado' | 'inalterado'

/**
 * Validates the rules, fills the defaults and server-managed fields, stores the title and the
 * settlement its status or recebimento/valor_pag stands for, and with repeticao the rest of its
 * series (series.ts). A repeated integration code is 409. Returns what was created, in indice order.
 */
export async function createTitle (write: TitleWrite, input: AnyNewTitle): Promise<StoredTitle[]> {
  const prepared = prepareTitle(write.store.kind, input, write.context.stamp)
  if (input.repeticao !== undefined) return await createSeries(write, prepared, input.repeticao)
  return [await storeNew(write, prepared)]
}

/** Stores a prepared new title, its settlement and its event. */
export async function storeNew (write: TitleWrite, { record, requested, settlement }: PreparedTitle): Promise<StoredTitle> {
  const { stamp } = write.context
  const title: StoredTitle = { ...record, id: 0, versao: 1, atualizado_em: stamp.at, settled: null, serie: null }
  try {
    if (settlement === undefined) return await commitTitle(write, { tipo: 'criado', title, save: 'insert' })
    // The settlement's row needs the title's id: the title goes in first, rendered by the commit after it.
    const id = await insertTitle(write.trx, write.store, { empresaId: write.context.empresaId, title, render: null })
    const { summary } = await addSettlement(write, { ...title, id }, settlement)
    const status = statusAfterRequestedSettlement(write.store.kind, requested, title.valorCents, summary, settlement.path)
    return await commitTitle(write, { tipo: 'criado', title: { ...title, id, settled: summary, status }, save: 'settlement' })
  } catch (error) {
    const code = record.codigo_lancamento_integracao
    if (code !== null && isUniqueViolation(error)) {
      // The same transaction: SQLite has one connection, and the duplicate's INSERT waited for its commit.
      const existing = await findIdByIntegrationCode(write.trx, write.store, { empresaId: write.context.empresaId, code })
      if (existing !== undefined) throw errors.duplicateIntegrationCode(code, existing)
    }
    throw error
  }
}

/**
 * PUT by integration code: creates the title, or replaces the one that has the code. A
 * replacement with the same content changes nothing (no version, no event).
 */
export async function upsertTitle (write: TitleWrite, code: string, input: AnyNewTitle): Promise<{ outcome: UpsertOutcome, title: StoredTitle, created?: number }> {
  if (input.codigo_lancamento_integracao !== undefined && input.codigo_lancamento_integracao !== code) {
    throw errors.integrationCodeMismatch(code, input.codigo_lancamento_integracao)
  }
  const prepared = prepareTitle(write.store.kind, { ...input, codigo_lancamento_integracao: code }, write.context.stamp)
  const [current] = await findByIntegrationCodes(write.trx, write.store, { empresaId: write.context.empresaId, codes: [code], forUpdate: true })
  if (current === undefined && input.repeticao !== undefined) {
    // A create expands repeticao as POST does; a replacement keeps it as data (docs/CONTRACT.md section 17).
    const members = await createSeries(write, prepared, input.repeticao)
    return { outcome: 'criado', title: members[0] as StoredTitle, created: members.length }
  }
  if (current === undefined) return { outcome: 'criado', title: await storeNew(write, prepared), created: 1 }
  checkIfMatch(write.context, current.versao)
  return await replaceTitle(write, current, prepared)
}

/** Replaces an existing, locked title by a prepared body (rules.ts planReplacement). */
export async function replaceTitle (write: TitleWrite, current: StoredTitle, prepared: PreparedTitle): Promise<{ outcome: UpsertOutcome, title: StoredTitle }> {
  const plan = planReplacement(write.store.kind, current, prepared, write.context.stamp)
  if (plan.outcome === 'inalterado') return { outcome: 'inalterado', title: current }
  const { next, settlement } = plan
  if (settlement === undefined) {
    // The split is rows of its own: rewritten only when it changed (a new value rescales its amounts).
    const save = sameJson(current.categorias, next.categorias) ? 'columns' : 'columns+split'
    return { outcome: 'alterado', title: await commitTitle(write, { tipo: 'alterado', title: next, save }) }
  }
  // An open title without settlements takes the body's settlement as a create would.
  await saveColumns(write.trx, write.store, { empresaId: write.context.empresaId, title: next, render: null, splitChanged: true })
  const { summary } = await addSettlement(write, next, settlement)
  const status = statusAfterRequestedSettlement(write.store.kind, prepared.requested, next.valorCents, summary, settlement.path)
  return { outcome: 'alterado', title: await commitTitle(write, { tipo: 'alterado', title: { ...next, settled: summary, status }, save: 'settlement' }) }
}
