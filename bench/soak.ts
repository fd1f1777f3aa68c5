import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { connect as tcpConnect } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createConnection } from 'mysql2/promise'
import { openDatabase, parseDatabaseUrl } from '../db/dialect.js'
import { migrateToLatest } from '../db/migrate.js'
import { createKey } from '../src/auth/keys.js'
import { OwnMariaDb } from './own-mariadb.js'
import { freePort } from './free-port.js'

/**
 * `make soak`: a mixed load (creates, updates, payments, lists, reports) on MariaDB while faults
 * are injected: slow readers, a burst of bad keys, database freezes (SIGSTOP/SIGCONT), a database
 * restart, a database SIGKILL and start, and a SIGTERM + restart of the service. It starts a
 * MariaDB of its own (bench/own-mariadb.ts: a throwaway datadir under /tmp, loopback port
 * SOAK_DB_PORT), so it never stops a developer's database, and stops everything it started when
 * done. Prints requests by status, 5xx outside fault windows,
 * latency and lost or duplicated writes; exits non-zero when any of those is not 0.
 *
 * Writes are checked by version: every write the service acknowledges names the version it made
 * (ETag), and the change feed records each committed change with its version. At the end each
 * acknowledged write must be in the feed exactly once, at the version it was acknowledged with,
 * with the value that was sent; every other change in the feed must be a write whose answer was
 * lost; and each title as stored must be its last version in the feed.
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

async function waitFor (what: string, check: () => Promise<boolean>, seconds = 60): Promise<void> {
  const until = Date.now() + seconds * 1000
  while (Date.now() < until) {
    if (await check().catch(() => false)) return
    await sleep(200)
  }
  throw new Error(`${what} not ready within ${seconds} s`)
}

class Service {
  process: ChildProcess | undefined
  /** The service's log (warnings and errors), kept across restarts and counted at the end. */
  constructor (readonly port: number, readonly databaseUrl: string, readonly logFile: string) {}
  get base (): string { return `http://127.0.0.1:${this.port}` }

  async start (): Promise<void> {
    const log = openSync(this.logFile, 'a')
    this.process = spawn(process.execPath, [SERVER], {
      cwd: ROOT,
      stdio: ['ignore', log, 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: this.databaseUrl,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        // Warnings too: an Idempotency-Key left claimed, a streamed response cut at its limit.
        LOG_LEVEL: 'warn',
        // The load comes from one address: only the bad-key burst (from 127.0.0.2) is meant to be refused.
        RATE_LIMIT_PER_MINUTE: '0',
        RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
        CONNECTION_TIMEOUT_SECONDS: '10',
        DB_QUERY_TIMEOUT_SECONDS: '5',
        DB_ACQUIRE_TIMEOUT_SECONDS: '3'
      }
    })
    closeSync(log)
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

interface Outcome { status: number | string, ms: number, started: number, body: string, etag?: string, location?: string }

const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS * 2 })

async function call (base: string, method: string, path: string, token: string, body?: unknown, options: { localAddress?: string, headers?: Record<string, string> } = {}): Promise<Outcome> {
  const started = Date.now()
  return await new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const req = httpRequest(`${base}${path}`, {
      method,
      agent: options.localAddress === undefined ? agent : false,
      localAddress: options.localAddress,
      timeout: 30_000,
      headers: { authorization: `Bearer ${token}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers }
    }, (res) => {
      let text = ''
      // Only the start of a body is kept: the ids of creates and the codes of errors are there, and
      // thousands of whole lists would fill the heap.
      res.setEncoding('utf8').on('data', (chunk: string) => { if (text.length < 4096) text += chunk })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Date.now() - started, started, body: text, etag: res.headers.etag, location: res.headers.location }))
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ status: error.code ?? 'ERROR', ms: Date.now() - started, started, body: '' }))
    })
    req.on('timeout', () => req.destroy(Object.assign(new Error('client timeout'), { code: 'CLIENT_TIMEOUT' })))
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ status: error.code ?? 'ERROR', ms: Date.now() - started, started, body: '' }))
    req.end(payload)
  })
}

/** A 5xx or no answer at all: the write may or may not have been applied. */
const unanswered = (outcome: Outcome) => typeof outcome.status === 'string' || outcome.status >= 500
const versionOf = (outcome: Outcome) => outcome.etag === undefined ? undefined : Number(outcome.etag.replaceAll('"', ''))

/** One write as its client sent it: what the feed must show for it. */
type Write = { tipo: 'criado', code: string } | { tipo: 'alterado', observacao: string } | { tipo: 'baixa_lancada', code: string }

/** One title as its clients know it: what the service acknowledged, and what it never answered. */
interface TitleLedger {
  resource: 'contas-pagar' | 'contas-receber'
  id: number
  /** Acknowledged writes by the version their answer named (ETag); two on one version is a defect. */
  acknowledged: Map<number, Write>
  acknowledgedTwice: number
  /** Writes whose answer was lost (5xx, reset, refused): applied or not, the feed tells. */
  unanswered: Write[]
  /** Payments whose retry was told that their first attempt had been stored (409 BAIXA_DUPLICADA). */
  landed: string[]
}

/** What the clients were told, to compare with what the database and the feed hold at the end. */
interface Ledger {
  /** integration code -> id, for creates acknowledged by 201 (or by a 409 on retry). */
  created: Map<string, number>
  /** integration codes whose create never got an answer it could trust. */
  unknown: Set<string>
  /** `${resource}/${id}` -> the title's writes. */
  titles: Map<string, TitleLedger>
}

interface FeedEvent { posicao: number, tipo: string, recurso: string, id: number, versao: number, codigo_lancamento_integracao: string | null, dados: { observacao?: string } | null }

/** How long a client keeps retrying a create or payment whose answer was lost, even after the end. */
const RETRY_FOR_MS = 75_000

async function main (): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'contas-soak-'))
  const db = new OwnMariaDb(dir, DB_PORT)
  let service: Service | undefined
  const cleanup = async () => {
    await service?.stop().catch(() => null)
    await db.stop().catch(() => undefined)
    rmSync(dir, { recursive: true, force: true })
  }
  process.once('SIGINT', () => { void cleanup().then(() => process.exit(130)) })
  try {
    log(`MariaDB of its own on 127.0.0.1:${DB_PORT} in ${dir}`)
    await db.start()
    const admin = await createConnection(db.url)
    await admin.query('CREATE DATABASE contas_soak CHARACTER SET utf8mb4')
    await admin.end()
    const databaseUrl = `${db.url}/contas_soak`
    const handle = openDatabase(parseDatabaseUrl(databaseUrl), { poolSize: 1 })
    await migrateToLatest(handle.db)
    const token = await createKey(handle.db, { company: 'soak', name: 'soak', scopes: ['read', 'write'] })
    await handle.close()

    service = new Service(await freePort(), databaseUrl, join(dir, 'service.log'))
    await service.start()
    const current = service
    log(`service on ${current.base}; ${SECONDS} s of load with ${CLIENTS} clients`)

    const windows: Array<[number, number]> = []
    const outcomes: Array<Outcome & { op: string }> = []
    const ledger: Ledger = { created: new Map(), unknown: new Set(), titles: new Map() }
    /** Payables every client updates and pays, so one title gets concurrent writes from several clients. */
    const shared: number[] = []
    const SHARED_TITLES = 16
    const titleOf = (resource: TitleLedger['resource'], id: number): TitleLedger => {
      const key = `${resource}/${id}`
      let title = ledger.titles.get(key)
      if (title === undefined) {
        title = { resource, id, acknowledged: new Map(), acknowledgedTwice: 0, unanswered: [], landed: [] }
        ledger.titles.set(key, title)
      }
      return title
    }
    const acknowledge = (title: TitleLedger, versao: number | undefined, write: Write) => {
      if (versao === undefined || !Number.isInteger(versao)) throw new Error(`${write.tipo} of ${title.resource}/${title.id} acknowledged without an ETag`)
      if (title.acknowledged.has(versao)) title.acknowledgedTwice++
      else title.acknowledged.set(versao, write)
    }
    /** Keeps an outcome, with the error code of a 4xx (which 409 it was) and the body of a 5xx. */
    const errorCodes = new Map<string, number>()
    const record = (outcome: Outcome, op: string) => {
      if (typeof outcome.status === 'number' && outcome.status >= 400 && outcome.status < 500) {
        const label = `${op} ${outcome.status} ${/"code":"([A-Z_]+)"/.exec(outcome.body)?.[1] ?? ''}`
        errorCodes.set(label, (errorCodes.get(label) ?? 0) + 1)
      }
      outcomes.push({ ...outcome, body: typeof outcome.status === 'number' && outcome.status < 500 ? '' : outcome.body, op })
    }
    const started = Date.now()
    const end = started + SECONDS * 1000

    const client = async (worker: number) => {
      const mine: number[] = []
      let n = 0
      let payments = 0
      /** A create or payment whose answer was lost: sent again, the same way, until it is settled. */
      let retry: { op: 'create', code: string } | { op: 'pay', id: number, code: string, body: unknown } | undefined
      let retryingSince = 0
      const giveUp = () => Date.now() - retryingSince > RETRY_FOR_MS

      const create = async (code: string) => {
        const kind = code.endsWith('7') ? 'contas-receber' : 'contas-pagar'
        const data = kind === 'contas-pagar'
          ? { codigo_lancamento_integracao: code, codigo_cliente_fornecedor: 100 + worker, data_vencimento: `2026-0${1 + (n % 9)}-1${n % 10}`, valor_documento: (n % 5000) + 1.5, codigo_categoria: '2.01.01', observacao: 'x'.repeat(n % 3 === 0 ? 1500 : 20) }
          : { codigo_lancamento_integracao: code, codigo_cliente_fornecedor: `C-${worker}`, data_vencimento: `2026-0${1 + (n % 9)}-1${n % 10}`, valor_documento: (n % 5000) + 1.5, codigo_categoria: '1.01.01' }
        const outcome = await call(current.base, 'POST', `/${kind}`, token, { data })
        record(outcome, 'create')
        if (outcome.status === 201 || outcome.status === 409) {
          // A 409 answers a retry: the first attempt was stored, and the error names its id.
          const id = outcome.status === 201 ? JSON.parse(outcome.body).insertId : JSON.parse(outcome.body).details[0].codigo_lancamento_svc
          ledger.created.set(code, id)
          ledger.unknown.delete(code)
          acknowledge(titleOf(kind, id), outcome.status === 201 ? versionOf(outcome) : 1, { tipo: 'criado', code })
          if (kind === 'contas-pagar') {
            mine.push(id)
            if (shared.length < SHARED_TITLES) shared.push(id)
          }
          retry = undefined
        } else if (unanswered(outcome)) {
          ledger.unknown.add(code)
          if (retry === undefined) retryingSince = Date.now()
          retry = giveUp() ? undefined : { op: 'create', code }
          await sleep(200)
        } else {
          throw new Error(`create answered ${outcome.status}: ${outcome.body}`)
        }
      }

      // A payment carries its own code and an Idempotency-Key: a retry after a lost answer gets the
      // first answer replayed (or 409 BAIXA_DUPLICADA when the first attempt's commit was not answered).
      const pay = async (id: number, code: string, body: unknown) => {
        const outcome = await call(current.base, 'POST', `/contas-pagar/${id}/pagamentos`, token, body, { headers: { 'idempotency-key': code } })
        record(outcome, 'payment')
        const title = titleOf('contas-pagar', id)
        const error = typeof outcome.status === 'number' && outcome.status >= 400 && outcome.status < 500 ? JSON.parse(outcome.body).code as string : undefined
        if (retry === undefined) retryingSince = Date.now()
        if (outcome.status === 201) {
          acknowledge(title, versionOf(outcome), { tipo: 'baixa_lancada', code })
          title.unanswered = title.unanswered.filter((write) => !(write.tipo === 'baixa_lancada' && write.code === code))
          retry = undefined
        } else if (error === 'BAIXA_DUPLICADA') {
          title.landed.push(code)
          title.unanswered = title.unanswered.filter((write) => !(write.tipo === 'baixa_lancada' && write.code === code))
          retry = undefined
        } else if (unanswered(outcome) || error === 'IDEMPOTENCY_KEY_IN_USE') {
          if (!title.unanswered.some((write) => write.tipo === 'baixa_lancada' && write.code === code)) title.unanswered.push({ tipo: 'baixa_lancada', code })
          retry = giveUp() ? undefined : { op: 'pay', id, code, body }
          await sleep(error === 'IDEMPOTENCY_KEY_IN_USE' ? 1000 : 200)
        } else if (error === 'VALIDATION_FAILED') {
          // The title is paid off: nothing was written.
          retry = undefined
        } else {
          throw new Error(`payment answered ${outcome.status}: ${outcome.body}`)
        }
      }

      // Clients stop at the end, except to settle a write whose answer was lost.
      // eslint-disable-next-line no-unmodified-loop-condition -- `retry` is set by the awaited calls
      while (Date.now() < end || retry !== undefined) {
        const roll = Math.random()
        // Half the updates and payments go to the shared titles, the rest to the client's own.
        const target = () => shared.length > 0 && Math.random() < 0.5 ? shared[Math.floor(Math.random() * shared.length)] as number : mine[Math.floor(Math.random() * mine.length)] as number
        if (retry?.op === 'create') await create(retry.code)
        else if (retry?.op === 'pay') await pay(retry.id, retry.code, retry.body)
        else if (roll < 0.4) await create(`soak-${worker}-${n++}`)
        else if (roll < 0.52 && mine.length > 0) {
          const id = target()
          const observacao = `upd-${randomBytes(6).toString('hex')}`
          const outcome = await call(current.base, 'PATCH', `/contas-pagar/${id}`, token, { conta: { observacoes: observacao } })
          record(outcome, 'update')
          const title = titleOf('contas-pagar', id)
          if (outcome.status === 200) acknowledge(title, versionOf(outcome), { tipo: 'alterado', observacao })
          else if (unanswered(outcome)) title.unanswered.push({ tipo: 'alterado', observacao })
          else throw new Error(`update answered ${outcome.status}: ${outcome.body}`)
        } else if (roll < 0.57 && mine.length > 0) {
          const code = `soak-${worker}-p${payments++}`
          await pay(target(), code, { valor: 0.01 + (payments % 5) / 100, data: '2026-11-20', codigo_baixa_integracao: code })
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
      for (let i = 0; i < 100; i++) burst.push(...await Promise.all(Array.from({ length: 20 }, async () => await call(current.base, 'GET', '/contas-pagar', `csk_${randomBytes(32).toString('base64url')}`, undefined, { localAddress: '127.0.0.2' }))))
      for (const outcome of burst) record(outcome, 'bad-key')
      for (const reader of readers) reader.destroy()
      await at(0.3)
      await fault('database frozen for 5 s (SIGSTOP, then SIGCONT)', async () => { db.freeze(); await sleep(5000); db.thaw() })
      await at(0.5)
      await fault('database restart', async () => { await db.stop(); await db.start() })
      await at(0.6)
      // A crash, not a shutdown: transactions carrying several writes (group commit) die mid-way.
      await fault('database killed (SIGKILL) and started again', async () => { await db.kill(); await db.start() })
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
    log('load done; comparing what clients were told with the change feed and what the database holds')

    // The feed as a client reads it: every page, following the cursor, whole bodies.
    const feed: FeedEvent[] = []
    for (let desde = '0'; ;) {
      const res = await fetch(`${current.base}/eventos?limite=1000&desde=${desde}`, { headers: { authorization: `Bearer ${token}` } })
      if (res.status !== 200) throw new Error(`GET /eventos answered ${res.status}: ${await res.text()}`)
      const page = await res.json() as { data: FeedEvent[], proximo_cursor: string }
      if (page.data.length === 0) break
      feed.push(...page.data)
      desde = page.proximo_cursor
    }
    const conn = await createConnection(databaseUrl)
    const [rows] = await conn.query(`SELECT 'contas-pagar' AS resource, id, codigo_lancamento_integracao AS code, versao, JSON_VALUE(extra, '$.observacao') AS observacao FROM contas_pagar
      UNION ALL SELECT 'contas-receber', id, codigo_lancamento_integracao, versao, JSON_VALUE(extra, '$.observacao') FROM contas_receber`) as unknown as [Array<{ resource: string, id: number, code: string, versao: number, observacao: string | null }>]
    const [counts] = await conn.query('SELECT codigo_lancamento_integracao AS code, COUNT(*) AS n FROM (SELECT codigo_lancamento_integracao FROM contas_pagar UNION ALL SELECT codigo_lancamento_integracao FROM contas_receber) AS t GROUP BY codigo_lancamento_integracao HAVING n > 1') as unknown as [unknown[]]
    const [settlements] = await conn.query('SELECT titulo_id, codigo_baixa_integracao AS code FROM contas_pagar_baixas') as unknown as [Array<{ titulo_id: number, code: string }>]
    await conn.end()

    const byCode = new Map(rows.map((row) => [row.code, row]))
    const stored = new Map(rows.map((row) => [`${row.resource}/${row.id}`, row]))
    const lostCreates = [...ledger.created].filter(([code, id]) => byCode.get(code)?.id !== id)
    const storedUnanswered = [...ledger.unknown].filter((code) => byCode.has(code)).length

    // The feed, per title in position order; one version twice is a change recorded (or applied) twice.
    const events = new Map<string, FeedEvent[]>()
    let outOfOrder = 0
    feed.forEach((event, index) => {
      if (index > 0 && event.posicao <= (feed[index - 1] as FeedEvent).posicao) outOfOrder++
      const key = `${event.recurso}/${event.id}`
      events.set(key, [...(events.get(key) ?? []), event])
    })
    const paymentsOf = new Map<number, string[]>()
    for (const row of settlements) paymentsOf.set(row.titulo_id, [...(paymentsOf.get(row.titulo_id) ?? []), row.code])

    const matches = (event: FeedEvent, write: Write) => event.tipo === write.tipo && (write.tipo !== 'alterado' || event.dados?.observacao === write.observacao)
    const problems = { lost: [] as string[], duplicated: [] as string[], unexplained: [] as string[], storedNotLastVersion: [] as string[] }
    let acknowledgedWrites = 0
    let unansweredWrites = 0
    let unansweredApplied = 0
    for (const [key, title] of ledger.titles) {
      const history = events.get(key) ?? []
      const row = stored.get(key)
      const versions = history.map((event) => event.versao)
      const describe = (why: string) => `${key}: ${why}; acknowledged ${JSON.stringify([...title.acknowledged])}, unanswered ${JSON.stringify(title.unanswered)}, feed ${JSON.stringify(history.map((event) => [event.versao, event.tipo, event.dados?.observacao?.slice(0, 16)]))}, stored v${row?.versao} ${row?.observacao?.slice(0, 16)}`
      acknowledgedWrites += title.acknowledged.size + title.acknowledgedTwice + title.landed.length
      unansweredWrites += title.unanswered.length
      if (title.acknowledgedTwice > 0) problems.duplicated.push(describe(`${title.acknowledgedTwice} writes acknowledged with a version another write had`))
      if (new Set(versions).size !== versions.length) problems.duplicated.push(describe('a version in the feed twice'))
      // Every acknowledged write is in the feed at the version its answer named, as it was sent.
      for (const [versao, write] of title.acknowledged) {
        const event = history.find((candidate) => candidate.versao === versao)
        if (event === undefined || !matches(event, write)) problems.lost.push(describe(`the ${write.tipo} acknowledged as version ${versao} is not that version`))
      }
      const codes = title.resource === 'contas-pagar' ? paymentsOf.get(title.id) ?? [] : []
      for (const write of title.acknowledged.values()) if (write.tipo === 'baixa_lancada' && !codes.includes(write.code)) problems.lost.push(describe(`payment ${write.code} was acknowledged but is not stored`))
      for (const code of title.landed) if (!codes.includes(code)) problems.lost.push(describe(`payment ${code}, told stored by its retry, is not`))
      if (title.resource === 'contas-pagar' && codes.length !== history.filter((event) => event.tipo === 'baixa_lancada').length) problems.duplicated.push(describe(`${codes.length} payments stored, feed says otherwise`))
      if (new Set(codes).size !== codes.length) problems.duplicated.push(describe('a payment stored twice'))
      // Every other change in the feed is a write whose answer was lost; count those applied.
      for (const event of history) {
        const write = title.acknowledged.get(event.versao)
        if (write !== undefined && matches(event, write)) continue
        const candidate = event.tipo === 'alterado'
          ? title.unanswered.find((sent) => sent.tipo === 'alterado' && sent.observacao === event.dados?.observacao)
          : title.unanswered.find((sent) => sent.tipo === event.tipo)
        if (candidate === undefined) problems.unexplained.push(describe(`version ${event.versao} (${event.tipo}) matches no write sent`))
        else unansweredApplied++
      }
      // The title as stored is its last version in the feed: versions 1..n, the last one's value.
      const last = history[history.length - 1]
      const lastUpdate = [...history].reverse().find((event) => event.tipo === 'alterado')
      const expected = lastUpdate?.dados?.observacao ?? (title.resource === 'contas-pagar' ? 'x' : undefined)
      if (row === undefined || last === undefined || row.versao !== last.versao || versions.some((versao, index) => versao !== index + 1) ||
        (expected !== undefined && !String(row.observacao).startsWith(expected))) {
        problems.storedNotLastVersion.push(describe('the stored title is not the last version of its feed'))
      }
    }

    const inWindow = (outcome: Outcome) => windows.some(([from, to]) => outcome.started <= to && outcome.started + outcome.ms >= from - 1000)
    const statusCounts: Record<string, number> = {}
    for (const outcome of outcomes) statusCounts[`${outcome.op} ${outcome.status}`] = (statusCounts[`${outcome.op} ${outcome.status}`] ?? 0) + 1
    const outside5xx = outcomes.filter((outcome) => unanswered(outcome) && !inWindow(outcome))
    const internal = outcomes.filter((outcome) => outcome.status === 500)
    const percentile = (values: number[], p: number) => values.length === 0 ? 0 : [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] as number
    const normal = outcomes.filter((outcome) => !inWindow(outcome) && outcome.op !== 'bad-key').map((outcome) => outcome.ms)
    const all = outcomes.map((outcome) => outcome.ms)
    const serviceExit = await current.stop()
    /** The service's warnings and errors by message and driver error: why each 5xx was answered. */
    const logged: Record<string, number> = {}
    for (const line of readFileSync(current.logFile, 'utf8').split('\n')) {
      if (line === '') continue
      const entry = JSON.parse(line) as { msg?: string, err?: { code?: string, message?: string } }
      const what = `${entry.msg} ${entry.err?.code ?? ''} ${entry.err?.message?.slice(0, 80) ?? ''}`.trim()
      logged[what] = (logged[what] ?? 0) + 1
    }

    const summary = {
      seconds: SECONDS,
      clients: CLIENTS,
      requests: outcomes.length,
      byStatus: statusCounts,
      clientErrorsByCode: Object.fromEntries(errorCodes),
      faultWindows: windows.length,
      faultWindowsSeconds: windows.map(([from, to]) => [Math.round((from - started) / 1000), Math.round((to - started) / 1000)]),
      errorsOutsideFaultWindows: outside5xx.length,
      errorsOutsideSample: outside5xx.slice(0, 5).map((outcome) => `${outcome.op} at ${Math.round((outcome.started - started) / 1000)} s: ${outcome.status} ${outcome.body.slice(0, 120)}`),
      internalErrors: internal.length,
      serviceLog: logged,
      latencyMs: { p50: percentile(normal, 0.5), p99: percentile(normal, 0.99), p99All: percentile(all, 0.99), max: Math.max(...all) },
      slowest: [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 3).map((outcome) => `${outcome.op} ${outcome.status} at ${Math.round((outcome.started - started) / 1000)} s, ${outcome.ms} ms${inWindow(outcome) ? ' (fault window)' : ''}`),
      createsAcknowledged: ledger.created.size,
      createsUnanswered: ledger.unknown.size,
      createsUnansweredButStored: storedUnanswered,
      lostCreates: lostCreates.length,
      duplicatedCreates: counts.length,
      titlesChecked: ledger.titles.size,
      feedEvents: feed.length,
      feedOutOfOrder: outOfOrder,
      writesAcknowledged: acknowledgedWrites,
      writesUnanswered: unansweredWrites,
      writesUnansweredButApplied: unansweredApplied,
      lostWrites: problems.lost.length,
      duplicatedWrites: problems.duplicated.length,
      unexplainedChanges: problems.unexplained.length,
      storedNotLastVersion: problems.storedNotLastVersion.length,
      problemsSample: [...problems.lost, ...problems.duplicated, ...problems.unexplained, ...problems.storedNotLastVersion].slice(0, 8).map((text) => text.slice(0, 600)),
      serviceExitOnFinalSigterm: serviceExit
    }
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`)
    if (summary.errorsOutsideFaultWindows > 0 || summary.internalErrors > 0 || summary.lostCreates > 0 || summary.duplicatedCreates > 0 ||
      summary.lostWrites > 0 || summary.duplicatedWrites > 0 || summary.unexplainedChanges > 0 || summary.storedNotLastVersion > 0 || summary.feedOutOfOrder > 0) {
      process.exitCode = 1
    }
  } finally {
    await cleanup()
  }
}

main().catch((error: unknown) => {
  log(`failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`)
  process.exit(1)
})
