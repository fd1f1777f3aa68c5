import fastJson from 'fast-json-stringify'
import type { Insertable, Selectable } from 'kysely'
import type { ConciliacaoArquivoTable, ConciliacaoItemTable } from '../../db/database.js'
import type { MoneyCodec } from '../../db/dialect.js'
import { ImportItem, type ImportSummary, type ImportTotals } from '../../schemas/conciliacao.js'
import type { Resource } from '../../schemas/eventos.js'
import { CHUNK_BYTES, JsonChunks } from '../http/envelope.js'
import { fromCents } from '../money.js'
import { MONEY_FORMAT } from '../validation.js'
import type { MatchedItem, Resultado, TitleRef } from './matching.js'

/**
 * The one mapping of an import and its items between the matching (matching.ts), the rows
 * (db/database.ts) and the API (schemas/conciliacao.ts).
 */

export type ItemRow = Selectable<ConciliacaoItemTable>
export type ImportRow = Selectable<ConciliacaoArquivoTable>

const TOTAL_OF: Record<Resultado, keyof Omit<ImportTotals, 'linhas'>> = {
  baixado: 'baixados',
  ja_baixado: 'ja_baixados',
  sugerido: 'sugeridos',
  sem_titulo: 'sem_titulo',
  ignorado: 'ignorados',
  rejeitado: 'rejeitados'
}

export function totalsOf (resultados: Iterable<string>): ImportTotals {
  const totals: ImportTotals = { linhas: 0, baixados: 0, ja_baixados: 0, sugeridos: 0, sem_titulo: 0, ignorados: 0, rejeitados: 0 }
  for (const resultado of resultados) count(totals, resultado)
  return totals
}

function count (totals: ImportTotals, resultado: string): void {
  totals.linhas++
  totals[TOTAL_OF[resultado as Resultado]]++
}

export function itemRow (arquivoId: number, item: MatchedItem, money: MoneyCodec): Insertable<ConciliacaoItemTable> {
  return {
    arquivo_id: arquivoId,
    linha: item.linha,
    codigo_movimento: item.codigoMovimento ?? null,
    fitid: item.fitid ?? null,
    nosso_numero: item.nossoNumero ?? null,
    seu_numero: item.seuNumero ?? null,
    documento: item.documento ?? null,
    valor_pago: money.toDb(item.valorPagoCents),
    juros: money.toDb(item.jurosCents),
    desconto: money.toDb(item.descontoCents),
    excedente: item.excedenteCents === undefined ? null : money.toDb(item.excedenteCents),
    data_ocorrencia: item.dataOcorrencia ?? null,
    data_credito: item.dataCredito ?? null,
    resultado: item.resultado,
    recurso: item.recurso,
    titulo_id: item.titulo?.id ?? null,
    candidatos: item.candidatos === undefined ? null : JSON.stringify(item.candidatos.map((ref) => [ref.recurso, ref.id])),
    codigo_baixa: item.codigoBaixa ?? null,
    codigo_baixa_integracao: item.codigoBaixaIntegracao ?? null,
    motivo: item.motivo ?? null
  }
}

/** An item row as the matching holds it: what the confirmation of a suggestion starts from. */
export function matchedItemOf (row: ItemRow): MatchedItem {
  const optional = <K extends string, V>(key: K, value: V | null) => (value === null ? {} : { [key]: value }) as Partial<Record<K, V>>
  return {
    linha: row.linha,
    recurso: row.recurso as Resource,
    ...optional('codigoMovimento', row.codigo_movimento),
    ...optional('fitid', row.fitid),
    ...optional('nossoNumero', row.nosso_numero),
    ...optional('seuNumero', row.seu_numero),
    ...optional('documento', row.documento),
    valorPagoCents: row.valor_pago,
    jurosCents: row.juros,
    descontoCents: row.desconto,
    ...optional('excedenteCents', row.excedente),
    ...optional('dataOcorrencia', row.data_ocorrencia),
    ...optional('dataCredito', row.data_credito),
    resultado: row.resultado as Resultado,
    ...(row.titulo_id === null ? {} : { titulo: { recurso: row.recurso as Resource, id: row.titulo_id } }),
    ...(row.candidatos === null ? {} : { candidatos: (JSON.parse(row.candidatos) as Array<[Resource, number]>).map(([recurso, id]): TitleRef => ({ recurso, id })) }),
    ...optional('codigoBaixa', row.codigo_baixa),
    ...optional('codigoBaixaIntegracao', row.codigo_baixa_integracao),
    ...optional('motivo', row.motivo)
  }
}

export function apiItem (item: MatchedItem): ImportItem {
  return {
    linha: item.linha,
    ...(item.codigoMovimento === undefined ? {} : { codigo_movimento: item.codigoMovimento }),
    ...(item.fitid === undefined ? {} : { fitid: item.fitid }),
    ...(item.nossoNumero === undefined ? {} : { nosso_numero: item.nossoNumero }),
    ...(item.seuNumero === undefined ? {} : { seu_numero: item.seuNumero }),
    ...(item.documento === undefined ? {} : { documento: item.documento }),
    valor_pago: fromCents(item.valorPagoCents),
    juros: fromCents(item.jurosCents),
    desconto: fromCents(item.descontoCents),
    ...(item.excedenteCents === undefined ? {} : { excedente: fromCents(item.excedenteCents) }),
    ...(item.dataOcorrencia === undefined ? {} : { data_ocorrencia: item.dataOcorrencia }),
    ...(item.dataCredito === undefined ? {} : { data_credito: item.dataCredito }),
    resultado: item.resultado,
    ...(item.titulo === undefined ? {} : { titulo: item.titulo }),
    ...(item.candidatos === undefined ? {} : { candidatos: item.candidatos }),
    ...(item.codigoBaixa === undefined ? {} : { codigo_baixa: item.codigoBaixa }),
    ...(item.codigoBaixaIntegracao === undefined ? {} : { codigo_baixa_integracao: item.codigoBaixaIntegracao }),
    ...(item.motivo === undefined ? {} : { motivo: item.motivo })
  }
}

export function apiImportSummary (row: ImportRow): ImportSummary {
  return {
    id: row.id,
    formato: row.formato,
    sha256: row.sha256,
    banco: row.banco,
    ...(row.nsa === null ? {} : { nsa: Number(row.nsa) }),
    ...(row.conta === null ? {} : { conta: row.conta }),
    ...(row.id_conta_corrente === null ? {} : { id_conta_corrente: Number(row.id_conta_corrente) }),
    recebido_em: row.recebido_em,
    recebido_por: row.recebido_por,
    totais: JSON.parse(row.totais) as ImportTotals,
    avisos: JSON.parse(row.avisos) as string[]
  }
}

/** An item's JSON, by the same schema (and the same options) as the routes' responses. */
const itemJson = fastJson(ImportItem, { ajv: { formats: { money: MONEY_FORMAT } } }) as (item: ImportItem) => string

/**
 * An import's answer as it is made: its items written as JSON bytes one by one into a chunk, each
 * full chunk kept gzipped (JsonChunks), and counted into its totals, so that what an import of
 * 70,000 lines holds for its answer is the answer's bytes gzipped (some 2 MB of 23), never the
 * items as objects too (docs/PERFORMANCE.md).
 */
export class ImportAnswerJson {
  readonly totals = totalsOf([])
  private readonly written = new JsonChunks()
  /** Written over once its bytes are kept gzipped: no Buffer of 64 KiB per chunk to collect. */
  private chunk = Buffer.allocUnsafe(CHUNK_BYTES)
  private used = 0

  add (item: MatchedItem): void {
    const text = itemJson(apiItem(item))
    const room = Buffer.byteLength(text) + 1
    if (this.used + room > this.chunk.length) {
      this.written.add(this.chunk.subarray(0, this.used))
      if (room > this.chunk.length) this.chunk = Buffer.allocUnsafe(room)
      this.used = 0
    }
    if (this.totals.linhas > 0) this.chunk[this.used++] = 0x2c // ,
    this.used += this.chunk.write(text, this.used)
    count(this.totals, item.resultado)
  }

  /**
   * The answer: `envelope`, the route's JSON of the answer with an empty item list (serialized by
   * its response schema, so every other byte is the schema's), with these items in that list.
   */
  answer (envelope: string): JsonChunks {
    const at = envelope.lastIndexOf(EMPTY_ITEMS)
    if (at === -1) throw new Error('the envelope of an import answer has no empty itens list')
    const head = at + EMPTY_ITEMS.length - 1
    return new JsonChunks().add(Buffer.from(envelope.slice(0, head))).append(this.written)
      .add(this.chunk.subarray(0, this.used)).add(Buffer.from(envelope.slice(head)))
  }
}

/** The item list, empty, as the answer's envelope has it; inside a JSON string its quotes would be escaped, so it is found only as the property. */
const EMPTY_ITEMS = '"itens":[]'
