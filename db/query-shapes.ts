import { CompiledQuery, type Compilable, type Insertable, type Kysely } from 'kysely'
import type { Database } from './database.js'
import { engineOf } from './dialect.js'

/**
 * Hot statements compiled by Kysely once per shape, then sent with each call's values
 * (docs/CONTRACT.md section 13). Building and compiling a query costs more of the service's CPU
 * than its values do: the operation tree of an 18-column INSERT, or of the validators' four
 * subqueries, was rebuilt, frozen and walked for every create and every list (docs/PERFORMANCE.md).
 * The text is still Kysely's, from a typed builder; only its parameters change. A shape is compiled
 * with stand-ins for the values, so a builder that did anything with a value but bind it (a value
 * that ends up in the text, or transformed) is refused when its shape is first compiled.
 */

type Db = Kysely<Database>

/** The compiled text, and where each of its parameters comes from: a call's value (its index) or a constant of the shape. */
interface Shape { sql: string, sources: ReadonlyArray<number | { constant: unknown }> }

/**
 * Shapes kept per process; past the bound the oldest is dropped (a hot one is compiled again at
 * its next use, which costs what every call cost before).
 */
const MAX_SHAPES = 128
const shapes = new Map<string, Shape>()

function remembered (key: string, compile: () => Shape): Shape {
  let shape = shapes.get(key)
  if (shape !== undefined) return shape
  shape = compile()
  shapes.set(key, shape)
  if (shapes.size > MAX_SHAPES) shapes.delete(shapes.keys().next().value as string)
  return shape
}

/** Unique objects that only a bound value could carry into the parameters unchanged. */
const standIns = (count: number): object[] => Array.from({ length: count }, () => Object.freeze({}))

function shapeOf (query: Compilable<unknown>, values: readonly object[]): Shape {
  const { sql, parameters } = query.compile()
  const index = new Map(values.map((value, position) => [value, position]))
  const sources = parameters.map((parameter) => index.get(parameter as object) ?? { constant: parameter })
  const bound = new Set(sources.filter((source) => typeof source === 'number'))
  if (bound.size !== values.length || sql.includes('[object Object]')) {
    throw new Error(`a query shape must bind each of its ${values.length} values as a parameter, unchanged: ${sql.slice(0, 120)}`)
  }
  return { sql, sources }
}

function withValues<R> ({ sql, sources }: Shape, values: readonly unknown[]): CompiledQuery<R> {
  return CompiledQuery.raw(sql, sources.map((source) => typeof source === 'number' ? values[source] : source.constant)) as CompiledQuery<R>
}

/**
 * A query that takes values, compiled once per engine: `build` receives stand-ins and must only
 * bind them (where, values, set). Returns the query for the call's values, for `executeQuery` or
 * `executeWithNext`.
 */
export function queryShape<A extends readonly unknown[], R> (name: string, build: (db: Db, ...values: A) => Compilable<R>): (db: Db, ...values: A) => CompiledQuery<R> {
  return (db, ...values) => {
    const engine = engineOf(db)
    const shape = remembered(`${engine} ${name}`, () => {
      const placeholders = standIns(values.length)
      return shapeOf(build(db, ...(placeholders as unknown as A)), placeholders)
    })
    return withValues<R>(shape, values)
  }
}

/** A value Kysely would turn into SQL of its own (an expression, a builder), not a bound parameter. */
const isExpression = (value: unknown): boolean => typeof value === 'function' || (typeof value === 'object' && value !== null && 'toOperationNode' in value)

/**
 * Up to this many rows an INSERT's shape is kept. A batch's INSERTs (hundreds of rows, a count of
 * split rows that differs from batch to batch) would fill the cache with texts used once, each
 * larger than what compiling it saves next to the batch's own work.
 */
const MAX_SHAPED_ROWS = 8

/**
 * INSERT of `rows` (each with the same columns, every value bound as is), compiled once per
 * table, columns and row count. More rows than MAX_SHAPED_ROWS, rows that differ in their
 * columns, or rows holding an expression are compiled as they are, each time.
 */
export function insertRows<T extends keyof Database & string> (db: Db, table: T, rows: ReadonlyArray<Insertable<Database[T]>>): CompiledQuery<never> {
  const compiledAsIs = () => db.insertInto(table).values(rows as never).compile() as CompiledQuery<never>
  if (rows.length > MAX_SHAPED_ROWS) return compiledAsIs()
  const columns = Object.keys(rows[0] ?? {})
  const values = rows.flatMap((row) => columns.map((column) => (row as Record<string, unknown>)[column]))
  const uniform = rows.every((row) => Object.keys(row).length === columns.length) && values.every((value) => value !== undefined && !isExpression(value))
  if (!uniform) return compiledAsIs()
  const shape = remembered(`${engineOf(db)} insert ${table} ${rows.length} ${columns.join(',')}`, () => {
    const placeholders = standIns(values.length)
    const placeholderRows = rows.map((_, row) => Object.fromEntries(columns.map((column, position) => [column, placeholders[row * columns.length + position]])))
    return shapeOf(db.insertInto(table).values(placeholderRows as never), placeholders)
  })
  return withValues<never>(shape, values)
}
