import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest } from 'fastify'
import ipaddr from 'ipaddr.js'
import { errors } from '../errors.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: never rate limited (the probes, which share one address behind a proxy). */
    rateLimit?: boolean
  }
  interface FastifyInstance {
    /**
     * Counts a conditional request against its key once it is known not to be answered 304
     * (src/http/conditional.ts); a 429 when the key is over its limit. Does nothing for other requests.
     */
    chargeDeferredRateLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
}

/** A key's current window: its count and when it resets (epoch ms). */
export interface Window { count: number, resetAt: number }

/** Where the fixed one-minute windows live: this process, or Redis so that replicas share them. */
export interface WindowStore {
  /** Counts one hit and answers the window after it. */
  hit: (key: string, windowMs: number, now: number) => Promise<Window>
  /** The window without counting, or undefined when there is none. */
  peek: (key: string, now: number) => Promise<Window | undefined>
  /** Resolves once the store can count (or gave up waiting): the service starts after it. */
  ready: () => Promise<void>
  close: () => Promise<void>
}

/**
 * Windows of this process. Bounded: when full, expired windows go first, then the oldest. Only
 * client addresses and verified API keys become keys, so a flood of junk Authorization headers
 * creates no entries and cannot push an exhausted key's count out.
 */
export function memoryStore (maxKeys = 100_000): WindowStore {
  const windows = new Map<string, Window>()
  const evict = (now: number) => {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key)
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break
      windows.delete(key)
    }
  }
  return {
    async hit (key, windowMs, now) {
      let window = windows.get(key)
      if (window === undefined || window.resetAt <= now) {
        windows.delete(key)
        if (windows.size >= maxKeys) evict(now)
        window = { count: 0, resetAt: now + windowMs }
        windows.set(key, window)
      }
      window.count++
      return { ...window }
    },
    async peek (key, now) {
      const window = windows.get(key)
      return window === undefined || window.resetAt <= now ? undefined : { ...window }
    },
    async ready () {},
    async close () {}
  }
}

// One round trip, atomic: the first hit of a window starts its expiry.
const HIT = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`

/**
 * Windows in Redis (REDIS_URL), shared by every replica. Redis is a guard here, not a store of
 * record: when it does not answer within its time-out the request is let through (and logged),
 * so a Redis outage never takes the API down with it. ioredis is loaded only then: a process
 * without REDIS_URL does not hold its 2 MB of heap.
 */
export async function redisStore (url: string, prefix: string, onError: (error: unknown) => void): Promise<WindowStore> {
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, { commandTimeout: 250, connectTimeout: 1000, maxRetriesPerRequest: 0, enableOfflineQueue: false, lazyConnect: false })
  redis.on('error', onError)
  const failOpen = (now: number): Window => ({ count: 0, resetAt: now + 60_000 })
  return {
    async hit (key, windowMs, now) {
      try {
        const [count, ttl] = await redis.eval(HIT, 1, prefix + key, windowMs) as [number, number]
        return { count, resetAt: now + Math.max(ttl, 0) }
      } catch (error) {
        onError(error)
        return failOpen(now)
      }
    },
    async peek (key, now) {
      try {
        const [count, ttl] = await redis.multi().get(prefix + key).pttl(prefix + key).exec() as [[null, string | null], [null, number]]
        return count[1] === null ? undefined : { count: Number(count[1]), resetAt: now + Math.max(ttl[1], 0) }
      } catch (error) {
        onError(error)
        return undefined
      }
    },
    async ready () {
      if (redis.status === 'ready') return
      // Requests before the connection would pass uncounted: start once Redis answers, or after
      // a bounded wait, failing open like any later outage.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 2000)
        redis.once('ready', () => { clearTimeout(timer); resolve() })
      })
    },
    async close () {
      redis.disconnect()
    }
  }
}

/**
 * The address a per-address limit counts: an IPv4 address as it is, an IPv6 one by its /64, the
 * prefix one subscriber gets (a client that changes its interface id keeps its window). An IPv4
 * address written as IPv6 (::ffff:a.b.c.d) counts as the IPv4 address.
 */
export function addressKey (ip: string): string {
  let key = recentAddressKeys.get(ip)
  if (key === undefined) {
    key = parsedAddressKey(ip)
    if (recentAddressKeys.size >= RECENT_ADDRESSES) recentAddressKeys.clear()
    recentAddressKeys.set(ip, key)
  }
  return key
}

/**
 * The keys of recent addresses: a client sends its requests from a handful of addresses, and
 * parsing the address twice per request was 1.3% of a create's CPU (docs/PERFORMANCE.md). Dropped
 * all at once when full, so it never holds more than this many.
 */
const RECENT_ADDRESSES = 4096
const recentAddressKeys = new Map<string, string>()

function parsedAddressKey (ip: string): string {
  if (!ipaddr.isValid(ip)) return ip
  const address = ipaddr.process(ip)
  if (address.kind() === 'ipv4') return address.toString()
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4)
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`
}

/** A limit over fixed one-minute windows of a store. */
export class Limiter {
  constructor (readonly store: WindowStore, readonly name: string, readonly limit: number, readonly windowMs = 60_000) {}

  /** Counts one hit: over the limit it says how many seconds to wait; also what remains. */
  async hit (key: string, now = Date.now()): Promise<{ retryAfter?: number, remaining: number, resetSeconds: number }> {
    const window = await this.store.hit(`${this.name}:${key}`, this.windowMs, now)
    const resetSeconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000))
    return { ...(window.count > this.limit ? { retryAfter: resetSeconds } : {}), remaining: Math.max(0, this.limit - window.count), resetSeconds }
  }

  /** Like hit, without counting: is the key already over its limit? */
  async over (key: string, now = Date.now()): Promise<number | undefined> {
    const window = await this.store.peek(`${this.name}:${key}`, now)
    if (window === undefined || window.count < this.limit) return undefined
    return Math.max(1, Math.ceil((window.resetAt - now) / 1000))
  }
}

/**
 * docs/CONTRACT.md section 14. Before authentication every request counts against its client address,
 * and an address that failed authentication AUTH_FAILURES_PER_MINUTE times is refused until its
 * window ends, before any key lookup: guessing keys costs the guesser, not the database. After
 * authentication the request counts against its API key (RATE_LIMIT_PER_MINUTE). With REDIS_URL
 * the windows are shared by every process that uses that Redis.
 */
export default fp(async (app) => {
  const { rateLimitPerAddressPerMinute, authFailuresPerMinute, rateLimitPerMinute, redisUrl } = app.config
  const anyLimit = rateLimitPerAddressPerMinute > 0 || authFailuresPerMinute > 0 || rateLimitPerMinute > 0
  let warned = 0
  const store = redisUrl !== undefined && anyLimit
    ? await redisStore(redisUrl, 'contas:rl:', (error) => {
      // At most one line a minute: an outage must not flood the log.
      if (Date.now() - warned < 60_000) return
      warned = Date.now()
      app.log.warn({ err: error }, 'rate limits: Redis does not answer; requests are let through until it does')
    })
    : memoryStore()
  app.addHook('onReady', async () => { await store.ready() })
  app.addHook('onClose', async () => { await store.close() })
  const perAddress = rateLimitPerAddressPerMinute > 0 ? new Limiter(store, 'ip', rateLimitPerAddressPerMinute) : undefined
  const failures = authFailuresPerMinute > 0 ? new Limiter(store, 'auth', authFailuresPerMinute) : undefined
  const perKey = rateLimitPerMinute > 0 ? new Limiter(store, 'key', rateLimitPerMinute) : undefined
  const limited = (request: FastifyRequest) => request.routeOptions.config.rateLimit !== false

  if (perAddress !== undefined || failures !== undefined) {
    app.addHook('onRequest', async (request) => {
      if (!limited(request)) return
      const address = addressKey(request.ip)
      const blocked = await failures?.over(address)
      if (blocked !== undefined) throw errors.rateLimited(blocked, 'this client address after too many failed authentications')
      const retryAfter = (await perAddress?.hit(address))?.retryAfter
      if (retryAfter !== undefined) throw errors.rateLimited(retryAfter, 'this client address')
    })
  }
  if (failures !== undefined) {
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode === 401) await failures.hit(addressKey(request.ip))
    })
  }
  // A conditional GET answered 304 does not count against its key (docs/CONTRACT.md section 16): a client
  // that polls politely is never throttled for it. Such a request is only checked here (a key
  // already over its limit still gets 429) and counted once the validator says it is not a 304.
  const deferred = new WeakSet<FastifyRequest>()
  const keyOf = (request: FastifyRequest) => `${request.caller?.empresaId ?? ''}/${request.caller?.keyName ?? ''}`
  const charge = async (request: FastifyRequest, reply: FastifyReply) => {
    if (perKey === undefined) return
    const { retryAfter, remaining, resetSeconds } = await perKey.hit(keyOf(request))
    void reply.headers({ 'x-ratelimit-limit': String(perKey.limit), 'x-ratelimit-remaining': String(remaining), 'x-ratelimit-reset': String(resetSeconds) })
    if (retryAfter !== undefined) throw errors.rateLimited(retryAfter, 'this API key')
  }
  app.decorate('chargeDeferredRateLimit', async (request: FastifyRequest, reply: FastifyReply) => {
    if (deferred.delete(request)) await charge(request, reply)
  })
  if (perKey !== undefined) {
    // preParsing runs after every onRequest hook, authentication included, and before the body is read.
    // The key's budget travels with every answer, so a client can slow down before it gets a 429.
    app.addHook('preParsing', async (request, reply) => {
      if (request.caller === undefined || !limited(request)) return
      if (request.routeOptions.config.conditional !== undefined && request.headers['if-none-match'] !== undefined) {
        const blocked = await perKey.over(keyOf(request))
        if (blocked !== undefined) throw errors.rateLimited(blocked, 'this API key')
        deferred.add(request)
        return
      }
      await charge(request, reply)
    })
    // A deferred request that ended before its validator was read (a 400, an error) still counts.
    app.addHook('onResponse', async (request, reply) => {
      if (deferred.delete(request) && reply.statusCode !== 304) await perKey.hit(keyOf(request))
    })
  }
}, { name: 'rate-limit', dependencies: ['auth'] })
