import { AsyncLocalStorage } from 'node:async_hooks'
import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely'
import type { Database, EventTable } from '../../db/database.js'
import { engineOf, executeWithNext, upsert, type DatabaseHandle, type Engine } from '../../db/dialect.js'
import { insertRows, queryShape, rowsShape } from '../../db/query-shapes.js'

/**
 * The change feed's storage (docs/CONTRACT.md section 12).
 *
 * The write path numbers the events of the writes a transaction carries just before its COMMIT
 * (`appendNumbered`): it raises the company's counter in `eventos_sequencias`, whose row it then
 * holds until it commits, and writes the events into `eventos` at the positions below it. A
 * transaction numbering after it waits for that commit, so positions commit in order: a reader
 * that follows them neither skips nor repeats an event, and the events of one title come in
 * version order (its writes are ordered by the title's row lock, then by the counter's).
 *
 * On a Galera node, and for writes outside the write path, the events are written without a
 * position into `eventos_pendentes`, and a pass (`sequencePending`) moves a company's committed
 * pending events into `eventos`, numbering them from the counter in a transaction of its own. It
 * reads only committed rows, so an event still being written is numbered by a later pass, after
 * every event numbered now.
 */

type Db = Kysely<Database> | Transaction<Database>

export type NewEvent = Omit<EventTable, 'posicao'>

/**
 * The events of the write running, collected while the write path runs it
 * (src/writes/group-commit.ts): the write path numbers them itself before the commit
 * (`appendNumbered`). Kept per write, not per transaction: the creates of a group run side by side.
 */
const collecting = new AsyncLocalStorage<NewEvent[]>()

/** Runs `work`, its events appended into `into` rather than written. */
export async function collectingEvents<T> (into: NewEvent[], work: () => Promise<T>): Promise<T> {
  return await collecting.run(into, work)
}

/**
 * Writes the events of a change, in the change's own transaction: to the write path's collection
 * when it numbers them before the commit, else into the pending events (on MySQL, with the
 * transaction's next statement or COMMIT), numbered by a pass after the commit.
 */
export async function appendEvents (trx: Transaction<Database>, events: readonly NewEvent[]): Promise<void> {
  if (events.length === 0) return
  const into = collecting.getStore()
  if (into !== undefined) {
    for (const event of events) into.push(event)
    return
  }
  await executeWithNext(trx, insertRows(trx, 'eventos_pendentes', events))
}

/**
 * A write of thousands of events (a bank file, one per settlement) would hold them all in memory
 * until its commit where the write path numbers them (appendEvents): some 25 MB for a file of
 * 20,000 liquidations. Such a write spools them instead: its events go into eventos_pendentes as
 * it goes, a slice at a time, and `numberSpooled` moves them into the feed at its end, numbered
 * from the company's counter as a numbering pass does, in the order written; its counter lock is
 * then held until the commit, as appendNumbered's is. Only for a write that runs alone
 * (WriteOptions.alone): events of writes grouped before it would be numbered after its own.
 */
export async function spoolEvents (trx: Transaction<Database>, events: readonly NewEvent[]): Promise<void> {
  if (events.length > 0) await executeWithNext(trx, insertRows(trx, 'eventos_pendentes', events))
}

/** Numbers what `spoolEvents` wrote, at the end of the write; where the write path does not number (a Galera node), the pass after the commit does. */
export async function numberSpooled (trx: Transaction<Database>, engine: Engine, empresaId: number): Promise<void> {
  if (collecting.getStore() === undefined) return
  for (let moved = SEQUENCE_BATCH; moved === SEQUENCE_BATCH;) moved = await sequencePending(trx, engine, empresaId)
}

/**
 * Numbers events of one company inside the writing transaction and writes them into the feed, in
 * the order given (docs/CONTRACT.md section 13): the company's counter is raised by their count,
 * which locks its row until the commit, and each event takes its position from the counter in SQL
 * (the value is never read into the process). The statements are held for the COMMIT's round
 * trip (a write of thousands of events fills a few: MAX_HELD_CHARS in db/coalescing.ts), so the
 * row stays locked only while the server runs them and commits: a writer of the same
 * company that comes next waits for that commit, then numbers after it, and a reader that follows
 * the positions never sees a later position commit before an earlier one.
 */
export async function appendNumbered (trx: Transaction<Database>, empresaId: number, events: readonly NewEvent[]): Promise<void> {
  const count = events.length
  if (count === 0) return
  await executeWithNext(trx, raiseCounter(trx, empresaId, count))
  let from = 0
  for (const slice of eventSlices(events)) {
    await executeWithNext(trx, numberedEvents(trx, slice.map((event, index) => [event.empresa_id, event.tipo, event.recurso, event.titulo_id, event.codigo_lancamento_integracao,
      event.versao, event.ocorrido_em, event.dados, empresaId, count - 1 - from - index] as const)))
    from += slice.length
  }
}

/**
 * The statements of appendNumbered, compiled once (db/query-shapes.ts): built for each group's
 * transaction, they were a tenth of a create's CPU, most of it Kysely making a node of every
 * value of every event and walking them (docs/PERFORMANCE.md).
 */
const raiseCounter = queryShape('raise the feed counter', (db, empresaId: number, count: number) =>
  upsert(engineOf(db), db.insertInto('eventos_sequencias').values({ empresa_id: empresaId, posicao: count }), ['empresa_id'],
    { posicao: (eb) => eb('eventos_sequencias.posicao', '+', count) }))

type NumberedEvent = readonly [empresa_id: number, tipo: string, recurso: string, titulo_id: number, codigo_lancamento_integracao: string | null,
  versao: number, ocorrido_em: string, dados: Buffer | null, counterOf: number, belowCounter: number]

/** Each event at its position: the company's counter (already raised by the whole count) less the events after it. */
const numberedEvents = rowsShape<NumberedEvent>('the numbered events', (db, rows) => db.insertInto('eventos').values(rows.map(([empresa_id, tipo, recurso, titulo_id, codigo_lancamento_integracao, versao, ocorrido_em, dados, counterOf, belowCounter]) => ({
  empresa_id,
  tipo,
  recurso,
  titulo_id,
  codigo_lancamento_integracao,
  versao,
  ocorrido_em,
  dados,
  posicao: sql<number>`(${db.selectFrom('eventos_sequencias').select('posicao').where('empresa_id', '=', counterOf)}) - ${belowCounter}`
}))))

/** Events per INSERT at most, and their snapshots' bytes: a bank file's 20,000 events made one statement of 19 MB, past MariaDB's 16 MB packet. */
const EVENT_ROWS = 500
const EVENT_BYTES = 2 * 1024 * 1024

function * eventSlices (events: readonly NewEvent[]): Generator<NewEvent[]> {
  let slice: NewEvent[] = []
  let bytes = 0
  for (const event of events) {
    const size = event.dados?.length ?? 0
    if (slice.length > 0 && (slice.length === EVENT_ROWS || bytes + size > EVENT_BYTES)) {
      yield slice
      slice = []
      bytes = 0
    }
    slice.push(event)
    bytes += size
  }
  if (slice.length > 0) yield slice
}

/** Events a sequencing pass numbers at most. */
export const SEQUENCE_BATCH = 1000

/**
 * Numbers up to SEQUENCE_BATCH committed pending events of a company, in the order they were
 * written, and moves them into the feed; returns how many. Runs in a transaction of its own (on
 * MySQL in READ COMMITTED, so every read sees what committed before it), or at the end of the
 * writing transaction where the engine runs one writer at a time. On MySQL it is two round trips:
 * the counter's lock with the read of the pending events, then the move with the COMMIT. The
 * counter's value is never read here: the move numbers from it and advances it in SQL, under the
 * lock the upsert took.
 */
export async function sequencePending (trx: Transaction<Database>, engine: Engine, empresaId: number): Promise<number> {
  // The counter's lock first (the upsert writes its row, so it holds it until the commit): a pass
  // that runs at the same time elsewhere waits here, and then reads the pending rows after that
  // pass has moved its own.
  await executeWithNext(trx, upsert(engine, trx.insertInto('eventos_sequencias').values({ empresa_id: empresaId, posicao: 0 }), ['empresa_id'],
    { posicao: (eb) => eb.ref('eventos_sequencias.posicao') }))
  const pending = await trx.selectFrom('eventos_pendentes').select('id').where('empresa_id', '=', empresaId).orderBy('id').limit(SEQUENCE_BATCH).execute()
  if (pending.length === 0) return 0
  const ids = pending.map((row) => row.id)
  const counter = trx.selectFrom('eventos_sequencias').select('posicao').where('empresa_id', '=', empresaId)
  await executeWithNext(trx, trx.insertInto('eventos')
    .columns(['empresa_id', 'posicao', 'tipo', 'recurso', 'titulo_id', 'codigo_lancamento_integracao', 'versao', 'ocorrido_em', 'dados'])
    .expression((eb) => eb.selectFrom('eventos_pendentes')
      .select([
        'empresa_id',
        sql<number>`${counter} + row_number() over (order by ${sql.ref('id')})`.as('posicao'),
        'tipo', 'recurso', 'titulo_id', 'codigo_lancamento_integracao', 'versao', 'ocorrido_em', 'dados'
      ])
      .where('id', 'in', ids)))
  // The move's three writes go with the COMMIT: one round trip.
  await executeWithNext(trx, trx.deleteFrom('eventos_pendentes').where('id', 'in', ids))
  await executeWithNext(trx, trx.updateTable('eventos_sequencias').set((eb) => ({ posicao: eb('posicao', '+', ids.length) })).where('empresa_id', '=', empresaId))
  return ids.length
}

/** The companies with events waiting for a position. */
export async function companiesWithPendingEvents (db: Db): Promise<number[]> {
  const rows = await db.selectFrom('eventos_pendentes').select('empresa_id').distinct().execute()
  return rows.map((row) => row.empresa_id)
}

/**
 * What a feed read needs besides its events: the highest purged position, the last position
 * handed out, and whether committed events wait for a position.
 */
export interface FeedState { purgedUpTo: number, numberedUpTo: number, pending: boolean }

function stateColumns (eb: ExpressionBuilder<Database, keyof Database>, empresaId: number) {
  const counter = eb.selectFrom('eventos_sequencias').where('empresa_id', '=', empresaId)
  return [
    counter.select('purgado_ate').as('purgado_ate'),
    counter.select('posicao').as('numerado_ate'),
    eb.selectFrom('eventos_pendentes').select('id').where('empresa_id', '=', empresaId).limit(1).as('pendente')
  ]
}

const stateOf = (row: { purgado_ate: number | null, numerado_ate: number | null, pendente: number | null }): FeedState =>
  ({ purgedUpTo: Number(row.purgado_ate ?? 0), numberedUpTo: Number(row.numerado_ate ?? 0), pending: row.pendente !== null })

/**
 * Events after `after`, in position order, with the feed's state read by the same statement (its
 * subqueries are evaluated once), so both come from one snapshot. With no event after the cursor
 * the state is read by a statement of its own: then a `numberedUpTo` beyond the cursor tells that
 * a numbering pass committed in between.
 */
export async function eventsAfter (db: Db, empresaId: number, after: number, limit: number): Promise<{ events: EventPage, state: FeedState }> {
  const rows = await db.selectFrom('eventos')
    .select(EVENT_COLUMNS)
    .select((eb) => stateColumns(eb, empresaId))
    .where('empresa_id', '=', empresaId)
    .where('posicao', '>', after)
    .orderBy('posicao')
    .limit(limit)
    .execute()
  const first = rows[0]
  if (first !== undefined) return { events: rows, state: stateOf(first) }
  return { events: [], state: stateOf(await db.selectNoFrom((eb) => stateColumns(eb, empresaId)).executeTakeFirstOrThrow()) }
}

export type EventPage = ReadonlyArray<Omit<EventTable, 'empresa_id'>>

/** The columns an event is read with: what the feed shows of it. */
export const EVENT_COLUMNS = ['posicao', 'tipo', 'recurso', 'titulo_id', 'codigo_lancamento_integracao', 'versao', 'ocorrido_em', 'dados'] as const

/**
 * Deletes events that occurred before `before` (UTC), company by company, remembering the highest
 * position removed so a cursor older than that is told (410) instead of silently skipping events.
 */
export async function purgeEvents (database: Pick<DatabaseHandle, 'db' | 'transaction'>, before: string): Promise<number> {
  const companies = await database.db.selectFrom('eventos').select('empresa_id').where('ocorrido_em', '<', before).groupBy('empresa_id').execute()
  let removed = 0
  for (const { empresa_id: empresaId } of companies) {
    // Through the engine's retrying transaction: on Galera a purge can lose a certification conflict to a numbering pass.
    removed += await database.transaction(async (trx) => {
      const last = await trx.selectFrom('eventos').select((eb) => eb.fn.max('posicao').as('posicao'))
        .where('empresa_id', '=', empresaId).where('ocorrido_em', '<', before).executeTakeFirst()
      const upTo = Number(last?.posicao ?? 0)
      if (upTo === 0) return 0
      const result = await trx.deleteFrom('eventos').where('empresa_id', '=', empresaId).where('posicao', '<=', upTo).executeTakeFirst()
      await trx.updateTable('eventos_sequencias').set({ purgado_ate: upTo }).where('empresa_id', '=', empresaId).where('purgado_ate', '<', upTo).execute()
      return Number(result.numDeletedRows)
    })
  }
  return removed
}
