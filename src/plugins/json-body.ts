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
 * recurses deeper than the limit itself. It runs on every body (a batch is 500 titles), so it
 * allocates nothing on the way down: the pointer is built only for a body that has a problem.
 */
export function firstJsonProblem (value: unknown, limit = MAX_JSON_DEPTH, checkUnicode = true): JsonProblem | undefined {
  const found = problemIn(value, limit, 0, checkUnicode)
  if (found === undefined) return undefined
  return { kind: found.kind, path: found.keys.reverse().map((key) => `/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('') }
}

/** The problem's kind and the keys leading to it, innermost first. */
function problemIn (value: unknown, limit: number, depth: number, checkUnicode: boolean): { kind: JsonProblem['kind'], keys: string[] } | undefined {
  if (typeof value === 'string') return checkUnicode && LONE_SURROGATE.test(value) ? { kind: 'unicode', keys: [] } : undefined
  if (typeof value !== 'object' || value === null) return undefined
  if (depth >= limit) return { kind: 'depth', keys: [] }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const problem = problemIn(value[index], limit, depth + 1, checkUnicode)
      if (problem !== undefined) return { kind: problem.kind, keys: [...problem.keys, String(index)] }
    }
    return undefined
  }
  const object = value as Record<string, unknown>
  for (const key of Object.keys(object)) {
    if (checkUnicode && LONE_SURROGATE.test(key)) return { kind: 'unicode', keys: [key] }
    const problem = problemIn(object[key], limit, depth + 1, checkUnicode)
    if (problem !== undefined) return { kind: problem.kind, keys: [...problem.keys, key] }
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
    const text = body.toString()
    parse(request, text, (error, value) => {
      if (error !== null) return done(error, undefined)
      // The body was decoded from UTF-8, which cannot carry a lone surrogate (a bad byte decodes to
      // U+FFFD): one can only come from a \u escape. Without one, no string needs the Unicode test,
      // a regular expression per string and key (25,000 of them in a batch of 500 titles).
      const problem = firstJsonProblem(value, MAX_JSON_DEPTH, text.includes('\\u'))
      if (problem === undefined) return done(null, value)
      const path = `/body${problem.path}`
      done(problem.kind === 'depth' ? errors.jsonTooDeep(path, MAX_JSON_DEPTH) : errors.invalidUnicode(path), undefined)
    })
  })
}, { name: 'json-body' })
