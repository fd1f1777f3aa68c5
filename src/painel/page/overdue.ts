import { centsOf, sumCents } from './money.js'

/**
 * The open balance of an overdue title, in cents, as the service computes it (docs/CONTRACT.md
 * section 11): its value less what its active settlements paid off, each settlement amortizing
 * valor + desconto - juros - multa.
 */

/** Settled amounts as the API writes them (decimal text kept by readJson, or numbers). */
export interface SettledAmounts { valor?: string | number, desconto?: string | number, juros?: string | number, multa?: string | number }

export function amortizedCents (amounts: SettledAmounts): bigint {
  const cents = (amount: string | number | undefined) => amount === undefined ? 0n : centsOf(amount)
  return cents(amounts.valor) + cents(amounts.desconto) - cents(amounts.juros) - cents(amounts.multa)
}

/**
 * valor_documento less the active settlements. A receivable carries their sums in recebimento; a
 * payable shows only valor_pag, so its settlements (GET /contas-pagar/:id/pagamentos) are passed in.
 */
export function openBalanceCents (valorDocumento: string | number, settled: readonly SettledAmounts[]): bigint {
  return centsOf(valorDocumento) - sumCents(settled.map(amortizedCents))
}
