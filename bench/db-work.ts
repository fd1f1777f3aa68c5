import { readFileSync } from 'node:fs'
import type { Connection } from 'mysql2/promise'

/**
 * What an operation asks of the database, counted by MariaDB itself (issue 35): its global status
 * counters and its process's CPU, read before and after a measured stretch and divided by the
 * operations done in it (requests; titles for a batch or an export). The counters are global: a
 * server that others use at the same time counts their work too, so bench/private-mariadb.sh starts
 * one of the bench's own.
 */

/**
 * The counters read; `Binlog_commits` stays 0 when the binary log is off. MariaDB 10.11 has no
 * `Innodb_os_log_fsyncs` (read as 0): its `Innodb_data_fsyncs` counts the redo log's fdatasyncs
 * too (100 autocommit INSERTs: +101), so that column is every flush a commit waited for.
 */
const COUNTERS = ['Questions', 'Com_begin', 'Com_commit', 'Com_insert', 'Com_update', 'Com_delete', 'Com_select', 'Com_savepoint', 'Innodb_os_log_fsyncs', 'Innodb_data_fsyncs', 'Binlog_commits'] as const
type Counter = typeof COUNTERS[number]
export type Counts = Record<Counter, number>

const CLK_TCK = 100

/** The user and system CPU ticks of `pids`, summed. */
export function cpuTicks (pids: number[]): number {
  let ticks = 0
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {}
  }
  return ticks
}

/** The server's process: the one whose pid file the server names (not the oldest mariadbd of the machine). */
export async function serverPid (admin: Connection): Promise<number> {
  const [[row]] = await admin.query('SELECT @@pid_file AS pidFile, @@datadir AS datadir') as unknown as [[{ pidFile: string, datadir: string }]]
  const path = row.pidFile.startsWith('/') ? row.pidFile : `${row.datadir.replace(/\/$/, '')}/${row.pidFile}`
  return Number(readFileSync(path, 'utf8').trim())
}

async function counts (admin: Connection): Promise<Counts> {
  const [rows] = await admin.query(`SHOW GLOBAL STATUS WHERE Variable_name IN (${COUNTERS.map((name) => `'${name}'`).join(', ')})`) as unknown as [Array<{ Variable_name: string, Value: string }>]
  const found = Object.fromEntries(rows.map((row) => [row.Variable_name, Number(row.Value)]))
  return Object.fromEntries(COUNTERS.map((name) => [name, found[name] ?? 0])) as Counts
}

/** Per operation: each counter, MariaDB's CPU and the measured process's, in microseconds. */
export interface Work { ops: number, per: Counts, dbCpuUs: number, processCpuUs: number }

/** Starts counting; the function returned stops and divides by the operations done meanwhile. */
export async function meter (admin: Connection, dbPid: number, pids: number[]): Promise<(ops: number) => Promise<Work>> {
  const before = await counts(admin)
  const ticks = [cpuTicks([dbPid]), cpuTicks(pids)] as const
  return async (ops) => {
    const after = [cpuTicks([dbPid]), cpuTicks(pids)] as const
    const now = await counts(admin)
    // The two SHOW statements themselves are one Question each.
    const per = Object.fromEntries(COUNTERS.map((name) => [name, (now[name] - before[name] - (name === 'Questions' ? 1 : 0)) / Math.max(ops, 1)])) as Counts
    const us = (delta: number) => delta / CLK_TCK * 1e6 / Math.max(ops, 1)
    return { ops, per, dbCpuUs: us(after[0] - ticks[0]), processCpuUs: us(after[1] - ticks[1]) }
  }
}

/**
 * What one durable commit costs on this server, in ms: the median of `count` single-row autocommit
 * INSERTs sent one after the other into a table of `database`'s own (dropped after). On the
 * machine's own disk this is the round trip and a flush of microseconds; on a server whose fsync
 * is slowed (bench/private-mariadb.sh with BENCH_FSYNC_DELAY_MS) or on network storage, the
 * flush's milliseconds: the condition the create's figures were measured under.
 */
export async function commitCostMs (admin: Connection, database: string, count = 50): Promise<number> {
  const table = `\`${database}\`.bench_commit_probe`
  await admin.query(`CREATE TABLE ${table} (id INT AUTO_INCREMENT PRIMARY KEY, v INT) ENGINE=InnoDB`)
  try {
    const times: number[] = []
    for (let i = 0; i < count; i++) {
      const started = process.hrtime.bigint()
      await admin.query(`INSERT INTO ${table} (v) VALUES (?)`, [i])
      times.push(Number(process.hrtime.bigint() - started) / 1e6)
    }
    return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] as number
  } finally {
    await admin.query(`DROP TABLE ${table}`)
  }
}

/** The fsync delay bench/private-mariadb.sh gave the server (BENCH_FSYNC_DELAY_MS), in ms; 0 when none or unreadable. */
export function fsyncDelayMs (pid: number): number {
  try {
    const found = readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').find((entry) => entry.startsWith('SLOW_FSYNC_US='))
    return found === undefined ? 0 : Number(found.slice('SLOW_FSYNC_US='.length)) / 1000
  } catch {
    return 0
  }
}

const fixed = (value: number, digits: number) => Number.isFinite(value) ? value.toFixed(digits) : '-'

/** The table of work per operation, one row per operation, target and round. */
export function workTable (rows: ReadonlyArray<{ operation: string, target: string, round: number, work: Work }>): string[] {
  return ['', 'Database work per operation (MariaDB SHOW GLOBAL STATUS deltas and /proc CPU over the measured stretch, divided by the operations done: requests; titles for batches and exports; operations per COMMIT is how many creates a transaction carried on average):', '',
    '| operation | target | round | operations | statements (Questions) | BEGIN | COMMIT | INSERT | UPDATE | DELETE | SELECT | SAVEPOINT | operations per COMMIT | log fsyncs | data fsyncs | binlog commits | MariaDB CPU us | process CPU us |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(({ operation, target, round, work: { ops, per, dbCpuUs, processCpuUs } }) =>
      `| ${operation} | ${target} | ${round} | ${ops} | ${fixed(per.Questions, 2)} | ${fixed(per.Com_begin, 2)} | ${fixed(per.Com_commit, 2)} | ${fixed(per.Com_insert, 2)} | ${fixed(per.Com_update, 2)} | ${fixed(per.Com_delete, 2)} | ${fixed(per.Com_select, 2)} | ${fixed(per.Com_savepoint, 2)} | ${fixed(1 / per.Com_commit, 1)} | ${fixed(per.Innodb_os_log_fsyncs, 3)} | ${fixed(per.Innodb_data_fsyncs, 3)} | ${fixed(per.Binlog_commits, 2)} | ${fixed(dbCpuUs, 0)} | ${fixed(processCpuUs, 0)} |`)]
}
