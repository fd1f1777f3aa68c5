import fp from 'fastify-plugin'
import { Counter, Gauge } from 'prom-client'
import { purgeHourly } from '../plugins/housekeeping.js'
import { deliveryWorker, POLL_MS, type DeliveryWorker } from './delivery.js'
import { eventsFor, purgeDeliveries, tiposOf } from './repository.js'
import { isAcknowledged, webhookSender, type Sender } from './sender.js'

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: { worker: DeliveryWorker, sender: Sender }
  }
}

/** Delivery attempts are listed for this long (GET /webhooks/:id/entregas). */
export const DELIVERY_LOG_DAYS = 30

/**
 * Webhook delivery in this process (docs/CONTRACT.md section 15): woken by every numbering of the feed
 * (FeedSequencer.onNumbered), by a poll each POLL_MS for what other processes wrote and for due
 * retries, and stopped on close after the attempts under way have finished.
 */
export default fp(async (app) => {
  const { config } = app
  const sender = webhookSender({ allowHttp: config.webhookAllowHttp, allowPrivate: config.webhookAllowPrivate })
  const { registry } = app.metrics
  const messages = new Counter({ name: 'contas_webhook_messages_total', help: 'Webhook messages done with, by outcome: entregue (acknowledged) or desativado (the retry schedule ran out).', labelNames: ['resultado'], registers: [registry] })
  const attempts = new Counter({ name: 'contas_webhook_attempts_total', help: 'Webhook delivery attempts, by outcome: 2xx, other status classes, or erro (no answer).', labelNames: ['resultado'], registers: [registry] })
  const worker = deliveryWorker({
    database: app.database,
    sender,
    retryScheduleMs: config.webhookRetryScheduleMs,
    log: app.log,
    hooks: {
      attempted: (result) => { attempts.inc({ resultado: result.status === null ? 'erro' : isAcknowledged(result) ? '2xx' : `${String(result.status).slice(0, 1)}xx` }) },
      finished: (outcome) => { messages.inc({ resultado: outcome }) }
    }
  })
  const { db } = app.database
  // Read at each scrape, once for both gauges: per active endpoint, the events it has yet to
  // receive (at most 10,000 counted) and the age of the oldest.
  let lag: { at: number, rows: Promise<Array<{ webhook: string, events: number, seconds: number }>> } | undefined
  const readLag = async () => {
    if (lag === undefined || Date.now() - lag.at > 1000) {
      lag = {
        at: Date.now(),
        rows: (async () => {
          const endpoints = await db.selectFrom('webhooks').select(['id', 'empresa_id', 'posicao', 'tipos']).where('ativo', '=', 1).execute()
          return await Promise.all(endpoints.map(async (row) => {
            const pending = await eventsFor(db, row.empresa_id, Number(row.posicao), tiposOf(row), 10_000)
            const oldest = pending[0]
            return { webhook: String(row.id), events: pending.length, seconds: oldest === undefined ? 0 : Math.max(0, (Date.now() - Date.parse(oldest.ocorrido_em)) / 1000) }
          }))
        })().catch((error: unknown) => {
          // A database outage is when the other metrics matter most: the scrape goes on without the lag.
          app.log.warn({ err: error }, 'metrics: webhook lag not read; scraped without it')
          return []
        })
      }
    }
    return await lag.rows
  }
  for (const [name, help, value] of [
    ['contas_webhook_lag_events', 'Events an active webhook endpoint has yet to receive (at most 10,000 counted).', 'events'],
    ['contas_webhook_lag_seconds', 'Age of the oldest event an active webhook endpoint has yet to receive; 0 when caught up.', 'seconds']
  ] as const) {
    registry.registerMetric(new Gauge({
      name,
      help,
      labelNames: ['webhook'],
      registers: [],
      async collect () {
        this.reset()
        for (const row of await readLag()) this.set({ webhook: row.webhook }, row[value])
      }
    }))
  }

  app.decorate('webhooks', { worker, sender })
  app.feed.onNumbered((empresaId) => { worker.wake(empresaId) })
  purgeHourly(app, 'webhooks: delivery attempts past 30 days', async () =>
    await purgeDeliveries(db, new Date(Date.now() - DELIVERY_LOG_DAYS * 86_400_000).toISOString()))

  let polling = false
  const timer = setInterval(() => {
    if (polling) return
    polling = true
    worker.poll()
      .catch((error: unknown) => { app.log.warn({ err: error }, 'webhooks: poll failed; retrying') })
      .finally(() => { polling = false })
  }, POLL_MS)
  timer.unref()
  app.addHook('onReady', async () => { await worker.poll().catch(() => {}) })
  // Attempts under way finish (each within 10 s) before the database closes; the rest waits for the next start.
  app.addHook('preClose', async () => {
    clearInterval(timer)
    await worker.stop()
  })
  app.addHook('onClose', async () => { await sender.close() })
}, { name: 'webhooks', dependencies: ['database', 'feed', 'metrics'] })
