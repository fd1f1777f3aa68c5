import { setFlagsFromString } from 'node:v8'

/**
 * Counts the memory behind Buffers against V8's heap limit as memory held, not as memory ever
 * allocated (docs/PERFORMANCE.md, "Buffers and full collections").
 *
 * Node 24's V8 by default adds every Buffer byte allocated since the last full collection to the
 * old generation's size when it decides whether to start one. A list answer allocates its body and
 * MariaDB's socket reads outside the JavaScript heap (about 600 KB for 100 titles) and frees them at
 * once, yet with `--heap-growing-percent=50` (npm start) that bookkeeping started a full collection
 * every 35 or so lists: a fifth of an uncached list's CPU, measured pinned. With this V8 flag the
 * limit weighs the Buffer memory still alive instead. Later V8 versions do this by default and drop
 * the flag (V8 513bb22991, cf511a65ad); Node 22's V8 12 does not know it. So it is set here, for V8
 * 13 only, rather than on the command line, where an unknown flag stops Node from starting.
 *
 * Imported first by src/server.ts, before the application allocates anything: V8 reads the flag
 * each time it computes a limit, so it holds from the first collection on.
 */
export const EXTERNAL_MEMORY_FLAG = '--external-memory-accounted-in-global-limit'

export function accountsExternalMemoryInGlobalLimit (v8Version = process.versions.v8): boolean {
  return Number(v8Version.split('.')[0]) === 13
}

if (accountsExternalMemoryInGlobalLimit()) setFlagsFromString(EXTERNAL_MEMORY_FLAG)
