import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import { errors } from '../errors.js'
import { findCaller, type Caller, type Scope } from '../auth/keys.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope a route needs. Routes without one are public. */
    scope?: Scope
  }
  interface FastifyRequest {
    caller: Caller | undefined
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]{1,200})$/

/** The caller of an authenticated route; the hook below guarantees it is set. */
export function callerOf (request: FastifyRequest): Caller {
  if (request.caller === undefined) throw new Error(`route ${request.url} has no scope but reads the caller`)
  return request.caller
}

/**
 * Bearer API keys: 401 when the key is missing, malformed, unknown or revoked; 403 when it lacks the
 * route's scope. Runs on onRequest, before the body is read, so unauthenticated uploads cost nothing.
 */
export default fp(async (app) => {
  app.decorateRequest('caller', undefined)
  app.addHook('onRequest', async (request) => {
    const scope = request.routeOptions.config.scope
    if (scope === undefined) return
    const header = request.headers.authorization
    if (header === undefined || header === '') throw errors.missingApiKey()
    const token = BEARER.exec(header)?.[1]
    if (token === undefined) throw errors.invalidApiKey()
    const caller = await findCaller(app.database.db, token)
    if (caller === undefined) throw errors.invalidApiKey()
    if (!caller.scopes.includes(scope)) throw errors.insufficientScope(scope)
    request.caller = caller
  })
}, { name: 'auth', dependencies: ['database'] })
