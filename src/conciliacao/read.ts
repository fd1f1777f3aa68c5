import type { Buffer } from 'node:buffer'
import { PackedBytes } from '../http/packed-bytes.js'
import { BankFileError, type BankFile, type ImportableFile } from './bank-file.js'
import { readCnab240 } from './cnab240.js'
import { LINE_LENGTH } from './cnab240-layouts.js'
import { readOfx, readOfxForImport } from './ofx.js'
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
 * A bank file for the import, its bytes as the body kept them (packed, src/http/packed-body.ts):
 * read whole, so that a file that cannot be read is refused before anything is stored, then
 * handed over a slice of lines at a time, as often as asked (a transaction that lost a conflict
 * runs again whole). Either format is read a block at a time, never inflated whole. A CNAB file's
 * details, a third of the file's size as objects, are what the import keeps of it (the bytes are
 * let go before it starts, routes.ts); an OFX statement's transactions are read again from its
 * packed bytes each time, which the import keeps instead: as objects they were twice the file's
 * size.
 */
export function readForImport (bytes: PackedBytes | Uint8Array, formato?: BankFileFormat): ImportableFile {
  const packed = bytes instanceof PackedBytes ? bytes : PackedBytes.of(bytes)
  if ((formato ?? recognize(packed.subarray(0, Math.min(packed.length, RECOGNIZED_BYTES)))) === 'ofx') return readOfxForImport(packed)
  const { detalhes, ...head } = readCnab240(packed)
  return { ...head, slices: (size) => slicesOf(detalhes, size) }
}

function * slicesOf<T> (lines: readonly T[], size: number): Generator<T[]> {
  for (let at = 0; at < lines.length; at += size) yield lines.slice(at, at + size)
}

/** What recognize reads of a file: its byte order mark and 4 KiB. */
const RECOGNIZED_BYTES = 3 + 4096

export function recognize (bytes: Buffer): BankFileFormat {
  const head = withoutBom(bytes).subarray(0, RECOGNIZED_BYTES - 3).toString('latin1')
  if (/OFXHEADER|<OFX>/i.test(head)) return 'ofx'
  const firstLine = /^[ \t\r\n]*([^\r\n]*)/.exec(head)?.[1] ?? ''
  if (/^\d{3}00000/.test(firstLine) && firstLine.trimEnd().length <= LINE_LENGTH) return 'cnab240'
  const hint = firstLine.trimEnd().length > LINE_LENGTH ? ` Its first line has ${firstLine.trimEnd().length} characters (CNAB 400 is not read).` : ''
  throw new BankFileError(0, 'formato', 'Line 0, formato: the file is neither a CNAB 240 return file (a file header with record type 0 at position 8) ' +
    `nor an OFX statement (OFXHEADER or <OFX>).${hint}`)
}
