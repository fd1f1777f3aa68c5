import t from 'tap'
import fc from 'fast-check'
import { Kysely, MysqlDialect, sql } from 'kysely'
import { openDatabase, parseDatabaseUrl } from '../db/dialect.js'
import { migrateToLatest } from '../db/migrate.js'
import { insertRows, queryShape, rowsShape, shapeByKey } from '../db/query-shapes.js'
import type { Database } from '../db/database.js'
import { fileDatabaseUrl } from './helper.js'

/**
 * Hot statements are compiled once per shape and sent again with new values (db/query-shapes.ts):
 * what reaches the database must be exactly what Kysely would have compiled for those values, on
 * this engine, and a builder that does anything with a value but bind it must be refused, never
 * cached with the first call's value baked in.
 */

const handle = openDatabase(parseDatabaseUrl(await fileDatabaseUrl()), { poolSize: 2 })
t.teardown(() => handle.close())
const { db } = handle
await migrateToLatest(db)

const text = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom("'", '"', '\\', '?', '[object Object]'))
const event = fc.record({
  empresa_id: fc.integer({ min: 1, max: 1_000_000 }),
  tipo: fc.constantFrom('criado', 'alterado', 'excluido'),
  recurso: fc.constantFrom('contas-pagar', 'contas-receber'),
  titulo_id: fc.integer({ min: 1, max: 1_000_000 }),
  codigo_lancamento_integracao: fc.option(text, { nil: null }),
  versao: fc.integer({ min: 1, max: 1000 }),
  ocorrido_em: fc.constant('2026-11-26T12:00:00.000Z'),
  dados: fc.option(fc.json().map((json) => Buffer.from(json)), { nil: null })
})

// Compiling needs no connection: MySQL's text is checked on every engine's run, beside the test's own.
const mysqlCompiler = new Kysely<Database>({ dialect: new MysqlDialect({ pool: async () => { throw new Error('compiling only') } }) })

t.test('an INSERT sent again is what Kysely compiles for its new values, shaped (up to 8 rows) or written from the one-row shape', async (t) => {
  for (const compiler of [db, mysqlCompiler]) {
    await fc.assert(fc.property(fc.array(event, { minLength: 1, maxLength: 40 }), (events) => {
      const shaped = insertRows(compiler, 'eventos_pendentes', events)
      const compiled = compiler.insertInto('eventos_pendentes').values(events).compile()
      t.equal(shaped.sql, compiled.sql)
      t.same(shaped.parameters, compiled.parameters)
    }), { numRuns: 200 })
  }
})

t.test('rows stored through one shape come back with their own values', async (t) => {
  const first = { empresa_id: 9001, tipo: 'criado', recurso: 'contas-pagar', titulo_id: 1, codigo_lancamento_integracao: "it's", versao: 1, ocorrido_em: '2026-11-26T12:00:00.000Z', dados: Buffer.from('{"a":1}') }
  const second = { ...first, titulo_id: 2, codigo_lancamento_integracao: null, versao: 7, dados: null }
  await db.executeQuery(insertRows(db, 'eventos_pendentes', [first]))
  await db.executeQuery(insertRows(db, 'eventos_pendentes', [second]))
  const rows = await db.selectFrom('eventos_pendentes').select(['titulo_id', 'codigo_lancamento_integracao', 'versao', 'dados']).where('empresa_id', '=', 9001).orderBy('titulo_id').execute()
  t.same(rows.map((row) => [row.titulo_id, row.codigo_lancamento_integracao, row.versao, row.dados === null ? null : Buffer.from(row.dados).toString()]), [[1, "it's", 1, '{"a":1}'], [2, null, 7, null]])
})

t.test('rows of other columns, or holding an expression, are compiled as they are', async (t) => {
  const base = { empresa_id: 1, tipo: 'criado', recurso: 'contas-pagar', titulo_id: 1, versao: 1, ocorrido_em: '2026-11-26T12:00:00.000Z' }
  const uneven = [base, { ...base, titulo_id: 2, codigo_lancamento_integracao: 'x' }]
  t.same(insertRows(db, 'eventos_pendentes', uneven).sql, db.insertInto('eventos_pendentes').values(uneven).compile().sql)
  // Its rows' type admits no expression; a caller that casts one in still gets Kysely's own compile.
  const withExpression = [{ ...base, versao: sql<number>`1 + 1` }]
  const compiled = insertRows(db, 'eventos_pendentes', withExpression as never)
  t.match(compiled.sql, /1 \+ 1/)
  t.same(compiled.parameters, db.insertInto('eventos_pendentes').values(withExpression).compile().parameters)
})

t.test('a query shape reads with each call\'s values', async (t) => {
  const versionOf = queryShape('test: directory version', (db, empresaId: number) => db.selectFrom('diretorios_versoes').select('versao').where('empresa_id', '=', empresaId))
  await db.insertInto('diretorios_versoes').values([{ empresa_id: 501, versao: 3 }, { empresa_id: 502, versao: 8 }]).execute()
  t.same((await db.executeQuery(versionOf(db, 501))).rows, [{ versao: 3 }])
  t.same((await db.executeQuery(versionOf(db, 502))).rows, [{ versao: 8 }])
  t.same((await db.executeQuery(versionOf(db, 503))).rows, [])
})

t.test('a builder that does more with a value than bind it is refused at its first use', async (t) => {
  const transformed = queryShape('test: transformed', (db, code: string) => db.selectFrom('contas_pagar').select('id').where('codigo_lancamento_integracao', '=', `${code}-x`))
  t.throws(() => transformed(db, 'a'), /must bind its 1 values as parameters, unchanged/)
  const unused = queryShape('test: unused', (db, _empresaId: number) => db.selectFrom('contas_pagar').select('id').where('empresa_id', '=', 1))
  t.throws(() => unused(db, 1), /must bind its 1 values as parameters, unchanged/)
})

t.test('a keyed shape reads with each call\'s values, may leave one unbound, and refuses a transformed one', async (t) => {
  await db.insertInto('diretorios_versoes').values([{ empresa_id: 601, versao: 4 }, { empresa_id: 602, versao: 9 }]).execute()
  // The second value (a date the text does not need for this key) stays unbound, as a status filter without dates leaves today.
  const version = (empresaId: number, unused: string) => shapeByKey(db, 'test: keyed version', [empresaId, unused], ([id]) => db.selectFrom('diretorios_versoes').select('versao').where('empresa_id', '=', id as number))
  t.same((await db.executeQuery(version(601, '2026-01-01'))).rows, [{ versao: 4 }])
  t.same((await db.executeQuery(version(602, '2026-01-02'))).rows, [{ versao: 9 }])
  t.throws(() => shapeByKey(db, 'test: keyed transformed', ['a'], ([code]) => db.selectFrom('contas_pagar').select('id').where('codigo_lancamento_integracao', '=', `${String(code)}-x`)), /must bind its 1 values as parameters, unchanged/)
})

t.test('rows holding expressions of their values, sent again, are what Kysely compiles for their new values, at any row count', async (t) => {
  const EVENT_CONSTANTS = { empresa_id: 1, tipo: 'criado', recurso: 'contas-pagar', versao: 1, ocorrido_em: '2026-11-26T12:00:00.000Z' }
  type Row = readonly [titulo_id: number, codigo: string | null, dados: Buffer | null, empresaId: number, offset: number]
  // The shape of the feed's numbered events (src/eventos/repository.ts): each row's position is a subquery of its values.
  const build = (db: Kysely<Database>, rows: readonly Row[]) => db.insertInto('eventos').values(rows.map(([titulo_id, codigo, dados, empresaId, offset]) => ({
    ...EVENT_CONSTANTS,
    titulo_id,
    codigo_lancamento_integracao: codigo,
    dados,
    posicao: sql<number>`(${db.selectFrom('eventos_sequencias').select('posicao').where('empresa_id', '=', empresaId)}) - ${offset}`
  })))
  const shaped = rowsShape<Row>('test: numbered rows', build)
  const row = fc.tuple(fc.integer({ min: 1, max: 1_000_000 }), fc.option(text, { nil: null }), fc.option(fc.json().map((json) => Buffer.from(json)), { nil: null }), fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 600 }))
  for (const compiler of [db, mysqlCompiler]) {
    await fc.assert(fc.property(fc.array(row, { minLength: 1, maxLength: 40 }), (rows) => {
      const sent = shaped(compiler, rows)
      const compiled = build(compiler, rows).compile()
      t.equal(sent.sql, compiled.sql)
      t.same(sent.parameters, compiled.parameters)
    }), { numRuns: 100 })
  }
})

t.test('a rows shape whose rows are not one tuple repeated, or that transforms a value, is refused at its first use', async (t) => {
  const firstOnly = rowsShape<readonly [number]>('test: first row only', (db, rows) => db.insertInto('diretorios_versoes').values({ empresa_id: (rows[0] as readonly [number])[0], versao: 1 }))
  t.throws(() => firstOnly(db, [[1]]), /must bind its 2 values|not one tuple repeated/)
  const transformed = rowsShape<readonly [string]>('test: transformed rows', (db, rows) => db.insertInto('categorias').values(rows.map(([codigo]) => ({ empresa_id: 1, codigo, descricao: `${codigo}-x`, tipo: 'FIXA' }))))
  t.throws(() => transformed(db, [['a']]), /must bind its 1 values as parameters, unchanged/)
})
