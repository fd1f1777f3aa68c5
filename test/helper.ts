import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import tap from 'tap'
import { createConnection } from 'mysql2/promise'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { buildApp, type AppOptions } from '../src/app.js'
import { loadConfig, type Config } from '../src/config.js'
import { createKey, type Scope } from '../src/auth/keys.js'
import { PAYABLE, type AnyNewTitle } from '../src/titulos/kinds.js'
import { kindStore } from '../src/titulos/routes.js'
import { createTitle as createStoredTitle } from '../src/titulos/create.js'

/**
 * Every test file runs against one engine, chosen by TEST_ENGINE (sqlite by default, mysql for
 * MariaDB/MySQL at MYSQL_URL). Each file gets a database of its own, migrated from empty and
 * dropped at the end; each build() gets a company of its own, so tests never see each other's rows.
 */
export const ENGINE = process.env.TEST_ENGINE === 'mysql' ? 'mysql' : 'sqlite'
const MYSQL_URL = process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306'

let databaseUrl: Promise<string> | undefined

/** The DATABASE_URL of this test file's private database, created on first use. */
export async function fileDatabaseUrl (): Promise<string> {
  databaseUrl ??= (async () => {
    if (ENGINE === 'sqlite') {
      const dir = mkdtempSync(join(tmpdir(), 'contas-test-'))
      tap.teardown(() => rmSync(dir, { recursive: true, force: true }))
      return `sqlite:${join(dir, 'test.db')}`
    }
    // The server's default (case-insensitive) collation: the migration must not depend on it.
    const name = `contas_test_${process.pid}_${randomBytes(4).toString('hex')}`
    const admin = await createConnection(MYSQL_URL)
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`)
    await admin.end()
    tap.teardown(async () => {
      const conn = await createConnection(MYSQL_URL)
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``)
      await conn.end()
    })
    return `${MYSQL_URL.replace(/\/$/, '')}/${name}`
  })()
  return await databaseUrl
}

/** Rate limits and key cache off unless a test turns them on: each has tests of its own. */
export async function testConfig (overrides: NodeJS.ProcessEnv = {}): Promise<Readonly<Config>> {
  return loadConfig({
    DATABASE_URL: await fileDatabaseUrl(),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
    AUTH_FAILURES_PER_MINUTE: '0',
    AUTH_CACHE_SECONDS: '0',
    ...overrides
  })
}

export interface TestContext {
  app: FastifyInstance
  company: string
  /** Tokens of this company: read+write, read only, write only. */
  keys: Record<'readWrite' | 'read' | 'write', string>
  /** inject() with the read+write key (or `key`) and JSON handling. */
  request: (options: InjectOptions & { key?: string | null }) => Promise<LightMyRequestResponse>
  /** Creates another key of this company. */
  newKey: (scopes: Scope[]) => Promise<string>
}

type Test = { teardown: (fn: () => unknown) => void }

export async function build (t: Test, options: AppOptions & { env?: NodeJS.ProcessEnv } = {}): Promise<TestContext> {
  const app = await buildApp(await testConfig(options.env), options)
  t.teardown(() => app.close())
  await app.ready()
  const company = `empresa-${randomBytes(6).toString('hex')}`
  const newKey = async (scopes: Scope[]) => await createKey(app.database.db, { company, name: `k-${randomBytes(4).toString('hex')}`, scopes })
  const keys = { readWrite: await newKey(['read', 'write']), read: await newKey(['read']), write: await newKey(['write']) }
  const request = async ({ key, headers, ...rest }: InjectOptions & { key?: string | null }) => {
    const token = key === undefined ? keys.readWrite : key
    return await app.inject({ ...rest, headers: { ...(token === null ? {} : { authorization: `Bearer ${token}` }), ...headers } })
  }
  return { app, company, keys, request, newKey }
}

/** A valid payable create body's title, with overrides. */
export function payable (overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { codigo_cliente_fornecedor: 1001, data_vencimento: '2026-03-10', valor_documento: 150.25, codigo_categoria: '2.01.01', ...overrides }
}

/** A valid receivable create body's title, with overrides. */
export function receivable (overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { codigo_cliente_fornecedor: 'C-1001', data_vencimento: '2026-03-10', valor_documento: 150.25, codigo_categoria: '1.01.01', ...overrides }
}

/** Creates a title through the API and returns its codigo_lancamento_svc; fails the test otherwise. */
export async function createTitle (ctx: TestContext, path: '/contas-pagar' | '/contas-receber', data: Record<string, unknown>): Promise<number> {
  const res = await ctx.request({ method: 'POST', url: path, payload: { data } })
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`)
  return res.json().insertId
}

export type TitlePath = '/contas-pagar' | '/contas-receber'
export type Title = Record<string, unknown>

/** What the title tests vary between payables and receivables; each file adds its own fields. */
export interface KindFixture {
  name: 'payable' | 'receivable'
  path: TitlePath
  make: (overrides?: Record<string, unknown>) => Record<string, unknown>
}

/**
 * Stores payables through the same service the API uses, in one transaction, instead of one HTTP
 * request each: for tests that need thousands of titles.
 */
export async function insertPayables (ctx: TestContext, count: number, make: (i: number) => Record<string, unknown>): Promise<void> {
  const { db } = ctx.app.database
  const { id: empresaId } = await db.selectFrom('empresas').select('id').where('nome', '=', ctx.company).executeTakeFirstOrThrow()
  const context = { empresaId, stamp: { user: 'test', date: '2026-03-10', time: '12:00:00', at: '2026-03-10T15:00:00.000Z' } }
  const store = kindStore(ctx.app, PAYABLE)
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i++) await createStoredTitle({ trx, store, context }, make(i) as AnyNewTitle)
  })
}

/**
 * Collects every warning the service gives: its own log lines at warn or above (pass `logStream`
 * and env LOG_LEVEL 'warn' to build) and what libraries print with console.warn (ajv does).
 */
export function collectWarnings (t: Test): { warnings: string[], logStream: { write: (line: string) => void } } {
  const warnings: string[] = []
  const original = console.warn
  console.warn = (...args: unknown[]) => { warnings.push(args.map(String).join(' ')) }
  t.teardown(() => { console.warn = original })
  return { warnings, logStream: { write: (line: string) => { if (JSON.parse(line).level >= 40) warnings.push(line) } } }
}

/** Whether this file's MariaDB is a Galera node (CI runs the MySQL suite through one): false on SQLite. */
export async function isGaleraNode (): Promise<boolean> {
  if (ENGINE !== 'mysql') return false
  const { createConnection } = await import('mysql2/promise')
  const connection = await createConnection(await fileDatabaseUrl())
  try {
    const [rows] = await connection.query("SHOW VARIABLES LIKE 'wsrep_on'") as unknown as [Array<{ Value: string }>]
    return rows[0]?.Value === 'ON'
  } finally {
    await connection.end()
  }
}

// The service's Prometheus samples, read as the bench reads them.
export { metricSamples, metricValue, type MetricSample } from '../bench/metric-samples.js'
