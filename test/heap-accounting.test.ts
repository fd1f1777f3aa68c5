import t from 'tap'
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serviceNodeArgs } from '../bench/data.js'
import { accountsExternalMemoryInGlobalLimit, heapTightener, IMPORT_HEAP_GROWING_PERCENT, startingHeapGrowingPercent } from '../src/heap-accounting.js'
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

/**
 * Some 30 MB alive, then rows that live for a while and die, made in slices with a wait between
 * them, as an import makes its rows between its round trips; prints full collections and the
 * heap's largest size.
 */
const PROMOTED_CHURN = (hold: boolean) => `
import { PerformanceObserver, constants } from 'node:perf_hooks'
${hold ? 'const { keepHeapTight } = await import(process.env.HEAP_ACCOUNTING); keepHeapTight()' : ''}
let full = 0
new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (entry.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) full++ }).observe({ entryTypes: ['gc'] })
const alive = Array.from({ length: 100_000 }, (_, i) => ({ i, text: 'alive '.repeat(10) + i }))
const recent = new Array(20_000)
let largest = 0
for (let i = 0; i < 1_500_000; i++) {
  recent[i % recent.length] = { i, text: ('row '.repeat(20) + i).slice(1) }
  if (i % 2_000 === 0) {
    largest = Math.max(largest, process.memoryUsage().heapTotal)
    await new Promise((resolve) => setTimeout(resolve, 1))
  }
}
process.stdout.write(JSON.stringify({ full, largestMb: Math.round(largest / 1048576), alive: alive.length }))
`

async function promotedChurn (hold: boolean): Promise<{ full: number, largestMb: number }> {
  // Marking on the main thread: concurrent marking starved by a loaded machine lets the heap grow
  // past its limit while it catches up, and more so the more often it runs (the hold's 23-25 full
  // collections against 15-16), which made the tight heap the larger at load 6 (66 against 62-65 MB).
  // The growth between collections is what is compared, not the collector's threads.
  const child = spawn(process.execPath, [...startFlags, '--single-threaded-gc', '--input-type=module', '-e', PROMOTED_CHURN(hold)], { env: childEnv({ HEAP_ACCOUNTING: join(ROOT, 'dist', 'src', 'heap-accounting.js') }), stdio: ['ignore', 'pipe', 'inherit'] })
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => { out += chunk.toString() })
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  if (code !== 0) throw new Error(`the churn process exited with ${code}`)
  return JSON.parse(out) as { full: number, largestMb: number }
}

t.test('while a hold is kept, as an import keeps one, the heap grows less between full collections', async (t) => {
  await ensureBuilt()
  const loose = await promotedChurn(false)
  const tight = await promotedChurn(true)
  t.ok(tight.full > loose.full, `more full collections (${tight.full} against ${loose.full})`)
  t.ok(tight.largestMb < loose.largestMb, `a smaller heap at its largest (${tight.largestMb} MB against ${loose.largestMb} MB)`)
})

t.test('holds are counted: the first sets the tighter growth, the last let go puts back what the process started with', async (t) => {
  t.equal(startingHeapGrowingPercent(['--max-semi-space-size=4', '--heap-growing-percent=50']), 50)
  t.equal(startingHeapGrowingPercent(['--heap_growing_percent=30']), 30)
  t.equal(startingHeapGrowingPercent([]), 0, "none: 0, V8's own heuristics")
  const set: string[] = []
  const hold = heapTightener((flags) => set.push(flags), 50)
  const first = hold()
  const second = hold()
  t.strictSame(set, [`--heap-growing-percent=${IMPORT_HEAP_GROWING_PERCENT}`], 'set once for two imports at a time')
  first()
  first()
  t.equal(set.length, 1, 'one import done, the other still running: still tight, however often the first lets go')
  second()
  t.strictSame(set.slice(1), ['--heap-growing-percent=50'], 'the last one let go puts back the starting growth')
  hold()()
  t.strictSame(set.slice(3), ['--heap-growing-percent=50'], 'and a later import sets it again')
})
