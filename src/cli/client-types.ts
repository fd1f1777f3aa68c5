import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'
import { buildApp } from '../app.js'
import { loadConfig } from '../config.js'

/** Where the client package keeps the types generated from the OpenAPI document (from the project's root, where npm runs scripts). */
export const CLIENT_TYPES_FILE = resolve('client/src/schema.d.ts')

/**
 * The TypeScript types of the client package (client/), generated with openapi-typescript from the
 * document the service serves. `npm run -s client:generate` writes them; a test fails when the
 * committed file differs from a fresh generation, so the client cannot drift from the service.
 */
export async function clientTypes (): Promise<string> {
  const app = await buildApp(loadConfig({ DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://127.0.0.1:3000' }))
  try {
    await app.ready()
    const types = astToString(await openapiTS(structuredClone(app.swagger()) as never))
    return `// Generated from the service's OpenAPI document by \`npm run -s client:generate\`. Do not edit.\n\n${types}`
  } finally {
    await app.close()
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  clientTypes().then((types) => {
    writeFileSync(CLIENT_TYPES_FILE, types)
    process.stderr.write(`wrote ${CLIENT_TYPES_FILE}\n`)
  }, (error: unknown) => {
    process.stderr.write(`client:generate: ${(error as Error).message}\n`)
    process.exitCode = 1
  })
}
