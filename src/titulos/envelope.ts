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

const COMMA = 0x2c

/**
 * Writes `before`, the titles (comma-separated) and `after` into one Buffer of exactly the right
 * size. Each stored document is encoded straight into place: its opening brace becomes the comma
 * after the spliced id and its closing brace is overwritten by the status, so no intermediate
 * string of the whole response is ever built (measuring and encoding one cost a third of the CPU).
 */
export function titlesJsonBytes (before: string, rows: readonly TitleListRow[], today: string, after: string): Buffer {
  const heads: string[] = new Array(rows.length)
  const tails: string[] = new Array(rows.length)
  let size = Buffer.byteLength(before) + Buffer.byteLength(after)
  rows.forEach((row, index) => {
    heads[index] = `${index === 0 ? '' : ','}{"codigo_lancamento_svc":${row.id}`
    tails[index] = `,"status_titulo":"${displayStatus(row.status, row.data_vencimento, today)}"}`
    size += (heads[index] as string).length + (typeof row.documento === 'string' ? Buffer.byteLength(row.documento) : row.documento.length) - 1 + (tails[index] as string).length
  })
  const bytes = Buffer.allocUnsafe(size)
  let offset = bytes.write(before, 0)
  rows.forEach((row, index) => {
    offset += bytes.write(heads[index] as string, offset, 'latin1')
    const documentStart = offset
    offset += (typeof row.documento === 'string' ? bytes.write(row.documento, offset) : row.documento.copy(bytes, offset)) - 1
    bytes[documentStart] = COMMA
    offset += bytes.write(tails[index] as string, offset, 'latin1')
  })
  bytes.write(after, offset)
  return bytes
}

/** The list envelope of the specification around `rows`. */
export function titleListEnvelope (rows: readonly TitleListRow[], today: string, timeStamp: string): Buffer {
  return titlesJsonBytes('{"success":true,"data":[', rows, today, envelopeTail(timeStamp, rows.length))
}

export function envelopeTail (timeStamp: string, count: number): string {
  return `],"timeStamp":"${timeStamp}","total_registros":${count}}`
}

/** Bytes per chunk handed to the socket: big enough to amortize writes, small enough to stay flat. */
const CHUNK_CHARS = 64 * 1024

/**
 * The same bytes as titleListEnvelope(rows), produced in chunks from batches of a database cursor so memory
 * stays flat whatever the size of the result. A database error after the first chunk makes the
 * generator throw; the stream is then destroyed and the client sees a truncated body.
 */
export async function * streamedEnvelope (batches: AsyncIterable<readonly TitleListRow[]>, today: string, timeStamp: string): AsyncGenerator<Buffer> {
  let opening = '{"success":true,"data":['
  let pending: TitleListRow[] = []
  let pendingChars = 0
  let count = 0
  for await (const batch of batches) {
    for (const row of batch) {
      pending.push(row)
      pendingChars += row.documento.length
    }
    if (pendingChars >= CHUNK_CHARS) {
      yield titlesJsonBytes(opening, pending, today, '')
      count += pending.length
      opening = ','
      pending = []
      pendingChars = 0
    }
  }
  count += pending.length
  // After a flushed chunk, an empty last batch must not add a comma.
  yield titlesJsonBytes(pending.length === 0 && opening === ',' ? '' : opening, pending, today, envelopeTail(timeStamp, count))
}

/**
 * Sends JSON assembled from pre-serialized parts (bytes, or a stream of them) as it is; the route's
 * response schema still documents the shape.
 */
export function sendJson (reply: FastifyReply, body: Buffer | Readable): FastifyReply {
  return reply.type(JSON_CONTENT_TYPE).send(body)
}
