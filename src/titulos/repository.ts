import type { ExpressionBuilder, Insertable, Kysely, SelectQueryBuilder, Transaction } from 'kysely'
import type { Database, SettlementTable, TitleTable } from '../../db/database.js'
import { lockForUpdate, type DatabaseHandle } from '../../db/dialect.js'
import type { ListOrder, TitleFilterQuery } from '../../schemas/queries.js'
import type { TitleKind } from './kinds.js'
import { storedTitleOf, TITLE_COLUMNS, titleColumns, type CategorySelection, type SettlementSummary, type StoredTitle, type TitleRecord, titleRenderer, titleSerializer, type TitleRenderer, type TitleSelection } from './record.js'
import { statusCondition } from './status.js'

/** The only module that builds title queries. Every query is scoped to one company. */

export type Db = Kysely<Database> | Transaction<Database>

/** A keyset position in a list order: the (data_vencimento, id) or, ordered by id, the id of the last title sent. */
export interface KeysetPosition { order: ListOrder, dataVencimento: string, id: number }

export type TitleFilters = TitleFilterQuery

/** Titles per query of a streamed list. */
const STREAM_PAGE = 500

/** After the position in its list order. */
function afterPosition (eb: ExpressionBuilder<Database & { t: TitleTable }, 't'>, { order, dataVencimento, id }: KeysetPosition) {
  if (order === 'codigo_lancamento_svc') return eb('t.id', '>', id)
  return eb.or([
    eb('t.data_vencimento', '>', dataVencimento),
    eb.and([eb('t.data_vencimento', '=', dataVencimento), eb('t.id', '>', id)])
  ])
}

/** alterado_desde is second-precision; stored times have milliseconds and sort as text. */
function changedSince (value: string): string {
  return `${value.slice(0, 19)}.000Z`
}

export type TitleRepository = ReturnType<typeof titleRepository>

/** A title ready to send: its JSON for today, and what a keyset cursor needs. */
export interface RenderedTitle { id: number, data_vencimento: string, versao: number, json: Buffer }

/** The columns a rendered read takes: the render cache and what validates and completes it. */
const RENDER_COLUMNS = ['t.id', 't.data_vencimento', 't.status', 't.versao', 't.render', 't.render_versao'] as const
type RenderSelection = { id: number, data_vencimento: string, status: string, versao: number, render: Buffer | null, render_versao: number | null }

/** The queries of one kind, built once: routes and services call these with a connection or transaction. */
export function titleRepository (handle: DatabaseHandle, kind: TitleKind, renderer: TitleRenderer = titleRenderer(kind, titleSerializer(kind))) {
  const { money, engine } = handle
  // The two kinds' tables share their shapes, so queries are typed against the payable names.
  const table = kind.table as 'contas_pagar'
  const categoryTable = kind.categoryTable as 'contas_pagar_categorias'
  const settlementTable = kind.settlementTable as 'contas_pagar_baixas'

  /**
   * The one mapping of list filters to WHERE clauses (DESIGN.md section 5): inclusive bounds,
   * combined with AND, status with today in BUSINESS_TZ.
   */
  function filtered (db: Db, empresaId: number, filters: TitleFilters, today: string) {
    let query = db.selectFrom(`${table} as t`).where('t.empresa_id', '=', empresaId)
    if (filters.data_vencimento_de !== undefined) query = query.where('t.data_vencimento', '>=', filters.data_vencimento_de)
    if (filters.data_vencimento_ate !== undefined) query = query.where('t.data_vencimento', '<=', filters.data_vencimento_ate)
    if (filters.data_previsao_de !== undefined) query = query.where('t.data_previsao', '>=', filters.data_previsao_de)
    if (filters.data_previsao_ate !== undefined) query = query.where('t.data_previsao', '<=', filters.data_previsao_ate)
    if (filters.alterado_desde !== undefined) query = query.where('t.atualizado_em', '>=', changedSince(filters.alterado_desde))
    const status = filters.status_titulo
    if (status !== undefined) query = query.where((eb) => statusCondition(eb, status, today))
    return query
  }

  function withTitleColumns<O> (query: SelectQueryBuilder<Database & { t: TitleTable }, 't', O>) {
    return query.leftJoin(`${settlementTable} as b`, 'b.id', 't.ultima_baixa_id').select(TITLE_COLUMNS)
  }

  /** Titles in the list order (due date then id, or id), after a keyset position when one is given. */
  function ordered (db: Db, empresaId: number, filters: TitleFilters, today: string, order: ListOrder, after?: KeysetPosition) {
    let query = filtered(db, empresaId, filters, today)
    if (after !== undefined) query = query.where((eb) => afterPosition(eb, after))
    const selected = query.select(RENDER_COLUMNS)
    return order === 'codigo_lancamento_svc' ? selected.orderBy('t.id') : selected.orderBy('t.data_vencimento').orderBy('t.id')
  }

  /**
   * The titles' JSON for today from the render cache. Titles without a current render (migrated
   * ones, or any a writer left behind) are read from their columns, rendered, and their cache
   * filled for next time, only if nobody changed them meanwhile.
   */
  async function rendered (db: Db, empresaId: number, rows: readonly RenderSelection[], today: string): Promise<RenderedTitle[]> {
    const stale = rows.filter((row) => row.render === null || row.render_versao !== row.versao)
    const renders = new Map<number, Buffer>()
    if (stale.length > 0) {
      const titles = await attachCategories(db, await withTitleColumns(db.selectFrom(`${table} as t`).where('t.empresa_id', '=', empresaId).where('t.id', 'in', stale.map((row) => row.id))).execute())
      for (const title of titles) {
        const render = renderer.render(title)
        renders.set(title.id, render)
        await db.updateTable(table).set({ render, render_versao: title.versao }).where('id', '=', title.id).where('versao', '=', title.versao).execute()
      }
    }
    return rows.map((row) => ({ id: row.id, data_vencimento: row.data_vencimento, versao: row.versao, json: renderer.json(row, renders.get(row.id) ?? row.render as Buffer, today) }))
  }

  /** The category directory's class of each payable (none when its category is not in the directory). */
  function withExpenseClass<O> (query: SelectQueryBuilder<Database & { t: TitleTable }, 't', O>) {
    return query.leftJoin('categorias as c', (join) => join.onRef('c.empresa_id', '=', 't.empresa_id').onRef('c.codigo', '=', 't.codigo_categoria'))
  }

  /** Pages of `fetch` from `after` on, rendered, until a short page. */
  async function * keysetPages (empresaId: number, today: string, order: ListOrder, after: KeysetPosition | undefined, fetch: (position: KeysetPosition | undefined) => Promise<RenderSelection[]>): AsyncGenerator<RenderedTitle[]> {
    let position = after
    for (;;) {
      const rows = await fetch(position)
      if (rows.length > 0) yield await rendered(handle.db, empresaId, rows, today)
      if (rows.length < STREAM_PAGE) return
      const last = rows[rows.length - 1] as RenderSelection
      position = { order, dataVencimento: last.data_vencimento, id: last.id }
    }
  }

  /** The category splits of a batch of titles, one query for the whole batch. */
  async function attachCategories (db: Db, rows: readonly TitleSelection[]): Promise<StoredTitle[]> {
    if (rows.length === 0) return []
    const entries = await db.selectFrom(categoryTable)
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
    return rows.map((row) => storedTitleOf(row, byTitle.get(row.id) ?? [], money))
  }

  return {
    kind,
    renderer,
    filtered,

    /** One page, plus one title more than the page: it tells whether another page follows, without a COUNT. */
    async listPage (db: Db, empresaId: number, filters: TitleFilters, today: string, order: ListOrder, limit: number, after?: KeysetPosition): Promise<RenderedTitle[]> {
      return await rendered(db, empresaId, await ordered(db, empresaId, filters, today, order, after).limit(limit + 1).execute(), today)
    },

    /**
     * The same order as listPage, page after page by keyset, so a whole-year export holds one page at
     * a time and no database connection while it waits for a slow client.
     */
    async * stream (empresaId: number, filters: TitleFilters, today: string, order: ListOrder, after?: KeysetPosition): AsyncGenerator<RenderedTitle[]> {
      yield * keysetPages(empresaId, today, order, after, async (position) => await ordered(handle.db, empresaId, filters, today, order, position).limit(STREAM_PAGE).execute())
    },

    /** Payables of the filters whose category is (fixed) or is not (variable) FIXA in the directory, in list order, page by page. */
    async * expenseClass (empresaId: number, filters: TitleFilters, today: string, fixed: boolean): AsyncGenerator<RenderedTitle[]> {
      yield * keysetPages(empresaId, today, 'data_vencimento', undefined, async (position) => {
        let query = withExpenseClass(filtered(handle.db, empresaId, filters, today))
          .where((eb) => fixed ? eb('c.tipo', '=', 'FIXA') : eb.or([eb('c.tipo', 'is', null), eb('c.tipo', '<>', 'FIXA')]))
        if (position !== undefined) query = query.where((eb) => afterPosition(eb, position))
        return await query.select(RENDER_COLUMNS).orderBy('t.data_vencimento').orderBy('t.id').limit(STREAM_PAGE).execute()
      })
    },

    /**
     * Both expense classes in one read, fixed first, each in list order; undefined when more than
     * `limit` payables match (expenseClass then pages through them).
     */
    async expenseSplit (db: Db, empresaId: number, filters: TitleFilters, today: string, limit: number): Promise<{ fixed: RenderedTitle[], variable: RenderedTitle[] } | undefined> {
      const rows = await withExpenseClass(filtered(db, empresaId, filters, today))
        .select(RENDER_COLUMNS)
        .select((eb) => eb.case().when('c.tipo', '=', 'FIXA').then(1).else(0).end().as('fixa'))
        .orderBy('fixa', 'desc').orderBy('t.data_vencimento').orderBy('t.id')
        .limit(limit + 1)
        .execute()
      if (rows.length > limit) return undefined
      const titles = await rendered(db, empresaId, rows, today)
      const fixedCount = rows.filter((row) => Number(row.fixa) === 1).length
      return { fixed: titles.slice(0, fixedCount), variable: titles.slice(fixedCount) }
    },

    /** One title's JSON for today, for reads. */
    async findRendered (db: Db, empresaId: number, id: number, today: string): Promise<RenderedTitle | undefined> {
      const row = await db.selectFrom(`${table} as t`).select(RENDER_COLUMNS).where('t.empresa_id', '=', empresaId).where('t.id', '=', id).executeTakeFirst()
      return row === undefined ? undefined : (await rendered(db, empresaId, [row], today))[0]
    },

    async find (db: Db, empresaId: number, id: number, forUpdate = false): Promise<StoredTitle | undefined> {
      const query = withTitleColumns(db.selectFrom(`${table} as t`).where('t.empresa_id', '=', empresaId).where('t.id', '=', id))
      const row = await (forUpdate ? lockForUpdate(engine, query) : query).executeTakeFirst()
      return row === undefined ? undefined : (await attachCategories(db, [row]))[0]
    },

    async findIdByIntegrationCode (db: Db, empresaId: number, code: string): Promise<number | undefined> {
      const row = await db.selectFrom(table).select('id')
        .where('empresa_id', '=', empresaId)
        .where('codigo_lancamento_integracao', '=', code)
        .executeTakeFirst()
      return row?.id
    },

    /** The titles with these integration codes, locked until the transaction ends when `forUpdate`. */
    async findByIntegrationCodes (db: Db, empresaId: number, codes: readonly string[], forUpdate = false): Promise<StoredTitle[]> {
      if (codes.length === 0) return []
      const query = withTitleColumns(db.selectFrom(`${table} as t`).where('t.empresa_id', '=', empresaId).where('t.codigo_lancamento_integracao', 'in', codes))
      return await attachCategories(db, await (forUpdate ? lockForUpdate(engine, query) : query).execute())
    },

    /**
     * Inserts open titles with integration codes in one statement (and their splits in one more);
     * returns their ids by code. Ids are read back by code, not computed from the first insert id:
     * Galera and auto_increment_increment make them non-consecutive.
     */
    async insertMany (db: Db, empresaId: number, titles: ReadonlyArray<{ record: TitleRecord & { codigo_lancamento_integracao: string }, render: Buffer }>, atualizadoEm: string): Promise<Map<string, number>> {
      if (titles.length === 0) return new Map()
      await db.insertInto(table).values(titles.map(({ record, render }) => ({
        ...titleColumns(record, money), empresa_id: empresaId, baixado_valor: money.toDb(0), versao: 1, atualizado_em: atualizadoEm, render, render_versao: 1
      }))).execute()
      const codes = titles.map(({ record }) => record.codigo_lancamento_integracao)
      const rows = await db.selectFrom(table).select(['id', 'codigo_lancamento_integracao'])
        .where('empresa_id', '=', empresaId).where('codigo_lancamento_integracao', 'in', codes).execute()
      const ids = new Map(rows.map((row) => [row.codigo_lancamento_integracao as string, row.id]))
      const shares = titles.flatMap(({ record }) => categoryRows(ids.get(record.codigo_lancamento_integracao) as number, record))
      if (shares.length > 0) await db.insertInto(categoryTable).values(shares).execute()
      return ids
    },

    async insert (db: Db, empresaId: number, record: TitleRecord, atualizadoEm: string, render: Buffer): Promise<number> {
      const result = await db.insertInto(table)
        .values({ ...titleColumns(record, money), empresa_id: empresaId, baixado_valor: money.toDb(0), versao: 1, atualizado_em: atualizadoEm, render, render_versao: 1 })
        .executeTakeFirstOrThrow()
      const id = Number(result.insertId)
      await insertCategories(db, id, record)
      return id
    },

    /** Writes the record's columns and split, and moves the title to `versao`. */
    async update (db: Db, empresaId: number, id: number, record: TitleRecord, versao: number, atualizadoEm: string, splitChanged: boolean, render: Buffer): Promise<void> {
      await db.updateTable(table)
        .set({ ...titleColumns(record, money), versao, atualizado_em: atualizadoEm, render, render_versao: versao })
        .where('empresa_id', '=', empresaId)
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      if (splitChanged) {
        await db.deleteFrom(categoryTable).where('titulo_id', '=', id).execute()
        await insertCategories(db, id, record)
      }
    },

    async delete (db: Db, empresaId: number, id: number): Promise<void> {
      // Children first: SQLite enforces the cascade only when foreign keys are on, MySQL always.
      await db.deleteFrom(categoryTable).where('titulo_id', '=', id).execute()
      await db.deleteFrom(settlementTable).where('titulo_id', '=', id).where('empresa_id', '=', empresaId).execute()
      await db.deleteFrom(table).where('empresa_id', '=', empresaId).where('id', '=', id).execute()
    },

    /**
     * Recomputes the title's settlement sums and latest settlement from the settlement table, in the
     * same transaction as the change that called it, so the summary can never drift from the rows.
     */
    async summarizeSettlements (db: Db, id: number): Promise<SettlementSummary | null> {
      const active = (query: SelectQueryBuilder<Database, 'contas_pagar_baixas', {}>) => query.where('titulo_id', '=', id).where('estornado_em', 'is', null)
      const sums = await active(db.selectFrom(settlementTable))
        .select((eb) => [
          eb.fn.count<number>('id').as('count'),
          eb.fn.sum<string | number>('valor').as('valor'),
          eb.fn.sum<string | number | null>('desconto').as('desconto'),
          eb.fn.sum<string | number | null>('juros').as('juros'),
          eb.fn.sum<string | number | null>('multa').as('multa')
        ])
        .executeTakeFirstOrThrow()
      if (Number(sums.count) === 0) return null
      const latest = await active(db.selectFrom(settlementTable))
        .select(['id', 'data', 'codigo_conta_corrente', 'codigo_baixa_integracao', 'observacao'])
        .orderBy('data', 'desc').orderBy('id', 'desc').limit(1)
        .executeTakeFirstOrThrow()
      const cents = (value: string | number | null) => value === null ? null : money.fromDb(value)
      return {
        valorCents: money.fromDb(sums.valor),
        descontoCents: cents(sums.desconto),
        jurosCents: cents(sums.juros),
        multaCents: cents(sums.multa),
        latest: { ...latest, codigo_conta_corrente: latest.codigo_conta_corrente === null ? null : Number(latest.codigo_conta_corrente) }
      }
    },

    /** Stores the summary, status and version a settlement or reversal leads to. */
    async saveSettlementState (db: Db, empresaId: number, id: number, state: { summary: SettlementSummary | null, status: string, versao: number, atualizadoEm: string, render: Buffer }): Promise<void> {
      const { summary } = state
      const optional = (cents: number | null | undefined) => cents === null || cents === undefined ? null : money.toDb(cents)
      await db.updateTable(table).set({
        baixado_valor: money.toDb(summary?.valorCents ?? 0),
        baixado_desconto: optional(summary?.descontoCents),
        baixado_juros: optional(summary?.jurosCents),
        baixado_multa: optional(summary?.multaCents),
        ultima_baixa_id: summary?.latest.id ?? null,
        status: state.status,
        versao: state.versao,
        atualizado_em: state.atualizadoEm,
        render: state.render,
        render_versao: state.versao
      }).where('empresa_id', '=', empresaId).where('id', '=', id).executeTakeFirstOrThrow()
    },

    /** Changes status, cancellation reason and version alone (cancel, reopen). */
    async saveStatus (db: Db, empresaId: number, id: number, state: { status: string, motivo: string | null, versao: number, atualizadoEm: string, render: Buffer }): Promise<void> {
      await db.updateTable(table).set({ status: state.status, motivo_cancelamento: state.motivo, versao: state.versao, atualizado_em: state.atualizadoEm, render: state.render, render_versao: state.versao })
        .where('empresa_id', '=', empresaId).where('id', '=', id).executeTakeFirstOrThrow()
    },

    settlements: {
      async insert (db: Db, row: Omit<Insertable<SettlementTable>, 'id' | 'estornado_em' | 'estornado_por'>): Promise<number> {
        const result = await db.insertInto(settlementTable).values(row).executeTakeFirstOrThrow()
        return Number(result.insertId)
      },

      async list (db: Db, empresaId: number, tituloId: number) {
        return await db.selectFrom(settlementTable).selectAll()
          .where('empresa_id', '=', empresaId).where('titulo_id', '=', tituloId)
          .orderBy('id').execute()
      },

      async find (db: Db, empresaId: number, tituloId: number, id: number) {
        return await db.selectFrom(settlementTable).selectAll()
          .where('empresa_id', '=', empresaId).where('titulo_id', '=', tituloId).where('id', '=', id)
          .executeTakeFirst()
      },

      async reverse (db: Db, id: number, at: string, by: string): Promise<void> {
        await db.updateTable(settlementTable).set({ estornado_em: at, estornado_por: by }).where('id', '=', id).executeTakeFirstOrThrow()
      }
    }
  }

  function categoryRows (id: number, record: TitleRecord) {
    return record.categorias.map((entry, posicao) => ({
      titulo_id: id,
      posicao,
      codigo_categoria: entry.codigo_categoria,
      percentual: entry.percentual,
      valor: entry.valorCents === undefined ? null : money.toDb(entry.valorCents)
    }))
  }

  async function insertCategories (db: Db, id: number, record: TitleRecord): Promise<void> {
    if (record.categorias.length === 0) return
    await db.insertInto(categoryTable).values(categoryRows(id, record)).execute()
  }
}
