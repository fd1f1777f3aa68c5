import { sql } from 'kysely'
import { openDatabase, parseDatabaseUrl } from '../db/dialect.js'
import { migrateToLatest } from '../db/migrate.js'
import { createKey } from '../src/auth/keys.js'
import { PAYABLE, RECEIVABLE, type AnyNewTitle, type TitleKind } from '../src/titulos/kinds.js'
import { createTitle } from '../src/titulos/create.js'
import { titleStore } from '../src/titulos/store.js'
import { fullPayable, fullReceivable, CATEGORIES, FIXED_CATEGORIES } from './data.js'

/**
 * Loads a large data set straight into the database through the same title service the API uses
 * (one transaction per batch instead of one request per title), so the rows, settlements and feed
 * events are exactly what the API would have stored.
 * Usage: DATABASE_URL=mysql://... node dist/bench/seed.js [payables=1000000] [receivables=payables/10] [days=3650]
 * Prints the company's API key on stdout and progress on stderr.
 */

const BATCH = 1000

async function main (): Promise<void> {
  const [payables = 1_000_000, receivables = Math.floor(payables / 10), days = 3650] = process.argv.slice(2).map(Number)
  // One connection, so the session settings below apply to every INSERT.
  const handle = openDatabase(parseDatabaseUrl(process.env.DATABASE_URL), { poolSize: 1 })
  const { db } = handle
  try {
    await migrateToLatest(db)
    if (handle.engine === 'mysql') {
      // Bulk-load settings for this session only: the data is generated valid and keys are unique by construction.
      await sql`SET SESSION unique_checks = 0, foreign_key_checks = 0`.execute(db)
    }
    const company = `seed-${Date.now()}`
    const token = await createKey(db, { company, name: 'seed', scopes: ['read', 'write'] })
    const { id: empresaId } = await db.selectFrom('empresas').select('id').where('nome', '=', company).executeTakeFirstOrThrow()
    await db.insertInto('categorias').values(CATEGORIES.map((codigo) => ({ empresa_id: empresaId, codigo, descricao: `Categoria ${codigo}`, tipo: FIXED_CATEGORIES.includes(codigo) ? 'FIXA' : 'VARIAVEL' }))).execute()
    const context = { empresaId, stamp: { user: 'seed', date: '2026-01-01', time: '00:00:00', at: '2026-01-01T03:00:00.000Z' } }
    const load = async (kind: TitleKind, count: number, make: (i: number) => Record<string, unknown>) => {
      const started = Date.now()
      const store = titleStore(handle, kind, () => '2026-01-01')
      for (let from = 0; from < count; from += BATCH) {
        await db.transaction().execute(async (trx) => {
          for (let i = from; i < Math.min(count, from + BATCH); i++) {
            await createTitle({ trx, store, context }, { ...make(i), codigo_lancamento_integracao: `SEED-${company}-${i}` } as AnyNewTitle)
          }
        })
        if ((from / BATCH) % 50 === 0 || from + BATCH >= count) {
          const done = Math.min(count, from + BATCH)
          const seconds = (Date.now() - started) / 1000
          process.stderr.write(`${kind.table}: ${done}/${count} (${Math.round(done / seconds)} rows/s)\n`)
        }
      }
    }
    await load(PAYABLE, payables, (i) => fullPayable(i, days))
    await load(RECEIVABLE, receivables, (i) => fullReceivable(i, days))
    process.stdout.write(`${token}\n`)
  } finally {
    await db.destroy()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`seed: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
