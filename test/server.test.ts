import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import { openDatabase, parseDatabaseUrl } from '../db/dialect.js'
import { migrateToLatest } from '../db/migrate.js'
import { createKey } from '../src/auth/keys.js'
import { ENGINE, fileDatabaseUrl, payable } from './helper.js'
import { childEnv, ROOT, SERVER } from './service-process.js'

/**
 * The real process (`npm start` = node dist/src/server.js) on a real socket: configuration checks
 * (docs/CONTRACT.md section 10), the development key of a fresh embedded database (section 6), and a
 * SIGTERM that lets an in-flight request finish and loses nothing acknowledged.
 */

interface Exit { code: number | null, signal: NodeJS.Signals | null }

interface Server {
  child: ChildProcess
  url: string
  stdout: () => string
  stderr: () => string
  exited: Promise<Exit>
  /** Resolves when stdout has a line for which `test` is true. */
  waitForLine: (test: (line: string) => boolean) => Promise<string>
}

/** Starts a process and collects its output; it is killed at teardown if it still runs. */
function spawnServer (t: Test, env: NodeJS.ProcessEnv): Omit<Server, 'url'> {
  const child = spawn(process.execPath, [SERVER], { cwd: ROOT, env: childEnv({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env }), stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  const waiters: Array<{ test: (line: string) => boolean, resolve: (line: string) => void }> = []
  let exitInfo: Exit | undefined
  const exited = new Promise<Exit>((resolve) => child.on('exit', (code, signal) => { exitInfo = { code, signal }; resolve(exitInfo) }))
  const check = () => {
    for (const waiter of [...waiters]) {
      const line = stdout.split('\n').find(waiter.test)
      if (line !== undefined) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(line)
      }
    }
  }
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => { stdout += chunk; check() })
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => { stderr += chunk })
  t.teardown(async () => {
    if (exitInfo === undefined) {
      child.kill('SIGKILL')
      await exited
    }
  })
  const waitForLine = async (test: (line: string) => boolean) => await Promise.race([
    new Promise<string>((resolve) => { waiters.push({ test, resolve }); check() }),
    exited.then(({ code, signal }) => { throw new Error(`server exited (${code ?? signal}) before the expected output:\n${stdout}\n${stderr}`) })
  ])
  return { child, stdout: () => stdout, stderr: () => stderr, exited, waitForLine }
}

function logLine (line: string): Record<string, unknown> | undefined {
  try {
    const parsed = JSON.parse(line)
    return typeof parsed === 'object' && parsed !== null ? parsed : undefined
  } catch {
    return undefined
  }
}

/** Starts the server on a free port and waits for its 'Server listening at' log line. */
async function startServer (t: Test, env: NodeJS.ProcessEnv): Promise<Server> {
  const server = spawnServer(t, env)
  const line = await server.waitForLine((text) => /Server listening at http:\/\//.test(logLine(text)?.msg as string ?? ''))
  const url = /Server listening at (http:\/\/[^\s"]+)/.exec(String(logLine(line)?.msg))?.[1]
  if (url === undefined) throw new Error(`no address in ${line}`)
  return { ...server, url }
}

async function stop (server: Server): Promise<Exit> {
  server.child.kill('SIGTERM')
  return await server.exited
}

async function api (server: Server, token: string | undefined, method: string, path: string, body?: unknown): Promise<{ status: number, json: any, headers: Headers }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await res.text()
  return { status: res.status, json: text === '' ? undefined : JSON.parse(text), headers: res.headers }
}

/** A key made the way an operator would, before the server starts. */
async function keyFor (databaseUrl: string, company: string): Promise<string> {
  const { db } = openDatabase(parseDatabaseUrl(databaseUrl), { poolSize: 1 })
  try {
    await migrateToLatest(db)
    return await createKey(db, { company, name: `server-test-${company}`, scopes: ['read', 'write'] })
  } finally {
    await db.destroy()
  }
}

function tempDir (t: Test): string {
  const dir = mkdtempSync(join(tmpdir(), 'contas-server-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** Every compiled module the server loads is at least as new as its TypeScript source. */
function distIsFresh (): boolean {
  const stale = (dir: string): boolean => readdirSync(join(ROOT, dir), { withFileTypes: true }).some((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return stale(path)
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.d.ts')) return false
    const compiled = join(ROOT, 'dist', path.replace(/\.ts$/, '.js'))
    return !existsSync(compiled) || statSync(compiled).mtimeMs < statSync(join(ROOT, path)).mtimeMs
  })
  return !['src', 'db', 'schemas'].some(stale)
}

t.before(async () => {
  // `npm start` runs dist/: build it unless it is already current (the build takes seconds).
  if (distIsFresh()) return
  const build = await new Promise<{ code: number | null, output: string }>((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'build'], { cwd: ROOT, env: childEnv({}), stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => { output += chunk })
    child.stderr.on('data', (chunk) => { output += chunk })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, output }))
  })
  // tsc still emits when a file elsewhere (another test, say) has a type error; what matters here is dist/.
  if (build.code !== 0 && !distIsFresh()) throw new Error(`npm run -s build failed:\n${build.output}`)
  if (build.code !== 0) t.comment(`npm run -s build reported errors, but dist/ is current:\n${build.output}`)
})

t.test('a bad configuration value stops start-up with one line naming the variable', async (t) => {
  const cases: Array<[NodeJS.ProcessEnv, string]> = [
    [{ PORT: 'abc' }, 'PORT'],
    [{ BUSINESS_TZ: 'Mars/Base' }, 'BUSINESS_TZ'],
    [{ DATABASE_URL: 'postgres://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'mysql://root@127.0.0.1:3306' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL']
  ]
  const dir = tempDir(t)
  const runs = cases.map(([env]) => spawnServer(t, { DATABASE_URL: `sqlite:${join(dir, 'never.db')}`, ...env }))
  for (const [index, [env, variable]] of cases.entries()) {
    const server = runs[index] as Omit<Server, 'url'>
    const exit = await server.exited
    const label = JSON.stringify(env)
    t.not(exit.code, 0, `${label}: non-zero exit`)
    t.equal(exit.signal, null, `${label}: exits by itself`)
    const lines = server.stderr().split('\n').filter((line) => line.trim() !== '')
    t.equal(lines.length, 1, `${label}: exactly one line on stderr (got ${JSON.stringify(server.stderr())})`)
    t.match(lines[0], variable, `${label}: the line names ${variable}`)
    t.equal(server.stdout(), '', `${label}: nothing on stdout, no key printed`)
  }
  t.throws(() => statSync(join(dir, 'never.db')), 'no database file was created')
})

t.test('the development key of a fresh embedded database', { skip: ENGINE === 'sqlite' ? false : 'SQLite only: DESIGN.md section 6 creates it for the embedded engine; the MySQL case is the next test' }, async (t) => {
  const dir = tempDir(t)
  const databaseUrl = `sqlite:${join(dir, 'sub', 'fresh.db')}`
  const first = await startServer(t, { DATABASE_URL: databaseUrl })
  const tokens = first.stdout().match(/csk_[A-Za-z0-9_-]{43}/g) ?? []
  t.equal(tokens.length, 1, 'one key is printed, once')
  const token = tokens[0] as string
  t.match(first.stdout(), /development API key/i, 'with a sentence saying what it is')
  const printedAt = first.stdout().indexOf('development API key')
  t.ok(printedAt > first.stdout().lastIndexOf('"migration done"'), 'after the migrations\' log lines, not between them')
  t.match(first.stdout(), /company "desenvolvimento"/, 'naming its company, which is not the walk-through\'s')
  const list = await api(first, token, 'GET', '/contas-pagar')
  t.equal(list.status, 200, 'the printed key works')
  const created = await api(first, token, 'POST', '/contas-pagar', { data: payable() })
  t.equal(created.status, 201, 'and can write')
  t.same(await stop(first), { code: 0, signal: null })

  const second = await startServer(t, { DATABASE_URL: databaseUrl })
  t.notMatch(second.stdout(), /csk_/, 'a second start on the same file prints no key')
  t.notMatch(second.stdout(), /development API key/i)
  const again = await api(second, token, 'GET', '/contas-pagar')
  t.equal(again.status, 200, 'the first key still works')
  t.equal(again.json.total_registros, 1, 'and the title created before the restart is there')
  t.same(await stop(second), { code: 0, signal: null })
})

t.test('no development key on MySQL', { skip: ENGINE === 'mysql' ? false : 'MySQL only; run with TEST_ENGINE=mysql' }, async (t) => {
  // A database of its own, still empty of keys: the per-file one may already have some.
  const base = (await fileDatabaseUrl()).replace(/\/[^/]+$/, '')
  const name = `contas_test_nokey_${process.pid}`
  const { createConnection } = await import('mysql2/promise')
  const admin = await createConnection(base)
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_bin`)
  t.teardown(async () => { await admin.query(`DROP DATABASE IF EXISTS \`${name}\``); await admin.end() })
  const server = await startServer(t, { DATABASE_URL: `${base}/${name}` })
  t.notMatch(server.stdout(), /csk_/, 'no key is printed for a server database')
  const [rows] = await admin.query(`SELECT COUNT(*) AS n FROM \`${name}\`.api_keys`)
  t.same(rows, [{ n: 0 }], 'and none was created')
  t.same(await stop(server), { code: 0, signal: null })
})

t.test('a real server: /health, then SIGTERM lets an in-flight request finish and loses nothing acknowledged', async (t) => {
  const databaseUrl = await fileDatabaseUrl()
  const token = await keyFor(databaseUrl, 'drain')
  const server = await startServer(t, { DATABASE_URL: databaseUrl })

  t.test('GET /health over real HTTP, and one JSON log line per request', async (t) => {
    const res = await fetch(`${server.url}/health`, { headers: { 'x-request-id': 'health-check-1' } })
    t.equal(res.status, 200)
    t.same(await res.json(), { status: 'ok' })
    t.equal(res.headers.get('x-request-id'), 'health-check-1')
    const ready = await api(server, undefined, 'GET', '/ready')
    t.equal(ready.status, 200)
    t.same(ready.json, { status: 'ok' })
    const line = await server.waitForLine((text) => logLine(text)?.reqId === 'health-check-1')
    t.match(logLine(line), { level: 30, reqId: 'health-check-1', method: 'GET', url: '/health', statusCode: 200 })
    const stdoutLines = server.stdout().split('\n').filter((text) => text !== '')
    t.ok(stdoutLines.every((text) => logLine(text) !== undefined), 'every stdout line is a JSON log record')
    t.equal(stdoutLines.filter((text) => logLine(text)?.reqId === 'health-check-1').length, 1, 'one line for the request')
    const started = await server.waitForLine((text) => logLine(text)?.msg === 'started')
    t.match(logLine(started), { level: 30, node: process.version }, 'the start-up line names the Node that runs the service')
  })

  const acknowledged: number[] = []
  for (let i = 1; i <= 5; i++) {
    const res = await api(server, token, 'POST', '/contas-pagar', { data: payable({ codigo_lancamento_integracao: `before-${i}`, valor_documento: i + 0.01 }) })
    t.equal(res.status, 201)
    acknowledged.push(res.json.insertId)
  }

  // A create whose headers the server has taken (it answered 100 Continue) but whose body is not
  // sent yet: the request is in flight when SIGTERM arrives.
  const body = JSON.stringify({ data: payable({ codigo_lancamento_integracao: 'in-flight', valor_documento: 42.42 }) })
  const inFlight = httpRequest(`${server.url}/contas-pagar`, {
    method: 'POST',
    agent: false,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue', connection: 'close' }
  })
  const response = new Promise<{ status: number, text: string }>((resolve, reject) => {
    inFlight.on('response', (res) => {
      let text = ''
      res.setEncoding('utf8').on('data', (chunk: string) => { text += chunk }).on('end', () => resolve({ status: res.statusCode ?? 0, text }))
    })
    inFlight.on('error', reject)
  })
  const continued = new Promise<void>((resolve) => inFlight.on('continue', resolve))
  inFlight.flushHeaders()
  await continued

  server.child.kill('SIGTERM')
  await server.waitForLine((line) => logLine(line)?.msg === 'shutting down')
  inFlight.end(body)
  const { status, text } = await response
  t.equal(status, 201, `the in-flight create completes: ${text}`)
  const inFlightId = JSON.parse(text).insertId
  t.ok(Number.isInteger(inFlightId) && inFlightId > 0)
  acknowledged.push(inFlightId)

  const exit = await server.exited
  t.same(exit, { code: 0, signal: null }, 'the process exits cleanly after draining')
  t.notMatch(server.stderr(), /error/i, 'no error on stderr')

  const restarted = await startServer(t, { DATABASE_URL: databaseUrl })
  const list = await api(restarted, token, 'GET', '/contas-pagar')
  t.equal(list.status, 200)
  t.same(list.json.data.map((title: { codigo_lancamento_svc: number }) => title.codigo_lancamento_svc), acknowledged, 'every acknowledged create is there after a restart')
  t.same(list.json.data.map((title: { valor_documento: number }) => title.valor_documento), [1.01, 2.01, 3.01, 4.01, 5.01, 42.42])
  t.same(await stop(restarted), { code: 0, signal: null })
})

t.test('SIGTERM with kept-alive clients: they get 503 in the error body, in-flight work finishes, exit 0 before the forced timeout', async (t) => {
  const databaseUrl = await fileDatabaseUrl()
  const token = await keyFor(databaseUrl, 'keep-alive')
  const server = await startServer(t, { DATABASE_URL: databaseUrl })
  const agent = new Agent({ keepAlive: true, maxSockets: 8 })
  t.teardown(() => agent.destroy())
  const send = (method: string, path: string, body?: string) => new Promise<{ status: number, headers: Record<string, unknown>, text: string }>((resolve, reject) => {
    const req = httpRequest(`${server.url}${path}`, { method, agent, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) } }, (res) => {
      let text = ''
      res.setEncoding('utf8').on('data', (chunk: string) => { text += chunk }).on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }))
    })
    req.on('error', reject)
    req.end(body)
  })
  // Eight connections, kept alive by the agent after their first request.
  const warm = await Promise.all(Array.from({ length: 8 }, async () => await send('GET', '/contas-pagar?limite=1')))
  t.same(warm.map((res) => res.status), Array(8).fill(200))

  // A create whose body is still on its way when SIGTERM arrives (as in the test above).
  const body = JSON.stringify({ data: payable({ codigo_lancamento_integracao: 'in-flight-ka' }) })
  const inFlight = httpRequest(`${server.url}/contas-pagar`, {
    method: 'POST',
    agent: false,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' }
  })
  const inFlightResponse = new Promise<number>((resolve, reject) => {
    inFlight.on('response', (res) => { res.resume(); res.on('end', () => resolve(res.statusCode ?? 0)) })
    inFlight.on('error', reject)
  })
  const continued = new Promise<void>((resolve) => inFlight.on('continue', resolve))
  inFlight.flushHeaders()
  await continued

  const signalled = Date.now()
  server.child.kill('SIGTERM')
  await server.waitForLine((line) => logLine(line)?.msg === 'shutting down')
  const late = await Promise.allSettled(Array.from({ length: 8 }, async () => await send('GET', '/contas-pagar')))
  for (const [index, outcome] of late.entries()) {
    t.equal(outcome.status, 'fulfilled', `request ${index + 1} on a kept-alive connection was answered, not reset`)
    if (outcome.status !== 'fulfilled') continue
    t.equal(outcome.value.status, 503, `request ${index + 1}: 503`)
    t.match(JSON.parse(outcome.value.text), { success: false, statusCode: 503, code: 'SHUTTING_DOWN' }, `request ${index + 1}: error body`)
    t.equal(outcome.value.headers.connection, 'close', `request ${index + 1}: the connection is closed after it`)
    t.match(outcome.value.headers['retry-after'], /^[1-9]/)
  }
  inFlight.end(body)
  t.equal(await inFlightResponse, 201, 'the in-flight create completes')
  const exit = await server.exited
  t.same(exit, { code: 0, signal: null }, 'a clean exit, not the forced one')
  t.ok((Date.now() - signalled) / 1000 < 10, 'before the 10 s forced timeout')
})
