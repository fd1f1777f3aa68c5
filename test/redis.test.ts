import t from 'tap'
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { Redis } from 'ioredis'
import { build, fileDatabaseUrl } from './helper.js'
import { freePort } from '../bench/free-port.js'

/**
 * With REDIS_URL, replicas share their rate-limit windows (issue 10): two service processes on
 * one Redis enforce one limit together. The Redis at REDIS_TEST_URL (default 127.0.0.1:6379) must
 * run: make test and CI start it; a missing Redis fails this file instead of skipping it.
 */

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379'
const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url))

async function startService (t: { teardown: (fn: () => unknown) => void }, env: NodeJS.ProcessEnv): Promise<string> {
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, [...process.execArgv.filter((arg) => arg.startsWith('--import')), SERVER], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0', AUTH_CACHE_SECONDS: '0' },
    stdio: ['ignore', 'ignore', 'pipe']
  })
  let output = ''
  child.stderr?.on('data', (chunk) => { output += String(chunk) })
  const state = { exited: false }
  child.once('exit', () => { state.exited = true })
  t.teardown(() => { child.kill('SIGTERM') })
  const url = `http://127.0.0.1:${port}`
  // Generous: the child compiles the TypeScript sources as it loads them, on a machine running other tests.
  for (let attempt = 0; attempt < 600 && !state.exited; attempt++) {
    if (await fetch(`${url}/health`).then((res) => res.ok, () => false)) return url
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the service on ${url} did not start${state.exited ? ' (it exited)' : ''}: ${output.slice(-2000)}`)
}

t.test('Redis answers', async (t) => {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 })
  try {
    await redis.connect()
    t.equal(await redis.ping(), 'PONG', `Redis at ${REDIS_URL}`)
  } catch (error) {
    t.fail(`Redis is not reachable at ${REDIS_URL} (${(error as Error).message}): start redis-server or set REDIS_TEST_URL`)
  } finally {
    redis.disconnect()
  }
})

t.test('two service processes on one Redis share one limit per key', async (t) => {
  const ctx = await build(t)
  const env = { DATABASE_URL: await fileDatabaseUrl(), REDIS_URL, RATE_LIMIT_PER_MINUTE: '10', MIGRATE_ON_START: 'false' }
  const [a, b] = await Promise.all([startService(t, env), startService(t, env)])
  const statuses: number[] = []
  const remaining: string[] = []
  for (let i = 0; i < 16; i++) {
    const res = await fetch(`${i % 2 === 0 ? a : b}/categorias`, { headers: { authorization: `Bearer ${ctx.keys.readWrite}` } })
    statuses.push(res.status)
    remaining.push(res.headers.get('x-ratelimit-remaining') ?? '')
    await res.arrayBuffer()
  }
  t.equal(statuses.filter((status) => status === 200).length, 10, 'exactly the limit is served across both processes')
  t.ok(statuses.slice(10).every((status) => status === 429), 'and everything after it is 429, whichever process answers')
  t.strictSame(remaining.slice(0, 10), ['9', '8', '7', '6', '5', '4', '3', '2', '1', '0'], 'the two count down one budget')
  const other = await fetch(`${a}/categorias`, { headers: { authorization: `Bearer ${ctx.keys.read}` } })
  t.equal(other.status, 200, 'another key has its own budget')
})

t.test('without Redis the limit is enforced, and a Redis that does not answer lets requests through', async (t) => {
  const ctx = await build(t)
  const down = await startService(t, { DATABASE_URL: await fileDatabaseUrl(), REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_PER_MINUTE: '2', MIGRATE_ON_START: 'false' })
  const started = Date.now()
  const answers = []
  for (let i = 0; i < 4; i++) answers.push((await fetch(`${down}/categorias`, { headers: { authorization: `Bearer ${ctx.keys.readWrite}` } })).status)
  t.strictSame(answers, [200, 200, 200, 200], 'served: the limit is a guard, not worth an outage')
  t.ok(Date.now() - started < 5000, 'without waiting on the unreachable Redis')
})
