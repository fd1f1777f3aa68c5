import { http } from './node-http.js'
import type { ErrorBody } from '../schemas/common.js'
import { ERROR_CODES, type ErrorCode } from '../schemas/error-codes.js'
import { timeStamp } from './clock.js'

export interface ErrorDetail {
  path: string
  message: string
  [extra: string]: unknown
}

/** An error the client can act on. The handler in app.ts turns it into the one error body. */
export class ApiError extends Error {
  readonly statusCode: number

  constructor (
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
    statusCode?: number
  ) {
    super(message)
    this.statusCode = statusCode ?? ERROR_CODES[code][0]
    this.name = 'ApiError'
  }
}

/** The catalog: every error code the service emits on purpose, in one place. */
export const errors = {
  validation: (details: ErrorDetail[]) => new ApiError('VALIDATION_FAILED', summarize(details), details),
  malformedJson: () => new ApiError('MALFORMED_JSON', 'The request body is not valid JSON.'),
  jsonTooDeep: (path: string, limit: number) => new ApiError('JSON_TOO_DEEP', `The JSON body nests objects and arrays deeper than ${limit} levels.`, [{ path, message: `nests deeper than ${limit} levels` }]),
  invalidUnicode: (path: string) => new ApiError('INVALID_UNICODE', 'The JSON body has a string that is not well-formed Unicode (a lone surrogate escape such as \\ud800).', [{ path, message: 'is not well-formed Unicode' }]),
  cursorOfAnotherOrder: (order: string) => new ApiError('INVALID_CURSOR', `The cursor belongs to another ordem than ${order}; page with the ordem the cursor was issued for.`, [{ path: '/querystring/cursor', message: `was not issued for ordem=${order}` }]),
  invalidCursor: () => new ApiError('INVALID_CURSOR', 'The cursor is not one this service issued; take it from the Link header of the previous page.', [{ path: '/querystring/cursor', message: 'is not a valid cursor' }]),
  missingApiKey: () => new ApiError('MISSING_API_KEY', 'Send the API key as Authorization: Bearer <key>.', undefined, { 'www-authenticate': 'Bearer' }),
  notBearer: (scheme: string | undefined) => new ApiError('INVALID_API_KEY',
    `Send the API key as Authorization: Bearer <api key>${scheme === undefined || /^bearer$/i.test(scheme) ? '; this header is not in that form' : `; the ${scheme} scheme is not accepted`}.`,
    undefined, { 'www-authenticate': 'Bearer error="invalid_request"' }),
  invalidApiKey: () => new ApiError('INVALID_API_KEY', 'The API key is unknown or revoked.', undefined, { 'www-authenticate': 'Bearer error="invalid_token"' }),
  insufficientScope: (scope: string) => new ApiError('INSUFFICIENT_SCOPE', `The API key lacks the '${scope}' scope this operation needs.`),
  titleNotFound: (label: string, id: number) => new ApiError('TITULO_NAO_ENCONTRADO', `No ${label} with codigo_lancamento_svc ${id}.`),
  methodNotAllowed: (method: string, path: string, allowed: readonly string[]) => new ApiError('METHOD_NOT_ALLOWED', `${path} does not serve ${method}; it serves ${allowed.join(', ')} (see the Allow header).`),
  routeNotFound: (method: string, url: string) => new ApiError('ROUTE_NOT_FOUND', `No route ${method} ${url.split('?')[0]}; the operations are listed at /documentation.`),
  duplicateIntegrationCode: (code: string, existingId: number) => new ApiError('DUPLICATE_INTEGRATION_CODE',
    `codigo_lancamento_integracao '${code}' is already used by codigo_lancamento_svc ${existingId}; nothing was stored.`,
    [{ path: '/body/data/codigo_lancamento_integracao', message: 'already exists', codigo_lancamento_svc: existingId }]),
  duplicateMemberCode: (code: string, existingId: number, indice: number) => new ApiError('DUPLICATE_INTEGRATION_CODE',
    `codigo_lancamento_integracao '${code}' of member ${indice} of the series is already used by codigo_lancamento_svc ${existingId}; nothing of the series was stored.`,
    [{ path: '/body/data/codigo_lancamento_integracao', message: `'${code}' (member ${indice}) already exists`, codigo_lancamento_svc: existingId }]),
  seriesNotFound: (label: string, codigoSerie: number) => new ApiError('SERIE_NAO_ENCONTRADA', `No series of ${label} titles with codigo_serie ${codigoSerie}.`),
  alreadyInSeries: (label: string, id: number, codigoSerie: number) => new ApiError('TITULO_EM_SERIE',
    `The ${label} ${id} is already a member of the series ${codigoSerie}: repeticao applies to a title in no series; change the series through /series/${codigoSerie}. Nothing was stored.`,
    [{ path: '/body/conta/repeticao', message: `the title is a member of the series ${codigoSerie}` }]),
  titleClosed: (status: string, fields: string[]) => new ApiError('TITULO_ENCERRADO',
    `The title is ${status}: ${fields.join(' and ')} can no longer change; nothing was stored.`,
    fields.map((field) => ({ path: `/body/conta/${field}`, message: `cannot change on a ${status} title` }))),
  versionMismatch: (current: number) => new ApiError('VERSAO_DIVERGENTE',
    `If-Match does not name the current version of the title ("${current}"); nothing was changed. Read it again and retry.`,
    undefined, { etag: `"${current}"` }),
  titleCancelled: (label: string, id: number) => new ApiError('TITULO_CANCELADO',
    `The ${label} ${id} is CANCELADO: it takes no settlement until it is reopened (DELETE .../cancelamento); nothing was stored.`),
  alreadyCancelled: (label: string, id: number) => new ApiError('TITULO_JA_CANCELADO', `The ${label} ${id} is already CANCELADO.`),
  notCancelled: (label: string, id: number) => new ApiError('TITULO_NAO_CANCELADO', `The ${label} ${id} is not CANCELADO: there is nothing to reopen.`),
  activeSettlements: (label: string, id: number, action: 'cancelled' | 'deleted') => new ApiError('BAIXAS_ATIVAS',
    `The ${label} ${id} has active settlements and cannot be ${action}: reverse them first; nothing was changed.`),
  settlementNotFound: (id: number, settlementId: number) => new ApiError('BAIXA_NAO_ENCONTRADA', `The title ${id} has no settlement with codigo_baixa ${settlementId}.`),
  settlementAlreadyReversed: (settlementId: number, at: string) => new ApiError('BAIXA_JA_ESTORNADA', `The settlement ${settlementId} was already reversed at ${at}.`),
  duplicateSettlementCode: (code: string, path: string) => new ApiError('BAIXA_DUPLICADA',
    `codigo_baixa_integracao '${code}' is already used by a settlement of this title; nothing was stored.`,
    [{ path: path === '/body' ? '/body/codigo_baixa_integracao' : path, message: 'already exists' }]),
  titleClosedForReplacement: (status: string, fields: string[]) => new ApiError('TITULO_ENCERRADO',
    `The title is ${status}: ${fields.join(' and ')} can no longer change; nothing was stored.`,
    fields.map((field) => ({ path: `/body/data/${field}`, message: `cannot change on a ${status} title` }))),
  settlementStateConflict: (label: string, id: number, status: string) => new ApiError('ESTADO_DIVERGENTE',
    `The ${label} ${id} is ${status} with its settlements: a replacement cannot change its status, valor_pag or recebimento. Use the settlement and cancellation routes; nothing was stored.`,
    [{ path: '/body/data/status_titulo', message: `does not match the title's current state (${status})` }]),
  integrationCodeMismatch: (inPath: string, inBody: string) => new ApiError('VALIDATION_FAILED',
    `Invalid request: /body/data/codigo_lancamento_integracao must equal the code in the URL ('${inPath}').`,
    [{ path: '/body/data/codigo_lancamento_integracao', message: `is '${inBody}' but the URL names '${inPath}'` }]),
  integrationCodeNotFound: (label: string, code: string) => new ApiError('TITULO_NAO_ENCONTRADO', `No ${label} with codigo_lancamento_integracao '${code}'.`),
  duplicateInBatch: (code: string, firstIndex: number) => new ApiError('VALIDATION_FAILED',
    `Invalid request: codigo_lancamento_integracao '${code}' is repeated in the batch (first at indice ${firstIndex}); nothing was stored for this item.`,
    [{ path: '/body/data/codigo_lancamento_integracao', message: `repeats the item at indice ${firstIndex}` }]),
  idempotencyKeyReused: (key: string) => new ApiError('IDEMPOTENCY_KEY_REUSED',
    `Idempotency-Key '${key}' was used with a different request (URL or body) in the last 24 hours; use a new key for a new request.`),
  idempotencyKeyInFlight: (key: string) => new ApiError('IDEMPOTENCY_KEY_IN_USE',
    `A request with Idempotency-Key '${key}' is still running; retry shortly to receive its answer.`, undefined, { 'retry-after': '1' }),
  cursorExpired: (cursor: string, purgedUpTo: number) => new ApiError('CURSOR_EXPIRADO',
    `The events after cursor ${cursor} up to ${purgedUpTo} were purged by retention: resynchronize from the lists, then follow the feed from its start.`),
  webhookNotFound: (id: number) => new ApiError('WEBHOOK_NAO_ENCONTRADO', `No webhook endpoint with id ${id}.`),
  webhookLimit: (max: number) => new ApiError('LIMITE_WEBHOOKS', `The company already has ${max} webhook endpoints, the most allowed; delete one first. Nothing was stored.`),
  bankFileInvalid: (linha: number, campo: string, message: string) => new ApiError('ARQUIVO_INVALIDO',
    `The bank file cannot be read: ${message.replace(/\.$/, '')}; nothing was stored.`, [{ path: '/body', message, linha, campo }]),
  bankFileFormatUnknown: (message: string) => new ApiError('FORMATO_DESCONHECIDO',
    `Not a bank file this service reads: ${message.replace(/^Line \d+, formato: /, '').replace(/\.$/, '')}. Send a CNAB 240 return file or an OFX statement; nothing was stored.`, [{ path: '/body', message }]),
  bankFileMediaType: (contentType: string, accepted: readonly string[]) => new ApiError('UNSUPPORTED_MEDIA_TYPE',
    `A bank file is sent as its bytes, with Content-Type ${accepted.join(', ')}; not ${contentType === '' ? 'without one' : contentType}.`),
  bankFileNsaRepeated: (banco: string, nsa: number, arquivoId: number) => new ApiError('ARQUIVO_NSA_REPETIDO',
    `The import ${arquivoId} already has bank ${banco}'s file NSA ${nsa} with other bytes; nothing was stored. A corrected file comes with a new NSA.`,
    [{ path: '/body', message: `NSA ${nsa} of bank ${banco} was imported as ${arquivoId}`, id: arquivoId }]),
  bankFileImportedMeanwhile: () => new ApiError('ARQUIVO_CONCORRENTE',
    'Another request imported the same file (or the same NSA) at the same time; nothing was stored. Send it again to read that import.'),
  importNotFound: (id: number) => new ApiError('ARQUIVO_NAO_ENCONTRADO', `No bank file import with id ${id}.`),
  importItemNotFound: (id: number, linha: number) => new ApiError('ITEM_NAO_ENCONTRADO', `The import ${id} has no item at linha ${linha}.`),
  importItemClosed: (id: number, linha: number, resultado: string) => new ApiError('ITEM_NAO_CONCILIAVEL',
    `The item at linha ${linha} of the import ${id} is ${resultado}: only sugerido and sem_titulo items are confirmed; nothing was changed.`),
  badUrl: () => new ApiError('BAD_URL', 'The URL is not valid: check its percent-encoding.'),
  malformedRequest: (parserCode: string) => new ApiError('MALFORMED_REQUEST', `The request is not valid HTTP/1.1 (${parserCode}); the connection is closed.`),
  corsOriginNotAllowed: (origin: string) => new ApiError('CORS_ORIGIN_NOT_ALLOWED', `Origin ${origin} may not call this API from a browser; CORS_ORIGINS lists the allowed ones.`),
  requestTimeout: () => new ApiError('REQUEST_TIMEOUT', 'The request did not arrive in time; the connection is closed.'),
  uriTooLong: () => new ApiError('URI_TOO_LONG', 'A path segment of the URL is longer than 100 characters.'),
  headersTooLarge: () => new ApiError('HEADERS_TOO_LARGE', 'The request line and headers are too large; the connection is closed.'),
  payloadTooLarge: (limit: number) => new ApiError('PAYLOAD_TOO_LARGE', `The request body exceeds ${limit} bytes.`),
  unsupportedMediaType: () => new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as Content-Type: application/json.'),
  rateLimited: (retryAfterSeconds: number, subject: string) => new ApiError('RATE_LIMITED', `Too many requests for ${subject}; retry in ${retryAfterSeconds} s.`, undefined, { 'retry-after': String(retryAfterSeconds) }),
  shuttingDown: () => new ApiError('SHUTTING_DOWN', 'The service is restarting; retry shortly.', undefined, { 'retry-after': '1' }),
  databaseUnavailable: () => new ApiError('DATABASE_UNAVAILABLE', 'The database is unreachable; retry shortly.', undefined, { 'retry-after': '5' }),
  internal: (requestId: string) => new ApiError('INTERNAL_ERROR', `Internal error; quote request id ${requestId} when reporting it.`)
}

function summarize (details: ErrorDetail[]): string {
  const [first] = details
  if (first === undefined) return 'The request is invalid.'
  const more = details.length > 1 ? ` (and ${details.length - 1} more problem${details.length > 2 ? 's' : ''})` : ''
  return `Invalid request: ${first.path} ${first.message}${more}.`
}

export function errorBody (error: ApiError): ErrorBody {
  return {
    success: false,
    statusCode: error.statusCode,
    error: http.STATUS_CODES[error.statusCode] ?? 'Error',
    code: error.code,
    message: error.message,
    ...(error.details === undefined ? {} : { details: error.details }),
    timeStamp: timeStamp()
  }
}
