import { Buffer } from 'node:buffer'
import { letGo } from '../http/let-go.js'
import { PackedBytes } from '../http/packed-bytes.js'
import { BankFileError, type CnabDetail, type CnabFile } from './bank-file.js'
import {
  BATCH_TRAILER, FEBRABAN_SEGMENT_T, FILE_HEADER, FILE_TRAILER, LINE_LENGTH, RECORD_TYPE_POSITION, readRecord, SEGMENT_POSITION,
  SEGMENT_U, segmentTLayout, type Layout, type SegmentT, type Values
} from './cnab240-layouts.js'
import { singleBytePieces, singleByteText } from './text.js'

/** Códigos de movimento that settle a title: 06 liquidação, 17 liquidação após baixa. */
export const SETTLING_CODES: ReadonlySet<string> = new Set(['06', '17'])

/** The fields a settling detail cannot do without (DESIGN 18); the others are read as 0 or null with an aviso. */
const REQUIRED_TO_SETTLE: ReadonlySet<string> = new Set(['valor_pago', 'data_ocorrencia', 'juros', 'desconto', 'abatimento'])

const SPACE = 0x20
const CARRIAGE_RETURN = 0x0d
const LINE_FEED = 0x0a
const END_OF_FILE = 0x1a

/** A segment as read: its line, its fields, and the campos that did not parse. */
interface Segment<L extends Layout> {
  linha: number
  values: Values<L>
  invalid: string[]
}

/**
 * Reads a CNAB 240 "retorno de cobrança" (DESIGN 18): the file header, then each segment T with
 * the segment U after it as one detail; other segments and records are read past, and trailer
 * counts are checked against what was read (a disagreement is an aviso, not a refusal).
 * The file is read in place, a line at a time, so only the fields kept become strings; a file
 * kept packed (a body, src/http/packed-body.ts) a block at a time, never inflated whole.
 */
export function readCnab240 (input: Uint8Array | string | PackedBytes): CnabFile {
  const avisos: string[] = []
  const detalhes: CnabDetail[] = []
  let header: Values<typeof FILE_HEADER> | undefined
  let segmentT: SegmentT | undefined
  let pending: Segment<SegmentT> | undefined
  let records = 0
  let batches = 0
  let batchRecords = 0
  let fileTrailerSeen = false
  let linha = 0

  const closePending = (segmentU?: Segment<typeof SEGMENT_U>): void => {
    if (pending === undefined) return
    detalhes.push(detailOf(pending, segmentU, avisos))
    pending = undefined
  }

  for (const { bytes, start: lineStart, end } of linesOf(input instanceof PackedBytes ? singleBytePieces(input) : [singleByteText(input)])) {
    linha++
    if (isBlankLine(bytes, lineStart, end)) continue
    if (end - lineStart > LINE_LENGTH && !isBlankLine(bytes, lineStart + LINE_LENGTH, end)) {
      throw new BankFileError(linha, 'linha', `Line ${linha}, linha: ${end - lineStart} characters, not blank past position ${LINE_LENGTH}; a CNAB 240 record has ${LINE_LENGTH}.`)
    }
    const recordType = String.fromCharCode(bytes[lineStart + RECORD_TYPE_POSITION - 1] ?? SPACE)
    if (header === undefined) {
      if (recordType !== '0') {
        throw new BankFileError(linha, 'tipo_registro', `Line ${linha}, tipo_registro (position ${RECORD_TYPE_POSITION}): '${recordType}' where the file header's 0 should be; not a CNAB 240 return file, or its header is missing.`)
      }
      header = readHeader(bytes, lineStart, end, linha)
      segmentT = segmentTLayout(header.banco)
      records = 1
      continue
    }
    records++
    if (fileTrailerSeen) {
      avisos.push(`Line ${linha} comes after the file trailer and was read past.`)
      continue
    }
    if (recordType === '1') {
      batches++
      batchRecords = 1
    } else if (recordType === '3') {
      batchRecords++
      const segment = String.fromCharCode(bytes[lineStart + SEGMENT_POSITION - 1] ?? SPACE)
      if (segment === 'T') {
        closePending()
        const invalid: string[] = []
        pending = { linha, values: readRecord(bytes, lineStart, end, segmentT as SegmentT, invalid), invalid }
      } else if (segment === 'U') {
        if (pending === undefined) {
          throw new BankFileError(linha, 'segmento', `Line ${linha}, segmento (position ${SEGMENT_POSITION}): a segment U without the segment T it completes before it.`)
        }
        const invalid: string[] = []
        closePending({ linha, values: readRecord(bytes, lineStart, end, SEGMENT_U, invalid), invalid })
      }
    } else if (recordType === '5') {
      closePending()
      batchRecords++
      const invalid: string[] = []
      const trailer = readRecord(bytes, lineStart, end, BATCH_TRAILER, invalid)
      checkCount(avisos, linha, 'the batch trailer', 'records in its batch', trailer.quantidadeRegistros, batchRecords)
      batchRecords = 0
    } else if (recordType === '9') {
      closePending()
      fileTrailerSeen = true
      const invalid: string[] = []
      const trailer = readRecord(bytes, lineStart, end, FILE_TRAILER, invalid)
      checkCount(avisos, linha, 'the file trailer', 'batches', trailer.quantidadeLotes, batches)
      checkCount(avisos, linha, 'the file trailer', 'records', trailer.quantidadeRegistros, records)
    } else if (recordType === '0') {
      avisos.push(`Line ${linha} is a second file header and was read past.`)
    } else if (recordType !== '2' && recordType !== '4') {
      avisos.push(`Line ${linha} has the unknown record type '${recordType}' and was read past.`)
    }
  }
  closePending()
  if (header === undefined) throw new BankFileError(0, 'tipo_registro', 'Line 0, tipo_registro: the file is empty; a CNAB 240 return file starts with a file header.')
  if (!fileTrailerSeen) avisos.push('The file has no file trailer (record type 9): it may have been cut short.')
  return {
    formato: 'cnab240',
    banco: header.banco,
    empresaDocumento: header.empresaDocumento.replace(/[^0-9A-Za-z]/g, ''),
    nsa: Number(header.nsa),
    dataGeracao: header.dataGeracao,
    detalhes,
    avisos
  }
}

function readHeader (bytes: Buffer, start: number, end: number, linha: number): Values<typeof FILE_HEADER> {
  const invalid: string[] = []
  const header = readRecord(bytes, start, end, FILE_HEADER, invalid)
  for (const campo of ['banco', 'nsa'] as const) {
    if (invalid.includes(campo) || header[campo] === '') {
      throw new BankFileError(linha, campo, `Line ${linha}, ${campo} (positions ${positions(FILE_HEADER, campo)} of the file header): not a number.`)
    }
  }
  return header
}

/** A segment T and its U (or the T alone when the file has no U after it) as one detail. */
function detailOf (t: Segment<SegmentT>, u: Segment<typeof SEGMENT_U> | undefined, avisos: string[]): CnabDetail {
  const codigoMovimento = t.values.codigoMovimento
  if (t.invalid.includes('codigo_movimento') || codigoMovimento.length !== 2) {
    throw new BankFileError(t.linha, 'codigo_movimento', `Line ${t.linha}, codigo_movimento (positions ${positions(FEBRABAN_SEGMENT_T, 'codigo_movimento')} of segment T): '${codigoMovimento}' is not a two-digit code.`)
  }
  const settles = SETTLING_CODES.has(codigoMovimento)
  if (u === undefined) {
    if (settles) throw new BankFileError(t.linha, 'valor_pago', `Line ${t.linha}, valor_pago: the segment T settles (código de movimento ${codigoMovimento}) but no segment U follows it with valor_pago and data_ocorrencia.`)
    avisos.push(`Line ${t.linha}: segment T without a segment U after it; read with zero amounts.`)
  }
  const uValues = u?.values
  if (u !== undefined && settles) {
    const refused = u.invalid.find((campo) => REQUIRED_TO_SETTLE.has(campo)) ?? (u.values.dataOcorrencia === null ? 'data_ocorrencia' : undefined)
    if (refused !== undefined) {
      throw new BankFileError(u.linha, refused, `Line ${u.linha}, ${refused} (positions ${positions(SEGMENT_U, refused)} of segment U): does not parse, and the detail settles a title (código de movimento ${codigoMovimento}).`)
    }
  }
  if (t.invalid.length > 0 || (u?.invalid.length ?? 0) > 0) {
    avisos.push(`Line ${t.linha}: ${[...t.invalid, ...(u?.invalid ?? [])].join(', ')} did not parse and read as empty.`)
  }
  return {
    linha: t.linha,
    codigoMovimento,
    nossoNumero: t.values.nossoNumero,
    seuNumero: t.values.seuNumero,
    identificacao: t.values.identificacao,
    vencimento: t.values.vencimento,
    valorNominalCents: t.values.valorNominalCents,
    jurosCents: uValues?.jurosCents ?? 0,
    descontoCents: uValues?.descontoCents ?? 0,
    abatimentoCents: uValues?.abatimentoCents ?? 0,
    valorPagoCents: uValues?.valorPagoCents ?? 0,
    dataOcorrencia: uValues?.dataOcorrencia ?? null,
    dataCredito: uValues?.dataCredito ?? null
  }
}

function positions (layout: Layout, campo: string): string {
  const field = layout.find((candidate) => candidate.campo === campo)
  return field === undefined ? '?' : `${field.from}-${field.to}`
}

function checkCount (avisos: string[], linha: number, record: string, what: string, written: string, counted: number): void {
  if (written === '' || Number(written) !== counted) {
    avisos.push(`Line ${linha}: ${record} gives ${written === '' ? 'no count of' : written} ${what}, the file has ${counted}.`)
  }
}

/** A line of the file: its bytes from `start` to `end` of `bytes` (without CR LF), valid until the next is read. */
interface Line { bytes: Buffer, start: number, end: number }

/**
 * The lines of the bytes given in pieces, one after another: a line cut between two pieces is
 * read whole (what a piece leaves after its last line feed is joined to the next).
 */
function * linesOf (pieces: Iterable<Buffer>): Generator<Line> {
  let rest: Buffer | undefined
  for (const piece of pieces) {
    const bytes = rest === undefined || rest.length === 0 ? piece : Buffer.concat([rest, piece])
    let start = 0
    for (let newline = bytes.indexOf(LINE_FEED); newline !== -1; newline = bytes.indexOf(LINE_FEED, start)) {
      yield lineOf(bytes, start, newline)
      start = newline + 1
    }
    rest = Buffer.from(bytes.subarray(start))
    // A join of this function's own: its memory is freed now rather than left to a collection.
    if (bytes !== piece) letGo(bytes)
  }
  if (rest !== undefined && rest.length > 0) yield lineOf(rest, 0, rest.length)
}

const lineOf = (bytes: Buffer, start: number, end: number): Line =>
  ({ bytes, start, end: end > start && bytes[end - 1] === CARRIAGE_RETURN ? end - 1 : end })

/** Blank, or the Ctrl-Z some systems still put at the end of a text file. */
function isBlankLine (bytes: Buffer, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const byte = bytes[i]
    if (byte !== SPACE && byte !== END_OF_FILE && byte !== 0x09) return false
  }
  return true
}
