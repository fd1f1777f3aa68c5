import { Type, type Static } from '@sinclair/typebox'
import { INVALID_MESSAGE, IsoDate, StringEnum } from './common.js'
import { STATUSES } from './titulos.js'

/** The ERP's spellings without spaces, accepted in the status filter only. */
export const STATUS_FILTER_ALIASES = { EMABERTO: 'EM ABERTO', AVENCER: 'A VENCER', VENCEHOJE: 'VENCE HOJE' } as const

export const StatusFilter = StringEnum([...STATUSES, ...(Object.keys(STATUS_FILTER_ALIASES) as Array<keyof typeof STATUS_FILTER_ALIASES>)], {
  description: 'EM ABERTO matches every open title (A VENCER, VENCE HOJE and ATRASADO); those three match open titles ' +
    'by due date against today in BUSINESS_TZ; the others match the stored status. EMABERTO, AVENCER and VENCEHOJE are aliases.'
})

/**
 * A moment as RFC 3339 writes it (docs/CONTRACT.md section 12): the service's own atualizado_em
 * passes back as it was read. No leap second: no stored time has one.
 */
export const DateTimeFilter = Type.String({
  pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])[Tt]([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?([Zz]|[+-]([01][0-9]|2[0-3]):[0-5][0-9])$',
  [INVALID_MESSAGE]: 'must be an RFC 3339 date-time, such as 2026-11-27T11:57:16.774Z or 2026-11-27T08:57:16-03:00 (a time-zone offset or Z is required)',
  description: 'Titles changed at or after this moment (inclusive): an RFC 3339 date-time with Z or an offset, such as a title\'s own atualizado_em ' +
    '(2026-11-27T11:57:16.774Z) or 2026-11-27T08:57:16-03:00. Times are stored to the millisecond: a finer fraction counts from the next millisecond. ' +
    'To sync every change, follow /eventos instead.',
  examples: ['2026-11-22T00:00:00Z']
})

const dateFilter = (description: string) => Type.Optional(Type.String({ ...IsoDate, description }))

export const titleFilterFields = {
  data_previsao_de: dateFilter('data_previsao >= this date (inclusive).'),
  data_previsao_ate: dateFilter('data_previsao <= this date (inclusive).'),
  data_vencimento_de: dateFilter('data_vencimento >= this date (inclusive).'),
  data_vencimento_ate: dateFilter('data_vencimento <= this date (inclusive).'),
  status_titulo: Type.Optional(Type.Array(StatusFilter, {
    minItems: 1,
    description: 'One status, or several: repeated (status_titulo=ATRASADO&status_titulo=PAGTO_PARCIAL) or as a comma list (status_titulo=ATRASADO,PAGTO_PARCIAL); ' +
      'a title matching any of them is listed. ' + StatusFilter.description
  })),
  vencido: Type.Optional(Type.Boolean({
    description: 'true: titles past due with an open balance, those due before today (BUSINESS_TZ) that are EM ABERTO (shown ATRASADO) or PAGTO_PARCIAL; ' +
      'false: every other title. Combines with status_titulo and the dates by AND.'
  })),
  alterado_desde: Type.Optional(DateTimeFilter)
}

const FILTER_NOTE = 'All filters combine with AND; *_de after *_ate is 400; unknown parameters are 400.'

export const TitleFilterQuery = Type.Object(titleFilterFields, { additionalProperties: false, description: FILTER_NOTE })
export type TitleFilterQuery = Static<typeof TitleFilterQuery>

export const MAX_PAGE_SIZE = 1000

/** The orders of a title list (docs/CONTRACT.md section 5). */
export const LIST_ORDERS = ['data_vencimento', 'codigo_lancamento_svc'] as const
export type ListOrder = typeof LIST_ORDERS[number]

export const TitleListQuery = Type.Object({
  ...titleFilterFields,
  limite: Type.Optional(Type.Integer({
    minimum: 1,
    maximum: MAX_PAGE_SIZE,
    description: 'Page size. Without it the whole matching set is returned. With it, a Link: <...>; rel="next" header points at the next page while rows remain.'
  })),
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Opaque position taken from the Link header (or proximo_cursor) of the previous page, with the same ordem.' })),
  ordem: Type.Optional(StringEnum(LIST_ORDERS, {
    description: 'data_vencimento (default): by due date, then codigo_lancamento_svc. codigo_lancamento_svc: by id only, so paging is stable while titles are edited ' +
      '(a due date that changes between two pages can move a title across the cursor in the default order). A cursor belongs to its order: another ordem is 400.'
  }))
}, { additionalProperties: false, description: FILTER_NOTE })
export type TitleListQuery = Static<typeof TitleListQuery>

export const RevenueQuery = Type.Object({
  data_de: dateFilter('First date of the period (inclusive).'),
  data_ate: dateFilter('Last date of the period (inclusive).'),
  recebido_ou_previsao: Type.Optional(StringEnum(['recebido', 'previsao'] as const, {
    description: 'recebido: settled titles by receipt date (recebimento.data); previsao: open titles (EM ABERTO, PAGTO_PARCIAL) by data_previsao; omitted: both.'
  }))
}, { additionalProperties: false, description: 'Cancelled titles never count as revenue. data_de after data_ate is 400.' })
export type RevenueQuery = Static<typeof RevenueQuery>
