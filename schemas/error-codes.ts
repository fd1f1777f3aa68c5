/**
 * Every error code the service answers, with its status and meaning: the OpenAPI document lists
 * them from here, and ApiError accepts no other code.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: [400, 'The request (body, query string, URL parameters or headers) breaks a rule; details lists each problem with its JSON path.'],
  MALFORMED_JSON: [400, 'The body is not valid JSON.'],
  JSON_TOO_DEEP: [400, 'The JSON body nests deeper than 32 levels.'],
  INVALID_UNICODE: [400, 'A string of the body is not well-formed Unicode (a lone surrogate).'],
  INVALID_CURSOR: [400, 'The cursor was not issued by this service, or for another ordem.'],
  BAD_URL: [400, 'The URL is not valid (bad percent-encoding); the connection is closed.'],
  MALFORMED_REQUEST: [400, 'The request is not valid HTTP/1.1; the connection is closed.'],
  BAD_REQUEST: [400, 'Another malformed request the HTTP layer refused (400, or the 4xx it chose).'],
  MISSING_API_KEY: [401, 'No Authorization: Bearer <key> header.'],
  INVALID_API_KEY: [401, 'The API key is unknown or revoked.'],
  INSUFFICIENT_SCOPE: [403, 'The key lacks the scope the operation needs (read for GET, write for the rest).'],
  CORS_ORIGIN_NOT_ALLOWED: [403, 'A browser preflight from an origin not in CORS_ORIGINS.'],
  TITULO_NAO_ENCONTRADO: [404, 'No title with that id (or integration code) in the caller\'s company.'],
  BAIXA_NAO_ENCONTRADA: [404, 'The title has no settlement with that codigo_baixa.'],
  ROUTE_NOT_FOUND: [404, 'No such path.'],
  WEBHOOK_NAO_ENCONTRADO: [404, 'No webhook endpoint with that id in the caller\'s company.'],
  METHOD_NOT_ALLOWED: [405, 'The path does not serve this method; Allow lists the ones it does.'],
  REQUEST_TIMEOUT: [408, 'The request did not arrive in time; the connection is closed.'],
  DUPLICATE_INTEGRATION_CODE: [409, 'A create repeated a codigo_lancamento_integracao; details carries the existing codigo_lancamento_svc.'],
  TITULO_ENCERRADO: [409, 'valor/valor_documento or data_vencimento cannot change on a settled or cancelled title.'],
  TITULO_CANCELADO: [409, 'A settlement on a cancelled title.'],
  TITULO_JA_CANCELADO: [409, 'Cancelling a title that is already cancelled.'],
  TITULO_NAO_CANCELADO: [409, 'Reopening a title that is not cancelled.'],
  BAIXAS_ATIVAS: [409, 'Cancelling or deleting a title with active settlements: reverse them first.'],
  BAIXA_JA_ESTORNADA: [409, 'Reversing a settlement a second time.'],
  BAIXA_DUPLICADA: [409, 'A repeated codigo_baixa_integracao on the same title.'],
  ESTADO_DIVERGENTE: [409, 'An upsert whose status, valor_pag or recebimento contradicts the title\'s settlements.'],
  IDEMPOTENCY_KEY_IN_USE: [409, 'A request with the same Idempotency-Key is still running; retry after Retry-After.'],
  LIMITE_WEBHOOKS: [409, 'The company already has the most webhook endpoints allowed (20): delete one first.'],
  CURSOR_EXPIRADO: [410, 'The feed cursor is older than the retained events: resynchronize from the lists.'],
  VERSAO_DIVERGENTE: [412, 'If-Match does not name the current version; ETag carries the current one.'],
  PAYLOAD_TOO_LARGE: [413, 'The body exceeds BODY_LIMIT (BATCH_BODY_LIMIT for batches).'],
  URI_TOO_LONG: [414, 'A path segment is longer than 100 characters.'],
  UNSUPPORTED_MEDIA_TYPE: [415, 'The body is not application/json.'],
  IDEMPOTENCY_KEY_REUSED: [422, 'The Idempotency-Key was used with another request (URL or body) in the last 24 hours.'],
  RATE_LIMITED: [429, 'Too many requests for the key or the client address; Retry-After says when to retry.'],
  HEADERS_TOO_LARGE: [431, 'The request line and headers are too large; the connection is closed.'],
  INTERNAL_ERROR: [500, 'A bug: the message quotes the request id to report.'],
  DATABASE_UNAVAILABLE: [503, 'The database does not answer; retry after Retry-After.'],
  SHUTTING_DOWN: [503, 'The service is restarting; retry after Retry-After.']
} as const satisfies Record<string, readonly [number, string]>

export type ErrorCode = keyof typeof ERROR_CODES
