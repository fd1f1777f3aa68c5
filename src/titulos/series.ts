import { isUniqueViolation } from '../../db/driver-errors.js'
import type { Repetition, SeriesPosition } from '../../schemas/titulos.js'
import type { EventType } from '../../schemas/eventos.js'
import { errors } from '../errors.js'
import { appendEvents, type NewEvent } from '../eventos/repository.js'
import type { Stamp } from '../writes/context.js'
import { commitTitles, type TitleSave, type TitleWrite } from './commit.js'
import { isHoliday, type HolidayCalendar } from './holidays.js'
import type { TitleKind } from './kinds.js'
import type { StoredTitle } from './model.js'
import { dayNumber, addDays, memberCount, memberDueDates } from './recurrence-dates.js'
import { findByIntegrationCodes, findIdByIntegrationCode, insertTitle, saveSettlementState } from './repository.js'
import type { PreparedTitle } from './rules.js'
import { statusAfterRequestedSettlement } from './settlement-rules.js'
import { addSettlement } from './settlements.js'

/**
 * A recurring series (docs/CONTRACT.md section 17): member 1 is the title as posted (or as an
 * update leaves it), members 2..N repeat it on the dates of its repeticao. All of it is one write:
 * member 1 first (its id is the series' code), then the other members in one multi-row INSERT,
 * then the N events in indice order in one statement.
 */

/** The last date a member may fall on: the dates the API takes (schemas/common.ts IsoDate). */
const LAST_DATE = '2199-12-31'
const CODE_MAX = 60

/** Where a body's fields are, for the errors that name them: /body/data (create) or /body/conta (update). */
export type BodyPath = '/body/data' | '/body/conta'

/** Member 1 as a series' first member: numero_parcela 1/N and repeticao kept on it. */
function asFirstMember (title: StoredTitle, repetition: Repetition, total: number): StoredTitle {
  return { ...title, extra: { ...title.extra, repeticao: repetition, numero_parcela: `1/${total}` } }
}

/**
 * Members 2..N of the series member 1 starts, as new titles: member 1's content with their own
 * due and expected dates, numero_parcela, integration code and origin, open (cancelled when member 1
 * is), without settlement or repeticao. 400 before anything is written when a member's code would
 * be too long or a date would pass the last date the API takes.
 */
export function plannedMembers (kind: TitleKind, first: StoredTitle, repetition: Repetition, { holidays, stamp, at }: { holidays: HolidayCalendar, stamp: Stamp, at: BodyPath }): StoredTitle[] {
  const total = memberCount(repetition)
  const dates = memberDueDates(first.data_vencimento, repetition, (date) => isHoliday(date, holidays))
  if ((dates[dates.length - 1] as string) > LAST_DATE) {
    throw errors.validation([{ path: `${at}/repeticao`, message: `makes member ${total} due on ${dates[dates.length - 1] as string}, after ${LAST_DATE}` }])
  }
  // Dates never go backwards, so the last member's expected date is the latest of them all.
  const previsaoAfter = dayNumber(first.data_previsao) - dayNumber(first.data_vencimento)
  const lastPrevisao = addDays(dates[dates.length - 1] as string, previsaoAfter)
  if (lastPrevisao > LAST_DATE) {
    throw errors.validation([{ path: `${at}/repeticao`, message: `makes member ${total} expected on ${lastPrevisao} (its due date plus member 1's data_previsao offset), after ${LAST_DATE}` }])
  }
  const code = first.codigo_lancamento_integracao
  if (code !== null && `${code}-${total}`.length > CODE_MAX) {
    throw errors.validation([{ path: `${at}/codigo_lancamento_integracao`, message: `gives member ${total} the code '${code}-${total}', longer than ${CODE_MAX} characters` }])
  }
  const { repeticao, valor_pag: valorPag, ...content } = first.extra
  const cancelled = first.status === 'CANCELADO'
  return dates.slice(1).map((date, offset): StoredTitle => {
    const indice = offset + 2
    return {
      ...first,
      id: 0,
      codigo_lancamento_integracao: code === null ? null : `${code}-${indice}`,
      data_vencimento: date,
      data_previsao: addDays(date, previsaoAfter),
      id_origem: kind.settledStatus === 'PAGO' ? 'RPTP' : 'RPTR',
      status: cancelled ? 'CANCELADO' : 'EM ABERTO',
      motivo_cancelamento: cancelled ? first.motivo_cancelamento : null,
      extra: {
        ...content,
        numero_parcela: `${indice}/${total}`,
        info: { ...content.info, dInc: stamp.date, hInc: stamp.time, uInc: stamp.user, dAlt: stamp.date, hAlt: stamp.time, uAlt: stamp.user }
      },
      versao: 1,
      atualizado_em: stamp.at,
      settled: null,
      serie: { codigo_serie: first.id, indice, total }
    }
  })
}

/**
 * Creates a series from a prepared create body with repeticao; returns its members in indice
 * order. Member 1 may carry the body's settlement; a taken integration code of any member is 409
 * naming it, and the write's transaction then leaves nothing behind.
 */
export async function createSeries (write: TitleWrite, { record, requested, settlement }: PreparedTitle, repetition: Repetition): Promise<StoredTitle[]> {
  const { trx, store, context } = write
  const total = memberCount(repetition)
  const posted = asFirstMember({ ...record, id: 0, versao: 1, atualizado_em: context.stamp.at, settled: null, serie: null }, repetition, total)
  // Planned before the first write, so a bad series stores nothing; the series' code follows once member 1 has its id.
  const planned = plannedMembers(store.kind, posted, repetition, { holidays: store.holidays, stamp: context.stamp, at: '/body/data' })
  let id: number
  try {
    id = await insertTitle(trx, store, { empresaId: context.empresaId, title: posted, render: null })
  } catch (error) {
    const code = record.codigo_lancamento_integracao
    const existing = code !== null && isUniqueViolation(error) ? await findIdByIntegrationCode(trx, store, { empresaId: context.empresaId, code }) : undefined
    if (existing !== undefined && code !== null) throw errors.duplicateIntegrationCode(code, existing)
    throw error
  }
  let first: StoredTitle = { ...posted, id, serie: { codigo_serie: id, indice: 1, total } }
  if (settlement !== undefined) {
    const { summary } = await addSettlement(write, first, settlement)
    first = { ...first, settled: summary, status: statusAfterRequestedSettlement(store.kind, requested, first.valorCents, summary, settlement.path) }
    // The settlement's sums now; the columns, series place and render with member 1's commit below.
    await saveSettlementState(trx, store, { empresaId: context.empresaId, title: first, render: null })
  }
  const members = planned.map((member) => ({ ...member, serie: { ...member.serie as SeriesPosition, codigo_serie: id } }))
  return await commitSeries(write, { tipo: 'criado', title: first, save: 'columns' }, members)
}

/**
 * An update's repeticao on a title in no series (docs/CONTRACT.md section 17): the title, as the
 * update leaves it, becomes member 1 (one new version, its `alterado` event), and members 2..N
 * are created from it. 409 on a title already in a series.
 */
export async function startSeries (write: TitleWrite, current: StoredTitle, updated: { next: StoredTitle, splitChanged: boolean }, repetition: Repetition): Promise<StoredTitle[]> {
  const { store, context } = write
  if (current.serie !== null) throw errors.alreadyInSeries(store.kind.label, current.id, current.serie.codigo_serie)
  const { stamp } = context
  const total = memberCount(repetition)
  const first: StoredTitle = {
    ...asFirstMember(updated.next, repetition, total),
    versao: current.versao + 1,
    atualizado_em: stamp.at,
    serie: { codigo_serie: current.id, indice: 1, total }
  }
  first.extra.info = { ...first.extra.info, dAlt: stamp.date, hAlt: stamp.time, uAlt: stamp.user }
  const members = plannedMembers(store.kind, first, repetition, { holidays: store.holidays, stamp, at: '/body/conta' })
  return await commitSeries(write, { tipo: 'alterado', title: first, save: updated.splitChanged ? 'columns+split' : 'columns' }, members)
}

/** Member 1's change, then members 2..N in one INSERT, then every event in indice order in one statement. */
async function commitSeries (write: TitleWrite, first: { tipo: EventType, title: StoredTitle, save: TitleSave }, members: StoredTitle[]): Promise<StoredTitle[]> {
  const events: NewEvent[] = []
  const collecting = { ...write, events }
  const [saved] = await commitTitles(collecting, [first])
  let created: StoredTitle[]
  try {
    created = await commitTitles(collecting, members.map((title) => ({ tipo: 'criado' as const, title, save: 'insert' as const })))
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    throw await takenMemberCode(write, members) ?? error
  }
  await appendEvents(write.trx, events)
  return [saved as StoredTitle, ...created]
}

/** The 409 of the first member whose integration code another title has. */
async function takenMemberCode ({ trx, store, context }: TitleWrite, members: readonly StoredTitle[]) {
  const codes = members.flatMap((member) => member.codigo_lancamento_integracao === null ? [] : [member.codigo_lancamento_integracao])
  const taken = new Map((await findByIntegrationCodes(trx, store, { empresaId: context.empresaId, codes })).map((title) => [title.codigo_lancamento_integracao, title.id]))
  const member = members.find((candidate) => taken.has(candidate.codigo_lancamento_integracao))
  if (member === undefined || member.serie === null) return undefined
  const code = member.codigo_lancamento_integracao as string
  return errors.duplicateMemberCode(code, taken.get(code) as number, member.serie.indice)
}
