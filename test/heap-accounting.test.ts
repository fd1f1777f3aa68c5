import t from 'tap'
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serviceNodeArgs } from '../bench/data.js'
import { accountsExternalMemoryInGlobalLimit } from '../src/heap-accounting.js'
import { childEnv, ensureBuilt, ROOT } from './service-process.js'

/**
 * The server's V8 setting for Buffer memory (src/heap-accounting.ts), checked by what it is for:
 * a process that allocates and at once drops Buffers, as every list does with its answer and
 * MariaDB's socket reads, should not be running full collections for them.
 */

/** npm start's V8 flags, without the script. */
const startFlags = serviceNodeArgs().filter((arg) => arg.startsWith('--'))

/** 640 MB of 64 KB Buffers, eight alive at a time, with next to nothing on the JavaScript heap; prints the full collections it took. */
const CHURN = `
import { PerformanceObserver, constants } from 'node:perf_hooks'
let full = 0
new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (entry.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) full++ }).observe({ entryTypes: ['gc'] })
const alive = []
for (let i = 0; i < 10000; i++) {
  alive.push(Buffer.alloc(64 * 1024))
  if (alive.length > 8) alive.shift()
  if (i % 100 === 0) await new Promise((resolve) => setImmediate(resolve))
}
await new Promise((resolve) => setTimeout(resolve, 100))
process.stdout.write(String(full))
`

async function fullCollections (preload: string[]): Promise<number> {
  const child = spawn(process.execPath, [...startFlags, ...preload, '--input-type=module', '-e', CHURN], { env: childEnv({}), stdio: ['ignore', 'pipe', 'inherit'] })
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => { out += chunk.toString() })
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  if (code !== 0) throw new Error(`the churn process exited with ${code}`)
  return Number(out)
}

t.test('the flag is set on V8 13 (Node 24) and left alone elsewhere', async (t) => {
  t.equal(accountsExternalMemoryInGlobalLimit('13.6.233.17-node.37'), true)
  t.equal(accountsExternalMemoryInGlobalLimit('12.4.254.21-node.57'), false, "Node 22's V8 does not know the flag")
  t.equal(accountsExternalMemoryInGlobalLimit('14.1.146.11-node.14'), false, 'later V8 does it by default and no longer has the flag')
})

t.test('Buffers allocated and dropped do not start full collections in the server process', {
  skip: accountsExternalMemoryInGlobalLimit() ? false : `this Node's V8 (${process.versions.v8}) has no such flag: the server runs with V8's default accounting`
}, async (t) => {
  await ensureBuilt()
  const without = await fullCollections([])
  const withSetting = await fullCollections(['--import', join(ROOT, 'dist', 'src', 'heap-accounting.js')])
  t.ok(without >= 2, `with npm start's flags alone, the churn takes full collections (${without})`)
  t.ok(withSetting * 2 < without, `the server's setting takes far fewer (${withSetting} against ${without})`)
})

t.test('the server imports the setting before anything else', async (t) => {
  const server = readFileSync(join(ROOT, 'src', 'server.ts'), 'utf8')
  const firstImport = /^import .*$/m.exec(server)?.[0]
  t.equal(firstImport, "import './heap-accounting.js'", 'its first import, so the flag holds before the application allocates')
})
