import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createConnection } from 'mysql2/promise'
import { dateOf, serviceNodeArgs, waitFor } from './data.js'
import { freePort } from './free-port.js'

/**
 * Conditional GETs and the answer cache (issue 19), against the list's floor in the same run: a
 * bare node:http + mysql2 server answering the same two-day window of 100 full payables from one
 * indexed query (bench/list-floor.ts). Scenarios, each with wrk, 32 connections, after a warm-up:
 * - `floor`: the floor's list;
 * - `not-modified`: the service's list sent again with If-None-Match naming its current ETag;
 * - `cached`: the service's list sent again without it, answered from the answer cache;
 * - `uncached-cache-on` / `uncached-cache-off`: every request a new question (a distinct
 *   alterado_desde before every title's change, so the same 100 titles under a new cache key and
 *   ETag each time), on a service with the cache (default ANSWER_CACHE_BYTES: every answer is a
 *   miss, is stored and pushes older ones out) and on one with ANSWER_CACHE_BYTES=0.
 * Environment: BENCH_N (payables, 20000), BENCH_SECONDS (10), BENCH_WARMUP (1), BENCH_CONNECTIONS
 * (32), BENCH_ROUNDS (2), BENCH_SCENARIOS (comma-separated names; the floor always runs), MYSQL_URL. Usage: node dist/bench/conditional.js (make bench runs it).
 */

const N = Number(process.env.BENCH_N ?? 20_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
/** Comma-separated scenario names (the floor always runs); all by default. */
const ONLY = process.env.BENCH_SCENARIOS?.split(',')
const MYSQL_URL = (process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/$/, '')

function log (message: string): void { process.stderr.write(`${message}\n`) }

interface Measure { rps: number, p50: number, p99: number, failed: number, cpuMsPerRequest: number }

/** CPU time of a process so far, in ms (utime + stime, at 100 ticks a second). */
function cpuMs (pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) * 10
}

function toMs (text: string): number {
  const match = /([\d.]+)(us|ms|s)/.exec(text)
  if (match === null) return NaN
  const value = Number(match[1])
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value
}

/** wrk with a Lua script: throughput, median and 99th percentile latency, and answers other than 2xx and 3xx. */
async function wrk (url: string, script: string, seconds: number, pid: number): Promise<Measure> {
  const cpuBefore = cpuMs(pid)
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn('wrk', ['-t2', `-c${CONNECTIONS}`, `-d${seconds}s`, '--timeout', '10s', '--latency', '-s', script, url])
    let text = ''
    child.stdout.on('data', (chunk) => { text += String(chunk) })
    child.on('error', reject)
    child.on('close', () => resolve(text))
  })
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)
  return {
    rps,
    cpuMsPerRequest: (cpuMs(pid) - cpuBefore) / (rps * seconds),
    p50: toMs(/\s50%\s+(\S+)/.exec(out)?.[1] ?? ''),
    p99: toMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? ''),
    failed: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
  }
}

/** A wrk script: the key, optional headers and an optional request function. (No response() hook: wrk would copy every body into Lua.) */
function script (dir: string, name: string, token: string, headers: Record<string, string>, request = ''): string {
  const file = join(dir, `${name}.lua`)
  writeFileSync(file, [
    `wrk.headers["Authorization"] = "Bearer ${token}"`,
    ...Object.entries(headers).map(([header, value]) => `wrk.headers["${header}"] = [==[${value}]==]`),
    // Each thread seeds its own random questions (everyTimeNew below), so the two never ask the same.
    'local threads = 0',
    'setup = function (thread) threads = threads + 1; thread:set("id", threads) end',
    'init = function () math.randomseed(os.time() * 100 + id) end',
    request
  ].join('\n'))
  return file
}

async function main (): Promise<void> {
  if (spawnSync('wrk', ['--version']).error !== undefined) throw new Error('wrk is needed: apt-get install wrk')
  const work = mkdtempSync(join(tmpdir(), 'contas-bench-conditional-'))
  const database = `contas_bench_conditional_${Date.now()}`
  const admin = await createConnection(MYSQL_URL)
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4`)
  const children: ChildProcess[] = []
  try {
    const env = { ...process.env, DATABASE_URL: `${MYSQL_URL}/${database}`, HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0', WORKERS: '1' }
    const started = Date.now()
    const seeded = spawnSync('node', ['dist/bench/seed.js', String(N), '0', '400'], { env, stdio: ['ignore', 'pipe', 'inherit'] })
    const token = seeded.stdout.toString().trim()
    if (seeded.status !== 0 || token === '') throw new Error('seeding failed')
    log(`seeded ${N} payables in ${((Date.now() - started) / 1000).toFixed(0)} s`)
    const [[company]] = await admin.query(`SELECT id FROM \`${database}\`.empresas ORDER BY id DESC LIMIT 1`) as unknown as [[{ id: number }]]

    const startService = async (extra: Record<string, string>): Promise<{ url: string, pid: number }> => {
      const port = await freePort()
      const child = spawn(process.execPath, serviceNodeArgs(), { env: { ...env, ...extra, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] })
      children.push(child)
      const url = `http://127.0.0.1:${port}`
      await waitFor(`${url}/health`, child)
      return { url, pid: child.pid as number }
    }
    const { url: cached, pid: cachedPid } = await startService({})
    const { url: uncached, pid: uncachedPid } = await startService({ ANSWER_CACHE_BYTES: '0' })
    const floorProcess = spawn(process.execPath, ['dist/bench/list-floor.js', String(company.id)], { env, stdio: ['ignore', 'pipe', 'inherit'] })
    children.push(floorProcess)
    const floorPort = await new Promise<number>((resolve) => floorProcess.stdout?.on('data', (chunk) => {
      const port = /ready (\d+)/.exec(String(chunk))?.[1]
      if (port !== undefined) resolve(Number(port))
    }))
    const floor = `http://127.0.0.1:${floorPort}`

    const list = `/contas-pagar?data_vencimento_de=${dateOf(59)}&data_vencimento_ate=${dateOf(60)}`
    const first = await fetch(cached + list, { headers: { authorization: `Bearer ${token}` } })
    const body = await first.text()
    const floorBody = await (await fetch(floor + list)).text()
    const etag = first.headers.get('etag') ?? ''
    const conditional = await fetch(cached + list, { headers: { authorization: `Bearer ${token}`, 'if-none-match': etag } })
    if (conditional.status !== 304) throw new Error(`If-None-Match with the list's ETag answered ${conditional.status}`)
    log(`list: ${JSON.parse(body).total_registros} titles, ${(body.length / 1024).toFixed(0)} KB from the service, ${(floorBody.length / 1024).toFixed(0)} KB from the floor; ETag ${etag}`)
    // A distinct alterado_desde per request, in 2020, before every title's change: the same answer under a new question.
    const everyTimeNew = [
      // Seeded per thread in init (script below), so the two threads never ask the same question.
      `request = function () return wrk.format(nil, "${list}&alterado_desde=" .. os.date("!%Y-%m-%dT%H:%M:%SZ", 1577836800 + math.random(0, 31535999))) end`
    ].join('\n')
    const floorPid = floorProcess.pid as number
    const scenarios: Array<{ name: string, url: string, pid: number, script: string }> = [
      { name: 'floor', url: floor + list, pid: floorPid, script: script(work, 'floor', token, {}) },
      { name: 'not-modified', url: cached + list, pid: cachedPid, script: script(work, 'not-modified', token, { 'If-None-Match': etag }) },
      { name: 'cached', url: cached + list, pid: cachedPid, script: script(work, 'cached', token, {}) },
      { name: 'uncached-cache-on', url: cached + list, pid: cachedPid, script: script(work, 'miss-on', token, {}, everyTimeNew) },
      { name: 'uncached-cache-off', url: uncached + list, pid: uncachedPid, script: script(work, 'miss-off', token, {}, everyTimeNew) }
    ].filter((scenario) => ONLY === undefined || ONLY.includes(scenario.name) || scenario.name === 'floor')
    const results: Record<string, Measure[]> = {}
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate the order, so drift of the machine shows as a difference between rounds.
      for (const scenario of round % 2 === 0 ? scenarios : [...scenarios].reverse()) {
        await wrk(scenario.url, scenario.script, WARMUP, scenario.pid)
        const result = await wrk(scenario.url, scenario.script, SECONDS, scenario.pid)
        ;(results[scenario.name] ??= []).push(result)
        log(`round ${round + 1} ${scenario.name}: ${result.rps.toFixed(0)} req/s p50 ${result.p50.toFixed(1)} ms p99 ${result.p99.toFixed(1)} ms, ${result.cpuMsPerRequest.toFixed(2)} CPU ms per request (${result.failed} failed)`)
      }
    }
    const lines = [
      `Conditional GETs and the answer cache: the list of 100 payables (N=${N}), ${CONNECTIONS} connections, ${SECONDS} s per measurement after ${WARMUP} s warm-up, ${ROUNDS} rounds`,
      '',
      '| scenario | round | req/s | against the floor | p50 / p99 ms | server CPU ms per request | not 2xx/3xx |',
      '|---|---|---|---|---|---|---|'
    ]
    for (const [name, measures] of Object.entries(results)) {
      measures.forEach((measure, round) => {
        const base = results.floor?.[round] as Measure
        lines.push(`| ${name} | ${round + 1} | ${measure.rps.toFixed(0)} | ${(measure.rps / base.rps).toFixed(2)} | ${measure.p50.toFixed(1)} / ${measure.p99.toFixed(1)} | ${measure.cpuMsPerRequest.toFixed(2)} | ${measure.failed} |`)
      })
    }
    lines.push('', '| uncached list, cache on / cache off | round | req/s ratio | CPU per request ratio |', '|---|---|---|---|')
    results['uncached-cache-on']?.forEach((on, round) => {
      const off = results['uncached-cache-off']?.[round] as Measure | undefined
      if (off !== undefined) lines.push(`| | ${round + 1} | ${(on.rps / off.rps).toFixed(2)} | ${(on.cpuMsPerRequest / off.cpuMsPerRequest).toFixed(2)} |`)
    })
    process.stdout.write(lines.join('\n') + '\n')
  } finally {
    for (const child of children) child.kill('SIGTERM')
    await admin.query(`DROP DATABASE IF EXISTS \`${database}\``)
    await admin.end()
    rmSync(work, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench: ${error instanceof Error ? error.stack : String(error)}\n`)
  process.exit(1)
})
