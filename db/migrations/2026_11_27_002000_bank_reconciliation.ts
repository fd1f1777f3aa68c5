import { sql, type Kysely } from 'kysely'
import { columnTypes, engineOf } from './support.js'

// Frozen in time: later schema changes are new migrations, never edits of this one. It imports
// nothing from the live code, so the normalization of a nosso número is copied here on purpose.

/**
 * Bank reconciliation (docs/CONTRACT.md section 18): the imported files and their items, and what
 * the matching looks titles up by, indexed. A receivable's nosso número (boleto.cNumBancario) lived
 * only in the JSON of `extra`: it gets a column of its own, normalized as the matching compares it
 * (no blanks, no leading zeros), filled for the existing rows. Both kinds get the column, so one
 * mapping writes both tables (payables carry no boleto: it stays null there).
 */

const BATCH = 500

/** As src/conciliacao/nosso-numero.ts had it when this migration was written. */
function normalized (value: unknown): string | null {
  if (typeof value !== 'string') return null
  const digits = value.replace(/\s+/g, '').replace(/^0+/, '')
  return digits === '' ? null : digits
}

export async function up (db: Kysely<any>): Promise<void> {
  const engine = engineOf(db)
  const type = columnTypes(engine)
  const tableOptions = engine === 'mysql' ? sql`CHARACTER SET utf8mb4 COLLATE utf8mb4_bin` : sql``

  for (const table of ['contas_pagar', 'contas_receber']) {
    await db.schema.alterTable(table).addColumn('nosso_numero', 'varchar(30)').execute()
    await db.schema.createIndex(`${table}_nosso_numero`).on(table).columns(['empresa_id', 'nosso_numero']).execute()
    await db.schema.createIndex(`${table}_numero_documento`).on(table).columns(['empresa_id', 'numero_documento']).execute()
    // An import asks whether a liquidation's code is already active on any title of the company.
    await db.schema.createIndex(`${table}_baixas_codigo`).on(`${table}_baixas`).columns(['empresa_id', 'codigo_baixa_integracao']).execute()
  }

  let lastId = 0
  for (;;) {
    const rows = await db.selectFrom('contas_receber').select(['id', 'extra']).where('id', '>', lastId).orderBy('id').limit(BATCH).execute()
    if (rows.length === 0) break
    lastId = Number(rows[rows.length - 1]?.id)
    for (const row of rows) {
      const extra = JSON.parse(row.extra) as { boleto?: { cNumBancario?: unknown } }
      const nossoNumero = normalized(extra.boleto?.cNumBancario)
      if (nossoNumero !== null) await db.updateTable('contas_receber').set({ nosso_numero: nossoNumero }).where('id', '=', row.id).execute()
    }
  }

  await db.schema.createTable('conciliacao_arquivos')
    .addColumn('id', sql.raw(type.id), (col) => col.primaryKey().autoIncrement())
    .addColumn('empresa_id', sql.raw(type.id), (col) => col.notNull().references('empresas.id'))
    .addColumn('formato', 'varchar(10)', (col) => col.notNull())
    .addColumn('sha256', 'char(64)', (col) => col.notNull())
    .addColumn('banco', 'varchar(10)', (col) => col.notNull())
    .addColumn('nsa', sql.raw(type.bigId))
    .addColumn('conta', 'varchar(40)')
    .addColumn('id_conta_corrente', sql.raw(type.bigId))
    .addColumn('recebido_em', 'varchar(24)', (col) => col.notNull())
    .addColumn('recebido_por', 'varchar(60)', (col) => col.notNull())
    // {linhas, baixados, ...} as JSON: the list shows them without reading the items.
    .addColumn('totais', 'varchar(400)', (col) => col.notNull())
    .addColumn('avisos', sql.raw(type.json), (col) => col.notNull())
    .addUniqueConstraint('conciliacao_arquivos_sha256', ['empresa_id', 'sha256'])
    // Null for OFX: both engines let nulls repeat in a unique key.
    .addUniqueConstraint('conciliacao_arquivos_nsa', ['empresa_id', 'banco', 'nsa'])
    .modifyEnd(tableOptions)
    .execute()
  await db.schema.createIndex('conciliacao_arquivos_lista').on('conciliacao_arquivos').columns(['empresa_id', 'id']).execute()

  await db.schema.createTable('conciliacao_itens')
    .addColumn('arquivo_id', sql.raw(type.id), (col) => col.notNull().references('conciliacao_arquivos.id'))
    .addColumn('linha', 'integer', (col) => col.notNull())
    .addColumn('codigo_movimento', 'varchar(2)')
    .addColumn('fitid', 'varchar(255)')
    .addColumn('nosso_numero', 'varchar(30)')
    .addColumn('seu_numero', 'varchar(30)')
    .addColumn('documento', 'varchar(255)')
    .addColumn('valor_pago', sql.raw(type.money), (col) => col.notNull())
    .addColumn('juros', sql.raw(type.money), (col) => col.notNull())
    .addColumn('desconto', sql.raw(type.money), (col) => col.notNull())
    .addColumn('excedente', sql.raw(type.money))
    .addColumn('data_ocorrencia', sql.raw(type.date))
    .addColumn('data_credito', sql.raw(type.date))
    .addColumn('resultado', 'varchar(12)', (col) => col.notNull())
    // The kind the line pays (receivables, or payables for an OFX debit); titulo_id, the title when one was found.
    .addColumn('recurso', 'varchar(20)', (col) => col.notNull())
    .addColumn('titulo_id', sql.raw(type.id))
    // [[recurso, id], ...] as JSON, nearest due date first.
    .addColumn('candidatos', 'varchar(400)')
    .addColumn('codigo_baixa', sql.raw(type.id))
    .addColumn('codigo_baixa_integracao', 'varchar(60)')
    .addColumn('motivo', 'varchar(300)')
    .addPrimaryKeyConstraint('conciliacao_itens_pk', ['arquivo_id', 'linha'])
    .modifyEnd(tableOptions)
    .execute()
}

export async function down (db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('conciliacao_itens').execute()
  await db.schema.dropTable('conciliacao_arquivos').execute()
  for (const table of ['contas_pagar', 'contas_receber']) {
    await db.schema.dropIndex(`${table}_baixas_codigo`).on(`${table}_baixas`).execute()
    await db.schema.dropIndex(`${table}_numero_documento`).on(table).execute()
    await db.schema.dropIndex(`${table}_nosso_numero`).on(table).execute()
    await db.schema.alterTable(table).dropColumn('nosso_numero').execute()
  }
}
