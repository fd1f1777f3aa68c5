import type { FastifyReply, FastifyRequest } from 'fastify'
import type { TitleListQuery } from '../../schemas/queries.js'
import { validatorRead } from '../http/conditional.js'
import { sendCsv, prefersCsv } from '../http/csv.js'
import { BUFFERED_LIST_MAX, concatBatches, envelopeClosing, prefetched, sendJsonStream, sendJsonText, streamedJson } from '../http/envelope.js'
import { nextPageLink } from '../http/links.js'
import { callerOf } from '../plugins/auth.js'
import { listJson, TITLE_WRITER } from './answers.js'
import { TITLE_CSV_COLUMNS, titleFields } from './csv.js'
import { decodeCursor, encodeCursor, positionOf } from './cursor.js'
import { listPage, streamTitles, type ListScope, type RenderedTitle } from './read-model.js'
import { checkTitleFilters } from './filters.js'
import type { TitleStore } from './store.js'

/**
 * GET of a kind's list (docs/CONTRACT.md section 5): JSON or CSV, one page with limite, or the
 * whole matching set. Most lists fit in one read and are answered from it; a larger one is
 * streamed: those rows first, then a cursor over the rest, so memory stays flat and the first
 * byte leaves after one read of BUFFERED_LIST_MAX rows.
 */
export async function sendTitleList (request: FastifyRequest, reply: FastifyReply, store: TitleStore, query: TitleListQuery): Promise<FastifyReply> {
  const { limite, cursor, ordem = 'data_vencimento', ...filters } = query
  checkTitleFilters(filters)
  const { db } = store.handle
  const { clock } = request.server
  const scope: ListScope = { empresaId: callerOf(request).empresaId, filters, today: clock.today() }
  const after = cursor === undefined ? undefined : decodeCursor(cursor, ordem)
  if (limite === undefined && prefersCsv(request)) {
    return sendCsv(reply, store.kind.resource, TITLE_CSV_COLUMNS, titleFields(await prefetched(streamTitles(store, scope, ordem, after), reply)))
  }
  if (limite === undefined) {
    const first = await listPage(db, store, scope, { order: ordem, limit: BUFFERED_LIST_MAX, after, validator: validatorRead(request) })
    if (first.length <= BUFFERED_LIST_MAX) return sendJsonText(reply, listJson(clock, first))
    const rest = streamTitles(store, scope, ordem, positionOf(first[first.length - 1] as RenderedTitle, ordem))
    return sendJsonStream(reply, streamedJson([{ opening: '{"success":true,"data":[', batches: concatBatches(first, rest) }], TITLE_WRITER, envelopeClosing(clock.timeStamp())))
  }
  const rows = await listPage(db, store, scope, { order: ordem, limit: limite, after, validator: validatorRead(request) })
  let next: string | null = null
  if (rows.length > limite) {
    rows.length = limite
    next = encodeCursor(positionOf(rows[rows.length - 1] as RenderedTitle, ordem))
    void reply.header('link', nextPageLink(request.url, next))
  }
  if (prefersCsv(request)) return sendCsv(reply, store.kind.resource, TITLE_CSV_COLUMNS, titleFields([rows]))
  return sendJsonText(reply, listJson(clock, rows, next))
}
