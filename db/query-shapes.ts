import { CompiledQuery, type Compilable, type Insertable, type Kysely } from 'kysely'
import type { Database } from './database.js'
import { engineOf, type Engine } from './dialect.js'

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

/** Unique objects that only a bound value could carry into the parameters unchanged. */
const standIns = (count: number): object[] => Array.from({ length: count }, () => Object.freeze({}))

/**
 * The query compiled with stand-ins, and where each parameter comes from. A stand-in transformed by
 * the builder reaches the text or a constant as "[object Object]"; one left out is refused too,
 * unless `unbound` allows it (a list's today, which only some status filters compare).
 */
function shapeOf (query: Compilable<unknown>, values: readonly object[], name: string, unbound: 'allowed' | 'refused' = 'refused'): Shape {
  const { sql, parameters } = query.compile()
  const index = new Map(values.map((value, position) => [value, position]))
  const sources = parameters.map((parameter) => index.get(parameter as object) ?? { constant: parameter })
  const transformed = sql.includes('[object Object]') || sources.some((source) => typeof source !== 'number' && String(source.constant).includes('[object Object]'))
  const missing = unbound === 'refused' && new Set(sources.filter((source) => typeof source === 'number')).size !== values.length
  if (transformed || missing) {
    throw new Error(`${name}: a query shape must bind its ${values.length} values as parameters, unchanged: ${sql.slice(0, 120)}`)
  }
  return { sql, sources }
}

function withValues<R> ({ sql, sources }: Shape, values: readonly unknown[]): CompiledQuery<R> {
  return CompiledQuery.raw(sql, sources.map((source) => typeof source === 'number' ? values[source] : source.constant)) as CompiledQuery<R>
}

/**
 * A query that takes values, compiled once per engine: `build` receives stand-ins and must only
 * bind them (where, values, set). Returns the query for the call's values, for `executeQuery` or
 * `executeWithNext`; `name` only says which query a refusal is about.
 */
export function queryShape<A extends readonly unknown[], R> (name: string, build: (db: Db, ...values: A) => Compilable<R>): (db: Db, ...values: A) => CompiledQuery<R> {
  const shapes: Partial<Record<Engine, Shape>> = {}
  return (db, ...values) => {
    const engine = engineOf(db)
    let shape = shapes[engine]
    if (shape === undefined) {
      const placeholders = standIns(values.length)
      shape = shapeOf(build(db, ...(placeholders as unknown as A)), placeholders, name)
      shapes[engine] = shape
    }
    return withValues<R>(shape, values)
  }
}

/** Keyed shapes kept per engine (the newest): a list's key is the set of its filters, and few sets are in use at once. */
const MAX_KEYED_SHAPES = 256
const keyedShapes: Record<Engine, Map<string, Shape>> = { mysql: new Map(), sqlite: new Map() }

/**
 * A query whose text depends on its inputs (which filters a list has), compiled once per engine
 * and `key`: the key must name everything that shapes the text. `build` gets a stand-in for each of
 * `values` and may leave some unbound (a status filter that does not compare dates leaves today
 * out); one it transformed would reach the text or a parameter as "[object Object]" and is refused.
 */
export function shapeByKey<R> (db: Db, key: string, values: readonly unknown[], build: (standIns: readonly unknown[]) => Compilable<R>): CompiledQuery<R> {
  const shapes = keyedShapes[engineOf(db)]
  let shape = shapes.get(key)
  if (shape === undefined) {
    const placeholders = standIns(values.length)
    shape = shapeOf(build(placeholders), placeholders, key, 'allowed')
    shapes.set(key, shape)
    if (shapes.size > MAX_KEYED_SHAPES) shapes.delete(shapes.keys().next().value as string)
  }
  return withValues<R>(shape, values)
}

/** A value Kysely would turn into SQL of its own (an expression, a builder), not a bound parameter. */
const isExpression = (value: unknown): boolean => typeof value === 'function' || (typeof value === 'object' && value !== null && 'toOperationNode' in value)

/**
 * Up to this many rows an INSERT's shape is kept. A batch's INSERTs (hundreds of rows, a count of
 * split rows that differs from batch to batch) would fill the cache with texts used once: they are
 * written from the one-row shape instead, its VALUES tuple repeated (`repeatable`).
 */
const MAX_SHAPED_ROWS = 8
/** Column lists kept per table and row count (the newest): a table is inserted with one or two. */
const MAX_COLUMN_LISTS = 4

/** A shape, and for a one-row INSERT whose values are bound in column order, its text up to its tuple and the tuple. */
interface InsertShape { columns: readonly string[], shape: Shape, rows?: { head: string, tuple: string } }
/** The shapes of `insertRows`, by engine, table and row count. */
const insertShapes = new Map<string, InsertShape[]>()

const sameColumns = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((column, index) => column === b[index])

const VALUES_KEYWORD = ' values '

/**
 * Where a one-row INSERT's text can be extended to many rows: it ends with its VALUES tuple, one
 * placeholder per column, bound in column order. Kysely writes a multi-row INSERT as that tuple
 * repeated, separated by ", " (test/query-shapes.test.ts compares the two for every row count).
 */
function repeatable ({ sql, sources }: Shape, width: number): InsertShape['rows'] {
  const at = sql.lastIndexOf(VALUES_KEYWORD)
  const tuple = sql.slice(at + VALUES_KEYWORD.length)
  const inOrder = sources.length === width && sources.every((source, index) => source === index)
  if (at < 0 || !inOrder || tuple !== `(${new Array<string>(width).fill('?').join(', ')})`) return undefined
  return { head: sql.slice(0, at + VALUES_KEYWORD.length), tuple }
}

/**
 * INSERT of `rows` (each with the same columns, every value bound as is), compiled once per
 * table, columns and row count; more rows than MAX_SHAPED_ROWS are written from the one-row shape.
 * Rows that differ in their columns, or rows holding an expression, are compiled as they are, each
 * time. It runs for every create and every batch: no string of the columns is built, and the values
 * are read in one pass. Kysely compiling a batch's 500 titles was a tenth of all the batch allocated.
 */
export function insertRows<T extends keyof Database & string> (db: Db, table: T, rows: ReadonlyArray<Insertable<Database[T]>>): CompiledQuery<never> {
  const compiledAsIs = () => db.insertInto(table).values(rows as never).compile() as CompiledQuery<never>
  const count = rows.length
  if (count === 0) return compiledAsIs()
  const columns = Object.keys(rows[0] as object)
  const width = columns.length
  const values: unknown[] = new Array(count * width)
  for (let row = 0; row < count; row++) {
    const record = rows[row] as Record<string, unknown>
    if (row > 0 && Object.keys(record).length !== width) return compiledAsIs()
    for (let column = 0; column < width; column++) {
      const value = record[columns[column] as string]
      if (value === undefined || isExpression(value)) return compiledAsIs()
      values[row * width + column] = value
    }
  }
  const shapedRows = count <= MAX_SHAPED_ROWS ? count : 1
  const key = `${engineOf(db)} ${table} ${shapedRows}`
  const known = insertShapes.get(key) ?? []
  let entry = known.find((candidate) => sameColumns(candidate.columns, columns))
  if (entry === undefined) {
    const placeholders = standIns(shapedRows * width)
    const placeholderRows = Array.from({ length: shapedRows }, (_, row) => Object.fromEntries(columns.map((column, position) => [column, placeholders[row * width + position]])))
    const shape = shapeOf(db.insertInto(table).values(placeholderRows as never), placeholders, `insert into ${table}`)
    entry = { columns, shape, rows: shapedRows === 1 ? repeatable(shape, width) : undefined }
    insertShapes.set(key, [entry, ...known].slice(0, MAX_COLUMN_LISTS))
  }
  if (count === shapedRows) return withValues<never>(entry.shape, values)
  if (entry.rows === undefined) return compiledAsIs()
  return CompiledQuery.raw(entry.rows.head + new Array<string>(count).fill(entry.rows.tuple).join(', '), values) as CompiledQuery<never>
}

/** The one-row text of a `rowsShape` up to its tuple, the tuple, and where each of the tuple's parameters comes from in its row. */
interface RowsShape { sql: string, head: string, tuple: string, sources: Shape['sources'], width: number }

/**
 * An INSERT of rows whose tuples hold expressions of their values, not placeholders alone (the
 * feed's events, each with its position computed from the counter in SQL): compiled once per
 * engine from its one-row form and written for any number of rows as that tuple repeated, each
 * row's values bound in the tuple's order. Kysely rebuilt, froze and walked the whole tree of a
 * group's events, every value a node, for each transaction (docs/PERFORMANCE.md). `build` must
 * write one row per element of `rows` and only bind their values; when first used, its two-row
 * text must be its one-row tuple repeated, or the shape is refused (the repetition would not be
 * what Kysely writes).
 */
export function rowsShape<A extends readonly unknown[]> (name: string, build: (db: Db, rows: readonly A[]) => Compilable<unknown>): (db: Db, rows: readonly A[]) => CompiledQuery<never> {
  const shapes: Partial<Record<Engine, RowsShape>> = {}
  const compileShape = (db: Db, width: number): RowsShape => {
    const one = standIns(width)
    const two = standIns(2 * width)
    const single = shapeOf(build(db, [one as unknown as A]), one, name)
    const double = shapeOf(build(db, [two.slice(0, width), two.slice(width)] as unknown as A[]), two, name)
    const at = single.sql.lastIndexOf(VALUES_KEYWORD)
    const head = single.sql.slice(0, at + VALUES_KEYWORD.length)
    const tuple = single.sql.slice(at + VALUES_KEYWORD.length)
    const { sources } = single
    const sameSource = (source: Shape['sources'][number], expected: Shape['sources'][number], offset: number) =>
      typeof expected === 'number' ? source === expected + offset : typeof source !== 'number' && Object.is(source.constant, expected.constant)
    const repeats = at >= 0 && double.sql === `${head}${tuple}, ${tuple}` && double.sources.length === 2 * sources.length &&
      double.sources.every((source, index) => index < sources.length ? sameSource(source, sources[index] as Shape['sources'][number], 0) : sameSource(source, sources[index - sources.length] as Shape['sources'][number], width))
    if (!repeats) throw new Error(`${name}: its rows are not one tuple repeated: ${single.sql.slice(0, 120)}`)
    return { sql: single.sql, head, tuple, sources, width }
  }
  return (db, rows) => {
    const engine = engineOf(db)
    const shape = shapes[engine] ??= compileShape(db, (rows[0] as A).length)
    const { sources, width } = shape
    const values: unknown[] = new Array(rows.length * sources.length)
    let at = 0
    for (const row of rows) {
      if (row.length !== width) throw new Error(`${name}: a row of ${row.length} values, its shape binds ${width}`)
      for (const source of sources) values[at++] = typeof source === 'number' ? row[source] : source.constant
    }
    const sql = rows.length === 1 ? shape.sql : shape.head + new Array<string>(rows.length).fill(shape.tuple).join(', ')
    return CompiledQuery.raw(sql, values) as CompiledQuery<never>
  }
}

/** The text Kysely puts after an INSERT's rows to return their ids, by engine and table. */
const returningIds = new Map<string, string>()

/**
 * `insertRows` that answers with the id of each row, in the order given (MariaDB 10.5 and later, and
 * SQLite; used where DatabaseHandle.insertsTogether). The clause is Kysely's, taken once per table from a
 * one-row INSERT compiled with and without it.
 */
export function insertRowsReturningIds<T extends keyof Database & string> (db: Db, table: T, rows: ReadonlyArray<Insertable<Database[T]>>): CompiledQuery<{ id: number }> {
  const key = `${engineOf(db)} ${table}`
  let suffix = returningIds.get(key)
  if (suffix === undefined) {
    const plain = db.insertInto(table).values({ id: 0 } as never).compile().sql
    const returning = db.insertInto(table).values({ id: 0 } as never).returning('id' as never).compile().sql
    if (!returning.startsWith(plain)) throw new Error(`insert into ${table}: RETURNING is not a clause after the rows: ${returning}`)
    suffix = returning.slice(plain.length)
    returningIds.set(key, suffix)
  }
  const { sql, parameters } = insertRows(db, table, rows)
  return CompiledQuery.raw(sql + suffix, [...parameters]) as CompiledQuery<{ id: number }>
}
