import { sql, type Kysely } from 'kysely'
import { columnTypes, engineOf } from './support.js'

// Frozen in time: later schema changes are new migrations, never edits of this one.

/**
 * Idempotency keys (docs/CONTRACT.md section 13): one row per company, route and key. A row is claimed
 * (`concluida` 0) before the write it protects starts, so a concurrent repeat sees it, and
 * completed with the response inside that write's own transaction, so the response is stored if
 * and only if the write committed.
 */
export async function up (db: Kysely<any>): Promise<void> {
  const engine = engineOf(db)
  const type = columnTypes(engine)
  await db.schema.createTable('idempotencia')
    .addColumn('empresa_id', sql.raw(type.id), (col) => col.notNull())
    // Method and route pattern, e.g. "POST /contas-pagar/:id/pagamentos".
    .addColumn('rota', 'varchar(120)', (col) => col.notNull())
    .addColumn('chave', 'varchar(255)', (col) => col.notNull())
    // SHA-256 of the request (its URL and body), hex: the same key with another request is 422.
    .addColumn('pedido_hash', 'char(64)', (col) => col.notNull())
    .addColumn('concluida', sql.raw(engine === 'mysql' ? 'tinyint' : 'integer'), (col) => col.notNull().defaultTo(0))
    // Who holds an unfinished claim, and until when: a claim of a process that died is taken over after it.
    .addColumn('dono', 'char(32)', (col) => col.notNull())
    .addColumn('reservada_ate', 'varchar(24)', (col) => col.notNull())
    .addColumn('status', sql.raw(type.id))
    .addColumn('cabecalhos', sql.raw(type.json))
    .addColumn('corpo', sql.raw(type.bytes))
    .addColumn('criada_em', 'varchar(24)', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotencia_pk', ['empresa_id', 'rota', 'chave'])
    .modifyEnd(engine === 'mysql' ? sql`CHARACTER SET utf8mb4 COLLATE utf8mb4_bin` : sql``)
    .execute()
  await db.schema.createIndex('idempotencia_criada_em').on('idempotencia').column('criada_em').execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotencia').execute()
}
