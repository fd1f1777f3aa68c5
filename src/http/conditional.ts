import { pipeline, Readable, Transform } from 'node:stream'
import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler, RouteOptions } from 'fastify'
import type { CompiledQuery } from 'kysely'
import { Type } from '@sinclair/typebox'
import { prefersCsv } from './csv.js'
import { callerOf } from '../plugins/auth.js'
import { answerCache, type AnswerCache } from './answer-cache.js'
import { noneMatchNames, parseIfNoneMatch } from './etag.js'
import { answerTag, businessDateOf, countersOf, countersStatement, normalizedParameters, readCounters, readTitleState, titleIsCurrent, type Conditional, type Counters, type Question } from './validators.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Conditional GETs and the answer cache (docs/CONTRACT.md section 16): which validator the route's answers have. */
    conditional?: Conditional
    /**
     * The handler reads its JSON answer's first statement through validatorRead(request) when it is
     * given one, so the validator travels in the same round trip (docs/CONTRACT.md section 16).
     */
    validatorWithAnswer?: boolean
  }
}

/**
 * The validator of an answer, to be read in the same round trip as the answer's first statement:
 * what a handler is given for a request without If-None-Match whose answer the cache does not
 * hold, where the validator's only use is the ETag the answer goes out with.
 */
export interface ValidatorRead {
  /** The rows of `query`, read right after the validator's statement, both in one round trip; the validator is kept for the answer's ETag. */
  readWith: <R>(query: CompiledQuery<R>) => Promise<R[]>
}

/** A request whose validator its handler reads with the answer: its ETag is made once the counters are in. */
interface DeferredValidator extends ValidatorRead { kind: Exclude<Conditional, { title: string }>, question: Question, counters?: Counters, cacheKey?: string }

const deferredValidators = new WeakMap<FastifyRequest, DeferredValidator>()

/** The validator read a handler of a `validatorWithAnswer` route is to make with its first statement, if any. */
export function validatorRead (request: FastifyRequest): ValidatorRead | undefined {
  return deferredValidators.get(request)
}

/** Answers may be kept by the client, never by a shared cache, and are always revalidated (docs/CONTRACT.md section 16). */
export const CONDITIONAL_CACHE_CONTROL = 'private, no-cache'

/** The headers that belong to an answer and are kept with it in the cache. */
const ANSWER_HEADERS = ['content-type', 'content-disposition', 'link'] as const

export const IfNoneMatchHeader = Type.Optional(Type.String({
  description: 'The ETag of the answer the client holds (or a comma-separated list of them, weak or strong, or *): when it is still current the answer is 304 with no body, ' +
    'which does not count against the rate limit.',
  examples: ['W/"3dJ1fWm7pCq0Yk2mS9wQe4bUxZa"']
}))

const NotModified = Type.Null({ description: 'Not modified: the If-None-Match names the current ETag. No body; the ETag and Cache-Control headers are sent again.' })

/** What the answer of a conditional request needs once its handler ran: its tag, its cache key, and whether `*` asked for a 304. */
interface Pending { etag: string, key?: string, anyTag?: boolean }

/** Adds `hook` to a route's hooks of one kind once (a GET's HEAD twin arrives with the GET's hooks already in place). */
function withHook<H> (existing: H | H[] | undefined, hook: H): H[] {
  const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]
  return hooks.includes(hook) ? hooks : [...hooks, hook]
}

/** Collects a streamed answer as it goes out, and hands it over once it ended whole and within `limit` bytes. */
function collected (source: Readable, limit: number, done: (body: Buffer) => void): Readable {
  let chunks: Buffer[] = []
  let size = 0
  const tee = new Transform({
    transform (chunk: Buffer | string, _encoding, callback) {
      if (size <= limit) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
        size += bytes.length
        if (size <= limit) chunks.push(bytes)
        else chunks = []
      }
      callback(null, chunk)
    },
    flush (callback) {
      if (size <= limit) done(Buffer.concat(chunks, size))
      callback()
    }
  })
  // A source that fails destroys the tee, and with it the response: never a partial answer kept.
  pipeline(source, tee, () => {})
  return tee
}

/**
 * ETag, If-None-Match and 304 on the routes whose config names a `conditional` validator, and the
 * answer cache behind them (docs/CONTRACT.md section 16). The validator is read after authentication and
 * validation, before the handler: a 304 or a cached answer never runs the route's query.
 */
export default fp(async (app) => {
  const { database, clock } = app
  const cache: AnswerCache = answerCache(app.config.answerCacheBytes, app.metrics.registry)
  const changedOn = businessDateOf(app.config.businessTimeZone)
  const pending = new WeakMap<FastifyRequest, Pending>()

  const notModified = (reply: FastifyReply, etag: string) => reply.code(304).header('etag', etag).send()

  /** One title: its ETag is its version, and a 304 also needs its derived status not to have moved (docs/CONTRACT.md section 16). */
  async function checkTitle (request: FastifyRequest, reply: FastifyReply, table: 'contas_pagar' | 'contas_receber'): Promise<FastifyReply | undefined> {
    const header = request.headers['if-none-match']
    if (header === undefined) return undefined
    const params = request.params as { id?: number, codigo?: string }
    const by = params.id !== undefined ? { id: params.id } : { codigo: params.codigo as string }
    const state = await readTitleState(database.db, table, callerOf(request).empresaId, by)
    if (state !== undefined) {
      const tags = parseIfNoneMatch(header)
      const current = tags === '*' || (tags?.includes(String(state.versao)) === true && titleIsCurrent(state, changedOn(state.atualizado_em), clock.today()))
      if (current) return notModified(reply, `"${state.versao}"`)
    }
    await app.chargeDeferredRateLimit(request, reply)
    return undefined
  }

  const check: preHandlerHookHandler = async function (request, reply) {
    const conditional = request.routeOptions.config.conditional as Conditional
    if (typeof conditional === 'object') return await checkTitle(request, reply, conditional.title)
    const { empresaId } = callerOf(request)
    const representation = prefersCsv(request) ? 'csv' : 'json'
    const question: Question = {
      empresaId,
      // The route pattern alone: every conditional route is a GET, and its HEAD has the same ETag.
      route: request.routeOptions.url ?? '',
      parameters: normalizedParameters(request.params, request.query),
      representation,
      today: clock.today()
    }
    // The raw URL, not only the normalized query: a Link header echoes the URL as the client wrote it.
    const key = `${empresaId}\n${representation}\n${request.url}`
    const cacheable = cache.enabled && request.method === 'GET'
    if (request.headers['if-none-match'] === undefined && representation === 'json' && request.routeOptions.config.validatorWithAnswer === true && !(cacheable && cache.holds(key))) {
      // Nothing to compare the validator with before the answer is made: it is read with the answer's first statement.
      await app.chargeDeferredRateLimit(request, reply)
      const waiting: DeferredValidator = {
        kind: conditional,
        question,
        cacheKey: cacheable ? key : undefined,
        readWith: async (query) => {
          const [counters, rows] = await database.readTogether(countersStatement(database.db, empresaId), query)
          waiting.counters = countersOf(counters)
          return rows
        }
      }
      deferredValidators.set(request, waiting)
      return
    }
    const etag = answerTag(conditional, question, await readCounters(database, empresaId))
    // `*` matches any answer that exists: the handler decides whether there is one (a 400 or a 410
    // stays what it is), and a 200 becomes the 304 once it is known.
    if (parseIfNoneMatch(request.headers['if-none-match']) === '*') {
      await app.chargeDeferredRateLimit(request, reply)
      pending.set(request, { etag, anyTag: true })
      return
    }
    if (noneMatchNames(request.headers['if-none-match'], etag)) return notModified(reply, etag)
    await app.chargeDeferredRateLimit(request, reply)
    if (!cacheable) {
      pending.set(request, { etag })
      return
    }
    const stored = cache.lookup(key, etag)
    pending.set(request, stored === 'keep' ? { etag, key } : { etag })
    if (typeof stored === 'object') return reply.code(200).headers(stored.headers).send(stored.body)
  }

  /** The tag and cache key of an answer whose validator its handler read with it. */
  function madeWithValidator (request: FastifyRequest): Pending | undefined {
    const waiting = deferredValidators.get(request)
    if (waiting === undefined) return undefined
    if (waiting.counters === undefined) throw new Error(`${request.routeOptions.url ?? ''}: the answer was made without reading its validator (validatorWithAnswer)`)
    const etag = answerTag(waiting.kind, waiting.question, waiting.counters)
    return { etag, key: waiting.cacheKey !== undefined && cache.missed(waiting.cacheKey, etag) === 'keep' ? waiting.cacheKey : undefined }
  }

  const finish: onSendHookHandler = async function (request, reply, payload) {
    if (reply.statusCode !== 200 && reply.statusCode !== 304) return payload
    void reply.header('cache-control', CONDITIONAL_CACHE_CONTROL)
    const answer = pending.get(request) ?? madeWithValidator(request)
    if (answer === undefined || reply.statusCode !== 200) return payload
    void reply.header('etag', answer.etag)
    if (answer.anyTag === true) {
      if (payload instanceof Readable) payload.destroy()
      void reply.code(304)
      return null
    }
    const { key } = answer
    if (key === undefined) return payload
    const headers: Record<string, string> = {}
    for (const name of ANSWER_HEADERS) {
      const value = reply.getHeader(name)
      if (value !== undefined) headers[name] = String(value)
    }
    const keep = (body: Buffer) => { cache.set(key, { etag: answer.etag, body, headers }) }
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload
      if (body.length <= cache.maxEntryBytes) keep(body)
      return payload
    }
    if (payload instanceof Readable) return collected(payload, cache.maxEntryBytes, keep)
    return payload
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.conditional === undefined) return
    route.preHandler = withHook(route.preHandler, check)
    route.onSend = withHook(route.onSend, finish)
    const schema = (route.schema ?? {}) as { headers?: { properties?: Record<string, unknown> }, response?: Record<string, unknown> }
    route.schema = {
      ...schema,
      headers: Type.Object({ ...(schema.headers?.properties ?? {}), 'if-none-match': IfNoneMatchHeader }),
      response: { ...schema.response, 304: NotModified }
    }
  })
}, { name: 'conditional', dependencies: ['auth', 'rate-limit', 'metrics', 'database'] })
