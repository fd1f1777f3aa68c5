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

/** 1234 -> "12.34"; integer arithmetic only. */
export function centsToDecimalString (cents: number | bigint): string {
  if (typeof cents === 'number' && Number.isSafeInteger(cents)) {
    // Exact without BigInt: every step stays an integer below 2^53.
    const abs = Math.abs(cents)
    const fraction = abs % 100
    return `${cents < 0 ? '-' : ''}${(abs - fraction) / 100}.${fraction < 10 ? '0' : ''}${fraction}`
  }
  const value = BigInt(cents)
  const sign = value < 0n ? '-' : ''
  const abs = value < 0n ? -value : value
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`
}

/** "12.34" or "12.3" or "12" -> 1234; throws on anything else. */
export function decimalStringToCents (text: string): number {
  const match = /^(-?)([0-9]+)(?:\.([0-9]{1,2}))?$/.exec(text)
  if (match === null) throw new Error(`not a decimal amount: ${text}`)
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'))
  return match[1] === '-' ? -cents : cents
}
