/**
 * Equality of JSON documents without writing them: the comparison a replacement makes between a
 * stored title and the body sent again (src/titulos/rules.ts, sameContent) and between their splits.
 */

/** A value as JSON.stringify takes it: what its toJSON returns, if it has one (a Date). */
const jsonOf = (value: unknown): unknown => value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function'
  ? (value as { toJSON: () => unknown }).toJSON()
  : value

/** Whether JSON.stringify writes an object's property at all (it leaves out undefined, functions and symbols). */
const written = (value: unknown): boolean => value !== undefined && typeof value !== 'function' && typeof value !== 'symbol'

/** What JSON.stringify writes in an array: null for what it leaves out of objects and for a number it cannot write. */
function inArray (value: unknown): unknown {
  const json = jsonOf(value)
  if (typeof json === 'number') return Number.isFinite(json) ? json : null
  return written(json) ? json : null
}

/**
 * Whether two values are the same JSON once the order of object keys is set aside: what comparing
 * their JSON texts with keys sorted says, without writing either text. A replacement batch compares
 * 500 stored titles with their bodies this way; writing sorted texts made an array and an object
 * per nested object, two thirds of what such a batch allocated.
 */
export function sameJson (a: unknown, b: unknown): boolean {
  const x = inArray(a)
  const y = inArray(b)
  if (x === y) return true
  if (x === null || y === null || typeof x !== 'object' || typeof y !== 'object') return false
  if (Array.isArray(x) || Array.isArray(y)) {
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false
    for (let index = 0; index < x.length; index++) if (!sameJson(x[index], y[index])) return false
    return true
  }
  const left = x as Record<string, unknown>
  const right = y as Record<string, unknown>
  let keys = 0
  for (const key of Object.keys(left)) {
    if (!written(jsonOf(left[key]))) continue
    if (!Object.hasOwn(right, key) || !written(jsonOf(right[key])) || !sameJson(left[key], right[key])) return false
    keys++
  }
  for (const key of Object.keys(right)) if (written(jsonOf(right[key]))) keys--
  return keys === 0
}
