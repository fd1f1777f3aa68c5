import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Test } from 'tap'
import { openDatabase, parseDatabaseUrl } from '../db/dialect.js'
import { migrateToLatest } from '../db/migrate.js'
import { createKey } from '../src/auth/keys.js'

/** The service as `npm start` runs it (dist/src/server.js), for tests that kill or multiply processes. */

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
export const SERVER = join(ROOT, 'dist', 'src', 'server.js')

/** The environment of a child process: ours without the test runner's loaders, plus `extra`. */
export function childEnv (extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (name === 'NODE_OPTIONS' || name.startsWith('TAP') || name.startsWith('_TAPJS')) continue
    env[name] = value
  }
  return { ...env, ...extra }
}

function distIsFresh (): boolean {
  const stale = (dir: string): boolean => readdirSync(join(ROOT, dir), { withFileTypes: true }).some((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return stale(path)
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.d.ts')) return false
    const compiled = join(ROOT, 'dist', path.replace(/\.ts$/, '.js'))
    return !existsSync(compiled) || statSync(compiled).mtimeMs < statSync(join(ROOT, path)).mtimeMs
  })
  return !['src', 'db', 'schemas'].some(stale)
}

/**
 * Builds dist/ unless it is current. A source newer than its output starts a build; the build's
 * exit code, not the times after it, says whether it worked: a file touched without a change (git
 * stash, a checkout and back) is not rewritten by tsc's incremental build, and stays older.
 */
export async function ensureBuilt (): Promise<void> {
  if (distIsFresh()) return
  const { code, output } = await new Promise<{ code: number | null, output: string }>((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'build'], { cwd: ROOT, env: childEnv({}), stdio: ['ignore', 'pipe', 'pipe'] })
    let text = ''
    child.stdout.on('data', (chunk) => { text += chunk })
    child.stderr.on('data', (chunk) => { text += chunk })
    child.on('error', reject)
    child.on('close', (exitCode) => resolve({ code: exitCode, output: text }))
  })
  if (code !== 0) throw new Error(`npm run -s build failed:\n${output}`)
}

export interface Service {
  child: ChildProcess
  url: string
  output: () => string
  exited: Promise<void>
}

/** Starts a service process on a free port (Node given `nodeArgs`); it is SIGKILLed at teardown if it still runs. */
export async function startService (t: Test, env: NodeJS.ProcessEnv, nodeArgs: readonly string[] = []): Promise<Service> {
  const child = spawn(process.execPath, [...nodeArgs, SERVER], { cwd: ROOT, env: childEnv({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env }), stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  let running = true
  const exited = new Promise<void>((resolve) => child.on('exit', () => { running = false; resolve() }))
  t.teardown(async () => {
    if (running) { child.kill('SIGKILL'); await exited }
  })
  const url = await new Promise<string>((resolve, reject) => {
    const check = (chunk: string) => {
      output += chunk
      const match = /Server listening at (http:\/\/127\.0\.0\.1:[0-9]+)/.exec(output)
      if (match !== null) resolve(match[1] as string)
    }
    child.stdout?.setEncoding('utf8').on('data', check)
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => { output += chunk })
    void exited.then(() => reject(new Error(`the service exited before listening:\n${output}`)))
  })
  return { child, url, output: () => output, exited }
}

/** Migrates the database at `url` from outside the service processes (started with MIGRATE_ON_START=false) and gives a read+write key of `company`. */
export async function migratedWithKey (url: string, company: string): Promise<string> {
  const handle = openDatabase(parseDatabaseUrl(url))
  try {
    await migrateToLatest(handle.db)
    return await createKey(handle.db, { company, name: 'k', scopes: ['read', 'write'] })
  } finally {
    await handle.close()
  }
}
