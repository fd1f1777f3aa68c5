import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * A body over its route's limit (docs/CONTRACT.md section 14). Fastify refuses it as soon as the
 * Content-Length says so (or as soon as a chunked body passes the limit) and closes the connection
 * after its 413. A client that sent the whole body at once (node's fetch and http, undici, axios:
 * only curl waits for `100 Continue`) is then still writing into a closed socket: it sees EPIPE or a
 * reset instead of the 413. So the rest of the body is read and thrown away before the answer, up to
 * a bound: past it (or when Content-Length announces more) the 413 is sent at once and the
 * connection closed, as before, so a huge upload costs no more than the bound.
 */

/** The most of a refused body read and thrown away, unless twice its route's limit is more. */
export const DISCARD_AT_MOST_BYTES = 32 * 1024 * 1024

/** The most of a refused body read and thrown away for a route whose limit is `limit`. */
export function discardBound (limit: number): number {
  return Math.max(DISCARD_AT_MOST_BYTES, 2 * limit)
}

/**
 * Reads the rest of a refused body and drops it, up to the bound. When the whole body was read the
 * connection stays usable, so the close Fastify asked for is taken back.
 */
export async function discardRefusedBody (request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const raw = request.raw
  const bound = discardBound(request.routeOptions.bodyLimit)
  if (raw.readableEnded || raw.destroyed || Number(request.headers['content-length']) > bound) return
  let read = 0
  await new Promise<void>((resolve) => {
    const stop = () => {
      raw.off('data', count)
      raw.off('end', stop)
      raw.off('error', stop)
      raw.off('close', stop)
      resolve()
    }
    const count = (chunk: Buffer) => {
      read += chunk.length
      if (read > bound) stop()
    }
    raw.on('data', count)
    raw.once('end', stop)
    raw.once('error', stop)
    raw.once('close', stop)
    raw.resume()
  })
  if (raw.readableEnded) reply.removeHeader('connection')
}
