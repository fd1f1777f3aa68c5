import { ACQUIRE_TIMEOUT_CODE, type DriverError } from './mysql-pool.js'

/**
 * What a driver error means for the write that met it, on either engine: a conflict to run again,
 * a unique key taken, a statement refused on a connection that stays up, or a database that cannot
 * answer now (503). The rest of the engines' differences are in db/dialect.ts.
 */

/** The engine rolled the transaction back to settle a conflict with another one; running it again is safe. */
export function isConflict (error: unknown): boolean {
  const { code } = (error ?? {}) as DriverError
  return code === 'ER_LOCK_DEADLOCK'
}

/** A unique key was violated (a concurrent create with the same codigo_lancamento_integracao). */
export function isUniqueViolation (error: unknown): boolean {
  const { code } = (error ?? {}) as DriverError
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE',
  'PROTOCOL_CONNECTION_LOST', 'PROTOCOL_SEQUENCE_TIMEOUT', 'ER_CON_COUNT_ERROR', 'ER_SERVER_SHUTDOWN', 'ER_CONNECTION_KILLED',
  // A Galera node outside the primary component (cut off from the others, or still joining)
  // refuses every statement with 1047 "WSREP has not yet prepared node for application use".
  'ER_UNKNOWN_COM_ERROR',
  'ER_ACCESS_DENIED_ERROR', 'ER_BAD_DB_ERROR', 'ER_LOCK_WAIT_TIMEOUT', 'ER_LOCK_DEADLOCK', ACQUIRE_TIMEOUT_CODE,
  'SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_CANTOPEN', 'SQLITE_IOERR', 'SQLITE_FULL', 'SQLITE_READONLY'
])

/**
 * The server refused a statement and said why, and the connection stays up: in a round trip of
 * several, the statements before it ran and neither it nor any after it (a COMMIT among them) did.
 */
export function isStatementRefused (error: unknown): boolean {
  return typeof ((error ?? {}) as DriverError).errno === 'number' && !isConflict(error) && !isDatabaseUnavailable(error)
}

/** The database cannot answer right now: the client should retry later (503), not report a bug (500). */
export function isDatabaseUnavailable (error: unknown): boolean {
  const { code, fatal } = (error ?? {}) as DriverError
  // mysql2 marks fatal what ends the connection, and a command on a connection already ended fails
  // fatal and without a code ("connection is in closed state"): the ROLLBACK after a COMMIT whose
  // connection was lost, or after a query on a killed Galera node, throws that.
  if (fatal === true) return true
  if (typeof code !== 'string') return false
  return UNAVAILABLE_CODES.has(code) || code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_BUSY')
}
