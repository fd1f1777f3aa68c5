import { gunzipSync, gzipSync } from 'node:zlib'
import type { EventPage } from '../eventos/repository.js'
import { eventJson } from '../eventos/routes.js'
import { signatureHeader } from './signing.js'

/** The messages of docs/CONTRACT.md section 15, as bytes: the body is stored once and sent unchanged on every retry. */

/** Events per message at most. */
export const MESSAGE_EVENTS = 100

export const messageId = (endpointId: number, firstPosition: number): string => `msg_${endpointId}_${firstPosition}`

/** `{"type":"eventos","timestamp":...,"data":{"eventos":[...],"proximo_cursor":"<last posicao>"}}` */
export function eventsMessage (events: EventPage, madeAt: string): Buffer {
  const last = events[events.length - 1]
  if (last === undefined) throw new Error('a message carries at least one event')
  const parts: Buffer[] = [Buffer.from(`{"type":"eventos","timestamp":"${madeAt}","data":{"eventos":[`)]
  events.forEach((event, index) => {
    if (index > 0) parts.push(Buffer.from(','))
    parts.push(eventJson(event))
  })
  parts.push(Buffer.from(`],"proximo_cursor":"${last.posicao}"}}`))
  return Buffer.concat(parts)
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

/**
 * A message's body as it is kept in flight (`mensagem_corpo`): gzipped at the fastest level. A
 * full message is about 50 KB of JSON that shrinks more than tenfold in under a tenth of a
 * millisecond; kept as it was, every message put twice its size in SQL text on the wire (mysql2
 * writes a blob as hex) and its whole size in the table, only to be read back by a retry.
 */
export function storedBody (body: Buffer): Buffer {
  return gzipSync(body, { level: 1 })
}

/** The bytes to send from a kept body; one kept uncompressed (before gzip was used) is JSON and starts with `{`. */
export function sentBody (stored: Buffer): Buffer {
  return stored.subarray(0, 2).equals(GZIP_MAGIC) ? gunzipSync(stored) : stored
}
