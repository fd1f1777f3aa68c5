import type { TitleRow } from '../../db/database.js'
import type { MoneyCodec } from '../../db/dialect.js'
import { readOnlyTitleFields } from '../../schemas/titulos.js'
import { normalizedNossoNumero } from '../conciliacao/nosso-numero.js'
import type { StoredTitle, TitleExtra, TitleRecord } from './model.js'
import { RENDER_HEAD } from './render.js'

/**
 * The one mapping between a title's rows and the title the service holds (model.ts), in each
 * direction: which columns a read takes, and which a write sets.
 */

/** The columns a title list reads: the title's own and those of its latest settlement. */
export const TITLE_COLUMNS = [
  't.id', 't.codigo_lancamento_integracao', 't.codigo_cliente_fornecedor', 't.data_vencimento', 't.data_previsao',
  't.valor_documento', 't.codigo_categoria', 't.status', 't.numero_documento_fiscal', 't.numero_documento', 't.id_origem',
  't.motivo_cancelamento', 't.baixado_valor', 't.baixado_desconto', 't.baixado_juros', 't.baixado_multa', 't.ultima_baixa_id',
  't.versao', 't.atualizado_em', 't.extra', 't.render', 't.serie_id', 't.serie_indice', 't.serie_total',
  'b.data as baixa_data', 'b.codigo_conta_corrente as baixa_conta', 'b.codigo_baixa_integracao as baixa_integracao', 'b.observacao as baixa_observacao'
] as const

/** One row of TITLE_COLUMNS: the title's columns and those of its latest settlement. */
export type TitleSelection = Omit<TitleRow, 'empresa_id' | 'render_versao' | 'nosso_numero'> & {
  baixa_data: string | null
  baixa_conta: number | string | null
  baixa_integracao: string | null
  baixa_observacao: string | null
}

export interface CategorySelection { titulo_id: number, codigo_categoria: string, percentual: number, valor: number | null }

export function storedTitleOf (row: TitleSelection, categorias: readonly CategorySelection[]): StoredTitle {
  const settled = settlementOf(row)
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
    extra: row.extra === EXTRAS_IN_RENDER ? extrasOfRender(row, settled !== null) : JSON.parse(row.extra) as TitleExtra,
    categorias: categorias.map((entry) => ({
      codigo_categoria: entry.codigo_categoria,
      percentual: Number(entry.percentual),
      ...(entry.valor === null ? {} : { valorCents: entry.valor })
    })),
    versao: row.versao,
    atualizado_em: row.atualizado_em,
    serie: row.serie_id === null ? null : { codigo_serie: row.serie_id, indice: row.serie_indice as number, total: row.serie_total as number },
    settled
  }
}

function settlementOf (row: TitleSelection): StoredTitle['settled'] {
  return row.ultima_baixa_id === null || row.baixa_data === null
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
    nosso_numero: normalizedNossoNumero((record.extra.boleto as { cNumBancario?: unknown } | undefined)?.cNumBancario)
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

/**
 * What `extra` holds when the title's render holds its extras (docs/CONTRACT.md section 1): the
 * JSON null, so the row does not carry them twice. Every save that writes a render writes this
 * column with it (repository.ts), so a row whose extra is null always has its render current.
 */
const EXTRAS_IN_RENDER = 'null'

/** The `extra` column of a save: null when the render it writes gives the extras back. */
export function extraColumn (title: Pick<StoredTitle, 'extra' | 'categorias' | 'settled'>, render: Buffer | null): string {
  return render !== null && extrasInRender(title) ? EXTRAS_IN_RENDER : JSON.stringify(title.extra)
}

/**
 * Whether the render shows every extra: an empty `categorias` or a `valor_pag` of 0 the client
 * sent (rules.ts extraOf) is shown only while its column has nothing of its own (view.ts
 * titleFields): no split, no active payment. Hidden, the extras are stored apart until it shows again.
 */
function extrasInRender ({ extra, categorias, settled }: Pick<StoredTitle, 'extra' | 'categorias' | 'settled'>): boolean {
  return !('categorias' in extra && categorias.length > 0) && !('valor_pag' in extra && settled !== null)
}

/** The fields of a render titleFields (view.ts) writes from the title's columns and version, not from its extras. */
const WRITTEN_FROM_COLUMNS = new Set([...COLUMN_FIELDS, 'codigo_lancamento_svc', ...Object.keys(readOnlyTitleFields)])

/**
 * A title's extras read back from its render: the fields titleFields spread from them, as the
 * serializer wrote them. Exact for the titles extrasInRender accepts, because each extra is a field
 * of the create body and the response schema has every one with the same schema
 * (schemas/title-schemas.ts).
 */
function extrasOfRender ({ id, render }: { id: number, render: Buffer | null }, settled: boolean): TitleExtra {
  if (render === null) throw new Error(`title ${id} keeps its extras in a render it does not have`)
  const fields = JSON.parse(RENDER_HEAD + render.toString()) as Record<string, unknown>
  const extra: TitleExtra = {}
  for (const name in fields) if (!WRITTEN_FROM_COLUMNS.has(name)) extra[name] = fields[name]
  // What a column shows only when it has nothing of its own came from the extras (extrasInRender).
  if (Array.isArray(fields.categorias) && fields.categorias.length === 0) extra.categorias = []
  if (!settled && fields.valor_pag !== undefined) extra.valor_pag = fields.valor_pag
  return extra
}
