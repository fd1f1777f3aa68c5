/**
 * Money on the cash-flow page, exact to the cent: an amount becomes integer cents (a bigint) from its
 * decimal text, and sums and formatting work on those integers only, never on floats.
 *
 * The API sends amounts as JSON numbers with at most two decimals. readJson() hands the page each
 * amount's source text where the browser offers it (JSON.parse source access); elsewhere the
 * number's shortest decimal form (String) serves, and it is the same text: every decimal of at most
 * 15 significant digits survives the trip through a double, and the largest amount,
 * 999999999999.99, has 14.
 */

const AMOUNT = /^(-?)([0-9]+)(?:\.([0-9]{1,2}))?$/

/** "1500.07" (or 1500.07) -> 150007n; throws on anything that is not an amount with at most two decimals. */
export function centsOf (amount: string | number): bigint {
  const text = typeof amount === 'number' ? String(amount) : amount
  const match = AMOUNT.exec(text)
  if (match === null) throw new Error(`not an amount with at most two decimals: ${text}`)
  const cents = BigInt(match[2] as string) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'))
  return match[1] === '-' ? -cents : cents
}

export function sumCents (amounts: Iterable<bigint>): bigint {
  let total = 0n
  for (const amount of amounts) total += amount
  return total
}

/** 123456n -> "R$ 1.234,56", as Brazilian reais are written. */
export function formatBrl (cents: bigint): string {
  const abs = cents < 0n ? -cents : cents
  const reais = (abs / 100n).toString().replace(/\B(?=([0-9]{3})+$)/g, '.')
  return `${cents < 0n ? '-' : ''}R$ ${reais},${(abs % 100n).toString().padStart(2, '0')}`
}

/** The share of `part` in `whole` in percent with one decimal ("37,5%"), from the integers. */
export function formatShare (part: bigint, whole: bigint): string {
  if (whole === 0n) return '0,0%'
  const tenths = (part * 2000n + whole) / (whole * 2n)
  return `${tenths / 10n},${tenths % 10n}%`
}

type Reviver = (this: unknown, key: string, value: unknown, context?: { source?: string }) => unknown

/**
 * JSON.parse that keeps the listed money fields as their decimal text (see above), so that
 * centsOf() reads what the service wrote.
 */
export function readJson (text: string, moneyFields: ReadonlySet<string>): unknown {
  const reviver: Reviver = (key, value, context) =>
    typeof value === 'number' && moneyFields.has(key) ? (context?.source ?? String(value)) : value
  return JSON.parse(text, reviver as (this: unknown, key: string, value: unknown) => unknown)
}
