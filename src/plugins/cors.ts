import fp from 'fastify-plugin'
import { errors } from '../errors.js'

const EXPOSED = 'Link, Location, Retry-After, X-Request-Id, WWW-Authenticate, ETag, Idempotency-Replayed, Preference-Applied, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset'

/**
 * CORS for the origins of CORS_ORIGINS only; with none configured, no response carries
 * Access-Control-Allow-Origin. An OPTIONS request with Access-Control-Request-Method is a
 * preflight, answered here and never taken for an update (OPTIONS /contas-*\/:id is one): 204 for
 * an allowed origin and a path that serves the requested method, 403 or 404 in the error body otherwise.
 */
export default fp(async (app) => {
  const allowed = new Set(app.config.corsOrigins)
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin
    const allowedOrigin = origin !== undefined && allowed.has(origin)
    if (allowed.size > 0) void reply.header('vary', 'Origin')
    if (allowedOrigin) void reply.headers({ 'access-control-allow-origin': origin, 'access-control-expose-headers': EXPOSED })
    const requested = request.headers['access-control-request-method']
    if (request.method !== 'OPTIONS' || requested === undefined) return
    const path = request.url.split('?')[0] as string
    const method = requested.toUpperCase()
    if (app.findRoute({ method: method as 'GET', url: path }) === null) throw errors.routeNotFound(method, path)
    if (!allowedOrigin) throw errors.corsOriginNotAllowed(origin ?? '(none)')
    return await reply.code(204).headers({
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'access-control-allow-headers': 'Authorization, Content-Type, X-Request-Id, If-Match, Idempotency-Key, Prefer',
      'access-control-max-age': '600'
    }).send()
  })
}, { name: 'cors' })
