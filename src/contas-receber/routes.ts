import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../schemas/common.js'
import { RevenueQuery } from '../../schemas/queries.js'
import { RevenueEnvelope } from '../../schemas/receitas.js'
import { callerOf } from '../plugins/auth.js'
import { RECEIVABLE } from '../titulos/kinds.js'
import { checkDateRanges, titleRoutes } from '../titulos/routes.js'
import { revenueGroups, revenueRows } from './receitas.js'

export const contasReceberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(titleRoutes(RECEIVABLE))

  app.get('/contas-receber/receitas', {
    config: { scope: 'read' },
    schema: {
      operationId: 'list_receitas',
      tags: [RECEIVABLE.tag],
      summary: 'Revenue report grouped by category',
      description: 'Amounts are decimal strings and dates YYYY-MM-DDT00:00:00.000Z, as in the specification\'s example; recebido is 1 or 0.',
      querystring: RevenueQuery,
      response: {
        200: RevenueEnvelope,
        ...errorResponses(400, 401, 403, 429, 500, 503)
      }
    }
  }, async (request) => {
    checkDateRanges(request.query, [['data_de', 'data_ate']])
    const rows = await revenueRows(app.database.db, callerOf(request).empresaId, request.query)
    const { groups, lineCount } = revenueGroups(rows, app.database.money)
    return { success: true as const, data: groups, timeStamp: app.clock.timeStamp(), total_registros: lineCount }
  })
}
