import type { Kysely, Transaction } from 'kysely'
import type { Database, EventTable } from '../../db/database.js'
import { upsert, type Engine } from '../../db/dialect.js'

/**
 * The change feed's storage (DESIGN.md section 12). A company's positions come from its row in
 * eventos_sequencias, incremented as the last step of the writing transaction: the row lock is
 * held until commit, so a later position can never become visible before an earlier one, and a
 * reader that follows the cursor neither skips nor repeats an event.
 */

type Db = Kysely<Database> | Transaction<Database>

export type NewEvent = Omit<EventTable, 'posicao'>

/** Appends one event in the caller's transaction. Call it last: it serializes the company's writers until commit. */
export async function appendEvent (trx: Transaction<Database>, engine: Engine, event: NewEvent): Promise<void> {
  await upsert(engine, trx.insertInto('eventos_sequencias').values({ empresa_id: event.empresa_id, posicao: 1 }), ['empresa_id'],
    { posicao: (eb) => eb('eventos_sequencias.posicao', '+', 1) }).execute()
  await trx.insertInto('eventos')
    .columns(['empresa_id', 'posicao', 'tipo', 'recurso', 'titulo_id', 'codigo_lancamento_integracao', 'versao', 'ocorrido_em', 'dados'])
    .expression((eb) => eb.selectFrom('eventos_sequencias')
      .select([
        'empresa_id',
        'posicao',
        eb.val(event.tipo).as('tipo'),
        eb.val(event.recurso).as('recurso'),
        eb.val(event.titulo_id).as('titulo_id'),
        eb.val(event.codigo_lancamento_integracao).as('codigo_lancamento_integracao'),
        eb.val(event.versao).as('versao'),
        eb.val(event.ocorrido_em).as('ocorrido_em'),
        eb.val(event.dados).as('dados')
      ])
      .where('empresa_id', '=', event.empresa_id))
    .execute()
}

/**
 * Appends several events of one company in the caller's transaction with two statements and one
 * read: the counter moves by their number at once. Call it last, as appendEvent.
 */
export async function appendEvents (trx: Transaction<Database>, engine: Engine, empresaId: number, events: readonly NewEvent[]): Promise<void> {
  if (events.length === 0) return
  await upsert(engine, trx.insertInto('eventos_sequencias').values({ empresa_id: empresaId, posicao: events.length }), ['empresa_id'],
    { posicao: (eb) => eb('eventos_sequencias.posicao', '+', events.length) }).execute()
  const { posicao: last } = await trx.selectFrom('eventos_sequencias').select('posicao').where('empresa_id', '=', empresaId).executeTakeFirstOrThrow()
  const first = Number(last) - events.length + 1
  await trx.insertInto('eventos').values(events.map((event, index) => ({ ...event, empresa_id: empresaId, posicao: first + index }))).execute()
}

/** Events after `after`, in position order. */
export async function eventsAfter (db: Db, empresaId: number, after: number, limit: number) {
  return await db.selectFrom('eventos')
    .select(['posicao', 'tipo', 'recurso', 'titulo_id', 'codigo_lancamento_integracao', 'versao', 'ocorrido_em', 'dados'])
    .where('empresa_id', '=', empresaId)
    .where('posicao', '>', after)
    .orderBy('posicao')
    .limit(limit)
    .execute()
}

/** The highest purged position of a company: a cursor below it has missed events. */
export async function purgedUpTo (db: Db, empresaId: number): Promise<number> {
  const row = await db.selectFrom('eventos_sequencias').select('purgado_ate').where('empresa_id', '=', empresaId).executeTakeFirst()
  return Number(row?.purgado_ate ?? 0)
}

/**
 * Deletes events that occurred before `before` (UTC), company by company, remembering the highest
 * position removed so a cursor older than that is told (410) instead of silently skipping events.
 */
export async function purgeEvents (db: Kysely<Database>, before: string): Promise<number> {
  const companies = await db.selectFrom('eventos').select('empresa_id').where('ocorrido_em', '<', before).groupBy('empresa_id').execute()
  let removed = 0
  for (const { empresa_id: empresaId } of companies) {
    await db.transaction().execute(async (trx) => {
      const last = await trx.selectFrom('eventos').select((eb) => eb.fn.max('posicao').as('posicao'))
        .where('empresa_id', '=', empresaId).where('ocorrido_em', '<', before).executeTakeFirst()
      const upTo = Number(last?.posicao ?? 0)
      if (upTo === 0) return
      const result = await trx.deleteFrom('eventos').where('empresa_id', '=', empresaId).where('posicao', '<=', upTo).executeTakeFirst()
      removed += Number(result.numDeletedRows)
      await trx.updateTable('eventos_sequencias').set({ purgado_ate: upTo }).where('empresa_id', '=', empresaId).where('purgado_ate', '<', upTo).execute()
    })
  }
  return removed
}
