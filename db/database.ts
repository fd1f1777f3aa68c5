import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'
import type { StoredStatus } from '../schemas/titulos.js'

/**
 * The database as Kysely sees it. Runtime types are decided per engine in db/dialect.ts; the column
 * types here are the union of what either engine returns, and repositories convert to one form.
 */

/**
 * DECIMAL(15,2) on MySQL, integer cents on SQLite. Read as integer cents on both (db/dialect.ts
 * decodes MySQL's exact text); written through DatabaseHandle.money.
 */
export type MoneyColumn = ColumnType<number, string | number, string | number>

export interface EmpresaTable {
  id: Generated<number>
  nome: string
  criado_em: string
}

/**
 * A company's change-feed counter: the last position handed out. Only the sequencer moves it,
 * holding its row lock while it numbers a batch of committed events (src/eventos/repository.ts).
 */
export interface EventSequenceTable {
  empresa_id: number
  posicao: number
  /** Events up to this position were purged by retention: an older cursor is 410. */
  purgado_ate: Generated<number>
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
 * Payables and receivables share one shape in two tables (one id sequence per kind). Every field
 * the service filters, orders, reports, settles or versions on is a typed column; `extra` holds the
 * rest of the title as JSON, never a copy of a column.
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
  /** Stored lifecycle: EM ABERTO, PAGTO_PARCIAL, PAGO, LIQUIDADO or CANCELADO. */
  status: StoredStatus
  numero_documento_fiscal: string | null
  numero_documento: string | null
  id_origem: string | null
  motivo_cancelamento: string | null
  /** boleto.cNumBancario without blanks and leading zeros: what a bank return file names a receivable by (null on payables). */
  nosso_numero: string | null
  /**
   * Sums over the title's active settlements, recomputed from the settlement table by the same
   * transaction that changes one: what lists show without reading every settlement. The optional
   * parts are null while no active settlement carries them.
   */
  baixado_valor: MoneyColumn
  baixado_desconto: MoneyColumn | null
  baixado_juros: MoneyColumn | null
  baixado_multa: MoneyColumn | null
  /** The latest active settlement (by date, then id), or null when there is none. */
  ultima_baixa_id: number | null
  versao: number
  /** UTC, YYYY-MM-DDTHH:MM:SS.mmmZ: sorts as text the same on both engines. */
  atualizado_em: string
  /**
   * The remaining title fields as JSON text (no column is repeated in it), or the JSON null when
   * the render holds them (docs/CONTRACT.md section 1).
   */
  extra: string
  /** The recurring series the title belongs to (member 1's id), its indice in it and the series' size; null outside a series. */
  serie_id: number | null
  serie_indice: number | null
  serie_total: number | null
  /**
   * The title as the API writes it (without its leading id, with its stored status), valid only
   * while render_versao equals versao. Writes re-render it; a read that finds it missing or stale
   * renders from the columns instead. Where `extra` is null it is also where the extras are kept
   * (docs/CONTRACT.md section 1), and every save that writes one writes the other.
   */
  render: Buffer | null
  render_versao: number | null
}

/** One entry of a title's category split, in the order the client sent it. */
export interface TitleCategoryTable {
  titulo_id: number
  posicao: number
  codigo_categoria: string
  /** A share, not money: a double, so any percentage a client sends reads back unchanged. */
  percentual: number
  valor: MoneyColumn | null
}

/** A payment (payables) or receipt (receivables): a "baixa" of docs/CONTRACT.md section 11. */
export interface SettlementTable {
  id: Generated<number>
  empresa_id: number
  titulo_id: number
  valor: MoneyColumn
  data: string
  desconto: MoneyColumn | null
  juros: MoneyColumn | null
  multa: MoneyColumn | null
  codigo_conta_corrente: number | null
  codigo_baixa_integracao: string | null
  observacao: string | null
  lancado_em: string
  lancado_por: string
  estornado_em: string | null
  estornado_por: string | null
}

/** The change feed of docs/CONTRACT.md section 12: one row per change of a title, per company in order. */
export interface EventTable {
  empresa_id: number
  posicao: number
  tipo: string
  recurso: string
  titulo_id: number
  codigo_lancamento_integracao: string | null
  versao: number
  ocorrido_em: string
  /** The title after the change as the API writes it (UTF-8), or null when it was deleted. */
  dados: Buffer | null
}

/** An event written by its change and not yet given a feed position (see EventSequenceTable). */
export interface PendingEventTable extends Omit<EventTable, 'posicao'> {
  id: Generated<number>
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

/** Moves with every change of a company's directories: the validator of answers that read them (docs/CONTRACT.md section 16). */
export interface DirectoryVersionTable {
  empresa_id: number
  versao: number
}

/** A stored Idempotency-Key (docs/CONTRACT.md section 13) and, once its write committed, the response to replay. */
export interface IdempotencyTable {
  empresa_id: number
  rota: string
  chave: string
  pedido_hash: string
  concluida: number
  dono: string
  reservada_ate: string
  status: number | null
  cabecalhos: string | null
  corpo: Buffer | null
  criada_em: string
}

/** A webhook endpoint and its delivery state (docs/CONTRACT.md section 15, db/migrations/2026_11_25_000001_webhooks.ts). */
export interface WebhookTable {
  id: Generated<number>
  empresa_id: number
  url: string
  tipos: string
  descricao: string | null
  ativo: number
  desativado_motivo: string | null
  segredo: string
  segredo_anterior: string | null
  segredo_anterior_ate: string | null
  posicao: number
  mensagem_de: number | null
  mensagem_ate: number | null
  mensagem_corpo: Buffer | null
  tentativas: Generated<number>
  proxima_tentativa: string | null
  dono: string | null
  dono_ate: string | null
  criado_em: string
}

/** One delivery attempt, kept 30 days. */
export interface WebhookDeliveryTable {
  id: Generated<number>
  webhook_id: number
  tipo: string
  mensagem_id: string
  posicao_de: number | null
  posicao_ate: number | null
  tentativa: number
  status_http: number | null
  erro: string | null
  duracao_ms: number
  em: string
}

/** An imported bank file (docs/CONTRACT.md section 18). */
export interface ConciliacaoArquivoTable {
  id: Generated<number>
  empresa_id: number
  formato: 'cnab240' | 'ofx'
  sha256: string
  banco: string
  nsa: number | null
  conta: string | null
  id_conta_corrente: number | null
  recebido_em: string
  recebido_por: string
  /** The totals object as JSON. */
  totais: string
  /** The warnings as a JSON array of strings. */
  avisos: string
}

/** One line of an imported file and what became of it. */
export interface ConciliacaoItemTable {
  arquivo_id: number
  linha: number
  codigo_movimento: string | null
  fitid: string | null
  nosso_numero: string | null
  seu_numero: string | null
  documento: string | null
  valor_pago: MoneyColumn
  juros: MoneyColumn
  desconto: MoneyColumn
  excedente: MoneyColumn | null
  data_ocorrencia: string | null
  data_credito: string | null
  resultado: string
  recurso: string
  titulo_id: number | null
  /** The suggested titles as JSON [[recurso, id], ...]. */
  candidatos: string | null
  codigo_baixa: number | null
  codigo_baixa_integracao: string | null
  motivo: string | null
}

export interface Database {
  empresas: EmpresaTable
  api_keys: ApiKeyTable
  contas_pagar: TitleTable
  contas_receber: TitleTable
  contas_pagar_categorias: TitleCategoryTable
  contas_receber_categorias: TitleCategoryTable
  contas_pagar_baixas: SettlementTable
  contas_receber_baixas: SettlementTable
  eventos: EventTable
  eventos_sequencias: EventSequenceTable
  eventos_pendentes: PendingEventTable
  categorias: CategoriaTable
  clientes_fornecedores: ClienteFornecedorTable
  diretorios_versoes: DirectoryVersionTable
  idempotencia: IdempotencyTable
  webhooks: WebhookTable
  webhook_entregas: WebhookDeliveryTable
  conciliacao_arquivos: ConciliacaoArquivoTable
  conciliacao_itens: ConciliacaoItemTable
}

export type TitleRow = Selectable<TitleTable>
export type NewTitleRow = Insertable<TitleTable>
export type TitleCategoryRow = Selectable<TitleCategoryTable>
export type SettlementRow = Selectable<SettlementTable>
export type EventRow = Selectable<EventTable>
export type ApiKeyRow = Selectable<ApiKeyTable>
