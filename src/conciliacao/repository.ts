import { sql, type Insertable, type Kysely } from 'kysely'
import type { ConciliacaoArquivoTable, ConciliacaoItemTable, Database } from '../../db/database.js'
import { executeWithNext, lockForUpdate, type Engine } from '../../db/dialect.js'
import { insertRows } from '../../db/query-shapes.js'
import type { ImportTotals } from '../../schemas/conciliacao.js'
import type { StoredTitle } from '../titulos/model.js'
import { attachCategories, withTitleColumns } from '../titulos/repository.js'
import { settlementsByCodes } from '../titulos/settlements-repository.js'
import type { Db, TitleStore } from '../titulos/store.js'
import type { ImportRow, ItemRow } from './items.js'
import type { KnownCode } from './matching.js'

/**
 * The queries of bank reconciliation, each scoped to one company. The titles a file may name are
 * read for all its lines at once (a few queries per file, in slices of IN_SLICE keys), never one
 * query per line, and locked until the import commits.
 */

/** Keys per IN list: far below what either engine takes in one statement. */
export const IN_SLICE = 1000

export function slices<T> (values: readonly T[], size = IN_SLICE): T[][] {
  const out: T[][] = []
  for (let at = 0; at < values.length; at += size) out.push(values.slice(at, at + size))
  return out
}

/** The keys the CNAB rules look receivables up by (docs/CONTRACT.md section 18), each set already normalized. */
export interface TitleKeys { nossoNumeros: string[], ids: number[], codes: string[], documentos: string[] }

/** The titles of the kind any key names, locked. */
export async function titlesByKeys (db: Db, store: TitleStore, empresaId: number, keys: TitleKeys): Promise<StoredTitle[]> {
  const lookups: Array<[keyof TitleKeys, 'nosso_numero' | 'id' | 'codigo_lancamento_integracao' | 'numero_documento']> = [
    ['nossoNumeros', 'nosso_numero'], ['ids', 'id'], ['codes', 'codigo_lancamento_integracao'], ['documentos', 'numero_documento']
  ]
  const found = new Map<number, StoredTitle>()
  for (const [key, column] of lookups) {
    for (const slice of slices<string | number>([...new Set<string | number>(keys[key])])) {
      const query = withTitleColumns(store, db.selectFrom(`${store.kind.table} as t`).where('t.empresa_id', '=', empresaId).where(`t.${column}`, 'in', slice as never[]))
      for (const title of await attachCategories(db, store, await lockForUpdate(store.handle.engine, query).execute())) found.set(title.id, title)
    }
  }
  return [...found.values()]
}

/**
 * The open titles of the kind (EM ABERTO, PAGTO_PARCIAL) whose open balance is one of
 * `balancesCents`, locked. Nothing is settled of an EM ABERTO title (settlement-rules.ts gives that
 * status to a title that has amortized nothing, and only a title without settlements is cancelled
 * and reopened), so its open balance is its valor_documento, looked up through the index
 * `<table>_status_valor`; the few PAGTO_PARCIAL titles have theirs computed.
 */
export async function openTitlesByBalance (db: Db, store: TitleStore, empresaId: number, balancesCents: readonly number[]): Promise<StoredTitle[]> {
  const { money, engine } = store.handle
  const found: StoredTitle[] = []
  // valor_documento - (valor + desconto - juros - multa) of the active settlements: settlement-rules.ts's openBalanceCents, in SQL.
  const balance = sql`t.valor_documento - t.baixado_valor - coalesce(t.baixado_desconto, 0) + coalesce(t.baixado_juros, 0) + coalesce(t.baixado_multa, 0)`
  for (const slice of slices([...new Set(balancesCents)])) {
    const amounts = slice.map((cents) => money.toDb(cents))
    for (const [status, amount] of [['EM ABERTO', sql`t.valor_documento`], ['PAGTO_PARCIAL', balance]] as const) {
      const query = withTitleColumns(store, db.selectFrom(`${store.kind.table} as t`)
        .where('t.empresa_id', '=', empresaId)
        .where('t.status', '=', status)
        .where(amount, 'in', amounts))
      found.push(...await attachCategories(db, store, await lockForUpdate(engine, query).execute()))
    }
  }
  return found
}

/** The settlements of the kind that already carry one of `codes`, reversed ones included. */
export async function knownCodes (db: Db, store: TitleStore, empresaId: number, codes: readonly string[]): Promise<Array<[string, KnownCode]>> {
  const out: Array<[string, KnownCode]> = []
  for (const slice of slices([...new Set(codes)])) {
    for (const row of await settlementsByCodes(db, store, { empresaId, codes: slice })) {
      out.push([row.codigo_baixa_integracao as string, { tituloId: row.titulo_id, settlementId: row.id, active: row.estornado_em === null }])
    }
  }
  return out
}

export async function findImportBySha (db: Db, empresaId: number, sha256: string): Promise<ImportRow | undefined> {
  return await db.selectFrom('conciliacao_arquivos').selectAll().where('empresa_id', '=', empresaId).where('sha256', '=', sha256).executeTakeFirst()
}

export async function findImportByNsa (db: Db, empresaId: number, banco: string, nsa: number): Promise<ImportRow | undefined> {
  return await db.selectFrom('conciliacao_arquivos').selectAll().where('empresa_id', '=', empresaId).where('banco', '=', banco).where('nsa', '=', nsa).executeTakeFirst()
}

export async function findImport (db: Db, empresaId: number, id: number): Promise<ImportRow | undefined> {
  return await db.selectFrom('conciliacao_arquivos').selectAll().where('empresa_id', '=', empresaId).where('id', '=', id).executeTakeFirst()
}

/** A page of the company's imports, newest first, after the import `beforeId` when given. */
export async function listImports (db: Db, empresaId: number, { limit, beforeId }: { limit?: number, beforeId?: number }): Promise<ImportRow[]> {
  let query = db.selectFrom('conciliacao_arquivos').selectAll().where('empresa_id', '=', empresaId)
  if (beforeId !== undefined) query = query.where('id', '<', beforeId)
  query = query.orderBy('id', 'desc')
  return await (limit === undefined ? query : query.limit(limit)).execute()
}

export async function insertImport (db: Db, row: Insertable<ConciliacaoArquivoTable>): Promise<number> {
  const result = await db.insertInto('conciliacao_arquivos').values(row).executeTakeFirstOrThrow()
  return Number(result.insertId)
}

/** The items, a slice per statement; nothing reads their result, so they travel with the next statement. */
export async function insertItems (db: Db, rows: ReadonlyArray<Insertable<ConciliacaoItemTable>>): Promise<void> {
  for (const slice of slices(rows, 500)) await executeWithNext(db as Kysely<Database>, insertRows(db as Kysely<Database>, 'conciliacao_itens', slice))
}

/** Items per page when an import's items are read back. */
const ITEM_PAGE = 1000

/** The import's items in line order, a page at a time (keyset on linha). */
export async function * itemPages (db: Db, arquivoId: number): AsyncGenerator<ItemRow[]> {
  for (let after = 0; ;) {
    const page = await db.selectFrom('conciliacao_itens').selectAll().where('arquivo_id', '=', arquivoId).where('linha', '>', after).orderBy('linha').limit(ITEM_PAGE).execute()
    if (page.length > 0) yield page
    if (page.length < ITEM_PAGE) return
    after = (page[page.length - 1] as ItemRow).linha
  }
}

/** The item, locked until the transaction ends. */
export async function lockedItem (db: Db, engine: Engine, arquivoId: number, linha: number): Promise<ItemRow | undefined> {
  return await lockForUpdate(engine, db.selectFrom('conciliacao_itens').selectAll().where('arquivo_id', '=', arquivoId).where('linha', '=', linha)).executeTakeFirst()
}

/** The item after its confirmation, and the import's totals with it. */
export async function saveConfirmedItem (db: Db, row: Insertable<ConciliacaoItemTable>, totals: ImportTotals): Promise<void> {
  const { arquivo_id: arquivoId, linha, ...fields } = row
  await db.updateTable('conciliacao_itens').set(fields).where('arquivo_id', '=', arquivoId).where('linha', '=', linha).execute()
  await saveTotals(db, arquivoId, totals)
}

export async function saveTotals (db: Db, arquivoId: number, totals: ImportTotals): Promise<void> {
  await executeWithNext(db as Kysely<Database>, db.updateTable('conciliacao_arquivos').set({ totais: JSON.stringify(totals) }).where('id', '=', arquivoId))
}
