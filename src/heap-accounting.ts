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

/**
 * The old generation's growth between full collections while a bank file is imported: 15% of
 * what survived the last one, where `npm start` gives 50% (docs/CONTRACT.md section 18). An
 * import of 10 MB allocates about 1 GB of rows, SQL and JSON that die within a slice; at 50% the
 * heap grew by some 25 MB between collections on top of the idle process's 45, twice the file's
 * size, where the memory goal is three times the file for everything the import holds
 * (docs/PERFORMANCE.md, "Bank reconciliation"). The tighter growth costs a full collection
 * every second or so of the import, for the import's time only.
 */
export const IMPORT_HEAP_GROWING_PERCENT = 15

/** What the process started with (`npm start`'s flag), 0 when none: V8's own growth heuristics. */
export function startingHeapGrowingPercent (execArgv: readonly string[] = process.execArgv): number {
  const named = execArgv.map((argument) => /^--heap[-_]growing[-_]percent=(\d+)$/.exec(argument)?.[1]).find((value) => value !== undefined)
  return named === undefined ? 0 : Number(named)
}

/**
 * Holds of the tighter growth, counted: the first sets it, the last one let go puts back what the
 * process started with. V8 reads the flag each time it sets the next collection's limit. A hold
 * is let go once however often it is called (a response emits both 'finish' and 'close').
 */
export function heapTightener (setFlags: (flags: string) => void = setFlagsFromString, starting = startingHeapGrowingPercent()): () => () => void {
  let holds = 0
  return () => {
    if (holds++ === 0) setFlags(`--heap-growing-percent=${IMPORT_HEAP_GROWING_PERCENT}`)
    let held = true
    return () => {
      if (!held) return
      held = false
      if (--holds === 0) setFlags(`--heap-growing-percent=${starting}`)
    }
  }
}

/** The process's one tightener: a hold for each import, from its handler until its answer is sent. */
export const keepHeapTight = heapTightener()
