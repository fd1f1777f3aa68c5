import type { Kysely } from 'kysely'

// A status filter with a data_previsao window (e.g. ATRASADO due in a week) had only the due-date
// index to range over: on a million titles, 200,000 rows read for a page of 100.

export async function up (db: Kysely<any>): Promise<void> {
  for (const table of ['contas_pagar', 'contas_receber']) {
    await db.schema.createIndex(`${table}_status_previsao`).on(table).columns(['empresa_id', 'status', 'data_previsao', 'id']).execute()
  }
}

export async function down (db: Kysely<any>): Promise<void> {
  for (const table of ['contas_pagar', 'contas_receber']) {
    await db.schema.dropIndex(`${table}_status_previsao`).on(table).execute()
  }
}
