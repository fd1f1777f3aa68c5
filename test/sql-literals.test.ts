import t from 'tap'
import fc from 'fast-check'
import { sql } from 'kysely'
import { createConnection, format } from 'mysql2'
import { executeWithNext, openDatabase, parseDatabaseUrl } from '../db/dialect.js'
import { setUpSession } from '../db/mysql-pool.js'
import { sqlValue } from '../db/sql-literals.js'
import { ENGINE, fileDatabaseUrl } from './helper.js'

/**
 * Values are written into MySQL's SQL text on the client (db/sql-literals.ts, then mysql2's
 * escaper): whatever a client sends must reach the server as exactly those characters or bytes,
 * alone or in a trip of several statements, and never end a literal early. Generated inputs lean
 * on what a literal must escape, against the real server.
 */

const skip = ENGINE === 'mysql' ? false : 'SQLite binds parameters apart from the SQL text: there is no literal to write'
const handle = openDatabase(parseDatabaseUrl(await fileDatabaseUrl()), { poolSize: 2 })
t.teardown(() => handle.close())
const { db } = handle

const tricky = fc.constantFrom("'", '"', '\\', '\0', '\n', '\r', '\t', '\b', '\x1a', '?', ';', '`', '/*', '*/', '-- ', '#', 'é', '😀', 'a', ' ')
const texts = fc.oneof(fc.string({ unit: tricky, maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), fc.json())

t.test('a string comes back as sent, character for character', { skip }, async (t) => {
  await fc.assert(fc.asyncProperty(texts, texts, async (first, second) => {
    const { rows } = await sql<{ a: string, b: string }>`select ${first} as a, ${second} as b`.execute(db)
    t.equal(rows[0]?.a, first)
    t.equal(rows[0]?.b, second)
  }), { numRuns: 300 })
})

t.test('bytes come back as sent, UTF-8 text or not', { skip }, async (t) => {
  // A table, not a temporary one: the pool's next query may run on its other connection.
  await sql`create table literal_bytes (id integer primary key, bytes longblob not null)`.execute(db)
  let id = 0
  const bytes = fc.oneof(fc.uint8Array({ maxLength: 64 }), texts.map((text) => new Uint8Array(Buffer.from(text))))
  await fc.assert(fc.asyncProperty(bytes, async (sent) => {
    const buffer = Buffer.from(sent)
    await db.transaction().execute(async (trx) => {
      // Held for the next round trip: it travels in a multi-statement query, its literal beside another.
      await executeWithNext(trx, trx.insertInto('literal_bytes' as any).values({ id: ++id, bytes: buffer }))
      const { rows } = await sql<{ bytes: Buffer }>`select bytes from literal_bytes where id = ${id}`.execute(trx)
      t.same(rows[0]?.bytes, buffer)
    })
  }), { numRuns: 300 })
})

t.test('a server in NO_BACKSLASH_ESCAPES mode still reads every literal as written', { skip }, async (t) => {
  const connection = createConnection({ uri: await fileDatabaseUrl() })
  t.teardown(() => connection.end())
  const run = async (statement: string) => await new Promise<any>((resolve, reject) => {
    connection.query(statement, (error, rows) => error === null ? resolve(rows) : reject(error))
  })
  // As an operator's server configuration would leave a new session.
  await run("SET SESSION sql_mode = CONCAT(@@sql_mode, ',NO_BACKSLASH_ESCAPES')")
  await setUpSession(connection as unknown as Parameters<typeof setUpSession>[0])
  const [mode] = await run('SELECT @@SESSION.sql_mode AS mode') as Array<{ mode: string }>
  t.notMatch(mode?.mode, /NO_BACKSLASH_ESCAPES/)
  const text = "it's a \\ back'slash\\' \" \0 end"
  const [row] = await run(format('SELECT ? AS v', [sqlValue(text)] as Parameters<typeof format>[1])) as Array<{ v: string }>
  t.equal(row?.v, text)
})
