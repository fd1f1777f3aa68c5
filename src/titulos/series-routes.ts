import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errors } from '../errors.js'
import { sendJsonText } from '../http/envelope.js'
import { callerOf } from '../plugins/auth.js'
import { listJson } from './answers.js'
import type { KindSchemas, TitleKind } from './kinds.js'
import { findRenderedSeries } from './read-model.js'
import { cancelSeries, updateSeries } from './series-changes.js'
import { cancelSeriesRoute, getSeriesRoute, updateSeriesRoute } from './series-route-schemas.js'
import type { TitleStore } from './store.js'

type App = Parameters<FastifyPluginAsyncTypebox>[0]

/** GET, PATCH and cancelamento of a kind's recurring series (docs/CONTRACT.md section 17). */
export function seriesRoutes<S extends KindSchemas> (app: App, kind: TitleKind<S>, store: TitleStore): void {
  const { clock } = app
  const seriesPath = `${kind.path}/series/:codigo_serie`
  const answer = (data: { alterados: number[], ignorados: unknown[] }) =>
    ({ success: true as const, data, timeStamp: clock.timeStamp(), total_registros: data.alterados.length + data.ignorados.length })

  app.get(seriesPath, getSeriesRoute(kind), async (request, reply) => {
    const { codigo_serie: serieId } = request.params
    const members = await findRenderedSeries(store.handle.db, store, { empresaId: callerOf(request).empresaId, serieId, today: clock.today() })
    if (members.length === 0) throw errors.seriesNotFound(kind.label, serieId)
    return sendJsonText(reply, listJson(clock, members))
  })

  app.patch(seriesPath, updateSeriesRoute(kind), async (request, reply) => await app.sendWrite(request, reply, async (trx, context) => {
    const { conta, a_partir_de: from = 1 } = request.body
    return { status: 200, body: answer(await updateSeries({ trx, store, context }, request.params.codigo_serie, conta, from)) }
  }))

  app.post(`${seriesPath}/cancelamento`, cancelSeriesRoute(kind), async (request, reply) => await app.sendWrite(request, reply, async (trx, context) => {
    const { motivo, a_partir_de: from = 1 } = request.body ?? {}
    return { status: 200, body: answer(await cancelSeries({ trx, store, context }, request.params.codigo_serie, motivo, from)) }
  }))
}
