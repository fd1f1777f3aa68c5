import { createHash, type Hash } from 'node:crypto'
import { Socket } from 'node:net'
import type { Readable } from 'node:stream'
import { errorCodes, type FastifyRequest } from 'fastify'
import { letGo } from './let-go.js'
import { PackedBytes } from './packed-bytes.js'

/**
 * A body as a content-type parser of a bank file (up to ARQUIVO_MAX_BYTES) gives it: its bytes
 * packed as they arrived, and their SHA-256 taken on the way (docs/CONTRACT.md section 18).
 */
export class PackedBody {
  static readonly empty = new PackedBody(new PackedBytes().end(), createHash('sha256').digest('hex'))

  constructor (readonly bytes: PackedBytes, readonly sha256: string) {}

  /** Feeds the bytes to `hash` a block at a time (an Idempotency-Key's request hash, src/idempotency/keys.ts). */
  feed (hash: Hash): Hash {
    for (const piece of this.bytes.pieces()) hash.update(piece)
    return hash
  }
}

/**
 * Reads a body into a PackedBody. Fastify's own buffer parser keeps the chunks as they arrive and
 * copies them into one Buffer at the end, so a 10 MB file was held twice at its peak; one Buffer
 * of the announced length still held the file once while it was judged. Here each chunk is hashed
 * and packed as it arrives (PackedBytes, a block at a time) and its memory let go at once, so no
 * Buffer of the file's size is made. The route's body limit, and the errors past it or on a body
 * shorter or longer than its Content-Length, are Fastify's, so the 413 of docs/CONTRACT.md section
 * 14 and its discarding of the rest (src/http/body-limit.ts) are as for any route.
 */
export function readPackedBody (request: FastifyRequest, payload: Readable, done: (error: Error | null, body?: PackedBody) => void): void {
  const limit = request.routeOptions.bodyLimit
  const announced = request.headers['content-length'] === undefined ? Number.NaN : Number(request.headers['content-length'])
  if (announced > limit) {
    done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE())
    return
  }
  // Node's HTTP parser hands each piece of a body over as a malloc'd copy of its own; an injected
  // request's chunks are the caller's own Buffers, which it may send again.
  const chunksAreCopies = payload === request.raw && request.raw.socket instanceof Socket
  const bytes = new PackedBytes()
  const hash = createHash('sha256')
  const stop = () => {
    payload.off('data', onData)
    payload.off('end', onEnd)
    payload.off('error', onEnd)
    bytes.end()
  }
  function onData (chunk: Buffer): void {
    const received = bytes.length + chunk.length
    if (received > limit || received > announced) {
      stop()
      done(received > limit ? new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE() : new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH())
      return
    }
    bytes.append(chunk)
    hash.update(chunk)
    // Copied: let go before it is emptied and lost. The payload's data is this parser's alone (no
    // other listener reads it), so nothing else sees the emptied chunk.
    if (chunksAreCopies) letGo(chunk)
  }
  function onEnd (error?: Error & { statusCode?: number }): void {
    stop()
    if (error !== undefined) {
      if (!(typeof error.statusCode === 'number' && error.statusCode >= 400)) error.statusCode = 400
      done(error)
      return
    }
    if (!Number.isNaN(announced) && bytes.length !== announced) {
      done(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH())
      return
    }
    done(null, new PackedBody(bytes, hash.digest('hex')))
  }
  payload.on('data', onData)
  payload.on('end', onEnd)
  payload.on('error', onEnd)
  payload.resume()
}
