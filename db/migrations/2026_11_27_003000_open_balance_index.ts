import type { Kysely } from 'kysely'

// Frozen in time: later schema changes are new migrations, never edits of this one.

/**
 * An OFX statement looks up the open titles whose open balance is one of its amounts
 * (src/conciliacao/repository.ts, openTitlesByBalance): an EM ABERTO title's open balance is its
 * valor_documento, found through this index instead of reading every open title of the company
 * once per slice of 500 transactions (0.8 s a slice with 70,000 open receivables).
 */
export async function up (db: Kysely<any>): Promise<void> {
  for (const table of ['contas_pagar', 'contas_receber']) {
    await db.schema.createIndex(`${table}_status_valor`).on(table).columns(['empresa_id', 'status', 'valor_documento']).execute()
  }
}

export async function down (db: Kysely<any>): Promise<void> {
  for (const table of ['contas_pagar', 'contas_receber']) {
    await db.schema.dropIndex(`${table}_status_valor`).on(table).execute()
  }
}
