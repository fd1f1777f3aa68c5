import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses, withExample } from '../../schemas/common.js'
import { envelope, event } from '../../schemas/examples.js'
import { FEED_PAGE_DEFAULT, FeedEnvelope, FeedQuery } from '../../schemas/eventos.js'
import { callerOf } from '../plugins/auth.js'
import { BYTES_WRITER, sendJsonText, writtenJson } from '../http/envelope.js'
import { linkWith } from '../http/links.js'
import { checkFeedCursor } from './cursor.js'
import { eventsAfter, type EventPage } from './repository.js'

type EventRow = EventPage[number]

const NULL = Buffer.from('null')

/**
 * One event as JSON pieces. `dados` is the snapshot the title's render wrote when the change
 * happened: embedded as stored rather than parsed and written again for every reader of the feed.
 */
export function eventJson (event: EventRow): Buffer {
  const head = `{"posicao":${event.posicao},"tipo":"${event.tipo}","recurso":"${event.recurso}","id":${event.titulo_id},` +
    `"codigo_lancamento_integracao":${JSON.stringify(event.codigo_lancamento_integracao)},"versao":${event.versao},` +
    `"ocorrido_em":"${event.ocorrido_em}","dados":`
  return Buffer.concat([Buffer.from(head), event.dados ?? NULL, Buffer.from('}')])
}

export const eventosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/eventos', {
    config: { scope: 'read', conditional: 'feed' },
    schema: {
      operationId: 'list_eventos',
      tags: ['eventos'],
      summary: "The company's change feed",
      description: 'Every create, update, settlement, reversal, cancellation, reopening and deletion of a title, in the order they committed, each once. ' +
        'Start without desde, then pass the cursor of the Link header (or proximo_cursor) as desde: a client that follows it sees every committed event exactly once, ' +
        'and the events of one title in version order, even while writes are running. Events are kept EVENT_RETENTION_DAYS days (90 by default); ' +
        'a cursor from before the oldest kept event is 410, and one after the last position handed out is 400 (a cursor of another database must not skip events).',
      querystring: FeedQuery,
      response: { 200: withExample(FeedEnvelope, { ...envelope([event], 1), proximo_cursor: String(event.posicao) }), ...errorResponses(400, 401, 403, 410, 429, 500, 503) }
    }
  }, async (request, reply) => {
    const { empresaId } = callerOf(request)
    const { desde, limite = FEED_PAGE_DEFAULT } = request.query
    // Purged positions no longer exist, so "after the cursor, or from the start" is one query.
    const after = desde === undefined ? 0 : Number(desde)
    let page = await eventsAfter(app.database.db, empresaId, after, limite)
    // Events still waiting for a position come after every numbered one: a full page can be sent
    // as it is; a short one (the reader caught up) first numbers them, so it includes its own
    // writes. An empty page whose state shows positions past the cursor raced a numbering pass.
    const numberFirst = page.events.length < limite && page.state.pending
    const racedAPass = page.events.length === 0 && page.state.numberedUpTo > Math.max(after, page.state.purgedUpTo)
    if (numberFirst) await app.feed.numberPending(empresaId)
    if (numberFirst || racedAPass) page = await eventsAfter(app.database.db, empresaId, after, limite)
    const { events, state: { purgedUpTo: purged } } = page
    if (desde !== undefined) checkFeedCursor(after, page.state, '/querystring/desde')
    const next = String(events.length === 0 ? Math.max(after, purged) : (events[events.length - 1] as EventRow).posicao)
    reply.header('link', linkWith(request.url, 'desde', next))
    return sendJsonText(reply, writtenJson('{"success":true,"data":[', events.map(eventJson), BYTES_WRITER,
      `],"timeStamp":"${app.clock.timeStamp()}","total_registros":${events.length},"proximo_cursor":"${next}"}`))
  })
}
