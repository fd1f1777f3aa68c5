import { CompiledQuery, type SelectQueryBuilder } from 'kysely'
import type { Database, TitleTable } from '../../db/database.js'
import { executeWithNext, lockForUpdate } from '../../db/dialect.js'
import { insertReturningId, insertWithNext } from '../../db/insert-rendezvous.js'
import { insertRows } from '../../db/query-shapes.js'
import { extraColumn, seriesColumns, storedTitleOf, TITLE_COLUMNS, titleColumns, type CategorySelection, type TitleSelection } from './columns.js'
import type { SettlementSummary, StoredTitle, TitleRecord } from './model.js'
import type { Db, TitleStore } from './store.js'

/**
 * The queries that read a title whole and write it, each scoped to one company. Lists, pages and
 * streams of rendered titles are in read-model.ts; settlements in settlements-repository.ts.
 */

/** The title's columns and those of its latest settlement. */
export function withTitleColumns<O> ({ kind }: TitleStore, query: SelectQueryBuilder<Database & { t: TitleTable }, 't', O>) {
  return query.leftJoin(`${kind.settlementTable} as b`, 'b.id', 't.ultima_baixa_id').select(TITLE_COLUMNS)
}

/** The category splits of a batch of titles, one query for the whole batch. */
export async function attachCategories (db: Db, store: TitleStore, rows: readonly TitleSelection[]): Promise<StoredTitle[]> {
  if (rows.length === 0) return []
  const entries = await db.selectFrom(store.kind.categoryTable)
    .select(['titulo_id', 'codigo_categoria', 'percentual', 'valor'])
    .where('titulo_id', 'in', rows.map((row) => row.id))
    .orderBy('titulo_id').orderBy('posicao')
    .execute()
  const byTitle = new Map<number, CategorySelection[]>()
  for (const entry of entries) {
    const list = byTitle.get(entry.titulo_id)
    if (list === undefined) byTitle.set(entry.titulo_id, [entry])
    else list.push(entry)
  }
  return rows.map((row) => storedTitleOf(row, byTitle.get(row.id) ?? []))
}

export interface TitleLookup { empresaId: number, id: number, forUpdate?: boolean }

/** The title, locked until the transaction ends when `forUpdate`. */
export async function findTitle (db: Db, store: TitleStore, { empresaId, id, forUpdate = false }: TitleLookup): Promise<StoredTitle | undefined> {
  const query = withTitleColumns(store, db.selectFrom(`${store.kind.table} as t`).where('t.empresa_id', '=', empresaId).where('t.id', '=', id))
  const row = await (forUpdate ? lockForUpdate(store.handle.engine, query) : query).executeTakeFirst()
  return row === undefined ? undefined : (await attachCategories(db, store, [row]))[0]
}

export interface CodesLookup { empresaId: number, codes: readonly string[], forUpdate?: boolean }

/** The titles with these integration codes, locked until the transaction ends when `forUpdate`. */
export async function findByIntegrationCodes (db: Db, store: TitleStore, { empresaId, codes, forUpdate = false }: CodesLookup): Promise<StoredTitle[]> {
  if (codes.length === 0) return []
  const query = withTitleColumns(store, db.selectFrom(`${store.kind.table} as t`).where('t.empresa_id', '=', empresaId).where('t.codigo_lancamento_integracao', 'in', codes))
  return await attachCategories(db, store, await (forUpdate ? lockForUpdate(store.handle.engine, query) : query).execute())
}

/** The members of a series in indice order (none: no such series in the company), locked when `forUpdate`. */
export async function findSeriesMembers (db: Db, store: TitleStore, { empresaId, serieId, forUpdate = false }: { empresaId: number, serieId: number, forUpdate?: boolean }): Promise<StoredTitle[]> {
  const query = withTitleColumns(store, db.selectFrom(`${store.kind.table} as t`).where('t.empresa_id', '=', empresaId).where('t.serie_id', '=', serieId)).orderBy('t.serie_indice')
  return await attachCategories(db, store, await (forUpdate ? lockForUpdate(store.handle.engine, query) : query).execute())
}

export async function findIdByIntegrationCode (db: Db, { kind }: TitleStore, { empresaId, code }: { empresaId: number, code: string }): Promise<number | undefined> {
  const row = await db.selectFrom(kind.table).select('id')
    .where('empresa_id', '=', empresaId)
    .where('codigo_lancamento_integracao', '=', code)
    .executeTakeFirst()
  return row?.id
}

/** A title's state as a write leaves it: its columns, version and render cache (null: rendered by the commit after). */
export interface TitleState { empresaId: number, title: StoredTitle, render: Buffer | null }

/**
 * What every save of a title sets besides its content: its series place, version and render cache,
 * and its extras, which are the JSON null when the render gives them back (columns.ts extraColumn).
 */
function versionColumns ({ title, render }: TitleState) {
  return {
    ...seriesColumns(title),
    versao: title.versao,
    atualizado_em: title.atualizado_em,
    render,
    render_versao: render === null ? null : title.versao,
    extra: extraColumn(title, render)
  }
}

/** A new title: its columns and split; returns its id. */
export async function insertTitle (db: Db, store: TitleStore, state: TitleState): Promise<number> {
  const { money } = store.handle
  const id = await insertReturningId(db, store.kind.table, { ...titleColumns(state.title, money), empresa_id: state.empresaId, baixado_valor: money.toDb(0), ...versionColumns(state) })
  await insertCategories(db, store, [{ ...state.title, id }])
  return id
}

/**
 * New open titles in one statement (and their splits in one more); returns their ids in the order
 * given. Ids are read back, not computed from the first insert id: Galera and
 * auto_increment_increment make them non-consecutive. They are read by integration code, or, for
 * the members of one series (which may have none), by the series and indice.
 */
export async function insertTitles (db: Db, store: TitleStore, { empresaId, titles }: { empresaId: number, titles: readonly TitleState[] }): Promise<number[]> {
  if (titles.length === 0) return []
  const { money } = store.handle
  // Sent with the read of the ids below: its duplicate-code error, if any, is thrown by that read.
  await executeWithNext(db, insertRows(db, store.kind.table, titles.map((state) => ({
    ...titleColumns(state.title, money), empresa_id: empresaId, baixado_valor: money.toDb(0), ...versionColumns(state)
  }))))
  const series = titles[0]?.title.serie
  let ids: number[]
  if (series != null) {
    const rows = await db.selectFrom(store.kind.table).select(['id', 'serie_indice'])
      .where('empresa_id', '=', empresaId).where('serie_id', '=', series.codigo_serie).execute()
    const byIndex = new Map(rows.map((row) => [row.serie_indice, row.id]))
    ids = titles.map(({ title }) => byIndex.get(title.serie?.indice ?? 0) as number)
  } else {
    const codes = titles.map(({ title }) => title.codigo_lancamento_integracao as string)
    const rows = await db.selectFrom(store.kind.table).select(['id', 'codigo_lancamento_integracao'])
      .where('empresa_id', '=', empresaId).where('codigo_lancamento_integracao', 'in', codes).execute()
    const byCode = new Map(rows.map((row) => [row.codigo_lancamento_integracao as string, row.id]))
    ids = codes.map((code) => byCode.get(code) as number)
  }
  await insertCategories(db, store, titles.map(({ title }, index) => ({ ...title, id: ids[index] as number })))
  return ids
}

/** Writes every column of the record, its split when it changed, and the version. */
export async function saveColumns (db: Db, store: TitleStore, state: TitleState & { splitChanged: boolean }): Promise<void> {
  const { empresaId, title } = state
  // The writes of a title locked by the write (lockedTitle): nothing reads their results.
  await executeWithNext(db, db.updateTable(store.kind.table)
    .set({ ...titleColumns(title, store.handle.money), ...versionColumns(state) })
    .where('empresa_id', '=', empresaId)
    .where('id', '=', title.id))
  if (state.splitChanged) {
    await executeWithNext(db, db.deleteFrom(store.kind.categoryTable).where('titulo_id', '=', title.id))
    await insertCategories(db, store, [title])
  }
}

/** Stores the settlement summary, status and version a settlement or reversal leads to. */
export async function saveSettlementState (db: Db, store: TitleStore, state: TitleState): Promise<void> {
  const { empresaId, title } = state
  await executeWithNext(db, db.updateTable(store.kind.table).set(settlementColumns(store, state)).where('empresa_id', '=', empresaId).where('id', '=', title.id))
}

/** What a settlement or reversal changes of a title: its settlement summary, status and version. */
function settlementColumns ({ handle: { money } }: TitleStore, state: TitleState) {
  const summary = state.title.settled
  const optional = (cents: number | null | undefined) => cents === null || cents === undefined ? null : money.toDb(cents)
  return {
    baixado_valor: money.toDb(summary?.valorCents ?? 0),
    baixado_desconto: optional(summary?.descontoCents),
    baixado_juros: optional(summary?.jurosCents),
    baixado_multa: optional(summary?.multaCents),
    ultima_baixa_id: summary?.latest.id ?? null,
    status: state.title.status,
    ...versionColumns(state)
  }
}

/**
 * saveSettlementState for many titles of one company (a bank file's slice) in one statement on
 * MySQL: an UPDATE joined to the new states, one SELECT of values each. 500 single-row UPDATEs
 * took 2.4 times as long on the server, besides a compiled query each in the service
 * (docs/PERFORMANCE.md). A title saved twice keeps its last state. SQLite, in the process, saves
 * them one by one.
 */
export async function saveSettlementStates (db: Db, store: TitleStore, states: readonly TitleState[]): Promise<void> {
  if (store.handle.engine !== 'mysql' || states.length < 2) {
    for (const state of states) await saveSettlementState(db, store, state)
    return
  }
  const last = [...new Map(states.map((state) => [state.title.id, state])).values()]
  const rows = last.map((state) => ({ id: state.title.id, ...settlementColumns(store, state) }))
  const columns = Object.keys(rows[0] as object)
  // Written as text around placeholders, as insertRows repeats a VALUES tuple: the same SELECT for
  // every title, named once. Kysely's builder made a node of every value and name, 470 MB of
  // garbage for a file of 20,000 lines. The names are the code's own (settlementColumns).
  const values: unknown[] = []
  for (const row of rows) for (const column of columns) values.push((row as Record<string, unknown>)[column])
  values.push(states[0]?.empresaId)
  const named = `select ${columns.map((column) => `? as \`${column}\``).join(', ')}`
  const unnamed = ` union all select ${columns.map(() => '?').join(', ')}`
  const changes = columns.filter((column) => column !== 'id').map((column) => `t.\`${column}\` = v.\`${column}\``).join(', ')
  await executeWithNext(db, CompiledQuery.raw(`update \`${store.kind.table}\` as t join (${named}${unnamed.repeat(rows.length - 1)}) as v on t.id = v.id set ${changes} where t.empresa_id = ?`, values))
}

/** Changes status, cancellation reason and version alone (cancel, reopen). */
export async function saveStatus (db: Db, store: TitleStore, state: TitleState): Promise<void> {
  const { empresaId, title } = state
  await executeWithNext(db, db.updateTable(store.kind.table).set({ status: title.status, motivo_cancelamento: title.motivo_cancelamento, ...versionColumns(state) })
    .where('empresa_id', '=', empresaId).where('id', '=', title.id))
}

export async function deleteTitle (db: Db, { kind }: TitleStore, { empresaId, id }: { empresaId: number, id: number }): Promise<void> {
  // Children first: SQLite enforces the cascade only when foreign keys are on, MySQL always.
  await executeWithNext(db, db.deleteFrom(kind.categoryTable).where('titulo_id', '=', id))
  await executeWithNext(db, db.deleteFrom(kind.settlementTable).where('titulo_id', '=', id).where('empresa_id', '=', empresaId))
  await executeWithNext(db, db.deleteFrom(kind.table).where('empresa_id', '=', empresaId).where('id', '=', id))
}

/**
 * Recomputes the title's settlement sums and latest settlement from the settlement table, in the
 * same transaction as the change that called it, so the summary can never drift from the rows.
 */
export async function summarizeSettlements (db: Db, store: TitleStore, { id }: { id: number }): Promise<SettlementSummary | null> {
  const active = () => db.selectFrom(store.kind.settlementTable).where('titulo_id', '=', id).where('estornado_em', 'is', null)
  const sums = await active()
    .select((eb) => [
      eb.fn.count<number>('id').as('count'),
      eb.fn.sum<number>('valor').as('valor'),
      eb.fn.sum<number | null>('desconto').as('desconto'),
      eb.fn.sum<number | null>('juros').as('juros'),
      eb.fn.sum<number | null>('multa').as('multa')
    ])
    .executeTakeFirstOrThrow()
  if (Number(sums.count) === 0) return null
  const latest = await active()
    .select(['id', 'data', 'codigo_conta_corrente', 'codigo_baixa_integracao', 'observacao'])
    .orderBy('data', 'desc').orderBy('id', 'desc').limit(1)
    .executeTakeFirstOrThrow()
  return {
    valorCents: sums.valor,
    descontoCents: sums.desconto,
    jurosCents: sums.juros,
    multaCents: sums.multa,
    latest: { ...latest, codigo_conta_corrente: latest.codigo_conta_corrente === null ? null : Number(latest.codigo_conta_corrente) }
  }
}

async function insertCategories (db: Db, store: TitleStore, titles: ReadonlyArray<TitleRecord & { id: number }>): Promise<void> {
  const { money } = store.handle
  const rows = titles.flatMap((title) => title.categorias.map((entry, posicao) => ({
    titulo_id: title.id,
    posicao,
    codigo_categoria: entry.codigo_categoria,
    percentual: entry.percentual,
    valor: entry.valorCents === undefined ? null : money.toDb(entry.valorCents)
  })))
  // A new title's split, or a locked title's: nothing reads the result, and it goes with the next
  // statement, or with the splits of the creates that ran beside it (db/insert-rendezvous.ts).
  if (rows.length > 0) await insertWithNext(db, store.kind.categoryTable, rows)
}
