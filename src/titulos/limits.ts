import { MAX_MONEY } from '../../schemas/common.js'
import { centsToDecimalString, toCents } from '../money.js'
import type { ErrorDetail } from '../errors.js'
import type { SettlementParts, SettlementSummary } from './record.js'

/** The largest amount the document allows, in cents (DESIGN.md section 3). */
const MAX_MONEY_CENTS = toCents(MAX_MONEY)

const SUMS = [['valorCents', 'valor'], ['descontoCents', 'desconto'], ['jurosCents', 'juros'], ['multaCents', 'multa']] as const

/**
 * A title answers the sums of its active settlements (valor_pag; recebimento.valor, desconto,
 * juros, multa) as money, which the document caps at 999999999999.99. Each settlement fits, and
 * the open balance bounds what they pay off, but juros and multa let valor exceed it: two
 * settlements could sum to 1999999999999.98, which the service then answered against its own
 * schema. A settlement that would take any sum past the cap is refused before anything is stored.
 */
export function settlementSumProblems (current: SettlementSummary | null, added: Omit<SettlementParts, 'latest'>, path: string): ErrorDetail[] {
  return SUMS.flatMap(([part, field]) => {
    const sum = (current?.[part] ?? 0) + (added[part] ?? 0)
    return sum > MAX_MONEY_CENTS
      ? [{ path: `${path}/${field}`, message: `would take the sum of the title's settlements' ${field} to ${centsToDecimalString(sum)}, above the maximum amount of ${centsToDecimalString(MAX_MONEY_CENTS)}` }]
      : []
  })
}
