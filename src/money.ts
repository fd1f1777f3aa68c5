import { centsToDecimalString, decimalStringToCents } from '../db/dialect.js'

/**
 * Money crosses the API as JSON numbers with at most two decimals and is computed on as integer
 * cents. A validated number's shortest decimal form is exactly what the client wrote, so reading
 * it as text gives exact cents; cents / 100 is the double nearest to the decimal, which
 * JSON.stringify writes back as the same digits.
 */
export function toCents (amount: number): number {
  return decimalStringToCents(String(amount))
}

export function fromCents (cents: number): number {
  return cents / 100
}

/** Exact sum of amounts as a decimal string with two fraction digits. */
export function sumAsDecimalString (cents: Iterable<number>): string {
  let total = 0n
  for (const value of cents) total += BigInt(value)
  return centsToDecimalString(total)
}

export { centsToDecimalString }

/**
 * Splits `totalCents` by shares (any positive weights), rounding each part to the cent and giving
 * the remainder to the largest share, so the parts always add up to the total exactly.
 */
export function splitByShares (totalCents: number, shares: number[]): number[] {
  // Shares are percentages with a few decimals; scaling to integers keeps the products exact.
  const weights = shares.map((share) => BigInt(Math.round(share * 10_000)))
  const weightSum = weights.reduce((a, b) => a + b, 0n)
  if (weightSum === 0n) return shares.map(() => 0)
  const total = BigInt(totalCents)
  const parts = weights.map((weight) => (total * weight * 2n + weightSum) / (weightSum * 2n))
  const remainder = total - parts.reduce((a, b) => a + b, 0n)
  let largest = 0
  weights.forEach((weight, index) => { if (weight > (weights[largest] ?? 0n)) largest = index })
  parts[largest] = (parts[largest] ?? 0n) + remainder
  return parts.map(Number)
}
