import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createConnection } from 'mysql2/promise'
import { freePort } from './free-port.js'
import { fullPayable, putCategories, serviceNodeArgs, waitFor } from './data.js'
import { ensureWrk, scriptHead, wrk, type WrkResult } from './wrk.js'

/**
 * One connection creating alone (issue 35: "p50 latency within 10% of today's", a write alone must
 * wait for no other): two or more builds of the service, each on a database of its own, started side
 * by side and measured in short alternating rounds, so that the machine's noise (other benches, a
 * slow fsync) falls on both. Each round is wrk with one connection posting the bench's full payable
 * for BENCH_SECONDS; the ratio of each round's p50 to the first build's is printed, and their median.
 *
 * The service is pinned to one core and wrk to the other (taskset) when the machine has two.
 *
 * Environment: MYSQL_URL (mysql://root@127.0.0.1:3306; `make bench-one-connection` starts a MariaDB
 * of its own), BENCH_SERVICES (checkouts whose built dist/ runs, comma-separated, the baseline first;
 * this checkout by default), BENCH_ROUNDS (30), BENCH_SECONDS (3).
 */

const MYSQL_URL = (process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/$/, '')
const SERVICES = (process.env.BENCH_SERVICES ?? '.').split(',').map((dir) => resolve(dir))
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const PINNED = spawnSync('taskset', ['-c', '1', 'true']).status === 0

interface Target { dir: string, database: string, url: string, script: string, child: ChildProcess, rounds: WrkResult[] }

const pinnedTo = (core: number): string[] => PINNED ? ['taskset', '-c', String(core)] : []
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number
const loadAverage = (): string => spawnSync('cat', ['/proc/loadavg']).stdout.toString().split(' ')[0] ?? '?'

async function start (dir: string, index: number, work: string, body: string): Promise<Target> {
  const database = `contas_one_${Date.now()}_${index}`
  const admin = await createConnection(MYSQL_URL)
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4`)
  await admin.end()
  const port = await freePort()
  const env = { ...process.env, DATABASE_URL: `${MYSQL_URL}/${database}`, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0', WORKERS: '1' }
  const keys = spawnSync(process.execPath, ['dist/src/cli/keys.js', 'create', '--company', 'bench', '--scopes', 'read,write', '--name', 'bench'], { env, cwd: dir })
  const token = keys.stdout.toString().trim()
  if (keys.status !== 0 || token === '') throw new Error(`${dir}: key creation failed: ${keys.stderr.toString()}`)
  const [command = process.execPath, ...args] = [...pinnedTo(0), process.execPath, ...serviceNodeArgs(), 'dist/src/server.js']
  const child = spawn(command, args, { env, cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] })
  const url = `http://127.0.0.1:${port}`
  await waitFor(`${url}/health`, child)
  await putCategories(url, token)
  const script = join(work, `create-${index}.lua`)
  writeFileSync(script, scriptHead('POST', token, { body }).join('\n'))
  return { dir, database, url, script, child, rounds: [] }
}

async function round (target: Target, seconds: number): Promise<WrkResult> {
  const result = await wrk(['-t1', '-c1', `-d${seconds}s`, '--latency', '-s', target.script, `${target.url}/contas-pagar`], pinnedTo(1))
  if (result.non2xx > 0 || result.requests === 0) throw new Error(`${target.dir}: ${result.non2xx} failed creates of ${result.requests}`)
  return result
}

async function main (): Promise<void> {
  ensureWrk()
  const work = mkdtempSync(join(tmpdir(), 'contas-one-'))
  const body = JSON.stringify({ data: { ...fullPayable(1), codigo_lancamento_integracao: undefined, data_vencimento: '2030-01-01', data_previsao: '2030-01-01' } })
  const targets: Target[] = []
  try {
    for (const [index, dir] of SERVICES.entries()) targets.push(await start(dir, index, work, body))
    for (const target of targets) await round(target, 2)
    for (let r = 0; r < ROUNDS; r++) {
      for (const target of r % 2 === 0 ? targets : [...targets].reverse()) target.rounds.push(await round(target, SECONDS))
      const p50s = targets.map((target) => (target.rounds.at(-1) as WrkResult).p50)
      process.stderr.write(`round ${r + 1}: p50 ${p50s.map((p) => p.toFixed(2)).join(' / ')} ms, load ${loadAverage()}\n`)
    }
    const [baseline] = targets as [Target]
    for (const target of targets) {
      const p50s = target.rounds.map((result) => result.p50)
      const ratios = target.rounds.map((result, i) => result.p50 / (baseline.rounds[i] as WrkResult).p50).sort((a, b) => a - b)
      console.log(`${target.dir}: p50 median ${median(p50s).toFixed(2)} ms (${Math.min(...p50s).toFixed(2)}-${Math.max(...p50s).toFixed(2)}), p99 median ${median(target.rounds.map((result) => result.p99)).toFixed(2)} ms, creates/s median ${median(target.rounds.map((result) => result.rps)).toFixed(0)}` +
        (target === baseline ? ' (baseline)' : `; p50 / baseline's in the same round: median ${median(ratios).toFixed(3)}, quartiles ${(ratios[Math.floor(ratios.length / 4)] as number).toFixed(2)}-${(ratios[Math.floor(3 * ratios.length / 4)] as number).toFixed(2)}`))
    }
  } finally {
    for (const target of targets) target.child.kill('SIGTERM')
    const admin = await createConnection(MYSQL_URL)
    for (const target of targets) await admin.query(`DROP DATABASE IF EXISTS \`${target.database}\``)
    await admin.end()
    rmSync(work, { recursive: true, force: true })
  }
}

await main()
