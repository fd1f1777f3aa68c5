import type { ConfirmBody } from '../../schemas/conciliacao.js'
import type { ImportTotals } from '../../schemas/conciliacao.js'
import { errors } from '../errors.js'
import { lockedTitle } from '../titulos/commit.js'
import { storeSettlements, type ImportWrite } from './import.js'
import { itemRow, matchedItemOf } from './items.js'
import { kindState, settleOn, type MatchedItem } from './matching.js'
import { findImport, knownCodes, lockedItem, saveConfirmedItem } from './repository.js'

/**
 * The confirmation of a `sugerido` or `sem_titulo` item (docs/CONTRACT.md section 18): the title
 * the client names is settled as the matching would have settled it, through the same rules
 * (settleOn) and the same storing as an import's settlements.
 */
export async function confirmItem (write: ImportWrite, { id, linha }: { id: number, linha: number }, body: ConfirmBody): Promise<MatchedItem> {
  const { trx, context } = write
  const arquivo = await findImport(trx, context.empresaId, id)
  if (arquivo === undefined) throw errors.importNotFound(id)
  const row = await lockedItem(trx, write.receivables.handle.engine, id, linha)
  if (row === undefined) throw errors.importItemNotFound(id, linha)
  const item = matchedItemOf(row)
  if (item.resultado !== 'sugerido' && item.resultado !== 'sem_titulo') throw errors.importItemClosed(id, linha, item.resultado)
  if (body.recurso !== item.recurso) throw errors.validation([{ path: '/body/recurso', message: `must be ${item.recurso}: the line pays a title of that kind` }])
  const store = body.recurso === write.payables.kind.resource ? write.payables : write.receivables
  const title = await lockedTitle({ trx, store, context }, body.id)
  const code = item.codigoBaixaIntegracao as string
  const state = kindState(store.kind, [title], await knownCodes(trx, store, context.empresaId, [code]))
  const { item: after, settlement } = settleOn(state, { ...item, candidatos: undefined }, title, code, { contaCorrente: arquivo.id_conta_corrente === null ? null : Number(arquivo.id_conta_corrente), at: context.stamp.at })
  if (settlement === undefined) {
    if (after.resultado === 'ja_baixado') throw errors.duplicateSettlementCode(code, '/body/id')
    if (title.status === 'CANCELADO') throw errors.titleCancelled(store.kind.label, title.id)
    throw errors.validation([{ path: '/body/id', message: after.motivo ?? 'cannot take this settlement' }])
  }
  await storeSettlements(write, [settlement])
  const totals = JSON.parse(arquivo.totais) as ImportTotals
  if (item.resultado === 'sugerido') totals.sugeridos--
  else totals.sem_titulo--
  totals.baixados++
  await saveConfirmedItem(trx, itemRow(id, after, store.handle.money), totals)
  return after
}
