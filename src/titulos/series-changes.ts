import type { SeriesChange, SkippedMember } from '../../schemas/series.js'
import { saveClienteFornecedor } from '../diretorios/repository.js'
import { errors } from '../errors.js'
import { commitTitles, type TitleChange, type TitleWrite } from './commit.js'
import type { AnyUpdate } from './kinds.js'
import type { StoredTitle } from './model.js'
import { findSeriesMembers } from './repository.js'
import { planUpdate } from './rules.js'

/**
 * Changing and cancelling a series as one (docs/CONTRACT.md section 17): every member from
 * `a_partir_de` on that is open changes in the write's one transaction, each with its own version
 * and event; settled and cancelled members are listed with the reason and never touched.
 */

/** Why a member was left as it was, or undefined when it is open to the change. */
function closedReason (member: StoredTitle): SkippedMember['motivo'] | undefined {
  if (member.status === 'CANCELADO') return 'cancelado'
  if (member.settled !== null) return 'baixado'
  return undefined
}

/** The members from `from` on, locked; 404 when the company has no such series of this kind. */
async function lockedMembers ({ trx, store, context }: TitleWrite, serieId: number, from: number): Promise<StoredTitle[]> {
  const members = await findSeriesMembers(trx, store, { empresaId: context.empresaId, serieId, forUpdate: true })
  if (members.length === 0) throw errors.seriesNotFound(store.kind.label, serieId)
  return members.filter((member) => (member.serie?.indice ?? 0) >= from)
}

/** Applies the changes and answers which members changed and which were left, and why. */
async function applied (write: TitleWrite, changes: TitleChange[], ignorados: SkippedMember[]): Promise<SeriesChange> {
  await commitTitles(write, changes)
  return { alterados: changes.map((change) => change.title.id), ignorados }
}

/** PATCH .../series/:codigo_serie: the update of section 8 on every open member from `from` on. */
export async function updateSeries (write: TitleWrite, serieId: number, conta: AnyUpdate, from: number): Promise<SeriesChange> {
  const { store, context } = write
  const changes: TitleChange[] = []
  const ignorados: SkippedMember[] = []
  let counterpart: { id: number | string, nome?: string } | undefined
  for (const member of await lockedMembers(write, serieId, from)) {
    const reason = closedReason(member)
    if (reason !== undefined) {
      ignorados.push({ id: member.id, motivo: reason })
      continue
    }
    const plan = planUpdate(store.kind, member, conta, context.stamp)
    counterpart = plan.counterpart
    if (plan.changed) changes.push({ tipo: 'alterado', title: plan.next, save: plan.splitChanged ? 'columns+split' : 'columns' })
    else ignorados.push({ id: member.id, motivo: 'inalterado' })
  }
  if (counterpart?.nome !== undefined) {
    await saveClienteFornecedor(write.trx, store.handle, context.empresaId, String(counterpart.id), { razao_social: counterpart.nome })
  }
  return await applied(write, changes, ignorados)
}

/** POST .../series/:codigo_serie/cancelamento: cancels every open member from `from` on. */
export async function cancelSeries (write: TitleWrite, serieId: number, motivo: string | undefined, from: number): Promise<SeriesChange> {
  const { stamp } = write.context
  const changes: TitleChange[] = []
  const ignorados: SkippedMember[] = []
  for (const member of await lockedMembers(write, serieId, from)) {
    const reason = closedReason(member)
    if (reason !== undefined) ignorados.push({ id: member.id, motivo: reason })
    else changes.push({ tipo: 'cancelado', title: { ...member, status: 'CANCELADO', motivo_cancelamento: motivo ?? null, versao: member.versao + 1, atualizado_em: stamp.at }, save: 'status' })
  }
  return await applied(write, changes, ignorados)
}
