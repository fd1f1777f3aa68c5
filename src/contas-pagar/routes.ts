import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { Envelope, errorResponses, refTo, withExample } from '../../schemas/common.js'
import { envelope, payableTitle } from '../../schemas/examples.js'
import { ContaPagar } from '../../schemas/contas-pagar.js'
import { TitleFilterQuery } from '../../schemas/queries.js'
import { callerOf } from '../plugins/auth.js'
import { PAYABLE } from '../titulos/kinds.js'
import { kindStore, titleRoutes } from '../titulos/routes.js'
import { checkTitleFilters, statusList } from '../titulos/filters.js'
import { expenseClass, expenseSplit, type ListScope } from '../titulos/read-model.js'
import { TITLE_WRITER } from '../titulos/answers.js'
import { BUFFERED_LIST_MAX, prefetched, sendJsonStream, streamedJson } from '../http/envelope.js'
import { csvDescription, prefersCsv, sendCsv, type CsvColumns } from '../http/csv.js'
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
  const store = kindStore(app, PAYABLE)
  await app.register(titleRoutes(PAYABLE, store))

  app.get('/contas-pagar/despesas', {
    config: { scope: 'read', conditional: 'titles' },
    preValidation: statusList,
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
    const scope: ListScope = { empresaId: callerOf(request).empresaId, filters: request.query, today: app.clock.today() }
    const timeStamp = app.clock.timeStamp()
    // A period of up to BUFFERED_LIST_MAX payables is one read; a longer one streams each class by keyset.
    const split = await expenseSplit(app.database.db, store, scope, BUFFERED_LIST_MAX)
    const fixed = split !== undefined ? [split.fixed] : await prefetched(expenseClass(store, scope, true), reply)
    const variable = split !== undefined ? [split.variable] : await prefetched(expenseClass(store, scope, false), reply)
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
    ], TITLE_WRITER, (count) => `]},"timeStamp":"${timeStamp}","total_registros":${count}}`))
  })
}
