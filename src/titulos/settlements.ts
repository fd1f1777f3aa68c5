import type { SettlementBody } from '../../schemas/baixas.js'
import type { EventType } from '../../schemas/eventos.js'
import { isUniqueViolation } from '../../db/driver-errors.js'
import { errors } from '../errors.js'
import { commitTitle, lockedTitle, type TitleWrite } from './commit.js'
import type { SettlementSummary, StoredTitle } from './model.js'
import { summarizeSettlements } from './repository.js'
import type { RequestedSettlement } from './rules.js'
import { checkSettlementFits, settlementAmounts, titleAfterSettlements, withSettlement } from './settlement-rules.js'
import { findSettlement, insertSettlement, reverseSettlement } from './settlements-repository.js'

/** Payments and receipts (docs/CONTRACT.md section 11): recorded, reversed, and what they lead to. */

/** Checks and stores one settlement of a locked title; returns its id and the summary after it. */
export async function addSettlement ({ trx, store, context }: TitleWrite, title: StoredTitle, { body, path }: RequestedSettlement): Promise<{ id: number, summary: SettlementSummary }> {
  const amounts = settlementAmounts(body)
  checkSettlementFits(title, amounts, path)
  const { money } = store.handle
  const optional = (cents: number | null) => cents === null ? null : money.toDb(cents)
  let id: number
  try {
    id = await insertSettlement(trx, store, {
      empresa_id: context.empresaId,
      titulo_id: title.id,
      valor: money.toDb(amounts.valorCents),
      data: body.data,
      desconto: optional(amounts.descontoCents),
      juros: optional(amounts.jurosCents),
      multa: optional(amounts.multaCents),
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
    ...amounts,
    latest: { id, data: body.data, codigo_conta_corrente: body.codigo_conta_corrente ?? null, codigo_baixa_integracao: body.codigo_baixa_integracao ?? null, observacao: body.observacao ?? null }
  })
  return { id, summary }
}

/** Commits what a settlement or reversal leads to: the summary, the status, a new version. */
async function commitSettlementChange (write: TitleWrite, title: StoredTitle, summary: SettlementSummary | null, tipo: EventType): Promise<StoredTitle> {
  const next = titleAfterSettlements(write.store.kind, title, summary, write.context.stamp.at)
  return await commitTitle(write, { tipo, title: next, save: 'settlement' })
}

/** Records a payment or receipt; a cancelled title takes none (409). */
export async function settleTitle (write: TitleWrite, id: number, body: SettlementBody): Promise<{ title: StoredTitle, settlementId: number }> {
  const title = await lockedTitle(write, id)
  if (title.status === 'CANCELADO') throw errors.titleCancelled(write.store.kind.label, id)
  const { id: settlementId, summary } = await addSettlement(write, title, { body, path: '/body' })
  return { title: await commitSettlementChange(write, title, summary, 'baixa_lancada'), settlementId }
}

/** Reverses a settlement: it stays listed as reversed and no longer counts. */
export async function reverseTitleSettlement (write: TitleWrite, id: number, settlementId: number): Promise<StoredTitle> {
  const { trx, store, context } = write
  const title = await lockedTitle(write, id)
  const settlement = await findSettlement(trx, store, { empresaId: context.empresaId, tituloId: id, id: settlementId })
  if (settlement === undefined) throw errors.settlementNotFound(id, settlementId)
  if (settlement.estornado_em !== null) throw errors.settlementAlreadyReversed(settlementId, settlement.estornado_em)
  await reverseSettlement(trx, store, { id: settlementId, at: context.stamp.at, by: context.stamp.user })
  return await commitSettlementChange(write, title, await summarizeSettlements(trx, store, { id }), 'baixa_estornada')
}
