import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { Envelope, errorResponses, refTo, withExample } from '../../schemas/common.js'
import { envelope, payableTitle } from '../../schemas/examples.js'
import { ContaPagar } from '../../schemas/contas-pagar.js'
import { TitleFilterQuery } from '../../schemas/queries.js'
import { callerOf } from '../plugins/auth.js'
import { PAYABLE } from '../titulos/kinds.js'
import { BUFFERED_LIST_MAX, checkTitleFilters, kindServices, titleRoutes } from '../titulos/routes.js'
import { prefetched, sendJsonStream, streamedJson } from '../titulos/envelope.js'
import { csvDescription, prefersCsv, sendCsv, type CsvColumns } from '../csv.js'
import { TITLE_CSV_COLUMNS, titleFields, type TitleFields } from '../titulos/csv.js'

const Despesas = Type.Object({
  fixas: Type.Array(refTo(ContaPagar), { description: 'Payables whose category is FIXA in /categorias.' }),
  variaveis: Type.Array(refTo(ContaPagar), { description: 'All other payables, including those of categories not in /categorias.' })
}, { additionalProperties: false })

/** The expense split as CSV: the title columns after the class. */
const EXPENSE_CSV_COLUMNS: CsvColumns<{ grupo: string, title: TitleFields }> = [
  ['grupo', (row) => row.grupo],
  ...TITLE_CSV_COLUMNS.map(([header, cell]) => [header, (row: { title: TitleFields }) => cell(row.title)] as const)
]

export const contasPagarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const services = kindServices(app, PAYABLE)
  await app.register(titleRoutes(PAYABLE, services))
  const { service: { repository } } = services

  app.get('/contas-pagar/despesas', {
    config: { scope: 'read', conditional: 'titles' },
    schema: {
      operationId: 'list_despesas',
      tags: [PAYABLE.tag],
      summary: 'Payables split into fixed and variable expenses',
      description: 'Same filters and order as GET /contas-pagar, with valor_pag from the payments. total_registros counts both arrays. ' +
        'The classes are selected by SQL from /categorias and streamed page by page, so a long period never waits in memory.',
      querystring: TitleFilterQuery,
      response: {
        200: {
          description: 'Payables split by the expense class of their category.',
          content: {
            'application/json': { schema: withExample(Envelope(Despesas, 'Payables split by the expense class of their category.'), envelope({ fixas: [payableTitle], variaveis: [] }, 1)) },
            'text/csv': { schema: Type.String({ description: csvDescription(EXPENSE_CSV_COLUMNS, 'grupo is fixa or variavel; the fixed ones first.') }) }
          }
        },
        ...errorResponses(400, 401, 403, 429, 500, 503)
      }
    }
  }, async (request, reply) => {
    checkTitleFilters(request.query)
    const today = app.clock.today()
    const { empresaId } = callerOf(request)
    const timeStamp = app.clock.timeStamp()
    // A period of up to BUFFERED_LIST_MAX payables is one read; a longer one streams each class by keyset.
    const split = await repository.expenseSplit(app.database.db, empresaId, request.query, today, BUFFERED_LIST_MAX)
    const fixed = split !== undefined ? [split.fixed] : await prefetched(repository.expenseClass(empresaId, request.query, today, true), reply)
    const variable = split !== undefined ? [split.variable] : await prefetched(repository.expenseClass(empresaId, request.query, today, false), reply)
    if (prefersCsv(request)) {
      const grouped = async function * () {
        for await (const batch of titleFields(fixed)) yield batch.map((title) => ({ grupo: 'fixa', title }))
        for await (const batch of titleFields(variable)) yield batch.map((title) => ({ grupo: 'variavel', title }))
      }
      return sendCsv(reply, 'despesas', EXPENSE_CSV_COLUMNS, grouped())
    }
    return sendJsonStream(reply, streamedJson([
      { opening: '{"success":true,"data":{"fixas":[', batches: fixed },
      { opening: '],"variaveis":[', batches: variable }
    ], (title) => title.json, (count) => `]},"timeStamp":"${timeStamp}","total_registros":${count}}`))
  })
}
