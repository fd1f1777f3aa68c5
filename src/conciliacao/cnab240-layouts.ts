import type { Buffer } from 'node:buffer'

/**
 * The CNAB 240 "retorno de cobrança" records as tables of fields (DESIGN 18): FEBRABAN's layout by
 * default and a bank's own table where its layout differs. The reader (cnab240.ts) and the writer
 * (cnab240-writer.ts) both go through `readRecord` and `writeRecord`, so a position is written
 * down once. Positions are 1-based and inclusive, as in the banks' manuals.
 */

export type FieldType = 'digits' | 'text' | 'date' | 'money'

export interface Field {
  /** The property of the read record (CnabDetail's where there is one). */
  readonly key: string
  /** The field's name in error messages and `BankFileError.campo` (the import item's name). */
  readonly campo: string
  readonly from: number
  readonly to: number
  readonly type: FieldType
  /** Written as is by the writer and never read: the codes that make a record what it is. */
  readonly constant?: string
  /** Written by the writer and not read: the reader takes the value from another record. */
  readonly writeOnly?: true
}

export type Layout = readonly Field[]

type ValueOf<T extends FieldType> = T extends 'money' ? number : T extends 'date' ? string | null : string

/** What reading a layout gives: each field that is read, under its key. */
export type Values<L extends Layout> = {
  [F in L[number] as F extends { constant: string } | { writeOnly: true } ? never : F['key']]: ValueOf<F['type']>
}

/** Positions every record shares. */
export const RECORD_TYPE_POSITION = 8
export const SEGMENT_POSITION = 14
export const LINE_LENGTH = 240

/** Control fields the writer puts on every record (the reader reads the record type and segment by position). */
export const CONTROL = [
  { key: 'banco', campo: 'banco', from: 1, to: 3, type: 'digits' },
  { key: 'lote', campo: 'lote', from: 4, to: 7, type: 'digits' },
  { key: 'tipoRegistro', campo: 'tipo_registro', from: 8, to: 8, type: 'digits' }
] as const satisfies Layout

export const DETAIL_CONTROL = [
  { key: 'numeroRegistro', campo: 'numero_registro', from: 9, to: 13, type: 'digits' },
  { key: 'segmento', campo: 'segmento', from: 14, to: 14, type: 'text' }
] as const satisfies Layout

export const FILE_HEADER = [
  { key: 'banco', campo: 'banco', from: 1, to: 3, type: 'digits' },
  { key: 'tipoInscricao', campo: 'tipo_inscricao', from: 18, to: 18, type: 'digits' },
  { key: 'empresaDocumento', campo: 'empresa_documento', from: 19, to: 32, type: 'text' },
  { key: 'empresaNome', campo: 'empresa_nome', from: 73, to: 102, type: 'text' },
  { key: 'codigoRetorno', campo: 'codigo_remessa_retorno', from: 143, to: 143, type: 'digits', constant: '2' },
  { key: 'dataGeracao', campo: 'data_geracao', from: 144, to: 151, type: 'date' },
  { key: 'nsa', campo: 'nsa', from: 158, to: 163, type: 'digits' },
  { key: 'versaoLayout', campo: 'versao_layout', from: 164, to: 166, type: 'digits', constant: '089' }
] as const satisfies Layout

export const BATCH_HEADER = [
  { key: 'tipoOperacao', campo: 'tipo_operacao', from: 9, to: 9, type: 'text', constant: 'T' },
  { key: 'tipoServico', campo: 'tipo_servico', from: 10, to: 11, type: 'digits', constant: '01' },
  { key: 'versaoLayoutLote', campo: 'versao_layout_lote', from: 14, to: 16, type: 'digits', constant: '045' },
  { key: 'tipoInscricao', campo: 'tipo_inscricao', from: 18, to: 18, type: 'digits' },
  { key: 'empresaDocumento', campo: 'empresa_documento', from: 19, to: 33, type: 'digits' },
  { key: 'empresaNome', campo: 'empresa_nome', from: 74, to: 103, type: 'text' },
  { key: 'nsa', campo: 'numero_retorno', from: 184, to: 191, type: 'digits' },
  { key: 'dataGeracao', campo: 'data_gravacao', from: 192, to: 199, type: 'date' }
] as const satisfies Layout

export const FEBRABAN_SEGMENT_T = [
  { key: 'codigoMovimento', campo: 'codigo_movimento', from: 16, to: 17, type: 'digits' },
  { key: 'nossoNumero', campo: 'nosso_numero', from: 38, to: 57, type: 'text' },
  { key: 'seuNumero', campo: 'seu_numero', from: 59, to: 73, type: 'text' },
  { key: 'vencimento', campo: 'vencimento', from: 74, to: 81, type: 'date' },
  { key: 'valorNominalCents', campo: 'valor_nominal', from: 82, to: 96, type: 'money' },
  { key: 'identificacao', campo: 'identificacao', from: 106, to: 130, type: 'text' }
] as const satisfies Layout

/** Santander (033) keeps a 13-digit nosso número and shifts the fields after it. */
export const SANTANDER_SEGMENT_T = [
  { key: 'codigoMovimento', campo: 'codigo_movimento', from: 16, to: 17, type: 'digits' },
  { key: 'nossoNumero', campo: 'nosso_numero', from: 41, to: 53, type: 'text' },
  { key: 'seuNumero', campo: 'seu_numero', from: 55, to: 69, type: 'text' },
  { key: 'vencimento', campo: 'vencimento', from: 70, to: 77, type: 'date' },
  { key: 'valorNominalCents', campo: 'valor_nominal', from: 78, to: 92, type: 'money' },
  { key: 'identificacao', campo: 'identificacao', from: 101, to: 125, type: 'text' }
] as const satisfies Layout

export const SEGMENT_U = [
  { key: 'codigoMovimento', campo: 'codigo_movimento', from: 16, to: 17, type: 'digits', writeOnly: true },
  { key: 'jurosCents', campo: 'juros', from: 18, to: 32, type: 'money' },
  { key: 'descontoCents', campo: 'desconto', from: 33, to: 47, type: 'money' },
  { key: 'abatimentoCents', campo: 'abatimento', from: 48, to: 62, type: 'money' },
  { key: 'valorPagoCents', campo: 'valor_pago', from: 78, to: 92, type: 'money' },
  { key: 'dataOcorrencia', campo: 'data_ocorrencia', from: 138, to: 145, type: 'date' },
  { key: 'dataCredito', campo: 'data_credito', from: 146, to: 153, type: 'date' }
] as const satisfies Layout

export const BATCH_TRAILER = [
  { key: 'quantidadeRegistros', campo: 'quantidade_registros', from: 18, to: 23, type: 'digits' }
] as const satisfies Layout

export const FILE_TRAILER = [
  { key: 'quantidadeLotes', campo: 'quantidade_lotes', from: 18, to: 23, type: 'digits' },
  { key: 'quantidadeRegistros', campo: 'quantidade_registros', from: 24, to: 29, type: 'digits' }
] as const satisfies Layout

export type SegmentT = typeof FEBRABAN_SEGMENT_T | typeof SANTANDER_SEGMENT_T

const SEGMENT_T_BY_BANK: Record<string, SegmentT> = { '033': SANTANDER_SEGMENT_T }

export function segmentTLayout (banco: string): SegmentT {
  return SEGMENT_T_BY_BANK[banco] ?? FEBRABAN_SEGMENT_T
}

const SPACE = 0x20
const ZERO = 0x30

/**
 * Reads one record's fields from `bytes[start, end)` (one line, its end of line excluded; a
 * position past `end` reads as a blank, as if the line had been padded). Only text fields make
 * a string; digits, dates and money are read from the bytes. A field that does not parse reads
 * as its type's empty value (0, null, '') and its `campo` is pushed on `invalid`.
 */
export function readRecord<L extends Layout> (bytes: Buffer, start: number, end: number, layout: L, invalid: string[]): Values<L> {
  const values: Record<string, string | number | null> = {}
  for (const field of layout) {
    if (field.constant !== undefined || field.writeOnly === true) continue
    let from = start + field.from - 1
    let to = Math.min(start + field.to, end)
    if (field.type === 'text') {
      while (from < to && bytes[from] === SPACE) from++
      while (to > from && bytes[to - 1] === SPACE) to--
      values[field.key] = from < to ? bytes.toString('latin1', from, to) : ''
      continue
    }
    const width = field.to - field.from + 1
    const value = field.type === 'date' ? readDate(bytes, from, to, width) : readNumber(bytes, from, to, width, field.type)
    if (value === undefined) {
      invalid.push(field.campo)
      values[field.key] = field.type === 'money' ? 0 : field.type === 'date' ? null : ''
    } else values[field.key] = value
  }
  return values as Values<L>
}

/** Digits as written ('' when blank), or money as cents (15 digits, the last two cents). */
function readNumber (bytes: Buffer, from: number, to: number, width: number, type: 'digits' | 'money'): string | number | undefined {
  if (from >= to || isBlank(bytes, from, to)) return type === 'digits' ? '' : undefined
  // A field cut short by the end of the line has blanks where its last digits should be.
  if (to - from !== width) return undefined
  let cents = 0
  for (let i = from; i < to; i++) {
    const digit = (bytes[i] ?? 0) - ZERO
    if (digit < 0 || digit > 9) return undefined
    cents = cents * 10 + digit
  }
  if (type === 'money') return cents
  return width > 8 ? bytes.toString('latin1', from, to) : interned(cents * 10 + width, () => bytes.toString('latin1', from, to))
}

/**
 * Short digit fields and dates as one string per value: a return file repeats the same códigos de
 * movimento and the same few dates on every line, and the import holds its lines while it works
 * (20,000 details kept 60,000 copies of a handful of dates).
 */
const INTERNED = new Map<number, string>()
const MAX_INTERNED = 10_000

function interned (key: number, text: () => string): string {
  let found = INTERNED.get(key)
  if (found === undefined) {
    if (INTERNED.size >= MAX_INTERNED) INTERNED.clear()
    found = text()
    INTERNED.set(key, found)
  }
  return found
}

/** DDMMAAAA as `YYYY-MM-DD`; null when blank or zeros; undefined when not a calendar date. */
function readDate (bytes: Buffer, from: number, to: number, width: number): string | null | undefined {
  if (from >= to || isBlank(bytes, from, to)) return null
  if (to - from !== width || width !== 8) return undefined
  let value = 0
  for (let i = from; i < to; i++) {
    const byte = bytes[i] ?? 0
    if (byte < ZERO || byte > ZERO + 9) return undefined
    value = value * 10 + byte - ZERO
  }
  if (value === 0) return null
  const day = Math.floor(value / 1_000_000)
  const month = Math.floor(value / 10_000) % 100
  const year = value % 10_000
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined
  // Keyed apart from the digit fields (whose keys end in their width, at most 8): a date's ends in 9.
  return interned(value * 10 + 9, () => {
    const at = (offset: number): number => bytes[from + offset] as number
    return String.fromCharCode(at(4), at(5), at(6), at(7), DASH, at(2), at(3), DASH, at(0), at(1))
  })
}

const DASH = 0x2d
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

function daysInMonth (year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  return month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1] ?? 0
}

function isBlank (bytes: Buffer, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (bytes[i] !== SPACE) return false
  return true
}

/**
 * Writes `values` into `line` (240 characters, blanks where nothing is written) by the same table:
 * text left-aligned and padded with blanks, digits and money right-aligned and padded with zeros,
 * dates as DDMMAAAA ('00000000' for null). A value too long for its field is a programming error.
 */
export function writeRecord (line: string[], layout: Layout, values: Record<string, unknown>): void {
  for (const field of layout) {
    const width = field.to - field.from + 1
    const value = field.constant ?? values[field.key]
    if (value === undefined) continue
    let text: string
    if (field.type === 'text') text = String(value).padEnd(width, ' ')
    else if (field.type === 'date') text = value === null ? '0'.repeat(width) : String(value).split('-').reverse().join('')
    else text = String(value).padStart(width, '0')
    if (text.length !== width) throw new Error(`${field.campo}: '${String(value)}' does not fit positions ${field.from}-${field.to}`)
    for (let i = 0; i < width; i++) line[field.from - 1 + i] = text[i] as string
  }
}
