import t from 'tap'
import { CompiledQuery } from 'kysely'
import { openDatabase, parseDatabaseUrl } from '../db/dialect.js'
import { migrateToLatest } from '../db/migrate.js'
import type { TitleFilterQuery } from '../schemas/queries.js'
import type { StoredStatus } from '../schemas/titulos.js'
import { PAYABLE, RECEIVABLE } from '../src/titulos/kinds.js'
import { filtered } from '../src/titulos/read-model.js'
import { titleStore } from '../src/titulos/store.js'
import { ENGINE, fileDatabaseUrl } from './helper.js'

/**
 * The one mapping of list filters to SQL (docs/CONTRACT.md section 5 and 4), compiled per dialect without
 * executing: inclusive bounds, AND, derived statuses against today, values always as parameters.
 * Then the plan of a typical filtered list: it must use one of the title indexes, not a full scan.
 */

const TODAY = '2026-03-10'
const handle = openDatabase(parseDatabaseUrl(await fileDatabaseUrl()), { poolSize: 2 })
t.teardown(() => handle.db.destroy())
const { db } = handle

/** `{name}` -> the engine's quoted identifier. */
function expectedSql (template: string): string {
  const quote = ENGINE === 'mysql' ? '`' : '"'
  return template.replace(/\{([a-z_]+)\}/g, (_, name: string) => `${quote}${name}${quote}`)
}

const stores = { payable: titleStore(handle, PAYABLE, () => TODAY), receivable: titleStore(handle, RECEIVABLE, () => TODAY) }

function compile (filters: TitleFilterQuery, kind: 'payable' | 'receivable' = 'payable', empresaId = 1): { sql: string, parameters: readonly unknown[] } {
  return filtered(db, stores[kind], { empresaId, filters, today: TODAY }).select('t.id').compile()
}

const BASE = 'select {t}.{id} from {contas_pagar} as {t} where {t}.{empresa_id} = ?'

t.test('compiled SQL of the list filters', async (t) => {
  const cases: Array<[string, TitleFilterQuery, string, unknown[]]> = [
    ['no filters: only the company', {}, BASE, [1]],
    ['all four dates: inclusive bounds combined with AND', {
      data_vencimento_de: '2026-01-01', data_vencimento_ate: '2026-01-31', data_previsao_de: '2026-02-01', data_previsao_ate: '2026-02-28'
    }, `${BASE} and {t}.{data_vencimento} >= ? and {t}.{data_vencimento} <= ? and {t}.{data_previsao} >= ? and {t}.{data_previsao} <= ?`,
    [1, '2026-01-01', '2026-01-31', '2026-02-01', '2026-02-28']],
    ['one bound alone', { data_previsao_ate: '2026-12-31' }, `${BASE} and {t}.{data_previsao} <= ?`, [1, '2026-12-31']],
    ['A VENCER: open and due after today', { status_titulo: ['A VENCER'] }, `${BASE} and ({t}.{status} = ? and {t}.{data_vencimento} > ?)`, [1, 'EM ABERTO', TODAY]],
    ['VENCE HOJE: open and due today', { status_titulo: ['VENCE HOJE'] }, `${BASE} and ({t}.{status} = ? and {t}.{data_vencimento} = ?)`, [1, 'EM ABERTO', TODAY]],
    ['ATRASADO: open and due before today', { status_titulo: ['ATRASADO'] }, `${BASE} and ({t}.{status} = ? and {t}.{data_vencimento} < ?)`, [1, 'EM ABERTO', TODAY]],
    ['EM ABERTO: every open title, whatever its due date', { status_titulo: ['EM ABERTO'] }, `${BASE} and {t}.{status} = ?`, [1, 'EM ABERTO']],
    ['PAGO: the stored value', { status_titulo: ['PAGO'] }, `${BASE} and {t}.{status} = ?`, [1, 'PAGO']],
    ['LIQUIDADO: the stored value', { status_titulo: ['LIQUIDADO'] }, `${BASE} and {t}.{status} = ?`, [1, 'LIQUIDADO']],
    ['PAGTO_PARCIAL: the stored value', { status_titulo: ['PAGTO_PARCIAL'] }, `${BASE} and {t}.{status} = ?`, [1, 'PAGTO_PARCIAL']],
    ['CANCELADO: the stored value', { status_titulo: ['CANCELADO'] }, `${BASE} and {t}.{status} = ?`, [1, 'CANCELADO']],
    ['alias AVENCER is A VENCER', { status_titulo: ['AVENCER'] }, `${BASE} and ({t}.{status} = ? and {t}.{data_vencimento} > ?)`, [1, 'EM ABERTO', TODAY]],
    ['alias VENCEHOJE is VENCE HOJE', { status_titulo: ['VENCEHOJE'] }, `${BASE} and ({t}.{status} = ? and {t}.{data_vencimento} = ?)`, [1, 'EM ABERTO', TODAY]],
    ['alias EMABERTO is EM ABERTO', { status_titulo: ['EMABERTO'] }, `${BASE} and {t}.{status} = ?`, [1, 'EM ABERTO']],
    ['several statuses: any of them', { status_titulo: ['ATRASADO', 'PAGTO_PARCIAL'] }, `${BASE} and (({t}.{status} = ? and {t}.{data_vencimento} < ?) or {t}.{status} = ?)`, [1, 'EM ABERTO', TODAY, 'PAGTO_PARCIAL']],
    ['vencido: open or partly paid, due before today', { vencido: true }, `${BASE} and ({t}.{status} in (?, ?) and {t}.{data_vencimento} < ?)`, [1, 'EM ABERTO', 'PAGTO_PARCIAL', TODAY]],
    ['vencido=false: every other title', { vencido: false }, `${BASE} and not ({t}.{status} in (?, ?) and {t}.{data_vencimento} < ?)`, [1, 'EM ABERTO', 'PAGTO_PARCIAL', TODAY]],
    ['a date window and a status combine with AND', { data_vencimento_de: '2026-03-01', data_vencimento_ate: '2026-03-31', status_titulo: ['ATRASADO'] },
      `${BASE} and {t}.{data_vencimento} >= ? and {t}.{data_vencimento} <= ? and ({t}.{status} = ? and {t}.{data_vencimento} < ?)`,
      [1, '2026-03-01', '2026-03-31', 'EM ABERTO', TODAY]],
    ['alterado_desde: changed at or after that second (stored times carry milliseconds)', { alterado_desde: '2026-03-01T12:00:00Z' },
      `${BASE} and {t}.{atualizado_em} >= ?`, [1, '2026-03-01T12:00:00.000Z']]
  ]
  for (const [label, filters, sql, parameters] of cases) {
    const compiled = compile(filters)
    t.equal(compiled.sql, expectedSql(sql), `${label}: SQL`)
    t.same(compiled.parameters, parameters, `${label}: parameters`)
  }

  t.test('receivables read their own table, and the company is a parameter', async (t) => {
    const compiled = compile({ status_titulo: ['A VENCER'] }, 'receivable', 42)
    t.equal(compiled.sql, expectedSql('select {t}.{id} from {contas_receber} as {t} where {t}.{empresa_id} = ? and ({t}.{status} = ? and {t}.{data_vencimento} > ?)'))
    t.same(compiled.parameters, [42, 'EM ABERTO', TODAY])
  })

  t.test('values never appear in the SQL text', async (t) => {
    const compiled = compile({ data_vencimento_de: '2026-01-01', data_previsao_ate: '2026-02-28', status_titulo: ['VENCE HOJE'] }, 'payable', 987654)
    for (const value of ['2026-01-01', '2026-02-28', 'EM ABERTO', TODAY, '987654']) t.notMatch(compiled.sql, value, `${value} is a parameter`)
  })
})

interface Plan { key: string | null, type: string, detail: string }

/** The access path of a compiled query: EXPLAIN on MySQL/MariaDB, EXPLAIN QUERY PLAN on SQLite. */
async function plan (compiled: { sql: string, parameters: readonly unknown[] }): Promise<Plan[]> {
  if (ENGINE === 'mysql') {
    const { rows } = await db.executeQuery<{ key: string | null, type: string, Extra: string | null }>(CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]))
    return rows.map((row) => ({ key: row.key, type: row.type, detail: JSON.stringify(row) }))
  }
  const { rows } = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]))
  return rows.map((row) => ({ key: /USING (?:COVERING )?INDEX (\w+)/.exec(row.detail)?.[1] ?? null, type: row.detail.startsWith('SCAN') ? 'ALL' : 'SEARCH', detail: row.detail }))
}

t.test('a filtered list uses a title index, not a full scan', async (t) => {
  await migrateToLatest(db)
  // Enough rows in several companies for the optimizer to prefer an index: 3 companies x 1200 titles
  // over a year, every stored status.
  const statuses: StoredStatus[] = ['EM ABERTO', 'EM ABERTO', 'PAGO', 'PAGTO_PARCIAL', 'CANCELADO']
  const empresaIds: number[] = []
  for (const nome of ['plan-a', 'plan-b', 'plan-c']) {
    const inserted = await db.insertInto('empresas').values({ nome: `${nome}-${process.pid}`, criado_em: new Date().toISOString() }).executeTakeFirstOrThrow()
    empresaIds.push(Number(inserted.insertId))
  }
  for (const empresaId of empresaIds) {
    const rows = Array.from({ length: 1200 }, (_, i) => {
      const due = new Date(Date.UTC(2026, 0, 1) + (i % 365) * 86_400_000).toISOString().slice(0, 10)
      const forecast = new Date(Date.UTC(2026, 0, 1) + ((i * 7) % 365) * 86_400_000).toISOString().slice(0, 10)
      return {
        empresa_id: empresaId,
        codigo_lancamento_integracao: null,
        codigo_cliente_fornecedor: String(1000 + (i % 50)),
        data_vencimento: due,
        data_previsao: forecast,
        valor_documento: handle.money.toDb(10_000 + i),
        codigo_categoria: '2.01.01',
        status: statuses[i % statuses.length] as StoredStatus,
        baixado_valor: handle.money.toDb(0),
        versao: 1,
        atualizado_em: `${forecast}T10:00:00.000Z`,
        extra: '{"observacao":"plan"}'
      }
    })
    for (let start = 0; start < rows.length; start += 400) await db.insertInto('contas_pagar').values(rows.slice(start, start + 400)).execute()
  }
  if (ENGINE === 'mysql') await db.executeQuery(CompiledQuery.raw('ANALYZE TABLE contas_pagar'))
  else await db.executeQuery(CompiledQuery.raw('ANALYZE'))

  const indexes = ['contas_pagar_vencimento', 'contas_pagar_status', 'contas_pagar_previsao', 'contas_pagar_status_previsao', 'contas_pagar_atualizado']
  const queries: Array<[string, TitleFilterQuery]> = [
    ['due-date window and a stored status', { data_vencimento_de: '2026-03-01', data_vencimento_ate: '2026-03-31', status_titulo: ['PAGO'] }],
    ['due-date window and ATRASADO', { data_vencimento_de: '2026-02-01', data_vencimento_ate: '2026-02-28', status_titulo: ['ATRASADO'] }],
    ['forecast window and EM ABERTO', { data_previsao_de: '2026-06-01', data_previsao_ate: '2026-06-30', status_titulo: ['EM ABERTO'] }],
    ['due-date window alone', { data_vencimento_de: '2026-03-01', data_vencimento_ate: '2026-03-07' }],
    ['changed since a recent moment', { alterado_desde: '2026-12-20T00:00:00Z' }]
  ]
  for (const [label, filters] of queries) {
    const steps = await plan(compile(filters, 'payable', empresaIds[1] as number))
    t.equal(steps.length, 1, `${label}: one table access`)
    const [step] = steps as [Plan]
    t.ok(step.key !== null && indexes.includes(step.key), `${label}: uses one of ${indexes.join(', ')} (plan: ${step.detail})`)
    t.not(step.type, 'ALL', `${label}: not a full scan (plan: ${step.detail})`)
  }

  // The same query returns exactly the company's matching rows (a sanity check of the data above).
  const march = await filtered(db, stores.payable, { empresaId: empresaIds[1] as number, filters: { data_vencimento_de: '2026-03-01', data_vencimento_ate: '2026-03-31', status_titulo: ['PAGO'] }, today: TODAY })
    .select(['t.id', 't.status', 't.data_vencimento', 't.empresa_id']).execute()
  t.ok(march.length > 0)
  t.ok(march.every((row) => row.status === 'PAGO' && row.empresa_id === empresaIds[1] && String(row.data_vencimento) >= '2026-03-01' && String(row.data_vencimento) <= '2026-03-31'))
})
