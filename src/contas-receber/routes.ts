import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import fastJson from 'fast-json-stringify'
import { Type } from '@sinclair/typebox'
import { errorResponses, withExample } from '../../schemas/common.js'
import { envelope, revenueGroup } from '../../schemas/examples.js'
import { RevenueQuery } from '../../schemas/queries.js'
import { RevenueEnvelope, RevenueLine } from '../../schemas/receitas.js'
import { callerOf } from '../plugins/auth.js'
import { RECEIVABLE } from '../titulos/kinds.js'
import { kindStore, titleRoutes } from '../titulos/routes.js'
import { checkDateRanges } from '../http/filters.js'
import { BUFFERED_LIST_MAX, prefetched, sendJsonStream } from '../http/envelope.js'
import { revenueJson, revenueLine, revenueRows } from './receitas.js'
import { csvDate, csvDescription, csvMoney, prefersCsv, sendCsv, type CsvColumns } from '../http/csv.js'

/** The revenue report as CSV: one row per line. */
const REVENUE_CSV_COLUMNS: CsvColumns<RevenueLine> = [
  ['codigo_categoria', (line) => line.codigo_categoria],
  ['descricao_categoria', (line) => line.descricao_categoria],
  ['razao_social', (line) => line.razao_social],
  ['nota_fiscal', (line) => line.nota_fiscal],
  ['documento', (line) => line.documento],
  ['origem', (line) => line.origem],
  ['data_previsao', (line) => csvDate(line.data_previsao)],
  ['data_pagamento_recebido', (line) => csvDate(line.data_pagamento_recebido)],
  ['valor_documento', (line) => csvMoney(line.valor_documento)],
  ['desconto', (line) => csvMoney(line.desconto)],
  ['valor_recebido', (line) => csvMoney(line.valor_recebido)],
  ['recebido', (line) => line.recebido]
]

export const contasReceberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(titleRoutes(RECEIVABLE, kindStore(app, RECEIVABLE)))
  const serializeLine = fastJson(RevenueLine) as (line: RevenueLine) => string

  app.get('/contas-receber/receitas', {
    config: { scope: 'read', conditional: 'titles' },
    schema: {
      operationId: 'list_receitas',
      tags: [RECEIVABLE.tag],
      summary: 'Revenue report grouped by category',
      description: 'Amounts are decimal strings and dates YYYY-MM-DDT00:00:00.000Z, as in the specification\'s example; recebido is 1 or 0. ' +
        'recebido lines: titles with receipts in the period (data_pagamento_recebido = the latest of them, valor_recebido and desconto their sums, valor_documento the title\'s value); ' +
        'previsao lines: EM ABERTO and PAGTO_PARCIAL titles by data_previsao, valor_documento = the open balance (a partly received title can appear as both). ' +
        'Grouped, summed and counted by the database and streamed in report order.',
      querystring: RevenueQuery,
      response: {
        200: {
          description: 'Revenue lines grouped by category.',
          content: {
            'application/json': { schema: withExample(RevenueEnvelope, envelope([revenueGroup], revenueGroup.receitas.length)) },
            'text/csv': { schema: Type.String({ description: csvDescription(REVENUE_CSV_COLUMNS, 'One row per line, in report order; the group totals are left to the spreadsheet.') }) }
          }
        },
        ...errorResponses(400, 401, 403, 429, 500, 503)
      }
    }
  }, async (request, reply) => {
    checkDateRanges(request.query, [['data_de', 'data_ate']])
    const rows = revenueRows(app.database.db, callerOf(request).empresaId, request.query)
    // Most reports (a month) fit in one read on the regular pool; a longer one is read again from
    // a cursor of the export pool, so memory stays flat however long the period.
    const first = await rows.limit(BUFFERED_LIST_MAX + 1).execute()
    const batches = first.length <= BUFFERED_LIST_MAX ? [first] : await prefetched(app.database.streamBatches(rows, 500), reply)
    if (prefersCsv(request)) {
      const lines = async function * () {
        for await (const batch of batches) yield batch.map((row) => revenueLine(row))
      }
      return sendCsv(reply, 'receitas', REVENUE_CSV_COLUMNS, lines())
    }
    return sendJsonStream(reply, revenueJson(batches, serializeLine, app.clock.timeStamp()))
  })
}
