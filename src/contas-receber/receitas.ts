import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/database.js'
import type { RevenueQuery } from '../../schemas/queries.js'
import type { RevenueLine } from '../../schemas/receitas.js'
import { centsToDecimalString } from '../money.js'
import { OPEN_FOR_FORECAST } from '../titulos/status.js'

/**
 * The revenue report of docs/CONTRACT.md sections 5 and 11, computed by one SQL statement: received lines
 * are titles with receipts in the period (their sums and latest date), forecast lines are open
 * titles by data_previsao for their open balance; cancelled titles never count. The database
 * groups and sums (window functions over one snapshot, so every group's totals match its lines),
 * and the rows arrive in report order from a cursor.
 */

/** Integer cents on both engines (db/dialect.ts). */
type Money = number

function lines (db: Kysely<Database>, empresaId: number, query: RevenueQuery) {
  const wantReceived = query.recebido_ou_previsao !== 'previsao'
  const wantForecast = query.recebido_ou_previsao !== 'recebido'
  const titleFields = ['t.id', 't.codigo_categoria', 't.codigo_cliente_fornecedor', 't.data_previsao', 't.numero_documento_fiscal', 't.numero_documento', 't.id_origem'] as const

  // Receipts of the period summed per title first (the index on (empresa_id, data) gives them),
  // then joined to their titles by primary key: grouping by one id is cheap, by every title column is not.
  let receipts = db.selectFrom('contas_receber_baixas as b')
    .where('b.empresa_id', '=', empresaId)
    .where('b.estornado_em', 'is', null)
  if (query.data_de !== undefined) receipts = receipts.where('b.data', '>=', query.data_de)
  if (query.data_ate !== undefined) receipts = receipts.where('b.data', '<=', query.data_ate)
  const perTitle = receipts.groupBy('b.titulo_id').select((eb) => [
    'b.titulo_id',
    eb.fn.max('b.data').as('data'),
    eb.fn.sum<Money>('b.valor').as('valor_recebido'),
    eb.fn.sum<Money>(eb.fn.coalesce('b.desconto', sql<number>`0`)).as('desconto')
  ])
  const receivedLines = db.selectFrom(perTitle.as('r'))
    .innerJoin('contas_receber as t', 't.id', 'r.titulo_id')
    .where('t.empresa_id', '=', empresaId)
    .where('t.status', '<>', 'CANCELADO')
    .select((eb) => [
      ...titleFields,
      sql<number>`1`.as('recebido'),
      'r.data',
      eb.ref('t.valor_documento').$castTo<Money>().as('valor'),
      'r.valor_recebido',
      'r.desconto'
    ])

  let forecast = db.selectFrom('contas_receber as t')
    .where('t.empresa_id', '=', empresaId)
    .where('t.status', 'in', OPEN_FOR_FORECAST)
  if (query.data_de !== undefined) forecast = forecast.where('t.data_previsao', '>=', query.data_de)
  if (query.data_ate !== undefined) forecast = forecast.where('t.data_previsao', '<=', query.data_ate)
  const forecastLines = forecast.select([
    ...titleFields,
    sql<number>`0`.as('recebido'),
    't.data_previsao as data',
    sql<Money>`t.valor_documento - (t.baixado_valor + coalesce(t.baixado_desconto, 0) - coalesce(t.baixado_juros, 0) - coalesce(t.baixado_multa, 0))`.as('valor'),
    sql<Money>`0`.as('valor_recebido'),
    sql<Money>`0`.as('desconto')
  ])

  if (wantReceived && wantForecast) return receivedLines.unionAll(forecastLines)
  return wantReceived ? receivedLines : forecastLines
}

/** The report's rows in order, each with its group's totals and the report's line count. */
export function revenueRows (db: Kysely<Database>, empresaId: number, query: RevenueQuery) {
  return db.selectFrom(lines(db, empresaId, query).as('l'))
    .leftJoin('categorias as c', (join) => join.on('c.empresa_id', '=', empresaId).onRef('c.codigo', '=', 'l.codigo_categoria'))
    .leftJoin('clientes_fornecedores as f', (join) => join.on('f.empresa_id', '=', empresaId).onRef('f.codigo', '=', 'l.codigo_cliente_fornecedor'))
    .select((eb) => [
      'l.id', 'l.codigo_categoria', 'l.data_previsao', 'l.numero_documento_fiscal', 'l.numero_documento', 'l.id_origem',
      'l.recebido', 'l.data', 'l.valor', 'l.valor_recebido', 'l.desconto',
      'c.descricao as descricao_categoria',
      'f.razao_social',
      eb.fn.sum<Money>('l.recebido').over((over) => over.partitionBy('l.codigo_categoria')).as('grupo_recebidos'),
      eb.fn.sum<Money>('l.valor').over((over) => over.partitionBy('l.codigo_categoria')).as('grupo_valor'),
      eb.fn.countAll<Money>().over().as('linhas')
    ])
    .orderBy('l.codigo_categoria').orderBy('l.data').orderBy('l.id').orderBy('l.recebido', 'desc')
}

export type RevenueRow = Awaited<ReturnType<ReturnType<typeof revenueRows>['execute']>>[number]

const midnightUtc = (date: string) => `${date}T00:00:00.000Z`

export function revenueLine (row: RevenueRow): RevenueLine {
  const received = Number(row.recebido) === 1
  return {
    razao_social: row.razao_social ?? '',
    nota_fiscal: row.numero_documento_fiscal ?? '',
    data_pagamento_recebido: received ? midnightUtc(row.data) : null,
    data_previsao: midnightUtc(row.data_previsao),
    documento: row.numero_documento,
    codigo_categoria: row.codigo_categoria,
    descricao_categoria: row.descricao_categoria ?? '',
    origem: row.id_origem ?? '',
    valor_documento: centsToDecimalString(row.valor),
    desconto: centsToDecimalString(row.desconto),
    valor_recebido: centsToDecimalString(row.valor_recebido),
    recebido: received ? 1 : 0
  }
}

/**
 * The report's JSON from its rows, group by group: a group closes with the totals the database
 * computed for it, and the envelope with the line count.
 */
export async function * revenueJson (batches: AsyncIterable<readonly RevenueRow[]> | Iterable<readonly RevenueRow[]>, serializeLine: (line: RevenueLine) => string, timeStamp: string): AsyncGenerator<string> {
  let pending = '{"success":true,"data":['
  let group: RevenueRow | undefined
  let lineCount = 0
  const closeGroup = (last: RevenueRow) =>
    `],"quantia_recebidos":${Number(last.grupo_recebidos)},"valor_receitas":"${centsToDecimalString(last.grupo_valor)}"}`
  for await (const batch of batches) {
    for (const row of batch) {
      if (group === undefined || group.codigo_categoria !== row.codigo_categoria) {
        pending += group === undefined ? '{"receitas":[' : `${closeGroup(group)},{"receitas":[`
      } else {
        pending += ','
      }
      pending += serializeLine(revenueLine(row))
      group = row
      lineCount = Number(row.linhas)
    }
    if (pending.length >= 64 * 1024) {
      yield pending
      pending = ''
    }
  }
  yield `${pending}${group === undefined ? '' : closeGroup(group)}],"timeStamp":"${timeStamp}","total_registros":${lineCount}}`
}
