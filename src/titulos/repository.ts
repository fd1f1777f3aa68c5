import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely'
import type { Database, TitleTable } from '../../db/database.js'
import { lockForUpdate, type DatabaseHandle } from '../../db/dialect.js'
import type { TitleFilterQuery } from '../../schemas/queries.js'
import { statusCondition } from './status.js'
import { tableOf, type TitleKind } from './kinds.js'
import type { TitleColumns } from './service.js'

/** The only module that builds title queries. Every query is scoped to one company. */

type Db = Kysely<Database> | Transaction<Database>

export interface TitleListRow { id: number, status: string, data_vencimento: string, documento: string | Buffer }

/** Queries read titles as `t`; both tables have the TitleTable shape. */
export type TitleQueryDatabase = Database & { t: TitleTable }

/** What a title in a response needs: everything else is inside `documento`. */
const TITLE_COLUMNS = ['t.id', 't.status', 't.data_vencimento', 't.documento'] as const

/** A keyset position: the (data_vencimento, id) of the last title of the previous page. */
export interface KeysetPosition { dataVencimento: string, id: number }

/**
 * The one mapping of list filters to WHERE clauses (DESIGN.md section 5): inclusive bounds,
 * combined with AND, status with today in BUSINESS_TZ.
 */
export function filteredTitles (db: Db, kind: TitleKind, empresaId: number, filters: TitleFilterQuery, today: string): SelectQueryBuilder<TitleQueryDatabase, 't', {}> {
  let query = db.selectFrom(`${tableOf(kind)} as t`).where('t.empresa_id', '=', empresaId)
  if (filters.data_vencimento_de !== undefined) query = query.where('t.data_vencimento', '>=', filters.data_vencimento_de)
  if (filters.data_vencimento_ate !== undefined) query = query.where('t.data_vencimento', '<=', filters.data_vencimento_ate)
  if (filters.data_previsao_de !== undefined) query = query.where('t.data_previsao', '>=', filters.data_previsao_de)
  if (filters.data_previsao_ate !== undefined) query = query.where('t.data_previsao', '<=', filters.data_previsao_ate)
  const status = filters.status_titulo
  if (status !== undefined) query = query.where((eb) => statusCondition(eb, status, today))
  return query
}

/** Titles in list order, after a keyset position when one is given. */
function orderedTitles (db: Db, kind: TitleKind, empresaId: number, filters: TitleFilterQuery, today: string, after?: KeysetPosition) {
  let query = filteredTitles(db, kind, empresaId, filters, today)
  if (after !== undefined) {
    const { dataVencimento, id } = after
    query = query.where((eb) => eb.or([
      eb('t.data_vencimento', '>', dataVencimento),
      eb.and([eb('t.data_vencimento', '=', dataVencimento), eb('t.id', '>', id)])
    ]))
  }
  return query.select(TITLE_COLUMNS).orderBy('t.data_vencimento').orderBy('t.id')
}

/** One page, plus one row more than the page: it tells whether another page follows, without a COUNT. */
export async function listTitlePage (db: Db, kind: TitleKind, empresaId: number, filters: TitleFilterQuery, today: string, limit: number, after?: KeysetPosition): Promise<TitleListRow[]> {
  return await orderedTitles(db, kind, empresaId, filters, today, after).limit(limit + 1).execute()
}

/**
 * Every matching title from a database cursor, in batches, so a whole-year export never holds more
 * than a few hundred rows. On SQLite the one connection is busy until the stream ends.
 */
export function streamTitles (handle: DatabaseHandle, kind: TitleKind, empresaId: number, filters: TitleFilterQuery, today: string, after?: KeysetPosition): AsyncGenerator<TitleListRow[]> {
  return handle.streamBatches(orderedTitles(handle.db, kind, empresaId, filters, today, after), 200)
}

/** Payables with the expense class of their category (null when the category is not in the directory). */
export async function listTitlesWithCategoryKind (db: Db, kind: TitleKind, empresaId: number, filters: TitleFilterQuery, today: string): Promise<Array<TitleListRow & { tipo: string | null }>> {
  return await filteredTitles(db, kind, empresaId, filters, today)
    .leftJoin('categorias as c', (join) => join.onRef('c.empresa_id', '=', 't.empresa_id').onRef('c.codigo', '=', 't.codigo_categoria'))
    .select([...TITLE_COLUMNS, 'c.tipo as tipo'])
    .orderBy('t.data_vencimento').orderBy('t.id')
    .execute()
}

export async function findTitle (db: Db, handle: DatabaseHandle, kind: TitleKind, empresaId: number, id: number, forUpdate = false): Promise<TitleListRow | undefined> {
  const query = db.selectFrom(tableOf(kind))
    .select(['id', 'status', 'data_vencimento', 'documento'])
    .where('empresa_id', '=', empresaId)
    .where('id', '=', id)
  return await (forUpdate ? lockForUpdate(handle.engine, query) : query).executeTakeFirst()
}

export async function findIdByIntegrationCode (db: Db, kind: TitleKind, empresaId: number, code: string): Promise<number | undefined> {
  const row = await db.selectFrom(tableOf(kind)).select('id')
    .where('empresa_id', '=', empresaId)
    .where('codigo_lancamento_integracao', '=', code)
    .executeTakeFirst()
  return row?.id
}

/** The stored row of a prepared title: the one place its money meets the engine's representation. */
export function titleRow (handle: DatabaseHandle, empresaId: number, columns: TitleColumns) {
  const { valorCents, ...rest } = columns
  return { ...rest, empresa_id: empresaId, valor_documento: handle.money.toDb(valorCents) }
}

export async function insertTitle (db: Db, handle: DatabaseHandle, kind: TitleKind, empresaId: number, columns: TitleColumns): Promise<number> {
  const result = await db.insertInto(tableOf(kind))
    .values(titleRow(handle, empresaId, columns))
    .executeTakeFirstOrThrow()
  return Number(result.insertId)
}

export async function updateTitle (db: Db, handle: DatabaseHandle, kind: TitleKind, empresaId: number, id: number, columns: TitleColumns): Promise<void> {
  await db.updateTable(tableOf(kind))
    .set(titleRow(handle, empresaId, columns))
    .where('empresa_id', '=', empresaId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
}
