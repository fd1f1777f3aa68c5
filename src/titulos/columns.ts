import type { TitleRow } from '../../db/database.js'
import type { MoneyCodec } from '../../db/dialect.js'
import { normalizedNossoNumero } from '../conciliacao/nosso-numero.js'
import type { StoredTitle, TitleExtra, TitleRecord } from './model.js'

/**
 * The one mapping between a title's rows and the title the service holds (model.ts), in each
 * direction: which columns a read takes, and which a write sets.
 */

/** The columns a title list reads: the title's own and those of its latest settlement. */
export const TITLE_COLUMNS = [
  't.id', 't.codigo_lancamento_integracao', 't.codigo_cliente_fornecedor', 't.data_vencimento', 't.data_previsao',
  't.valor_documento', 't.codigo_categoria', 't.status', 't.numero_documento_fiscal', 't.numero_documento', 't.id_origem',
  't.motivo_cancelamento', 't.baixado_valor', 't.baixado_desconto', 't.baixado_juros', 't.baixado_multa', 't.ultima_baixa_id',
  't.versao', 't.atualizado_em', 't.extra', 't.serie_id', 't.serie_indice', 't.serie_total',
  'b.data as baixa_data', 'b.codigo_conta_corrente as baixa_conta', 'b.codigo_baixa_integracao as baixa_integracao', 'b.observacao as baixa_observacao'
] as const

/** One row of TITLE_COLUMNS: the title's columns and those of its latest settlement. */
export type TitleSelection = Omit<TitleRow, 'empresa_id' | 'render' | 'render_versao' | 'nosso_numero'> & {
  baixa_data: string | null
  baixa_conta: number | string | null
  baixa_integracao: string | null
  baixa_observacao: string | null
}

export interface CategorySelection { titulo_id: number, codigo_categoria: string, percentual: number, valor: number | null }

export function storedTitleOf (row: TitleSelection, categorias: readonly CategorySelection[]): StoredTitle {
  return {
    id: row.id,
    codigo_lancamento_integracao: row.codigo_lancamento_integracao,
    codigo_cliente_fornecedor: row.codigo_cliente_fornecedor,
    data_vencimento: row.data_vencimento,
    data_previsao: row.data_previsao,
    valorCents: row.valor_documento,
    codigo_categoria: row.codigo_categoria,
    status: row.status,
    numero_documento_fiscal: row.numero_documento_fiscal,
    numero_documento: row.numero_documento,
    id_origem: row.id_origem,
    motivo_cancelamento: row.motivo_cancelamento,
    extra: JSON.parse(row.extra) as TitleExtra,
    categorias: categorias.map((entry) => ({
      codigo_categoria: entry.codigo_categoria,
      percentual: Number(entry.percentual),
      ...(entry.valor === null ? {} : { valorCents: entry.valor })
    })),
    versao: row.versao,
    atualizado_em: row.atualizado_em,
    serie: row.serie_id === null ? null : { codigo_serie: row.serie_id, indice: row.serie_indice as number, total: row.serie_total as number },
    settled: row.ultima_baixa_id === null || row.baixa_data === null
      ? null
      : {
          valorCents: row.baixado_valor,
          descontoCents: row.baixado_desconto,
          jurosCents: row.baixado_juros,
          multaCents: row.baixado_multa,
          latest: {
            id: row.ultima_baixa_id,
            data: row.baixa_data,
            codigo_conta_corrente: row.baixa_conta === null ? null : Number(row.baixa_conta),
            codigo_baixa_integracao: row.baixa_integracao,
            observacao: row.baixa_observacao
          }
        }
  }
}

/** The columns of a record, in the engine's representation; settlement sums are written apart. */
export function titleColumns (record: TitleRecord, money: MoneyCodec) {
  return {
    codigo_lancamento_integracao: record.codigo_lancamento_integracao,
    codigo_cliente_fornecedor: record.codigo_cliente_fornecedor,
    data_vencimento: record.data_vencimento,
    data_previsao: record.data_previsao,
    valor_documento: money.toDb(record.valorCents),
    codigo_categoria: record.codigo_categoria,
    status: record.status,
    numero_documento_fiscal: record.numero_documento_fiscal,
    numero_documento: record.numero_documento,
    id_origem: record.id_origem,
    motivo_cancelamento: record.motivo_cancelamento,
    // Derived from extra, kept in a column so bank files find receivables by it (docs/CONTRACT.md section 18).
    nosso_numero: normalizedNossoNumero((record.extra.boleto as { cNumBancario?: unknown } | undefined)?.cNumBancario),
    extra: JSON.stringify(record.extra)
  }
}

/** The columns of a title's place in a series (null outside one). */
export function seriesColumns ({ serie }: Pick<StoredTitle, 'serie'>) {
  return { serie_id: serie?.codigo_serie ?? null, serie_indice: serie?.indice ?? null, serie_total: serie?.total ?? null }
}

/** The fields a title keeps in columns (or the child table, or the settlements), never in `extra`. */
export const COLUMN_FIELDS = new Set([
  'codigo_lancamento_integracao', 'codigo_cliente_fornecedor', 'data_vencimento', 'data_previsao', 'valor_documento',
  'codigo_categoria', 'categorias', 'numero_documento_fiscal', 'numero_documento', 'id_origem', 'status_titulo',
  'valor_pag', 'recebimento'
])
