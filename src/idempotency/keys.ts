import { createHash, randomBytes } from 'node:crypto'
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/database.js'
import { isUniqueViolation } from '../../db/driver-errors.js'
import { IdempotencyHeaders, INVALID_MESSAGE } from '../../schemas/common.js'
import { errors } from '../errors.js'
import { PackedBody } from '../http/packed-body.js'

/**
 * Storage of Idempotency-Keys (docs/CONTRACT.md section 13). A key is claimed in a statement of its own,
 * so a concurrent repeat sees it at once (409), and completed with its response inside the
 * transaction of the write it protects: the response is stored exactly when the write committed,
 * so a client whose answer was lost after the commit gets that answer on retry.
 */

/** Keys are kept this long; a repeat after that is a new request. */
export const KEY_LIFETIME_MS = 24 * 3_600_000
/**
 * How long an unfinished claim stands. A request is bounded well below this (pool wait, query
 * time-outs, conflict retries), so only a claim whose process died outlives it; it is then taken over.
 */
export const CLAIM_LEASE_MS = 60_000

/**
 * The key's rule as the document states it. Routes that declare the header validate it before this;
 * the other writes (updates, upserts, deletions) honour a key too, and without this check a key
 * longer than the column reached MariaDB ("Data too long", a 500) while SQLite stored it.
 */
const KEY_SCHEMA = IdempotencyHeaders.properties['idempotency-key']
const KEY_RULE = new RegExp(KEY_SCHEMA.pattern as string)

/**
 * Claims this process made are named by this prefix. A claim is in flight while the request that
 * made it runs: one of this process's claims that is not in flight belongs to a request that failed
 * and could not release it (the database was down), so a retry takes it over at once instead of
 * waiting for CLAIM_LEASE_MS. Another process's claim still stands until its lease ends, unless
 * that process's background release frees it first.
 */
const PROCESS_PREFIX = randomBytes(8).toString('hex')
const inFlight = new Set<string>()
/** Background retries of a failed release: from this delay, doubling, until the claim's lease ends. */
const RELEASE_RETRY_MS = 500

export interface KeyRef { empresaId: number, rota: string, chave: string }
export interface StoredResponse { status: number, headers: Record<string, string>, body: string | Buffer }
export type Claim = { owner: string } | { replay: StoredResponse }

/** The request's fingerprint: its URL (path and query) and its parsed body. */
export function requestHash (url: string, body: unknown): string {
  const hash = createHash('sha256').update(url).update('\n')
  // A bank file is hashed as its bytes, a block at a time as it is kept (as JSON a Buffer would be
  // four times its size); the hash is the one its bytes had when they were read whole.
  if (body instanceof PackedBody) return body.feed(hash).digest('hex')
  return hash.update(Buffer.isBuffer(body) ? body : JSON.stringify(body ?? null)).digest('hex')
}

export function idempotencyKeys (db: Kysely<Database>) {
  const keyIs = (key: KeyRef) => (eb: ExpressionBuilder<Database, 'idempotencia'>) => eb.and({ empresa_id: key.empresaId, rota: key.rota, chave: key.chave })

  return {
    /** Claims the key for this request, or answers what a previous request with it decided. */
    async claim (key: KeyRef, hash: string, now: Date): Promise<Claim> {
      if (!KEY_RULE.test(key.chave)) throw errors.validation([{ path: '/headers/idempotency-key', message: KEY_SCHEMA[INVALID_MESSAGE] as string }])
      const owner = PROCESS_PREFIX + randomBytes(8).toString('hex')
      const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString()
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          await db.insertInto('idempotencia').values({
            empresa_id: key.empresaId,
            rota: key.rota,
            chave: key.chave,
            pedido_hash: hash,
            concluida: 0,
            dono: owner,
            reservada_ate: leaseUntil,
            status: null,
            cabecalhos: null,
            corpo: null,
            criada_em: now.toISOString()
          }).execute()
          return ours(owner)
        } catch (error) {
          if (!isUniqueViolation(error)) throw error
        }
        const existing = await db.selectFrom('idempotencia').selectAll().where(keyIs(key)).executeTakeFirst()
        // Purged or released between our insert and this read: claim again.
        if (existing === undefined) continue
        if (Date.parse(existing.criada_em) + KEY_LIFETIME_MS <= now.getTime()) {
          // Expired but not purged yet: the key starts over for this request.
          await db.deleteFrom('idempotencia').where(keyIs(key)).where('criada_em', '=', existing.criada_em).execute()
          continue
        }
        if (existing.pedido_hash !== hash) throw errors.idempotencyKeyReused(key.chave)
        if (existing.concluida === 1) {
          // As stored: JSON text, or an import's JSON gzipped (src/writes/pipeline.ts) that the replay inflates.
          return { replay: { status: existing.status ?? 200, headers: JSON.parse(existing.cabecalhos ?? '{}'), body: Buffer.from(existing.corpo ?? '') } }
        }
        const abandoned = existing.dono.startsWith(PROCESS_PREFIX) && !inFlight.has(existing.dono)
        if (!abandoned && existing.reservada_ate > now.toISOString()) throw errors.idempotencyKeyInFlight(key.chave)
        // The claim of a request that died or failed unreleased: take it over, unless another repeat just did.
        const taken = await db.updateTable('idempotencia').set({ dono: owner, reservada_ate: leaseUntil }).where(keyIs(key))
          .where('dono', '=', existing.dono).where('concluida', '=', 0).executeTakeFirst()
        if (Number(taken.numUpdatedRows) === 1) return ours(owner)
      }
      throw errors.idempotencyKeyInFlight(key.chave)
    },

    /** Stores the response in the write's transaction; a claim lost meanwhile fails the write. */
    async complete (trx: Transaction<Database>, key: KeyRef, owner: string, response: StoredResponse): Promise<void> {
      const done = await trx.updateTable('idempotencia').set({
        concluida: 1, status: response.status, cabecalhos: JSON.stringify(response.headers), corpo: Buffer.isBuffer(response.body) ? response.body : Buffer.from(response.body)
      }).where(keyIs(key)).where('dono', '=', owner).where('concluida', '=', 0).executeTakeFirst()
      if (Number(done.numUpdatedRows) !== 1) throw errors.idempotencyKeyInFlight(key.chave)
    },

    /**
     * Frees the key of a request that failed, so a retry runs it again. The claim stops being in
     * flight at once, so a retry here takes it over even if the DELETE fails; a DELETE that fails
     * (the database is down) rejects, and is retried in the background until it succeeds or the
     * claim's lease ends, so that other processes see the key free as soon as the database is back.
     */
    async release (key: KeyRef, owner: string): Promise<void> {
      inFlight.delete(owner)
      const remove = async () => { await db.deleteFrom('idempotencia').where(keyIs(key)).where('dono', '=', owner).where('concluida', '=', 0).execute() }
      try {
        await remove()
      } catch (error) {
        retryInBackground(remove, Date.now() + CLAIM_LEASE_MS)
        throw error
      }
    },

    /** Deletes keys older than their lifetime. */
    async purge (now: Date): Promise<number> {
      const result = await db.deleteFrom('idempotencia').where('criada_em', '<', new Date(now.getTime() - KEY_LIFETIME_MS).toISOString()).executeTakeFirst()
      return Number(result.numDeletedRows)
    }
  }
}

/** Marks a claim as in flight while its request runs; after the lease it is stale anyway. */
function ours (owner: string): { owner: string } {
  inFlight.add(owner)
  setTimeout(() => inFlight.delete(owner), CLAIM_LEASE_MS).unref()
  return { owner }
}

function retryInBackground (attempt: () => Promise<void>, until: number, delay = RELEASE_RETRY_MS): void {
  if (Date.now() + delay > until) return
  setTimeout(() => {
    attempt().catch(() => retryInBackground(attempt, until, Math.min(delay * 2, 10_000)))
  }, delay).unref()
}

export type IdempotencyKeys = ReturnType<typeof idempotencyKeys>
