import { Socket } from 'node:net'
import type { Readable } from 'node:stream'
import { errorCodes, type FastifyRequest } from 'fastify'

/**
 * A body read whole into one Buffer, for a content-type parser (a bank file of up to
 * ARQUIVO_MAX_BYTES). Fastify's own buffer parser keeps the chunks as they arrive and copies them
 * into one Buffer at the end, so a 10 MB file is held twice at its peak; here, when the
 * Content-Length announces the size, each chunk is copied as it arrives into a Buffer of that size
 * and its memory let go at once (letGo). A chunked body is kept as Fastify keeps
 * it. The route's body limit, and the errors past it or on a short body, are Fastify's, so the 413
 * of docs/CONTRACT.md section 14 and its discarding of the rest (src/http/body-limit.ts) are as for
 * any route.
 */
export function readWholeBody (request: FastifyRequest, payload: Readable, done: (error: Error | null, body?: Buffer) => void): void {
  const limit = request.routeOptions.bodyLimit
  const announced = request.headers['content-length'] === undefined ? Number.NaN : Number(request.headers['content-length'])
  if (announced > limit) {
    done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE())
    return
  }
  const whole = Number.isNaN(announced) ? undefined : Buffer.allocUnsafeSlow(announced)
  const chunksAreCopies = payload === request.raw && request.raw.socket instanceof Socket
  const chunks: Buffer[] = []
  let received = 0
  const stop = () => {
    payload.off('data', onData)
    payload.off('end', onEnd)
    payload.off('error', onEnd)
  }
  function onData (chunk: Buffer): void {
    if (received + chunk.length > limit || (whole !== undefined && received + chunk.length > whole.length)) {
      stop()
      done(received + chunk.length > limit ? new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE() : new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH())
      return
    }
    if (whole !== undefined) chunk.copy(whole, received)
    received += chunk.length
    // Copied: what is left of it is garbage, let go before it is emptied and lost.
    if (whole === undefined) chunks.push(chunk)
    else if (chunksAreCopies) letGo(chunk)
  }
  function onEnd (error?: Error & { statusCode?: number }): void {
    stop()
    if (error !== undefined) {
      if (!(typeof error.statusCode === 'number' && error.statusCode >= 400)) error.statusCode = 400
      done(error)
      return
    }
    if (whole !== undefined && received !== whole.length) {
      done(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH())
      return
    }
    done(null, whole ?? Buffer.concat(chunks, received))
  }
  payload.on('data', onData)
  payload.on('end', onEnd)
  payload.on('error', onEnd)
  payload.resume()
}

/**
 * Frees a chunk's memory now rather than at the next collection: Node's HTTP parser hands each
 * piece of a body over as a copy of its own, allocated outside V8's heap by malloc, and a body
 * read while the heap allocates little sees no collection until it ends: a 10 MB file was then
 * held twice, and the chunks' 10 MB stayed in the process's RSS after they were freed, as glibc
 * keeps freed small allocations for the process (docs/PERFORMANCE.md, "Bank reconciliation").
 * Detaching the chunk's ArrayBuffer (transfer to an empty one) frees its memory at once. Only the
 * chunks of a request read from a socket by Node's parser are let go (`chunksAreCopies`): an
 * injected request's are the caller's own Buffers, which it may send again. And only a chunk
 * that is the whole of its ArrayBuffer: a slice of a shared one (Buffer's pool) is left to the
 * collector. The payload's data is this parser's alone (no other listener reads it), so nothing
 * else sees the emptied chunk.
 */
function letGo (chunk: Buffer): void {
  const memory: ArrayBufferLike & Partial<Es2024ArrayBuffer> = chunk.buffer
  if (!(memory instanceof ArrayBuffer) || chunk.byteOffset !== 0 || chunk.byteLength !== memory.byteLength || memory.transfer === undefined) return
  try {
    memory.transfer(0)
  } catch {
    // Not detachable (an ArrayBuffer Node keeps for itself): the collector frees it.
  }
}

/** ES2024's ArrayBuffer, which Node 22.19 and 24 have and the project's TypeScript lib (ES2022) does not name. */
interface Es2024ArrayBuffer { transfer: (length: number) => ArrayBuffer }
