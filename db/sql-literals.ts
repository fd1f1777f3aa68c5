import { isUtf8 } from 'node:buffer'

/**
 * How a value is written into a MySQL query's text. mysql2 formats every query on the client (the
 * service never sends values apart from the text, see db/dialect.ts), through its escaper; strings
 * and UTF-8 bytes are written here instead, for two reasons measured on a 500-title batch:
 * - The escaper also escapes `"`, which a single-quoted literal does not need, so every JSON text
 *   (a title's render, its extras, its event) took its slow path: a slice and a concatenation per
 *   quote, half of all the bytes a batch allocated.
 * - It writes a Buffer as hex, twice its size; the BLOBs here hold UTF-8 JSON (renders, events,
 *   stored responses) and go as a string literal of the same bytes. Bytes that are not UTF-8 keep
 *   the hex form, which is exact for anything.
 * The characters escaped are the escaper's own but `"`, with the same backslash escapes, which every
 * session reads as such: it drops NO_BACKSLASH_ESCAPES when set up (setUpSession, db/mysql-pool.ts).
 */

/** A literal already written: mysql2's escaper copies what `toSqlString` returns as it is. */
class SqlLiteral {
  constructor (private readonly text: string) {}
  toSqlString (): string { return this.text }
}

// The control characters are the point: MySQL's escapes for them (\Z is Ctrl-Z, end of file on Windows).
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[\0\b\t\n\r\x1a'\\]/
// eslint-disable-next-line no-control-regex
const TO_ESCAPE = /[\0\b\t\n\r\x1a'\\]/g
const ESCAPED: Readonly<Record<string, string>> = {
  '\0': '\\0', '\b': '\\b', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\x1a': '\\Z', "'": "\\'", '\\': '\\\\'
}
const escapeOne = (character: string): string => ESCAPED[character] as string

/** `text` as a single-quoted MySQL string literal. */
export function stringLiteral (text: string): string {
  return NEEDS_ESCAPE.test(text) ? `'${text.replace(TO_ESCAPE, escapeOne)}'` : `'${text}'`
}

/** A query parameter as mysql2's escaper should write it: strings and UTF-8 bytes as literals made here. */
export function sqlValue (value: unknown): unknown {
  if (typeof value === 'string') return new SqlLiteral(stringLiteral(value))
  if (Buffer.isBuffer(value) && isUtf8(value)) return new SqlLiteral(stringLiteral(value.toString('utf8')))
  return value
}
