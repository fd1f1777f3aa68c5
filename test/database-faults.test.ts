import { createServer, connect, type Server, type Socket } from 'node:net'
import t, { type Test } from 'tap'
import { sql } from 'kysely'
import { createConnection } from 'mysql2/promise'
import type { LightMyRequestResponse } from 'fastify'
import { build, ENGINE, fileDatabaseUrl, payable, type TestContext } from './helper.js'
import { openDatabase, parseDatabaseUrl } from '../db/dialect.js'

/**
 * Issue #7, finding 4: a database that hangs (not down) must not hang the service. Every wait on
 * the database is bounded: a request gets 503 with Retry-After in the error body, /ready answers
 * within a second, and the service recovers by itself when the database does.
 */

/**
 * A TCP relay in front of MariaDB that can freeze: it stops passing bytes either way and leaves
 * new connections unanswered, which is what a SIGSTOPped server looks like to its clients,
 * without stopping the server other test files share.
 */
class FreezableRelay {
  readonly server: Server
  readonly #pairs: Array<[Socket, Socket]> = []
  readonly #waiting: Array<() => void> = []
  frozen = false
  /** Drops a connection, and the bytes that were on their way, when its client sends COMMIT. */
  cutAtCommit = false

  constructor (upstreamPort: number) {
    this.server = createServer((client) => {
      const start = () => {
        const upstream = connect({ port: upstreamPort, host: '127.0.0.1' })
        const end = () => { client.destroy(); upstream.destroy() }
        client.on('data', (chunk: Buffer) => {
          // A COM_QUERY packet: 4 bytes of header, command 0x03, then the statement, or the
          // statements of one round trip, the COMMIT last (db/coalescing.ts).
          if (this.cutAtCommit && chunk[4] === 0x03 && /(^|;\s*)commit$/i.test(chunk.subarray(5).toString('latin1').trim())) end()
          else upstream.write(chunk)
        })
        upstream.pipe(client)
        client.on('error', end).on('close', end)
        upstream.on('error', end).on('close', end)
        this.#pairs.push([client, upstream])
      }
      client.on('error', () => client.destroy())
      if (this.frozen) this.#waiting.push(start)
      else start()
    })
  }

  async listen (): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    return (this.server.address() as { port: number }).port
  }

  freeze (): void {
    this.frozen = true
    for (const [client, upstream] of this.#pairs) { client.pause(); upstream.pause() }
  }

  thaw (): void {
    this.frozen = false
    for (const [client, upstream] of this.#pairs) { client.resume(); upstream.resume() }
    for (const start of this.#waiting.splice(0)) start()
  }

  async close (): Promise<void> {
    for (const [client, upstream] of this.#pairs) { client.destroy(); upstream.destroy() }
    await new Promise((resolve) => this.server.close(resolve))
  }
}

/** Times a request and fails the test instead of hanging past `seconds`. */
async function timed (seconds: number, request: Promise<LightMyRequestResponse>, what: string): Promise<{ res: LightMyRequestResponse, seconds: number }> {
  const started = Date.now()
  let timer: NodeJS.Timeout | undefined
  try {
    const res = await Promise.race([request, new Promise<never>((_resolve, reject) => { timer = setTimeout(() => reject(new Error(`${what}: no answer within ${seconds} s`)), seconds * 1000) })])
    return { res, seconds: (Date.now() - started) / 1000 }
  } finally {
    clearTimeout(timer)
  }
}

function assertUnavailable (t: Test, res: LightMyRequestResponse, label: string): void {
  t.equal(res.statusCode, 503, `${label}: 503`)
  t.match(res.json(), { success: false, statusCode: 503, code: 'DATABASE_UNAVAILABLE' }, `${label}: error body`)
  t.match(res.headers['retry-after'], /^[1-9][0-9]*$/, `${label}: Retry-After`)
}

async function eventually (ctx: TestContext, seconds: number): Promise<number> {
  const until = Date.now() + seconds * 1000
  let status = 0
  while (Date.now() < until) {
    status = (await ctx.request({ method: 'GET', url: '/contas-pagar?limite=1' })).statusCode
    if (status === 200) return status
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return status
}

t.test('a frozen MariaDB: bounded 503s, /ready within a second, recovery when it thaws', { skip: ENGINE === 'mysql' ? false : 'MySQL only: SQLite runs in the process; the next test covers its lock waits' }, async (t) => {
  const direct = new URL(await fileDatabaseUrl())
  const relay = new FreezableRelay(Number(direct.port === '' ? 3306 : direct.port))
  t.teardown(() => relay.close())
  const relayed = new URL(direct.href)
  relayed.port = String(await relay.listen())
  const ctx = await build(t, { env: { DATABASE_URL: relayed.href, DB_POOL_SIZE: '2', DB_QUERY_TIMEOUT_SECONDS: '2', DB_ACQUIRE_TIMEOUT_SECONDS: '1' } })
  t.equal((await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable() } })).statusCode, 201)

  relay.freeze()
  // More requests at once than the pool has connections: some wait for a query, the rest for a connection.
  const requests = [
    ...Array.from({ length: 6 }, () => ctx.request({ method: 'GET', url: '/contas-pagar' })),
    ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ codigo_lancamento_integracao: 'during-freeze' }) } }),
    ctx.request({ method: 'PUT', url: '/categorias/1', payload: { descricao: 'x', tipo: 'FIXA' } })
  ]
  const ready = await timed(2, ctx.app.inject({ method: 'GET', url: '/ready' }), '/ready')
  assertUnavailable(t, ready.res, '/ready')
  t.ok(ready.seconds < 2, `/ready answered in ${ready.seconds} s`)
  for (const [index, request] of requests.entries()) {
    const { res, seconds } = await timed(15, request, `request ${index + 1}`)
    assertUnavailable(t, res, `request ${index + 1} (after ${seconds} s)`)
  }
  const again = await timed(15, ctx.request({ method: 'GET', url: '/contas-pagar/1' }), 'a request once the pool is stuck')
  assertUnavailable(t, again.res, 'a request once the pool is stuck')

  relay.thaw()
  t.equal(await eventually(ctx, 20), 200, 'served again after the thaw')
  t.equal((await ctx.app.inject({ method: 'GET', url: '/ready' })).statusCode, 200, '/ready again')
})

t.test('SQLite locked by another process: a write waits DB_ACQUIRE_TIMEOUT_SECONDS, then 503; reads go on', { skip: ENGINE === 'sqlite' ? false : 'SQLite only; the previous test covers MySQL' }, async (t) => {
  const ctx = await build(t, { env: { DB_ACQUIRE_TIMEOUT_SECONDS: '1' } })
  const { default: SQLite } = await import('better-sqlite3')
  const other = new SQLite(parseDatabaseUrl(await fileDatabaseUrl()).location)
  t.teardown(() => other.close())
  other.exec('BEGIN IMMEDIATE')
  const write = await timed(15, ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable() } }), 'a write while locked')
  assertUnavailable(t, write.res, 'a write while another process holds the write lock')
  const ready = await timed(5, ctx.app.inject({ method: 'GET', url: '/ready' }), '/ready while locked')
  t.equal(ready.res.statusCode, 200, '/ready: readers are not blocked by a writer (WAL)')
  other.exec('ROLLBACK')
  t.equal((await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable() } })).statusCode, 201, 'writes work once the lock is gone')
  t.equal((await ctx.request({ method: 'GET', url: '/contas-pagar' })).json().total_registros, 1, 'only the acknowledged write is stored')
})

t.test('a write whose transaction the database ends midway is 503 DATABASE_UNAVAILABLE, not 500, and changes nothing', async (t) => {
  const ctx = await build(t, { env: { DB_QUERY_TIMEOUT_SECONDS: '1' } })
  const { db } = ctx.app.database
  const id = (await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ observacao: 'as created' }) } })).json().insertId
  let release: () => Promise<void>
  if (ENGINE === 'mysql') {
    // Another client holds the title's row lock past DB_QUERY_TIMEOUT_SECONDS: the update's query
    // times out inside its transaction and its connection is dropped, so no ROLLBACK can be sent.
    const holder = await createConnection(await fileDatabaseUrl())
    await holder.query('BEGIN')
    await holder.query('SELECT id FROM contas_pagar WHERE id = ? FOR UPDATE', [id])
    release = async () => { await holder.query('ROLLBACK'); await holder.end() }
  } else {
    // A full disk: SQLite ends the whole transaction itself (SQLITE_FULL), so the ROLLBACK that
    // follows finds no transaction to end.
    const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(db)
    await sql.raw(`PRAGMA max_page_count = ${rows[0]?.page_count ?? 0}`).execute(db)
    release = async () => { await sql.raw('PRAGMA max_page_count = 4294967294').execute(db) }
  }
  // 4 KB of UTF-8 in the title's one stored copy (docs/CONTRACT.md section 1): more than the free
  // room of the pages SQLite already has, so the update needs a page the full disk does not give.
  const longText = 'ç'.repeat(2000)
  const failed = await timed(15, ctx.request({ method: 'PATCH', url: `/contas-pagar/${id}`, payload: { conta: { observacoes: longText } } }), 'the update')
  await release()
  assertUnavailable(t, failed.res, 'the update the database gave up on')
  const read = await ctx.request({ method: 'GET', url: `/contas-pagar/${id}` })
  t.equal(read.json().data.observacao, 'as created', 'nothing of it is stored')
  t.equal(read.headers.etag, '"1"', 'the version did not move')
  const retried = await timed(15, ctx.request({ method: 'PATCH', url: `/contas-pagar/${id}`, payload: { conta: { observacoes: longText } } }), 'the retry')
  t.equal(retried.res.statusCode, 200, 'the retry is applied')
  t.equal(retried.res.headers.etag, '"2"', 'as the next version')
})

t.test('the connection lost while COMMIT is on its way: 503, not 500, and nothing half-stored', { skip: ENGINE === 'mysql' ? false : 'MySQL only: SQLite has no connection to lose; the full disk of the previous test is its case' }, async (t) => {
  const direct = new URL(await fileDatabaseUrl())
  const relay = new FreezableRelay(Number(direct.port === '' ? 3306 : direct.port))
  t.teardown(() => relay.close())
  const relayed = new URL(direct.href)
  relayed.port = String(await relay.listen())
  const ctx = await build(t, { env: { DATABASE_URL: relayed.href } })
  const id = (await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ observacao: 'as created' }) } })).json().insertId
  relay.cutAtCommit = true
  const failed = await timed(15, ctx.request({ method: 'PATCH', url: `/contas-pagar/${id}`, payload: { conta: { observacoes: 'lost at commit' } } }), 'the update')
  relay.cutAtCommit = false
  assertUnavailable(t, failed.res, 'the update whose COMMIT never arrived')
  const read = await ctx.request({ method: 'GET', url: `/contas-pagar/${id}` })
  t.equal(read.json().data.observacao, 'as created', 'nothing of it is stored')
  t.equal(read.headers.etag, '"1"', 'the version did not move')
  const retried = await ctx.request({ method: 'PATCH', url: `/contas-pagar/${id}`, payload: { conta: { observacoes: 'lost at commit' } } })
  t.equal(retried.statusCode, 200, 'the retry is applied')
  t.equal(retried.headers.etag, '"2"', 'as the next version')
})

t.test('an Idempotency-Key claim ends with its request: the retry after an outage runs at once, not 409', async (t) => {
  // Issue 21, item 4: the key is claimed, then the database goes away before the write, so the
  // write fails (503) and so does releasing the claim. The retry with the same key, once the
  // database is back, used to get 409 IDEMPOTENCY_KEY_IN_USE until the claim's 60 s lease ended.
  let outage: { start: () => void | Promise<void>, end: () => void | Promise<void> }
  let env: NodeJS.ProcessEnv = { DB_ACQUIRE_TIMEOUT_SECONDS: '1', DB_QUERY_TIMEOUT_SECONDS: '1' }
  if (ENGINE === 'mysql') {
    const direct = new URL(await fileDatabaseUrl())
    const relay = new FreezableRelay(Number(direct.port === '' ? 3306 : direct.port))
    t.teardown(() => relay.close())
    const relayed = new URL(direct.href)
    relayed.port = String(await relay.listen())
    env = { ...env, DATABASE_URL: relayed.href, DB_POOL_SIZE: '2' }
    outage = { start: () => relay.freeze(), end: () => relay.thaw() }
  } else {
    // Another process takes the write lock: the write and the release both wait for it and fail.
    const { default: SQLite } = await import('better-sqlite3')
    const other = new SQLite(parseDatabaseUrl(await fileDatabaseUrl()).location)
    t.teardown(() => other.close())
    outage = { start: () => { other.exec('BEGIN IMMEDIATE') }, end: () => { other.exec('ROLLBACK') } }
  }
  const ctx = await build(t, { env })
  const id = (await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable() } })).json().insertId
  const database = ctx.app.database
  const transaction = database.transaction
  let down = false
  // The outage starts between the claim (its own statement) and the write's transaction.
  database.transaction = async (work, options) => {
    if (!down) {
      down = true
      await outage.start()
    }
    return await transaction(work, options)
  }
  const payment = { method: 'POST', url: `/contas-pagar/${id}/pagamentos`, headers: { 'idempotency-key': 'outage-1' }, payload: { valor: 10, data: '2026-03-10' } } as const
  const failed = await timed(15, ctx.request(payment), 'the payment during the outage')
  assertUnavailable(t, failed.res, 'the payment during the outage')
  database.transaction = transaction
  await outage.end()
  t.equal(await eventually(ctx, 20), 200, 'the database is back')
  const retried = await timed(15, ctx.request(payment), 'the retry')
  t.equal(retried.res.statusCode, 201, 'the retry runs at once')
  const again = await ctx.request(payment)
  t.equal(again.headers['idempotency-replayed'], 'true', 'and its answer is the key\'s from then on')
  t.equal((await ctx.request({ method: 'GET', url: `/contas-pagar/${id}/pagamentos` })).json().total_registros, 1, 'one payment stored')
})

t.test('a service shut down while MariaDB is down closes cleanly, a query of the moment before included', async (t) => {
  // Nothing listens on port 1. mysql2's pool.end handed back the error of a connection that failed
  // while it ended: the shutdown failed with ECONNREFUSED (seen as a test's teardown failing in CI).
  for (let attempt = 0; attempt < 20; attempt++) {
    const database = openDatabase(parseDatabaseUrl('mysql://root@127.0.0.1:1/contas'))
    const query = sql`select 1`.execute(database.db).then(() => 'answered', () => 'refused')
    await new Promise((resolve) => setTimeout(resolve, attempt % 4))
    const closed = await database.close().then(() => 'closed', (error: Error & { code?: string }) => `failed: ${error.code ?? error.message}`)
    t.equal(closed, 'closed', `closed ${attempt % 4} ms after a query started`)
    t.equal(await query, 'refused')
  }
})
