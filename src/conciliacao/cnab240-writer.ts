import type { CnabDetail } from './bank-file.js'
import {
  BATCH_HEADER, BATCH_TRAILER, CONTROL, DETAIL_CONTROL, FILE_HEADER, FILE_TRAILER, LINE_LENGTH, SEGMENT_U,
  segmentTLayout, writeRecord, type Layout
} from './cnab240-layouts.js'

export type Cnab240DetailInput = Pick<CnabDetail, 'codigoMovimento' | 'nossoNumero'> &
  Partial<Omit<CnabDetail, 'linha' | 'codigoMovimento' | 'nossoNumero'>>

export interface Cnab240Input {
  /** Bank code, three digits; the bank's own segment T is used where it has one (033). */
  banco: string
  empresaDocumento: string
  empresaNome?: string
  nsa: number
  dataGeracao?: string | null
  detalhes: Cnab240DetailInput[]
}

/**
 * A CNAB 240 return file with one batch, written by the reader's own tables: each detail as a
 * segment T and a segment U, then the trailers with the counts that add up. Lines are 240
 * characters; the string is Latin-1 text for a bank file (`Buffer.from(text, 'latin1')`).
 * Used by the tests, the benchmark and the OpenAPI example.
 */
export function writeCnab240 (file: Cnab240Input, options: { lineEnding?: '\r\n' | '\n' } = {}): string {
  const { banco } = file
  const tipoInscricao = file.empresaDocumento.length === 11 ? '1' : '2'
  const lines: string[] = []
  const record = (lote: string, tipoRegistro: string, layout: Layout, values: Record<string, unknown>): void => {
    const line = new Array<string>(LINE_LENGTH).fill(' ')
    writeRecord(line, CONTROL, { banco, lote, tipoRegistro })
    writeRecord(line, layout, values)
    lines.push(line.join(''))
  }
  const header = { ...file, empresaDocumento: file.empresaDocumento.padStart(14, '0'), tipoInscricao, dataGeracao: file.dataGeracao ?? null }
  record('0000', '0', FILE_HEADER, header)
  record('0001', '1', BATCH_HEADER, header)
  const segmentT = segmentTLayout(banco)
  let numeroRegistro = 0
  for (const detalhe of file.detalhes) {
    const values = { ...DETAIL_DEFAULTS, ...detalhe }
    record('0001', '3', [...DETAIL_CONTROL, ...segmentT], { ...values, numeroRegistro: ++numeroRegistro, segmento: 'T' })
    record('0001', '3', [...DETAIL_CONTROL, ...SEGMENT_U], { ...values, numeroRegistro: ++numeroRegistro, segmento: 'U' })
  }
  record('0001', '5', BATCH_TRAILER, { quantidadeRegistros: numeroRegistro + 2 })
  record('9999', '9', FILE_TRAILER, { quantidadeLotes: 1, quantidadeRegistros: lines.length + 1 })
  const lineEnding = options.lineEnding ?? '\r\n'
  return lines.join(lineEnding) + lineEnding
}

const DETAIL_DEFAULTS: Omit<CnabDetail, 'linha' | 'codigoMovimento' | 'nossoNumero'> = {
  seuNumero: '',
  identificacao: '',
  vencimento: null,
  valorNominalCents: 0,
  jurosCents: 0,
  descontoCents: 0,
  abatimentoCents: 0,
  valorPagoCents: 0,
  dataOcorrencia: null,
  dataCredito: null
}
