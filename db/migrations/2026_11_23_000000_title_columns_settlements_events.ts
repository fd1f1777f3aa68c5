import { sql, type Kysely } from 'kysely'
import { columnTypes, engineOf } from './support.js'

// Frozen in time: later schema changes are new migrations, never edits of this one. It imports
// nothing from the live code, so the mapping of the old documents is copied here on purpose.

/**
 * Titles stop being JSON documents with copied filter columns: every field the service filters,
 * reports, settles or versions on becomes a typed column, the category split a child table, and
 * the rest stays as JSON in `extra` without repeating any column. Settlements and the change feed
 * get their tables; each title gets a version. Existing rows are carried forward in batches.
 */

const KINDS = [{ table: 'contas_pagar' }, { table: 'contas_receber' }] as const

/** Document fields that now live in columns, in the child table or in the settlements. */
const MOVED_FIELDS = [
  'codigo_lancamento_integracao', 'codigo_cliente_fornecedor', 'data_vencimento', 'data_previsao', 'valor_documento',
  'codigo_categoria', 'categorias', 'numero_documento_fiscal', 'numero_documento', 'id_origem', 'recebimento', 'valor_pag'
]

const BATCH = 500

export async function up (db: Kysely<any>): Promise<void> {
  const engine = engineOf(db)
  const type = columnTypes(engine)
  const tableOptions = engine === 'mysql' ? sql`CHARACTER SET utf8mb4 COLLATE utf8mb4_bin` : sql``

  // Its own table, not a column of empresas: every title row holds a shared lock on its company
  // (the foreign key), and taking the counter's exclusive lock there would deadlock two creates.
  await db.schema.createTable('eventos_sequencias')
    .addColumn('empresa_id', sql.raw(type.id), (col) => col.primaryKey())
    .addColumn('posicao', sql.raw(type.bigId), (col) => col.notNull().defaultTo(0))
    .addColumn('purgado_ate', sql.raw(type.bigId), (col) => col.notNull().defaultTo(0))
    .modifyEnd(tableOptions)
    .execute()

  for (const { table } of KINDS) {
    const columns: Array<[string, string, boolean?]> = [
      ['numero_documento_fiscal', 'varchar(20)'],
      ['numero_documento', 'varchar(30)'],
      ['id_origem', 'varchar(20)'],
      ['motivo_cancelamento', 'varchar(200)'],
      ['baixado_desconto', type.money],
      ['baixado_juros', type.money],
      ['baixado_multa', type.money],
      ['ultima_baixa_id', type.id]
    ]
    for (const [name, columnType] of columns) await db.schema.alterTable(table).addColumn(name, sql.raw(columnType)).execute()
    await db.schema.alterTable(table).addColumn('baixado_valor', sql.raw(type.money), (col) => col.notNull().defaultTo(0)).execute()
    await db.schema.alterTable(table).addColumn('versao', sql.raw(type.id), (col) => col.notNull().defaultTo(1)).execute()
    // A render cache: the title as the API writes it, for the version in render_versao. Filled by
    // the service on every write (and on first read of a title that has none, such as these).
    // Bytes, not text: a list is assembled from them without decoding and encoding each title.
    await db.schema.alterTable(table).addColumn('render', sql.raw(type.bytes)).execute()
    await db.schema.alterTable(table).addColumn('render_versao', sql.raw(type.id)).execute()
    await db.schema.alterTable(table).addColumn('atualizado_em', 'varchar(24)', (col) => col.notNull().defaultTo('')).execute()
    // MySQL takes no literal default on LONGTEXT: the column becomes NOT NULL there once filled.
    if (engine === 'mysql') await db.schema.alterTable(table).addColumn('extra', sql.raw(type.json)).execute()
    else await db.schema.alterTable(table).addColumn('extra', sql.raw(type.json), (col) => col.notNull().defaultTo('{}')).execute()

    await db.schema.createTable(`${table}_categorias`)
      .addColumn('titulo_id', sql.raw(type.id), (col) => col.notNull().references(`${table}.id`).onDelete('cascade'))
      .addColumn('posicao', 'integer', (col) => col.notNull())
      .addColumn('codigo_categoria', 'varchar(20)', (col) => col.notNull())
      .addColumn('percentual', sql.raw(type.double), (col) => col.notNull())
      .addColumn('valor', sql.raw(type.money))
      .addPrimaryKeyConstraint(`${table}_categorias_pk`, ['titulo_id', 'posicao'])
      .modifyEnd(tableOptions)
      .execute()

    await db.schema.createTable(`${table}_baixas`)
      .addColumn('id', sql.raw(type.id), (col) => col.primaryKey().autoIncrement())
      .addColumn('empresa_id', sql.raw(type.id), (col) => col.notNull().references('empresas.id'))
      .addColumn('titulo_id', sql.raw(type.id), (col) => col.notNull().references(`${table}.id`).onDelete('cascade'))
      .addColumn('valor', sql.raw(type.money), (col) => col.notNull())
      .addColumn('data', sql.raw(type.date), (col) => col.notNull())
      .addColumn('desconto', sql.raw(type.money))
      .addColumn('juros', sql.raw(type.money))
      .addColumn('multa', sql.raw(type.money))
      .addColumn('codigo_conta_corrente', sql.raw(type.bigId))
      .addColumn('codigo_baixa_integracao', 'varchar(60)')
      .addColumn('observacao', 'varchar(500)')
      .addColumn('lancado_em', 'varchar(24)', (col) => col.notNull())
      .addColumn('lancado_por', 'varchar(60)', (col) => col.notNull())
      .addColumn('estornado_em', 'varchar(24)')
      .addColumn('estornado_por', 'varchar(60)')
      .addUniqueConstraint(`${table}_baixas_integracao`, ['titulo_id', 'codigo_baixa_integracao'])
      .modifyEnd(tableOptions)
      .execute()
    // The revenue report reads receipts of a company by date.
    await db.schema.createIndex(`${table}_baixas_data`).on(`${table}_baixas`).columns(['empresa_id', 'data']).execute()
    // alterado_desde filters and orders on the change time.
    await db.schema.createIndex(`${table}_atualizado`).on(table).columns(['empresa_id', 'atualizado_em', 'id']).execute()
  }

  await db.schema.createTable('eventos')
    .addColumn('empresa_id', sql.raw(type.id), (col) => col.notNull().references('empresas.id'))
    .addColumn('posicao', sql.raw(type.bigId), (col) => col.notNull())
    .addColumn('tipo', 'varchar(20)', (col) => col.notNull())
    .addColumn('recurso', 'varchar(20)', (col) => col.notNull())
    .addColumn('titulo_id', sql.raw(type.id), (col) => col.notNull())
    .addColumn('codigo_lancamento_integracao', 'varchar(60)')
    .addColumn('versao', sql.raw(type.id), (col) => col.notNull())
    .addColumn('ocorrido_em', 'varchar(24)', (col) => col.notNull())
    // Bytes: a feed page is assembled from them as they are stored.
    .addColumn('dados', sql.raw(type.bytes))
    .addPrimaryKeyConstraint('eventos_pk', ['empresa_id', 'posicao'])
    .modifyEnd(tableOptions)
    .execute()
  await db.schema.createIndex('eventos_ocorrido').on('eventos').columns(['ocorrido_em']).execute()

  const now = new Date().toISOString()
  const money = engine === 'mysql' ? (cents: number) => centsToDecimal(cents) : (cents: number) => cents
  // Drivers that decode DECIMAL to cents (db/dialect.ts since the write-path change) hand over a number; the original one, text.
  const fromDb = (value: unknown) => typeof value === 'number' ? value : decimalToCents(String(value))
  for (const { table } of KINDS) {
    let lastId = 0
    for (;;) {
      const rows = await db.selectFrom(table).select(['id', 'empresa_id', 'status', 'data_vencimento', 'valor_documento', 'documento'])
        .where('id', '>', lastId).orderBy('id').limit(BATCH).execute()
      if (rows.length === 0) break
      lastId = Number(rows[rows.length - 1]?.id)
      for (const row of rows) {
        const document = JSON.parse(Buffer.isBuffer(row.documento) ? row.documento.toString('utf8') : row.documento)
        const extra: Record<string, unknown> = {}
        for (const [key, value] of Object.entries(document)) if (!MOVED_FIELDS.includes(key)) extra[key] = value
        // An empty split has no rows to move to, and the API shows the child table's rows only when
        // there are some: the [] the client stored stays in extra, or the title would lose the field.
        // Empty values stay as the client sent them: no split, nothing paid yet.
        if (Array.isArray(document.categorias) && document.categorias.length === 0) extra.categorias = []
        if (document.valor_pag === 0) extra.valor_pag = 0
        const categorias: Array<{ codigo_categoria: string, percentual: number, valor?: number }> = document.categorias ?? []
        if (categorias.length > 0) {
          await db.insertInto(`${table}_categorias`).values(categorias.map((entry, posicao) => ({
            titulo_id: row.id,
            posicao,
            codigo_categoria: entry.codigo_categoria,
            percentual: entry.percentual,
            valor: entry.valor === undefined ? null : money(amountToCents(entry.valor))
          }))).execute()
        }
        const valueCents = fromDb(row.valor_documento)
        const settlement = settlementOf(document, row.status, row.data_vencimento, valueCents)
        // Every title keeps the status its clients saw; from now on settlements move it.
        let summary = {}
        if (settlement !== undefined) {
          const inserted = await db.insertInto(`${table}_baixas`).values({
            empresa_id: row.empresa_id,
            titulo_id: row.id,
            valor: money(settlement.valor),
            data: settlement.data,
            desconto: settlement.desconto === undefined ? null : money(settlement.desconto),
            juros: settlement.juros === undefined ? null : money(settlement.juros),
            multa: settlement.multa === undefined ? null : money(settlement.multa),
            codigo_conta_corrente: settlement.codigo_conta_corrente ?? null,
            codigo_baixa_integracao: settlement.codigo_baixa_integracao ?? null,
            observacao: settlement.observacao ?? null,
            lancado_em: now,
            lancado_por: 'migracao'
          }).executeTakeFirstOrThrow()
          summary = {
            baixado_valor: money(settlement.valor),
            baixado_desconto: settlement.desconto === undefined ? null : money(settlement.desconto),
            baixado_juros: settlement.juros === undefined ? null : money(settlement.juros),
            baixado_multa: settlement.multa === undefined ? null : money(settlement.multa),
            ultima_baixa_id: Number(inserted.insertId)
          }
        }
        await db.updateTable(table).set({
          numero_documento_fiscal: document.numero_documento_fiscal ?? null,
          numero_documento: document.numero_documento ?? null,
          id_origem: document.id_origem ?? null,
          ...summary,
          versao: 1,
          atualizado_em: now,
          extra: JSON.stringify(extra)
        }).where('id', '=', row.id).execute()
      }
    }
  }

  const dropIndex = db.schema.dropIndex('contas_receber_recebimento')
  await (engine === 'mysql' ? dropIndex.on('contas_receber') : dropIndex).execute()
  for (const { table } of KINDS) {
    await db.schema.alterTable(table).dropColumn('data_recebimento').execute()
    await db.schema.alterTable(table).dropColumn('documento').execute()
    if (engine === 'mysql') await db.schema.alterTable(table).modifyColumn('extra', sql.raw(type.json), (col) => col.notNull()).execute()
  }
}

interface MigratedSettlement {
  valor: number
  data: string
  desconto?: number
  juros?: number
  multa?: number
  codigo_conta_corrente?: number
  codigo_baixa_integracao?: string
  observacao?: string
}

/**
 * The settlement the create rule of docs/CONTRACT.md section 11 records: a settled status, a receivable's
 * recebimento or a payable's valor_pag. Amount: recebimento.valor or valor_pag, else the whole value;
 * date: recebimento.data, else the due date.
 */
function settlementOf (document: any, status: string, dueDate: string, valueCents: number): MigratedSettlement | undefined {
  const receipt = document.recebimento
  // valor_pag 0 is how the ERP's examples say "nothing paid yet".
  const paid = document.valor_pag === 0 ? undefined : document.valor_pag
  const settled = status === 'PAGO' || status === 'LIQUIDADO'
  if (receipt === undefined && paid === undefined && !settled) return undefined
  const amount = receipt?.valor ?? paid
  const settlement: MigratedSettlement = { valor: amount === undefined ? valueCents : amountToCents(amount), data: receipt?.data ?? dueDate }
  for (const part of ['desconto', 'juros', 'multa'] as const) if (receipt?.[part] !== undefined) settlement[part] = amountToCents(receipt[part])
  const amortized = settlement.valor + (settlement.desconto ?? 0) - (settlement.juros ?? 0) - (settlement.multa ?? 0)
  if (amortized <= 0 && !settled) return undefined
  if (receipt?.codigo_conta_corrente !== undefined) settlement.codigo_conta_corrente = receipt.codigo_conta_corrente
  if (receipt?.codigo_recebimento_integracao !== undefined) settlement.codigo_baixa_integracao = receipt.codigo_recebimento_integracao
  if (receipt?.observacao !== undefined) settlement.observacao = receipt.observacao
  return settlement
}

/** A validated JSON amount (at most 2 decimals) to cents, through its decimal text, never a float product. */
function amountToCents (amount: number): number {
  return decimalToCents(String(amount))
}

function decimalToCents (text: string): number {
  const match = /^(-?)([0-9]+)(?:\.([0-9]{1,2}))?$/.exec(text)
  if (match === null) throw new Error(`not a decimal amount: ${text}`)
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'))
  return match[1] === '-' ? -cents : cents
}

function centsToDecimal (cents: number): string {
  const abs = Math.abs(cents)
  const fraction = abs % 100
  return `${cents < 0 ? '-' : ''}${(abs - fraction) / 100}.${fraction < 10 ? '0' : ''}${fraction}`
}

export async function down (): Promise<void> {
  // The old documents repeated the columns; rebuilding them is a restore from backup, not a migration.
  throw new Error('2026_11_23_000000_title_columns_settlements_events cannot be undone: restore a backup taken before it')
}
