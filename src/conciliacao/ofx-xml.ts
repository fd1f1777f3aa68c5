import { BankFileError } from './bank-file.js'

/** The aggregates the statement is read from: taking one for a leaf, or dropping it as empty, would lose transactions. */
const STATEMENT_AGGREGATES: ReadonlySet<string> = new Set(['OFX', 'BANKMSGSRSV1', 'STMTTRNRS', 'STMTRS', 'BANKACCTFROM', 'BANKTRANLIST', 'STMTTRN'])

/** A statement nests about 7 deep; ofx-js parses by recursion and falls back to its regular expressions when that overflows. */
const MAX_DEPTH = 32

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
 * as where it lies in `text` (from its start tag to the end of its end tag), and left out of the
 * XML returned.
 */
export function ofxToXml (text: string, onTransaction?: (from: number, to: number) => void): string {
  return ofxPiecesToXml([text], onTransaction)
}

/**
 * ofxToXml of a text given in pieces, one after another, as if they were joined: offsets are the
 * whole text's. What a piece leaves unfinished (a leaf's text, a tag cut in two) is read again
 * with the next; the search for the next tag goes on from where it stopped, so a run of '<' that
 * start no tag is searched once however many pieces it spans.
 */
export function ofxPiecesToXml (pieces: Iterable<string>, onTransaction?: (from: number, to: number) => void): string {
  const parts: string[] = ['<OFX>']
  const open: Array<{ name: string, part: number, at: number }> = [{ name: 'OFX', part: 0, at: 0 }]
  const tag = /<(\/?)([A-Za-z0-9_.]{1,64})>/y
  // OFX's blanks are ASCII: a byte of a UTF-8 letter read as Latin-1 can be U+00A0, which \s takes.
  const blanks = /[\t\n\v\f\r ]*/y
  // A start tag is a leaf or an aggregate by what lies between it and the next tag: text or none.
  let started: { name: string, textFrom: number, at: number } | undefined
  /** What is left to read of the pieces so far, from `base` in the whole text; positions are in it. */
  let text = ''
  let base = 0
  /** After the last tag read; -1 until <OFX> is found. */
  let position = -1
  /** Where to look for the next tag: no '<' before it starts one. */
  let searchFrom = 0
  const iterator = pieces[Symbol.iterator]()
  for (let next = iterator.next(); !next.done && open.length > 0;) {
    text += next.value
    next = iterator.next()
    const last = next.done === true
    if (position === -1) {
      const found = text.search(/<OFX>/i)
      if (found === -1) {
        // '<OFX' may end this piece: keep its last characters for the next.
        const kept = Math.max(0, text.length - '<OFX>'.length)
        text = text.slice(kept)
        base += kept
        continue
      }
      position = found + '<OFX>'.length
      searchFrom = position
    }
    while (open.length > 0) {
      const at = nextTag(text, tag, Math.max(position, searchFrom))
      if (at === -1) {
        // A tag may be cut at the end of the piece: look again from where it could start.
        searchFrom = Math.max(position, text.length - LONGEST_TAG)
        break
      }
      const [, slash, name = ''] = tag.exec(text) ?? []
      position = tag.lastIndex
      searchFrom = position
      if (started !== undefined) {
        blanks.lastIndex = started.textFrom
        blanks.exec(text)
        const isLeaf = blanks.lastIndex < at && !STATEMENT_AGGREGATES.has(started.name)
        if (isLeaf) parts.push(withoutBlanks(text.slice(started.textFrom, at)).replaceAll('<', '&lt;'), `</${started.name}>`)
        else if (open.push({ name: started.name, part: parts.length - 1, at: started.at }) > MAX_DEPTH) {
          throw new BankFileError(0, 'OFX', `Line 0, OFX: elements nested deeper than ${MAX_DEPTH} levels; not a bank statement.`)
        }
        const closesIt = slash === '/' && name === started.name
        started = undefined
        if (closesIt && isLeaf) continue
      }
      if (slash === '') {
        parts.push(`<${name}>`)
        started = { name, textFrom: position, at: base + at }
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
      if (onTransaction !== undefined && name === 'STMTTRN' && closed !== undefined && isBankTransaction(open)) {
        parts.length = closed.part
        onTransaction(closed.at, base + position)
      }
    }
    if (last) break
    // Read: what lies before the text of a leaf not yet closed, or before the last tag's end.
    const read = Math.min(started?.textFrom ?? position, position)
    text = text.slice(read)
    base += read
    position -= read
    searchFrom -= read
    if (started !== undefined) started.textFrom -= read
  }
  if (position === -1) throw new BankFileError(0, 'OFX', 'Line 0, OFX: the file has no <OFX> element; not an OFX statement.')
  if (open.length > 0) throw new BankFileError(0, 'OFX', `Line 0, OFX: <${open.at(-1)?.name ?? 'OFX'}> is never closed; the file may have been cut short.`)
  return parts.join('')
}

/** The longest tag the conversion reads: `</`, a name of 64, `>`. */
const LONGEST_TAG = 2 + 64 + 1

/** `text` without OFX's (ASCII) blanks at either end, in one pass. */
function withoutBlanks (text: string): string {
  let from = 0
  let to = text.length
  while (from < to && isBlank(text.charCodeAt(from))) from++
  while (to > from && isBlank(text.charCodeAt(to - 1))) to--
  return text.slice(from, to)
}

const isBlank = (code: number): boolean => code === 32 || (code >= 9 && code <= 13)

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
