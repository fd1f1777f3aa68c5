import type { TitleFilterQuery } from '../../schemas/queries.js'
import { checkDateRanges } from '../http/filters.js'

/** The title filters' ranges: due dates and expected dates (docs/CONTRACT.md section 5). */
export function checkTitleFilters (query: TitleFilterQuery): void {
  checkDateRanges(query, [['data_vencimento_de', 'data_vencimento_ate'], ['data_previsao_de', 'data_previsao_ate']])
}
