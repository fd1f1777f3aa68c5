import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely'
import { engineOf } from './support.js'

// Frozen in time: later schema changes are new migrations, never edits of this one.

export async function up (db: Kysely<any>): Promise<void> {
  const mysql = engineOf(db) === 'mysql'
  const id = mysql ? 'integer unsigned' : 'integer'
  const date = mysql ? 'date' : 'text'
  // Exact on both engines: DECIMAL(15,2) on MySQL, integer cents on SQLite.
  const money = mysql ? 'decimal(15,2)' : 'integer'
  const json = mysql ? 'longtext' : 'text'
  const autoId = (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement()
  // Codes are case-sensitive identifiers compared and ordered byte by byte, as SQLite does by default,
  // whatever the server's default collation.
  const tableOptions = mysql ? sql`CHARACTER SET utf8mb4 COLLATE utf8mb4_bin` : sql``

  await db.schema.createTable('empresas')
    .addColumn('id', sql.raw(id), autoId)
    .addColumn('nome', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('criado_em', 'varchar(24)', (col) => col.notNull())
    .modifyEnd(tableOptions)
    .execute()

  await db.schema.createTable('api_keys')
    .addColumn('id', sql.raw(id), autoId)
    .addColumn('empresa_id', sql.raw(id), (col) => col.notNull().references('empresas.id'))
    .addColumn('nome', 'varchar(60)', (col) => col.notNull())
    .addColumn('token_hash', 'char(64)', (col) => col.notNull().unique())
    .addColumn('scopes', 'varchar(20)', (col) => col.notNull())
    .addColumn('criado_em', 'varchar(24)', (col) => col.notNull())
    .addColumn('revogado_em', 'varchar(24)')
    .addUniqueConstraint('api_keys_empresa_nome', ['empresa_id', 'nome'])
    .modifyEnd(tableOptions)
    .execute()

  for (const table of ['contas_pagar', 'contas_receber']) {
    await db.schema.createTable(table)
      .addColumn('id', sql.raw(id), autoId)
      .addColumn('empresa_id', sql.raw(id), (col) => col.notNull().references('empresas.id'))
      .addColumn('codigo_lancamento_integracao', 'varchar(60)')
      .addColumn('codigo_cliente_fornecedor', 'varchar(60)', (col) => col.notNull())
      .addColumn('data_vencimento', sql.raw(date), (col) => col.notNull())
      .addColumn('data_previsao', sql.raw(date), (col) => col.notNull())
      .addColumn('valor_documento', sql.raw(money), (col) => col.notNull())
      .addColumn('codigo_categoria', 'varchar(20)', (col) => col.notNull())
      .addColumn('status', 'varchar(15)', (col) => col.notNull())
      .addColumn('data_recebimento', sql.raw(date))
      .addColumn('documento', sql.raw(json), (col) => col.notNull())
      // NULLs never collide, so titles without the client's key are unconstrained.
      .addUniqueConstraint(`${table}_integracao`, ['empresa_id', 'codigo_lancamento_integracao'])
      .modifyEnd(tableOptions)
      .execute()
    // Lists order by (data_vencimento, id) and page by keyset on the same pair.
    await db.schema.createIndex(`${table}_vencimento`).on(table).columns(['empresa_id', 'data_vencimento', 'id']).execute()
    await db.schema.createIndex(`${table}_previsao`).on(table).columns(['empresa_id', 'data_previsao', 'id']).execute()
    await db.schema.createIndex(`${table}_status`).on(table).columns(['empresa_id', 'status', 'data_vencimento', 'id']).execute()
  }
  await db.schema.createIndex('contas_receber_recebimento').on('contas_receber').columns(['empresa_id', 'data_recebimento']).execute()

  await db.schema.createTable('categorias')
    .addColumn('empresa_id', sql.raw(id), (col) => col.notNull().references('empresas.id'))
    .addColumn('codigo', 'varchar(20)', (col) => col.notNull())
    .addColumn('descricao', 'varchar(100)', (col) => col.notNull())
    .addColumn('tipo', 'varchar(10)', (col) => col.notNull())
    .addPrimaryKeyConstraint('categorias_pk', ['empresa_id', 'codigo'])
    .modifyEnd(tableOptions)
    .execute()

  await db.schema.createTable('clientes_fornecedores')
    .addColumn('empresa_id', sql.raw(id), (col) => col.notNull().references('empresas.id'))
    .addColumn('codigo', 'varchar(60)', (col) => col.notNull())
    .addColumn('razao_social', 'varchar(200)', (col) => col.notNull())
    .addColumn('cnpj_cpf', 'varchar(14)')
    .addPrimaryKeyConstraint('clientes_fornecedores_pk', ['empresa_id', 'codigo'])
    .modifyEnd(tableOptions)
    .execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  for (const table of ['clientes_fornecedores', 'categorias', 'contas_receber', 'contas_pagar', 'api_keys', 'empresas']) {
    await db.schema.dropTable(table).execute()
  }
}
