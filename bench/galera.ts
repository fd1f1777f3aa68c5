import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createConnection } from 'mysql2/promise'
import { serviceNodeArgs } from './data.js'
import { openDatabase, parseDatabaseUrl } from '../db/dialect.js'
import { migrateToLatest } from '../db/migrate.js'
import { createKey } from '../src/auth/keys.js'

/**
 * Writes through one Galera node against writes through all three, in one run, with the same load
 * generator: BENCH_CLIENTS concurrent clients (24) creating payables for BENCH_SECONDS (15) each
 * phase. One service process per node (the built dist/, METRICS_PORT on), each on its node's copy
 * of one fresh database; retries are read from their metrics. Phases:
 *   1 node                    every client through node 1, one company
 *   3 nodes                   a third of the clients through each node, one company
 *   3 nodes, 3 companies      as above, but each node's clients write for a company of their own
 * The last two differ only in whether writes through different nodes share a company, and with it
 * the company's change-feed counter row (eventos_sequencias): the conflicts it causes.
 * Environment: GALERA_URLS (the three nodes, as make passes them), BENCH_CLIENTS, BENCH_SECONDS.
 */

const NODES = (process.env.GALERA_URLS ?? '').split(',').filter((url) => url !== '').map((url) => url.replace(/\/$/, ''))
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 24)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const PORT = 3921
const METRICS_PORT = 3931

interface Service { url: string, metricsUrl: string, child: ChildProcess }
interface Phase { name: string, route: Array<{ service: number, token: string }> }

function log (message: string): void { process.stderr.write(`${message}\n`) }

async function startService (index: number, databaseUrl: string): Promise<Service> {
  const port = PORT + index
  const metricsPort = METRICS_PORT + index
  const child = spawn(process.execPath, serviceNodeArgs(), {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', METRICS_PORT: String(metricsPort), LOG_LEVEL: 'warn', MIGRATE_ON_START: 'false', RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0' },
    stdio: ['ignore', 'ignore', 'inherit']
  })
  const url = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 300; attempt++) {
    if (await fetch(`${url}/ready`).then((res) => res.ok, () => false)) return { url, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`, child }
    if (child.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGTERM')
  throw new Error(`the service for node ${index + 1} did not become ready on ${url}`)
}

async function metric (service: Service, name: string, labels = ''): Promise<number> {
  const text = await (await fetch(service.metricsUrl)).text()
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}${labels} `))
  return line === undefined ? 0 : Number(line.split(' ')[1])
}

async function retries (services: Service[]): Promise<number> {
  let total = 0
  for (const service of services) total += await metric(service, 'contas_db_transaction_retries_total')
  return total
}

async function runPhase (services: Service[], phase: Phase): Promise<string> {
  const before = await retries(services)
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  const until = performance.now() + SECONDS * 1000
  let sequence = 0
  const started = performance.now()
  await Promise.all(phase.route.map(async ({ service, token }, client) => {
    const { url } = services[service] as Service
    while (performance.now() < until) {
      const code = `B-${randomBytes(3).toString('hex')}-${client}-${sequence++}`
      const body = JSON.stringify({ data: { codigo_lancamento_integracao: code, codigo_cliente_fornecedor: 1000 + client, data_vencimento: '2026-12-10', valor_documento: (10_000 + sequence % 1000) / 100, codigo_categoria: '2.01.01' } })
      const sent = performance.now()
      const res = await fetch(`${url}/contas-pagar`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body })
      await res.arrayBuffer()
      latencies.push(performance.now() - sent)
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
    }
  }))
  const elapsed = (performance.now() - started) / 1000
  const retried = await retries(services) - before
  latencies.sort((a, b) => a - b)
  const at = (q: number) => (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(0)
  const created = statuses.get(201) ?? 0
  const others = [...statuses].filter(([status]) => status !== 201).map(([status, count]) => `${status}:${count}`).join(' ') || 'none'
  return `| ${phase.name} | ${(created / elapsed).toFixed(0)} | ${at(0.5)} | ${at(0.99)} | ${created} | ${others} | ${retried} | ${(retried / Math.max(1, created)).toFixed(2)} |`
}

async function main (): Promise<void> {
  if (NODES.length !== 3) throw new Error('GALERA_URLS must list the three nodes (make bench-galera passes them; make galera-up starts them)')
  const database = `contas_bench_galera_${randomBytes(4).toString('hex')}`
  const admin = await createConnection(NODES[0] as string)
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4`)
  await admin.end()
  const services: Service[] = []
  try {
    // Migrated before the services start, so their start-up is not part of any phase.
    const handle = openDatabase(parseDatabaseUrl(`${NODES[0] as string}/${database}`))
    await migrateToLatest(handle.db)
    const tokens: string[] = []
    for (let i = 0; i < 3; i++) tokens.push(await createKey(handle.db, { company: `bench-${i}`, name: 'bench', scopes: ['read', 'write'] }))
    await handle.close()
    for (const [index, node] of NODES.entries()) services.push(await startService(index, `${node}/${database}`))
    const [shared] = tokens as [string]
    const phases: Phase[] = [
      { name: '1 node', route: Array.from({ length: CLIENTS }, () => ({ service: 0, token: shared })) },
      { name: '3 nodes', route: Array.from({ length: CLIENTS }, (_, client) => ({ service: client % 3, token: shared })) },
      { name: '3 nodes, 3 companies', route: Array.from({ length: CLIENTS }, (_, client) => ({ service: client % 3, token: tokens[client % 3] as string })) }
    ]
    log(`bench-galera: ${CLIENTS} clients creating payables, ${SECONDS} s per phase, services on ports ${PORT}-${PORT + 2}`)
    const rows = []
    for (const phase of phases) {
      rows.push(await runPhase(services, phase))
      log(rows.at(-1) as string)
    }
    process.stdout.write([
      '| phase | creates/s | p50 ms | p99 ms | created | other statuses | retried conflicts | retries per create |',
      '|---|---|---|---|---|---|---|---|',
      ...rows
    ].join('\n') + '\n')
  } finally {
    for (const { child } of services) child.kill('SIGTERM')
    await Promise.all(services.map(async ({ child }) => child.exitCode !== null ? undefined : await new Promise((resolve) => child.once('exit', resolve))))
    const conn = await createConnection(NODES[0] as string)
    await conn.query(`DROP DATABASE IF EXISTS \`${database}\``)
    await conn.end()
  }
}

main().catch((error: unknown) => {
  log(`bench-galera: ${(error as Error).message}`)
  process.exitCode = 1
})
