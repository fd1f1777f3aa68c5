import { csvDate, csvMoney, type CsvColumns } from '../http/csv.js'
import type { RenderedTitle } from './read-model.js'
import { titleJsonBytes } from './render.js'

/** The fields of a title the CSV shows, as the API writes them. */
export interface TitleFields {
  codigo_lancamento_svc: number
  codigo_lancamento_integracao?: string
  codigo_cliente_fornecedor: number | string
  data_vencimento: string
  data_previsao: string
  valor_documento: number
  valor_pag?: number
  recebimento?: { valor?: number }
  status_titulo: string
  codigo_categoria: string
  numero_documento_fiscal?: string
  numero_documento?: string
  observacao?: string
  serie?: { codigo_serie: number, indice: number, total: number }
}

/** One row per title, in the lists and the expense split. valor_pago: valor_pag or recebimento.valor. */
export const TITLE_CSV_COLUMNS: CsvColumns<TitleFields> = [
  ['codigo_lancamento_svc', (title) => title.codigo_lancamento_svc],
  ['codigo_lancamento_integracao', (title) => title.codigo_lancamento_integracao],
  ['codigo_cliente_fornecedor', (title) => title.codigo_cliente_fornecedor],
  ['data_vencimento', (title) => csvDate(title.data_vencimento)],
  ['data_previsao', (title) => csvDate(title.data_previsao)],
  ['valor_documento', (title) => csvMoney(title.valor_documento)],
  ['valor_pago', (title) => csvMoney(title.valor_pag ?? title.recebimento?.valor)],
  ['status_titulo', (title) => title.status_titulo],
  ['codigo_categoria', (title) => title.codigo_categoria],
  ['numero_documento_fiscal', (title) => title.numero_documento_fiscal],
  ['numero_documento', (title) => title.numero_documento],
  ['observacao', (title) => title.observacao],
  ['codigo_serie', (title) => title.serie?.codigo_serie],
  ['serie_indice', (title) => title.serie?.indice],
  ['serie_total', (title) => title.serie?.total]
]

/**
 * What the import (src/cli/import.ts) makes of a column of TITLE_CSV_COLUMNS that is not the create
 * field of its name, so that an export imports again unchanged: codigo_lancamento_svc is the
 * service's own id (ignored: the import upserts by codigo_lancamento_integracao), valor_pago the
 * amount settled, recorded again as one settlement of it (valor_pag, or recebimento.valor).
 * Returns the path of the create field, or null for a column the import ignores.
 */
export function importedColumn (kind: 'contas-pagar' | 'contas-receber', header: string): readonly string[] | null {
  if (header === 'codigo_lancamento_svc') return null
  if (header === 'valor_pago') return kind === 'contas-pagar' ? ['valor_pag'] : ['recebimento', 'valor']
  return [header]
}

/** Rendered titles as the fields the CSV reads, batch by batch. */
export async function * titleFields (batches: AsyncIterable<readonly RenderedTitle[]> | Iterable<readonly RenderedTitle[]>): AsyncGenerator<TitleFields[]> {
  for await (const batch of batches) yield batch.map((title) => JSON.parse(titleJsonBytes(title.json).toString('utf8')) as TitleFields)
}
