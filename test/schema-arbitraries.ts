import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import fc, { type Arbitrary } from 'fast-check'

/**
 * fast-check arbitraries drawn from the OpenAPI document's own schemas: the property tests
 * (test/properties.test.ts, test/response-schemas.test.ts) generate requests from what the document
 * publishes, so an operation or a field added later is covered without changing them.
 */

export type Schema = Record<string, any>
export type Doc = { paths: Record<string, Record<string, Schema>>, components: { schemas: Record<string, Schema> } }

/** Values a schema accepts (mostly: rules outside JSON Schema, such as sums, still refuse some). */
export function valid (doc: Doc, schema: Schema, depth = 0): Arbitrary<unknown> {
  if (typeof schema.$ref === 'string') return valid(doc, doc.components.schemas[schema.$ref.split('/').pop() as string] as Schema, depth)
  if (Array.isArray(schema.anyOf) && schema.type === undefined) return fc.oneof(...schema.anyOf.map((branch: Schema) => valid(doc, branch, depth)))
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum)
  if (schema.const !== undefined) return fc.constant(schema.const)
  switch (schema.type) {
    case 'object': {
      const properties = Object.fromEntries(Object.entries<Schema>(schema.properties ?? {}).map(([name, property]) => [name, valid(doc, property, depth + 1)]))
      // Titles have dozens of optional fields: each is present in about one request of four.
      const required = new Set<string>(schema.required ?? [])
      const optional = Object.keys(properties).filter((name) => !required.has(name))
      return fc.tuple(fc.record(properties, { requiredKeys: [...required] }), fc.subarray(optional, { maxLength: Math.min(optional.length, 6) }))
        .map(([value, keep]) => Object.fromEntries(Object.entries(value as object).filter(([name]) => required.has(name) || keep.includes(name))))
        .filter((value) => Object.keys(value).length >= (schema.minProperties ?? 0))
    }
    case 'array':
      return fc.array(valid(doc, schema.items ?? {}, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) })
    case 'string': return validString(schema)
    case 'integer': return fc.integer({ min: Math.max(schema.minimum ?? -1e6, -1e9), max: Math.min(schema.maximum ?? 1e9, 1e9) })
    case 'number': {
      // Every number of the API is an amount or a percentage with at most two decimal places.
      const min = Math.ceil((schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 0.01 : schema.minimum ?? 0) * 100)
      const max = Math.floor((schema.maximum ?? 1e6) * 100)
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 100_000) }), fc.integer({ min, max })).map((cents) => cents / 100)
    }
    case 'boolean': return fc.boolean()
    default: return depth > 6 ? fc.constant(null) : fc.jsonValue({ maxDepth: 3 })
  }
}

const calendarDate = fc.tuple(fc.integer({ min: 1900, max: 2199 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
  .map(([year, month, day]) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`)

function validString (schema: Schema): Arbitrary<string> {
  if (schema.format === 'date') return calendarDate
  const maxLength = Math.min(schema.maxLength ?? 40, 40)
  const minLength = schema.minLength ?? 0
  const fits = (text: string) => [...text].length >= minLength && [...text].length <= (schema.maxLength ?? Infinity)
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u')
    return fc.oneof(fc.stringMatching(pattern), fc.string({ unit: 'grapheme', minLength, maxLength }).map((text) => text.trim()))
      .filter((text) => pattern.test(text) && fits(text))
  }
  return fc.string({ unit: 'grapheme', minLength, maxLength }).filter(fits)
}

/**
 * Checks an answer against what the document declares for its operation and status: undefined
 * when it conforms, else what is wrong. ajv, not the service's own compiler, reads the document.
 */
export function responseChecker (doc: Doc): (method: string, path: string, status: number, body: string) => string | undefined {
  const ajv = new Ajv({ strict: false, allErrors: true })
  addFormats.default(ajv)
  ajv.addSchema(doc as object, 'openapi')
  const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1')
  return (method, path, status, body) => {
    const response = doc.paths[path]?.[method.toLowerCase()]?.responses?.[String(status)]
    if (response === undefined) return `${status} is not declared for ${method} ${path}`
    const schema = response.content?.['application/json']?.schema
    if (schema === undefined) return body === '' ? undefined : `${status} of ${method} ${path} declares no JSON body, but one came`
    const validate = ajv.getSchema(`openapi#/${['paths', path, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema'].map(escape).join('/')}`)
    if (validate === undefined) return `no schema for ${status} of ${method} ${path}`
    if (validate(JSON.parse(body))) return undefined
    return `${status} of ${method} ${path} violates its schema: ${ajv.errorsText(validate.errors)}`
  }
}
