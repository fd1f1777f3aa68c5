import { errors, type ErrorDetail } from '../errors.js'

/** `*_de` after `*_ate` is a 400, not an empty list: it is almost always a client bug (docs/CONTRACT.md section 5). */
export function checkDateRanges (query: Record<string, string | undefined>, pairs: Array<[string, string]>): void {
  const problems: ErrorDetail[] = []
  for (const [from, to] of pairs) {
    const start = query[from]
    const end = query[to]
    if (start !== undefined && end !== undefined && start > end) problems.push({ path: `/querystring/${from}`, message: `must not be after ${to}` })
  }
  if (problems.length > 0) throw errors.validation(problems)
}
