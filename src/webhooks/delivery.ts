import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../../db/dialect.js'
import * as state from './delivery-state.js'
import type { EventType } from '../../schemas/eventos.js'
import { attemptHeaders, eventsMessage, keptRecipe, liveSecrets, MESSAGE_EVENTS, messageId, recipeOf, sentBody, storedBody } from './message.js'
import { eventsFor, feedEnd, logAttempt, tiposOf, type Db, type WebhookRow } from './repository.js'
import { ATTEMPT_MS, isAcknowledged, type AttemptResult, type Sender } from './sender.js'
import { groupCommits, oneRunPerKey } from './work-queues.js'

/**
 * Delivers endpoints one message at a time, in feed order (docs/CONTRACT.md section 15). Everything it
 * knows is in the database: an endpoint is delivered by the process that holds its lease, which
 * reads the endpoint's position and message in flight, sends, and records the outcome; a process
 * that dies leaves the lease to run out and another takes over. Memory holds only which endpoints
 * this process is delivering right now, the leases it holds, and which endpoints each company has (a
 * hint that saves a query per write; the poll finds whatever a hint missed).
 */

/** How long a lease lasts: longer than one attempt, so it is renewed before each and never runs out mid-attempt. */
export const LEASE_MS = ATTEMPT_MS + 5000
/** How often each process looks for endpoints due (other processes' writes, retries, expired leases). */
export const POLL_MS = 1000
/**
 * A message of fewer than MESSAGE_EVENTS events leaves at least this long after the endpoint's
 * previous one (docs/CONTRACT.md section 15): under a stream of writes each endpoint sends a few
 * messages a second, each carrying what gathered meanwhile, instead of one per write at whatever
 * rate its receiver answers, which would cost the writers a transaction per write and endpoint.
 * A write to an idle endpoint leaves at once; a backlog goes out in full messages without a pause.
 */
export const LINGER_MS = 100

/** A message in flight: its bytes as sent, beside what the state keeps of it. */
type Message = Omit<state.KeptMessage, 'now'> & { body: Buffer }

/**
 * Where the message that follows `position` ends at the latest for an endpoint without a filter:
 * the next multiple of MESSAGE_EVENTS (docs/CONTRACT.md section 15). Endpoints keeping pace with
 * one stream then send the same runs of events, which one of them reads and encodes for all.
 */
const runEnd = (position: number): number => (Math.floor(position / MESSAGE_EVENTS) + 1) * MESSAGE_EVENTS

/** Full runs made here lately, kept for the company's other endpoints; a few seconds of a busy stream. */
const SHARED_RUNS = 64
/** The endpoint's row and the message it has in flight. */
interface InFlight { row: WebhookRow, message: Message }

export interface DeliveryHooks {
  attempted: (result: AttemptResult) => void
  /** A message left the queue: acknowledged, or its endpoint disabled after the last retry. */
  finished: (outcome: 'entregue' | 'desativado') => void
}

export interface DeliveryOptions {
  database: DatabaseHandle
  sender: Sender
  retryScheduleMs: readonly number[]
  log: FastifyBaseLogger
  hooks: DeliveryHooks
}

export function deliveryWorker (options: DeliveryOptions) {
  const { database, sender, retryScheduleMs, log, hooks } = options
  const { db } = database
  const holder = randomUUID()
  let stopping = false
  /** Each company's active endpoints, as of the last poll and this process's own changes: a hint that saves a query per write. */
  let byCompany = new Map<number, Set<number>>()
  /** The leases this process holds, by endpoint, and when each runs out (ms). */
  const held = new Map<number, number>()
  /** When each endpoint's last attempt started here (ms): the linger is counted from it. */
  const lastSent = new Map<number, number>()
  /** Full runs of unfiltered events made here, by company and the position they follow (oldest first). */
  const runs = new Map<string, Message>()
  const lease = (): state.Lease => ({ holder, until: new Date(Date.now() + LEASE_MS).toISOString() })
  const acknowledgements = groupCommits(database)
  const now = () => new Date().toISOString()

  /**
   * The lease, taken or renewed only when it would not outlast an attempt: an endpoint busy with a
   * stream of messages keeps it without a write per message. It is kept when the endpoint is
   * caught up, and released when this process stops.
   */
  async function ensureLease (id: number): Promise<boolean> {
    if ((held.get(id) ?? 0) > Date.now() + ATTEMPT_MS + 2000) return true
    const next = lease()
    if (await state.takeLease(db, id, next, now())) {
      held.set(id, Date.parse(next.until))
      return true
    }
    held.delete(id)
    return false
  }

  /**
   * One attempt of the message in flight, and its outcome recorded with it. When it is
   * acknowledged and more events wait, returns the next message, already stored, with the
   * endpoint's row as it stands after that; otherwise undefined.
   */
  async function attempt (row: WebhookRow, { body, stored, from, to }: Message): Promise<InFlight | undefined> {
    if (!await ensureLease(row.id)) return undefined
    lastSent.set(row.id, Date.now())
    const id = messageId(row.id, from)
    const attemptNumber = Number(row.tentativas) + 1
    const result = await sender.post(row.url, attemptHeaders(id, body, liveSecrets(row, now())), body)
    hooks.attempted(result)
    const logged = { webhook_id: row.id, tipo: 'eventos', mensagem_id: id, posicao_de: from, posicao_ate: to, tentativa: attemptNumber, status_http: result.status, erro: result.error, duracao_ms: result.ms, em: now() }
    const position = Number(row.posicao)
    if (isAcknowledged(result)) {
      // The acknowledgement, its log row and the next message are one commit: an endpoint costs one
      // durable write per message. Recorded after the linger, so the next message carries what
      // gathered meanwhile; a process that dies in between sends this one again, as a retry would.
      const prepareNext = await lingerAfter(row, to)
      const next = await acknowledgements.commit(async (trx) => {
        await logAttempt(trx, logged)
        const renewed = lease()
        const following = prepareNext ? await followingMessage(trx, row, to) : { posicao: to }
        const { message } = following
        if (!await state.acknowledge(trx, row.id, renewed, position, { from }, { posicao: following.posicao, ...(message === undefined ? {} : { message: { ...message, now: now() } }) })) return undefined
        return { message, row: message === undefined ? undefined : await state.readState(trx, row.id), renewed }
      })
      if (next === undefined) return undefined
      hooks.finished('entregue')
      if (next.message === undefined || next.row === undefined) return undefined
      held.set(row.id, Date.parse(next.renewed.until))
      return { row: next.row, message: next.message }
    }
    const wait = retryScheduleMs[attemptNumber - 1]
    const failure = result.error ?? `HTTP ${result.status}`
    // One line per failed attempt; the URL may carry a token of the receiver's in its query, so only its origin.
    log.warn({ webhook: row.id, mensagem_id: id, tentativa: attemptNumber, status_http: result.status, erro: result.error, destino: new URL(row.url).origin }, 'webhook: attempt failed')
    const reason = `The retry schedule ran out: ${attemptNumber} attempts of ${id} failed, the last with ${failure}. PATCH ativo true to resume at this message.`
    await database.transaction(async (trx) => {
      await logAttempt(trx, logged)
      await state.recordFailure(trx, row.id, lease(), position, from, {
        attempts: attemptNumber,
        retryAt: wait === undefined ? null : new Date(Date.now() + wait).toISOString(),
        reason,
        // A message that failed may wait past the events' retention: from now on its bytes are kept.
        ...(recipeOf(stored) === undefined ? {} : { kept: storedBody(body) })
      })
    })
    if (wait === undefined) hooks.finished('desativado')
    return undefined
  }

  /**
   * Waits out the rest of LINGER_MS since the endpoint's last attempt when some events, but fewer
   * than a full message, follow `position`; true when the next message may be stored now. Counted
   * in the feed, before the endpoint's filter: a filtered endpoint may send a smaller message
   * without the pause. With nothing to follow, false: the acknowledgement is recorded at once,
   * and the next write's wake-up lingers instead (drain) before its message is made.
   */
  async function lingerAfter (row: WebhookRow, position: number): Promise<boolean> {
    const wait = (lastSent.get(row.id) ?? 0) + LINGER_MS - Date.now()
    if (wait <= 0) return true
    const waiting = await feedEnd(db, row.empresa_id) - position
    if (waiting === 0) return false
    if (waiting < roomAfter(row, position)) await new Promise((resolve) => setTimeout(resolve, wait))
    return true
  }

  /** The most events the message after `position` may carry: up to the run's end, or MESSAGE_EVENTS with a filter. */
  function roomAfter (row: WebhookRow, position: number): number {
    return tiposOf(row).length === 0 ? runEnd(position) - position : MESSAGE_EVENTS
  }

  /**
   * What follows `position` for the endpoint: the next message, made but not stored, and the
   * position the endpoint moves to (past events its filter leaves out, when there is no message).
   */
  async function followingMessage (executor: Db, row: WebhookRow, position: number): Promise<{ message?: Message, posicao: number }> {
    const tipos = tiposOf(row)
    const run = `${row.empresa_id}:${position}`
    const shared = tipos.length === 0 ? runs.get(run) : undefined
    if (shared !== undefined) return { message: shared, posicao: position }
    const events = await eventsFor(executor, row.empresa_id, position, tipos, roomAfter(row, position))
    if (events.length === 0) {
      if (tipos.length === 0) return { posicao: position }
      // Only a filter leaves events behind with none to send: move past them, up to an end read
      // before a second look, so an event numbered in between is never passed over unread.
      const end = await feedEnd(executor, row.empresa_id)
      const since = await eventsFor(executor, row.empresa_id, position, tipos, 1)
      return { posicao: since.length === 0 ? Math.max(position, end) : position }
    }
    const madeAt = now()
    const message = { body: eventsMessage(events, madeAt), stored: keptRecipe({ feitoEm: madeAt, tipos }), from: Number(events[0]?.posicao), to: Number(events[events.length - 1]?.posicao) }
    // Only a full run is shared: it is the same for every unfiltered endpoint, whenever it is read.
    if (tipos.length === 0 && message.to === runEnd(position)) {
      runs.set(run, message)
      if (runs.size > SHARED_RUNS) runs.delete(runs.keys().next().value as string)
    }
    return { message, posicao: position }
  }

  /** The message to send next: the one in flight if its retry is due, else a new one, stored; undefined when there is none. */
  async function nextMessage (row: WebhookRow): Promise<Message | undefined> {
    if (row.mensagem_de !== null) {
      if ((row.proxima_tentativa ?? '') > now()) return undefined
      return await keptMessage(row)
    }
    const renewed = lease()
    const position = Number(row.posicao)
    const { message, posicao } = await followingMessage(db, row, position)
    if (message === undefined) {
      if (posicao > position) await state.skipTo(db, row.id, renewed, position, posicao)
      return undefined
    }
    if (!await state.storeMessage(db, row.id, renewed, position, { ...message, now: now() })) return undefined
    held.set(row.id, Date.parse(renewed.until))
    return message
  }

  /**
   * The message in flight as a previous holder (or this process, before a restart) left it: its
   * bytes, or made again from its recipe, the same bytes. A recipe whose events the feed's retention
   * purged meanwhile cannot be made again: the endpoint is disabled with the reason, as after its
   * last retry, and `reenvio` moves it on.
   */
  async function keptMessage (row: WebhookRow): Promise<Message | undefined> {
    const stored = row.mensagem_corpo as Buffer
    const from = Number(row.mensagem_de)
    const to = Number(row.mensagem_ate)
    const recipe = recipeOf(stored)
    if (recipe === undefined) return { body: sentBody(stored), stored, from, to }
    const events = (await eventsFor(db, row.empresa_id, from - 1, recipe.tipos as EventType[], MESSAGE_EVENTS)).filter((event) => Number(event.posicao) <= to)
    if (Number(events[0]?.posicao) === from && Number(events[events.length - 1]?.posicao) === to) return { body: eventsMessage(events, recipe.feitoEm), stored, from, to }
    const id = messageId(row.id, from)
    const reason = `The events of ${id} (positions ${from} to ${to}) were purged by the feed's retention before it could be sent again. POST reenvio to move on.`
    log.warn({ webhook: row.id, mensagem_id: id }, 'webhook: the message in flight can no longer be made; endpoint disabled')
    await state.recordFailure(db, row.id, lease(), Number(row.posicao), from, { attempts: Number(row.tentativas), retryAt: null, reason })
    hooks.finished('desativado')
    return undefined
  }

  /** Delivers one endpoint until it is caught up, a retry must wait, or this process stops. */
  async function drain (id: number): Promise<void> {
    // An endpoint woken soon after its last message (it was caught up) lingers too.
    const wait = (lastSent.get(id) ?? 0) + LINGER_MS - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    for (let current = await inFlight(id); current !== undefined;) {
      const next: InFlight | undefined = await attempt(current.row, current.message)
      // Stopping: the attempt under way has finished; what remains waits for the next start.
      current = !stopping && next !== undefined && deliverable(next.row) ? next : undefined
    }
  }

  /** The endpoint's message to send now, with its row; undefined when there is none or another process delivers it. */
  async function inFlight (id: number): Promise<InFlight | undefined> {
    if (stopping || !await ensureLease(id)) return undefined
    const row = await state.readState(db, id)
    if (!deliverable(row)) return undefined
    const message = await nextMessage(row)
    // A message just stored has had no attempt yet.
    return message === undefined ? undefined : { row: row.mensagem_de === null ? { ...row, tentativas: 0 } : row, message }
  }

  /** The endpoint is active and this process holds its lease; forgets the lease otherwise. */
  function deliverable (row: WebhookRow | undefined): row is WebhookRow {
    if (row !== undefined && Number(row.ativo) === 1 && row.dono === holder) return true
    if (row !== undefined) held.delete(row.id)
    return false
  }

  const endpoints = oneRunPerKey(drain, (id, error) => { log.warn({ err: error, webhook: id }, 'webhook: delivery interrupted; the poll resumes it') })

  async function poll (): Promise<void> {
    const active = new Map<number, Set<number>>()
    for (const { id, empresa_id: empresaId } of await state.activeEndpoints(db)) active.set(empresaId, (active.get(empresaId) ?? new Set()).add(id))
    byCompany = active
    // An attempt's start matters for LINGER_MS only: older ones would pile up, one per endpoint ever sent to.
    for (const [id, sentAt] of lastSent) if (sentAt + LINGER_MS < Date.now()) lastSent.delete(id)
    for (const { id } of await state.dueEndpoints(db, holder, now())) endpoints.request(id)
  }

  return {
    holder,
    /**
     * Events of the company were numbered: deliver them now (a write's wake-up). An endpoint
     * waiting for a retry reads its state and goes back to waiting.
     */
    wake: (empresaId: number): void => {
      if (stopping) return
      for (const id of byCompany.get(empresaId) ?? []) endpoints.request(id)
    },
    /** An endpoint of the company was created or resumed here: the company's writes wake it from now on. */
    watch: (empresaId: number, id: number): void => {
      byCompany.set(empresaId, (byCompany.get(empresaId) ?? new Set()).add(id))
      if (!stopping) endpoints.request(id)
    },
    poll,
    /** Stops taking work; resolves when the attempts under way have finished and their leases are released. */
    stop: async (): Promise<void> => {
      stopping = true
      await endpoints.idle()
      await Promise.allSettled([...held.keys()].map(async (id) => { await state.releaseLease(db, id, holder) }))
      held.clear()
    }
  }
}

export type DeliveryWorker = ReturnType<typeof deliveryWorker>
