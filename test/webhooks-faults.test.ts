import { createServer, connect, type Server, type Socket } from 'node:net'
import t from 'tap'
import { startReceiver } from '../bench/webhook-receiver.js'
import { parseDatabaseUrl } from '../db/dialect.js'
import { build, ENGINE, fileDatabaseUrl, payable } from './helper.js'
import { ensureBuilt, migratedWithKey, startService, type Service } from './service-process.js'
import { appliedEvents, createEndpoint, feedAfter, gaps, until, verified, WEBHOOK_ENV } from './webhook-support.js'

/**
 * The faults of issue 18, on both engines: a receiver that goes away, a service killed mid-delivery,
 * two services on one database, and a database outage. Each ends with the receiver's view checked:
 * every event, in feed order, verified by standardwebhooks, and a message seen twice only as a
 * retry with the same webhook-id and body. The receiver outage lasts WEBHOOK_OUTAGE_SECONDS (5 in
 * the suite; `make test-webhook-faults` runs the 30 s of the issue).
 */

const OUTAGE_MS = Number(process.env.WEBHOOK_OUTAGE_SECONDS ?? 5) * 1000
/** Retries every half second, for longer than any outage here: the endpoint is never disabled by one. */
const PATIENT_SCHEDULE = Array.from({ length: Math.ceil(OUTAGE_MS / 500) + 20 }, () => '500ms').join(',')

t.before(ensureBuilt)
// About 100 s on a quiet machine (processes started, a lease waited out); four times that when the
// machine is shared, which the runner's default of 240 s per file did not survive once.
t.setTimeout(600_000)

t.test(`a receiver down for ${OUTAGE_MS / 1000} s under load, then back: every event arrives, in order`, async (t) => {
  const receiver = await startReceiver()
  t.teardown(() => receiver.close())
  const ctx = await build(t, { env: { ...WEBHOOK_ENV, WEBHOOK_RETRY_SCHEDULE: PATIENT_SCHEDULE } })
  const { segredo, posicao: start } = await createEndpoint(ctx, { url: receiver.url })
  const writing = { on: true }
  let written = 0
  const load = (async () => {
    while (writing.on) {
      await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable() } })
      written++
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  })()
  await receiver.until((received) => received.length >= 5)
  await receiver.down()
  const downAt = written
  await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS))
  t.ok(written - downAt > 10, `writes went on during the outage (${written - downAt})`)
  await receiver.up()
  await new Promise((resolve) => setTimeout(resolve, 1000))
  writing.on = false
  await load
  await receiver.until((received) => appliedEvents(verified(received, [segredo])).length >= written, 60_000)
  const events = appliedEvents(verified(receiver.received, [segredo]))
  t.strictSame(gaps(events, start), [], `all ${written} events, each once, in order`)
  t.strictSame(events, await feedAfter(ctx, start), 'exactly the feed')
})

/** A company, its key and the database, prepared from outside the service processes. */
async function sharedDatabase (): Promise<{ env: NodeJS.ProcessEnv, key: string }> {
  const url = await fileDatabaseUrl()
  const key = await migratedWithKey(url, `faults-${process.pid}-${Date.now()}`)
  return { env: { ...WEBHOOK_ENV, DATABASE_URL: url, WEBHOOK_RETRY_SCHEDULE: PATIENT_SCHEDULE, MIGRATE_ON_START: 'false', AUTH_CACHE_SECONDS: '0', RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0' }, key }
}

async function call (service: Service, key: string, method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${service.url}${path}`, { method, headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return await res.json()
}

t.test('a service killed with SIGKILL mid-delivery and started again: none lost, order kept', async (t) => {
  const receiver = await startReceiver()
  t.teardown(() => receiver.close())
  const { env, key } = await sharedDatabase()
  const first = await startService(t, env)
  const { segredo, posicao: start } = await call(first, key, 'POST', '/webhooks', { url: receiver.url })
  // Slow answers keep an attempt in flight most of the time. Writes go on until one is in flight
  // after two were acknowledged: a fixed number of writes could all fit in the first two messages
  // (up to 100 events each) and leave nothing in flight to kill the service in.
  receiver.delayMs = 400
  let written = 0
  await until(async () => {
    if (receiver.received.length >= 2 && receiver.inFlight > 0) return true
    await call(first, key, 'POST', '/contas-pagar', { data: payable() })
    written++
    return false
  }, 30_000, 'an attempt in flight after some acknowledged')
  first.child.kill('SIGKILL')
  await first.exited
  const before = receiver.received.length
  const second = await startService(t, env)
  for (let i = 0; i < 10; i++) await call(second, key, 'POST', '/contas-pagar', { data: payable() })
  written += 10
  // The new process takes the endpoint over once the dead one's lease has run out (15 s).
  await receiver.until((received) => appliedEvents(verified(received, [segredo])).length >= written, 60_000)
  const messages = verified(receiver.received, [segredo])
  const events = appliedEvents(messages)
  t.strictSame(gaps(events, start), [], `all ${written} events, each once, in order`)
  t.equal(events.length, written, 'no event beyond those written')
  t.ok(receiver.received.length > before, 'the restarted service delivered the rest')
  t.equal(receiver.maxInFlight, 1, 'never two messages at once')
  // The message cut by the kill had had no failed attempt: the new process made it again from its recipe.
  const byId = new Map<string, Set<string>>()
  for (const message of messages) byId.set(message.id, (byId.get(message.id) ?? new Set()).add(message.raw))
  t.ok([...byId.values()].every((bodies) => bodies.size === 1), 'a webhook-id seen twice is the same body')
  t.notOk(second.output().includes(segredo.slice(6)) || first.output().includes(segredo.slice(6)), 'no secret in the logs')
})

t.test('two service processes on one database: no message sent by both at once, none lost', async (t) => {
  const receiver = await startReceiver()
  t.teardown(() => receiver.close())
  const { env, key } = await sharedDatabase()
  const [a, b] = [await startService(t, env), await startService(t, env)]
  const { segredo, posicao: start } = await call(a, key, 'POST', '/webhooks', { url: receiver.url })
  receiver.delayMs = 30
  // Failures from the first request on (messages gather events, so there may be only a few), so
  // retries, the only repeats allowed, happen too.
  receiver.respond = (_request, index) => index % 3 === 0 ? 500 : 204
  await Promise.all([a, b].map(async (service) => {
    for (let i = 0; i < 30; i++) await call(service, key, 'POST', '/contas-pagar', { data: payable() })
  }))
  await receiver.until((received) => appliedEvents(verified(received, [segredo])).length >= 60, 60_000)
  const messages = verified(receiver.received, [segredo])
  t.strictSame(gaps(appliedEvents(messages), start), [], 'all 60 events, each once, in order')
  t.equal(receiver.maxInFlight, 1, 'never two messages in flight at once: one process delivers the endpoint at a time')
  const byId = new Map<string, Set<string>>()
  for (const message of messages) byId.set(message.id, (byId.get(message.id) ?? new Set()).add(message.raw))
  t.ok([...byId.values()].every((bodies) => bodies.size === 1), 'a webhook-id seen twice is a retry with the same body')
  t.match(a.output() + b.output(), /webhook: attempt failed/, 'a failed attempt is logged as a warning')
  t.notOk((a.output() + b.output()).includes(segredo.slice(6)), 'without the secret')
})

/** A TCP relay to MariaDB that can go down (connections cut, port closed) and come back on the same port. */
class Relay {
  #server: Server | undefined
  readonly #sockets = new Set<Socket>()
  port = 0
  constructor (readonly upstreamPort: number) {}
  async up (): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect({ port: this.upstreamPort, host: '127.0.0.1' })
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket)
        socket.on('error', () => {}).on('close', () => { this.#sockets.delete(socket); client.destroy(); upstream.destroy() })
      }
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve))
    this.port = (server.address() as { port: number }).port
    this.#server = server
  }

  async down (): Promise<void> {
    for (const socket of this.#sockets) socket.destroy()
    await new Promise((resolve) => this.#server?.close(resolve))
  }
}

t.test('a database outage pauses delivery, which resumes where it stopped', async (t) => {
  const receiver = await startReceiver()
  t.teardown(() => receiver.close())
  let outage: { start: () => Promise<void>, end: () => Promise<void> }
  let env: NodeJS.ProcessEnv = { ...WEBHOOK_ENV, WEBHOOK_RETRY_SCHEDULE: PATIENT_SCHEDULE, DB_ACQUIRE_TIMEOUT_SECONDS: '1', DB_QUERY_TIMEOUT_SECONDS: '2' }
  if (ENGINE === 'mysql') {
    const direct = new URL(await fileDatabaseUrl())
    const relay = new Relay(Number(direct.port === '' ? 3306 : direct.port))
    await relay.up()
    t.teardown(() => relay.down())
    direct.port = String(relay.port)
    env = { ...env, DATABASE_URL: direct.href }
    outage = { start: async () => await relay.down(), end: async () => await relay.up() }
  } else {
    // SQLite: another process holds the write lock; reads go on (WAL), every write waits, then fails.
    const { default: SQLite } = await import('better-sqlite3')
    const other = new SQLite(parseDatabaseUrl(await fileDatabaseUrl()).location)
    t.teardown(() => other.close())
    outage = { start: async () => { other.exec('BEGIN EXCLUSIVE') }, end: async () => { other.exec('COMMIT') } }
  }
  const ctx = await build(t, { env })
  const { segredo, posicao: start } = await createEndpoint(ctx, { url: receiver.url })
  // Refused for now, so a backlog waits while the database goes away.
  receiver.respond = () => 503
  for (let i = 0; i < 20; i++) await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable() } })
  await receiver.until((received) => received.length >= 1)
  await outage.start()
  receiver.respond = () => 204
  const duringStart = receiver.received.length
  await new Promise((resolve) => setTimeout(resolve, 4000))
  const during = verified(receiver.received.slice(duringStart), [segredo])
  // Without a database no message can be made or recorded: at most the one in flight is tried again.
  t.ok(new Set(during.map((message) => message.id)).size <= 1, `at most the message in flight was tried during the outage (${during.length} attempts)`)
  await outage.end()
  await receiver.until((received) => appliedEvents(verified(received, [segredo])).length >= 20, 60_000)
  t.strictSame(gaps(appliedEvents(verified(receiver.received, [segredo])), start), [], 'after it, all 20 events, each once, in order')
})
