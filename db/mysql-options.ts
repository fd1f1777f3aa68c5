import type { format as Format } from 'mysql2'
import { sqlValue } from './sql-literals.js'
import { decimalStringToCents } from '../src/money.js'

/**
 * How mysql2 connects and decodes for db/dialect.ts: the pool's options and the columns read with
 * more than its defaults. mysql2's `format` is passed in, because the driver is loaded only when
 * MySQL is the engine (db/dialect.ts, requireDriver).
 */
export function mysqlPoolOptions (uri: string, { poolSize, connectTimeoutMs }: { poolSize: number, connectTimeoutMs: number }, format: typeof Format) {
  return {
    uri,
    connectionLimit: poolSize,
    // Dates stay 'YYYY-MM-DD' strings and DECIMAL is read from its exact text: no Date or float in between.
    dateStrings: true,
    decimalNumbers: false,
    supportBigNumbers: true,
    charset: 'utf8mb4',
    typeCast,
    timezone: 'Z',
    // A server that accepts the TCP connection but never greets (frozen) must not hold the caller.
    connectTimeout: connectTimeoutMs,
    // A transaction's statements travel several to a round trip (Coalescing in db/coalescing.ts).
    // Every value is escaped into the SQL text (db/sql-literals.ts, then mysql2's escaper); no
    // input is ever spliced in unescaped.
    multipleStatements: true,
    // Nothing here uses prepared statements (mysql2's execute); the default cache of 16,000 of them
    // per connection is four preallocated arrays, 500 KB of live heap per connection that every full
    // collection walks (5.4 MB of a 48 MB heap with the pool's connections; docs/PERFORMANCE.md).
    maxPreparedStatements: 1,
    // mysql2 formats every query, even one without values: it scanned the whole text of a trip of
    // held statements, already formatted, a second time (3.7% of a create's CPU).
    queryFormat: (sql: string, values: unknown) => Array.isArray(values) && values.length > 0 ? format(sql, values.map(sqlValue) as Parameters<typeof Format>[1], false, 'Z') : sql
  }
}

interface DecodedField { name: string, type: string, string: () => string | null, buffer: () => Buffer | null }

/**
 * How mysql2 decodes the columns that need more than its defaults. Every DECIMAL with a fraction is
 * money (the schema declares no other), read from its exact text as integer cents: columns, their
 * sums and differences alike. A DECIMAL without one is a sum of integers (MySQL sums INT as
 * DECIMAL) and is read as the integer. Title documents of the first schema are kept as bytes:
 * decoding them to strings only to encode them again cost the most of a list.
 */
function typeCast (field: DecodedField, next: () => unknown): unknown {
  if (field.type === 'NEWDECIMAL') {
    const text = field.string()
    if (text === null) return null
    return text.includes('.') ? decimalStringToCents(text) : Number(text)
  }
  return field.name === 'documento' ? field.buffer() : next()
}
