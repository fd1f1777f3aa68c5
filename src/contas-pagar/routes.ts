import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { Envelope, errorResponses, refTo } from '../../schemas/common.js'
import { ContaPagar } from '../../schemas/contas-pagar.js'
import { TitleFilterQuery } from '../../schemas/queries.js'
import { callerOf } from '../plugins/auth.js'
import { PAYABLE } from '../titulos/kinds.js'
import { listTitlesWithCategoryKind } from '../titulos/repository.js'
import { checkTitleFilters, titleRoutes } from '../titulos/routes.js'
import { sendJson, titlesJsonBytes } from '../titulos/envelope.js'

const Despesas = Type.Object({
  fixas: Type.Array(refTo(ContaPagar), { description: 'Payables whose category is FIXA in /categorias.' }),
  variaveis: Type.Array(refTo(ContaPagar), { description: 'All other payables, including those of categories not in /categorias.' })
}, { additionalProperties: false })

export const contasPagarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(titleRoutes(PAYABLE))

  app.get('/contas-pagar/despesas', {
    config: { scope: 'read' },
    schema: {
      operationId: 'list_despesas',
      tags: [PAYABLE.tag],
      summary: 'Payables split into fixed and variable expenses',
      description: 'Same filters and order as GET /contas-pagar. total_registros counts both arrays.',
      querystring: TitleFilterQuery,
      response: {
        200: Envelope(Despesas, 'Payables split by the expense class of their category.'),
        ...errorResponses(400, 401, 403, 429, 500, 503)
      }
    }
  }, async (request, reply) => {
    checkTitleFilters(request.query)
    const today = app.clock.today()
    const rows = await listTitlesWithCategoryKind(app.database.db, PAYABLE, callerOf(request).empresaId, request.query, today)
    const fixas = rows.filter((row) => row.tipo === 'FIXA')
    const variaveis = rows.filter((row) => row.tipo !== 'FIXA')
    return sendJson(reply, Buffer.concat([
      titlesJsonBytes('{"success":true,"data":{"fixas":[', fixas, today, '],"variaveis":['),
      titlesJsonBytes('', variaveis, today, `]},"timeStamp":"${app.clock.timeStamp()}","total_registros":${rows.length}}`)
    ]))
  })
}
