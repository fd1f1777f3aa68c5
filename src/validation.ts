import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifySchemaCompiler } from 'fastify'
import type { TSchema } from '@sinclair/typebox'
import type { ErrorDetail } from './errors.js'
import { INVALID_MESSAGE } from '../schemas/common.js'

/**
 * Two ajv instances because docs/CONTRACT.md treats request parts differently: bodies are never coerced (a
 * number where a string is declared is a 400), while query strings and URL parameters are text and
 * are read as the declared type. Neither strips unknown properties: they are rejected by name.
 */
const common: Options = {
  allErrors: true,
  removeAdditional: false,
  useDefaults: false,
  strict: false,
  // Shared schemas are added once below; compiled route schemas must not re-register them.
  addUsedSchema: false,
  // Errors carry the schema they broke (and its parent): a oneOf or not names its alternatives or
  // its rule from it, and a pattern its sentence.
  verbose: true
}

const MONEY_TEXT = /^-?[0-9]+(\.[0-9]{1,2})?$/

/**
 * The `money` format, for every ajv the service has: the two validators below and the response
 * serializer's (fast-json-stringify picks anyOf branches with ajv), which otherwise warned
 * `unknown format "money" ignored` on stderr for every schema it compiled.
 */
export const MONEY_FORMAT = { type: 'number', validate: (value: number) => Number.isFinite(value) && MONEY_TEXT.test(String(value)) } as const

function buildAjv (coerceTypes: boolean, shared: TSchema[]): Ajv {
  const ajv = new Ajv({ ...common, coerceTypes })
  // full mode: 'date' checks the calendar, so 2025-02-30 is rejected.
  addFormats.default(ajv, { mode: 'full', formats: ['date'] })
  // The shortest decimal form of a double is what the client wrote, so this checks the decimal
  // places exactly; multipleOf: 0.01 would divide in floating point and misjudge large amounts.
  ajv.addFormat('money', MONEY_FORMAT)
  for (const schema of shared) ajv.addSchema(schema)
  return ajv
}

export function validatorCompiler (shared: TSchema[]): FastifySchemaCompiler<TSchema> {
  const bodyAjv = buildAjv(false, shared)
  const textAjv = buildAjv(true, shared)
  return ({ schema, httpPart }) => {
    const validate: ValidateFunction = (httpPart === 'body' ? bodyAjv : textAjv).compile(schema)
    return validate as ReturnType<FastifySchemaCompiler<TSchema>>
  }
}

const FRIENDLY: Partial<Record<string, (error: ErrorObject) => string>> = {
  required: () => 'is required',
  additionalProperties: (error) => (error.params as { additionalProperty: string }).additionalProperty === 'codigo_lancamento_svc'
    ? 'is assigned by the service and may not be sent'
    : 'is not a known property',
  format: (error) => {
    const format = (error.params as { format: string }).format
    if (format === 'date') return 'must be a real calendar date YYYY-MM-DD'
    if (format === 'money') return 'must be an amount with at most 2 decimal places'
    return `must match format ${format}`
  },
  enum: (error) => `must be one of: ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`,
  minProperties: () => 'must not be empty',
  oneOf: (error) => `must have exactly one of: ${(error.schema as Array<{ required?: string[] }>).map((branch) => (branch.required ?? []).join(' and ')).join(', ')}`,
  not: (error) => (error.schema as { description?: string }).description ?? 'must not be valid',
  // The schema's sentence (INVALID_MESSAGE) stands in for a regular expression no reader should have to decode.
  pattern: (error) => sentenceOf(error) ?? `must match pattern "${(error.params as { pattern: string }).pattern}"`,
  anyOf: (error) => sentenceOf(error) ?? error.message ?? 'is invalid',
  type: (error) => {
    const came = `not ${described(error.data)}`
    // "1.234,56" is how a Brazilian spreadsheet writes an amount: the message shows the JSON way.
    if ((error.parentSchema as { format?: unknown } | undefined)?.format === 'money') return `must be an amount as a JSON number, a point before at most 2 decimal places (such as 1234.56), ${came}`
    const expected = String((error.params as { type: unknown }).type).split(',').map((type) => EXPECTED_TYPE[type] ?? type)
    return `must be ${expected.join(' or ')}, ${came}`
  }
}

const EXPECTED_TYPE: Partial<Record<string, string>> = { number: 'a number', integer: 'an integer', string: 'a string', boolean: 'true or false', object: 'an object', array: 'an array', null: 'null' }

/** A value a client sent, as a type error names it: `the string "10,50"`, `an array`. */
function described (value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  switch (typeof value) {
    case 'string': return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value)}`
    case 'number': case 'boolean': return `the ${typeof value} ${String(value)}`
    case 'object': return 'an object'
    default: return typeof value
  }
}

function sentenceOf (error: ErrorObject): string | undefined {
  const sentence = (error.parentSchema as Record<string, unknown> | undefined)?.[INVALID_MESSAGE]
  return typeof sentence === 'string' ? sentence : undefined
}

/**
 * The errors of the branches of a oneOf, or of an anyOf that has a sentence of its own: the
 * oneOf's or the anyOf's own error says what each branch would, once (ajv reports every branch
 * that failed, then the combinator).
 */
function branchesExplained (errors: ErrorObject[]): (error: ErrorObject) => boolean {
  const explained = errors.filter((error) => error.keyword === 'oneOf' || (error.keyword === 'anyOf' && sentenceOf(error) !== undefined)).map((error) => `${error.schemaPath}/`)
  return (error) => explained.some((prefix) => error.schemaPath.startsWith(prefix))
}

/** ajv's errors as the `details` of the error body: one entry per problem, with a JSON path. */
export function validationDetails (errors: ErrorObject[], context: string): ErrorDetail[] {
  const seen = new Set<string>()
  const details: ErrorDetail[] = []
  const explained = branchesExplained(errors)
  for (const error of errors) {
    if (explained(error)) continue
    let path = `/${context}${error.instancePath}`
    const params = error.params as { missingProperty?: string, additionalProperty?: string }
    if (error.keyword === 'required' && params.missingProperty !== undefined) path += `/${params.missingProperty}`
    if (error.keyword === 'additionalProperties' && params.additionalProperty !== undefined) path += `/${params.additionalProperty}`
    const message = FRIENDLY[error.keyword]?.(error) ?? error.message ?? 'is invalid'
    const key = `${path} ${message}`
    if (seen.has(key)) continue
    seen.add(key)
    details.push({ path, message })
  }
  return details
}

/**
 * Runs a validator this module's compiler made (Fastify types it loosely) outside a request: the
 * problems as `details`, none when the value is valid. Batches validate each item this way.
 */
export function problemsOf (validate: unknown, value: unknown, context: string): ErrorDetail[] {
  const check = validate as ValidateFunction
  return check(value) ? [] : validationDetails(check.errors ?? [], context)
}
