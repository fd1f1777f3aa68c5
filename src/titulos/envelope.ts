import type { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'
import { displayStatus } from './status.js'
import type { TitleListRow } from './repository.js'

/**
 * Title responses are assembled from the stored canonical JSON instead of parsed and serialized
 * again: the document was validated against the title schema and serialized once, on write. Only
 * the id and today's status are spliced in. The result has the fields of the response schema.
 */

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8'

export function titleJson (row: TitleListRow, today: string): string {
  const status = displayStatus(row.status, row.data_vencimento, today)
  // documento is a non-empty object: '{"a":1}' -> '{"codigo_lancamento_svc":7,"a":1,"status_titulo":"PAGO"}'
  return `{"codigo_lancamento_svc":${row.id},${row.documento.slice(1, -1)},"status_titulo":"${status}"}`
}

export function envelopeJson (dataJson: string, timeStamp: string, count: number): string {
  return `{"success":true,"data":${dataJson},"timeStamp":"${timeStamp}","total_registros":${count}}`
}

export function titleArrayJson (rows: TitleListRow[], today: string): string {
  return `[${rows.map((row) => titleJson(row, today)).join(',')}]`
}

/** Bytes per chunk handed to the socket: big enough to amortize writes, small enough to stay flat. */
const CHUNK_CHARS = 64 * 1024

/**
 * The same bytes as envelopeJson(titleArrayJson(rows)), produced row by row from a database cursor
 * so memory stays flat whatever the size of the result. A database error after the first chunk
 * makes the generator throw; the stream is then destroyed and the client sees a truncated body.
 */
export async function * streamedEnvelope (rows: AsyncIterable<TitleListRow>, today: string, timeStamp: string): AsyncGenerator<string> {
  let chunk = '{"success":true,"data":['
  let count = 0
  for await (const row of rows) {
    chunk += (count === 0 ? '' : ',') + titleJson(row, today)
    count++
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk
      chunk = ''
    }
  }
  yield `${chunk}],"timeStamp":"${timeStamp}","total_registros":${count}}`
}

/**
 * Sends JSON assembled from pre-serialized parts (a string, or a stream of strings). Fastify sends
 * strings with a JSON content type as they are; the route's response schema still documents the shape.
 */
export function sendJson (reply: FastifyReply, body: string | Readable): FastifyReply {
  return reply.type(JSON_CONTENT_TYPE).send(body)
}
