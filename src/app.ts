import { randomUUID } from 'node:crypto'
import Fastify, { LogController, type FastifyError, type FastifyReply, type FastifyRequest, type FastifyInstance, type FastifySerializerCompiler } from 'fastify'
import fastJson from 'fast-json-stringify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { isDatabaseUnavailable } from '../db/driver-errors.js'
import { errorResponses, transportErrorResponses } from '../schemas/common.js'
import { sharedSchemas } from '../schemas/index.js'
import { businessClock, type Clock } from './clock.js'
import type { Config } from './config.js'
import { ApiError, errorBody, errors } from './errors.js'
import { discardRefusedBody } from './http/body-limit.js'
import { MONEY_FORMAT, validationDetails, validatorCompiler } from './validation.js'
import writePipeline from './writes/pipeline.js'
import conditional from './http/conditional.js'
import metrics, { createMetrics } from './plugins/metrics.js'
import auth from './plugins/auth.js'
import cors from './plugins/cors.js'
import database from './plugins/database.js'
import jsonBody from './plugins/json-body.js'
import rateLimit from './plugins/rate-limit.js'
import streamLimit from './plugins/stream-limit.js'
import swagger from './plugins/swagger.js'
import { clientErrorHandler, frameworkErrors, RESPONSE_HEADERS, timeoutOptions } from './transport.js'
import { conciliacaoRoutes } from './conciliacao/routes.js'
import { contasPagarRoutes } from './contas-pagar/routes.js'
import { JSON_CONTENT_TYPE } from './http/envelope.js'
import { contasReceberRoutes } from './contas-receber/routes.js'
import { diretoriosRoutes } from './diretorios/routes.js'
import { eventosRoutes } from './eventos/routes.js'
import eventRetention from './eventos/retention.js'
import feed from './eventos/sequencer.js'
import { painelRoutes } from './painel/routes.js'
import webhooks from './webhooks/plugin.js'
import { webhookRoutes } from './webhooks/routes.js'

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock
    config: Readonly<Config>
  }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/

/** /ready answers within 1 s (docs/CONTRACT.md section 14) whatever the database does. */
const READY_DEADLINE_MS = 800

/**
 * After SIGTERM, how long the server keeps answering 503 on connections it already has before it
 * closes the idle ones: a kept-alive client then gets an answer rather than a reset.
 */
const CLOSING_NOTICE_MS = 1000

async function withDeadline<T> (promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${ms} ms`), { code: 'ETIMEDOUT' })), ms)
  })
  try {
    return await Promise.race([promise, deadline])
  } finally {
    clearTimeout(timer)
  }
}

export interface AppOptions {
  /** Replaces the wall clock, so tests can pin "today" in the business time zone. */
  now?: () => Date
  /** Where the log goes instead of stdout: tests read what the service logs. */
  logStream?: { write: (line: string) => void }
}

/** Fastify's own client errors, mapped to the catalog so they get the one error body. */
function fromFastifyError (error: FastifyError, bodyLimit: number): ApiError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': return errors.payloadTooLarge(bodyLimit)
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': return errors.unsupportedMediaType()
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY': return errors.malformedJson()
  }
  if (error instanceof SyntaxError && error.statusCode === 400) return errors.malformedJson()
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError('BAD_REQUEST', error.message, undefined, undefined, error.statusCode)
  }
  return undefined
}

const NO_QUERY = Type.Object({}, { additionalProperties: false })
const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

type App = ReturnType<typeof createServer>

/** Fastify with the service's transport, id and logging choices; nothing registered yet. */
function createServer (config: Readonly<Config>, options: AppOptions) {
  return Fastify({
    logger: { level: config.logLevel, ...(options.logStream === undefined ? {} : { stream: options.logStream }) },
    serializerOpts: { ajv: { formats: { money: MONEY_FORMAT } } },
    // Start-up migrates the database (MIGRATE_ON_START), which takes as long as the data it moves:
    // Fastify's default of 10 s per plugin failed start-ups on a busy machine.
    pluginTimeout: 120_000,
    bodyLimit: config.bodyLimit,
    // GET /contas-pagar/ is GET /contas-pagar: a slash a client adds must not turn a list into a 404.
    routerOptions: { ignoreTrailingSlash: true },
    // Behind the proxies of TRUST_PROXY, request.ip (rate limits, logs) is the client X-Forwarded-For names.
    trustProxy: config.trustProxy.length === 0 ? false : [...config.trustProxy],
    // A client's own request id is kept for tracing when it is sane; otherwise we make one.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id']
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
    },
    ...timeoutOptions(config),
    clientErrorHandler,
    frameworkErrors,
    // Requests arriving during shutdown get the one error body (see answerWhileClosing), not Fastify's own 503.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // One log line per request (the onResponse hook in buildApp) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true })
  }).withTypeProvider<TypeBoxTypeProvider>()
}

/** Every error reaches the client as the one error body (docs/CONTRACT.md section 9). */
function answerErrors (app: App, config: Readonly<Config>): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let apiError: ApiError
    if (error instanceof ApiError) apiError = error
    else if (error.validation !== undefined) apiError = errors.validation(validationDetails(error.validation, error.validationContext ?? 'body'))
    else if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable')
      apiError = errors.databaseUnavailable()
    } else {
      // The limit that applied is the route's (BATCH_BODY_LIMIT on batches), not the server's.
      apiError = fromFastifyError(error, request.routeOptions.bodyLimit ?? config.bodyLimit) ?? errors.internal(request.id)
      if (apiError.statusCode >= 500) request.log.error({ err: error }, 'unhandled error')
    }
    const send = () => reply.code(apiError.statusCode).headers(apiError.headers ?? {}).type(JSON_CONTENT_TYPE).send(errorBody(apiError))
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return discardRefusedBody(request, reply).then(send)
    void send()
  })
}

/**
 * An unknown path is 404, and a path the service knows asked with a method it does not serve is 405
 * with the methods it does (docs/CONTRACT.md section 9), decided before the body is read: a typo
 * in the URL is the first thing wrong with such a request, and a client must not be sent after its
 * JSON or its body's size instead. The hooks every request runs (request id, CORS, rate limits)
 * still run first.
 */
function answerUnservedRoutes (app: App): void {
  const refuse = (request: FastifyRequest, reply: FastifyReply): never => {
    const path = request.url.split('?')[0] as string
    const allowed = HTTP_METHODS.filter((method) => app.findRoute({ method, url: path }) !== null)
    if (allowed.length === 0) throw errors.routeNotFound(request.method, request.url)
    void reply.header('allow', allowed.join(', '))
    throw errors.methodNotAllowed(request.method, path, allowed)
  }
  // preParsing: after every onRequest hook, and before the body is read.
  app.addHook('preParsing', async (request, reply) => { if (request.is404) refuse(request, reply) })
  app.setNotFoundHandler(async (request, reply) => refuse(request, reply))
}

/**
 * After SIGTERM, connections already open get CLOSING_NOTICE_MS to send a request and receive a
 * 503 (rather than a reset), and every response closes its connection, so no kept-alive socket
 * outlives the drain.
 */
function answerWhileClosing (app: App): void {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
    if (!app.server.listening) return
    const until = Date.now() + CLOSING_NOTICE_MS
    while (Date.now() < until && await new Promise<number>((resolve) => app.server.getConnections((_error, count) => resolve(count))) > 0) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id).headers(RESPONSE_HEADERS)
    if (closing) throw errors.shuttingDown()
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) void reply.header('connection', 'close')
    return payload
  })
}

/** The database and everything that depends on it, in dependency order. */
async function registerServices (app: App, config: Readonly<Config>): Promise<void> {
  const metricsRegistry = createMetrics()
  await app.register(database, {
    config,
    onPoolWait: (waitMs) => { metricsRegistry.poolWait.observe(waitMs / 1000) },
    onConflictRetry: () => { metricsRegistry.transactionRetries.inc() }
  })
  await app.register(metrics, { metrics: metricsRegistry })
  await app.register(feed)
  await app.register(eventRetention, { config })
  await app.register(auth)
  await app.register(rateLimit)
  await app.register(writePipeline)
  await app.register(webhooks)
  await app.register(conditional)
}

/** Liveness and readiness, public and never rate limited: behind a proxy they all share one address. Like every route they refuse query parameters (400). */
function probeRoutes (app: App): void {
  const health = Type.Object({ status: Type.Literal('ok') }, { additionalProperties: false, description: 'The service answers (and, for /ready, so does its database).', examples: [{ status: 'ok' }] })
  app.get('/health', {
    config: { rateLimit: false },
    schema: { operationId: 'health', tags: ['operacao'], summary: 'Liveness: the process answers', security: [], response: { 200: health, ...errorResponses(400) } }
  }, async () => ({ status: 'ok' as const }))
  app.get('/ready', {
    config: { rateLimit: false },
    schema: { operationId: 'ready', tags: ['operacao'], summary: 'Readiness: the database answers (503 while it does not, or while the service shuts down)', security: [], response: { 200: health, ...errorResponses(400, 503) } }
  }, async () => {
    try {
      await withDeadline(app.database.db.selectFrom('empresas').select('id').limit(1).execute(), READY_DEADLINE_MS)
    } catch (error) {
      app.log.error({ err: error }, 'readiness check failed')
      throw errors.databaseUnavailable()
    }
    return { status: 'ok' as const }
  })
}

/**
 * Response serializers compiled once per distinct schema: every operation declares the same error
 * body for a dozen statuses (docs/CONTRACT.md section 9), and compiling each of them apart made
 * building the app half again as slow. The options are Fastify's own (the shared schemas, the
 * money format).
 */
function responseSerializerCompiler (): FastifySerializerCompiler<unknown> {
  type JsonSchema = Parameters<typeof fastJson>[0]
  const external = Object.fromEntries(sharedSchemas.map((schema) => [schema.$id as string, schema as JsonSchema]))
  const compiled = new Map<string, (data: unknown) => string>()
  return ({ schema }) => {
    const key = JSON.stringify(schema)
    let serialize = compiled.get(key)
    if (serialize === undefined) {
      serialize = fastJson(schema as JsonSchema, { schema: external, ajv: { formats: { money: MONEY_FORMAT } } }) as (data: unknown) => string
      compiled.set(key, serialize)
    }
    return serialize
  }
}

/** The whole service, ready to `listen` or `inject`; it never listens by itself. */
export async function buildApp (config: Readonly<Config>, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = createServer(config, options)
  app.decorate('config', config)
  app.decorate('clock', businessClock(config.businessTimeZone, options.now))
  for (const schema of sharedSchemas) app.addSchema(schema)
  app.setValidatorCompiler(validatorCompiler(sharedSchemas))
  app.setSerializerCompiler(responseSerializerCompiler())
  // Bodies are JSON only: without this, Fastify's built-in text/plain parser lets a text body reach
  // validation (400) instead of the 415 of docs/CONTRACT.md section 9.
  app.removeContentTypeParser('text/plain')
  await app.register(jsonBody)
  answerErrors(app, config)
  answerWhileClosing(app)
  await app.register(cors)
  await app.register(streamLimit)
  answerUnservedRoutes(app)
  // Only where the line is written: its fields (the client address behind TRUST_PROXY, the elapsed
  // time) and the hook itself cost every request, even when the level drops the line.
  if (['trace', 'debug', 'info'].includes(app.log.level)) {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info({ method: request.method, url: request.url, ip: request.ip, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request')
    })
  }
  // A misspelt filter must not silently return everything (docs/CONTRACT.md section 5): routes that take
  // no query parameters get an empty closed query schema, so any parameter is a 400 that names it.
  // Every operation also declares what the HTTP layer may answer for it (transportErrorResponses).
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { operationId?: string, querystring?: unknown, response?: Record<string, unknown> } | undefined
    if (schema?.operationId === undefined) return
    const method = Array.isArray(route.method) ? String(route.method[0]) : route.method
    const transport = transportErrorResponses(method, route.url, route.config?.rateLimit !== false)
    route.schema = { ...schema, querystring: schema.querystring ?? NO_QUERY, response: { ...transport, ...schema.response } }
  })
  await app.register(swagger)
  await registerServices(app, config)
  probeRoutes(app)
  await app.register(contasPagarRoutes)
  await app.register(contasReceberRoutes)
  await app.register(diretoriosRoutes)
  await app.register(eventosRoutes)
  await app.register(painelRoutes)
  await app.register(webhookRoutes)
  await app.register(conciliacaoRoutes)
  return app
}
