import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../../db/database.js'
import { executeWithNext } from '../../db/dialect.js'
import { queryShape } from '../../db/query-shapes.js'
import type { WebhookRow } from './repository.js'

/**
 * The delivery state of an endpoint, changed only by the process that holds its lease. Every
 * change is conditional on still holding it (and on the state read before), so a process whose
 * lease ran out while it waited for a receiver changes nothing when it reports back: the message
 * stays in flight and the new holder sends it again, with the same webhook-id and body.
 */

type Db = Kysely<Database> | Transaction<Database>

export interface Lease { holder: string, until: string }

/** Takes the endpoint's lease when it is free, expired or already ours; false when another process delivers it. */
export async function takeLease (db: Db, id: number, lease: Lease, now: string): Promise<boolean> {
  const result = await db.updateTable('webhooks').set({ dono: lease.holder, dono_ate: lease.until })
    .where('id', '=', id).where('ativo', '=', 1)
    .where((eb) => eb.or([eb('dono', 'is', null), eb('dono_ate', '<', now), eb('dono', '=', lease.holder)]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function releaseLease (db: Db, id: number, holder: string): Promise<void> {
  await db.updateTable('webhooks').set({ dono: null, dono_ate: null }).where('id', '=', id).where('dono', '=', holder).execute()
}

/** Read for every message an endpoint sends: compiled once (db/query-shapes.ts). */
const stateQuery = queryShape('webhook state', (db, id: number) => db.selectFrom('webhooks').selectAll().where('id', '=', id))

export async function readState (db: Db, id: number): Promise<WebhookRow | undefined> {
  return (await db.executeQuery(stateQuery(db, id))).rows[0]
}

/** A message as it is kept in flight: its feed positions, its recipe or body (src/webhooks/message.ts), and when. */
export interface KeptMessage { from: number, to: number, stored: Buffer, now: string }

const heldAt = (id: number, holder: string, position: number) => (eb: any) => eb.and([eb('id', '=', id), eb('dono', '=', holder), eb('posicao', '=', position)])

/** Stores the next message (nothing in flight yet), renewing the lease. False when the state moved meanwhile. */
export async function storeMessage (db: Db, id: number, lease: Lease, position: number, message: KeptMessage): Promise<boolean> {
  const result = await db.updateTable('webhooks').set({
    mensagem_de: message.from, mensagem_ate: message.to, mensagem_corpo: message.stored, tentativas: 0, proxima_tentativa: message.now, dono_ate: lease.until
  }).where(heldAt(id, lease.holder, position)).where('mensagem_de', 'is', null).executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Moves past events the endpoint's filter leaves out (no message to send for them). */
export async function skipTo (db: Db, id: number, lease: Lease, position: number, to: number): Promise<void> {
  await db.updateTable('webhooks').set({ posicao: to }).where(heldAt(id, lease.holder, position)).where('mensagem_de', 'is', null).execute()
}

/**
 * The receiver acknowledged the message: the endpoint moves to `next.posicao` (its last event, or
 * past the events its filter leaves out after it) with `next.message` in flight, or none.
 */
export async function acknowledge (db: Db, id: number, lease: Lease, position: number, acknowledged: { from: number }, next: { posicao: number, message?: KeptMessage }): Promise<boolean> {
  const { message } = next
  const query = message === undefined
    ? caughtUpQuery(db, next.posicao, id, lease.holder, position, acknowledged.from)
    : followedQuery(db, next.posicao, message.from, message.to, message.stored, message.now, lease.until, id, lease.holder, position, acknowledged.from)
  const result = await db.executeQuery(query)
  return Number(result.numAffectedRows) === 1
}

// An acknowledgement per message, in its two forms, compiled once each (db/query-shapes.ts).
const caughtUpQuery = queryShape('webhook acknowledged, caught up', (db, posicao: number, id: number, holder: string, position: number, from: number) =>
  db.updateTable('webhooks').set({ posicao, mensagem_de: null, mensagem_ate: null, mensagem_corpo: null, tentativas: 0, proxima_tentativa: null })
    .where(heldAt(id, holder, position)).where('mensagem_de', '=', from))
const followedQuery = queryShape('webhook acknowledged, next message stored', (db, posicao: number, mensagemDe: number, mensagemAte: number, stored: Buffer, madeAt: string, until: string, id: number, holder: string, position: number, from: number) =>
  db.updateTable('webhooks').set({ posicao, mensagem_de: mensagemDe, mensagem_ate: mensagemAte, mensagem_corpo: stored, tentativas: 0, proxima_tentativa: madeAt, dono_ate: until })
    .where(heldAt(id, holder, position)).where('mensagem_de', '=', from))

/**
 * An attempt failed: the message waits for `retryAt`, or, with no retry left, the endpoint is
 * disabled with `reason` and keeps the message for when it is resumed.
 */
export async function recordFailure (db: Db, id: number, lease: Lease, position: number, from: number, outcome: { attempts: number, retryAt: string | null, reason: string, kept?: Buffer }): Promise<void> {
  // Conditional, and nobody reads whether it applied: with the COMMIT, in one round trip.
  await executeWithNext(db, db.updateTable('webhooks').set({
    ...(outcome.kept === undefined ? {} : { mensagem_corpo: outcome.kept }),
    tentativas: outcome.attempts,
    proxima_tentativa: outcome.retryAt,
    ...(outcome.retryAt === null ? { ativo: 0, desativado_motivo: outcome.reason } : {})
  }).where(heldAt(id, lease.holder, position)).where('mensagem_de', '=', from))
}

/**
 * Endpoints some process should deliver now and none does: a message whose retry is due, or no
 * message and feed events after the endpoint's position. A lease still held by `holder` counts as
 * free (a release that failed, e.g. during a database outage).
 */
export async function dueEndpoints (db: Db, holder: string, now: string): Promise<Array<{ id: number, empresa_id: number }>> {
  return await db.selectFrom('webhooks as w').select(['w.id', 'w.empresa_id'])
    .where('w.ativo', '=', 1)
    .where((eb) => eb.or([eb('w.dono', 'is', null), eb('w.dono_ate', '<', now), eb('w.dono', '=', holder)]))
    .where((eb) => eb.or([
      eb.and([eb('w.mensagem_de', 'is not', null), eb('w.proxima_tentativa', '<=', now)]),
      eb.and([eb('w.mensagem_de', 'is', null), eb.exists(eb.selectFrom('eventos as e').select(sql.lit(1).as('x'))
        .whereRef('e.empresa_id', '=', 'w.empresa_id').whereRef('e.posicao', '>', 'w.posicao'))])
    ]))
    .execute()
}

/** Every active endpoint and its company: which endpoints a company's writes wake. */
export async function activeEndpoints (db: Db): Promise<Array<{ id: number, empresa_id: number }>> {
  return await db.selectFrom('webhooks').select(['id', 'empresa_id']).where('ativo', '=', 1).execute()
}
