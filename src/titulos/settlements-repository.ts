import type { Insertable } from 'kysely'
import type { SettlementTable } from '../../db/database.js'
import type { Db, TitleStore } from './store.js'

/** The queries of a kind's settlement table (payments or receipts), each scoped to one company. */

export type NewSettlementRow = Omit<Insertable<SettlementTable>, 'id' | 'estornado_em' | 'estornado_por'>

export async function insertSettlement (db: Db, { kind }: TitleStore, row: NewSettlementRow): Promise<number> {
  const result = await db.insertInto(kind.settlementTable).values(row).executeTakeFirstOrThrow()
  return Number(result.insertId)
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
