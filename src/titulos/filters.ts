import type { preValidationAsyncHookHandler } from 'fastify'
import type { TitleFilterQuery } from '../../schemas/queries.js'
import { errors } from '../errors.js'
import { checkDateRanges, storedMomentOf } from '../http/filters.js'

/**
 * What the title filters' schema cannot say (docs/CONTRACT.md sections 5 and 12): ranges of due and
 * expected dates in order, and an alterado_desde on a day the calendar has.
 */
export function checkTitleFilters (query: TitleFilterQuery): void {
  checkDateRanges(query, [['data_vencimento_de', 'data_vencimento_ate'], ['data_previsao_de', 'data_previsao_ate']])
  if (query.alterado_desde !== undefined && storedMomentOf(query.alterado_desde) === undefined) {
    throw errors.validation([{ path: '/querystring/alterado_desde', message: 'must be a real calendar date and time' }])
  }
}

/**
 * status_titulo repeated or as a comma list (docs/CONTRACT.md section 4) is one array before the
 * schema checks each value: a single value is a list of one. Sorted without repeats, so the same
 * question asked in another order shares its compiled statement.
 */
export const statusList: preValidationAsyncHookHandler = async (request) => {
  const query = request.query as { status_titulo?: unknown }
  const given = query.status_titulo
  if (given === undefined) return
  query.status_titulo = [...new Set((Array.isArray(given) ? given : [given]).flatMap((value) => String(value).split(',')))].sort()
}
