import fp from 'fastify-plugin'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'

const DESCRIPTION = `Accounts payable and receivable (contas a pagar / contas a receber) for Brazilian companies.

**Authentication**: \`Authorization: Bearer <api key>\` (the scheme name in any case). Keys belong to one company and carry the scopes read (GET) and/or write (POST, PUT, PATCH, OPTIONS updates). Missing or invalid key: 401 with WWW-Authenticate; missing scope: 403. Titles of other companies answer 404.

**Money** is a JSON number with at most 2 decimal places (0 to 999999999999.99), stored exactly (DECIMAL(15,2) / integer cents) and returned unchanged. The revenue report writes amounts as decimal strings, as in the specification's example.

**Dates** are YYYY-MM-DD calendar dates; impossible dates are 400. **Status**: EM ABERTO titles are shown as A VENCER, VENCE HOJE or ATRASADO by due date in the business time zone (BUSINESS_TZ, default America/Sao_Paulo).

**Lists** filter with inclusive bounds combined with AND, order by data_vencimento then codigo_lancamento_svc, return the whole matching set unless limite is given (then keyset pages with a Link rel="next" header). Unknown query parameters are 400. A list without limite is streamed from a database cursor (chunked transfer): if the database fails after the first bytes were sent, the connection is cut, so a client never mistakes a partial list for a complete one.

**Bodies** are never type-coerced; unknown properties are 400 and name the property; nothing is stored when a request fails.

**Errors**: every non-2xx response is the ErrorBody schema with a stable code (ErrorBody.code lists every code with its status and meaning); 500 responses carry the request id (also in every response's x-request-id header, which echoes a client's own sane X-Request-Id). 503 with Retry-After when the database is unreachable or the service is shutting down; 429 with Retry-After when a key exceeds RATE_LIMIT_PER_MINUTE, a client address exceeds RATE_LIMIT_PER_ADDRESS_PER_MINUTE, or an address failed authentication AUTH_FAILURES_PER_MINUTE times. /health and /ready are never rate limited. Codes outside the routes' own: ROUTE_NOT_FOUND (404, an unknown path), METHOD_NOT_ALLOWED (405, a known path asked with a method it does not serve; the Allow header lists those it does), both answered whatever the request's body holds, JSON_TOO_DEEP (400, nesting deeper than 32 levels), INVALID_UNICODE (400, a lone surrogate), MALFORMED_REQUEST and BAD_URL (400, not valid HTTP or URL; the connection is closed), REQUEST_TIMEOUT (408), URI_TOO_LONG (414), HEADERS_TOO_LARGE (431), CORS_ORIGIN_NOT_ALLOWED (403, a preflight from an origin not in CORS_ORIGINS), SHUTTING_DOWN and DATABASE_UNAVAILABLE (503).

**Limits**: every wait is bounded: request headers and body (408), idle connections, a client that stops reading, a streamed list (STREAM_TIME_LIMIT_SECONDS, after which the connection is cut), a pool connection and each query (503 with Retry-After). /ready answers within 1 s. Dates are years 1900 to 2199; integration and directory codes may not start or end with whitespace.

**Lifecycle**: payments (/contas-pagar/{id}/pagamentos) and receipts (/contas-receber/{id}/recebimentos) settle a title: each amortizes valor + desconto - juros - multa; the status follows (none: EM ABERTO, part: PAGTO_PARCIAL, all: PAGO / LIQUIDADO), valor_pag and recebimento sum the active settlements, and a reversal (DELETE .../{baixaId}) keeps the settlement listed as estornado. POST|DELETE .../{id}/cancelamento cancels and reopens a title without active settlements; DELETE /contas-*/{id} removes one (its integration code is free again). Their error codes: BAIXA_NAO_ENCONTRADA (404, no such settlement on the title), TITULO_CANCELADO (409, a settlement on a cancelled title), BAIXAS_ATIVAS (409, cancelling or deleting a title with active settlements), BAIXA_JA_ESTORNADA (409, a second reversal), BAIXA_DUPLICADA (409, a repeated codigo_baixa_integracao on the title), TITULO_JA_CANCELADO and TITULO_NAO_CANCELADO (409, cancelling twice, reopening an open title); a settlement above the open balance is VALIDATION_FAILED (400).

**Versions**: every title has versao (1 on create, +1 on every change) and atualizado_em (UTC). GET /{id} and every write answer ETag: "<versao>"; a write with an If-Match naming another version is 412 VERSAO_DIVERGENTE (with the current ETag) and changes nothing.

**Conditional requests**: every read (titles, lists, exports, the expense split, the revenue report, the feed, settlements, directories) answers an ETag and Cache-Control: private, no-cache. Send the ETag back in If-None-Match: while the answer is unchanged it is 304 with no body, which does not count against the rate limit. A title's ETag is its version ("<versao>"), and its 304 also needs its derived status not to have moved since its last change; every other read's ETag is weak and changes with any change of the company's titles or directories, the business date, the query or the representation. Repeated questions are answered from an in-memory cache while current: such an answer is byte for byte the one first made, its timeStamp included (when it was computed).

**Change feed**: GET /eventos returns every change in commit order (criado, alterado, baixa_lancada, baixa_estornada, cancelado, reaberto, excluido) with the title after it; follow the cursor of its Link header to see each event exactly once. A cursor from before the retained events (EVENT_RETENTION_DAYS, 90 by default) is 410 CURSOR_EXPIRADO. Lists also take alterado_desde.

**Retries and bulk**: every write (POST, PUT, PATCH, OPTIONS, DELETE; not the webhook test message, which refuses one) takes an Idempotency-Key: for 24 hours a retry with the same key and request replays the first successful answer (Idempotency-Replayed: true) and writes nothing; the key with another request is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_KEY_IN_USE with Retry-After. The key is stored in the same transaction as the write, so a create whose commit landed while its answer was lost replays its 201. Creates are also safe to retry with codigo_lancamento_integracao (409 carries the existing id); updates are idempotent; If-Match makes a read-modify-write safe against concurrent writers. GET|PUT /contas-*/integracao/{codigo} read and upsert by the client's own code; PUT /contas-*/lote upserts up to 500 titles with one outcome per item (ESTADO_DIVERGENTE, 409: a replacement whose status, valor_pag or recebimento contradicts the title's settlements). Prefer: return=representation makes creates, updates and upserts answer the title instead of the result object.

**Rate limits**: authenticated answers carry X-RateLimit-Limit (the key's requests per minute), X-RateLimit-Remaining and X-RateLimit-Reset (seconds until the window restarts).

**CORS**: only the origins of CORS_ORIGINS (none by default) get Access-Control-Allow-Origin; ETag, Location, Link, Retry-After, Idempotency-Replayed, Preference-Applied and the X-RateLimit-* headers are exposed to their scripts. OPTIONS requests carrying Access-Control-Request-Method are preflights and never updates: 204 for an allowed origin and a path that serves the requested method, 404 for an unknown path, 403 otherwise. Responses carry X-Content-Type-Options: nosniff and Cache-Control: no-store.`

type Json = Record<string, any>

/** Response headers the service sends. Route schemas cannot declare headers, so they are added below. */
const RESPONSE_HEADERS = {
  'X-Request-Id': { description: "Id of this request, on every response: the client's own X-Request-Id when it is 1-64 characters of A-Za-z0-9._:-, otherwise a new UUID. 500 bodies quote it.", required: true, schema: { type: 'string' } },
  Location: { description: 'Path of what was created: the title (/contas-pagar/{id}, /contas-receber/{id}) or the settlement (.../pagamentos/{baixaId}, .../recebimentos/{baixaId}).', required: true, schema: { type: 'string' } },
  ETag: { description: 'The version of the title after this request, as "<versao>": send it back in If-Match to change the title only if nobody else did.', required: true, schema: { type: 'string' } },
  AnswerETag: { description: 'The validator of this answer (a weak ETag): send it back in If-None-Match to get 304 with no body while the answer is unchanged. It changes when the answer could: any change of the company\'s titles or directories, the business date, the query or the representation (JSON or CSV).', required: true, schema: { type: 'string' } },
  'Cache-Control': { description: 'private, no-cache: the client may keep the answer but must revalidate it (If-None-Match) before using it again; a shared cache must not keep it.', required: true, schema: { type: 'string' } },
  Link: { description: 'Only with limite, while more rows remain: <url>; rel="next", the URL of the next page.', schema: { type: 'string' } },
  'WWW-Authenticate': { description: 'Bearer challenge.', required: true, schema: { type: 'string' } },
  'Retry-After': { description: 'Seconds to wait before retrying.', required: true, schema: { type: 'integer', minimum: 0 } },
  'X-RateLimit-Limit': { description: "The key's requests per minute (RATE_LIMIT_PER_MINUTE), on every answer to a request with a valid key while the limit is on.", schema: { type: 'integer', minimum: 1 } },
  'X-RateLimit-Remaining': { description: "Requests left in the key's current window; 0 on its 429.", schema: { type: 'integer', minimum: 0 } },
  'X-RateLimit-Reset': { description: "Seconds until the key's window restarts.", schema: { type: 'integer', minimum: 0 } }
}

/** Declares, on each response of the document, the headers the service sends with it. */
function declareResponseHeaders (document: Json): Json {
  document.components = { ...document.components, headers: RESPONSE_HEADERS }
  const ref = (name: keyof typeof RESPONSE_HEADERS) => ({ [name]: { $ref: `#/components/headers/${name}` } })
  for (const item of Object.values<Json>(document.paths ?? {})) {
    for (const operation of Object.values<Json>(item)) {
      const paged = (operation.parameters ?? []).some((parameter: Json) => parameter.in === 'query' && parameter.name === 'limite')
      // One title's version: its read, its create, and every write that takes If-Match and leaves a title.
      const versioned = (operation.parameters ?? []).some((parameter: Json) => parameter.in === 'header' && parameter.name === 'if-match') ||
        (operation.operationId ?? '').startsWith('get_contas_') || (operation.operationId ?? '').startsWith('create_contas_')
      // Reads that answer conditional GETs (docs/CONTRACT.md section 16; src/http/conditional.ts adds If-None-Match to them).
      const conditional = (operation.parameters ?? []).some((parameter: Json) => parameter.in === 'header' && parameter.name === 'if-none-match')
      // A request with a valid key learns its budget on every answer; a 401 had no valid key.
      const keyed = (operation.security ?? document.security ?? []).length > 0
      for (const [status, response] of Object.entries<Json>(operation.responses ?? {})) {
        response.headers = {
          ...response.headers,
          ...ref('X-Request-Id'),
          ...(status === '201' ? ref('Location') : {}),
          ...(versioned && (status === '200' || status === '201') ? ref('ETag') : {}),
          ...(conditional && (status === '200' || status === '304') ? { ETag: { $ref: `#/components/headers/${versioned ? 'ETag' : 'AnswerETag'}` }, ...ref('Cache-Control') } : {}),
          ...(status === '200' && paged ? ref('Link') : {}),
          ...(status === '401' ? ref('WWW-Authenticate') : {}),
          ...(status === '429' || status === '503' ? ref('Retry-After') : {}),
          ...(keyed && status !== '401' ? { ...ref('X-RateLimit-Limit'), ...ref('X-RateLimit-Remaining'), ...ref('X-RateLimit-Reset') } : {})
        }
      }
    }
  }
  return document
}

/**
 * Swagger UI fills a parameter's example into its form: date filters would then narrow the first
 * Execute to nothing, and an example Idempotency-Key or If-Match would replay or fail every try.
 * Parameters describe their format in words instead; bodies keep their examples.
 */
function withoutParameterExamples (document: Json): Json {
  for (const item of Object.values<Json>(document.paths ?? {})) {
    for (const operation of Object.values<Json>(item)) {
      for (const parameter of operation.parameters ?? []) {
        delete parameter.example
        delete parameter.examples
        if (parameter.schema !== undefined) delete parameter.schema.examples
      }
    }
  }
  return document
}

/**
 * The service checks money with a format of its own (`money`: at most two decimal places, judged on
 * the number's shortest decimal text, see src/validation.ts). No other validator knows that format,
 * and strict ones refuse it, while multipleOf: 0.01 would misjudge amounts such as 0.07 in floating
 * point: so the document leaves the format out and the schemas' descriptions state the rule.
 */
function withoutOwnFormats (node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) withoutOwnFormats(item)
  } else if (typeof node === 'object' && node !== null) {
    const object = node as Json
    if (object.format === 'money') delete object.format
    for (const value of Object.values(object)) withoutOwnFormats(value)
  }
}

/** The first of a schema's `examples`, if it has one. */
const exampleOf = (schema: unknown): unknown => Array.isArray((schema as Json | undefined)?.examples) ? (schema as Json).examples[0] : undefined

/** The examples of each operation's body and responses, by operationId, as its route schema declares them. */
type RouteExamples = Map<string, { body: unknown, responses: Record<string, unknown> }>

/**
 * A request or response example sits on its route schema (`examples`, see withExample in
 * schemas/common.ts). @fastify/swagger moves it to the media type for most operations, but leaves it
 * on the schema of a response that declares its content types (the lists with text/csv), and drops
 * it beside a $ref (BaixaNova, Categoria). Here every example becomes its media type's `example`:
 * what Swagger UI fills into "Try it out" and shows, and what redocly checks against the schema.
 */
function examplesOnMediaTypes (document: Json, routeExamples: RouteExamples): void {
  for (const item of Object.values<Json>(document.paths ?? {})) {
    for (const operation of Object.values<Json>(item)) {
      const declared = routeExamples.get(operation.operationId)
      // The route's examples are JSON: they go to application/json only (not to text/csv).
      const json = (content: Json | undefined, example: unknown) => Object.entries<Json>(content ?? {})
        .map(([type, entry]) => [entry, type === 'application/json' ? example : undefined] as const)
      const media = [
        ...json(operation.requestBody?.content, declared?.body),
        ...Object.entries<Json>(operation.responses ?? {}).flatMap(([status, response]) => json(response.content, declared?.responses[status]))
      ]
      for (const [entry, fromRoute] of media) {
        entry.example ??= exampleOf(entry.schema) ?? fromRoute
        if (entry.example === undefined) delete entry.example
        if (entry.schema !== undefined) delete entry.schema.examples
      }
    }
  }
}

/** The OpenAPI document is built from the route schemas; this only adds what no route says. */
export default fp(async (app) => {
  const routeExamples: RouteExamples = new Map()
  app.addHook('onRoute', (route) => {
    const schema = route.schema as Json | undefined
    if (typeof schema?.operationId !== 'string') return
    const responses = Object.fromEntries(Object.entries<Json>(schema.response ?? {}).map(([status, response]) =>
      [status, exampleOf(response) ?? exampleOf(response.content?.['application/json']?.schema)]))
    routeExamples.set(schema.operationId, { body: exampleOf(schema.body), responses })
  })
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      // Proprietary, as client/package.json says (UNLICENSED): the document says so rather than nothing.
      info: { title: 'Contas a pagar e a receber', version: '1.0.0', description: DESCRIPTION, license: { name: 'Proprietary: no license is granted', identifier: 'LicenseRef-Proprietary' } },
      tags: [
        { name: 'contas-pagar', description: 'Accounts payable' },
        { name: 'contas-receber', description: 'Accounts receivable' },
        { name: 'diretorios', description: 'Per-company categories and counterparties' },
        { name: 'eventos', description: 'The change feed: every change of every title, in order' },
        { name: 'operacao', description: 'Liveness and readiness' },
        { name: 'conciliacao', description: 'Bank reconciliation: CNAB 240 return files and OFX statements that settle titles' },
        { name: 'webhooks', description: 'The change feed pushed to your URLs: signed (Standard Webhooks 1.0), in order, retried until acknowledged' }
      ],
      servers: [{ url: app.config.publicUrl ?? `http://${app.config.host}:${app.config.port}`, description: 'PUBLIC_URL, or the address the service listens on' }],
      components: { securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'API key created with `npm run -s keys -- create`.' } } },
      security: [{ apiKey: [] }]
    },
    transformObject: (documentObject) => {
      // A copy: the generated object may share schema objects with the routes' validators.
      const document = withoutParameterExamples(declareResponseHeaders(structuredClone((documentObject as { openapiObject: Json }).openapiObject)))
      withoutOwnFormats(document)
      examplesOnMediaTypes(document, routeExamples)
      return document
    },
    // Shared schemas appear under their $id in components.schemas instead of as def-N.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => typeof json.$id === 'string' ? json.$id : `def-${index}` }
  })
  await app.register(swaggerUi, { routePrefix: '/documentation' })
}, { name: 'swagger' })
