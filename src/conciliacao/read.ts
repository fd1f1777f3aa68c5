import type { Buffer } from 'node:buffer'
import { BankFileError, type BankFile, type CnabDetail, type ImportableFile } from './bank-file.js'
import { cnab240Details, readCnab240, type CnabHead } from './cnab240.js'
import { LINE_LENGTH } from './cnab240-layouts.js'
import { readOfx } from './ofx.js'
import { withoutBom } from './text.js'

export type BankFileFormat = 'cnab240' | 'ofx'

/**
 * Reads a bank file in the format given, or the one its content shows (DESIGN 18): an OFX header
 * or `<OFX>` element, or a CNAB 240 file header (bank digits, batch 0000 and record type 0 at
 * position 8). Anything else is BankFileError with campo `formato`.
 */
export function readBankFile (bytes: Buffer, formato?: BankFileFormat): BankFile {
  const format = formato ?? recognize(bytes)
  return format === 'ofx' ? readOfx(bytes) : readCnab240(bytes)
}

/**
 * A bank file for the import: read whole first, so that a file that cannot be read is refused
 * before anything is stored, then handed over a slice of lines at a time. A CNAB 240 file's
 * details are read again from its bytes slice by slice (reading is cheap; holding 20,000 details
 * is not); an OFX statement's transactions, read through a parser of whole documents, are handed
 * over from the one reading and let go slice by slice.
 */
export function readForImport (bytes: Buffer, formato?: BankFileFormat): ImportableFile {
  if ((formato ?? recognize(bytes)) === 'ofx') {
    const { transacoes, ...head } = readOfx(bytes)
    return {
      ...head,
      slices: function * (size) {
        while (transacoes.length > 0) yield transacoes.splice(0, size)
      }
    }
  }
  const head = headOf(cnab240Details(bytes))
  return {
    ...head,
    slices: function * (size) {
      let slice: CnabDetail[] = []
      const details = cnab240Details(bytes)
      for (let next = details.next(); next.done !== true; next = details.next()) {
        slice.push(next.value)
        if (slice.length === size) {
          yield slice
          slice = []
        }
      }
      if (slice.length > 0) yield slice
    }
  }
}

/** Reads every detail, keeping none: what the file says besides them. */
function headOf (details: Generator<CnabDetail, CnabHead>): CnabHead {
  for (;;) {
    const next = details.next()
    if (next.done === true) return next.value
  }
}

export function recognize (bytes: Buffer): BankFileFormat {
  const head = withoutBom(bytes).subarray(0, 4096).toString('latin1')
  if (/OFXHEADER|<OFX>/i.test(head)) return 'ofx'
  const firstLine = /^[ \t\r\n]*([^\r\n]*)/.exec(head)?.[1] ?? ''
  if (/^\d{3}00000/.test(firstLine) && firstLine.trimEnd().length <= LINE_LENGTH) return 'cnab240'
  const hint = firstLine.trimEnd().length > LINE_LENGTH ? ` Its first line has ${firstLine.trimEnd().length} characters (CNAB 400 is not read).` : ''
  throw new BankFileError(0, 'formato', 'Line 0, formato: the file is neither a CNAB 240 return file (a file header with record type 0 at position 8) ' +
    `nor an OFX statement (OFXHEADER or <OFX>).${hint}`)
}
