import { sql, type Kysely } from 'kysely'
import { columnTypes, engineOf } from './support.js'

// Frozen in time: later schema changes are new migrations, never edits of this one.

/**
 * A title's place in a recurring series (docs/CONTRACT.md section 17): the series' code (member 1's
 * id), the member's indice and the series' size; null on titles in no series. The index serves the
 * series routes, which read a company's series in indice order, and the read-back of the ids a
 * series' multi-row INSERT assigned.
 */
export async function up (db: Kysely<any>): Promise<void> {
  const type = columnTypes(engineOf(db))
  for (const table of ['contas_pagar', 'contas_receber']) {
    await db.schema.alterTable(table).addColumn('serie_id', sql.raw(type.id)).execute()
    await db.schema.alterTable(table).addColumn('serie_indice', sql.raw('smallint')).execute()
    await db.schema.alterTable(table).addColumn('serie_total', sql.raw('smallint')).execute()
    await db.schema.createIndex(`${table}_serie`).on(table).columns(['empresa_id', 'serie_id', 'serie_indice']).execute()
  }
}

export async function down (db: Kysely<any>): Promise<void> {
  for (const table of ['contas_pagar', 'contas_receber']) {
    await db.schema.dropIndex(`${table}_serie`).on(table).execute()
    for (const column of ['serie_total', 'serie_indice', 'serie_id']) await db.schema.alterTable(table).dropColumn(column).execute()
  }
}
