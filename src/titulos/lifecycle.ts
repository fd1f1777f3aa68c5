import { saveClienteFornecedor } from '../diretorios/repository.js'
import { errors } from '../errors.js'
import { commitTitle, lockedTitle, type TitleWrite } from './commit.js'
import type { AnyUpdate } from './kinds.js'
import type { StoredTitle } from './model.js'
import { planUpdate } from './rules.js'
import { startSeries } from './series.js'

/** Changes of a title besides settlements: partial update, cancellation, reopening, deletion (docs/CONTRACT.md sections 8 and 11). */

/**
 * Applies a partial update; the counterpart's nome is recorded in the directory whether or not the
 * title changes. With repeticao the title starts a series (series.ts): `created` counts its new members.
 */
export async function updateTitle (write: TitleWrite, id: number, conta: AnyUpdate): Promise<{ title: StoredTitle, changed: boolean, created?: number }> {
  const current = await lockedTitle(write, id)
  const { next, changed, splitChanged, counterpart } = planUpdate(write.store.kind, current, conta, write.context.stamp)
  if (counterpart?.nome !== undefined) {
    await saveClienteFornecedor(write.trx, write.store.handle, write.context.empresaId, String(counterpart.id), { razao_social: counterpart.nome })
  }
  if (conta.repeticao !== undefined) {
    const [first, ...members] = await startSeries(write, current, { next, splitChanged }, conta.repeticao)
    return { title: first as StoredTitle, changed: true, created: members.length }
  }
  if (!changed) return { title: current, changed }
  return { title: await commitTitle(write, { tipo: 'alterado', title: next, save: splitChanged ? 'columns+split' : 'columns' }), changed }
}

/** CANCELADO with the reason; 409 while any settlement is active or when already cancelled. */
export async function cancelTitle (write: TitleWrite, id: number, motivo: string | undefined): Promise<StoredTitle> {
  const { kind } = write.store
  const title = await lockedTitle(write, id)
  if (title.status === 'CANCELADO') throw errors.alreadyCancelled(kind.label, id)
  if (title.settled !== null) throw errors.activeSettlements(kind.label, id, 'cancelled')
  const next: StoredTitle = { ...title, status: 'CANCELADO', motivo_cancelamento: motivo ?? null, versao: title.versao + 1, atualizado_em: write.context.stamp.at }
  return await commitTitle(write, { tipo: 'cancelado', title: next, save: 'status' })
}

/** Back to EM ABERTO; 409 when the title is not cancelled. */
export async function reopenTitle (write: TitleWrite, id: number): Promise<StoredTitle> {
  const title = await lockedTitle(write, id)
  if (title.status !== 'CANCELADO') throw errors.notCancelled(write.store.kind.label, id)
  const next: StoredTitle = { ...title, status: 'EM ABERTO', motivo_cancelamento: null, versao: title.versao + 1, atualizado_em: write.context.stamp.at }
  return await commitTitle(write, { tipo: 'reaberto', title: next, save: 'status' })
}

/** Removes a title without active settlements; its integration code is free again. */
export async function removeTitle (write: TitleWrite, id: number): Promise<void> {
  const title = await lockedTitle(write, id)
  if (title.settled !== null) throw errors.activeSettlements(write.store.kind.label, id, 'deleted')
  await commitTitle(write, { tipo: 'excluido', title: { ...title, versao: title.versao + 1, atualizado_em: write.context.stamp.at }, save: 'delete' })
}
