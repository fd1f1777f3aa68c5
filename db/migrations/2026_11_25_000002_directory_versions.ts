import { sql, type Kysely } from 'kysely'
import { columnTypes, engineOf } from './support.js'

// Frozen in time: later schema changes are new migrations, never edits of this one.

/**
 * A counter per company that every change of its directories (categories, counterparties) moves,
 * in the changing transaction: the validator of the answers that read the directories (the expense
 * split, the revenue report, the directory lists; docs/CONTRACT.md section 16) reads it in one indexed
 * lookup instead of the directory rows. A table of its own, not a column of eventos_sequencias, so
 * directory writes never wait on the feed sequencer's lock of that row.
 */
export async function up (db: Kysely<any>): Promise<void> {
  const type = columnTypes(engineOf(db))
  await db.schema.createTable('diretorios_versoes')
    .addColumn('empresa_id', sql.raw(type.id), (col) => col.primaryKey())
    .addColumn('versao', sql.raw(type.bigId), (col) => col.notNull())
    .execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('diretorios_versoes').execute()
}
