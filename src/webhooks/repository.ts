import type { Kysely, Selectable, Transaction } from 'kysely'
import type { Database, WebhookDeliveryTable, WebhookTable } from '../../db/database.js'
import { executeWithNext, lockForUpdate, type Engine } from '../../db/dialect.js'
import { insertRows, queryShape } from '../../db/query-shapes.js'
import type { EventType } from '../../schemas/eventos.js'
import type { Delivery, Webhook } from '../../schemas/webhooks.js'
import { EVENT_COLUMNS, type EventPage } from '../eventos/repository.js'

/**
 * Endpoints as the routes manage them (docs/CONTRACT.md section 15). Delivery state (the message in
 * flight, the lease) is changed by src/webhooks/delivery-state.ts; these functions only reset it
 * where the contract says so (resume, replay).
 */

export type Db = Kysely<Database> | Transaction<Database>
export type WebhookRow = Selectable<WebhookTable>

export const tiposOf = (row: Pick<WebhookRow, 'tipos'>): EventType[] => row.tipos === '' ? [] : row.tipos.split(',') as EventType[]

/** The last position handed out in the company's feed (0 before its first event). */
export async function feedEnd (db: Db, empresaId: number): Promise<number> {
  const [row] = (await db.executeQuery(feedEndQuery(db, empresaId))).rows
  return Number(row?.posicao ?? 0)
}

/** Read before most messages (the linger), so compiled once (db/query-shapes.ts). */
const feedEndQuery = queryShape('feed end', (db, empresaId: number) => db.selectFrom('eventos_sequencias').select('posicao').where('empresa_id', '=', empresaId))

/** The highest position purged by retention: a replay from before it would skip events (410). */
export async function purgedUpTo (db: Db, empresaId: number): Promise<number> {
  const row = await db.selectFrom('eventos_sequencias').select('purgado_ate').where('empresa_id', '=', empresaId).executeTakeFirst()
  return Number(row?.purgado_ate ?? 0)
}

/** Up to `limit` events after `after` that pass the endpoint's filter, in feed order. */
export async function eventsFor (db: Db, empresaId: number, after: number, tipos: readonly EventType[], limit: number): Promise<EventPage> {
  let query = db.selectFrom('eventos').select(EVENT_COLUMNS).where('empresa_id', '=', empresaId).where('posicao', '>', after)
  if (tipos.length > 0) query = query.where('tipo', 'in', tipos)
  return await query.orderBy('posicao').limit(limit).execute()
}

async function pendingCount (db: Db, row: WebhookRow): Promise<number> {
  let query = db.selectFrom('eventos').select((eb) => eb.fn.countAll().as('n')).where('empresa_id', '=', row.empresa_id).where('posicao', '>', row.posicao)
  const tipos = tiposOf(row)
  if (tipos.length > 0) query = query.where('tipo', 'in', tipos)
  return Number((await query.executeTakeFirstOrThrow()).n)
}

/** The endpoint as the API shows it. */
export async function present (db: Db, row: WebhookRow): Promise<Webhook> {
  return {
    id: row.id,
    url: row.url,
    tipos: tiposOf(row),
    descricao: row.descricao,
    ativo: Number(row.ativo) === 1,
    desativado_motivo: row.desativado_motivo,
    posicao: Number(row.posicao),
    pendentes: await pendingCount(db, row),
    proxima_tentativa: row.mensagem_de === null || Number(row.ativo) !== 1 ? null : row.proxima_tentativa,
    criado_em: row.criado_em
  }
}

export async function findEndpoint (db: Db, empresaId: number, id: number): Promise<WebhookRow | undefined> {
  return await db.selectFrom('webhooks').selectAll().where('empresa_id', '=', empresaId).where('id', '=', id).executeTakeFirst()
}

export async function listEndpoints (db: Db, empresaId: number): Promise<WebhookRow[]> {
  return await db.selectFrom('webhooks').selectAll().where('empresa_id', '=', empresaId).orderBy('id').execute()
}

export interface NewEndpoint { empresaId: number, url: string, tipos: readonly EventType[], descricao: string | null, segredo: string, posicao: number, now: string }

/**
 * Stores an endpoint unless the company already has `max`; the company's row is locked first, so
 * two creates at once cannot both pass the count. Returns its id, or undefined at the limit.
 */
export async function insertEndpoint (trx: Transaction<Database>, engine: Engine, endpoint: NewEndpoint, max: number): Promise<number | undefined> {
  await lockForUpdate(engine, trx.selectFrom('empresas').select('id').where('id', '=', endpoint.empresaId)).execute()
  const { n } = await trx.selectFrom('webhooks').select((eb) => eb.fn.countAll().as('n')).where('empresa_id', '=', endpoint.empresaId).executeTakeFirstOrThrow()
  if (Number(n) >= max) return undefined
  const result = await trx.insertInto('webhooks').values({
    empresa_id: endpoint.empresaId,
    url: endpoint.url,
    tipos: endpoint.tipos.join(','),
    descricao: endpoint.descricao,
    ativo: 1,
    desativado_motivo: null,
    segredo: endpoint.segredo,
    segredo_anterior: null,
    segredo_anterior_ate: null,
    posicao: endpoint.posicao,
    mensagem_de: null,
    mensagem_ate: null,
    mensagem_corpo: null,
    proxima_tentativa: null,
    dono: null,
    dono_ate: null,
    criado_em: endpoint.now
  }).executeTakeFirstOrThrow()
  return Number(result.insertId)
}

export interface EndpointChanges { url?: string, tipos?: readonly EventType[], descricao?: string | null, ativo?: boolean }

/**
 * Applies a PATCH. Resuming (ativo true on an inactive endpoint) keeps the unacknowledged message,
 * so it is sent again with the same webhook-id and body, and starts its retry schedule over.
 */
export async function updateEndpoint (db: Db, empresaId: number, id: number, changes: EndpointChanges, now: string): Promise<boolean> {
  const resume = changes.ativo === true
  const result = await db.updateTable('webhooks').set({
    ...(changes.url === undefined ? {} : { url: changes.url }),
    ...(changes.tipos === undefined ? {} : { tipos: changes.tipos.join(',') }),
    ...(changes.descricao === undefined ? {} : { descricao: changes.descricao }),
    ...(changes.ativo === undefined ? {} : { ativo: changes.ativo ? 1 : 0, desativado_motivo: null }),
    ...(resume ? { tentativas: 0, proxima_tentativa: now } : {})
  }).where('empresa_id', '=', empresaId).where('id', '=', id).executeTakeFirst()
  return Number(result.numUpdatedRows) === 1 || (await findEndpoint(db, empresaId, id)) !== undefined
}

/** Removes the endpoint and its delivery log, in the caller's transaction. */
export async function deleteEndpoint (trx: Transaction<Database>, empresaId: number, id: number): Promise<boolean> {
  const result = await trx.deleteFrom('webhooks').where('empresa_id', '=', empresaId).where('id', '=', id).executeTakeFirst()
  if (Number(result.numDeletedRows) === 0) return false
  await trx.deleteFrom('webhook_entregas').where('webhook_id', '=', id).execute()
  return true
}

/** A new current secret; the one it replaces keeps signing until `previousUntil`. */
export async function rotateSecret (trx: Transaction<Database>, empresaId: number, id: number, secret: string, previousUntil: string): Promise<boolean> {
  const row = await findEndpoint(trx, empresaId, id)
  if (row === undefined) return false
  await trx.updateTable('webhooks').set({ segredo: secret, segredo_anterior: row.segredo, segredo_anterior_ate: previousUntil }).where('id', '=', id).execute()
  return true
}

/**
 * Moves the endpoint back (or forward) to a feed position: the message in flight is dropped, and
 * delivery continues after `desde`. A worker holding the message finds it gone when it reports.
 */
export async function replayFrom (db: Db, empresaId: number, id: number, desde: number, now: string): Promise<void> {
  await db.updateTable('webhooks').set({
    posicao: desde, mensagem_de: null, mensagem_ate: null, mensagem_corpo: null, tentativas: 0, proxima_tentativa: now
  }).where('empresa_id', '=', empresaId).where('id', '=', id).execute()
}

export async function countEndpoints (db: Db, empresaId: number): Promise<number> {
  const { n } = await db.selectFrom('webhooks').select((eb) => eb.fn.countAll().as('n')).where('empresa_id', '=', empresaId).executeTakeFirstOrThrow()
  return Number(n)
}

/** Logs an attempt; inside a transaction (delivery's), with its next statement. */
export async function logAttempt (db: Db, attempt: Omit<WebhookDeliveryTable, 'id'>): Promise<void> {
  await executeWithNext(db, insertRows(db, 'webhook_entregas', [attempt]))
}

export async function listDeliveries (db: Db, id: number, limit: number): Promise<Delivery[]> {
  const rows = await db.selectFrom('webhook_entregas')
    .select(['tipo', 'mensagem_id', 'posicao_de', 'posicao_ate', 'tentativa', 'status_http', 'erro', 'duracao_ms', 'em'])
    .where('webhook_id', '=', id).orderBy('id', 'desc').limit(limit).execute()
  return rows.map((row) => ({
    ...row,
    tipo: row.tipo as Delivery['tipo'],
    posicao_de: row.posicao_de === null ? null : Number(row.posicao_de),
    posicao_ate: row.posicao_ate === null ? null : Number(row.posicao_ate),
    tentativa: Number(row.tentativa),
    status_http: row.status_http === null ? null : Number(row.status_http),
    duracao_ms: Number(row.duracao_ms)
  }))
}

/** Deletes attempts logged before `before` (UTC). */
export async function purgeDeliveries (db: Kysely<Database>, before: string): Promise<number> {
  const result = await db.deleteFrom('webhook_entregas').where('em', '<', before).executeTakeFirst()
  return Number(result.numDeletedRows)
}
