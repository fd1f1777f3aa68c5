import { gunzipSync, gzipSync } from 'node:zlib'
import type { EventPage } from '../eventos/repository.js'
import { eventJson } from '../eventos/routes.js'
import { BYTES_WRITER, writtenJson } from '../http/envelope.js'
import { signatureHeader } from './signing.js'

/** The messages of docs/CONTRACT.md section 15, as bytes: every retry sends the bytes of the first attempt. */

/** Events per message at most. */
export const MESSAGE_EVENTS = 100

export const messageId = (endpointId: number, firstPosition: number): string => `msg_${endpointId}_${firstPosition}`

/** `{"type":"eventos","timestamp":...,"data":{"eventos":[...],"proximo_cursor":"<last posicao>"}}` */
export function eventsMessage (events: EventPage, madeAt: string): Buffer {
  const last = events[events.length - 1]
  if (last === undefined) throw new Error('a message carries at least one event')
  return writtenJson(`{"type":"eventos","timestamp":"${madeAt}","data":{"eventos":[`, events.map(eventJson), BYTES_WRITER, `],"proximo_cursor":"${last.posicao}"}}`)
}

export function testMessage (endpointId: number, madeAt: string): Buffer {
  return Buffer.from(JSON.stringify({ type: 'webhook.teste', timestamp: madeAt, data: { webhook: endpointId } }))
}

/** The headers of one attempt: a fresh webhook-timestamp, and one signature per live secret. */
export function attemptHeaders (id: string, body: Buffer, secrets: readonly string[], now: Date = new Date()): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000)
  return {
    'content-type': 'application/json',
    'user-agent': 'contas-webhooks/1',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatureHeader(id, timestamp, body, secrets)
  }
}

/** The current secret, and the previous one while it is still valid. */
export function liveSecrets (row: { segredo: string, segredo_anterior: string | null, segredo_anterior_ate: string | null }, now: string): string[] {
  return row.segredo_anterior !== null && row.segredo_anterior_ate !== null && row.segredo_anterior_ate > now ? [row.segredo, row.segredo_anterior] : [row.segredo]
}

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b])
/** The first byte of a recipe; a kept body starts with gzip's magic or, from before gzip, with `{`. */
const RECIPE_MARK = 0x52

/**
 * How to make a message again from the feed: when it was made (its `timestamp`) and the endpoint's
 * filter then. With its positions (`mensagem_de`, `mensagem_ate`) and the feed's events, which never
 * change, it gives back the very bytes (docs/CONTRACT.md section 15).
 */
export interface Recipe { feitoEm: string, tipos: readonly string[] }

/**
 * A message as it is kept in flight (`mensagem_corpo`) before any attempt of it failed: its recipe,
 * some 60 bytes, instead of its body. Every acknowledgement stores the next message, and its
 * gzipped body (25 KB for 100 full payables, written as 50 KB of hex SQL) and the gzip itself were
 * the largest part of what an acknowledgement cost; the bytes are needed again only by a retry.
 */
export function keptRecipe (recipe: Recipe): Buffer {
  return Buffer.concat([Buffer.from([RECIPE_MARK]), Buffer.from(JSON.stringify({ feito_em: recipe.feitoEm, tipos: recipe.tipos }))])
}

/** The recipe a kept message holds; undefined when it holds the body itself. */
export function recipeOf (kept: Buffer): Recipe | undefined {
  if (kept[0] !== RECIPE_MARK) return undefined
  const { feito_em: feitoEm, tipos } = JSON.parse(kept.subarray(1).toString('utf8')) as { feito_em: string, tipos: string[] }
  return { feitoEm, tipos }
}

/**
 * A message's body as it is kept once an attempt of it failed: gzipped at the fastest level. From
 * then on it waits for retries, perhaps past the events' retention, so its bytes are kept whole.
 */
export function storedBody (body: Buffer): Buffer {
  return gzipSync(body, { level: 1 })
}

/** The bytes to send from a kept body; one kept uncompressed (before gzip was used) is JSON and starts with `{`. */
export function sentBody (stored: Buffer): Buffer {
  return stored.subarray(0, 2).equals(GZIP_MAGIC) ? gunzipSync(stored) : stored
}
