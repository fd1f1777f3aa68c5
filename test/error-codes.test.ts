import t from 'tap'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ERROR_CODES } from '../schemas/error-codes.js'
import { build } from './helper.js'

/**
 * The document lists every error code with its meaning (ErrorBody.code, from schemas/error-codes.ts).
 * The compiler keeps ApiError to the catalog's codes; this reads the source to show the converse too:
 * every code the catalog lists is one the service can answer, and the codes it answers are all listed,
 * so the list a client developer reads is neither short nor padded.
 */

const SRC = join(dirname(dirname(fileURLToPath(import.meta.url))), 'src')

function sourceFiles (dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => entry.isDirectory()
    ? sourceFiles(join(dir, entry.name))
    : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [])
}

t.test('the codes the service raises are exactly the codes the document lists', async (t) => {
  const raised = new Set<string>()
  for (const file of sourceFiles(SRC)) {
    for (const [, code] of readFileSync(file, 'utf8').matchAll(/new ApiError\(\s*'([A-Z][A-Z0-9_]*)'/g)) raised.add(code ?? '')
  }
  t.ok(raised.size > 10, `the source was read (${raised.size} codes raised)`)
  const listed = Object.keys(ERROR_CODES).sort()
  t.strictSame([...raised].filter((code) => !(code in ERROR_CODES)), [], 'every code raised in src/ is in the catalog')
  t.strictSame(listed.filter((code) => !raised.has(code)), [], 'every code of the catalog is raised somewhere in src/')

  const ctx = await build(t)
  const code = (await ctx.app.inject({ method: 'GET', url: '/documentation/json' })).json().components.schemas.ErrorBody.properties.code
  t.strictSame([...code.enum].sort(), listed, 'the document enumerates the catalog')
  for (const [name, [status, meaning]] of Object.entries(ERROR_CODES)) {
    t.ok(code.description.includes(`- ${name} (${status}): ${meaning}`), `${name} is listed with its status and meaning`)
  }
})
