import { errors } from '../errors.js'
import type { KeysetPosition } from './repository.js'

/**
 * Keyset cursors: the (data_vencimento, id) of the last title sent, as base64url JSON. Opaque to
 * clients; a page costs the same at the end of the list as at its start.
 */
export function encodeCursor (position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.dataVencimento, position.id])).toString('base64url')
}

export function decodeCursor (cursor: string): KeysetPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value[0]) &&
      Number.isSafeInteger(value[1]) && value[1] > 0) {
      return { dataVencimento: value[0], id: value[1] }
    }
  } catch {}
  throw errors.invalidCursor()
}

export function positionOf (row: { id: number, data_vencimento: string }): KeysetPosition {
  return { dataVencimento: row.data_vencimento, id: row.id }
}

/**
 * The Link header for the next page: the request's own path and query with `cursor` replaced. The
 * URL is relative (RFC 8288 resolves it against the request URL), so no Host header is trusted.
 */
export function nextPageLink (requestUrl: string, last: { id: number, data_vencimento: string }): string {
  return linkWith(requestUrl, 'cursor', encodeCursor(positionOf(last)))
}

/** `<the request's path and query with name=value>; rel="next"`. */
export function linkWith (requestUrl: string, name: string, value: string): string {
  const url = new URL(requestUrl, 'http://service.invalid')
  url.searchParams.set(name, value)
  return `<${url.pathname}${url.search}>; rel="next"`
}
