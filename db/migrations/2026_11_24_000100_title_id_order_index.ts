import type { Kysely } from 'kysely'

// Frozen in time: later schema changes are new migrations, never edits of this one.

/** ordem=codigo_lancamento_svc pages a company's titles by id: an index to range over, per kind. */
export async function up (db: Kysely<any>): Promise<void> {
  for (const table of ['contas_pagar', 'contas_receber']) {
    await db.schema.createIndex(`${table}_empresa_id`).on(table).columns(['empresa_id', 'id']).execute()
  }
}

export async function down (db: Kysely<any>): Promise<void> {
  for (const table of ['contas_pagar', 'contas_receber']) {
    await db.schema.dropIndex(`${table}_empresa_id`).on(table).execute()
  }
}
