import type { ExpressionBuilder, Expression, SqlBool } from 'kysely'
import { DERIVED_STATUSES, type Status, type StoredStatus } from '../../schemas/titulos.js'
import { STATUS_FILTER_ALIASES } from '../../schemas/queries.js'
import type { Database, TitleTable } from '../../db/database.js'

/**
 * The lifecycle of docs/CONTRACT.md section 4. Only EM ABERTO, PAGTO_PARCIAL, PAGO, LIQUIDADO and
 * CANCELADO are stored; A VENCER, VENCE HOJE and ATRASADO are how an open title looks today.
 */

export const SETTLED: readonly StoredStatus[] = ['PAGO', 'LIQUIDADO']
export const OPEN_FOR_FORECAST: readonly StoredStatus[] = ['EM ABERTO', 'PAGTO_PARCIAL']

/** Settled or cancelled: value and due date are frozen. */
export function isClosed (status: string): boolean {
  return status === 'CANCELADO' || SETTLED.includes(status as StoredStatus)
}

export function storedStatusOf (requested: Status | undefined): StoredStatus {
  if (requested === undefined || (DERIVED_STATUSES as readonly string[]).includes(requested)) return 'EM ABERTO'
  return requested as StoredStatus
}

export function displayStatus (stored: string, dueDate: string, today: string): Status {
  if (stored !== 'EM ABERTO') return stored as Status
  if (dueDate > today) return 'A VENCER'
  return dueDate === today ? 'VENCE HOJE' : 'ATRASADO'
}

export type StatusFilterValue = Status | keyof typeof STATUS_FILTER_ALIASES

/** The WHERE condition of a status filter value (aliases included), with today in BUSINESS_TZ. */
export function statusCondition (eb: ExpressionBuilder<Database & { t: TitleTable }, 't'>, filter: StatusFilterValue, today: string): Expression<SqlBool> {
  const status = (STATUS_FILTER_ALIASES as Record<string, Status>)[filter] ?? filter as Status
  switch (status) {
    case 'A VENCER': return eb.and([eb('t.status', '=', 'EM ABERTO'), eb('t.data_vencimento', '>', today)])
    case 'VENCE HOJE': return eb.and([eb('t.status', '=', 'EM ABERTO'), eb('t.data_vencimento', '=', today)])
    case 'ATRASADO': return eb.and([eb('t.status', '=', 'EM ABERTO'), eb('t.data_vencimento', '<', today)])
    // EM ABERTO is stored as such, so it matches all three of the derived values above.
    default: return eb('t.status', '=', status)
  }
}

/**
 * Past due with an open balance (docs/CONTRACT.md section 4, `vencido`): due before today and EM
 * ABERTO or PAGTO_PARCIAL. ATRASADO leaves the partly paid out, this is the money that is late.
 */
export function overdueCondition (eb: ExpressionBuilder<Database & { t: TitleTable }, 't'>, today: string): Expression<SqlBool> {
  return eb.and([eb('t.status', 'in', OPEN_FOR_FORECAST), eb('t.data_vencimento', '<', today)])
}
