import fp from 'fastify-plugin'
import type { Config } from '../config.js'
import { purgeEvents } from './repository.js'

const HOUR = 3_600_000

/**
 * Keeps the change feed to EVENT_RETENTION_DAYS (DESIGN.md section 12): purges older events at
 * start-up and then every hour. A failed purge is logged and tried again at the next run; it
 * never stops the service, which only keeps more events than it must.
 */
export default fp<{ config: Config }>(async (app, { config }) => {
  const purge = async (): Promise<void> => {
    const before = new Date(Date.parse(app.clock.instant()) - config.eventRetentionDays * 86_400_000).toISOString()
    try {
      const removed = await purgeEvents(app.database.db, before)
      if (removed > 0) app.log.info({ removed, before }, 'change feed: purged events past retention')
    } catch (error) {
      app.log.error({ err: error }, 'change feed: purge failed; retrying in an hour')
    }
  }
  app.addHook('onReady', purge)
  const timer = setInterval(() => { void purge() }, HOUR)
  // The hourly purge must never keep the process alive on its own.
  timer.unref()
  app.addHook('onClose', async () => { clearInterval(timer) })
}, { name: 'event-retention', dependencies: ['database'] })
