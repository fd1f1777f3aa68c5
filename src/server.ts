// First: a V8 heap setting that must hold before the application allocates (src/heap-accounting.ts).
import './heap-accounting.js'
import cluster from 'node:cluster'
import { createRequire } from 'node:module'
import closeWithGrace from 'close-with-grace'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/database.js'
import { openDatabase } from '../db/dialect.js'
import { migrateToLatest } from '../db/migrate.js'
import { buildApp } from './app.js'
import { ConfigError, loadConfig, type Config } from './config.js'
import { createKey, hasAnyKey } from './auth/keys.js'

/**
 * Boots the service: configuration, database preparation, then one server process, or WORKERS
 * processes sharing the port through node:cluster. SIGTERM/SIGINT drain in-flight requests and
 * close the pool before exit.
 */

function loadConfigOrExit (): Readonly<Config> {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`configuration error: ${error.message}\n`)
      process.exit(78)
    }
    throw error
  }
}

/**
 * Where the service's log lines go: pino writes them asynchronously, so text written to stdout
 * directly can land between lines logged before it (the migrations'). Written here, it comes after
 * them. The pino is Fastify's own, whose symbols name the destination.
 */
function logDestination (log: FastifyBaseLogger): { write: (text: string) => void } {
  const { symbols } = createRequire(import.meta.resolve('fastify'))('pino') as { symbols: { streamSym: symbol } }
  return (log as unknown as Record<symbol, { write: (text: string) => void } | undefined>)[symbols.streamSym] ?? process.stdout
}

/** A newcomer running the embedded default gets a working key without reading about the CLI. */
async function ensureDevelopmentKey (config: Readonly<Config>, db: Kysely<Database>, out: { write: (text: string) => void } = process.stdout): Promise<void> {
  if (config.database.engine !== 'sqlite' || await hasAnyKey(db)) return
  const token = await createKey(db, { company: 'desenvolvimento', name: 'dev', scopes: ['read', 'write'] })
  out.write(`\nEmpty database: created a development API key (company "desenvolvimento", scopes read,write), shown once:\n\n  ${token}\n\n` +
    'It belongs to company "desenvolvimento": the README\'s walk-through makes a key of its own (company "acme"), which is the one to paste into /painel to see its titles.\n\n')
}

/** In a cluster the primary migrates once, before forking, so workers never race each other. */
async function prepareForWorkers (config: Readonly<Config>): Promise<void> {
  const { db } = openDatabase(config.database, { poolSize: 2, queryTimeoutMs: 0 })
  try {
    if (config.migrateOnStart) await migrateToLatest(db)
    await ensureDevelopmentKey(config, db)
  } finally {
    await db.destroy()
  }
}

async function serve (config: Readonly<Config>): Promise<void> {
  const app = await buildApp(config)
  if (cluster.isPrimary) await ensureDevelopmentKey(config, app.database.db, logDestination(app.log))
  // In-flight requests finish; then the pool closes (onClose). A second signal or 10 s forces exit.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err !== undefined) app.log.error({ err }, 'shutting down after an error')
    else app.log.info({ signal }, 'shutting down')
    await app.close()
  })
  await app.listen({ port: config.port, host: config.host })
  // Which Node runs the service (the machine's, or the one scripts/node-env.sh fetched).
  app.log.info({ node: process.version, engine: config.database.engine }, 'started')
}

function superviseWorkers (config: Readonly<Config>): void {
  let stopping = false
  const fork = () => cluster.fork()
  for (let i = 0; i < config.workers; i++) fork()
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    // A crashed worker is replaced so the port keeps its capacity.
    process.stderr.write(`worker ${worker.process.pid} exited (${signal ?? code}); starting another\n`)
    fork()
  })
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

async function main (): Promise<void> {
  const config = loadConfigOrExit()
  if (cluster.isWorker) return await serve({ ...config, migrateOnStart: false })
  if (config.workers === 1) return await serve(config)
  await prepareForWorkers(config)
  superviseWorkers(config)
}

main().catch((error: unknown) => {
  process.stderr.write(`start-up failed: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
