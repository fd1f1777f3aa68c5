import { writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { buildApp } from '../app.js'
import { loadConfig } from '../config.js'

/**
 * The OpenAPI document exactly as the service serves it at /documentation/json, built from the app
 * itself (an in-memory database, nothing listening), so tools such as `redocly lint` check the
 * document the code generates and need no running service.
 */
export async function openapiDocument (): Promise<string> {
  const app = await buildApp(loadConfig({ DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://127.0.0.1:3000' }))
  try {
    await app.ready()
    return `${JSON.stringify(app.swagger(), null, 2)}\n`
  } finally {
    await app.close()
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [file] = process.argv.slice(2)
  openapiDocument().then((document) => {
    if (file === undefined) process.stdout.write(document)
    else writeFileSync(file, document)
  }, (error: unknown) => {
    process.stderr.write(`openapi-document: ${(error as Error).message}\n`)
    process.exitCode = 1
  })
}
