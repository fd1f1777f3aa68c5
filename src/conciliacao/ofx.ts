import { createHash } from 'node:crypto'
import { parseSync } from 'ofx-js'
import { BankFileError, type OfxStatement, type OfxTransaction } from './bank-file.js'
import { decodeText, withoutBom } from './text.js'

/**
 * Reads an OFX bank statement (DESIGN 18) through ofx-js, which takes 1.x SGML with unclosed
 * tags and 2.x XML and hands every value back as the text the bank wrote. What ofx-js does not
 * do is done here: the charset the header names, the statement made well-formed XML before it is
 * handed over (ofxToXml says why), amounts with a comma, dates with offsets, and a key for a
 * transaction that came without FITID.
 */
export function readOfx (bytes: Uint8Array): OfxStatement {
  const text = decodeText(bytes, charsetOf(bytes))
  if (!/<OFX>/i.test(text)) throw new BankFileError(0, 'OFX', 'Line 0, OFX: the file has no <OFX> element; not an OFX statement.')
  // Each transaction is read as the conversion closes it, so neither the statement's XML nor
  // ofx-js's tree of it (some 30 times the file's size) ever exists whole; what is wrong with a
  // transaction is told once the statement around it has been judged, as when it was read last.
  const read: Array<ReadTransaction | BankFileError | undefined> = []
  // One string per type and date however many transactions repeat it: the import holds them all while it works.
  const seenTexts = new Map<string, string>()
  const once = (text: string): string => seenTexts.get(text) ?? (seenTexts.set(text, detached(text)), seenTexts.get(text) as string)
  const skeleton = ofxToXml(text, (xml) => { read.push(readTransaction(read.length + 1, xml, once)) })
  const statement = bankStatement(parse(skeleton))
  const account = record(statement.BANKACCTFROM)
  const banco = leaf(account.BANKID)
  const conta = leaf(account.ACCTID)
  if (conta === '') throw new BankFileError(0, 'BANKACCTFROM', 'Line 0, BANKACCTFROM: the statement names no account (ACCTID).')
  const seen = new Map<string, number>()
  const transacoes: OfxTransaction[] = []
  for (const [index, transaction] of read.entries()) {
    if (transaction === undefined || transaction instanceof BankFileError) throw transaction
    read[index] = undefined
    const { linha, fitid, ...fields } = transaction
    if (fitid !== '') {
      transacoes.push({ linha, fitid, fitidInformado: true, ...fields })
      continue
    }
    // The same statement imported again must give the same keys: the key is what the transaction
    // says plus its ordinal among transactions that say exactly the same.
    const material = JSON.stringify([banco, conta, fields])
    const ordinal = (seen.get(material) ?? 0) + 1
    seen.set(material, ordinal)
    const hash = createHash('sha256').update(`${material}#${ordinal}`).digest('hex').slice(0, 24)
    transacoes.push({ linha, fitid: hash, fitidInformado: false, ...fields })
  }
  return { formato: 'ofx', banco, conta, transacoes, avisos: [] }
}

/** A transaction as its STMTTRN says it, FITID as sent ('' when absent). */
type ReadTransaction = Omit<OfxTransaction, 'fitidInformado'>

/** One STMTTRN's XML read into a transaction, or why it cannot be. */
function readTransaction (linha: number, xml: string, once: (text: string) => string): ReadTransaction | BankFileError {
  try {
    const fields = record(parse(`<OFX>${xml}</OFX>`).STMTTRN)
    const read = <T>(campo: string, parse: (raw: string) => T | undefined): T => {
      const raw = leaf(fields[campo])
      const value = parse(raw)
      if (value === undefined) throw new BankFileError(linha, campo, `STMTTRN ${linha}, ${campo}: '${raw}' ${raw === '' ? 'is missing' : 'does not parse'}.`)
      return value
    }
    return {
      linha,
      fitid: detached(leaf(fields.FITID)),
      tipo: once(leaf(fields.TRNTYPE)),
      data: once(read('DTPOSTED', ofxDate)),
      valorCents: read('TRNAMT', ofxAmountCents),
      name: detached(leaf(fields.NAME)),
      memo: detached(leaf(fields.MEMO)),
      checknum: detached(leaf(fields.CHECKNUM)),
      refnum: detached(leaf(fields.REFNUM))
    }
  } catch (error) {
    if (error instanceof BankFileError) return error
    throw error
  }
}

/**
 * A copy of `text` of its own. V8 keeps a longer substring as a view of the string it was cut
 * from: a FITID or a MEMO kept as ofx-js gave it holds its whole transaction's XML, and the
 * 70,000 transactions of a 10 MB statement held 14 MB of XML through them while the import worked
 * (docs/PERFORMANCE.md, "Bank reconciliation").
 */
const detached = (text: string): string => text.length < 13 ? text : JSON.parse(JSON.stringify(text)) as string

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
 * windows-1252 when it names none, NONE or one TextDecoder does not know. decodeText still reads
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

/**
 * The statement as well-formed XML, so that ofx-js reads it with its XML parser and never falls
 * back to its SGML conversion: that conversion fails on an empty element without a closing tag
 * (`<MEMO>` then `</STMTTRN>`, as some banks write it), and its regular expressions take time
 * exponential in a tag name's length and quadratic in a run of blanks, which a 10 MB body could
 * turn into hours. Here, in one pass: a leaf with text gets its closing tag; an element without
 * text that an enclosing close reaches unclosed was an empty leaf, and its start tag is dropped
 * (it reads as absent, what followed it stays where it was), unless it is one of the statement's
 * own aggregates, which is refused; a stray closing tag is dropped; a '<' that starts no tag is
 * text; an element still open at the end, or nesting past MAX_DEPTH, is refused. Each bank
 * transaction (a STMTTRN of BANKMSGSRSV1) is handed to `onTransaction` as it closes, when given,
 * and left out of the XML returned.
 */
/** The aggregates the statement is read from: taking one for a leaf, or dropping it as empty, would lose transactions. */
const STATEMENT_AGGREGATES: ReadonlySet<string> = new Set(['OFX', 'BANKMSGSRSV1', 'STMTTRNRS', 'STMTRS', 'BANKACCTFROM', 'BANKTRANLIST', 'STMTTRN'])

/** A statement nests about 7 deep; ofx-js parses by recursion and falls back to its regular expressions when that overflows. */
const MAX_DEPTH = 32

export function ofxToXml (text: string, onTransaction?: (xml: string) => void): string {
  const parts: string[] = ['<OFX>']
  const open: Array<{ name: string, part: number }> = [{ name: 'OFX', part: 0 }]
  const tag = /<(\/?)([A-Za-z0-9_.]{1,64})>/y
  const blanks = /\s*/y
  // A start tag is a leaf or an aggregate by what lies between it and the next tag: text or none.
  let started: { name: string, textFrom: number } | undefined
  let position = text.search(/<OFX>/i) + '<OFX>'.length
  while (open.length > 0) {
    const at = nextTag(text, tag, position)
    if (at === -1) break
    const [, slash, name = ''] = tag.exec(text) ?? []
    position = tag.lastIndex
    if (started !== undefined) {
      blanks.lastIndex = started.textFrom
      blanks.exec(text)
      const isLeaf = blanks.lastIndex < at && !STATEMENT_AGGREGATES.has(started.name)
      if (isLeaf) parts.push(text.slice(started.textFrom, at).trim().replaceAll('<', '&lt;'), `</${started.name}>`)
      else if (open.push({ name: started.name, part: parts.length - 1 }) > MAX_DEPTH) {
        throw new BankFileError(0, 'OFX', `Line 0, OFX: elements nested deeper than ${MAX_DEPTH} levels; not a bank statement.`)
      }
      const closesIt = slash === '/' && name === started.name
      started = undefined
      if (closesIt && isLeaf) continue
    }
    if (slash === '') {
      parts.push(`<${name}>`)
      started = { name, textFrom: position }
      continue
    }
    let depth = open.length - 1
    while (depth >= 0 && open[depth]?.name !== name) depth--
    // No open element of that name: a stray closing tag.
    if (depth < 0) continue
    const [closed, ...unclosedInside] = open.splice(depth)
    for (const unclosed of unclosedInside) {
      if (STATEMENT_AGGREGATES.has(unclosed.name)) throw new BankFileError(0, 'OFX', `Line 0, OFX: <${unclosed.name}> is not closed before </${name}>.`)
      parts[unclosed.part] = ''
    }
    parts.push(`</${name}>`)
    // A bank statement's transaction, whole: handed over and left out of what is returned.
    if (onTransaction !== undefined && name === 'STMTTRN' && closed !== undefined && isBankTransaction(open)) onTransaction(parts.splice(closed.part).join(''))
  }
  if (open.length > 0) throw new BankFileError(0, 'OFX', `Line 0, OFX: <${open.at(-1)?.name ?? 'OFX'}> is never closed; the file may have been cut short.`)
  return parts.join('')
}

/** A STMTTRN closed inside these elements is one of a bank statement's transactions, not part of one. */
const isBankTransaction = (open: ReadonlyArray<{ name: string }>): boolean =>
  open.some((element) => element.name === 'BANKMSGSRSV1') && !open.some((element) => element.name === 'STMTTRN')

/** The index of the next '<' from `from` that starts a tag (`tag.lastIndex` left on it), or -1. */
function nextTag (text: string, tag: RegExp, from: number): number {
  for (let at = text.indexOf('<', from); at !== -1; at = text.indexOf('<', at + 1)) {
    tag.lastIndex = at
    if (tag.test(text)) {
      tag.lastIndex = at
      return at
    }
  }
  return -1
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
