import { Buffer, isAscii, isUtf8 } from 'node:buffer'
import type { PackedBytes } from '../http/packed-bytes.js'

/**
 * How bank files' bytes become text (DESIGN 18): a UTF-8 byte order mark is skipped, UTF-8 is
 * read as UTF-8, and anything else as the single-byte charset the bank wrote (Latin-1 for CNAB,
 * what the header names for OFX).
 */

const BOM = [0xef, 0xbb, 0xbf]

/** The bytes after a UTF-8 byte order mark, if there is one (a view, not a copy). */
export function withoutBom (bytes: Uint8Array): Buffer {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return hasBom(buffer) ? buffer.subarray(BOM.length) : buffer
}

function hasBom (bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === BOM[0] && bytes[1] === BOM[1] && bytes[2] === BOM[2]
}

/**
 * One byte per character, so that fixed positions are byte offsets. ASCII and Latin-1 bytes are
 * that already and are returned as they are (no copy); only a file that is valid UTF-8 with
 * accented letters is re-encoded, each character past Latin-1 (rare in a bank file) becoming '?'.
 */
export function singleByteText (input: Uint8Array | string): Buffer {
  if (typeof input === 'string') return latin1Bytes(input.charCodeAt(0) === 0xfeff ? input.slice(1) : input)
  const bytes = withoutBom(input)
  if (isAscii(bytes) || !isUtf8(bytes)) return bytes
  return latin1Bytes(new TextDecoder('utf-8').decode(bytes))
}

/**
 * singleByteText of bytes kept packed, a piece at a time: whether they are ASCII or UTF-8 is
 * judged over all of them first, then each piece is given as it is or re-encoded (a character cut
 * between two pieces decoded whole).
 */
export function * singleBytePieces (bytes: PackedBytes): Generator<Buffer> {
  const pieces = function * (): Generator<Buffer> {
    let first = true
    for (const piece of bytes.pieces()) {
      yield first ? withoutBom(piece) : piece
      first = false
    }
  }
  let ascii = true
  for (const piece of pieces()) {
    if (isAscii(piece)) continue
    ascii = false
    break
  }
  if (ascii || !isUtf8InPieces(pieces())) {
    yield * pieces()
    return
  }
  const decoder = new TextDecoder('utf-8')
  for (const piece of pieces()) yield latin1Bytes(decoder.decode(piece, { stream: true }))
  yield latin1Bytes(decoder.decode())
}

function latin1Bytes (text: string): Buffer {
  return Buffer.from(text.replace(/[\u{100}-\u{10ffff}]/gu, '?'), 'latin1')
}

/**
 * The encoding to read a file in whose header names its charset (OFX's `CHARSET:1252`, an XML
 * declaration's encoding), by whether its bytes without their byte order mark are valid UTF-8.
 * Bytes that are valid UTF-8 are read as UTF-8 whatever the label: banks that say 1252 and write
 * UTF-8 exist, and accented windows-1252 text is all but never valid UTF-8. Bytes that are not are
 * read in the charset named, or windows-1252 when that is UTF-8 (a wrong label).
 */
export function textEncoding (validUtf8: boolean, charset: string): string {
  if (validUtf8) return 'utf-8'
  return charset === 'utf-8' ? 'windows-1252' : charset
}

/**
 * isUtf8 of the bytes given in pieces, one after another, as if they were joined (a file kept a
 * block at a time, PackedBytes): a character cut between two pieces is checked whole.
 */
export function isUtf8InPieces (pieces: Iterable<Uint8Array>): boolean {
  /** The start of a character the last piece ended inside of. */
  let cut: Buffer = Buffer.alloc(0)
  for (const piece of pieces) {
    let from = 0
    if (cut.length > 0) {
      const length = sequenceLength(cut[0] as number)
      const character = Buffer.concat([cut, piece.subarray(0, length - cut.length)])
      from = character.length - cut.length
      cut = character
      if (character.length < length) continue
      if (!isUtf8(character)) return false
      cut = Buffer.alloc(0)
    }
    const end = endOfLastWholeCharacter(piece, from)
    if (!isUtf8(piece.subarray(from, end))) return false
    cut = Buffer.from(piece.subarray(end))
  }
  return cut.length === 0
}

/** The bytes of a UTF-8 sequence its first byte announces (1 for a byte no sequence starts with: isUtf8 refuses it). */
function sequenceLength (first: number): number {
  if (first >= 0xf0) return 4
  if (first >= 0xe0) return 3
  if (first >= 0xc0) return 2
  return 1
}

/** Where the last character of `bytes` (from `from`) starts if the bytes end inside it, else their end. */
function endOfLastWholeCharacter (bytes: Uint8Array, from: number): number {
  for (let at = bytes.length - 1; at >= Math.max(from, bytes.length - 4); at--) {
    const byte = bytes[at] as number
    // A continuation byte (10xxxxxx): the character starts further back.
    if ((byte & 0xc0) === 0x80) continue
    return bytes.length - at < sequenceLength(byte) ? at : bytes.length
  }
  return bytes.length
}
