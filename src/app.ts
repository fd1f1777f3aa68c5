import { randomUUID } from 'node:crypto'
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { isDatabaseUnavailable } from '../db/dialect.js'
import { errorResponses } from '../schemas/common.js'
import { sharedSchemas } from '../schemas/index.js'
import { businessClock, type Clock } from './clock.js'
import type { Config } from './config.js'
import { ApiError, errorBody, errors } from './errors.js'
import { validationDetails, validatorCompiler } from './validation.js'
import { hashToken } from './auth/keys.js'
import auth from './plugins/auth.js'
import database from './plugins/database.js'
import swagger from './plugins/swagger.js'
import { contasPagarRoutes } from './contas-pagar/routes.js'
import { JSON_CONTENT_TYPE } from './titulos/envelope.js'
import { contasReceberRoutes } from './contas-receber/routes.js'
import { diretoriosRoutes } from './diretorios/routes.js'
import { eventosRoutes } from './eventos/routes.js'
import eventRetention from './eventos/retention.js'

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock
    config: Readonly<Config>
  }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'Link, Location, Retry-After, X-Request-Id, WWW-Authenticate'
}

export interface AppOptions {
  /** Replaces the wall clock, so tests can pin "today" in the business time zone. */
  now?: () => Date
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
    return new ApiError(error.statusCode, error.code ?? 'BAD_REQUEST', error.message)
  }
  return undefined
}

/** The whole service, ready to `listen` or `inject`; it never listens by itself. */
export async function buildApp (config: Readonly<Config>, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    // A client's own request id is kept for tracing when it is sane; otherwise we make one.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id']
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
    },
    // Requests arriving during shutdown get the one error body (hook below), not Fastify's own 503.
    return503OnClosing: false,
    // One log line per request (the onResponse hook below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true })
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.decorate('config', config)
  app.decorate('clock', businessClock(config.businessTimeZone, options.now))
  for (const schema of sharedSchemas) app.addSchema(schema)
  app.setValidatorCompiler(validatorCompiler(sharedSchemas))
  // Bodies are JSON only: without this, Fastify's built-in text/plain parser lets a text body reach
  // validation (400) instead of the 415 of DESIGN.md section 9.
  app.removeContentTypeParser('text/plain')

  app.setErrorHandler((error: FastifyError, request, reply) => {
    let apiError: ApiError
    if (error instanceof ApiError) apiError = error
    else if (error.validation !== undefined) apiError = errors.validation(validationDetails(error.validation, error.validationContext ?? 'body'))
    else if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable')
      apiError = errors.databaseUnavailable()
    } else {
      apiError = fromFastifyError(error, config.bodyLimit) ?? errors.internal(request.id)
      if (apiError.statusCode >= 500) request.log.error({ err: error }, 'unhandled error')
    }
    void reply.code(apiError.statusCode).headers(apiError.headers ?? {}).type(JSON_CONTENT_TYPE).send(errorBody(apiError))
  })
  app.setNotFoundHandler(async (request) => { throw errors.routeNotFound(request.method, request.url) })

  let closing = false
  app.addHook('preClose', async () => { closing = true })
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id).headers(CORS_HEADERS)
    if (closing) {
      void reply.header('connection', 'close')
      throw errors.shuttingDown()
    }
    // A CORS preflight is answered here, so OPTIONS /contas-*/:id never mistakes one for an update.
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      return await reply.code(204).headers({
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, OPTIONS',
        'access-control-allow-headers': 'Authorization, Content-Type, X-Request-Id',
        'access-control-max-age': '600'
      }).send()
    }
  })

  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request')
  })

  if (config.rateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      // Per API key (hashed, so tokens are not kept in memory as such), else per client address.
      keyGenerator: (request) => request.headers.authorization === undefined ? `ip:${request.ip}` : `key:${hashToken(request.headers.authorization)}`,
      errorResponseBuilder: (_request, context) => errors.rateLimited(Math.max(1, Math.ceil(context.ttl / 1000)))
    })
  }

  await app.register(swagger)
  await app.register(database, { config })
  await app.register(eventRetention, { config })
  await app.register(auth)

  const health = Type.Object({ status: Type.Literal('ok') }, { additionalProperties: false })
  // Probes are never rate limited: behind a proxy they all share one address.
  app.get('/health', {
    config: { rateLimit: false },
    schema: { operationId: 'health', tags: ['operacao'], summary: 'Liveness: the process answers', security: [], response: { 200: health } }
  }, async () => ({ status: 'ok' as const }))
  app.get('/ready', {
    config: { rateLimit: false },
    schema: { operationId: 'ready', tags: ['operacao'], summary: 'Readiness: the database answers (503 while it does not, or while the service shuts down)', security: [], response: { 200: health, ...errorResponses(503) } }
  }, async () => {
    try {
      await app.database.db.selectFrom('empresas').select('id').limit(1).execute()
    } catch (error) {
      app.log.error({ err: error }, 'readiness check failed')
      throw errors.databaseUnavailable()
    }
    return { status: 'ok' as const }
  })

  await app.register(contasPagarRoutes)
  await app.register(contasReceberRoutes)
  await app.register(diretoriosRoutes)
  await app.register(eventosRoutes)
  return app
}
