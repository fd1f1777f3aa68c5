import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { resolve } from 'node:path'
import { createConnection, type Connection } from 'mysql2/promise'
import { meter, serverPid, type Work } from './db-work.js'
import { serviceNodeArgs, waitFor } from './data.js'

/**
 * The whole-set export against its floor (bench/floor-server.ts) at several sizes, in one run and
 * on the same data (issue 35's export goals: no slower than the floor, peak RSS no higher, and an
 * export of 200,000 titles peaking within 32 MB of one of 20,000).
 *
 * Loading 200,000 titles through the API takes hours on a busy machine, so the data is BENCH_SEED
 * payables stored by the title service (bench/seed.ts: rows, renders and all as the API stores
 * them), then copied by multi-row INSERT ... SELECT until each size is reached, each copy with an
 * integration code of its own, written into its render too (the render stays the title's).
 *
 * Every target runs on a fresh process each round (V8 keeps what it grew), answers one unmeasured
 * export first (whose bytes, but for the time stamp, must be the first target's), then
 * BENCH_EXPORTS exports in a row: their median time, the highest peak RSS (VmHWM reset before
 * each), and per exported title the process's CPU, MariaDB's CPU and statements (bench/db-work.ts;
 * run against a MariaDB of the bench's own, bench/private-mariadb.sh, or the counters count others).
 *
 * Environment: MYSQL_URL (mysql://root@127.0.0.1:3306), BENCH_EXPORT_SIZES (20000,200000),
 * BENCH_SEED (1000), BENCH_EXPORTS (5), BENCH_ROUNDS (2), BENCH_PORT (3911),
 * BENCH_SERVICES (checkouts whose built dist/ runs as a service, comma-separated: an old build
 * beside the new one is measured in the same rounds; this checkout by default).
 */

const MYSQL_URL = (process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/$/, '')
const SIZES = (process.env.BENCH_EXPORT_SIZES ?? '20000,200000').split(',').map(Number).sort((a, b) => a - b)
const SEED = Number(process.env.BENCH_SEED ?? 1000)
const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
const PORT = Number(process.env.BENCH_PORT ?? 3911)
const SERVICES = (process.env.BENCH_SERVICES ?? '.').split(',').map((dir) => resolve(dir))

function log (message: string): void { process.stderr.write(`${message}\n`) }

function statusMb (pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try { return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024 } catch { return 0 }
}

function resetPeak (pid: number): void { try { writeFileSync(`/proc/${pid}/clear_refs`, '5') } catch {} }

interface Target { label: string, start: () => Promise<{ child: ChildProcess, url: string }> }
interface Once { ttfbMs: number, totalMs: number, bytes: number, peakMb: number, digest?: string }
interface Result { label: string, size: number, round: number, idleMb: number, ttfbMs: number, totalMs: number, peakMb: number, bytes: number, work: Work }

/** One export; with `digest`, a hash of its bytes but the time stamp (the closing's last 128 bytes, time stamp blanked). */
async function exportOnce (url: string, pid: number, token: string, digest = false): Promise<Once> {
  resetPeak(pid)
  const started = process.hrtime.bigint()
  return await new Promise((resolve, reject) => {
    const hash = digest ? createHash('sha1') : undefined
    let held = Buffer.alloc(0)
    const req = httpRequest(`${url}/contas-pagar?data_vencimento_ate=2099-12-31`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`))
      let ttfbMs = -1
      let bytes = 0
      res.on('data', (chunk: Buffer) => {
        if (ttfbMs < 0) ttfbMs = Number(process.hrtime.bigint() - started) / 1e6
        bytes += chunk.length
        if (hash === undefined) return
        const joined = Buffer.concat([held, chunk])
        hash.update(joined.subarray(0, Math.max(0, joined.length - 128)))
        held = joined.subarray(Math.max(0, joined.length - 128))
      })
      res.on('end', () => {
        hash?.update(held.toString('latin1').replace(/"timeStamp":"[^"]*"/, ''))
        resolve({ ttfbMs, totalMs: Number(process.hrtime.bigint() - started) / 1e6, bytes, peakMb: statusMb(pid, 'VmHWM'), ...(hash === undefined ? {} : { digest: hash.digest('hex') }) })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number
const fmt = (value: number, digits = 0) => Number.isFinite(value) ? value.toFixed(digits) : '-'

/** Copies the first SEED payables of the company until it has `size`, SEED rows per INSERT ... SELECT. */
async function growTo (admin: Connection, database: string, empresaId: number, size: number): Promise<void> {
  const [[{ count, firstId }]] = await admin.query(`SELECT COUNT(*) AS count, MIN(id) AS firstId FROM \`${database}\`.contas_pagar WHERE empresa_id = ?`, [empresaId]) as unknown as [[{ count: number, firstId: number }]]
  const [columns] = await admin.query('SELECT column_name AS name FROM information_schema.columns WHERE table_schema = ? AND table_name = \'contas_pagar\' AND column_name NOT IN (\'id\', \'codigo_lancamento_integracao\', \'render\') ORDER BY ordinal_position', [database]) as unknown as [Array<{ name: string }>]
  const names = columns.map((column) => `\`${column.name}\``).join(', ')
  const started = Date.now()
  for (let copy = Math.ceil(count / SEED); copy * SEED < size; copy++) {
    const rows = Math.min(SEED, size - copy * SEED)
    const code = `CONCAT(codigo_lancamento_integracao, '~${copy}')`
    await admin.query(`INSERT INTO \`${database}\`.contas_pagar (codigo_lancamento_integracao, render, ${names}) ` +
      `SELECT ${code}, REPLACE(render, CONCAT('"', codigo_lancamento_integracao, '"'), CONCAT('"', ${code}, '"')), ${names} FROM \`${database}\`.contas_pagar WHERE empresa_id = ? AND id < ? ORDER BY id LIMIT ?`, [empresaId, firstId + SEED, rows])
  }
  log(`${size} payables (copied in ${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

async function main (): Promise<void> {
  const database = `contas_export_${Date.now()}`
  const admin = await createConnection(MYSQL_URL)
  const dbPid = await serverPid(admin)
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4`)
  const children = new Set<ChildProcess>()
  const stop = async (child: ChildProcess) => {
    children.delete(child)
    if (child.exitCode !== null) return
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
  try {
    const databaseUrl = `${MYSQL_URL}/${database}`
    const seeded = spawnSync(process.execPath, ['dist/bench/seed.js', String(SEED), '0'], { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' })
    if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`)
    const token = seeded.stdout.trim()
    const [[{ empresaId }]] = await admin.query(`SELECT empresa_id AS empresaId FROM \`${database}\`.api_keys WHERE nome = 'seed'`) as unknown as [[{ empresaId: number }]]
    const env = { ...process.env, DATABASE_URL: databaseUrl, HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0', WORKERS: '1' }
    const targets: Target[] = [
      ...SERVICES.map((dir, i): Target => ({
        label: SERVICES.length === 1 ? 'service' : `service ${dir}`,
        start: async () => {
          const url = `http://127.0.0.1:${PORT + i}`
          const child = spawn(process.execPath, serviceNodeArgs(), { cwd: dir, env: { ...env, PORT: String(PORT + i) }, stdio: ['ignore', 'ignore', 'inherit'] })
          children.add(child)
          await waitFor(`${url}/health`, child)
          return { child, url }
        }
      })),
      {
        label: 'floor',
        start: async () => {
          const child = spawn(process.execPath, ['dist/bench/floor-server.js', databaseUrl, String(empresaId), '0'], { env, stdio: ['ignore', 'pipe', 'inherit'] })
          children.add(child)
          const url = await new Promise<string>((resolve, reject) => {
            let text = ''
            child.stdout.on('data', (chunk) => { text += String(chunk); const ready = /ready (\S+)/.exec(text); if (ready !== null) resolve(ready[1] as string) })
            child.once('exit', (code) => reject(new Error(`floor exited with ${code}`)))
          })
          return { child, url }
        }
      }
    ]
    const results: Result[] = []
    for (const size of SIZES) {
      await growTo(admin, database, empresaId, size)
      let expected: { digest: string, bytes: number } | undefined
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? targets : [...targets].reverse()
        for (const target of order) {
          const { child, url } = await target.start()
          const pid = child.pid as number
          const idleMb = statusMb(pid, 'VmRSS')
          const check = await exportOnce(url, pid, token, true)
          expected ??= { digest: check.digest as string, bytes: check.bytes }
          if (check.digest !== expected.digest) throw new Error(`${target.label} exported other bytes than ${order[0]?.label} (${check.bytes} against ${expected.bytes})`)
          const counting = await meter(admin, dbPid, [pid])
          const runs: Once[] = []
          for (let i = 0; i < EXPORTS; i++) runs.push(await exportOnce(url, pid, token))
          const work = await counting(EXPORTS * size)
          await stop(child)
          const result: Result = { label: target.label, size, round: round + 1, idleMb, ttfbMs: median(runs.map((run) => run.ttfbMs)), totalMs: median(runs.map((run) => run.totalMs)), peakMb: Math.max(...runs.map((run) => run.peakMb)), bytes: check.bytes, work }
          results.push(result)
          log(`${size} round ${round + 1} ${target.label}: first byte ${fmt(result.ttfbMs, 1)} ms, total ${fmt(result.totalMs)} ms (${runs.map((run) => fmt(run.totalMs)).join(', ')}), RSS ${fmt(idleMb)} -> peak ${fmt(result.peakMb)} MB; per title: process ${fmt(work.processCpuUs, 1)} us, MariaDB ${fmt(work.dbCpuUs, 1)} us; load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`)
        }
      }
    }
    const lines = [`Exports (GET /contas-pagar, the whole set), ${EXPORTS} per target and round on a fresh process after one unmeasured; medians, highest peak RSS; per exported title: CPU us, statements:`, '',
      '| titles | round | target | MB | first byte ms | total ms | / floor | RSS before MB | peak RSS MB | process CPU us | MariaDB CPU us | Questions |', '|---|---|---|---|---|---|---|---|---|---|---|---|']
    for (const result of results) {
      const floor = results.find((other) => other.label === 'floor' && other.size === result.size && other.round === result.round) as Result
      lines.push(`| ${result.size} | ${result.round} | ${result.label} | ${fmt(result.bytes / 1e6, 1)} | ${fmt(result.ttfbMs, 1)} | ${fmt(result.totalMs)} | ${fmt(result.totalMs / floor.totalMs, 2)} | ${fmt(result.idleMb)} | ${fmt(result.peakMb)} | ${fmt(result.work.processCpuUs, 1)} | ${fmt(result.work.dbCpuUs, 1)} | ${fmt(result.work.per.Questions, 4)} |`)
    }
    process.stdout.write(`${lines.join('\n')}\n`)
  } finally {
    for (const child of [...children]) await stop(child)
    await admin.query(`DROP DATABASE IF EXISTS \`${database}\``)
    await admin.end()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`export bench: ${error instanceof Error ? error.stack : String(error)}\n`)
  process.exit(1)
})
