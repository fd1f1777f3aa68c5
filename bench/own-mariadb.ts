import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { createConnection } from 'mysql2/promise'

/**
 * A MariaDB of a process's own, for the faults that stop, freeze or kill the server (`make soak`,
 * test/group-commit-crash.test.ts): a throwaway datadir in `dir`, listening on loopback at `port`,
 * without grant tables (nothing but this machine can reach it), so the server other clients share
 * is never touched. The datadir is bootstrapped by mariadbd itself, with no system tables (the
 * service needs none), in a fraction of a second where mariadb-install-db takes seconds; a
 * bootstrap ends with a clean shutdown, which a server killed soon after its first start needs:
 * InnoDB writes a new system tablespace's header lazily, and a datadir created by a server that
 * was then SIGKILLed does not start again ("the data file './ibdata1' has the wrong space ID").
 */
/** Debian's server binary is in /usr/sbin, which a user's PATH may not hold (package mariadb-server). */
const MARIADBD = existsSync('/usr/sbin/mariadbd') ? '/usr/sbin/mariadbd' : 'mariadbd'
/**
 * The server is SIGKILLed when the process that started it dies, however it dies (a test runner's
 * time-out, a SIGKILL): util-linux's setpriv sets the parent-death signal and executes mariadbd in
 * its place, so the pid signalled below is still the server's.
 */
const DIES_WITH_PARENT = existsSync('/usr/bin/setpriv') ? ['/usr/bin/setpriv', '--pdeathsig', 'KILL'] : []

export class OwnMariaDb {
  process: ChildProcess | undefined
  frozen = false
  constructor (readonly dir: string, readonly port: number) {}
  get url (): string { return `mysql://root@127.0.0.1:${this.port}` }
  private get datadir (): string { return join(this.dir, 'data') }

  async start (): Promise<void> {
    if (!existsSync(this.datadir)) {
      mkdirSync(this.datadir, { recursive: true })
      const result = spawnSync(MARIADBD, ['--no-defaults', '--bootstrap', `--datadir=${this.datadir}`, '--user=root', '--skip-grant-tables', `--log-error=${join(this.dir, 'bootstrap.log')}`], { input: '', encoding: 'utf8' })
      if (result.error !== undefined || result.status !== 0) {
        rmSync(this.datadir, { recursive: true, force: true })
        throw new Error(`${MARIADBD} --bootstrap failed (${result.error?.message ?? `exit ${result.status}`}; the Debian package is mariadb-server): see ${join(this.dir, 'bootstrap.log')}`)
      }
    }
    const [command, ...prefix] = [...DIES_WITH_PARENT, MARIADBD]
    const child = this.process = spawn(command as string, [...prefix, '--no-defaults', `--datadir=${this.datadir}`, `--port=${this.port}`, '--bind-address=127.0.0.1',
      `--socket=${join(this.dir, 'mysqld.sock')}`, `--log-error=${join(this.dir, 'error.log')}`, '--user=root', '--skip-grant-tables', '--skip-name-resolve',
      '--innodb-buffer-pool-size=64M', '--max-connections=200'], { stdio: 'ignore' })
    const exited = new Promise<never>((_resolve, reject) => child.once('exit', (code, signal) => reject(new Error(`mariadbd exited (${code ?? signal}) before it answered: see ${join(this.dir, 'error.log')}`))))
    exited.catch(() => {})
    const until = Date.now() + 60_000
    for (;;) {
      try {
        const conn = await Promise.race([createConnection(this.url), exited])
        await conn.end()
        return
      } catch (error) {
        if (child.exitCode !== null || child.signalCode !== null || Date.now() > until) throw error
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  }

  /** SIGTERM: a clean shutdown. */
  async stop (): Promise<void> { await this.end('SIGTERM') }

  /** SIGKILL: the server dies at once, as in a crash; the next start recovers from its redo log. */
  async kill (): Promise<void> { await this.end('SIGKILL') }

  freeze (): void { this.frozen = true; this.process?.kill('SIGSTOP') }
  thaw (): void { if (this.frozen) { this.process?.kill('SIGCONT'); this.frozen = false } }

  /** Its port and files are free only once it has exited: a start right after must not race it. */
  private async end (signal: NodeJS.Signals): Promise<void> {
    const child = this.process
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) return
    this.thaw()
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill(signal)
    await exited
  }
}
