import type { FastifyInstance } from 'fastify'

const HOUR = 3_600_000

/**
 * Runs a purge at start-up and then every hour. A failed run is logged and tried again at the
 * next one; it never stops the service, which only keeps more rows than it must meanwhile.
 */
export function purgeHourly (app: FastifyInstance, what: string, purge: () => Promise<number>): void {
  const run = async (): Promise<void> => {
    try {
      const removed = await purge()
      if (removed > 0) app.log.info({ removed }, `${what}: purged`)
    } catch (error) {
      app.log.error({ err: error }, `${what}: purge failed; retrying in an hour`)
    }
  }
  app.addHook('onReady', run)
  const timer = setInterval(() => { void run() }, HOUR)
  // The hourly purge must never keep the process alive on its own.
  timer.unref()
  app.addHook('onClose', async () => { clearInterval(timer) })
}
