import { Buffer } from 'node:buffer'
import { createHash } from 'node:crypto'
import { parseSync } from 'ofx-js'
import { BankFileError, type OfxStatement, type OfxTransaction } from './bank-file.js'
import { decodeText, withoutBom } from './text.js'

/**
 * Reads an OFX bank statement (DESIGN 18) through ofx-js, which takes 1.x SGML with unclosed
 * tags and 2.x XML and hands every value back as the text the bank wrote. What ofx-js does not
 * do is done here: the charset the header names, one pre-normalization it needs (empty elements
 * without a closing tag), amounts with a comma, dates with offsets, and a key for a transaction
 * that came without FITID.
 */
export function readOfx (bytes: Uint8Array): OfxStatement {
  const text = decodeText(bytes, charsetOf(bytes))
  if (!/<OFX>/i.test(text)) throw new BankFileError(0, 'OFX', 'Line 0, OFX: the file has no <OFX> element; not an OFX statement.')
  let document: Record<string, unknown>
  try {
    document = parseSync(dropEmptyUnclosedElements(text)).OFX
  } catch (error) {
    throw new BankFileError(0, 'OFX', `Line 0, OFX: the statement does not parse (${(error as Error).message}).`)
  }
  const statement = bankStatement(document)
  const account = record(statement.BANKACCTFROM)
  const banco = leaf(account.BANKID)
  const conta = leaf(account.ACCTID)
  if (conta === '') throw new BankFileError(0, 'BANKACCTFROM', 'Line 0, BANKACCTFROM: the statement names no account (ACCTID).')
  const seen = new Map<string, number>()
  const transacoes = list(record(statement.BANKTRANLIST).STMTTRN).map((entry, index): OfxTransaction => {
    const linha = index + 1
    const fields = record(entry)
    const read = <T>(campo: string, parse: (raw: string) => T | undefined): T => {
      const raw = leaf(fields[campo])
      const value = parse(raw)
      if (value === undefined) throw new BankFileError(linha, campo, `STMTTRN ${linha}, ${campo}: '${raw}' ${raw === '' ? 'is missing' : 'does not parse'}.`)
      return value
    }
    const transaction = {
      tipo: leaf(fields.TRNTYPE),
      data: read('DTPOSTED', ofxDate),
      valorCents: read('TRNAMT', ofxAmountCents),
      name: leaf(fields.NAME),
      memo: leaf(fields.MEMO),
      checknum: leaf(fields.CHECKNUM),
      refnum: leaf(fields.REFNUM)
    }
    const fitid = leaf(fields.FITID)
    if (fitid !== '') return { linha, fitid, fitidInformado: true, ...transaction }
    // The same statement imported again must give the same keys: the key is what the transaction
    // says plus its ordinal among transactions that say exactly the same.
    const material = JSON.stringify([banco, conta, transaction])
    const ordinal = (seen.get(material) ?? 0) + 1
    seen.set(material, ordinal)
    const hash = createHash('sha256').update(`${material}#${ordinal}`).digest('hex').slice(0, 24)
    return { linha, fitid: hash, fitidInformado: false, ...transaction }
  })
  return { formato: 'ofx', banco, conta, transacoes, avisos: [] }
}

/** The one bank statement of the file: several (one per account) are refused rather than half read. */
function bankStatement (document: Record<string, unknown>): Record<string, unknown> {
  const responses = list(record(document.BANKMSGSRSV1).STMTTRNRS)
  if (responses.length === 0) throw new BankFileError(0, 'STMTRS', 'Line 0, STMTRS: the file has no bank statement (BANKMSGSRSV1/STMTTRNRS/STMTRS).')
  if (responses.length > 1) throw new BankFileError(0, 'STMTRS', `Line 0, STMTRS: the file has ${responses.length} bank statements; import one statement per file.`)
  return record(record(responses[0]).STMTRS)
}

/**
 * The charset the header names: `CHARSET:1252` (1.x) or the XML declaration's encoding (2.x).
 * Brazilian banks send 1252 and UTF-8 under any label, so a file that is not valid UTF-8 is read
 * as windows-1252 whatever it says (decodeText).
 */
function charsetOf (bytes: Uint8Array): string {
  const head = Buffer.from(withoutBom(bytes).subarray(0, 1024)).toString('latin1')
  const named = /CHARSET:\s*([\w-]+)/i.exec(head)?.[1] ?? /<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(head)?.[1]
  if (named === undefined || /^(NONE|1252)$/i.test(named)) return 'windows-1252'
  try {
    return new TextDecoder(/^\d+$/.test(named) ? `windows-${named}` : named).encoding
  } catch {
    return 'windows-1252'
  }
}

/**
 * ofx-js closes an unclosed element only when it has content; an empty one (`<MEMO>` and then
 * `</STMTTRN>`, as some banks write it) makes it fail with "Missing closing tag". Such an element
 * is found as a start tag with no content that the close of an enclosing element reaches before
 * its own close, and is dropped (its value reads as absent). Text without one is returned as is.
 */
export function dropEmptyUnclosedElements (text: string): string {
  const open: Array<{ name: string, start: number, end: number }> = []
  const dropped: Array<{ start: number, end: number }> = []
  for (const tag of text.matchAll(/<(\/?)([A-Za-z0-9_.]+)>([^<]*)/g)) {
    const [whole, slash, name = '', content = ''] = tag
    const start = tag.index
    if (slash === '') {
      if (content.trim() === '') open.push({ name, start, end: start + whole.length - content.length })
      continue
    }
    let at = open.length - 1
    while (at >= 0 && open[at]?.name !== name) at--
    // No open element of that name: the close of a leaf that had content (`<CODE>0</CODE>`).
    if (at < 0) continue
    dropped.push(...open.splice(at).slice(1))
  }
  if (dropped.length === 0) return text
  dropped.sort((a, b) => a.start - b.start)
  let result = ''
  let from = 0
  for (const element of dropped) {
    result += text.slice(from, element.start)
    from = element.end
  }
  return result + text.slice(from)
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
