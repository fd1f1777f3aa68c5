import { ERROR_CODES, type ErrorCode } from './error-codes.js'
import { Type, type Static, type TSchema } from '@sinclair/typebox'

/**
 * Building blocks shared by every resource schema. Each is the single definition of its concept:
 * the TypeScript type (`Static`), the request validation (ajv), the response serializer
 * (fast-json-stringify) and the OpenAPI document are all derived from these objects.
 */

/**
 * The sentence a validation error gives when a value does not match a schema's `pattern` (or none
 * of its `anyOf` branches), instead of ajv's `must match pattern "<regex>"` (src/validation.ts).
 * Every pattern a request can fail has one; as an OpenAPI extension the document shows it too.
 */
export const INVALID_MESSAGE = 'x-invalid-message'

/** A `$ref` to a schema registered with `app.addSchema`, typed as the schema it points to. */
export function refTo<T extends TSchema> (schema: T, description?: string) {
  if (schema.$id === undefined) throw new Error('refTo needs a schema with an $id')
  // A description beside the $ref is what OpenAPI shows for a response (else "Default Response").
  return Type.Unsafe<Static<T>>(Type.Ref(schema.$id, description === undefined ? {} : { description }))
}

/**
 * The schema with one example, which the document shows beside it (and Swagger UI fills into "Try
 * it out" for a request body). The values live in schemas/examples.ts, typed there by their schemas.
 */
export function withExample<T extends TSchema> (schema: T, example: unknown): T {
  return { ...schema, examples: [example] }
}

/**
 * The schema with named examples: the document shows them as its media type's `examples` (through
 * @fastify/swagger's `x-examples`), and Swagger UI offers them in a list, the first one filled in.
 */
export function withNamedExamples<T extends TSchema> (schema: T, examples: Record<string, { summary: string, value: unknown }>): T {
  return { ...schema, 'x-examples': examples }
}

/** A string enum that OpenAPI shows as `enum` (a union of literals would show as `anyOf`). */
export function StringEnum<const T extends readonly string[]> (values: T, options: { description?: string, default?: T[number] } = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options })
}

/** A free text field. The limit is the column width, so longer input is rejected, never truncated. */
export function Text (maxLength: number, options: { description?: string, minLength?: number } = {}) {
  return Type.String({ maxLength, ...options })
}

export const MAX_MONEY = 999_999_999_999.99

/**
 * An amount in BRL as a JSON number with at most two decimal places. The `money` format is checked
 * on the number's shortest decimal representation (see src/validation.ts), never by float division.
 */
export const Money = Type.Number({
  format: 'money',
  minimum: 0,
  maximum: MAX_MONEY,
  description: 'Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99.'
})

export const PositiveMoney = Type.Number({
  format: 'money',
  exclusiveMinimum: 0,
  maximum: MAX_MONEY,
  description: 'Amount in BRL greater than zero: a JSON number with at most 2 decimal places, up to 999999999999.99.'
})

/** A share in percent (0..100). Not money: used for splits, rates and tax rates. */
export const Percent = Type.Number({ minimum: 0, maximum: 100 })

/**
 * A calendar date `YYYY-MM-DD` of the years 1900 to 2199; impossible dates such as 2025-02-30 are
 * rejected. The range keeps both engines alike: MariaDB's DATE refuses year 0000, SQLite stores any
 * text, and no title of a living company falls outside it.
 */
export const IsoDate = Type.String({
  format: 'date',
  pattern: '^(19|20|21)[0-9]{2}-[0-9]{2}-[0-9]{2}$',
  [INVALID_MESSAGE]: 'must be a date of the years 1900 to 2199, written YYYY-MM-DD',
  description: 'Calendar date, YYYY-MM-DD, years 1900 to 2199.',
  examples: ['2026-03-10']
})

export const IsoTime = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$', [INVALID_MESSAGE]: 'must be a time of day HH:MM:SS (00:00:00 to 23:59:59)', description: 'Time of day, HH:MM:SS.' })

/**
 * Leading or trailing whitespace in a code is refused (docs/CONTRACT.md section 14), and so are "." and
 * "..": codes are URL path segments (/integracao/{codigo}, /categorias/{codigo}), and URLs resolve
 * those two away, even percent-encoded, so such a code could never be read or updated by it.
 */
export const NO_EDGE_WHITESPACE = '^([^\\s.]|[^\\s.]\\S|\\.[^\\s.]|\\S.+\\S)$'

/**
 * A code the database compares: an integration code or a directory code. MariaDB's PAD SPACE
 * collations ignore trailing spaces where SQLite does not, so codes with edge whitespace are refused
 * and both engines see the same codes as equal.
 */
export function CodeText (maxLength: number, options: { description?: string } = {}) {
  const rule = 'No leading or trailing whitespace; not . or .. (they cannot be a URL path segment).'
  return Type.String({ minLength: 1, maxLength, pattern: NO_EDGE_WHITESPACE, [INVALID_MESSAGE]: 'must not start or end with whitespace, nor be . or .. (a code must work as a URL path segment)', description: options.description === undefined ? rule : `${options.description} ${rule}` })
}

/** A positive whole number that fits a JavaScript number exactly. */
export const Code = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })

/** The ERP's yes/no flags. */
export const Flag = StringEnum(['S', 'N'], { description: "Yes/no flag: 'S' (sim) or 'N' (não)." })

export const TimeStamp = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$',
  description: 'UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.',
  examples: ['2026-11-22T10:15:00Z']
})

/** A moment as the service records it: UTC with milliseconds. */
export const UtcDateTime = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3}Z$',
  description: 'UTC date-time, YYYY-MM-DDTHH:MM:SS.mmmZ.',
  examples: ['2026-11-22T10:15:00.000Z']
})

/** The request headers of a write to one title: an optional If-Match (RFC 9110) naming the version the client read. */
export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(Type.String({
    maxLength: 200,
    // RFC 9110's entity tags are quoted: an unquoted 7 is refused rather than guessed at (docs/CONTRACT.md section 12).
    pattern: '^ *(\\*|(W/)?"[^"]*"( *, *(W/)?"[^"]*")*) *$',
    [INVALID_MESSAGE]: 'must list entity tags in double quotes, as the ETag header gives them (If-Match: "7"), or be *',
    description: 'The ETag of the title as last read (its versao in quotes, e.g. "3"), or *. When it does not name the current version: 412 VERSAO_DIVERGENTE and nothing changes. Without it, the write applies to whatever version is current.',
    examples: ['"1"']
  }))
})

/** The request headers of a POST or batch PUT: an optional Idempotency-Key (docs/CONTRACT.md section 13). */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({
    pattern: '^[\\x21-\\x7E]{1,255}$',
    [INVALID_MESSAGE]: 'must be 1 to 255 visible ASCII characters (no spaces), such as a UUID',
    description: 'Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route.',
    examples: ['5f0c8a7e-2b4d-4c1e-9a53-7d1f0e6b2c90']
  }))
})

/** Prefer: return=representation (docs/CONTRACT.md section 8) on creates, updates and upserts. */
export const PreferHeader = Type.Optional(Type.String({
  maxLength: 200,
  description: 'return=representation (RFC 7240): answer the envelope with the title after the write instead of the result object; the response then carries Preference-Applied: return=representation.',
  examples: ['return=representation']
}))

export const IdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'codigo_lancamento_svc of the title.' })
}, { additionalProperties: false })

export const ErrorDetail = Type.Object({
  path: Type.String({ description: 'JSON pointer of the offending input, prefixed by where it was: /body, /querystring or /params.' }),
  message: Type.String()
}, { additionalProperties: true, description: 'One problem with the request. Conflicts may carry extra keys, such as codigo_lancamento_svc.' })

export const ErrorBody = Type.Object({
  success: Type.Literal(false),
  statusCode: Type.Integer(),
  error: Type.String({ description: 'HTTP reason phrase.' }),
  code: StringEnum(Object.keys(ERROR_CODES) as ErrorCode[], {
    description: 'Stable machine-readable code:\n\n' + Object.entries(ERROR_CODES).map(([code, [status, meaning]]) => `- ${code} (${status}): ${meaning}`).join('\n')
  }),
  message: Type.String({ description: 'Human-readable sentence.' }),
  details: Type.Optional(Type.Array(ErrorDetail)),
  timeStamp: TimeStamp
}, { $id: 'ErrorBody', additionalProperties: false, description: 'Body of every non-2xx response.' })
export type ErrorBody = Static<typeof ErrorBody>

/** The result object of a SQL driver, as the specification returns from create and update. */
export const ResultObject = Type.Object({
  fieldCount: Type.Integer(),
  affectedRows: Type.Integer(),
  insertId: Type.Integer(),
  info: Type.String(),
  serverStatus: Type.Integer(),
  warningStatus: Type.Integer(),
  changedRows: Type.Integer()
}, { $id: 'ResultObject', additionalProperties: false })
export type ResultObject = Static<typeof ResultObject>

/** The list envelope of the specification: exactly these four fields. */
export function Envelope<T extends TSchema> (data: T, description: string) {
  return Type.Object({
    success: Type.Literal(true),
    data,
    timeStamp: TimeStamp,
    total_registros: Type.Integer({ description: 'Number of records in this response.' })
  }, { additionalProperties: false, description })
}

/** The envelope of a list that may be paged: with limite, proximo_cursor says where the next page starts. */
export function PagedEnvelope<T extends TSchema> (data: T, description: string) {
  return Type.Object({
    ...Envelope(data, description).properties,
    proximo_cursor: Type.Optional(Type.Union([Type.String(), Type.Null()], {
      description: 'Only with limite: the cursor of the next page (the same as in the Link header), or null on the last page.'
    }))
  }, { additionalProperties: false, description })
}

/**
 * Every error status a route may answer, by reference to the one error body. 401 and 403 are on
 * every authenticated route as the specification lists them.
 */
export function errorResponses (...codes: Array<400 | 401 | 403 | 404 | 408 | 409 | 410 | 412 | 413 | 414 | 415 | 422 | 429 | 431 | 500 | 503>) {
  const ref = refTo(ErrorBody)
  return Object.fromEntries(codes.map((code) => [code, ref])) as Record<(typeof codes)[number], typeof ref>
}

/**
 * What the HTTP layer answers for an operation before (or whatever) its handler decides, so that
 * the document promises it (docs/CONTRACT.md section 9): 400 for an unknown query parameter or a
 * malformed URL, 408 for a request too slow, 431 for headers too large, 500 and 503 (shutting down,
 * the database) anywhere; 414 where the path has a parameter (the router's 100-character limit);
 * 413 and 415 where a body is parsed (every method but GET and HEAD, DELETE included); 429 on every
 * rate-limited operation (the per-address limit counts before authentication). Added to every
 * operation in one place (src/app.ts), so a route cannot forget one.
 */
export function transportErrorResponses (method: string, url: string, rateLimited: boolean) {
  return {
    ...errorResponses(400, 408, 431, 500, 503),
    ...(url.includes(':') ? errorResponses(414) : {}),
    ...(method === 'GET' || method === 'HEAD' ? {} : errorResponses(413, 415)),
    ...(rateLimited ? errorResponses(429) : {})
  }
}
