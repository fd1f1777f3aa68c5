import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createConnection } from 'mysql2/promise'
import { Pool } from 'undici'
import { openDatabase, parseDatabaseUrl } from '../db/dialect.js'
import { migrateToLatest } from '../db/migrate.js'
import { createKey } from '../src/auth/keys.js'
import { serviceNodeArgs } from './data.js'
import { startReceiver, type Receiver } from './webhook-receiver.js'
import { freePort } from './free-port.js'

/**
 * Webhook delivery against its targets of issue 18, in one run against one service process
 * (dist/src/server.js) and receivers on 127.0.0.1; loopback only, stops by itself:
 *   1. caught-up latency from a create to its message at the receiver, 5 endpoints, 500 writes/s,
 *      and the service's event loop CPU at that pace against the same pace with no endpoint (per
 *      message: the cost to writers without the noise of the disk, which moves the ratio of 3);
 *   2. a backlog of 100,000 events drained by one endpoint (messages of 100);
 *   3. the create rate with 5 active endpoints against none, alternated, as a ratio (the five
 *      receivers in a process of their own, bench/receiver-sinks.ts, not on the writers' event loop).
 * Environment: BENCH_ENGINE (sqlite | mysql), MYSQL_URL, BENCH_SECONDS (10), BENCH_RATE (500),
 * BENCH_BACKLOG (100000), BENCH_CONNECTIONS (16, for the create rate), BENCH_ROUNDS (2, of the
 * create rate), BENCH_PROFILE_DIR (a CPU
 * profile of the service). The service runs with the node flags of `npm start`.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const ENGINE = process.env.BENCH_ENGINE === 'mysql' ? 'mysql' : 'sqlite'
const MYSQL_URL = (process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/$/, '')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const RATE = Number(process.env.BENCH_RATE ?? 500)
const BACKLOG = Number(process.env.BENCH_BACKLOG ?? 100_000)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
/** Rounds of the create rate, each without and then with the five endpoints. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
/** Where the service writes a CPU profile of the whole run (node --cpu-prof), when set. */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR
const PAYABLE = JSON.stringify({ data: { codigo_cliente_fornecedor: 1001, data_vencimento: '2026-03-10', valor_documento: 150.25, codigo_categoria: '2.01.01' } })

function log (message: string): void { process.stderr.write(`${message}\n`) }
const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN
}
const sleep = async (ms: number) => await new Promise((resolve) => setTimeout(resolve, ms))

/**
 * CPU seconds the service's main thread (its event loop) has used, from Linux's /proc (user and
 * system clock ticks, 100 per second); undefined elsewhere. Unlike a create rate at full speed, it
 * does not move with the disk's fsync stalls.
 */
function eventLoopSeconds (pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return undefined
  }
}

async function prepareDatabase (): Promise<{ url: string, cleanup: () => Promise<void> }> {
  if (ENGINE === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'bench-webhooks-'))
    return { url: `sqlite:${join(dir, 'bench.db')}`, cleanup: async () => { rmSync(dir, { recursive: true, force: true }) } }
  }
  const name = `contas_bench_webhooks_${process.pid}`
  const admin = await createConnection(MYSQL_URL)
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`)
  await admin.end()
  return {
    url: `${MYSQL_URL}/${name}`,
    cleanup: async () => {
      const conn = await createConnection(MYSQL_URL)
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``)
      await conn.end()
    }
  }
}

/** `count` receivers that keep nothing, in a process of their own (bench/receiver-sinks.ts). */
async function startSinks (count: number): Promise<{ child: ChildProcess, urls: string[] }> {
  const child = spawn(process.execPath, [join(ROOT, 'dist', 'bench', 'receiver-sinks.js'), String(count)], { stdio: ['ignore', 'pipe', 'inherit'] })
  const line = await new Promise<string>((resolve, reject) => {
    let text = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      if (text.includes('\n')) resolve(text.split('\n')[0] as string)
    })
    child.once('exit', () => { reject(new Error('the receivers exited at start-up')) })
  })
  return { child, urls: (JSON.parse(line) as number[]).map((port) => `http://127.0.0.1:${port}/hook`) }
}

/** The service with warnings only in its log (a line per request would cost the writers what is measured). */
async function startService (databaseUrl: string): Promise<{ child: ChildProcess, url: string }> {
  const port = await freePort()
  const profile = PROFILE_DIR === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`]
  const child = spawn(process.execPath, [...serviceNodeArgs().filter((arg) => arg.startsWith('--')), ...profile, join(ROOT, 'dist', 'src', 'server.js')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', MIGRATE_ON_START: 'false', WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_ALLOW_PRIVATE: 'true', RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0', AUTH_CACHE_SECONDS: '60' },
    stdio: ['ignore', 'ignore', 'inherit']
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('the service exited at start-up')
    if (await fetch(`${url}/health`).then((res) => res.ok, () => false)) return { child, url }
    await sleep(100)
  }
  throw new Error('the service did not answer /health within 30 s')
}

export async function main (): Promise<void> {
  const database = await prepareDatabase()
  const handle = openDatabase(parseDatabaseUrl(database.url))
  await migrateToLatest(handle.db)
  const key = await createKey(handle.db, { company: 'bench-webhooks', name: 'bench', scopes: ['read', 'write'] })
  const service = await startService(database.url)
  const pool = new Pool(service.url, { connections: CONNECTIONS + 8 })
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' }
  const api = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<any> => {
    const res = await pool.request({ method, path, ...(body === undefined ? { headers: { authorization: headers.authorization } } : { headers, body: JSON.stringify(body) }) })
    const text = await res.body.text()
    if (res.statusCode >= 300) throw new Error(`${method} ${path}: ${res.statusCode} ${text}`)
    return text === '' ? null : JSON.parse(text)
  }
  const create = async (): Promise<number> => {
    const res = await pool.request({ method: 'POST', path: '/contas-pagar', headers, body: PAYABLE })
    const body = await res.body.json() as { insertId: number }
    if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode}`)
    return body.insertId
  }
  const receivers: Receiver[] = []
  for (let i = 0; i < 5; i++) {
    const receiver = await startReceiver()
    receiver.record = false
    receivers.push(receiver)
  }
  try {
    const figures: Record<string, unknown> = { engine: ENGINE, seconds: SECONDS }

    /** Creates for SECONDS with CONNECTIONS in flight; answers creates per second. */
    const createRate = async (): Promise<number> => {
      const until = performance.now() + SECONDS * 1000
      let done = 0
      await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) { await create(); done++ }
      }))
      return done / SECONDS
    }
    const sinks = await startSinks(5)
    const endpoints = async (urls: readonly string[]) => await Promise.all(urls.map(async (url) => (await api('POST', '/webhooks', { url })).id as number))
    const rates = { none: [] as number[], five: [] as number[] }
    try {
      // A first round uncounted: the service's JIT and the database's buffers start cold, which
      // would lower only the first "none" figure and so raise the ratio.
      await createRate()
      for (let round = 0; round < ROUNDS; round++) {
        rates.none.push(await createRate())
        const ids = await endpoints(sinks.urls)
        rates.five.push(await createRate())
        // Let delivery catch up before the endpoints go, so the next "none" round runs without it.
        await sleep(3000)
        for (const id of ids) await api('DELETE', `/webhooks/${id}`)
        log(`create rate round ${round + 1}: none ${rates.none[round]?.toFixed(0)}/s, five endpoints ${rates.five[round]?.toFixed(0)}/s`)
      }
    } finally {
      sinks.child.kill()
    }
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
    figures.createRate = { none: rates.none.map(Math.round), five: rates.five.map(Math.round), ratio: Number((sum(rates.five) / sum(rates.none)).toFixed(3)) }

    // 1. Caught-up latency: paced creates, each matched to its message at every receiver.
    const sentAt = new Map<number, { sent: number, answered: number }>()
    const latencies: number[] = []
    const lowerBounds: number[] = []
    for (const receiver of receivers) {
      receiver.onReceive = (entry) => {
        const body = JSON.parse(entry.body)
        for (const event of body.data?.eventos ?? []) {
          const write = sentAt.get(event.id)
          if (write === undefined || event.tipo !== 'criado') continue
          latencies.push(entry.at - write.sent)
          if (write.answered > 0) lowerBounds.push(entry.at - write.answered)
        }
      }
    }
    /** Creates at RATE for SECONDS, open loop; answers the rate achieved and the event loop's CPU seconds meanwhile. */
    const total = RATE * SECONDS
    const paced = async (): Promise<{ achieved: number, loopSeconds: number | undefined }> => {
      const loopBefore = eventLoopSeconds(service.child.pid)
      const started = performance.now()
      const writes: Array<Promise<void>> = []
      for (let i = 0; i < total; i++) {
        const due = started + (i * 1000) / RATE
        const wait = due - performance.now()
        if (wait > 1) await sleep(wait)
        const sent = performance.now()
        writes.push(create().then((id) => { sentAt.set(id, { sent, answered: performance.now() }) }))
      }
      await Promise.all(writes)
      const achieved = total / ((performance.now() - started) / 1000)
      const loopAfter = eventLoopSeconds(service.child.pid)
      return { achieved, loopSeconds: loopBefore === undefined || loopAfter === undefined ? undefined : loopAfter - loopBefore }
    }
    // The same pace without endpoints first: what five cost the event loop, per message.
    const alone = await paced()
    sentAt.clear()
    await endpoints(receivers.map((receiver) => receiver.url))
    await sleep(2000)
    const { achieved, loopSeconds } = await paced()
    await sleep(3000)
    const messagesSent = Number((await handle.db.selectFrom('webhook_entregas').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    if (alone.loopSeconds !== undefined && loopSeconds !== undefined) {
      figures.eventLoop = {
        writesPerSecond: RATE,
        coresWithoutEndpoints: Number((alone.loopSeconds / SECONDS).toFixed(3)),
        coresWithFive: Number((loopSeconds / SECONDS).toFixed(3)),
        messages: messagesSent,
        msPerMessage: Number(((loopSeconds - alone.loopSeconds) * 1000 / messagesSent).toFixed(2))
      }
      log(`event loop: ${JSON.stringify(figures.eventLoop)}`)
    }
    figures.latency = {
      endpoints: 5,
      writesPerSecond: Math.round(achieved),
      messagesMatched: latencies.length,
      expected: total * 5,
      fromRequestSentMs: { p50: Math.round(percentile(latencies, 0.5)), p99: Math.round(percentile(latencies, 0.99)), max: Math.round(Math.max(...latencies)) },
      fromAnswerMs: { p50: Math.round(percentile(lowerBounds, 0.5)), p99: Math.round(percentile(lowerBounds, 0.99)) }
    }
    log(`latency: ${JSON.stringify(figures.latency)}`)
    const all = (await api('GET', '/webhooks')).data as Array<{ id: number }>
    for (const { id } of all) await api('DELETE', `/webhooks/${id}`)
    for (const receiver of receivers) receiver.onReceive = () => {}

    // 2. Backlog: BACKLOG events written straight into the feed (copies of a real one), then one endpoint drains them.
    const [receiver] = receivers as [Receiver]
    const backlogEndpoint = (await api('POST', '/webhooks', { url: receiver.url })).id as number
    await api('PATCH', `/webhooks/${backlogEndpoint}`, { ativo: false })
    const { id: empresaId } = await handle.db.selectFrom('empresas').select('id').where('nome', '=', 'bench-webhooks').executeTakeFirstOrThrow()
    const counter = await handle.db.selectFrom('eventos_sequencias').select('posicao').where('empresa_id', '=', empresaId).executeTakeFirstOrThrow()
    const model = await handle.db.selectFrom('eventos').selectAll().where('empresa_id', '=', empresaId).orderBy('posicao', 'desc').limit(1).executeTakeFirstOrThrow()
    const first = Number(counter.posicao)
    for (let offset = 0; offset < BACKLOG; offset += 1000) {
      const rows = Array.from({ length: Math.min(1000, BACKLOG - offset) }, (_, i) => ({ ...model, posicao: first + offset + i + 1 }))
      await handle.db.transaction().execute(async (trx) => {
        await trx.insertInto('eventos').values(rows).execute()
        await trx.updateTable('eventos_sequencias').set({ posicao: first + offset + rows.length }).where('empresa_id', '=', empresaId).execute()
      })
    }
    let received = 0
    let messages = 0
    const drained = new Promise<void>((resolve) => {
      receiver.onReceive = (entry) => {
        messages++
        received += (JSON.parse(entry.body).data?.eventos ?? []).length
        if (received >= BACKLOG) resolve()
      }
    })
    const drainStart = performance.now()
    await api('PATCH', `/webhooks/${backlogEndpoint}`, { ativo: true })
    // A bound on the drain whose timer goes with it: a pending 10-minute timer kept the process alive after its figures.
    let bound: NodeJS.Timeout | undefined
    await Promise.race([drained, new Promise((_resolve, reject) => { bound = setTimeout(() => { reject(new Error(`backlog not drained in 10 min (${received})`)) }, 600_000) })])
      .finally(() => { clearTimeout(bound) })
    const drainSeconds = (performance.now() - drainStart) / 1000
    figures.backlog = { events: BACKLOG, messages, seconds: Number(drainSeconds.toFixed(2)), eventsPerSecond: Math.round(BACKLOG / drainSeconds) }
    log(`backlog: ${JSON.stringify(figures.backlog)}`)
    process.stdout.write(JSON.stringify(figures, null, 2) + '\n')
  } finally {
    service.child.kill('SIGTERM')
    await new Promise((resolve) => service.child.once('exit', resolve))
    await pool.close()
    for (const receiver of receivers) await receiver.close()
    await handle.close()
    await database.cleanup()
  }
}

await main()
