import { readFileSync } from 'node:fs'
import t from 'tap'
import { sql } from 'kysely'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { openDatabase, parseDatabaseUrl, type DatabaseHandle } from '../db/dialect.js'
import { migrateToLatest, migrateUpTo } from '../db/migrate.js'
import { buildApp } from '../src/app.js'
import { loadConfig } from '../src/config.js'
import { createKey } from '../src/auth/keys.js'
import { ENGINE, fileDatabaseUrl, payable, receivable, type Title } from './helper.js'

/**
 * A database left by the previous release (test/fixtures/v1-database.json, captured from it with
 * its exact GET /:id responses) is migrated to the current schema and read back through the API:
 * every title shows what it showed before, field for field and value for value, except for the
 * documented additions in expectedAfterMigration. Runs on the engine the helper picks.
 */

type Kind = 'contas_pagar' | 'contas_receber'
type Row = Record<string, string | number | null>

interface V1Fixture {
  capturedWith: string
  today: string
  migrations: string[]
  tables: Record<'empresas' | 'api_keys' | 'contas_pagar' | 'contas_receber' | 'categorias' | 'clientes_fornecedores', Row[]>
  responses: Array<{ kind: Kind, id: number, body: string }>
}

const fixture = JSON.parse(readFileSync(new URL('./fixtures/v1-database.json', import.meta.url), 'utf8')) as V1Fixture

/** The schema the previous release ran on: the fixture was captured there. */
const PREVIOUS_RELEASE = '2026_11_22_000100_status_previsao_index'
// The fixture's clock, so the derived statuses (A VENCER, VENCE HOJE, ATRASADO) are the ones captured.
const PINNED = new Date(`${fixture.today}T15:00:00Z`)
const PATHS: Record<Kind, { path: '/contas-pagar' | '/contas-receber', settlements: 'pagamentos' | 'recebimentos' }> = {
  contas_pagar: { path: '/contas-pagar', settlements: 'pagamentos' },
  contas_receber: { path: '/contas-receber', settlements: 'recebimentos' }
}
// Parents before children: the foreign keys are on.
const TABLE_ORDER = ['empresas', 'api_keys', 'categorias', 'clientes_fornecedores', 'contas_pagar', 'contas_receber'] as const

/** The same JSON value whatever the order of its object keys, which JSON gives no meaning to. */
function canonical (value: unknown): string {
  const sorted = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sorted)
    if (v !== null && typeof v === 'object') {
      return Object.fromEntries(Object.keys(v).sort().map((key) => [key, sorted((v as Record<string, unknown>)[key])]))
    }
    return v
  }
  return JSON.stringify(sorted(value))
}

const SETTLED = ['PAGO', 'LIQUIDADO']

/**
 * The title the current release must show for a title the previous one showed as `old`. The only
 * differences allowed are the documented ones; everything else must come back as it was.
 */
function expectedAfterMigration (kind: Kind, old: Title, migratedAt: string): Title {
  // (a) Every title starts its version history at the migration.
  const title: Title = { ...old, versao: 1, atualizado_em: migratedAt }
  const settled = SETTLED.includes(String(old.status_titulo))
  if (kind === 'contas_pagar') {
    // (b) valor_pag is now the sum of the payments. 0 was the ERP's "nothing paid yet" (create reads
    // it the same way): it records no payment and an open payable keeps showing 0, as a title
    // created with it today does; on a PAGO/LIQUIDADO payable the status stands for a payment of
    // the whole value, exactly as when valor_pag is absent.
    const paid = old.valor_pag === 0 ? undefined : old.valor_pag
    if (paid !== undefined) title.valor_pag = paid
    else if (settled) title.valor_pag = old.valor_documento
  } else {
    // (b) recebimento summarizes the receipt: what it lacked is what the receipt was taken to be.
    const receipt = old.recebimento as Record<string, unknown> | undefined
    if (receipt !== undefined || settled) {
      title.recebimento = { ...receipt, valor: receipt?.valor ?? old.valor_documento, data: receipt?.data ?? old.data_vencimento }
    }
  }
  return title
}

/** The settlement the migration records for a title, read off the title it must show. */
function expectedSettlements (kind: Kind, expected: Title, migratedAt: string): Array<Record<string, unknown>> {
  const recorded = { lancado_em: migratedAt, lancado_por: 'migracao', estornado: false }
  if (kind === 'contas_pagar') {
    return expected.valor_pag === undefined || expected.valor_pag === 0 ? [] : [{ valor: expected.valor_pag, data: expected.data_vencimento, ...recorded }]
  }
  if (expected.recebimento === undefined) return []
  const { codigo_recebimento_integracao: code, ...receipt } = expected.recebimento as Record<string, unknown>
  return [{ ...receipt, ...(code === undefined ? {} : { codigo_baixa_integracao: code }), ...recorded }]
}

/** Inserts the rows as they are, ids included; money from the captured SQLite cents to the engine's form. */
async function insertRows (handle: DatabaseHandle, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return
  const columns = Object.keys(rows[0] ?? {})
  const value = (row: Row, column: string) => {
    const cell = row[column] ?? null
    return column === 'valor_documento' && cell !== null ? handle.money.toDb(Number(cell)) : cell
  }
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) values ${sql.join(rows.map((row) => sql`(${sql.join(columns.map((column) => value(row, column)))})`))}`.execute(handle.db)
}

interface Migrated { app: FastifyInstance, get: (url: string) => Promise<LightMyRequestResponse>, request: (options: InjectOptions) => Promise<LightMyRequestResponse>, migratedAt: string }

let migrated: Migrated | undefined

t.before(async () => {
  const url = await fileDatabaseUrl()
  migrated = await serve(url, await migrateFixture(url))
})

/** Fills the previous release's schema with the fixture and migrates it; returns the migration's time stamp. */
async function migrateFixture (url: string): Promise<string> {
  const handle = openDatabase(parseDatabaseUrl(url))
  try {
    await migrateUpTo(handle.db, PREVIOUS_RELEASE)
    for (const table of TABLE_ORDER) await insertRows(handle, table, fixture.tables[table])
    const before = new Date().toISOString()
    await migrateToLatest(handle.db)
    const after = new Date().toISOString()
    // The migration stamps every title with its own run time: one value, read back to compare with.
    const stamps = new Set<string>()
    for (const table of ['contas_pagar', 'contas_receber'] as const) {
      for (const row of await handle.db.selectFrom(table).select('atualizado_em').execute()) stamps.add(row.atualizado_em)
    }
    const [migratedAt] = [...stamps]
    if (stamps.size !== 1 || migratedAt === undefined) throw new Error(`expected one atualizado_em for every migrated title, got ${[...stamps].join(', ')}`)
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(migratedAt) || migratedAt < before || migratedAt > after) {
      throw new Error(`atualizado_em ${migratedAt} is not a UTC date-time of the migration's run (${before} to ${after})`)
    }
    return migratedAt
  } finally {
    await handle.db.destroy()
  }
}

/** The current release on the migrated database, with a key of the fixture's company. */
async function serve (url: string, migratedAt: string): Promise<Migrated> {
  const app = await buildApp(loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0', AUTH_CACHE_SECONDS: '0' }), { now: () => PINNED })
  t.teardown(() => app.close())
  await app.ready()
  const company = String(fixture.tables.empresas[0]?.nome)
  const token = await createKey(app.database.db, { company, name: 'migration-test', scopes: ['read', 'write'] })
  const request = async ({ headers, ...rest }: InjectOptions) => await app.inject({ ...rest, headers: { authorization: `Bearer ${token}`, ...headers } })
  return { app, request, get: async (path) => await request({ method: 'GET', url: path }), migratedAt }
}

function ready (): Migrated {
  if (migrated === undefined) throw new Error('the migrated database is not ready')
  return migrated
}

t.test(`every title reads back as the previous release showed it, documented changes aside (${ENGINE})`, async (t) => {
  const { get, migratedAt } = ready()
  for (const { kind, id, body } of fixture.responses) {
    const old = JSON.parse(body) as { data: Title }
    const res = await get(`${PATHS[kind].path}/${id}`)
    const expected = { ...old, data: expectedAfterMigration(kind, old.data, migratedAt) }
    t.strictSame(canonical(res.json()), canonical(expected), `${kind} ${id}`)
  }
})

t.test('the stored status of every title is the one it had', async (t) => {
  const { app, get } = ready()
  for (const { kind, id, body } of fixture.responses) {
    const old = JSON.parse(body) as { data: Title }
    const res = await get(`${PATHS[kind].path}/${id}`)
    t.equal(res.json().data.status_titulo, old.data.status_titulo, `${kind} ${id} shown`)
  }
  for (const kind of ['contas_pagar', 'contas_receber'] as const) {
    const rows = await app.database.db.selectFrom(kind).select(['id', 'status']).orderBy('id').execute()
    t.strictSame(rows, fixture.tables[kind].map((row) => ({ id: row.id, status: row.status })), `${kind} stored`)
  }
})

t.test('each title with a settled status, a recebimento or a non-zero valor_pag has one active settlement recorded by the migration', async (t) => {
  const { get, migratedAt } = ready()
  const codes: Record<Kind, unknown[]> = { contas_pagar: [], contas_receber: [] }
  for (const { kind, id, body } of fixture.responses) {
    const old = JSON.parse(body) as { data: Title }
    const res = await get(`${PATHS[kind].path}/${id}/${PATHS[kind].settlements}`)
    t.equal(res.statusCode, 200)
    const listed = res.json().data as Array<Record<string, unknown>>
    for (const settlement of listed) codes[kind].push(settlement.codigo_baixa)
    // codigo_baixa is the service's; the rest follows from the title.
    const withoutCode = listed.map(({ codigo_baixa: _code, ...rest }) => rest)
    t.strictSame(canonical(withoutCode), canonical(expectedSettlements(kind, expectedAfterMigration(kind, old.data, migratedAt), migratedAt)), `${kind} ${id}`)
  }
  // Each kind numbers its settlements on its own: a payment and a receipt may share a codigo_baixa.
  for (const [kind, listed] of Object.entries(codes)) {
    t.ok(listed.every((code) => Number.isSafeInteger(code) && Number(code) > 0) && new Set(listed).size === listed.length, `${kind}: distinct codigo_baixa`)
  }
})

t.test('the lists hold every title of the fixture, and no other', async (t) => {
  const { get } = ready()
  for (const kind of ['contas_pagar', 'contas_receber'] as const) {
    const body = (await get(PATHS[kind].path)).json()
    t.equal(body.total_registros, fixture.tables[kind].length, `${kind} total_registros`)
    t.strictSame(body.data.map((title: Title) => title.codigo_lancamento_svc).sort((a: number, b: number) => a - b), fixture.tables[kind].map((row) => row.id), `${kind} ids`)
  }
})

t.test('the directories return the fixture rows', async (t) => {
  const { get } = ready()
  const byCode = (a: Record<string, unknown>, b: Record<string, unknown>) => String(a.codigo) < String(b.codigo) ? -1 : 1
  const categorias = fixture.tables.categorias.map(({ empresa_id: _company, ...row }) => row)
  t.strictSame(canonical((await get('/categorias')).json().data.sort(byCode)), canonical(categorias.sort(byCode)), '/categorias')
  // A counterparty without cnpj_cpf is shown without the field, as before.
  const counterparts = fixture.tables.clientes_fornecedores.map(({ empresa_id: _company, cnpj_cpf: document, ...row }) => document === null ? row : { ...row, cnpj_cpf: document })
  t.strictSame(canonical((await get('/clientes-fornecedores')).json().data.sort(byCode)), canonical(counterparts.sort(byCode)), '/clientes-fornecedores')
})

t.test('ids continue after the highest migrated one', async (t) => {
  const { request } = ready()
  for (const [kind, make] of [['contas_pagar', payable], ['contas_receber', receivable]] as const) {
    const highest = Math.max(...fixture.tables[kind].map((row) => Number(row.id)))
    const res = await request({ method: 'POST', url: PATHS[kind].path, payload: { data: make({ codigo_lancamento_integracao: `MIGRATION-${kind}` }) } })
    t.equal(res.statusCode, 201, `${kind} created`)
    t.ok(res.json().insertId > highest, `${kind}: ${res.json().insertId} > ${highest}`)
  }
})
