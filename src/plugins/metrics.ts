import type { Server } from 'node:http'
import { http } from '../node-http.js'
import type { AddressInfo } from 'node:net'
import fp from 'fastify-plugin'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

/**
 * Prometheus metrics (prom-client), served on a listener of their own at METRICS_PORT, never on
 * the API's port: scraping needs no API key and the API's clients cannot read them. Routes are
 * labelled by their pattern (/contas-pagar/:id), never the raw URL, so the series stay few.
 */

export interface Metrics {
  registry: Registry
  titlesCreated: Counter<'recurso'>
  titlesSettled: Counter<'recurso'>
  poolWait: Histogram
  transactionRetries: Counter
  writesPerTransaction: Histogram<'outcome'>
  transactionSeconds: Histogram<'outcome'>
  writeWaitSeconds: Histogram
  /** The metrics listener's address, once it listens. */
  address: () => AddressInfo | undefined
}

declare module 'fastify' {
  interface FastifyInstance { metrics: Metrics }
}

/** Buckets of the write path's database times: a cheap commit is a fraction of a millisecond, a slow one tens. */
const DB_SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5]

export function createMetrics (): Omit<Metrics, 'address'> {
  const registry = new Registry()
  // Process and runtime series, event-loop lag among them (nodejs_eventloop_lag_seconds).
  collectDefaultMetrics({ register: registry })
  return {
    registry,
    titlesCreated: new Counter({ name: 'contas_titles_created_total', help: 'Titles created (single creates, upserts and batch items), after commit.', labelNames: ['recurso'], registers: [registry] }),
    titlesSettled: new Counter({ name: 'contas_titles_settled_total', help: 'Payments and receipts recorded, after commit.', labelNames: ['recurso'], registers: [registry] }),
    poolWait: new Histogram({ name: 'contas_db_pool_wait_seconds', help: 'Time a request waited for a database connection (MySQL).', buckets: [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 3], registers: [registry] }),
    // On Galera, mostly certification conflicts between writes to the same rows through different nodes.
    transactionRetries: new Counter({ name: 'contas_db_transaction_retries_total', help: 'Transactions run again after the engine rolled them back as a deadlock victim or a Galera certification conflict.', registers: [registry] }),
    // Group commit (docs/CONTRACT.md section 13): how many writes shared each commit, and how many a failed transaction failed at once.
    writesPerTransaction: new Histogram({ name: 'contas_db_writes_per_transaction', help: 'Writes a transaction of the write path carried, by outcome: committed, or failed whole (every write it carried answered its error).', labelNames: ['outcome'], buckets: [1, 2, 4, 8, 16, 32, 64], registers: [registry] }),
    // Where a commit costs milliseconds (network storage, a cluster), a write's time is these two:
    // a transaction much longer than its statements is the database's commit; long waits, the
    // transaction before still running its statements, or all 4 busy (docs/PERFORMANCE.md, "Where a
    // commit costs milliseconds").
    transactionSeconds: new Histogram({ name: 'contas_db_transaction_seconds', help: 'Time a transaction of the write path took, from its start to its commit (or its failure, by outcome), the writes it carried included.', labelNames: ['outcome'], buckets: DB_SECONDS, registers: [registry] }),
    writeWaitSeconds: new Histogram({ name: 'contas_db_write_wait_seconds', help: 'Time a write waited for a transaction of the write path to carry it: the one before had not sent its COMMIT yet, or every grouped transaction was busy (on SQLite, the turn of the event loop that gathers a group). Large writes (a batch, a series, a bank file) commit alone and do not wait.', buckets: DB_SECONDS, registers: [registry] })
  }
}

export default fp<{ metrics: Omit<Metrics, 'address'> }>(async (app, { metrics }) => {
  const { registry } = metrics
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by route pattern and status.', labelNames: ['method', 'route', 'status_code'], registers: [registry] })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by route pattern and status.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry]
  })
  const usage = app.database.poolUsage
  if (usage !== undefined) {
    // Read at each scrape, through collect().
    registry.registerMetric(new Gauge({
      name: 'contas_db_pool_connections',
      help: 'Database pool connections by state (MySQL).',
      labelNames: ['state'],
      registers: [],
      collect () {
        const { inUse, waiting, size } = usage()
        this.set({ state: 'in_use' }, inUse)
        this.set({ state: 'idle' }, Math.max(0, size - inUse))
        this.set({ state: 'waiting' }, waiting)
      }
    }))
  }
  app.addHook('onResponse', async (request, reply) => {
    // Unknown paths share one label: a scan of random URLs must not create series.
    const labels = { method: request.method, route: request.routeOptions.url ?? '(unknown)', status_code: String(reply.statusCode) }
    requests.inc(labels)
    duration.observe(labels, reply.elapsedTime / 1000)
  })

  let server: Server | undefined
  app.decorate('metrics', { ...metrics, address: () => server?.address() as AddressInfo | undefined })
  const port = app.config.metricsPort
  if (port === undefined) return
  app.addHook('onReady', async () => {
    server = http.createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('metrics are at GET /metrics\n')
        return
      }
      registry.metrics().then((text) => {
        response.writeHead(200, { 'content-type': registry.contentType }).end(text)
      }, (error: unknown) => {
        app.log.error({ err: error }, 'metrics: collection failed')
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics collection failed\n')
      })
    })
    await new Promise<void>((resolve, reject) => {
      server?.once('error', reject).listen(port, app.config.metricsHost, () => resolve())
    })
  })
  app.addHook('onClose', async () => {
    if (server !== undefined) await new Promise((resolve) => server?.close(resolve))
  })
}, { name: 'metrics', dependencies: ['database'] })
