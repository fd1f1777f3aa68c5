import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ResultObject } from '../../schemas/common.js'
import type { Clock } from '../clock.js'
import { sendJsonText, writtenJson, type JsonWriter } from '../http/envelope.js'
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

/** Rendered titles as answers write them: straight into the answer's buffer, or a stream's chunk. */
export const TITLE_WRITER: JsonWriter<RenderedTitle> = {
  byteLength: (title) => titleJsonLength(title.json),
  write: (title, target, offset) => writeTitleJson(title.json, target, offset)
}

/** The envelope of one title from its render cache, with its version as ETag. */
export function sendRenderedTitle (reply: FastifyReply, clock: Clock, found: RenderedTitle): FastifyReply {
  void reply.header('etag', `"${found.versao}"`)
  return sendJsonText(reply, writtenJson('{"success":true,"data":', [found], TITLE_WRITER, `,"timeStamp":"${clock.timeStamp()}","total_registros":1}`))
}

/** The list envelope around titles rendered from the cache; a page also says where the next one starts. */
export function listJson (clock: Clock, titles: readonly RenderedTitle[], next?: string | null): Buffer {
  return writtenJson('{"success":true,"data":[', titles, TITLE_WRITER,
    `],"timeStamp":"${clock.timeStamp()}","total_registros":${titles.length}${next === undefined ? '' : `,"proximo_cursor":${JSON.stringify(next)}`}}`)
}

/** The answer of a create, update or upsert: the result object, or the title when the client prefers it; ETag its version. */
export function writeAnswer (request: FastifyRequest, store: TitleStore, stored: StoredTitle, result: ResultObject): { headers: Record<string, string>, body: unknown } {
  return prefersRepresentation(request)
    ? { headers: { etag: `"${stored.versao}"`, ...REPRESENTATION_APPLIED }, body: oneTitle(store, request.server.clock, stored) }
    : { headers: { etag: `"${stored.versao}"` }, body: result }
}
