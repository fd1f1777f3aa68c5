import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import { errors } from '../errors.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: never rate limited (the probes, which share one address behind a proxy). */
    rateLimit?: boolean
  }
}

/**
 * Requests counted per key in fixed one-minute windows. Bounded: when full, expired windows go
 * first, then the oldest. Only client addresses and verified API keys become keys, so a flood of
 * junk Authorization headers creates no entries and cannot push an exhausted key's count out.
 */
export class FixedWindowCounter {
  readonly #windows = new Map<string, { count: number, resetAt: number }>()
  constructor (readonly limit: number, readonly windowMs = 60_000, readonly maxKeys = 100_000) {}

  /** Counts one hit; returns the seconds until the window resets when the key is over its limit. */
  hit (key: string, now = Date.now()): number | undefined {
    let window = this.#windows.get(key)
    if (window === undefined || window.resetAt <= now) {
      this.#windows.delete(key)
      if (this.#windows.size >= this.maxKeys) this.#evict(now)
      window = { count: 0, resetAt: now + this.windowMs }
      this.#windows.set(key, window)
    }
    window.count++
    return window.count > this.limit ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : undefined
  }

  /** What is left of the key's window: requests and whole seconds until it resets. */
  remaining (key: string, now = Date.now()): { remaining: number, resetSeconds: number } {
    const window = this.#windows.get(key)
    if (window === undefined || window.resetAt <= now) return { remaining: this.limit, resetSeconds: Math.ceil(this.windowMs / 1000) }
    return { remaining: Math.max(0, this.limit - window.count), resetSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) }
  }

  /** Like hit, without counting: is the key already over its limit? */
  over (key: string, now = Date.now()): number | undefined {
    const window = this.#windows.get(key)
    if (window === undefined || window.resetAt <= now || window.count < this.limit) return undefined
    return Math.max(1, Math.ceil((window.resetAt - now) / 1000))
  }

  #evict (now: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key)
    for (const key of this.#windows.keys()) {
      if (this.#windows.size < this.maxKeys) break
      this.#windows.delete(key)
    }
  }
}

/**
 * DESIGN.md section 14. Before authentication every request counts against its client address,
 * and an address that failed authentication AUTH_FAILURES_PER_MINUTE times is refused until its
 * window ends, before any key lookup: guessing keys costs the guesser, not the database. After
 * authentication the request counts against its API key (RATE_LIMIT_PER_MINUTE).
 */
export default fp(async (app) => {
  const { rateLimitPerAddressPerMinute, authFailuresPerMinute, rateLimitPerMinute } = app.config
  const perAddress = rateLimitPerAddressPerMinute > 0 ? new FixedWindowCounter(rateLimitPerAddressPerMinute) : undefined
  const failures = authFailuresPerMinute > 0 ? new FixedWindowCounter(authFailuresPerMinute) : undefined
  const perKey = rateLimitPerMinute > 0 ? new FixedWindowCounter(rateLimitPerMinute) : undefined
  const limited = (request: FastifyRequest) => request.routeOptions.config.rateLimit !== false

  if (perAddress !== undefined || failures !== undefined) {
    app.addHook('onRequest', async (request) => {
      if (!limited(request)) return
      const blocked = failures?.over(request.ip)
      if (blocked !== undefined) throw errors.rateLimited(blocked, 'this client address after too many failed authentications')
      const retryAfter = perAddress?.hit(request.ip)
      if (retryAfter !== undefined) throw errors.rateLimited(retryAfter, 'this client address')
    })
  }
  if (failures !== undefined) {
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode === 401) failures.hit(request.ip)
    })
  }
  if (perKey !== undefined) {
    // preParsing runs after every onRequest hook, authentication included, and before the body is read.
    // The key's budget travels with every answer, so a client can slow down before it gets a 429.
    app.addHook('preParsing', async (request, reply) => {
      const caller = request.caller
      if (caller === undefined || !limited(request)) return
      const key = `${caller.empresaId}/${caller.keyName}`
      const retryAfter = perKey.hit(key)
      const { remaining, resetSeconds } = perKey.remaining(key)
      void reply.headers({ 'x-ratelimit-limit': String(perKey.limit), 'x-ratelimit-remaining': String(remaining), 'x-ratelimit-reset': String(resetSeconds) })
      if (retryAfter !== undefined) throw errors.rateLimited(retryAfter, 'this API key')
    })
  }
}, { name: 'rate-limit', dependencies: ['auth'] })
