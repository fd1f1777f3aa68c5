import closeWithGrace from 'close-with-grace'
import { buildApp } from './app.js'
import { ConfigError, loadConfig } from './config.js'

/** Boots the service: configuration, app, listen, and a graceful drain on SIGTERM/SIGINT. */
async function main (): Promise<void> {
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`configuration error: ${error.message}\n`)
      process.exit(78)
    }
    throw error
  }
  const app = await buildApp(config)
  // In-flight requests finish; then the pool closes (onClose). A second signal or 10 s forces exit.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err !== undefined) app.log.error({ err }, 'shutting down after an error')
    else app.log.info({ signal }, 'shutting down')
    await app.close()
  })
  await app.listen({ port: config.port, host: config.host })
}

main().catch((error: unknown) => {
  process.stderr.write(`start-up failed: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
