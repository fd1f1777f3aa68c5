import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.js'
import type { DatabaseHandle } from '../../db/dialect.js'

/** How delivery's work is queued: one drain per endpoint at a time, and acknowledgements sharing commits. */

/** Runs `work` for a key, once at a time; a request made while it runs makes it run once more. */
export function oneRunPerKey (work: (key: number) => Promise<void>, onError: (key: number, error: unknown) => void) {
  const running = new Map<number, { again: boolean, done: Promise<void> }>()
  const request = (key: number): void => {
    const current = running.get(key)
    if (current !== undefined) { current.again = true; return }
    const entry = { again: true, done: Promise.resolve() }
    entry.done = (async () => {
      try {
        while (entry.again) {
          entry.again = false
          await work(key)
        }
      } catch (error) {
        onError(key, error)
      } finally {
        running.delete(key)
      }
    })()
    running.set(key, entry)
  }
  return { request, idle: async () => { await Promise.allSettled([...running.values()].map(async (entry) => await entry.done)) } }
}

/**
 * Acknowledgements share commits (docs/CONTRACT.md section 15): the endpoints of a company keeping
 * pace with one stream acknowledge the same run within milliseconds of each other, and a commit
 * each (a flush of the redo log, or of SQLite's WAL on the event loop itself) was most of what they
 * cost the writers. Work handed in while a group commits forms the next group: no acknowledgement
 * waits on purpose, and under a stream five endpoints commit in about two transactions instead of
 * five. Each piece of work must be safe to run again: a group that loses a conflict runs whole.
 */
export function groupCommits (database: DatabaseHandle) {
  type Pending = { work: (trx: Transaction<Database>) => Promise<unknown>, settle: (outcome: { value?: unknown, error?: unknown }) => void }
  let queued: Pending[] = []
  let committing = false
  async function run (): Promise<void> {
    committing = true
    while (queued.length > 0) {
      const group = queued
      queued = []
      try {
        const values = await database.transaction(async (trx) => {
          const results: unknown[] = []
          for (const { work } of group) results.push(await work(trx))
          return results
        })
        group.forEach(({ settle }, index) => settle({ value: values[index] }))
      } catch (error) {
        for (const { settle } of group) settle({ error })
      }
    }
    committing = false
  }
  return {
    commit: async <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> => await new Promise<T>((resolve, reject) => {
      queued.push({ work, settle: ({ value, error }) => { if (error === undefined) resolve(value as T); else reject(error) } })
      if (!committing) void run()
    })
  }
}
