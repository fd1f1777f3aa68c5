/**
 * The statements of a MySQL transaction, held and sent several to a round trip: used by the
 * connections GuardedPool hands Kysely (db/mysql-pool.ts).
 */

/** Marks a statement of a transaction whose result nobody reads (db/dialect.ts, `executeWithNext`). */
export const WITH_NEXT_MARK = '/* with the next statement */ '

/**
 * A savepoint of a transaction, as the statements that set, release and roll back to it: its
 * SAVEPOINT is held like any statement whose result nobody reads (`executeWithNext`), and
 * Coalescing recognizes the other two by these texts.
 */
export const savepointStatements = (name: string) => ({
  set: `SAVEPOINT ${name}`,
  release: `RELEASE SAVEPOINT ${name}`,
  rollback: `ROLLBACK TO SAVEPOINT ${name}`
})

const SAVEPOINT_END = /^(RELEASE|ROLLBACK TO) SAVEPOINT (\w+)$/

/**
 * Characters of held statements after which they leave as a trip of their own, before the next
 * statement: a server refuses, and drops the connection over, a query longer than its
 * max_allowed_packet (16 MB by default on MariaDB). An import's 500 title updates with their
 * renders, its events and its items once made a trip of 21 MB (docs/PERFORMANCE.md). Counted in
 * the text's UTF-16 units, each at most 3 bytes of UTF-8, so a trip stays under 12 MiB and its
 * statements are never copied to be measured.
 */
export const MAX_HELD_CHARS = 4 * 1024 * 1024

/** Statements sent as one query; `commits` when its last is the transaction's COMMIT. */
export interface Trip { sql: string, statements: number, commits: boolean }

/**
 * A transaction's round trips, fewer (docs/CONTRACT.md section 13). Kysely sends BEGIN, each
 * statement and COMMIT one at a time, and each is a round trip: a create's five were a fifth of the
 * service's CPU in socket writes alone, and as much again of MariaDB's. BEGIN (with the isolation
 * level before it) and the statements marked with WITH_NEXT_MARK are held instead and go to the
 * server in front of the transaction's next statement, as one multi-statement query: a create is
 * "BEGIN; INSERT the title" and "INSERT its split; INSERT its event; COMMIT". The server runs the
 * statements in order and stops at the first that fails, so a held statement's error fails the
 * trip it travels in, inside the same transaction, and the ROLLBACK that follows undoes it all. A
 * ROLLBACK of a transaction whose BEGIN never left is not sent at all.
 */
export class Coalescing {
  /** Off: every statement is a trip of its own (a Galera node, see GuardedPool.clustered). */
  constructor (private readonly enabled: boolean) {}

  /** Statements waiting for the next trip, as SQL text with their values in it. */
  private held: string[] = []
  /** The length of each held statement, in step with `held`. */
  private heldSizes: number[] = []
  private heldChars = 0
  /** A BEGIN was seen and its COMMIT or ROLLBACK not yet: only then may statements wait. */
  private inTransaction = false
  /** That BEGIN reached the server. */
  private begun = false

  get holding (): boolean { return this.held.length > 0 }

  /**
   * What to do with a statement: hold it, skip it, or send a trip: the statement alone (its SQL
   * still to be formatted with its values), or the held statements and it, formatted, as one.
   */
  next (sql: string, format: (sql: string) => string): 'held' | 'skipped' | Trip {
    if (!this.enabled) return { sql: sql.startsWith(WITH_NEXT_MARK) ? sql.slice(WITH_NEXT_MARK.length) : sql, statements: 1, commits: false }
    if (sql === 'begin' || sql.startsWith('set transaction')) {
      if (sql === 'begin') this.inTransaction = true
      this.hold(sql)
      return 'held'
    }
    const statement = sql.startsWith(WITH_NEXT_MARK) ? sql.slice(WITH_NEXT_MARK.length) : sql
    const savepointEnd = this.inTransaction ? SAVEPOINT_END.exec(statement) : null
    if (savepointEnd !== null) {
      const at = this.held.lastIndexOf(savepointStatements(savepointEnd[2] as string).set)
      // That SAVEPOINT never left, nor anything after it: releasing it changes nothing, and rolling
      // back to it drops what is held after it, which the server never saw. A batch of unchanged
      // titles sets and releases one per item, two round trips each for nothing.
      if (at >= 0 && (savepointEnd[1] === 'ROLLBACK TO' || at === this.held.length - 1)) {
        for (const size of this.heldSizes.splice(at)) this.heldChars -= size
        this.held.length = at
        return 'skipped'
      }
    }
    if (statement !== sql && this.inTransaction) {
      this.hold(format(statement))
      // Too much for one trip: what is held leaves now, its results read by nobody as before. (A
      // statement too long alone is its builder's to split: it still waits for the next.)
      if (this.heldChars < MAX_HELD_CHARS || this.held.length < 2) return 'held'
      this.begun = true
      return this.takeHeld([], false)
    }
    if (sql === 'rollback') {
      const begun = this.begun
      this.reset()
      // The held statements are dropped with the transaction; one that never began has nothing to undo.
      return begun ? { sql, statements: 1, commits: false } : 'skipped'
    }
    // A trip that fails leaves the transaction open on the server (a COMMIT behind a failed
    // statement does not run): it has begun, and its ROLLBACK must be sent.
    if (this.inTransaction) this.begun = true
    const commits = sql === 'commit'
    if (this.held.length === 0) return { sql: statement, statements: 1, commits }
    return this.takeHeld([format(statement)], commits)
  }

  private hold (text: string): void {
    this.held.push(text)
    this.heldSizes.push(text.length)
    this.heldChars += text.length
  }

  /** The held statements and `after` as one trip; nothing is held after it. */
  private takeHeld (after: string[], commits: boolean): Trip {
    const statements = [...this.held, ...after]
    this.held = []
    this.heldSizes = []
    this.heldChars = 0
    return { sql: statements.join(';\n'), statements: statements.length, commits }
  }

  reset (): void {
    this.held = []
    this.heldSizes = []
    this.heldChars = 0
    this.inTransaction = false
    this.begun = false
  }
}
