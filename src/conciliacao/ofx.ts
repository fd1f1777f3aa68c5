import { Buffer } from 'node:buffer'
import { createHash } from 'node:crypto'
import { parseSync } from 'ofx-js'
import { BankFileError, type OfxStatement, type OfxTransaction } from './bank-file.js'
import { ofxPiecesToXml, ofxToXml } from './ofx-xml.js'
import { Offsets } from './offsets.js'
import { PackedBytes } from '../http/packed-bytes.js'
import { isUtf8InPieces, textEncoding, withoutBom } from './text.js'

/**
 * Reads an OFX bank statement (DESIGN 18) through ofx-js, which takes 1.x SGML with unclosed
 * tags and 2.x XML and hands every value back as the text the bank wrote. What ofx-js does not
 * do is done here: the charset the header names, the statement made well-formed XML before it is
 * handed over (ofxToXml, src/conciliacao/ofx-xml.ts, says why), amounts with a comma, dates with offsets, and a key for a
 * transaction that came without FITID.
 */
export function readOfx (bytes: Uint8Array): OfxStatement {
  const { slices, ...statement } = readOfxForImport(PackedBytes.of(bytes))
  return { ...statement, transacoes: [...slices(Number.MAX_SAFE_INTEGER)].flat() }
}

/**
 * The statement as the import takes it: judged whole here, every transaction read once so that
 * what cannot be read is refused before anything is stored, then its transactions read again
 * from the file's bytes a slice at a time, each time the import asks. What the import holds
 * meanwhile is the bytes as the body was kept, gzipped (PackedBytes), and where each transaction
 * lies in them, not 70,000 transactions as objects, which were twice the file's size in the heap
 * and half as much again before a collection (docs/PERFORMANCE.md, "Bank reconciliation").
 */
export function readOfxForImport (bytes: PackedBytes): Omit<OfxStatement, 'transacoes'> & { slices: (size: number) => Iterable<OfxTransaction[]> } {
  const { banco, conta, source, ranges } = judgedStatement(bytes)
  const decoder = new TextDecoder(source.encoding)
  return {
    formato: 'ofx',
    banco,
    conta,
    avisos: [],
    slices: function * (size) {
      const keyed = withKeys(banco, conta)
      const count = ranges.length / 2
      for (let first = 0; first < count; first += size) {
        const slice: OfxTransaction[] = []
        for (let index = first; index < Math.min(first + size, count); index++) {
          const read = readTransactionAt(source.bytes, decoder, index + 1, ranges.at(2 * index), ranges.at(2 * index + 1))
          // Read once already, before the statement was accepted: the same bytes read the same.
          if (read instanceof BankFileError) throw new Error(`STMTTRN ${index + 1} read at first and not again: ${read.message}`)
          slice.push(keyed(read))
        }
        yield slice
      }
    }
  }
}

/**
 * The statement judged whole: its account, every transaction read once (the first that cannot be
 * is refused, once the statement around it has been judged), and where each transaction lies in
 * its bytes. The conversion reads the bytes as Latin-1, a piece at a time, so that no text as
 * large as the file is ever made: tags and blanks are ASCII in every encoding a statement's bytes
 * are kept in (statementBytes), so it finds the same tags as in the decoded text, and the
 * statement's skeleton and each transaction are decoded from their own bytes.
 */
function judgedStatement (bytes: PackedBytes): { banco: string, conta: string, source: StatementBytes, ranges: Offsets } {
  const source = statementBytes(bytes)
  const decoder = new TextDecoder(source.encoding)
  /** Each transaction's first byte and the byte after its last, one after the other. */
  const ranges = new Offsets()
  let firstError: BankFileError | undefined
  const skeleton = ofxPiecesToXml(latin1Pieces(source.bytes), (from, to) => {
    ranges.push(from, to)
    if (firstError === undefined) {
      const read = readTransactionAt(source.bytes, decoder, ranges.length / 2, from, to)
      if (read instanceof BankFileError) firstError = read
    }
  })
  const statement = bankStatement(parse(decoder.decode(Buffer.from(skeleton, 'latin1'))))
  const account = record(statement.BANKACCTFROM)
  const conta = leaf(account.ACCTID)
  if (conta === '') throw new BankFileError(0, 'BANKACCTFROM', 'Line 0, BANKACCTFROM: the statement names no account (ACCTID).')
  if (firstError !== undefined) throw firstError
  return { banco: leaf(account.BANKID), conta, source, ranges }
}

/**
 * The bytes as Latin-1 text, 16 KiB at a time (from PackedBytes' inflated blocks, each inflated
 * once for the text and the transactions read from it): short strings of the young generation.
 * Pieces of 256 KiB were large objects, each flattened again with what the last one left
 * unread, and judging a 10 MB statement peaked 31 MB over where it started against 14-18 in
 * pieces of 16 KiB (docs/PERFORMANCE.md, "Bank reconciliation").
 */
function * latin1Pieces (bytes: ByteRanges): Generator<string> {
  const PIECE = 16 * 1024
  for (let at = 0; at < bytes.length; at += PIECE) yield bytes.read(at, Math.min(at + PIECE, bytes.length), (piece) => piece.toString('latin1'))
}

/** Gives each transaction read in order its key: FITID as sent, or the hash DESIGN 18 describes. */
function withKeys (banco: string, conta: string): (transaction: ReadTransaction) => OfxTransaction {
  // By a digest of what each transaction says: a statement without FITIDs is not kept whole here.
  const seen = new Map<string, number>()
  return ({ linha, fitid, ...fields }) => {
    if (fitid !== '') return { linha, fitid, fitidInformado: true, ...fields }
    // The same statement imported again must give the same keys: the key is what the transaction
    // says plus its ordinal among transactions that say exactly the same.
    const material = JSON.stringify([banco, conta, fields])
    const digest = createHash('sha256').update(material).digest('base64')
    const ordinal = (seen.get(digest) ?? 0) + 1
    seen.set(digest, ordinal)
    const hash = createHash('sha256').update(`${material}#${ordinal}`).digest('hex').slice(0, 24)
    return { linha, fitid: hash, fitidInformado: false, ...fields }
  }
}

/** A transaction as its STMTTRN says it, FITID as sent ('' when absent). */
type ReadTransaction = Omit<OfxTransaction, 'fitidInformado'>

/**
 * The STMTTRN at bytes `from` to `to` read into a transaction, or why it cannot be: the same
 * when the statement is judged and each time the import reads it again. Its text is made
 * well-formed XML on its own: the conversion does the same inside a transaction wherever it
 * stands, as nothing outside it can close what it opened without the statement being refused.
 */
function readTransactionAt (bytes: ByteRanges, decoder: TextDecoder, linha: number, from: number, to: number): ReadTransaction | BankFileError {
  try {
    const fields = record(parse(ofxToXml(`<OFX>${bytes.read(from, to, (transaction) => decoder.decode(transaction))}</OFX>`)).STMTTRN)
    const read = <T>(campo: string, parse: (raw: string) => T | undefined): T => {
      const raw = leaf(fields[campo])
      const value = parse(raw)
      if (value === undefined) throw new BankFileError(linha, campo, `STMTTRN ${linha}, ${campo}: '${raw}' ${raw === '' ? 'is missing' : 'does not parse'}.`)
      return value
    }
    return {
      linha,
      fitid: leaf(fields.FITID),
      tipo: leaf(fields.TRNTYPE),
      data: read('DTPOSTED', ofxDate),
      valorCents: read('TRNAMT', ofxAmountCents),
      name: leaf(fields.NAME),
      memo: leaf(fields.MEMO),
      checknum: leaf(fields.CHECKNUM),
      refnum: leaf(fields.REFNUM)
    }
  } catch (error) {
    if (error instanceof BankFileError) return error
    throw error
  }
}

/** Bytes a statement's transactions are read from, in an encoding whose ASCII bytes are ASCII. */
interface StatementBytes { bytes: ByteRanges, encoding: string }

/** The statement's bytes, without the file's byte order mark. */
interface ByteRanges { length: number, read: <T>(from: number, to: number, reader: (bytes: Buffer) => T) => T }

/**
 * The statement's bytes and their encoding (textEncoding's, chosen once for the whole file): the
 * file's own when that is UTF-8 or one byte a character, else its text as UTF-8 (an encoding of
 * several bytes a character can use ASCII bytes inside a character; the file is then decoded
 * whole and kept packed again).
 */
function statementBytes (bytes: PackedBytes): StatementBytes {
  const head = bytes.subarray(0, Math.min(bytes.length, HEAD_BYTES))
  const skipped = head.length - withoutBom(head).length
  const body: ByteRanges = skipped === 0 ? bytes : { length: bytes.length - skipped, read: (from, to, reader) => bytes.read(from + skipped, to + skipped, reader) }
  const encoding = textEncoding(isUtf8InPieces(piecesWithout(bytes, skipped)), charsetOf(head))
  if (encoding === 'utf-8' || SINGLE_BYTE_ENCODINGS.test(encoding)) return { bytes: body, encoding }
  return { bytes: PackedBytes.of(Buffer.from(new TextDecoder(encoding).decode(withoutBom(bytes.joined())), 'utf8')), encoding: 'utf-8' }
}

/** Enough of the file for its byte order mark and its header's charset (charsetOf). */
const HEAD_BYTES = 3 + 1024

/** The blocks of `bytes`, the first `skipped` bytes left out. */
function * piecesWithout (bytes: PackedBytes, skipped: number): Generator<Buffer> {
  let first = true
  for (const piece of bytes.pieces()) {
    yield first ? piece.subarray(skipped) : piece
    first = false
  }
}

/** The encodings (WHATWG names, as TextDecoder gives them) with one byte a character. */
const SINGLE_BYTE_ENCODINGS = /^(ibm866|iso-8859-\d+|koi8-[ru]|macintosh|windows-\d+|x-mac-cyrillic)$/

function parse (xml: string): Record<string, unknown> {
  try {
    return record(parseSync(xml).OFX)
  } catch (error) {
    throw new BankFileError(0, 'OFX', `Line 0, OFX: the statement does not parse (${(error as Error).message}).`)
  }
}

/** The one bank statement of the file: several (one per account) are refused rather than half read. */
function bankStatement (document: Record<string, unknown>): Record<string, unknown> {
  const responses = list(record(document.BANKMSGSRSV1).STMTTRNRS)
  if (responses.length === 0) throw new BankFileError(0, 'STMTRS', 'Line 0, STMTRS: the file has no bank statement (BANKMSGSRSV1/STMTTRNRS/STMTRS).')
  if (responses.length > 1) throw new BankFileError(0, 'STMTRS', `Line 0, STMTRS: the file has ${responses.length} bank statements; import one statement per file.`)
  return record(record(responses[0]).STMTRS)
}

/**
 * The charset the header names: `CHARSET:1252` (1.x) or the XML declaration's encoding (2.x);
 * windows-1252 when it names none, NONE or one TextDecoder does not know. textEncoding still reads
 * bytes that are valid UTF-8 as UTF-8, as Brazilian banks send both under either label.
 */
function charsetOf (bytes: Uint8Array): string {
  const head = withoutBom(bytes).subarray(0, 1024).toString('latin1')
  const named = /CHARSET:\s*([\w-]+)/i.exec(head)?.[1] ?? /<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(head)?.[1]
  if (named === undefined || /^(NONE|1252)$/i.test(named)) return 'windows-1252'
  try {
    return new TextDecoder(/^\d+$/.test(named) ? `windows-${named}` : named).encoding
  } catch {
    return 'windows-1252'
  }
}

/** `YYYYMMDD`, with or without a time and an offset (`[-3:BRT]`): the bank's own date. */
export function ofxDate (raw: string): string | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(?:\d{2}(?:\d{2}(?:\d{2}(?:\.\d{1,3})?)?)?)?(?:\s*\[[^\]]*\])?$/.exec(raw)
  if (match === null) return undefined
  const [, year = '', month = '', day = ''] = match
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return undefined
  return `${year}-${month}-${day}`
}

/**
 * An OFX amount in exact cents: the decimal point is '.' or ',' (the spec allows both); a bank
 * that also groups thousands with the other one is read too. Digits past the cents must be zeros.
 */
export function ofxAmountCents (raw: string): number | undefined {
  const match = /^([+-]?)(\d[\d.,]*|[.,]\d+)$/.exec(raw)
  if (match === null) return undefined
  const [, sign, body = ''] = match
  const point = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','))
  let whole = point < 0 ? body : body.slice(0, point)
  const fraction = point < 0 ? '' : body.slice(point + 1)
  if (/[.,]/.test(whole)) {
    const grouping = body[point] === '.' ? ',' : '.'
    if (!new RegExp(`^\\d{1,3}(\\${grouping}\\d{3})*$`).test(whole)) return undefined
    whole = whole.replaceAll(grouping, '')
  }
  if (!/^\d*$/.test(fraction) || /[^0]/.test(fraction.slice(2))) return undefined
  const cents = Number(whole === '' ? '0' : whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'))
  if (!Number.isSafeInteger(cents)) return undefined
  return sign === '-' && cents !== 0 ? -cents : cents
}

function record (value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value as Record<string, unknown> : {}
}

function list (value: unknown): unknown[] {
  if (value === undefined || value === '') return []
  return Array.isArray(value) ? value : [value]
}

/** An element's text, trimmed; '' when absent or not a leaf. */
function leaf (value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}
