import fp from 'fastify-plugin'
import { errors } from '../errors.js'

/** docs/CONTRACT.md section 14: deeper bodies are refused before any code walks them recursively. */
export const MAX_JSON_DEPTH = 32

/** A lone surrogate (\ud800 escaped in JSON): neither engine can store it as UTF-8 and give it back. */
const LONE_SURROGATE = /\p{Cs}/u

export interface JsonProblem { kind: 'depth' | 'unicode', path: string }

/**
 * The first place where `value` nests deeper than `limit` containers, or has a string (or key)
 * that is not well-formed Unicode, as a JSON pointer. The walk stops at the limit, so it never
 * recurses deeper than the limit itself.
 */
export function firstJsonProblem (value: unknown, limit = MAX_JSON_DEPTH, path = '', depth = 0): JsonProblem | undefined {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? { kind: 'unicode', path } : undefined
  if (typeof value !== 'object' || value === null) return undefined
  if (depth >= limit) return { kind: 'depth', path }
  const entries: Array<[string, unknown]> = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value)
  for (const [key, item] of entries) {
    const at = `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`
    if (LONE_SURROGATE.test(key)) return { kind: 'unicode', path: at }
    const problem = firstJsonProblem(item, limit, at, depth + 1)
    if (problem !== undefined) return problem
  }
  return undefined
}

/**
 * Fastify's own JSON parser (prototype-poisoning checks included), followed by the depth and
 * Unicode checks: a body that passes them can be validated, stored and read back on both engines.
 */
export default fp(async (app) => {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, body.toString(), (error, value) => {
      if (error !== null) return done(error, undefined)
      const problem = firstJsonProblem(value)
      if (problem === undefined) return done(null, value)
      const path = `/body${problem.path}`
      done(problem.kind === 'depth' ? errors.jsonTooDeep(path, MAX_JSON_DEPTH) : errors.invalidUnicode(path), undefined)
    })
  })
}, { name: 'json-body' })
