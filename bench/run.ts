import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { createConnection, type Connection } from 'mysql2/promise'
import { commitCostMs, cpuTicks, fsyncDelayMs, meter, serverPid, workTable, type Work } from './db-work.js'
import { fullPayable, fullReceivable, DAYS, dateOf, putCategories, serviceNodeArgs, waitFor } from './data.js'
import { freePort } from './free-port.js'
import { metricSamples, metricValue, type MetricSample } from './metric-samples.js'
import { ensureWrk, scriptHead, wrk, type WrkResult } from './wrk.js'

/**
 * Service against a plain node:http baseline that answers with the service's own bytes (the
 * ceiling), and against its floor (bench/floor-server.ts: node:http + mysql2 doing the least each
 * request needs: the list window, the create, the batch, the export), in one run, against the same
 * MariaDB and data. Loopback only; stops by itself.
 *
 * Environment: BENCH_N (titles, 20000), BENCH_SECONDS (10), BENCH_WARMUP (1), BENCH_CONNECTIONS (32),
 * BENCH_ROUNDS (2), BENCH_EXPORTS (exports per target and round, 5), BENCH_PORT (3901), WORKERS (service cluster size, 1),
 * MYSQL_URL (mysql://root@127.0.0.1:3306),
 * BENCH_NODES (comma-separated Node executables; the service and the baseline run on each, same
 * build and data, measured in turn in every round; by default the Node running the bench).
 */

const N = Number(process.env.BENCH_N ?? 20_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
/** Exports per target and round (exportRepeated). */
const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 5)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
/** Titles per batch of the batch scenario, and its concurrent requests (each carries 500 titles). */
const BATCH_SIZE = 500
const BATCH_CONNECTIONS = Number(process.env.BENCH_BATCH_CONNECTIONS ?? 4)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
const WORKERS = process.env.WORKERS ?? '1'
/** Comma-separated scenario names to run (list-100,get-by-id,despesas,receitas,feed-100,create,settle,export,batch); all by default. */
const ONLY = process.env.BENCH_SCENARIOS?.split(',')
const MYSQL_URL = (process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/$/, '')
const NODES = process.env.BENCH_NODES?.split(',') ?? [process.execPath]
/**
 * Runtime i serves on SERVICE_PORT + 2i, its baseline on BASELINE_PORT + 2i (BENCH_PORT, 3901, and
 * the port after it): two benches on one machine need ports apart, or one measures the other's service.
 */
const SERVICE_PORT = Number(process.env.BENCH_PORT ?? 3901)
const BASELINE_PORT = SERVICE_PORT + 1
const CLK_TCK = 100
/** The scenarios whose database work per request the bench prints (bench/db-work.ts), beside batches and exports. */
const COUNTED = ['create', 'list-100']

interface Runtime { node: string, version: string, servicePort: number, metricsUrl: string, baselinePort: number, serviceUrl: string, baselineUrl: string, floorUrl: string, service?: ChildProcess, baseline?: ChildProcess, floor?: ChildProcess }
/**
 * One measured request. With `paths`, each request takes one of them at random (the settlements
 * spread over many titles, as real ones do); the baseline answers all of them with the bytes the
 * service sent for the first.
 */
interface Scenario { name: string, method: 'GET' | 'POST', path: string, body?: string, paths?: string[], floors?: FloorVariant[] }
/** A scenario's floor (bench/floor-server.ts): the same request, on `path`, to a bare node:http + mysql2 server. */
interface FloorVariant { label: string, path: string }
interface Measure { rps: number, p50: number, p99: number, non2xx: number, peakRssMb: number, serverCpu: number, dbCpu: number, work: Work, writePath?: WritePathTimes }

/**
 * The service's write path over a measured stretch, from its metrics (src/plugins/metrics.ts):
 * transactions, the writes each carried, how long one took and how long a write waited for one.
 */
interface WritePathTimes { transactions: number, writesPerTransaction: number, transactionMs: number, waitMs: number }

async function scrapeMetrics (url: string): Promise<MetricSample[]> {
  return metricSamples(await (await fetch(`${url}/metrics`)).text())
}

function writePathTimes (before: readonly MetricSample[], after: readonly MetricSample[]): WritePathTimes {
  const grew = (name: string, labels?: Record<string, string>) => metricValue(after, name, labels) - metricValue(before, name, labels)
  const transactions = grew('contas_db_transaction_seconds_count', { outcome: 'committed' })
  const waits = grew('contas_db_write_wait_seconds_count')
  return {
    transactions,
    writesPerTransaction: grew('contas_db_writes_per_transaction_sum', { outcome: 'committed' }) / transactions,
    transactionMs: 1000 * grew('contas_db_transaction_seconds_sum', { outcome: 'committed' }) / transactions,
    waitMs: waits === 0 ? 0 : 1000 * grew('contas_db_write_wait_seconds_sum') / waits
  }
}

function log (message: string): void { process.stderr.write(`${message}\n`) }

/** The process and its descendants (cluster workers). */
function processTree (pid: number): number[] {
  const pids = [pid]
  for (let i = 0; i < pids.length; i++) {
    const current = pids[i] as number
    try {
      for (const task of readdirSync(`/proc/${current}/task`)) {
        const children = readFileSync(`/proc/${current}/task/${task}/children`, 'utf8').trim()
        if (children !== '') pids.push(...children.split(/\s+/).map(Number))
      }
    } catch {}
  }
  return pids
}

/**
 * The peak RSS of the service, and of the floor beside it, over the whole run: every high-water
 * mark is folded in here before it is reset. The floor's is the memory goals' yardstick: what a bare
 * node:http + mysql2 process reaches doing the same work on the same machine.
 */
const wholeRun = { servicePids: new Set<number>(), peakMb: 0, floorPids: new Set<number>(), floorPeakMb: 0 }

function resetPeakRss (pids: number[]): void {
  if (pids.some((pid) => wholeRun.servicePids.has(pid))) wholeRun.peakMb = Math.max(wholeRun.peakMb, peakRssMb(pids))
  if (pids.some((pid) => wholeRun.floorPids.has(pid))) wholeRun.floorPeakMb = Math.max(wholeRun.floorPeakMb, peakRssMb(pids))
  for (const pid of pids) { try { writeFileSync(`/proc/${pid}/clear_refs`, '5') } catch {} }
}

/** A memory line of /proc/<pid>/status (VmRSS now, VmHWM the peak since the last reset), summed over `pids`, in MB. */
function statusMb (pids: number[], field: 'VmRSS' | 'VmHWM'): number {
  let kb = 0
  for (const pid of pids) {
    try { kb += Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) } catch {}
  }
  return kb / 1024
}

const rssMb = (pids: number[]) => statusMb(pids, 'VmRSS')
const peakRssMb = (pids: number[]) => statusMb(pids, 'VmHWM')

/** The floor server's address, once it says it listens (on a port of the system's choosing). */
async function floorReady (child: ChildProcess): Promise<string> {
  return await new Promise((resolve, reject) => {
    let text = ''
    child.stdout?.on('data', (chunk) => {
      text += String(chunk)
      const ready = /ready (\S+)/.exec(text)
      if (ready !== null) resolve(ready[1] as string)
    })
    child.once('exit', (code) => reject(new Error(`floor server exited with ${code}`)))
  })
}

async function runWrk (url: string, scenario: Scenario, token: string, seconds: number, scriptDir: string): Promise<WrkResult> {
  const script = join(scriptDir, `${scenario.name}.lua`)
  writeFileSync(script, [
    ...scriptHead(scenario.method, token, scenario.body === undefined ? undefined : { body: scenario.body }),
    ...(scenario.paths === undefined
      ? []
      : [
          `local paths = { ${scenario.paths.map((path) => `"${path}"`).join(', ')} }`,
          'math.randomseed(os.time())',
          'request = function() return wrk.format(nil, paths[math.random(#paths)]) end'
        ])
  ].join('\n'))
  return await wrk([`-t${Math.min(2, CONNECTIONS)}`, `-c${CONNECTIONS}`, `-d${seconds}s`, '--timeout', '10s', '--latency', '-s', script, url + scenario.path])
}

/**
 * 500-title batch upserts of new titles, each request with codes of its own (generated in wrk's
 * Lua, so the load generator stays out of the way), against single creates measured alike.
 */
async function runBatchWrk (url: string, token: string, item: Record<string, unknown>, seconds: number, scriptDir: string, tag = 'b'): Promise<WrkResult> {
  const script = join(scriptDir, 'batch.lua')
  const template = JSON.stringify({ ...item, codigo_lancamento_integracao: '__CODE__' })
  writeFileSync(script, [
    ...scriptHead('PUT', token, {}),
    `local template = [==[${template}]==]`,
    'local counter = 0',
    `setup = function (thread) thread:set("prefix", string.format("${tag}%d-%d", os.time(), math.random(1000000000))) end`,
    'request = function ()',
    '  counter = counter + 1',
    '  local items = {}',
    `  for i = 1, ${BATCH_SIZE} do items[i] = (template:gsub("__CODE__", prefix .. "-" .. counter .. "-" .. i, 1)) end`,
    '  return wrk.format(nil, nil, nil, \'{"itens":[\' .. table.concat(items, ",") .. "]}")',
    'end'
  ].join('\n'))
  return await wrk(['-t2', `-c${BATCH_CONNECTIONS}`, `-d${seconds}s`, '--timeout', '30s', '--latency', '-s', script, `${url}/contas-pagar/lote`])
}

/** The bench's connection to MariaDB and its server's pid: what the database's work is read from (bench/db-work.ts). */
interface DbProbe { admin: Connection, pid: number }

async function measure (url: string, pid: number, scenario: Scenario, token: string, scriptDir: string, probe: DbProbe, metricsUrl?: string): Promise<Measure> {
  await runWrk(url, scenario, token, WARMUP, scriptDir)
  const metricsBefore = metricsUrl === undefined ? undefined : await scrapeMetrics(metricsUrl)
  const pids = processTree(pid)
  resetPeakRss(pids)
  const before = [cpuTicks(pids), cpuTicks([probe.pid])]
  const stop = await meter(probe.admin, probe.pid, pids)
  const started = process.hrtime.bigint()
  const result = await runWrk(url, scenario, token, SECONDS, scriptDir)
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9
  const after = [cpuTicks(pids), cpuTicks([probe.pid])]
  const work = await stop(result.requests)
  return {
    ...result,
    work,
    ...(metricsUrl === undefined || metricsBefore === undefined ? {} : { writePath: writePathTimes(metricsBefore, await scrapeMetrics(metricsUrl)) }),
    peakRssMb: peakRssMb(pids),
    serverCpu: ((after[0] as number) - (before[0] as number)) / CLK_TCK / elapsed,
    dbCpu: ((after[1] as number) - (before[1] as number)) / CLK_TCK / elapsed
  }
}

/** An export's time to first byte, total time, bytes, and the server's RSS before it and at its peak. */
interface ExportResult { ttfbMs: number, totalMs: number, bytes: number, rssBeforeMb: number, peakRssMb: number }

/** One whole-set export. */
async function exportOnce (url: string, pid: number, token: string, path: string): Promise<ExportResult> {
  const pids = processTree(pid)
  resetPeakRss(pids)
  const rssBeforeMb = rssMb(pids)
  const started = process.hrtime.bigint()
  return await new Promise((resolve, reject) => {
    const req = httpRequest(url + path, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      let ttfbMs = -1
      let bytes = 0
      res.on('data', (chunk: Buffer) => {
        if (ttfbMs < 0) ttfbMs = Number(process.hrtime.bigint() - started) / 1e6
        bytes += chunk.length
      })
      res.on('end', () => resolve({ ttfbMs, totalMs: Number(process.hrtime.bigint() - started) / 1e6, bytes, rssBeforeMb, peakRssMb: peakRssMb(pids) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/**
 * EXPORTS exports in a row against one target: the median times, the peak RSS of them all. One
 * export of 130-200 ms was too noisy a sample for a ratio (1.07 and 1.13 in one run, 1.14 and 1.58
 * in the one before), and the floor it is compared with has been running all along.
 */
async function exportRepeated (url: string, pid: number, token: string, path: string): Promise<ExportResult> {
  const runs: ExportResult[] = []
  for (let i = 0; i < EXPORTS; i++) runs.push(await exportOnce(url, pid, token, path))
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] as number
  const [first] = runs as [ExportResult]
  if (runs.some((run) => run.bytes !== first.bytes)) throw new Error(`${url}: exports of different lengths (${runs.map((run) => run.bytes).join(', ')})`)
  return { ttfbMs: median(runs.map((run) => run.ttfbMs)), totalMs: median(runs.map((run) => run.totalMs)), bytes: first.bytes, rssBeforeMb: first.rssBeforeMb, peakRssMb: Math.max(...runs.map((run) => run.peakRssMb)) }
}

async function load (base: string, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  await putCategories(base, token)
  const jobs: Array<[string, Record<string, unknown>]> = []
  for (let i = 0; i < N; i++) jobs.push(['/contas-pagar', fullPayable(i)])
  for (let i = 0; i < N / 4; i++) jobs.push(['/contas-receber', fullReceivable(i)])
  let next = 0
  let failed = 0
  const started = Date.now()
  await Promise.all(Array.from({ length: 32 }, async () => {
    while (next < jobs.length) {
      const [path, data] = jobs[next++] as [string, Record<string, unknown>]
      const send = async () => await fetch(base + path, { method: 'POST', headers, body: JSON.stringify({ data }) })
      // A kept-alive socket the service closed as it was reused fails the fetch: sent again, a
      // create whose first attempt landed is 409 (the load's titles carry integration codes).
      const res = await send().catch(async () => await send().then((again) => again.status === 409 ? new Response(null, { status: 201 }) : again))
      if (res.status !== 201) failed++
      await res.arrayBuffer()
    }
  }))
  if (failed > 0) throw new Error(`${failed} creates failed while loading`)
  log(`loaded ${N} payables and ${N / 4} receivables through the API in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

async function capture (base: string, token: string, scenario: Scenario): Promise<{ status: number, contentType: string, body: string }> {
  const res = await fetch(base + scenario.path, {
    method: scenario.method,
    headers: { authorization: `Bearer ${token}`, ...(scenario.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(scenario.body === undefined ? {} : { body: scenario.body })
  })
  return { status: res.status, contentType: res.headers.get('content-type') ?? 'application/json', body: await res.text() }
}

const fmt = (value: number, digits = 0) => Number.isFinite(value) ? value.toFixed(digits) : '-'

/** Where a write's time went in the service (its metrics): whatever waits beside these is the HTTP round trip and the process's queue. */
function writePathTable (results: Record<string, Record<string, Measure[]>>): string[] {
  const rows = Object.entries(results).flatMap(([name, byTarget]) => Object.entries(byTarget).flatMap(([target, measures]) =>
    measures.flatMap((measure, round) => measure.writePath === undefined || measure.writePath.transactions === 0
      ? []
      : [`| ${name} | ${target} | ${round + 1} | ${fmt(measure.writePath.transactions)} | ${fmt(measure.writePath.writesPerTransaction, 1)} | ${fmt(measure.writePath.transactionMs, 2)} | ${fmt(measure.writePath.waitMs, 2)} | ${fmt(measure.p50, 1)} |`])))
  if (rows.length === 0) return []
  return ['', 'The write path over each measured stretch (the service\'s metrics: contas_db_transaction_seconds, contas_db_write_wait_seconds, contas_db_writes_per_transaction):', '',
    '| scenario | target | round | transactions | writes per transaction | mean transaction ms | mean wait for one ms | request p50 ms |', '|---|---|---|---|---|---|---|---|', ...rows]
}

/** Service against each floor of the scenarios that have one (bench/floor-server.ts), same round. */
function floorTable (results: Record<string, Record<string, Measure[]>>, versions: string[]): string[] {
  const lines = ['', 'Against the floor (bench/floor-server.ts: node:http + mysql2 doing the least each request needs, same data, same run):', '',
    '| scenario | node | round | floor | service req/s | floor req/s | service / floor | service p50 / p99 ms | floor p50 / p99 ms | service peak RSS MB | floor peak RSS MB | non-2xx |', '|---|---|---|---|---|---|---|---|---|---|---|---|']
  for (const [name, byTarget] of Object.entries(results)) {
    for (const version of versions) {
      const floors = Object.keys(byTarget).filter((target) => target.startsWith('floor') && target.endsWith(` ${version}`))
      byTarget[`service ${version}`]?.forEach((svc, round) => {
        for (const floorKey of floors) {
          const floor = byTarget[floorKey]?.[round] as Measure
          lines.push(`| ${name} | ${version} | ${round + 1} | ${floorKey.slice(0, -version.length - 1)} | ${fmt(svc.rps)} | ${fmt(floor.rps)} | ${fmt(svc.rps / floor.rps, 3)} | ${fmt(svc.p50, 1)} / ${fmt(svc.p99, 1)} | ${fmt(floor.p50, 1)} / ${fmt(floor.p99, 1)} | ${fmt(svc.peakRssMb)} | ${fmt(floor.peakRssMb)} | ${svc.non2xx + floor.non2xx} |`)
        }
      })
    }
  }
  return lines
}

async function main (): Promise<void> {
  ensureWrk()
  const work = mkdtempSync(join(tmpdir(), 'contas-bench-'))
  const database = `contas_bench_${Date.now()}`
  const admin = await createConnection(MYSQL_URL)
  const probe: DbProbe = { admin, pid: await serverPid(admin) }
  const workRows: Array<{ operation: string, target: string, round: number, work: Work }> = []
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4`)
  const children: ChildProcess[] = []
  const cleanup = async () => {
    for (const child of children) child.kill('SIGTERM')
    await admin.query(`DROP DATABASE IF EXISTS \`${database}\``)
    await admin.end()
    rmSync(work, { recursive: true, force: true })
  }
  try {
    const env = { ...process.env, DATABASE_URL: `${MYSQL_URL}/${database}`, HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0', WORKERS }
    const keys = spawnSync('node', ['dist/src/cli/keys.js', 'create', '--company', 'bench', '--scopes', 'read,write', '--name', 'bench'], { env })
    const token = keys.stdout.toString().trim()
    if (keys.status !== 0 || token === '') throw new Error(`key creation failed: ${keys.stderr.toString()}`)
    const metricsPorts = await Promise.all(NODES.map(async () => await freePort()))
    const runtimes: Runtime[] = NODES.map((node, i) => {
      const reported = spawnSync(node, ['--version']).stdout?.toString().trim()
      if (reported === undefined || reported === '') throw new Error(`BENCH_NODES: ${node} does not run`)
      // Two executables of one version (a wrapper adding V8 flags, say) are told apart by name.
      const version = NODES.filter((other) => other !== node).some((other) => spawnSync(other, ['--version']).stdout?.toString().trim() === reported) ? `${reported} (${basename(node)})` : reported
      return { node, version, metricsUrl: `http://127.0.0.1:${metricsPorts[i] as number}`, serviceUrl: `http://127.0.0.1:${SERVICE_PORT + 2 * i}`, baselineUrl: `http://127.0.0.1:${BASELINE_PORT + 2 * i}`, servicePort: SERVICE_PORT + 2 * i, baselinePort: BASELINE_PORT + 2 * i, floorUrl: '' }
    })
    const startService = async (runtime: Runtime): Promise<ChildProcess> => {
      // Its metrics tell how its write path's time went (WritePathTimes); WORKERS=1, as npm start.
      const metricsPort = WORKERS === '1' ? { METRICS_PORT: new URL(runtime.metricsUrl).port } : {}
      const child = spawn(runtime.node, serviceNodeArgs(), { env: { ...env, PORT: String(runtime.servicePort), ...metricsPort }, stdio: ['ignore', 'ignore', 'inherit'] })
      children.push(child)
      wholeRun.servicePids.add(child.pid as number)
      await waitFor(`${runtime.serviceUrl}/health`, child)
      return child
    }
    for (const runtime of runtimes) runtime.service = await startService(runtime)
    const first = runtimes[0] as Runtime
    const serviceUrl = first.serviceUrl
    await load(serviceUrl, token)

    // Measured after the load, as the scenarios run: what one durable commit costs on this server now.
    const commit = `a durable commit (one autocommit INSERT, median of 50) took ${fmt(await commitCostMs(admin, database), 2)} ms` +
      (fsyncDelayMs(probe.pid) > 0 ? `, every fsync of the server delayed ${fsyncDelayMs(probe.pid)} ms (bench/slow-fsync.c)` : '')
    log(`MariaDB: ${commit}`)
    const [[company]] = await admin.query(`SELECT id FROM \`${database}\`.empresas WHERE nome = 'bench'`) as unknown as [[{ id: number }]]
    const empresaId = company.id
    const someId = Math.floor(N / 2)
    const window = `data_vencimento_de=${dateOf(59)}&data_vencimento_ate=${dateOf(60)}`
    const week = `data_vencimento_de=${dateOf(59)}&data_vencimento_ate=${dateOf(65)}`
    // Receipts go to open receivables due and expected far from the revenue report's month (and on
    // a date outside it), and no read scenario lists receivables, so every round reads the same bytes.
    const open = await fetch(`${serviceUrl}/contas-receber?data_vencimento_de=${dateOf(200)}&status_titulo=EM%20ABERTO&limite=1000`, { headers: { authorization: `Bearer ${token}` } })
    const settlePaths = ((await open.json()) as { data: Array<{ codigo_lancamento_svc: number }> }).data.map((title) => `/contas-receber/${title.codigo_lancamento_svc}/recebimentos`)
    const created = { ...fullPayable(N + 1), codigo_lancamento_integracao: undefined, data_vencimento: '2030-01-01', data_previsao: '2030-01-01' }
    const exportPath = `/contas-pagar?data_vencimento_ate=${dateOf(DAYS)}`
    const scenarios: Scenario[] = [
      { name: 'list-100', method: 'GET', path: `/contas-pagar?${window}`, floors: [{ label: 'floor', path: `/contas-pagar?${window}` }] },
      { name: 'get-by-id', method: 'GET', path: `/contas-pagar/${someId}` },
      { name: 'despesas', method: 'GET', path: `/contas-pagar/despesas?${week}` },
      { name: 'receitas', method: 'GET', path: `/contas-receber/receitas?data_de=${dateOf(59)}&data_ate=${dateOf(89)}` },
      // A page of 100 events from the middle of the feed the load wrote (events never change).
      { name: 'feed-100', method: 'GET', path: `/eventos?desde=${N / 2}&limite=100` },
      // Last: they add rows (due in 2030, outside every other scenario's window) and settle titles
      // of no other scenario.
      { name: 'create', method: 'POST', path: '/contas-pagar', body: JSON.stringify({ data: created }), floors: [{ label: 'floor', path: '/contas-pagar' }, { label: 'floor-5', path: '/contas-pagar?statements=5' }] },
      { name: 'settle', method: 'POST', path: settlePaths[0] as string, paths: settlePaths, body: JSON.stringify({ valor: 0.01, data: dateOf(300) }) }
    ]
    const selected = scenarios.filter((scenario) => ONLY === undefined || ONLY.includes(scenario.name))
    const runExports = ONLY === undefined || ONLY.includes('export')
    const captured: Record<string, { status: number, contentType: string, body: string }> = {}
    for (const scenario of [...scenarios, { name: 'export', method: 'GET' as const, path: exportPath }]) {
      const response = await capture(serviceUrl, token, scenario)
      for (const path of 'paths' in scenario && scenario.paths !== undefined ? scenario.paths : [scenario.path]) captured[`${scenario.method} ${path}`] = response
    }
    const listed = JSON.parse(captured[`GET /contas-pagar?${window}`]?.body ?? '{}') as { total_registros?: number }
    const exported = captured[`GET ${exportPath}`] as { body: string }
    log(`list window holds ${listed.total_registros} titles (${((captured[`GET /contas-pagar?${window}`]?.body.length ?? 0) / 1024).toFixed(0)} KB); export is ${(Buffer.byteLength(exported.body) / 1e6).toFixed(1)} MB`)
    writeFileSync(join(work, 'captured.json'), JSON.stringify(captured))
    for (const runtime of runtimes) {
      // Every runtime's service answers the same bytes but for the time stamp (the list is the most detailed response).
      const list = await capture(runtime.serviceUrl, token, scenarios[0] as Scenario)
      const stamped = (body: string | undefined) => body?.replace(/"timeStamp":"[^"]*"/, '')
      if (stamped(list.body) !== stamped(captured[`GET /contas-pagar?${window}`]?.body)) throw new Error(`the service on ${runtime.version} answers the list differently`)
      runtime.baseline = spawn(runtime.node, ['dist/bench/baseline.js', join(work, 'captured.json'), String(runtime.baselinePort)], { stdio: ['ignore', 'ignore', 'inherit'] })
      children.push(runtime.baseline)
      await waitFor(`${runtime.baselineUrl}/health`, runtime.baseline)
      runtime.floor = spawn(runtime.node, ['dist/bench/floor-server.js', `${MYSQL_URL}/${database}`, String(empresaId), '0'], { stdio: ['ignore', 'pipe', 'inherit'] })
      children.push(runtime.floor)
      wholeRun.floorPids.add(runtime.floor.pid as number)
      runtime.floorUrl = await floorReady(runtime.floor)
      // The floor answers the window with the service's bytes, or the ratio would compare different work.
      const floorList = await capture(runtime.floorUrl, token, scenarios[0] as Scenario)
      if (stamped(floorList.body) !== stamped(captured[`GET /contas-pagar?${window}`]?.body)) throw new Error('the floor server answers the list differently from the service')
    }
    log(`runtimes: ${runtimes.map((runtime) => `${runtime.version} (${runtime.node})`).join(', ')}`)

    /** The service, the captured-bytes baseline, or one of a scenario's floors (by its label). */
    type Target = string
    const key = (runtime: Runtime, target: Target) => `${target} ${runtime.version}`
    const results: Record<string, Record<string, Measure[]>> = {}
    const exports: Record<string, ExportResult[]> = {}
    const idleRssMb: Record<string, number[]> = {}
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which target goes first, so drift of the machine shows as a difference between rounds.
      const order: Array<[Runtime, Target]> = runtimes.flatMap((runtime) => [[runtime, 'service'], [runtime, 'baseline']] as Array<[Runtime, Target]>)
      if (round % 2 === 1) order.reverse()
      const pidOf = (runtime: Runtime, target: Target) => (target === 'service' ? runtime.service : target === 'baseline' ? runtime.baseline : runtime.floor)?.pid as number
      const urlOf = (runtime: Runtime, target: Target) => target === 'service' ? runtime.serviceUrl : target === 'baseline' ? runtime.baselineUrl : runtime.floorUrl
      for (const scenario of selected) {
        const floors: Array<[Runtime, Target, Scenario]> = runtimes.flatMap((runtime) => (scenario.floors ?? []).map((floor) => [runtime, floor.label, { ...scenario, path: floor.path }] as [Runtime, Target, Scenario]))
        const jobs: Array<[Runtime, Target, Scenario]> = [...order.map(([runtime, target]) => [runtime, target, scenario] as [Runtime, Target, Scenario]), ...floors]
        if (round % 2 === 1) jobs.reverse()
        for (const [runtime, target, request] of jobs) {
          const metricsUrl = target === 'service' && WORKERS === '1' && COUNTED.includes(scenario.name) ? runtime.metricsUrl : undefined
          const result = await measure(urlOf(runtime, target), pidOf(runtime, target), request, token, work, probe, metricsUrl)
          if (COUNTED.includes(scenario.name) && target !== 'baseline') workRows.push({ operation: scenario.name, target: key(runtime, target), round: round + 1, work: result.work })
          ;((results[scenario.name] ??= {})[key(runtime, target)] ??= []).push(result)
          log(`round ${round + 1} ${scenario.name} ${key(runtime, target)}: ${fmt(result.rps)} req/s p50 ${fmt(result.p50, 1)} ms p99 ${fmt(result.p99, 1)} ms`)
        }
      }
      if (runExports) {
        // Each round's exports run on a fresh service process, so the peak RSS is the export's
        // own, not heap left over from the scenarios above (V8 keeps what it grew).
        for (const runtime of runtimes) {
          const old = runtime.service as ChildProcess
          resetPeakRss(processTree(old.pid as number))
          old.kill('SIGTERM')
          await new Promise((resolve) => old.once('exit', resolve))
          runtime.service = await startService(runtime)
          const idle = peakRssMb(processTree(runtime.service.pid as number))
          ;(idleRssMb[runtime.version] ??= []).push(idle)
          log(`fresh service on ${runtime.version} for the exports: ${fmt(idle)} MB RSS before the export`)
        }
        // One unmeasured export per target first, as the other scenarios have their warm-up.
        for (const [runtime, target] of order) await exportOnce(urlOf(runtime, target), pidOf(runtime, target), token, exportPath)
      }
      const exportTargets: Array<[Runtime, Target]> = [...order, ...runtimes.map((runtime) => [runtime, 'floor'] as [Runtime, Target])]
      if (round % 2 === 1) exportTargets.reverse()
      if (runExports) for (const runtime of runtimes) await exportOnce(runtime.floorUrl, runtime.floor?.pid as number, token, exportPath)
      for (const [runtime, target] of runExports ? exportTargets : []) {
        const stop = await meter(admin, probe.pid, processTree(pidOf(runtime, target)))
        const result = await exportRepeated(urlOf(runtime, target), pidOf(runtime, target), token, exportPath)
        if (target !== 'baseline') workRows.push({ operation: 'exported title', target: key(runtime, target), round: round + 1, work: await stop(EXPORTS * N) })
        if (result.bytes !== Buffer.byteLength(exported.body)) throw new Error(`${key(runtime, target)} export sent ${result.bytes} bytes, expected ${Buffer.byteLength(exported.body)}`)
        ;(exports[key(runtime, target)] ??= []).push(result)
        log(`round ${round + 1} export ${key(runtime, target)}: median of ${EXPORTS}: first byte ${fmt(result.ttfbMs, 1)} ms, total ${fmt(result.totalMs)} ms; peak RSS ${fmt(result.peakRssMb)} MB`)
      }
    }

    // Batch upserts against single creates, service only: titles per second, durably committed.
    const batchRows: string[] = []
    if (ONLY === undefined || ONLY.includes('batch')) {
      const [[durability]] = await admin.query('SELECT @@innodb_flush_log_at_trx_commit AS flush, @@sync_binlog AS sync_binlog, @@log_bin AS log_bin') as unknown as [[{ flush: number, sync_binlog: number, log_bin: number }]]
      batchRows.push('', `Batch upserts of ${BATCH_SIZE} new titles (${BATCH_CONNECTIONS} connections) against single creates (${CONNECTIONS} connections), service only, ${SECONDS} s each. ` +
        `MariaDB innodb_flush_log_at_trx_commit=${durability.flush} (every commit is flushed to disk before it is acknowledged), sync_binlog=${durability.sync_binlog}, log_bin=${durability.log_bin}.`, '',
      '| node | round | single creates titles/s | batch requests/s | batch titles/s | ratio | batch p50 / p99 ms | floor batch titles/s | service / floor | floor p50 / p99 ms | service peak RSS MB | floor peak RSS MB | non-2xx |', '|---|---|---|---|---|---|---|---|---|---|---|---|---|')
      const create = scenarios.find((scenario) => scenario.name === 'create') as Scenario
      const item = { ...fullPayable(N + 2), data_vencimento: '2030-01-02', data_previsao: '2030-01-02' }
      for (let round = 0; round < ROUNDS; round++) {
        for (const runtime of runtimes) {
          await runBatchWrk(runtime.serviceUrl, token, item, WARMUP, work)
          const single = await runWrk(runtime.serviceUrl, create, token, SECONDS, work)
          const pids = processTree(runtime.service?.pid as number)
          resetPeakRss(pids)
          const serviceWork = await meter(admin, probe.pid, pids)
          const batch = await runBatchWrk(runtime.serviceUrl, token, item, SECONDS, work)
          workRows.push({ operation: 'batched title', target: key(runtime, 'service'), round: round + 1, work: await serviceWork(batch.requests * BATCH_SIZE) })
          const batchPeak = peakRssMb(pids)
          await runBatchWrk(runtime.floorUrl, token, item, WARMUP, work, 'fw')
          const floorPids = processTree(runtime.floor?.pid as number)
          resetPeakRss(floorPids)
          const floorWork = await meter(admin, probe.pid, floorPids)
          const floor = await runBatchWrk(runtime.floorUrl, token, item, SECONDS, work, 'f')
          workRows.push({ operation: 'batched title', target: key(runtime, 'floor'), round: round + 1, work: await floorWork(floor.requests * BATCH_SIZE) })
          const floorPeak = peakRssMb(floorPids)
          const titles = batch.rps * BATCH_SIZE
          log(`round ${round + 1} batch ${runtime.version}: ${fmt(titles)} titles/s in batches, ${fmt(single.rps)} titles/s single`)
          batchRows.push(`| ${runtime.version} | ${round + 1} | ${fmt(single.rps)} | ${fmt(batch.rps, 1)} | ${fmt(titles)} | ${fmt(titles / single.rps, 1)} | ${fmt(batch.p50, 1)} / ${fmt(batch.p99, 1)} | ${fmt(floor.rps * BATCH_SIZE)} | ${fmt(batch.rps / floor.rps, 3)} | ${fmt(floor.p50, 1)} / ${fmt(floor.p99, 1)} | ${fmt(batchPeak)} | ${fmt(floorPeak)} | ${batch.non2xx + single.non2xx + floor.non2xx} |`)
        }
      }
    }

    const lines = [
      `Benchmark: N=${N} payables (+${N / 4} receivables), ${CONNECTIONS} connections, ${SECONDS} s per measurement after ${WARMUP} s warm-up, ${ROUNDS} rounds, WORKERS=${WORKERS}; MariaDB: ${commit}`,
      '',
      '| scenario | node | round | service req/s | baseline req/s | ratio | service p50 / p99 ms | baseline p50 / p99 ms | non-2xx | service peak RSS MB | service CPU | MariaDB CPU |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|'
    ]
    for (const [name, byTarget] of Object.entries(results)) {
      for (const runtime of runtimes) {
        byTarget[key(runtime, 'service')]?.forEach((svc, round) => {
          const base = byTarget[key(runtime, 'baseline')]?.[round] as Measure
          lines.push(`| ${name} | ${runtime.version} | ${round + 1} | ${fmt(svc.rps)} | ${fmt(base.rps)} | ${fmt(svc.rps / base.rps, 3)} | ${fmt(svc.p50, 1)} / ${fmt(svc.p99, 1)} | ${fmt(base.p50, 1)} / ${fmt(base.p99, 1)} | ${svc.non2xx} | ${fmt(svc.peakRssMb)} | ${fmt(svc.serverCpu * 100)}% | ${fmt(svc.dbCpu * 100)}% |`)
        })
      }
    }
    lines.push(...floorTable(results, runtimes.map((runtime) => runtime.version)))
    lines.push(...writePathTable(results))
    if (runtimes.length > 1) {
      // Each later runtime against the first, on the rounds' mean req/s.
      const mean = (values: Measure[] | undefined) => (values ?? []).reduce((sum, value) => sum + value.rps, 0) / (values?.length ?? 0)
      const others = runtimes.slice(1)
      lines.push('', `| scenario | ${runtimes.map((runtime) => `service req/s ${runtime.version}`).join(' | ')} | ${others.map((runtime) => `service ${runtime.version} / ${first.version}`).join(' | ')} | ${others.map((runtime) => `baseline ${runtime.version} / ${first.version}`).join(' | ')} | ${runtimes.map((runtime) => `ratio to baseline ${runtime.version}`).join(' | ')} |`,
        `|---|${'---|'.repeat(runtimes.length * 2 + others.length * 2)}`)
      for (const [name, byTarget] of Object.entries(results)) {
        const svc = (runtime: Runtime) => mean(byTarget[key(runtime, 'service')])
        const base = (runtime: Runtime) => mean(byTarget[key(runtime, 'baseline')])
        lines.push(`| ${name} | ${runtimes.map((runtime) => fmt(svc(runtime))).join(' | ')} | ${others.map((runtime) => fmt(svc(runtime) / svc(first), 3)).join(' | ')} | ${others.map((runtime) => fmt(base(runtime) / base(first), 3)).join(' | ')} | ${runtimes.map((runtime) => fmt(svc(runtime) / base(runtime), 3)).join(' | ')} |`)
      }
    }
    lines.push('', `Exports run on a fresh service process each round, after one unmeasured export: ${EXPORTS} in a row per target, their median times and the highest peak RSS.`, '',
      `| export of ${N} titles (medians of ${EXPORTS}) | node | round | service first byte ms | service total ms | baseline first byte ms | baseline total ms | total ratio (service/baseline) | floor total ms | service / floor time | service RSS before MB | service peak RSS MB | floor RSS before MB | floor peak RSS MB |`, '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|')
    for (const runtime of runtimes) {
      exports[key(runtime, 'service')]?.forEach((svc, round) => {
        const base = exports[key(runtime, 'baseline')]?.[round] as typeof svc
        const floor = exports[key(runtime, 'floor')]?.[round] as typeof svc
        lines.push(`| export | ${runtime.version} | ${round + 1} | ${fmt(svc.ttfbMs, 1)} | ${fmt(svc.totalMs)} | ${fmt(base.ttfbMs, 1)} | ${fmt(base.totalMs)} | ${fmt(svc.totalMs / base.totalMs, 2)} | ${fmt(floor.totalMs)} | ${fmt(svc.totalMs / floor.totalMs, 2)} | ${fmt(idleRssMb[runtime.version]?.[round] as number)} | ${fmt(svc.peakRssMb)} | ${fmt(floor.rssBeforeMb)} | ${fmt(floor.peakRssMb)} |`)
      })
    }
    lines.push(...batchRows)
    lines.push(...workTable(workRows))
    for (const runtime of runtimes) {
      resetPeakRss(processTree(runtime.service?.pid as number))
      resetPeakRss(processTree(runtime.floor?.pid as number))
    }
    lines.push('', `Peak RSS of the service over the whole run (every scenario, the load and the exports' processes): ${fmt(wholeRun.peakMb)} MB; ` +
      `of the floor server, one process doing the same work through the run: ${fmt(wholeRun.floorPeakMb)} MB`)
    process.stdout.write(lines.join('\n') + '\n')
  } finally {
    await cleanup()
  }
}

if (!existsSync('dist/src/server.js')) {
  process.stderr.write('build first: npm run build (make bench does)\n')
  process.exit(1)
}
main().catch((error: unknown) => {
  process.stderr.write(`bench: ${error instanceof Error ? error.stack : String(error)}\n`)
  process.exit(1)
})
