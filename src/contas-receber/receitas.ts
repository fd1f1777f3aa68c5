import type { Kysely } from 'kysely'
import type { Database } from '../../db/database.js'
import type { DatabaseHandle } from '../../db/dialect.js'
import type { RevenueQuery } from '../../schemas/queries.js'
import type { RevenueGroup, RevenueLine } from '../../schemas/receitas.js'
import { centsToDecimalString, sumAsDecimalString, toCents } from '../money.js'
import { OPEN_FOR_FORECAST, SETTLED } from '../titulos/status.js'

/**
 * The revenue report of DESIGN.md section 5: received titles by receipt date and open ones by
 * data_previsao, never cancelled ones, grouped by category with exact sums.
 */

interface ReportRow {
  id: number
  status: string
  codigo_categoria: string
  data_previsao: string
  data_recebimento: string | null
  valor_documento: string | number
  documento: string | Buffer
  descricao_categoria: string | null
  razao_social: string | null
}

export async function revenueRows (db: Kysely<Database>, empresaId: number, query: RevenueQuery): Promise<ReportRow[]> {
  const wantReceived = query.recebido_ou_previsao !== 'previsao'
  const wantForecast = query.recebido_ou_previsao !== 'recebido'
  return await db.selectFrom('contas_receber as t')
    .leftJoin('categorias as c', (join) => join.onRef('c.empresa_id', '=', 't.empresa_id').onRef('c.codigo', '=', 't.codigo_categoria'))
    .leftJoin('clientes_fornecedores as f', (join) => join.onRef('f.empresa_id', '=', 't.empresa_id').onRef('f.codigo', '=', 't.codigo_cliente_fornecedor'))
    .select(['t.id', 't.status', 't.codigo_categoria', 't.data_previsao', 't.data_recebimento', 't.valor_documento', 't.documento', 'c.descricao as descricao_categoria', 'f.razao_social'])
    .where('t.empresa_id', '=', empresaId)
    .where((eb) => {
      const within = (column: 't.data_recebimento' | 't.data_previsao') => [
        ...(query.data_de === undefined ? [] : [eb(column, '>=', query.data_de)]),
        ...(query.data_ate === undefined ? [] : [eb(column, '<=', query.data_ate)])
      ]
      const received = eb.and([eb('t.status', 'in', SETTLED), eb('t.data_recebimento', 'is not', null), ...within('t.data_recebimento')])
      const forecast = eb.and([eb('t.status', 'in', OPEN_FOR_FORECAST), ...within('t.data_previsao')])
      return eb.or([...(wantReceived ? [received] : []), ...(wantForecast ? [forecast] : [])])
    })
    .execute()
}

const midnightUtc = (date: string) => `${date}T00:00:00.000Z`

export function revenueGroups (rows: ReportRow[], money: DatabaseHandle['money']): { groups: RevenueGroup[], lineCount: number } {
  const lines = rows.map((row) => {
    const title = JSON.parse(row.documento.toString()) as { numero_documento_fiscal?: string, numero_documento?: string, id_origem?: string, recebimento?: { valor?: number, desconto?: number } }
    const received = SETTLED.includes(row.status as typeof SETTLED[number])
    const valorCents = money.fromDb(row.valor_documento)
    const line: RevenueLine = {
      razao_social: row.razao_social ?? '',
      nota_fiscal: title.numero_documento_fiscal ?? '',
      data_pagamento_recebido: received && row.data_recebimento !== null ? midnightUtc(row.data_recebimento) : null,
      data_previsao: midnightUtc(row.data_previsao),
      documento: title.numero_documento ?? null,
      codigo_categoria: row.codigo_categoria,
      descricao_categoria: row.descricao_categoria ?? '',
      origem: title.id_origem ?? '',
      valor_documento: centsToDecimalString(valorCents),
      desconto: centsToDecimalString(toCents(title.recebimento?.desconto ?? 0)),
      valor_recebido: centsToDecimalString(toCents(title.recebimento?.valor ?? 0)),
      recebido: received ? 1 : 0
    }
    return { line, valorCents, date: (received ? row.data_recebimento : null) ?? row.data_previsao, id: row.id }
  })
  lines.sort((a, b) => compare(a.line.codigo_categoria, b.line.codigo_categoria) || compare(a.date, b.date) || a.id - b.id)
  const groups: RevenueGroup[] = []
  for (let start = 0; start < lines.length;) {
    let end = start
    while (end < lines.length && lines[end]?.line.codigo_categoria === lines[start]?.line.codigo_categoria) end++
    const members = lines.slice(start, end)
    groups.push({
      receitas: members.map((member) => member.line),
      quantia_recebidos: members.filter((member) => member.line.recebido === 1).length,
      valor_receitas: sumAsDecimalString(members.map((member) => member.valorCents))
    })
    start = end
  }
  return { groups, lineCount: lines.length }
}

function compare (a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
