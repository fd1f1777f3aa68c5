import type { SettlementBody } from '../../schemas/baixas.js'
import { MAX_MONEY } from '../../schemas/common.js'
import type { StoredStatus } from '../../schemas/titulos.js'
import { errors } from '../errors.js'
import { centsToDecimalString, toCents } from '../money.js'
import type { TitleKind } from './kinds.js'
import type { SettlementAmounts, SettlementParts, SettlementSummary, StoredTitle } from './model.js'
import { SETTLED } from './status.js'

/**
 * The arithmetic of settlements (docs/CONTRACT.md section 11), in integer cents and without a
 * database: what a settlement pays off, the open balance, and the status the settlements lead to.
 */

/** A settlement body's amounts in cents; absent parts stay null, as SQL's SUM leaves them. */
export function settlementAmounts (body: SettlementBody): SettlementAmounts {
  const cents = (amount: number | undefined) => amount === undefined ? null : toCents(amount)
  return { valorCents: toCents(body.valor), descontoCents: cents(body.desconto), jurosCents: cents(body.juros), multaCents: cents(body.multa) }
}

/** valor + desconto - juros - multa: how much of the title its settlements paid off. */
export function amortizedCents (summary: SettlementAmounts | null): number {
  if (summary === null) return 0
  return summary.valorCents + (summary.descontoCents ?? 0) - (summary.jurosCents ?? 0) - (summary.multaCents ?? 0)
}

export function openBalanceCents (title: { valorCents: number, settled: SettlementSummary | null }): number {
  return title.valorCents - amortizedCents(title.settled)
}

/** A receipt of nothing at all: valor 0 and no other amount. */
export function isEmptyReceipt (body: SettlementBody): boolean {
  const { valorCents, descontoCents, jurosCents, multaCents } = settlementAmounts(body)
  return valorCents === 0 && !descontoCents && !jurosCents && !multaCents
}

/** The largest amount the document allows, in cents (docs/CONTRACT.md section 3). */
const MAX_MONEY_CENTS = toCents(MAX_MONEY)

const SUMS = [['valorCents', 'valor'], ['descontoCents', 'desconto'], ['jurosCents', 'juros'], ['multaCents', 'multa']] as const

/**
 * A settlement must pay off more than zero and at most the open balance (400 otherwise). A title
 * answers the sums of its settlements (valor_pag; recebimento.valor, desconto, juros, multa) as
 * money, which the document caps at 999999999999.99: the open balance bounds what settlements pay
 * off, but juros and multa let valor exceed it, so a settlement that would take any sum past the
 * cap is refused too, before anything is stored.
 */
export function checkSettlementFits (title: { valorCents: number, settled: SettlementSummary | null }, amounts: SettlementAmounts, path: string): void {
  const amortized = amortizedCents(amounts)
  const open = openBalanceCents(title)
  if (amortized <= 0) throw errors.validation([{ path, message: 'must pay off more than zero: valor + desconto - juros - multa is not above 0' }])
  if (amortized > open) {
    throw errors.validation([{ path, message: `valor + desconto - juros - multa (${centsToDecimalString(amortized)}) exceeds the open balance of ${centsToDecimalString(open)}` }])
  }
  const overflow = SUMS.flatMap(([part, field]) => {
    const sum = (title.settled?.[part] ?? 0) + (amounts[part] ?? 0)
    return sum > MAX_MONEY_CENTS
      ? [{ path: `${path}/${field}`, message: `would take the sum of the title's settlements' ${field} to ${centsToDecimalString(sum)}, above the maximum amount of ${centsToDecimalString(MAX_MONEY_CENTS)}` }]
      : []
  })
  if (overflow.length > 0) throw errors.validation(overflow)
}

/**
 * The summary after one more settlement, as summarizing the settlement table would give it: sums
 * that stay null while no settlement has the amount (SQL's SUM), and the latest by date, then id.
 * The newest settlement has the highest id, so it is the latest unless its date is earlier.
 */
export function withSettlement (summary: SettlementSummary | null, added: SettlementParts): SettlementSummary {
  if (summary === null) return added
  const sum = (a: number | null, b: number | null) => a === null && b === null ? null : (a ?? 0) + (b ?? 0)
  return {
    valorCents: summary.valorCents + added.valorCents,
    descontoCents: sum(summary.descontoCents, added.descontoCents),
    jurosCents: sum(summary.jurosCents, added.jurosCents),
    multaCents: sum(summary.multaCents, added.multaCents),
    latest: added.latest.data >= summary.latest.data ? added.latest : summary.latest
  }
}

/** The stored status settlements lead to; a settled title keeps the settled value it has (PAGO or LIQUIDADO). */
export function statusAfterSettlements (kind: TitleKind, current: StoredStatus, valueCents: number, summary: SettlementSummary | null): StoredStatus {
  const amortized = amortizedCents(summary)
  if (amortized === 0) return 'EM ABERTO'
  if (amortized < valueCents) return 'PAGTO_PARCIAL'
  return SETTLED.includes(current) ? current : kind.settledStatus
}

/** The title a settlement or reversal leaves: its summary, the status it leads to, the next version. */
export function titleAfterSettlements (kind: TitleKind, title: StoredTitle, summary: SettlementSummary | null, at: string): StoredTitle {
  return {
    ...title,
    settled: summary,
    status: statusAfterSettlements(kind, title.status, title.valorCents, summary),
    versao: title.versao + 1,
    atualizado_em: at
  }
}

/**
 * The status after the settlement a create (or a replacement of an untouched open title) records:
 * a body that asked for a settled status must have paid the whole value (400 otherwise).
 */
export function statusAfterRequestedSettlement (kind: TitleKind, requested: StoredStatus, valueCents: number, summary: SettlementSummary, path: string): StoredStatus {
  const status = statusAfterSettlements(kind, requested, valueCents, summary)
  if (SETTLED.includes(requested) && status !== requested) {
    throw errors.validation([{ path, message: `leaves ${centsToDecimalString(valueCents - amortizedCents(summary))} open, so the title cannot be ${requested}` }])
  }
  return status
}
