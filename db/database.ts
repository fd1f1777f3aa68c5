import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'

/**
 * The database as Kysely sees it. Runtime types are decided per engine in db/dialect.ts; the column
 * types here are the union of what either engine returns, and repositories convert to one form.
 */

/** DECIMAL(15,2) on MySQL (mysql2 returns the exact decimal string); integer cents on SQLite. */
export type MoneyColumn = ColumnType<string | number, string | number, string | number>

export interface EmpresaTable {
  id: Generated<number>
  nome: string
  criado_em: string
}

export interface ApiKeyTable {
  id: Generated<number>
  empresa_id: number
  nome: string
  /** SHA-256 of the token, hex. The token itself is never stored. */
  token_hash: string
  /** Comma-separated subset of read,write. */
  scopes: string
  criado_em: string
  revogado_em: string | null
}

/**
 * Payables and receivables share one shape. `documento` holds the whole title as canonical JSON
 * (without codigo_lancamento_svc and status_titulo, which come from `id` and `status`); the other
 * columns are copies of the fields that filters, ordering, uniqueness and reports need.
 */
export interface TitleTable {
  id: Generated<number>
  empresa_id: number
  codigo_lancamento_integracao: string | null
  codigo_cliente_fornecedor: string
  data_vencimento: string
  data_previsao: string
  valor_documento: MoneyColumn
  codigo_categoria: string
  status: string
  /** recebimento.data of receivables (the revenue report's date); always null on payables. */
  data_recebimento: string | null
  /** Read as bytes on MySQL (see db/dialect.ts), as text on SQLite; always written as text. */
  documento: ColumnType<string | Buffer, string, string>
}

export interface CategoriaTable {
  empresa_id: number
  codigo: string
  descricao: string
  tipo: string
}

export interface ClienteFornecedorTable {
  empresa_id: number
  codigo: string
  razao_social: string
  cnpj_cpf: string | null
}

export interface Database {
  empresas: EmpresaTable
  api_keys: ApiKeyTable
  contas_pagar: TitleTable
  contas_receber: TitleTable
  categorias: CategoriaTable
  clientes_fornecedores: ClienteFornecedorTable
}

export type TitleTableName = 'contas_pagar' | 'contas_receber'
export type TitleRow = Selectable<TitleTable>
export type NewTitleRow = Insertable<TitleTable>
export type TitleRowUpdate = Updateable<TitleTable>
export type ApiKeyRow = Selectable<ApiKeyTable>
