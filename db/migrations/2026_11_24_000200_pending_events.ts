import { sql, type Kysely } from 'kysely'
import { columnTypes, engineOf } from './support.js'

// Frozen in time: later schema changes are new migrations, never edits of this one.

/**
 * Events are written by the change itself into `eventos_pendentes`, without a position, and given
 * their feed positions afterwards, in batches, by a sequencer that only ever sees committed rows.
 * Before this, every writing transaction took its company's counter row last and held it through
 * its commit: a company's writers queued on that lock, one durable commit at a time.
 *
 * No foreign key to empresas: it would take a shared lock on the company's row for every event,
 * and the company is checked again when the event moves into `eventos`, which has the key.
 */
export async function up (db: Kysely<any>): Promise<void> {
  const engine = engineOf(db)
  const type = columnTypes(engine)
  await db.schema.createTable('eventos_pendentes')
    .addColumn('id', sql.raw(type.bigId), (col) => col.primaryKey().autoIncrement())
    .addColumn('empresa_id', sql.raw(type.id), (col) => col.notNull())
    .addColumn('tipo', 'varchar(20)', (col) => col.notNull())
    .addColumn('recurso', 'varchar(20)', (col) => col.notNull())
    .addColumn('titulo_id', sql.raw(type.id), (col) => col.notNull())
    .addColumn('codigo_lancamento_integracao', 'varchar(60)')
    .addColumn('versao', sql.raw(type.id), (col) => col.notNull())
    .addColumn('ocorrido_em', 'varchar(24)', (col) => col.notNull())
    .addColumn('dados', sql.raw(type.bytes))
    .modifyEnd(engine === 'mysql' ? sql`CHARACTER SET utf8mb4 COLLATE utf8mb4_bin` : sql``)
    .execute()
  // The sequencer reads a company's pending events in the order they were written.
  await db.schema.createIndex('eventos_pendentes_empresa').on('eventos_pendentes').columns(['empresa_id', 'id']).execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('eventos_pendentes').execute()
}
