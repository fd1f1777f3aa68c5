import { sql, type Kysely } from 'kysely'
import { columnTypes, engineOf } from './support.js'

// Frozen in time: later schema changes are new migrations, never edits of this one.

/**
 * Webhook endpoints and their delivery state (docs/CONTRACT.md section 15), all of it in the database so
 * any process can carry on where another stopped: the last acknowledged feed position, the message
 * in flight (its range and its exact body, so a retry is byte-identical), the secrets, and a lease
 * naming the one process that delivers the endpoint until the lease runs out.
 */
export async function up (db: Kysely<any>): Promise<void> {
  const engine = engineOf(db)
  const type = columnTypes(engine)
  const tableOptions = engine === 'mysql' ? sql`CHARACTER SET utf8mb4 COLLATE utf8mb4_bin` : sql``
  const flag = sql.raw(engine === 'mysql' ? 'tinyint' : 'integer')
  await db.schema.createTable('webhooks')
    .addColumn('id', sql.raw(type.id), (col) => col.primaryKey().autoIncrement())
    .addColumn('empresa_id', sql.raw(type.id), (col) => col.notNull().references('empresas.id'))
    .addColumn('url', 'varchar(2048)', (col) => col.notNull())
    // Comma-separated event tipos; empty: every event.
    .addColumn('tipos', 'varchar(200)', (col) => col.notNull())
    .addColumn('descricao', 'varchar(200)')
    .addColumn('ativo', flag, (col) => col.notNull())
    .addColumn('desativado_motivo', 'varchar(300)')
    .addColumn('segredo', 'varchar(64)', (col) => col.notNull())
    // The secret a rotation replaced, which keeps signing beside the new one until segredo_anterior_ate.
    .addColumn('segredo_anterior', 'varchar(64)')
    .addColumn('segredo_anterior_ate', 'varchar(24)')
    // The last feed position the endpoint acknowledged (or skipped as filtered out).
    .addColumn('posicao', sql.raw(type.bigId), (col) => col.notNull())
    // The message in flight: its first and last positions, its body and how often it was tried.
    .addColumn('mensagem_de', sql.raw(type.bigId))
    .addColumn('mensagem_ate', sql.raw(type.bigId))
    .addColumn('mensagem_corpo', sql.raw(type.bytes))
    .addColumn('tentativas', sql.raw(type.id), (col) => col.notNull().defaultTo(0))
    .addColumn('proxima_tentativa', 'varchar(24)')
    // The lease: which process delivers the endpoint, and until when.
    .addColumn('dono', 'varchar(36)')
    .addColumn('dono_ate', 'varchar(24)')
    .addColumn('criado_em', 'varchar(24)', (col) => col.notNull())
    .modifyEnd(tableOptions)
    .execute()
  await db.schema.createIndex('webhooks_empresa').on('webhooks').columns(['empresa_id', 'id']).execute()

  await db.schema.createTable('webhook_entregas')
    .addColumn('id', sql.raw(type.bigId), (col) => col.primaryKey().autoIncrement())
    .addColumn('webhook_id', sql.raw(type.id), (col) => col.notNull())
    // 'eventos' or 'webhook.teste'.
    .addColumn('tipo', 'varchar(20)', (col) => col.notNull())
    .addColumn('mensagem_id', 'varchar(80)', (col) => col.notNull())
    .addColumn('posicao_de', sql.raw(type.bigId))
    .addColumn('posicao_ate', sql.raw(type.bigId))
    .addColumn('tentativa', sql.raw(type.id), (col) => col.notNull())
    .addColumn('status_http', sql.raw(type.id))
    .addColumn('erro', 'varchar(300)')
    .addColumn('duracao_ms', sql.raw(type.id), (col) => col.notNull())
    .addColumn('em', 'varchar(24)', (col) => col.notNull())
    .modifyEnd(tableOptions)
    .execute()
  await db.schema.createIndex('webhook_entregas_webhook').on('webhook_entregas').columns(['webhook_id', 'id']).execute()
  await db.schema.createIndex('webhook_entregas_em').on('webhook_entregas').column('em').execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_entregas').execute()
  await db.schema.dropTable('webhooks').execute()
}
