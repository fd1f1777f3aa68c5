import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
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

/** The client's runtime, committed so that the package works from a clone with nothing built (issue 36). */
export const CLIENT_RUNTIME_FILE = resolve('client/index.js')

/**
 * client/src/index.ts as the JavaScript the package's exports name: its types are stripped, nothing
 * else changes. `npm run -s client:generate` writes it next to the types; a test compares.
 */
export function clientRuntime (): string {
  const source = readFileSync(resolve('client/src/index.ts'), 'utf8')
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true } })
  return `// Generated from client/src/index.ts by \`npm run -s client:generate\`. Do not edit.\n\n${outputText}`
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  clientTypes().then((types) => {
    writeFileSync(CLIENT_TYPES_FILE, types)
    writeFileSync(CLIENT_RUNTIME_FILE, clientRuntime())
    process.stderr.write(`wrote ${CLIENT_TYPES_FILE} and ${CLIENT_RUNTIME_FILE}\n`)
  }, (error: unknown) => {
    process.stderr.write(`client:generate: ${(error as Error).message}\n`)
    process.exitCode = 1
  })
}
