import t from 'tap'
import { randomBytes } from 'node:crypto'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { fileURLToPath } from 'node:url'
import { createConnection } from 'mysql2/promise'
import { sql } from 'kysely'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { buildApp } from '../src/app.js'
import { loadConfig } from '../src/config.js'
import { createKey } from '../src/auth/keys.js'
import { openDatabase, parseDatabaseUrl } from '../db/dialect.js'
import { migrateToLatest, migrations } from '../db/migrate.js'
import { payable } from './helper.js'

/**
 * Issue 10, item 4: the service on a three-node MariaDB Galera cluster, one service instance per
 * node, all writing at once. GALERA_URLS lists the nodes (`make galera-up` starts them and `make
 * test-galera` passes them); without it this file has nothing to run against and says so.
 * The last test kills node 3 (SIGKILL) and the teardown has scripts/galera.sh bring it back.
 * GALERA_TEST_LOG_LEVEL=error shows the instances' logs (the cause of an unexpected 500, say).
 */

const NODES = (process.env.GALERA_URLS ?? '').split(',').filter((url) => url !== '')
const GALERA_SCRIPT = fileURLToPath(new URL('../scripts/galera.sh', import.meta.url))
const run = promisify(execFile)

interface Instance {
  node: number
  app: FastifyInstance
  /** inject() with the company's key and JSON handling. */
  send: (options: InjectOptions) => Promise<LightMyRequestResponse>
}

async function startInstance (url: string): Promise<FastifyInstance> {
  const app = await buildApp(loadConfig({
    DATABASE_URL: url,
    LOG_LEVEL: process.env.GALERA_TEST_LOG_LEVEL ?? 'silent',
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
    AUTH_FAILURES_PER_MINUTE: '0',
    AUTH_CACHE_SECONDS: '0'
  }))
  await app.ready()
  return app
}

async function retriesOf (instances: Instance[]): Promise<number> {
  let total = 0
  for (const { app } of instances) total += (await app.metrics.transactionRetries.get()).values[0]?.value ?? 0
  return total
}

/** Statuses by count, for the test's comments: { 200: 40, 503: 1 }. */
function tally (responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const res of responses) counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1
  return counts
}

/** A 5xx the service may answer on purpose: 503 DATABASE_UNAVAILABLE with Retry-After. Never a 500. */
function isDeliberateUnavailable (res: LightMyRequestResponse): boolean {
  return res.statusCode === 503 && res.headers['retry-after'] !== undefined && res.json().code === 'DATABASE_UNAVAILABLE'
}

/** A GET as a client sends it: a deliberate 503 is retried after its Retry-After (at most a second here). */
async function getRetryingUnavailable (instance: Instance, url: string): Promise<LightMyRequestResponse> {
  for (let attempt = 1; ; attempt++) {
    const res = await instance.send({ url })
    if (!isDeliberateUnavailable(res) || attempt === 5) return res
    await new Promise((resolve) => setTimeout(resolve, Math.min(1000, Number(res.headers['retry-after']) * 1000)))
  }
}

if (NODES.length !== 3) {
  t.test('writes through three Galera nodes at once', { skip: 'GALERA_URLS does not list three Galera nodes: make galera-up, then make test-galera' }, () => {})
} else {
  const database = `contas_galera_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = await createConnection(NODES[0] as string)
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4`)
  await admin.end()
  // All three migrate as they start, at once, as replicas deployed together do: one runs the
  // migrations, the others wait for it (db/migrate.ts).
  const apps = await Promise.all(NODES.map(async (url) => await startInstance(`${url.replace(/\/$/, '')}/${database}`)))
  t.teardown(async () => {
    await Promise.all(apps.map(async (app) => await app.close()))
    // Node 3 was killed by the last test: it rejoins (bounded by the script's own time-out), so the
    // cluster is whole again for the next run.
    await run(GALERA_SCRIPT, ['up'], { timeout: 300_000 })
    const conn = await createConnection(NODES[0] as string)
    await conn.query(`DROP DATABASE IF EXISTS \`${database}\``)
    await conn.end()
  })

  /** Three instances, one per node, sharing a new company and its key. */
  async function company (): Promise<Instance[]> {
    const token = await createKey((apps[0] as FastifyInstance).database.db, { company: `galera-${randomBytes(6).toString('hex')}`, name: 'galera', scopes: ['read', 'write'] })
    return apps.map((app, index) => ({
      node: index + 1,
      app,
      send: async ({ headers, ...rest }) => await app.inject({ ...rest, headers: { authorization: `Bearer ${token}`, ...headers } })
    }))
  }

  t.test('migrations started through three nodes at once run once', async (t) => {
    const fresh = `${database}_m`
    const conn = await createConnection(NODES[0] as string)
    await conn.query(`CREATE DATABASE \`${fresh}\` CHARACTER SET utf8mb4`)
    const handles = NODES.map((url) => openDatabase(parseDatabaseUrl(`${url.replace(/\/$/, '')}/${fresh}`)))
    t.teardown(async () => {
      for (const handle of handles) await handle.close()
      await conn.query(`DROP DATABASE IF EXISTS \`${fresh}\``)
      await conn.end()
    })
    const outcomes = await Promise.allSettled(handles.map(async (handle) => await migrateToLatest(handle.db)))
    t.strictSame(outcomes.map((outcome) => outcome.status), ['fulfilled', 'fulfilled', 'fulfilled'], 'no start-up fails (they did with GET_LOCK alone)')
    const ran = outcomes.map((outcome) => outcome.status === 'fulfilled' ? outcome.value.results?.length ?? 0 : -1).sort()
    t.strictSame(ran, [0, 0, Object.keys(migrations).length], 'one process ran every migration; the others found them done')
  })

  t.test('a title created through one node is read at once through the others', async (t) => {
    const [one, two, three] = await company() as [Instance, Instance, Instance]
    // The nodes' own configuration leaves wsrep_sync_wait at 0 (scripts/galera.sh): the service sets it.
    for (const instance of [one, two, three]) {
      const { rows } = await sql<{ session: number, global: number }>`SELECT @@session.wsrep_sync_wait AS session, @@global.wsrep_sync_wait AS global`.execute(instance.app.database.db)
      t.strictSame(rows.map((row) => [Number(row.session), Number(row.global)]), [[1, 0]], `node ${instance.node}: the service's session waits for the cluster; the server's default does not`)
    }
    for (let i = 0; i < 20; i++) {
      const created = await one.send({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ codigo_lancamento_integracao: `RYW-${i}` }) } })
      t.equal(created.statusCode, 201)
      const id = created.json().insertId
      // wsrep_sync_wait=1, set by the service on its sessions (db/dialect.ts): without it a replica may not have applied the create yet.
      const [a, b] = await Promise.all([two.send({ url: `/contas-pagar/${id}` }), three.send({ url: `/contas-pagar/integracao/RYW-${i}` })])
      if (a.statusCode !== 200 || b.statusCode !== 200) t.fail(`create ${i}: read through nodes 2 and 3 answered ${a.statusCode} and ${b.statusCode}`)
    }
  })

  t.test('concurrent updates and settlements of the same titles through three nodes: conflicts are retried', async (t) => {
    const instances = await company()
    const [first] = instances as [Instance]
    const ids: number[] = []
    for (let i = 0; i < 3; i++) {
      const res = await first.send({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ valor_documento: 1000, codigo_lancamento_integracao: `HOT-${i}` }) } })
      ids.push(res.json().insertId)
    }
    const before = await retriesOf(instances)
    const ROUNDS = 8
    const acknowledged = new Map<number, { changes: number, paid: number }>(ids.map((id) => [id, { changes: 0, paid: 0 }]))
    const responses: LightMyRequestResponse[] = []
    for (let round = 0; round < ROUNDS; round++) {
      // Every instance writes every title twice in the same instant: the writes meet at certification.
      await Promise.all(instances.flatMap((instance) => ids.flatMap((id) => [
        instance.send({ method: 'PATCH', url: `/contas-pagar/${id}`, payload: { conta: { observacoes: `node ${instance.node} round ${round}` } } }).then((res) => {
          responses.push(res)
          if (res.statusCode === 200) (acknowledged.get(id) as { changes: number }).changes++
        }),
        instance.send({ method: 'POST', url: `/contas-pagar/${id}/pagamentos`, payload: { valor: 1.5, data: '2026-03-10' } }).then((res) => {
          responses.push(res)
          if (res.statusCode === 201) {
            const counts = acknowledged.get(id) as { changes: number, paid: number }
            counts.changes++
            counts.paid++
          }
        })
      ])))
    }
    const retried = await retriesOf(instances) - before
    const statuses = tally(responses)
    t.comment(`${responses.length} writes to 3 titles through 3 nodes: statuses ${JSON.stringify(statuses)}; ${retried} transactions retried after a conflict`)
    t.equal(responses.filter((res) => res.statusCode >= 500 && !isDeliberateUnavailable(res)).length, 0, 'no 500: a conflict is retried, and one that keeps losing is a 503 with Retry-After')
    t.equal(responses.filter((res) => res.statusCode >= 400 && res.statusCode < 500).length, 0, 'no 4xx either: nothing the client did was wrong')
    t.ok(retried > 0, 'the nodes did conflict, and the service retried')
    // The reader's numbering pass meets the passes the writes left running on every node.
    const events = await getRetryingUnavailable(first, '/eventos?limite=1000')
    t.equal(events.statusCode, 200, `the feed reads right after the load: ${events.body}`)
    const positions = events.json().data.map((event: { posicao: number }) => event.posicao)
    let expectedEvents = ids.length
    for (const id of ids) {
      const { changes, paid } = acknowledged.get(id) as { changes: number, paid: number }
      expectedEvents += changes
      for (const instance of instances) {
        const title = (await instance.send({ url: `/contas-pagar/${id}` })).json().data
        t.same({ versao: title.versao, valor_pag: title.valor_pag }, { versao: 1 + changes, valor_pag: paid * 1.5 },
          `title ${id} through node ${instance.node}: one version per acknowledged write, every acknowledged payment counted`)
      }
    }
    t.strictSame(positions, Array.from({ length: expectedEvents }, (_, i) => i + 1), 'one event per acknowledged write, at positions 1..n with no gap or repeat')
  })

  t.test('the same integration code sent through three nodes at once gives one title', async (t) => {
    const instances = await company()
    for (let i = 0; i < 10; i++) {
      const code = `DUP-${i}`
      const answers = await Promise.all(instances.map((instance) =>
        instance.send({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ codigo_lancamento_integracao: code, valor_documento: 100 + instance.node }) } })))
      const created = answers.filter((res) => res.statusCode === 201)
      const refused = answers.filter((res) => res.statusCode === 409)
      t.equal(created.length, 1, `${code}: one create succeeds (${answers.map((res) => res.statusCode).join(', ')})`)
      t.equal(refused.length, 2, `${code}: the other two are 409`)
      const id = created[0]?.json().insertId
      for (const res of refused) t.equal(res.json().details?.[0]?.codigo_lancamento_svc, id, `${code}: the 409 names the title that was created`)
      for (const instance of instances) {
        const found = (await instance.send({ url: '/contas-pagar?data_vencimento_de=2026-03-10&data_vencimento_ate=2026-03-10' })).json().data
          .filter((title: { codigo_lancamento_integracao: string }) => title.codigo_lancamento_integracao === code)
        t.same(found.map((title: { codigo_lancamento_svc: number }) => title.codigo_lancamento_svc), [id], `${code}: node ${instance.node} lists exactly that title`)
      }
    }
    // The upsert by code: one 201, the others 200 (alterado or not), and still one title.
    const answers = await Promise.all(instances.map((instance) =>
      instance.send({ method: 'PUT', url: '/contas-pagar/integracao/UPS-1', payload: { data: payable({ valor_documento: 77 }) } })))
    t.same(answers.map((res) => res.statusCode).sort(), [200, 200, 201], 'PUT by code through three nodes: one creates, two find it')
    const read = await Promise.all(instances.map(async (instance) => (await instance.send({ url: '/contas-pagar/integracao/UPS-1' })).json().data.codigo_lancamento_svc))
    t.equal(new Set(read).size, 1, 'one title, the same through every node')
  })

  t.test('a node that refuses queries (not in the primary component) is a 503, not a 500', async (t) => {
    const [, , three] = await company() as [Instance, Instance, Instance]
    // What a node cut off from the others answers (1047, ER_UNKNOWN_COM_ERROR), on demand.
    const conn = await createConnection(NODES[2] as string)
    t.teardown(async () => {
      await conn.query('SET GLOBAL wsrep_reject_queries = NONE')
      await conn.end()
    })
    await conn.query('SET GLOBAL wsrep_reject_queries = ALL')
    const write = await three.send({ method: 'POST', url: '/contas-pagar', payload: { data: payable() } })
    t.equal(write.statusCode, 503)
    t.ok(isDeliberateUnavailable(write), 'DATABASE_UNAVAILABLE with Retry-After: the client retries, or goes to another node')
    t.equal((await three.app.inject({ url: '/ready' })).statusCode, 503, '/ready takes the instance out of a load balancer')
    await conn.query('SET GLOBAL wsrep_reject_queries = NONE')
    t.equal((await three.send({ method: 'POST', url: '/contas-pagar', payload: { data: payable() } })).statusCode, 201, 'and it serves again once the node does')
  })

  t.test('a node killed during a write load loses nothing that was acknowledged', async (t) => {
    const instances = await company()
    const WORKERS_PER_NODE = 3
    const CREATES_PER_WORKER = 40
    const acknowledged: Array<{ id: number, node: number, data: Record<string, unknown>, afterKill: boolean }> = []
    const answers: LightMyRequestResponse[] = []
    let killed: Promise<unknown> | undefined
    const maybeKill = () => {
      // Once writes through node 3 have been acknowledged, so the test shows they survive it.
      if (killed === undefined && acknowledged.length >= 60 && acknowledged.some((ack) => ack.node === 3)) {
        killed = run(GALERA_SCRIPT, ['kill', '3'], { timeout: 10_000 })
      }
    }
    const before = await retriesOf(instances)
    await Promise.all(instances.flatMap((instance) => Array.from({ length: WORKERS_PER_NODE }, async (_, worker) => {
      for (let i = 0; i < CREATES_PER_WORKER; i++) {
        const data = payable({ codigo_lancamento_integracao: `KILL-${instance.node}-${worker}-${i}`, valor_documento: instance.node * 1000 + worker * 100 + i + 0.01 * i, numero_documento: `N${instance.node}.${worker}.${i}` })
        const afterKill = killed !== undefined
        const res = await instance.send({ method: 'POST', url: '/contas-pagar', payload: { data } })
        answers.push(res)
        if (res.statusCode === 201) acknowledged.push({ id: res.json().insertId, node: instance.node, data, afterKill })
        maybeKill()
      }
    })))
    t.ok(killed !== undefined, 'node 3 was killed during the load')
    await killed
    const retried = await retriesOf(instances) - before
    const statuses = tally(answers)
    const afterKill = acknowledged.filter((ack) => ack.afterKill)
    t.comment(`${answers.length} creates through 3 nodes, node 3 killed after ${acknowledged.length - afterKill.length} acknowledged: statuses ${JSON.stringify(statuses)}; ` +
      `${acknowledged.length} acknowledged (${acknowledged.filter((ack) => ack.node === 3).length} through node 3), ${afterKill.length} after the kill; ${retried} transactions retried after a conflict`)
    t.equal(answers.filter((res) => res.statusCode !== 201 && !isDeliberateUnavailable(res)).length, 0, 'every create is 201, or 503 with Retry-After when its node is gone')
    t.ok(afterKill.some((ack) => ack.node !== 3), 'the surviving nodes kept acknowledging writes after the kill')
    let lost = 0
    for (const survivor of instances.slice(0, 2)) {
      for (const { id, data } of acknowledged) {
        const res = await survivor.send({ url: `/contas-pagar/${id}` })
        const title = res.statusCode === 200 ? res.json().data : undefined
        const same = title !== undefined && Object.entries(data).every(([field, value]) => title[field] === value)
        if (!same) {
          lost++
          t.fail(`title ${id} (${String(data.codigo_lancamento_integracao)}) through node ${survivor.node}: ${res.statusCode} ${res.body.slice(0, 300)}`)
        }
      }
    }
    t.comment(`lost through the surviving nodes: ${lost}`)
    t.equal(lost, 0, `all ${acknowledged.length} acknowledged creates are readable, with their values, through nodes 1 and 2`)
  })
}
