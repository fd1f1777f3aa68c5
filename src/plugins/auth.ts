import fp from 'fastify-plugin'
import type { FastifyRequest, onRequestHookHandler } from 'fastify'
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

/**
 * Verified keys are remembered for a few seconds (AUTH_CACHE_SECONDS), so a busy client costs one
 * database round trip per request, not two. The price: a revoked key keeps working for at most that
 * long in each process.
 */
class CallerCache {
  readonly #entries = new Map<string, { caller: Caller, expires: number }>()
  constructor (readonly ttlMs: number) {}

  get (token: string): Caller | undefined {
    const entry = this.#entries.get(token)
    if (entry === undefined) return undefined
    if (entry.expires > Date.now()) return entry.caller
    this.#entries.delete(token)
    return undefined
  }

  set (token: string, caller: Caller): void {
    if (this.ttlMs === 0) return
    // Bounded: a flood of distinct valid keys cannot grow it without limit.
    if (this.#entries.size >= 10_000) this.#entries.clear()
    this.#entries.set(token, { caller, expires: Date.now() + this.ttlMs })
  }
}

/**
 * Tokens the database did not know, remembered so that repeating one costs no query. Bounded and
 * oldest-first, so junk cannot grow it; a key is random, so a token refused once is never created
 * later, and a revoked key is refused from the database anyway.
 */
class UnknownTokens {
  readonly #expires = new Map<string, number>()
  constructor (readonly ttlMs = 300_000, readonly maxEntries = 10_000) {}

  has (token: string): boolean {
    const expires = this.#expires.get(token)
    if (expires === undefined) return false
    if (expires > Date.now()) return true
    this.#expires.delete(token)
    return false
  }

  add (token: string): void {
    if (this.#expires.size >= this.maxEntries) this.#expires.delete(this.#expires.keys().next().value as string)
    this.#expires.set(token, Date.now() + this.ttlMs)
  }
}

/** The scheme name is case-insensitive (RFC 9110 section 11.1). */
const BEARER = /^Bearer +([A-Za-z0-9._~+/=-]{1,200}) *$/i

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
  const cache = new CallerCache(app.config.authCacheSeconds * 1000)
  const unknown = new UnknownTokens()
  app.decorateRequest('caller', undefined)

  const authenticate = (scope: Scope): onRequestHookHandler => async (request) => {
    const header = request.headers.authorization
    if (header === undefined || header === '') throw errors.missingApiKey()
    const token = BEARER.exec(header)?.[1]
    if (token === undefined) throw errors.notBearer(/^(\S+) /.exec(header)?.[1])
    let caller = cache.get(token)
    if (caller === undefined) {
      if (unknown.has(token)) throw errors.invalidApiKey()
      caller = await findCaller(app.database.db, token)
      if (caller === undefined) {
        unknown.add(token)
        throw errors.invalidApiKey()
      }
      // Only a fresh answer from the database starts the clock: use never extends trust.
      cache.set(token, caller)
    }
    if (!caller.scopes.includes(scope)) throw errors.insufficientScope(scope)
    request.caller = caller
  }

  // Attached per route, so it runs after the application-wide per-address limit of
  // plugins/rate-limit.ts: an address that keeps failing is refused before any lookup.
  app.addHook('onRoute', (route) => {
    const scope = route.config?.scope
    if (scope === undefined) return
    const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]
    route.onRequest = [...existing, authenticate(scope)]
  })
}, { name: 'auth', dependencies: ['database'] })
