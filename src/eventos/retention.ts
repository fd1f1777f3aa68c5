import fp from 'fastify-plugin'
import type { Config } from '../config.js'
import { purgeHourly } from '../plugins/housekeeping.js'
import { purgeEvents } from './repository.js'

/** Keeps the change feed to EVENT_RETENTION_DAYS (docs/CONTRACT.md section 12). */
export default fp<{ config: Config }>(async (app, { config }) => {
  purgeHourly(app, 'change feed: events past retention', async () => {
    // Events still waiting for a position would otherwise escape a purge that already passed them.
    await app.feed.numberAll()
    return await purgeEvents(app.database, new Date(Date.parse(app.clock.instant()) - config.eventRetentionDays * 86_400_000).toISOString())
  })
}, { name: 'event-retention', dependencies: ['database', 'feed'] })
