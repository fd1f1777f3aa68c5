import { randomUUID } from 'node:crypto'
import { http } from './node-http.js'
import type { Socket } from 'node:net'
import type { ServerOptions } from 'node:http'
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify'
import type { Config } from './config.js'
import { ApiError, errorBody, errors } from './errors.js'
import { JSON_CONTENT_TYPE } from './http/envelope.js'

/**
 * What the service does at the HTTP level, before a request reaches a route: time limits on every
 * connection, and the one error body for what Node's parser and Fastify's router refuse on their own.
 */

/** On every response: financial data is neither sniffed as another type nor kept in a cache. */
export const RESPONSE_HEADERS = { 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' } as const

/**
 * Every wait of a connection is bounded (docs/CONTRACT.md section 14). `connectionTimeout` is the idle
 * time of a socket in either direction, so it also ends a response that a client stopped reading.
 */
export function timeoutOptions (config: Readonly<Config>): Pick<FastifyServerOptions, 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'> & { http: ServerOptions } {
  return {
    connectionTimeout: config.connectionTimeoutSeconds * 1000,
    keepAliveTimeout: config.keepAliveTimeoutSeconds * 1000,
    requestTimeout: config.requestTimeoutSeconds * 1000,
    http: {
      headersTimeout: config.headersTimeoutSeconds * 1000,
      // Node checks the request and headers timeouts on this interval (30 s by default), which
      // would let a stalled request outlive its limit by that much.
      connectionsCheckingInterval: 1000
    }
  }
}

function parserError (error: NodeJS.ErrnoException): ApiError {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT': return errors.requestTimeout()
    case 'HPE_HEADER_OVERFLOW': return errors.headersTooLarge()
    default: return errors.malformedRequest(error.code ?? 'HPE_UNKNOWN')
  }
}

/**
 * Fastify's clientErrorHandler: Node's HTTP parser refused the bytes (or they came too slowly), so
 * there is no request object, and no hook runs. The error body is written on the raw socket, and
 * the connection is closed: after a parse error its framing cannot be trusted.
 */
export function clientErrorHandler (this: { log: FastifyBaseLogger }, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const apiError = parserError(error)
  const requestId = randomUUID()
  this.log.info({ reqId: requestId, code: error.code, statusCode: apiError.statusCode }, 'client error')
  const response = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
  if (!socket.writable || response?.headersSent === true) {
    socket.destroy()
    return
  }
  const body = JSON.stringify(errorBody(apiError))
  const head = [
    `HTTP/1.1 ${apiError.statusCode} ${http.STATUS_CODES[apiError.statusCode] ?? 'Error'}`,
    `content-type: ${JSON_CONTENT_TYPE}`,
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    `x-request-id: ${requestId}`,
    ...Object.entries(RESPONSE_HEADERS).map(([name, value]) => `${name}: ${value}`)
  ]
  // end(), not destroy(): destroying with unread input would reset the connection before the
  // client reads the answer. A client that keeps the socket open anyway is cut a moment later.
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`)
  setTimeout(() => socket.destroy(), 1000).unref()
}

/** Fastify's router refused the URL itself (bad percent-encoding, a parameter over 100 characters). */
export function frameworkErrors (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const apiError = error.code === 'FST_ERR_MAX_PARAM_LENGTH'
    ? errors.uriTooLong()
    : error.code === 'FST_ERR_BAD_URL' ? errors.badUrl() : errors.internal(request.id)
  void reply.code(apiError.statusCode).headers({ ...RESPONSE_HEADERS, 'x-request-id': request.id }).type(JSON_CONTENT_TYPE).send(errorBody(apiError))
}
