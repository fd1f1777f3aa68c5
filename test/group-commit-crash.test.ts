import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import t, { type Test } from 'tap'
import { createConnection } from 'mysql2/promise'
import { OwnMariaDb } from '../bench/own-mariadb.js'
import { ENGINE, fileDatabaseUrl, metricSamples, metricValue, payable } from './helper.js'
import { ensureBuilt, migratedWithKey, startService, type Service } from './service-process.js'
import { freePort } from '../bench/free-port.js'

/**
 * Issue 35: the database dies while transactions carrying several writes (group commit,
 * src/writes/group-commit.ts, docs/CONTRACT.md section 13) are running, under concurrent creates
 * and payments. On MySQL a MariaDB of the test's own is SIGKILLed and started again (the service
 * goes on); SQLite dies with the process that embeds it, so the service is SIGKILLed and started
 * again on the same file. Then every write answered
 * 2xx is stored exactly as answered (its title read back by id with the same fields and ETag),
 * every write left without an answer or answered 503 is either absent or stored once (sent again,
 * replayed by its Idempotency-Key, or refused as a duplicate without one), and nothing is stored
 * that no client sent, nor twice; the feed is numbered without a gap. The shared MariaDB is never
 * touched: other test files use it at the same time.
 */

t.before(ensureBuilt)

const CLIENTS = 32
/** Writes answered 2xx before the kill, at least: enough that groups formed and committed first. */
const ACKNOWLEDGED_BEFORE_KILL = 200

interface Answer { status: number, body: any, etag: string | null, replayed: boolean }
/** What a client sent and what it was answered (status 0: no answer, the connection was lost). */
interface Sent { path: string, body: unknown, key: string | undefined, answer: Answer }
interface Attempt { code: string, create: Sent, payment?: Sent }

async function call (base: string, token: string, method: string, path: string, body?: unknown, key?: string): Promise<Answer> {
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(key === undefined ? {} : { 'idempotency-key': key }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
    const text = await res.text()
    return { status: res.status, body: text === '' ? undefined : JSON.parse(text), etag: res.headers.get('etag'), replayed: res.headers.get('idempotency-replayed') === 'true' }
  } catch {
    return { status: 0, body: undefined, etag: null, replayed: false }
  }
}

/** A write whose outcome the client cannot know: no answer, or 5xx (503 DATABASE_UNAVAILABLE). */
const unanswered = (answer: Answer) => answer.status === 0 || answer.status >= 500

/** Group sizes so far: transactions committed, those of them that carried more than one write, and transactions failed whole with more than one. */
async function groups (metricsUrl: string) {
  const all = metricSamples(await (await fetch(metricsUrl)).text())
  const count = (outcome: string) => metricValue(all, 'contas_db_writes_per_transaction_count', { outcome })
  const alone = (outcome: string) => metricValue(all, 'contas_db_writes_per_transaction_bucket', { outcome, le: '1' })
  return { committed: count('committed'), committedGroups: count('committed') - alone('committed'), failedGroups: count('failed') - alone('failed') }
}

/**
 * The database (MySQL) or the service (SQLite) killed under load, once groups of several writes
 * committed in the last moments, and brought back; what every client was told, checked against
 * what is stored.
 */
async function killMidGroup (t: Test, setup: { url: string, kill: (service: Service) => Promise<void>, restart: (service: Service, env: NodeJS.ProcessEnv) => Promise<Service> }): Promise<void> {
  const token = await migratedWithKey(setup.url, `crash-${process.pid}`)
  const metricsPort = await freePort()
  const env = {
    DATABASE_URL: setup.url,
    MIGRATE_ON_START: 'false',
    METRICS_PORT: String(metricsPort),
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
    DB_ACQUIRE_TIMEOUT_SECONDS: '2',
    DB_QUERY_TIMEOUT_SECONDS: '4'
  }
  const first = await startService(t, env)
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`

  const attempts: Attempt[] = []
  let acknowledged = 0
  const load = { stopping: false }
  const client = async (worker: number) => {
    for (let n = 0; !load.stopping; n++) {
      const code = `k${worker}-${n}`
      // Half the writes carry an Idempotency-Key: a retry of those replays the first answer.
      const createKey = n % 2 === 0 ? `create-${code}` : undefined
      const body = { data: payable({ codigo_lancamento_integracao: code, valor_documento: 100 + worker }) }
      const attempt: Attempt = { code, create: { path: '/contas-pagar', body, key: createKey, answer: await call(first.url, token, 'POST', '/contas-pagar', body, createKey) } }
      attempts.push(attempt)
      if (attempt.create.answer.status !== 201) continue
      acknowledged++
      if (load.stopping) continue
      const path = `/contas-pagar/${attempt.create.answer.body.insertId as number}/pagamentos`
      const payment = { valor: 40, data: '2026-03-05', codigo_baixa_integracao: `p-${code}` }
      const paymentKey = n % 4 < 2 ? `pay-${code}` : undefined
      attempt.payment = { path, body: payment, key: paymentKey, answer: await call(first.url, token, 'POST', path, payment, paymentKey) }
      if (attempt.payment.answer.status === 201) acknowledged++
    }
  }
  const clients = Promise.all(Array.from({ length: CLIENTS }, async (_, worker) => await client(worker)))

  // The kill comes once enough writes were answered and groups of several
  // writes committed since the previous look: transactions carrying several writes are running at
  // that moment. (Bounded: if no group formed by then, the assertion below says so.)
  let before = await groups(metricsUrl)
  let groupedJustBefore = 0
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    const now = await groups(metricsUrl)
    groupedJustBefore = now.committedGroups - before.committedGroups
    before = now
    if (acknowledged >= ACKNOWLEDGED_BEFORE_KILL && (groupedJustBefore > 0 || acknowledged >= 20 * ACKNOWLEDGED_BEFORE_KILL)) break
  }
  load.stopping = true
  await setup.kill(first)
  await clients
  if (first.child.exitCode === null && first.child.signalCode === null) {
    // The service lived through it: the transactions that were running failed whole, each write they carried answered 503.
    const { failedGroups } = await groups(metricsUrl)
    t.ok(failedGroups > 0, `transactions carrying several writes failed with the database (${failedGroups})`)
  }
  const service = await setup.restart(first, env)
  const base = service.url
  const get = async (path: string) => await call(base, token, 'GET', path)

  t.ok(groupedJustBefore > 0, `transactions of several writes committed just before the kill (${groupedJustBefore}; ${before.committedGroups} of ${before.committed} transactions in all)`)
  const lost = attempts.flatMap((attempt) => [attempt.create, ...(attempt.payment === undefined ? [] : [attempt.payment])]).filter((sent) => unanswered(sent.answer))
  t.ok(lost.length > 1, `several writes were in flight when it died, their answers lost or 503 (${lost.length})`)
  const statuses = new Set(attempts.flatMap((attempt) => [attempt.create.answer.status, attempt.payment?.answer.status]).filter((status) => status !== undefined && !unanswered({ status } as Answer)))
  t.strictSame([...statuses], [201], 'every write answered was answered 201')

  // Each title as its client knows it, read back; writes left unanswered looked up, then sent again.
  let landed = 0
  const problems: string[] = []
  const expect = (ok: boolean, what: string) => { if (!ok) problems.push(what) }
  /** The codes of the titles stored: answered 201, or found stored unanswered, or created when sent again. */
  const stored = new Set<string>()
  let payments = 0
  await Promise.all(Array.from({ length: CLIENTS }, async (_, worker) => {
    for (const [index, attempt] of attempts.entries()) {
      if (index % CLIENTS !== worker) continue
      const { code, create } = attempt
      if (unanswered(create.answer)) {
        const found = await get(`/contas-pagar/integracao/${code}`)
        expect(found.status === 200 || found.status === 404, `${code}: looked up by its code, ${found.status}`)
        const again = await call(base, token, 'POST', create.path, create.body, create.key)
        if (found.status === 200) {
          landed++
          const id = found.body.data.codigo_lancamento_svc as number
          // The commit landed though its answer was lost: the key replays it; without a key the code is taken, by this title.
          if (create.key !== undefined) expect(again.status === 201 && again.replayed && again.body.insertId === id, `${code}: stored unanswered, its retry with the key answered ${again.status} replayed ${again.replayed} ${JSON.stringify(again.body)}`)
          else expect(again.status === 409 && again.body.details?.[0]?.codigo_lancamento_svc === id, `${code}: stored unanswered, its retry answered ${again.status} ${JSON.stringify(again.body)}`)
          stored.add(code)
          if (attempt.payment === undefined) expect((await get(`/contas-pagar/${id}`)).etag === '"1"', `${code}: stored as version 1`)
        } else {
          // Nothing of it committed: sent again it is created, unless its key's claim belongs to a
          // service process that died, which stands until its lease ends (src/idempotency/keys.ts).
          const claimedByTheDead = ENGINE === 'sqlite' && create.key !== undefined && again.status === 409 && again.body.code === 'IDEMPOTENCY_KEY_IN_USE'
          expect((again.status === 201 && !again.replayed) || claimedByTheDead, `${code}: absent, its retry answered ${again.status} ${JSON.stringify(again.body)}`)
          if (again.status === 201) stored.add(code)
        }
        continue
      }
      const id = create.answer.body.insertId as number
      stored.add(code)
      const title = await get(`/contas-pagar/${id}`)
      expect(title.status === 200 && title.body.data.codigo_lancamento_integracao === code && title.body.data.valor_documento === (create.body as { data: { valor_documento: number } }).data.valor_documento,
        `${code}: answered 201 as ${id}, read back ${title.status} ${JSON.stringify(title.body?.data).slice(0, 200)}`)
      const payment = attempt.payment
      if (payment === undefined) {
        expect(title.etag === '"1"', `${code}: created, never paid, read back as ${title.etag}`)
        continue
      }
      const settlements = await get(payment.path)
      const listed = (settlements.body?.data ?? []) as Array<{ codigo_baixa_integracao: string, valor: number }>
      const paid = listed.filter((settlement) => settlement.codigo_baixa_integracao === `p-${code}`)
      expect(listed.length === paid.length && paid.length <= 1 && paid.every((settlement) => settlement.valor === 40), `${code}: settlements ${JSON.stringify(listed)}`)
      if (!unanswered(payment.answer)) {
        // Stored exactly as answered: the title the payment's answer showed is the title as stored.
        expect(paid.length === 1, `${code}: payment answered 201, not stored`)
        expect(title.etag === payment.answer.etag && title.etag === '"2"', `${code}: payment answered ${payment.answer.etag}, read back ${title.etag}`)
        expect(isDeepStrictEqual(title.body.data, payment.answer.body.data), `${code}: read back ${JSON.stringify(title.body.data)}, its payment answered ${JSON.stringify(payment.answer.body.data)}`)
        payments++
        continue
      }
      const again = await call(base, token, 'POST', payment.path, payment.body, payment.key)
      if (paid.length === 1) {
        landed++
        payments++
        if (payment.key !== undefined) {
          expect(again.status === 201 && again.replayed && again.etag === '"2"', `${code}: payment stored unanswered, its retry with the key answered ${again.status} replayed ${again.replayed}`)
          expect(isDeepStrictEqual(again.body?.data, title.body.data), `${code}: replayed ${JSON.stringify(again.body?.data)}, stored ${JSON.stringify(title.body.data)}`)
        } else {
          expect(again.status === 409 && again.body.code === 'BAIXA_DUPLICADA', `${code}: payment stored unanswered, its retry answered ${again.status} ${JSON.stringify(again.body)}`)
        }
        expect(title.etag === '"2"', `${code}: paid unanswered, read back as ${title.etag}`)
      } else {
        const claimedByTheDead = ENGINE === 'sqlite' && payment.key !== undefined && again.status === 409 && again.body.code === 'IDEMPOTENCY_KEY_IN_USE'
        expect((again.status === 201 && !again.replayed) || claimedByTheDead, `${code}: payment absent, its retry answered ${again.status} ${JSON.stringify(again.body)}`)
        expect(title.etag === '"1"', `${code}: payment absent, title read back as ${title.etag}`)
        if (again.status === 201) payments++
      }
    }
  }))
  t.strictSame(problems, [], `${attempts.length} creates and ${attempts.filter((attempt) => attempt.payment !== undefined).length} payments sent; every one answered 201 stored as answered; ${landed} left unanswered were stored, and replayed or refused as duplicates when sent again; the rest absent`)

  const listed: string[] = []
  for (let cursor = ''; ;) {
    const page = await get(`/contas-pagar?limite=500&ordem=codigo_lancamento_svc${cursor === '' ? '' : `&cursor=${cursor}`}`)
    listed.push(...(page.body.data as Array<{ codigo_lancamento_integracao: string }>).map((title) => title.codigo_lancamento_integracao))
    if (page.body.proximo_cursor === null) break
    cursor = page.body.proximo_cursor
  }
  t.strictSame(listed.sort(), [...stored].sort(), `${stored.size} titles stored: each the client was told of, or found and sent again; none that no client sent, none twice`)
  const feed: Array<{ posicao: number }> = []
  for (let desde = '0'; ;) {
    const page = await get(`/eventos?limite=1000&desde=${desde}`)
    if (page.body.data.length === 0) break
    feed.push(...page.body.data)
    desde = page.body.proximo_cursor
  }
  t.equal(feed.length, stored.size + payments, 'one event per title and payment stored')
  t.ok(feed.every((event, index) => event.posicao === index + 1), 'numbered without a gap')
}

t.test('MariaDB SIGKILLed while groups of writes commit: nothing answered 2xx is lost', { skip: ENGINE === 'mysql' ? false : 'MySQL only; the next test kills the SQLite service' }, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'contas-crash-'))
  const db = new OwnMariaDb(dir, await freePort())
  t.teardown(async () => {
    await db.stop()
    rmSync(dir, { recursive: true, force: true })
  })
  await db.start()
  const admin = await createConnection(db.url)
  await admin.query('CREATE DATABASE contas CHARACTER SET utf8mb4')
  await admin.end()
  await killMidGroup(t, {
    url: `${db.url}/contas`,
    kill: async () => { await db.kill() },
    restart: async (service) => {
      await db.start()
      return service
    }
  })
})

t.test('the SQLite service SIGKILLed under concurrent writes: nothing answered 2xx is lost', { skip: ENGINE === 'sqlite' ? false : 'SQLite only; the previous test kills MariaDB' }, async (t) => {
  const url = await fileDatabaseUrl()
  await killMidGroup(t, {
    url,
    // better-sqlite3 is synchronous: a transaction runs from BEGIN to COMMIT without the event loop
    // reading another request, so the write path starts it one turn after its first write
    // (`gatherOneTurn`), and the writes read in that turn share it.
    kill: async (service) => {
      service.child.kill('SIGKILL')
      await service.exited
    },
    restart: async (_service, env) => await startService(t, env)
  })
})
