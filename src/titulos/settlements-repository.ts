import type { Insertable, Kysely } from 'kysely'
import type { Database, SettlementTable } from '../../db/database.js'
import { executeWithNext } from '../../db/dialect.js'
import { insertReturningId } from '../../db/insert-rendezvous.js'
import { insertRows } from '../../db/query-shapes.js'
import type { Db, TitleStore } from './store.js'

/** The queries of a kind's settlement table (payments or receipts), each scoped to one company. */

export type NewSettlementRow = Omit<Insertable<SettlementTable>, 'id' | 'estornado_em' | 'estornado_por'>

export async function insertSettlement (db: Db, { kind }: TitleStore, row: NewSettlementRow): Promise<number> {
  return await insertReturningId(db as Kysely<Database>, kind.settlementTable, row)
}

export async function listSettlements (db: Db, { kind }: TitleStore, { empresaId, tituloId }: { empresaId: number, tituloId: number }) {
  return await db.selectFrom(kind.settlementTable).selectAll()
    .where('empresa_id', '=', empresaId).where('titulo_id', '=', tituloId)
    .orderBy('id').execute()
}

export async function findSettlement (db: Db, { kind }: TitleStore, { empresaId, tituloId, id }: { empresaId: number, tituloId: number, id: number }) {
  return await db.selectFrom(kind.settlementTable).selectAll()
    .where('empresa_id', '=', empresaId).where('titulo_id', '=', tituloId).where('id', '=', id)
    .executeTakeFirst()
}

export async function reverseSettlement (db: Db, { kind }: TitleStore, { id, at, by }: { id: number, at: string, by: string }): Promise<void> {
  await db.updateTable(kind.settlementTable).set({ estornado_em: at, estornado_por: by }).where('id', '=', id).executeTakeFirstOrThrow()
}

/** Several settlements in one statement (a bank file's); their ids are read back by code (settlementsByCodes). */
export async function insertSettlementRows (db: Db, { kind }: TitleStore, rows: readonly NewSettlementRow[]): Promise<void> {
  if (rows.length > 0) await executeWithNext(db as Kysely<Database>, insertRows(db as Kysely<Database>, kind.settlementTable, rows))
}

/** The company's settlements of the kind with these codes, reversed ones included. */
export async function settlementsByCodes (db: Db, { kind }: TitleStore, { empresaId, codes }: { empresaId: number, codes: readonly string[] }) {
  if (codes.length === 0) return []
  return await db.selectFrom(kind.settlementTable).select(['id', 'titulo_id', 'codigo_baixa_integracao', 'estornado_em'])
    .where('empresa_id', '=', empresaId).where('codigo_baixa_integracao', 'in', codes)
    .execute()
}
