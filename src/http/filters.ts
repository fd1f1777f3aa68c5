import { errors, type ErrorDetail } from '../errors.js'

/** `*_de` after `*_ate` is a 400, not an empty list: it is almost always a client bug (docs/CONTRACT.md section 5). */
export function checkDateRanges (query: Readonly<Record<string, unknown>>, pairs: Array<[string, string]>): void {
  const problems: ErrorDetail[] = []
  for (const [from, to] of pairs) {
    const start = query[from]
    const end = query[to]
    if (typeof start === 'string' && typeof end === 'string' && start > end) problems.push({ path: `/querystring/${from}`, message: `must not be after ${to}` })
  }
  if (problems.length > 0) throw errors.validation(problems)
}

const DATE_TIME = /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9:]{8})(?:\.([0-9]+))?(Z|[+-][0-9]{2}:[0-9]{2})$/

/**
 * An RFC 3339 date-time (as the schema's pattern admits it) as the service stores moments: UTC to
 * the millisecond, YYYY-MM-DDTHH:MM:SS.mmmZ, which sorts as text. A finer fraction rounds up, so
 * ">= the result" matches the same stored moments as ">= the value"; undefined for a day the
 * calendar does not have (2026-02-30).
 */
export function storedMomentOf (value: string): string | undefined {
  const match = DATE_TIME.exec(value.toUpperCase())
  if (match === null) return undefined
  const [, year, month, day, time, fraction = '', offset] = match as unknown as [string, string, string, string, string, string | undefined, string]
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  if (calendar.getUTCDate() !== Number(day) || calendar.getUTCMonth() !== Number(month) - 1) return undefined
  const milliseconds = Date.parse(`${year}-${month}-${day}T${time}.${fraction.slice(0, 3).padEnd(3, '0')}${offset}`)
  if (Number.isNaN(milliseconds)) return undefined
  return new Date(milliseconds + (/[1-9]/.test(fraction.slice(3)) ? 1 : 0)).toISOString()
}
