import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ResultObject } from '../../schemas/common.js'
import type { Clock } from '../clock.js'
import { sendJsonText, type JsonWriter } from '../http/envelope.js'
import { prefersRepresentation, REPRESENTATION_APPLIED } from '../http/prefer.js'
import type { StoredTitle } from './model.js'
import type { RenderedTitle } from './read-model.js'
import { titleJsonLength, writeTitleJson } from './render.js'
import type { TitleStore } from './store.js'
import { apiTitle } from './view.js'

/** The envelopes titles are answered in (docs/CONTRACT.md sections 2, 5 and 8). */

/** The envelope of one title, serialized by the route's response schema. */
export function oneTitle (store: TitleStore, clock: Clock, stored: StoredTitle) {
  return { success: true as const, data: apiTitle(store.kind, stored, store.today()), timeStamp: clock.timeStamp(), total_registros: 1 }
}

/** Rendered titles as a stream writes them, each straight into its chunk. */
export const TITLE_WRITER: JsonWriter<RenderedTitle> = {
  byteLength: (title) => titleJsonLength(title.json),
  write: (title, target, offset) => writeTitleJson(title.json, target, offset)
}

/** `before`, the titles comma-separated, then `after`, written into one Buffer of the exact size. */
function titlesJson (before: string, titles: readonly RenderedTitle[], after: string): Buffer {
  let length = Buffer.byteLength(before) + Math.max(0, titles.length - 1) + Buffer.byteLength(after)
  for (const title of titles) length += titleJsonLength(title.json)
  const body = Buffer.allocUnsafe(length)
  let at = body.write(before)
  titles.forEach((title, index) => {
    if (index > 0) body[at++] = 0x2c // ,
    at = writeTitleJson(title.json, body, at)
  })
  body.write(after, at)
  return body
}

/** The envelope of one title from its render cache, with its version as ETag. */
export function sendRenderedTitle (reply: FastifyReply, clock: Clock, found: RenderedTitle): FastifyReply {
  void reply.header('etag', `"${found.versao}"`)
  return sendJsonText(reply, titlesJson('{"success":true,"data":', [found], `,"timeStamp":"${clock.timeStamp()}","total_registros":1}`))
}

/** The list envelope around titles rendered from the cache; a page also says where the next one starts. */
export function listJson (clock: Clock, titles: readonly RenderedTitle[], next?: string | null): Buffer {
  return titlesJson('{"success":true,"data":[', titles,
    `],"timeStamp":"${clock.timeStamp()}","total_registros":${titles.length}${next === undefined ? '' : `,"proximo_cursor":${JSON.stringify(next)}`}}`)
}

/** The answer of a create, update or upsert: the result object, or the title when the client prefers it; ETag its version. */
export function writeAnswer (request: FastifyRequest, store: TitleStore, stored: StoredTitle, result: ResultObject): { headers: Record<string, string>, body: unknown } {
  return prefersRepresentation(request)
    ? { headers: { etag: `"${stored.versao}"`, ...REPRESENTATION_APPLIED }, body: oneTitle(store, request.server.clock, stored) }
    : { headers: { etag: `"${stored.versao}"` }, body: result }
}
