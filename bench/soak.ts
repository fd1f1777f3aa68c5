import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { connect as tcpConnect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createConnection } from 'mysql2/promise'
import { openDatabase, parseDatabaseUrl } from '../db/dialect.js'
import { migrateToLatest } from '../db/migrate.js'
import { createKey } from '../src/auth/keys.js'

/**
 * `make soak`: a mixed load (creates, lists, updates, reports) on MariaDB while faults are
 * injected: slow readers, a burst of bad keys, database freezes (SIGSTOP/SIGCONT), a database
 * restart and a SIGTERM + restart of the service. It starts a MariaDB of its own (a throwaway
 * datadir under /tmp, loopback port SOAK_DB_PORT), so it never stops a developer's database, and
 * stops everything it started when done. Prints requests by status, 5xx outside fault windows,
 * latency and lost or duplicated writes; exits non-zero when any of those is not 0.
 *
 * Environment: SOAK_SECONDS (300), SOAK_CLIENTS (8), SOAK_DB_PORT (3307).
 */

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300)
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 8)
const DB_PORT = Number(process.env.SOAK_DB_PORT ?? 3307)
/** After a fault ends, the service may take this long to answer normally again. */
const RECOVERY_MS = 10_000
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const SERVER = join(ROOT, 'dist', 'src', 'server.js')

function log (message: string): void { process.stderr.write(`[soak ${new Date().toISOString().slice(11, 19)}] ${message}\n`) }
const sleep = async (ms: number) => await new Promise((resolve) => setTimeout(resolve, ms))

async function freePort (): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function waitFor (what: string, check: () => Promise<boolean>, seconds = 60): Promise<void> {
  const until = Date.now() + seconds * 1000
  while (Date.now() < until) {
    if (await check().catch(() => false)) return
    await sleep(200)
  }
  throw new Error(`${what} not ready within ${seconds} s`)
}

/** A MariaDB of the soak's own: loopback only, no grants (nothing but this process can reach it). */
class OwnMariaDb {
  process: ChildProcess | undefined
  frozen = false
  constructor (readonly dir: string) {}
  get url (): string { return `mysql://root@127.0.0.1:${DB_PORT}` }

  install (): void {
    const result = spawnSync('mariadb-install-db', ['--no-defaults', `--datadir=${join(this.dir, 'data')}`, '--user=root', '--skip-test-db', '--auth-root-authentication-method=normal'], { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`mariadb-install-db failed: ${result.stderr}`)
  }

  async start (): Promise<void> {
    this.process = spawn('mariadbd', ['--no-defaults', `--datadir=${join(this.dir, 'data')}`, `--port=${DB_PORT}`, '--bind-address=127.0.0.1',
      `--socket=${join(this.dir, 'mysqld.sock')}`, '--user=root', '--skip-grant-tables', '--innodb-buffer-pool-size=64M', '--max-connections=200'], { stdio: 'ignore' })
    await waitFor('MariaDB', async () => { const conn = await createConnection(this.url); await conn.end(); return true })
  }

  async stop (): Promise<void> {
    const child = this.process
    if (child === undefined || child.exitCode !== null) return
    this.thaw()
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }

  freeze (): void { this.frozen = true; this.process?.kill('SIGSTOP') }
  thaw (): void { if (this.frozen) { this.process?.kill('SIGCONT'); this.frozen = false } }
}

class Service {
  process: ChildProcess | undefined
  constructor (readonly port: number, readonly databaseUrl: string) {}
  get base (): string { return `http://127.0.0.1:${this.port}` }

  async start (): Promise<void> {
    this.process = spawn(process.execPath, [SERVER], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: this.databaseUrl,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        // The load comes from one address: only the bad-key burst (from 127.0.0.2) is meant to be refused.
        RATE_LIMIT_PER_MINUTE: '0',
        RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
        CONNECTION_TIMEOUT_SECONDS: '10',
        DB_QUERY_TIMEOUT_SECONDS: '5',
        DB_ACQUIRE_TIMEOUT_SECONDS: '3'
      }
    })
    await waitFor('the service', async () => (await fetch(`${this.base}/health`)).status === 200)
  }

  async stop (): Promise<number | null> {
    const child = this.process
    if (child === undefined || child.exitCode !== null) return child?.exitCode ?? null
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    child.kill('SIGTERM')
    return await exited
  }
}

interface Outcome { status: number | string, ms: number, started: number, body: string }

const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS * 2 })

async function call (base: string, method: string, path: string, token: string, body?: unknown, localAddress?: string): Promise<Outcome> {
  const started = Date.now()
  return await new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const req = httpRequest(`${base}${path}`, {
      method,
      agent: localAddress === undefined ? agent : false,
      localAddress,
      timeout: 30_000,
      headers: { authorization: `Bearer ${token}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) }
    }, (res) => {
      let text = ''
      // Only the start of a body is kept: the ids of creates and the codes of errors are there, and
      // thousands of whole lists would fill the heap.
      res.setEncoding('utf8').on('data', (chunk: string) => { if (text.length < 4096) text += chunk })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Date.now() - started, started, body: text }))
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ status: error.code ?? 'ERROR', ms: Date.now() - started, started, body: '' }))
    })
    req.on('timeout', () => req.destroy(Object.assign(new Error('client timeout'), { code: 'CLIENT_TIMEOUT' })))
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ status: error.code ?? 'ERROR', ms: Date.now() - started, started, body: '' }))
    req.end(payload)
  })
}

/** What the clients were told, to compare with what the database holds at the end. */
interface Ledger {
  /** integration code -> id, for creates acknowledged by 201 (or by a 409 on retry). */
  created: Map<string, number>
  /** integration codes whose create never got an answer it could trust. */
  unknown: Set<string>
  /** id -> observacao values: [last acknowledged, ...sent after it without a trusted answer]. */
  updates: Map<number, string[]>
}

async function main (): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'contas-soak-'))
  const db = new OwnMariaDb(dir)
  let service: Service | undefined
  const cleanup = async () => {
    await service?.stop().catch(() => null)
    await db.stop().catch(() => undefined)
    rmSync(dir, { recursive: true, force: true })
  }
  process.once('SIGINT', () => { void cleanup().then(() => process.exit(130)) })
  try {
    log(`MariaDB of its own on 127.0.0.1:${DB_PORT} in ${dir}`)
    db.install()
    await db.start()
    const admin = await createConnection(db.url)
    await admin.query('CREATE DATABASE contas_soak CHARACTER SET utf8mb4')
    await admin.end()
    const databaseUrl = `${db.url}/contas_soak`
    const handle = openDatabase(parseDatabaseUrl(databaseUrl), { poolSize: 1 })
    await migrateToLatest(handle.db)
    const token = await createKey(handle.db, { company: 'soak', name: 'soak', scopes: ['read', 'write'] })
    await handle.close()

    service = new Service(await freePort(), databaseUrl)
    await service.start()
    const current = service
    log(`service on ${current.base}; ${SECONDS} s of load with ${CLIENTS} clients`)

    const windows: Array<[number, number]> = []
    const outcomes: Array<Outcome & { op: string }> = []
    const ledger: Ledger = { created: new Map(), unknown: new Set(), updates: new Map() }
    const acknowledgedAt = new Map<number, { seconds: number, response: string }>()
    const record = (outcome: Outcome, op: string) => outcomes.push({ ...outcome, body: typeof outcome.status === 'number' && outcome.status < 500 ? '' : outcome.body, op })
    const started = Date.now()
    const end = started + SECONDS * 1000
    let stopping = false

    const client = async (worker: number) => {
      const mine: number[] = []
      let n = 0
      let retry: string | undefined
      let attempts = 0
      // A create whose answer was lost is retried until it is settled, even after the end.
      // eslint-disable-next-line no-unmodified-loop-condition -- `stopping` is set by the fault schedule while clients run
      while ((!stopping && Date.now() < end) || (retry !== undefined && attempts < 20)) {
        const roll = Math.random()
        if (retry !== undefined || roll < 0.4) {
          // A create; one whose answer was lost is retried with the same integration code.
          attempts = retry === undefined ? 0 : attempts + 1
          const code = retry ?? `soak-${worker}-${n++}`
          const kind = code.endsWith('7') ? '/contas-receber' : '/contas-pagar'
          const data = kind === '/contas-pagar'
            ? { codigo_lancamento_integracao: code, codigo_cliente_fornecedor: 100 + worker, data_vencimento: `2026-0${1 + (n % 9)}-1${n % 10}`, valor_documento: (n % 5000) + 0.5, codigo_categoria: '2.01.01', observacao: 'x'.repeat(n % 3 === 0 ? 1500 : 20) }
            : { codigo_lancamento_integracao: code, codigo_cliente_fornecedor: `C-${worker}`, data_vencimento: `2026-0${1 + (n % 9)}-1${n % 10}`, valor_documento: (n % 5000) + 0.5, codigo_categoria: '1.01.01' }
          const outcome = await call(current.base, 'POST', kind, token, { data })
          record(outcome, 'create')
          if (outcome.status === 201 || outcome.status === 409) {
            const id = outcome.status === 201 ? JSON.parse(outcome.body).insertId : JSON.parse(outcome.body).details[0].codigo_lancamento_svc
            ledger.created.set(code, id)
            ledger.unknown.delete(code)
            if (kind === '/contas-pagar') mine.push(id)
            retry = undefined
          } else if (typeof outcome.status === 'string' || outcome.status >= 500) {
            ledger.unknown.add(code)
            retry = code
            await sleep(200)
          } else {
            throw new Error(`create answered ${outcome.status}: ${outcome.body}`)
          }
        } else if (roll < 0.55 && mine.length > 0) {
          const id = mine[Math.floor(Math.random() * mine.length)] as number
          const observacao = `upd-${randomBytes(4).toString('hex')}`
          const outcome = await call(current.base, 'PATCH', `/contas-pagar/${id}`, token, { conta: { observacoes: observacao } })
          record(outcome, 'update')
          const history = ledger.updates.get(id) ?? []
          if (outcome.status === 200) {
            ledger.updates.set(id, [observacao])
            acknowledgedAt.set(id, { seconds: Math.round((outcome.started - started) / 100) / 10, response: outcome.body })
          } else if (typeof outcome.status === 'string' || outcome.status >= 500) ledger.updates.set(id, [...history, observacao])
        } else if (roll < 0.8) {
          const outcome = await call(current.base, 'GET', `/contas-pagar?limite=50&data_vencimento_de=2026-0${1 + Math.floor(Math.random() * 9)}-01`, token)
          record(outcome, 'list')
        } else if (roll < 0.9) {
          const outcome = await call(current.base, 'GET', '/contas-receber/receitas?data_de=2026-01-01&data_ate=2026-12-31', token)
          record(outcome, 'report')
        } else {
          const outcome = await call(current.base, 'GET', '/contas-pagar/despesas?data_vencimento_de=2026-03-01&data_vencimento_ate=2026-03-31', token)
          record(outcome, 'report')
        }
      }
    }

    const fault = async (name: string, run: () => Promise<void>) => {
      const from = Date.now()
      log(`fault: ${name}`)
      await run()
      windows.push([from, Date.now() + RECOVERY_MS])
    }
    const at = async (fraction: number) => { const when = started + SECONDS * 1000 * fraction; if (when > Date.now()) await sleep(when - Date.now()) }

    const faults = (async () => {
      await at(0.1)
      // Not a fault window: the service must go on serving everyone else with no 5xx.
      log('slow readers: 5 clients ask for the whole list and never read it')
      const readers = await Promise.all(Array.from({ length: 5 }, async () => await new Promise<ReturnType<typeof tcpConnect>>((resolve) => {
        const socket = tcpConnect({ port: current.port, host: '127.0.0.1' }, () => {
          socket.write(`GET /contas-pagar HTTP/1.1\r\nHost: soak\r\nAuthorization: Bearer ${token}\r\n\r\n`)
          socket.pause()
          resolve(socket)
        })
        socket.on('error', () => {})
      })))
      await at(0.2)
      log('a burst of 2,000 bad keys from 127.0.0.2')
      const burst: Outcome[] = []
      for (let i = 0; i < 100; i++) burst.push(...await Promise.all(Array.from({ length: 20 }, async () => await call(current.base, 'GET', '/contas-pagar', `csk_${randomBytes(32).toString('base64url')}`, undefined, '127.0.0.2'))))
      for (const outcome of burst) record(outcome, 'bad-key')
      for (const reader of readers) reader.destroy()
      await at(0.3)
      await fault('database frozen for 5 s (SIGSTOP, then SIGCONT)', async () => { db.freeze(); await sleep(5000); db.thaw() })
      await at(0.5)
      await fault('database restart', async () => { await db.stop(); await db.start() })
      await at(0.7)
      await fault('service SIGTERM and restart', async () => {
        const code = await current.stop()
        if (code !== 0) log(`the service exited with ${code} on SIGTERM`)
        await current.start()
      })
      await at(0.85)
      await fault('database frozen for 3 s', async () => { db.freeze(); await sleep(3000); db.thaw() })
    })()

    await Promise.all([...Array.from({ length: CLIENTS }, async (_, worker) => await client(worker)), faults])
    stopping = true
    log('load done; comparing what clients were told with what the database holds')
    const conn = await createConnection(databaseUrl)
    const [rows] = await conn.query('SELECT id, codigo_lancamento_integracao AS code, documento FROM contas_pagar UNION ALL SELECT id, codigo_lancamento_integracao, documento FROM contas_receber') as unknown as [Array<{ id: number, code: string, documento: string | Buffer }>]
    const [counts] = await conn.query('SELECT codigo_lancamento_integracao AS code, COUNT(*) AS n FROM (SELECT codigo_lancamento_integracao FROM contas_pagar UNION ALL SELECT codigo_lancamento_integracao FROM contas_receber) AS t GROUP BY codigo_lancamento_integracao HAVING n > 1') as unknown as [unknown[]]
    await conn.end()
    const byCode = new Map(rows.map((row) => [row.code, row]))
    const lostCreates = [...ledger.created].filter(([code, id]) => byCode.get(code)?.id !== id)
    const storedUnanswered = [...ledger.unknown].filter((code) => byCode.has(code)).length
    const lostUpdates = [...ledger.updates].filter(([id, values]) => {
      const row = rows.find((candidate) => candidate.id === id && String(candidate.code).startsWith('soak-') && !String(candidate.code).endsWith('7'))
      return row !== undefined && !values.includes(JSON.parse(row.documento.toString()).observacao)
    })
    const inWindow = (outcome: Outcome) => windows.some(([from, to]) => outcome.started >= from - 1000 && outcome.started <= to)
    const statusCounts: Record<string, number> = {}
    for (const outcome of outcomes) statusCounts[`${outcome.op} ${outcome.status}`] = (statusCounts[`${outcome.op} ${outcome.status}`] ?? 0) + 1
    const bad = (outcome: Outcome) => typeof outcome.status === 'string' || outcome.status >= 500
    const outside5xx = outcomes.filter((outcome) => bad(outcome) && !inWindow(outcome))
    const percentile = (values: number[], p: number) => values.length === 0 ? 0 : [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] as number
    const normal = outcomes.filter((outcome) => !inWindow(outcome) && outcome.op !== 'bad-key').map((outcome) => outcome.ms)
    const all = outcomes.map((outcome) => outcome.ms)
    const serviceExit = await current.stop()

    const summary = {
      seconds: SECONDS,
      clients: CLIENTS,
      requests: outcomes.length,
      byStatus: statusCounts,
      faultWindows: windows.length,
      errorsOutsideFaultWindows: outside5xx.length,
      errorsOutsideSample: outside5xx.slice(0, 5).map((outcome) => `${outcome.status} ${outcome.body.slice(0, 120)}`),
      latencyMs: { p50: percentile(normal, 0.5), p99: percentile(normal, 0.99), p99All: percentile(all, 0.99), max: Math.max(...all) },
      createsAcknowledged: ledger.created.size,
      createsUnanswered: ledger.unknown.size,
      createsUnansweredButStored: storedUnanswered,
      lostCreates: lostCreates.length,
      duplicatedCreates: counts.length,
      updatesChecked: ledger.updates.size,
      lostUpdates: lostUpdates.length,
      lostUpdatesSample: lostUpdates.slice(0, 5).map(([id, values]) => {
        const row = rows.find((candidate) => candidate.id === id && !String(candidate.code).endsWith('7'))
        const title = JSON.parse((row?.documento ?? '{}').toString())
        return { id, code: row?.code, told: values, acknowledged: acknowledgedAt.get(id), stored: String(title.observacao).slice(0, 20), storedInfo: title.info }
      }),
      faultWindowsSeconds: windows.map(([from, to]) => [Math.round((from - started) / 1000), Math.round((to - started) / 1000)]),
      serviceExitOnFinalSigterm: serviceExit
    }
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`)
    if (summary.errorsOutsideFaultWindows > 0 || summary.lostCreates > 0 || summary.duplicatedCreates > 0 || summary.lostUpdates > 0) process.exitCode = 1
  } finally {
    await cleanup()
  }
}

main().catch((error: unknown) => {
  log(`failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`)
  process.exit(1)
})
