import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely'
import type { Database, TitleTable } from '../../db/database.js'
import type { ListOrder, TitleFilterQuery } from '../../schemas/queries.js'
import { shapeByKey } from '../../db/query-shapes.js'
import type { ValidatorRead } from '../http/conditional.js'
import { storedMomentOf } from '../http/filters.js'
import { attachCategories, withTitleColumns } from './repository.js'
import { titleJson, type TitleJson } from './render.js'
import { overdueCondition, statusCondition } from './status.js'
import type { Db, TitleStore } from './store.js'

/**
 * Titles as reads send them: lists, pages, streams and the expense split, each title as its JSON
 * for today from the render cache (the stored render with today's derived status spliced in).
 * The one mapping of list filters to SQL lives here (docs/CONTRACT.md sections 4 and 5).
 */

/** A keyset position in a list order: the (data_vencimento, id) or, ordered by id, the id of the last title sent. */
export interface KeysetPosition { order: ListOrder, dataVencimento: string, id: number }

/** A title ready to send: its JSON for today, and what a keyset cursor needs. */
export interface RenderedTitle { id: number, data_vencimento: string, versao: number, json: TitleJson }

/** What a list asks for: whose titles, which, as of which business date. */
export interface ListScope { empresaId: number, filters: TitleFilterQuery, today: string }

/** Titles per batch of a streamed list (and per query of a paged expense class). */
const STREAM_PAGE = 500

/** The columns a rendered read takes: the render cache and what validates and completes it. */
const RENDER_COLUMNS = ['t.id', 't.data_vencimento', 't.status', 't.versao', 't.render', 't.render_versao'] as const
type RenderSelection = { id: number, data_vencimento: string, status: string, versao: number, render: Buffer | null, render_versao: number | null }

/** After the position in its list order. */
function afterPosition (eb: ExpressionBuilder<Database & { t: TitleTable }, 't'>, { order, dataVencimento, id }: KeysetPosition) {
  if (order === 'codigo_lancamento_svc') return eb('t.id', '>', id)
  return eb.or([
    eb('t.data_vencimento', '>', dataVencimento),
    eb.and([eb('t.data_vencimento', '=', dataVencimento), eb('t.id', '>', id)])
  ])
}

/**
 * The one mapping of list filters to WHERE clauses (docs/CONTRACT.md section 5): inclusive bounds,
 * combined with AND, status with today in BUSINESS_TZ.
 */
export function filtered (db: Db, store: TitleStore, { empresaId, filters, today }: ListScope) {
  return boundFilters(db, store, { empresaId, filters: bindable(filters), today })
}

/** The filters as they are bound: alterado_desde as stored times are written (checkTitleFilters has refused one that has none). */
function bindable (filters: TitleFilterQuery): TitleFilterQuery {
  return filters.alterado_desde === undefined ? filters : { ...filters, alterado_desde: storedMomentOf(filters.alterado_desde) as string }
}

/** `filtered` with every value bound as it is given (a page's statement binds stand-ins: listPage). */
function boundFilters (db: Db, { kind }: TitleStore, { empresaId, filters, today }: ListScope) {
  let query = db.selectFrom(`${kind.table} as t`).where('t.empresa_id', '=', empresaId)
  if (filters.data_vencimento_de !== undefined) query = query.where('t.data_vencimento', '>=', filters.data_vencimento_de)
  if (filters.data_vencimento_ate !== undefined) query = query.where('t.data_vencimento', '<=', filters.data_vencimento_ate)
  if (filters.data_previsao_de !== undefined) query = query.where('t.data_previsao', '>=', filters.data_previsao_de)
  if (filters.data_previsao_ate !== undefined) query = query.where('t.data_previsao', '<=', filters.data_previsao_ate)
  if (filters.alterado_desde !== undefined) query = query.where('t.atualizado_em', '>=', filters.alterado_desde)
  const { status_titulo: statuses, vencido: overdue } = filters
  if (statuses !== undefined) query = query.where((eb) => eb.or(statuses.map((status) => statusCondition(eb, status, today))))
  if (overdue !== undefined) query = query.where((eb) => overdue ? overdueCondition(eb, today) : eb.not(overdueCondition(eb, today)))
  return query
}

/** The filters whose values a page's statement binds, in a fixed order; the status filters shape the text instead. */
const BOUND_FILTERS = ['data_vencimento_de', 'data_vencimento_ate', 'data_previsao_de', 'data_previsao_ate', 'alterado_desde'] as const

/** Titles in the list order (due date then id, or id), after a keyset position when one is given. */
function ordered (db: Db, store: TitleStore, scope: ListScope, order: ListOrder, after?: KeysetPosition) {
  return orderedFrom(filtered(db, store, scope), order, after)
}

function orderedFrom (filteredQuery: ReturnType<typeof filtered>, order: ListOrder, after?: KeysetPosition) {
  let query = filteredQuery
  if (after !== undefined) query = query.where((eb) => afterPosition(eb, after))
  const selected = query.select(RENDER_COLUMNS)
  return order === 'codigo_lancamento_svc' ? selected.orderBy('t.id') : selected.orderBy('t.data_vencimento').orderBy('t.id')
}

/**
 * The titles' JSON for today from the render cache. Titles without a current render (migrated
 * ones, or any a writer left behind) are read from their columns, rendered, and their cache
 * filled for next time, only if nobody changed them meanwhile.
 */
async function rendered (db: Db, store: TitleStore, empresaId: number, rows: readonly RenderSelection[], today: string): Promise<RenderedTitle[]> {
  const { kind, renderer } = store
  const stale = rows.filter((row) => row.render === null || row.render_versao !== row.versao)
  const renders = new Map<number, Buffer>()
  if (stale.length > 0) {
    const titles = await attachCategories(db, store, await withTitleColumns(store, db.selectFrom(`${kind.table} as t`).where('t.empresa_id', '=', empresaId).where('t.id', 'in', stale.map((row) => row.id))).execute())
    for (const title of titles) {
      const render = renderer.render(title)
      renders.set(title.id, render)
      await db.updateTable(kind.table).set({ render, render_versao: title.versao }).where('id', '=', title.id).where('versao', '=', title.versao).execute()
    }
  }
  return rows.map((row) => ({ id: row.id, data_vencimento: row.data_vencimento, versao: row.versao, json: titleJson(row, renders.get(row.id) ?? row.render as Buffer, today) }))
}

/** The category directory's class of each payable (none when its category is not in the directory). */
function withExpenseClass<O> (query: SelectQueryBuilder<Database & { t: TitleTable }, 't', O>) {
  return query.leftJoin('categorias as c', (join) => join.onRef('c.empresa_id', '=', 't.empresa_id').onRef('c.codigo', '=', 't.codigo_categoria'))
}

/** Pages of `fetch` from `after` on, rendered, until a short page. */
async function * keysetPages (store: TitleStore, scope: ListScope, order: ListOrder, after: KeysetPosition | undefined, fetch: (position: KeysetPosition | undefined) => Promise<RenderSelection[]>): AsyncGenerator<RenderedTitle[]> {
  let position = after
  for (;;) {
    const rows = await fetch(position)
    if (rows.length > 0) yield await rendered(store.handle.db, store, scope.empresaId, rows, scope.today)
    if (rows.length < STREAM_PAGE) return
    const last = rows[rows.length - 1] as RenderSelection
    position = { order, dataVencimento: last.data_vencimento, id: last.id }
  }
}

export interface PageRequest {
  order: ListOrder
  limit: number
  after?: KeysetPosition
  /** The answer's validator, to be read in the same round trip as the page (src/http/conditional.ts). */
  validator?: ValidatorRead
}

/** One page, plus one title more than the page: it tells whether another page follows, without a COUNT. */
export async function listPage (db: Db, store: TitleStore, scope: ListScope, { order, limit, after, validator }: PageRequest): Promise<RenderedTitle[]> {
  const filters = bindable(scope.filters)
  const present = BOUND_FILTERS.filter((name) => filters[name] !== undefined)
  const { status_titulo: statuses, vencido: overdue } = filters
  const shaping: TitleFilterQuery = { ...(statuses === undefined ? {} : { status_titulo: statuses }), ...(overdue === undefined ? {} : { vencido: overdue }) }
  // Compiled once per shape (db/query-shapes.ts): a list is the hottest read, and building it cost more than its values.
  const key = `list page ${store.kind.table} ${order} ${present.join(',')} status=${statuses?.join('|') ?? ''} vencido=${overdue ?? ''} ${after === undefined ? 'first' : 'after'}`
  const values = [scope.empresaId, ...present.map((name) => filters[name]), scope.today, after?.dataVencimento, after?.id, limit + 1]
  const query = shapeByKey(db, key, values, (bound) => {
    const [empresaId, ...rest] = bound
    const standInFilters: TitleFilterQuery = { ...Object.fromEntries(present.map((name, index) => [name, rest[index]])), ...shaping }
    const [today, dataVencimento, id, pageLimit] = rest.slice(present.length)
    const position = after === undefined ? undefined : { order, dataVencimento: dataVencimento as string, id: id as number }
    return orderedFrom(boundFilters(db, store, { empresaId: empresaId as number, filters: standInFilters, today: today as string }), order, position).limit(pageLimit as number)
  })
  const rows = validator === undefined ? (await db.executeQuery(query)).rows : await validator.readWith(query)
  return await rendered(db, store, scope.empresaId, rows, scope.today)
}

/**
 * The same order as listPage, from one query streamed in batches (the export pool's cursor on
 * MySQL, a snapshot on SQLite), so a whole-year export holds one batch at a time. Paging by
 * keyset instead cost a query per page, each one walking the index from the company's first title
 * (MariaDB ranges only over empresa_id with the keyset's OR): quadratic in the export's length.
 */
export async function * streamTitles (store: TitleStore, scope: ListScope, order: ListOrder, after?: KeysetPosition): AsyncGenerator<RenderedTitle[]> {
  const { db, streamBatches } = store.handle
  for await (const rows of streamBatches(ordered(db, store, scope, order, after), STREAM_PAGE)) {
    yield await rendered(db, store, scope.empresaId, rows, scope.today)
  }
}

/** Payables of the filters whose category is (fixed) or is not (variable) FIXA in the directory, in list order, page by page. */
export async function * expenseClass (store: TitleStore, scope: ListScope, fixed: boolean): AsyncGenerator<RenderedTitle[]> {
  yield * keysetPages(store, scope, 'data_vencimento', undefined, async (position) => {
    let query = withExpenseClass(filtered(store.handle.db, store, scope))
      .where((eb) => fixed ? eb('c.tipo', '=', 'FIXA') : eb.or([eb('c.tipo', 'is', null), eb('c.tipo', '<>', 'FIXA')]))
    if (position !== undefined) query = query.where((eb) => afterPosition(eb, position))
    return await query.select(RENDER_COLUMNS).orderBy('t.data_vencimento').orderBy('t.id').limit(STREAM_PAGE).execute()
  })
}

/**
 * Both expense classes in one read, fixed first, each in list order; undefined when more than
 * `limit` payables match (expenseClass then pages through them).
 */
export async function expenseSplit (db: Db, store: TitleStore, scope: ListScope, limit: number): Promise<{ fixed: RenderedTitle[], variable: RenderedTitle[] } | undefined> {
  const rows = await withExpenseClass(filtered(db, store, scope))
    .select(RENDER_COLUMNS)
    .select((eb) => eb.case().when('c.tipo', '=', 'FIXA').then(1).else(0).end().as('fixa'))
    .orderBy('fixa', 'desc').orderBy('t.data_vencimento').orderBy('t.id')
    .limit(limit + 1)
    .execute()
  if (rows.length > limit) return undefined
  const titles = await rendered(db, store, scope.empresaId, rows, scope.today)
  const fixedCount = rows.filter((row) => Number(row.fixa) === 1).length
  return { fixed: titles.slice(0, fixedCount), variable: titles.slice(fixedCount) }
}

/** One title's JSON for today, for reads. */
export async function findRendered (db: Db, store: TitleStore, { empresaId, id, today }: { empresaId: number, id: number, today: string }): Promise<RenderedTitle | undefined> {
  const row = await db.selectFrom(`${store.kind.table} as t`).select(RENDER_COLUMNS).where('t.empresa_id', '=', empresaId).where('t.id', '=', id).executeTakeFirst()
  return row === undefined ? undefined : (await rendered(db, store, empresaId, [row], today))[0]
}

/** A series' members' JSON for today, in indice order (none: no such series in the company). */
export async function findRenderedSeries (db: Db, store: TitleStore, { empresaId, serieId, today }: { empresaId: number, serieId: number, today: string }): Promise<RenderedTitle[]> {
  const rows = await db.selectFrom(`${store.kind.table} as t`).select(RENDER_COLUMNS)
    .where('t.empresa_id', '=', empresaId).where('t.serie_id', '=', serieId).orderBy('t.serie_indice').execute()
  return await rendered(db, store, empresaId, rows, today)
}
