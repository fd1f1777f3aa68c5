import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { Envelope, errorResponses, refTo } from '../../schemas/common.js'
import { ContaPagar } from '../../schemas/contas-pagar.js'
import { TitleFilterQuery } from '../../schemas/queries.js'
import { callerOf } from '../plugins/auth.js'
import { PAYABLE } from '../titulos/kinds.js'
import { checkTitleFilters, kindServices, titleRoutes } from '../titulos/routes.js'
import { prefetched, sendJsonStream, streamedJson } from '../titulos/envelope.js'

const Despesas = Type.Object({
  fixas: Type.Array(refTo(ContaPagar), { description: 'Payables whose category is FIXA in /categorias.' }),
  variaveis: Type.Array(refTo(ContaPagar), { description: 'All other payables, including those of categories not in /categorias.' })
}, { additionalProperties: false })

export const contasPagarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const services = kindServices(app, PAYABLE)
  await app.register(titleRoutes(PAYABLE, services))
  const { service: { repository } } = services

  app.get('/contas-pagar/despesas', {
    config: { scope: 'read' },
    schema: {
      operationId: 'list_despesas',
      tags: [PAYABLE.tag],
      summary: 'Payables split into fixed and variable expenses',
      description: 'Same filters and order as GET /contas-pagar, with valor_pag from the payments. total_registros counts both arrays. ' +
        'The classes are selected by SQL from /categorias and streamed page by page, so a long period never waits in memory.',
      querystring: TitleFilterQuery,
      response: {
        200: Envelope(Despesas, 'Payables split by the expense class of their category.'),
        ...errorResponses(400, 401, 403, 429, 500, 503)
      }
    }
  }, async (request, reply) => {
    checkTitleFilters(request.query)
    const today = app.clock.today()
    const { empresaId } = callerOf(request)
    const timeStamp = app.clock.timeStamp()
    const fixed = await prefetched(repository.expenseClass(empresaId, request.query, today, true), reply)
    const variable = await prefetched(repository.expenseClass(empresaId, request.query, today, false), reply)
    return sendJsonStream(reply, streamedJson([
      { opening: '{"success":true,"data":{"fixas":[', batches: fixed },
      { opening: '],"variaveis":[', batches: variable }
    ], (title) => title.json, (count) => `]},"timeStamp":"${timeStamp}","total_registros":${count}}`))
  })
}
