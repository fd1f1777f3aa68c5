import { spawn, spawnSync } from 'node:child_process'

/** wrk, the load generator of the benches, installed from Debian's packages when missing. */
export function ensureWrk (): void {
  if (spawnSync('wrk', ['--version']).error === undefined) return
  process.stderr.write('wrk not found: installing it from Debian\'s packages\n')
  const install = spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk'], { stdio: 'inherit' })
  if (install.status !== 0) throw new Error('wrk is needed: apt-get install wrk')
}

/** A duration as wrk prints it (850.00us, 2.31ms, 1.02s), in milliseconds. */
export function toMs (text: string): number {
  const match = /([\d.]+)(us|ms|s)/.exec(text)
  if (match === null) return NaN
  const value = Number(match[1])
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value
}

export interface WrkResult { rps: number, p50: number, p99: number, non2xx: number, requests: number }

/**
 * Runs wrk (with `--latency` among `args`) and reads its throughput, median and 99th percentile
 * latency, and failed answers. `launcher` runs it (`['taskset', '-c', '1']` pins it to a core).
 */
export async function wrk (args: string[], launcher: string[] = []): Promise<WrkResult> {
  const [command = 'wrk', ...rest] = [...launcher, 'wrk', ...args]
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(command, rest)
    let text = ''
    child.stdout.on('data', (chunk) => { text += String(chunk) })
    child.on('error', reject)
    child.on('close', () => resolve(text))
  })
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50: toMs(/\s50%\s+(\S+)/.exec(out)?.[1] ?? ''),
    p99: toMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? ''),
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0)
  }
}

/**
 * A wrk script's first lines: the method and the bearer key; with `json`, its content type, and
 * its body when every request sends the same one (`body`; a script that makes a body per request
 * leaves it out).
 */
export function scriptHead (method: 'GET' | 'POST' | 'PUT', token: string, json?: { body?: string }): string[] {
  return [
    `wrk.method = "${method}"`,
    `wrk.headers["Authorization"] = "Bearer ${token}"`,
    ...(json === undefined ? [] : ['wrk.headers["Content-Type"] = "application/json"']),
    ...(json?.body === undefined ? [] : [`wrk.body = [==[${json.body}]==]`])
  ]
}
