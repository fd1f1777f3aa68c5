import type { Readable } from 'node:stream'
import { errorCodes, type FastifyRequest } from 'fastify'

/**
 * A body read whole into one Buffer, for a content-type parser (a bank file of up to
 * ARQUIVO_MAX_BYTES). Fastify's own buffer parser keeps the chunks as they arrive and copies them
 * into one Buffer at the end, so a 10 MB file is held twice at its peak; here, when the
 * Content-Length announces the size, each chunk is copied as it arrives into a Buffer of that size
 * and dropped (docs/PERFORMANCE.md, "Bank reconciliation"). A chunked body is kept as Fastify keeps
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
    if (whole === undefined) chunks.push(chunk)
    else chunk.copy(whole, received)
    received += chunk.length
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
