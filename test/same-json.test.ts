import t from 'tap'
import fc from 'fast-check'
import { sameJson } from '../src/same-json.js'

t.test('two documents are the same JSON when their texts with sorted keys are equal, whatever the order of their keys', async (t) => {
  // The comparison sameJson stands for: each document written as JSON with its object keys sorted.
  const sortedJson = (value: unknown) => JSON.stringify(value, (_key, inner: unknown) => inner !== null && typeof inner === 'object' && !Array.isArray(inner)
    ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([x], [y]) => x < y ? -1 : x > y ? 1 : 0))
    : inner)
  // Few keys and values, so that equal documents, and nearly equal ones, come up often.
  const leaf = fc.constantFrom<unknown>(0, -0, 1, 2.5, NaN, Infinity, null, undefined, '', 'a', 'b', true, false, new Date(0), () => 1)
  const { document } = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('document')),
    array: fc.array(tie('value'), { maxLength: 3 }),
    document: fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('value'), { maxKeys: 3 })
  }))
  /** The same document with every object's keys in reverse order. */
  const reordered = (value: unknown): unknown => Array.isArray(value)
    ? value.map(reordered)
    : value !== null && typeof value === 'object' && !(value instanceof Date) ? Object.fromEntries(Object.entries(value).reverse().map(([key, inner]) => [key, reordered(inner)])) : value
  let equalPairs = 0
  t.doesNotThrow(() => fc.assert(fc.property(document, document, (a, b) => {
    const equal = sortedJson(a) === sortedJson(b)
    if (equal) equalPairs++
    return sameJson(a, b) === equal && sameJson(a, reordered(a)) && sameJson(reordered(b), b)
  }), { numRuns: 2000 }), 'agrees with the sorted texts on 2,000 pairs, and with itself on their keys reversed')
  t.ok(equalPairs > 50, `pairs of the same JSON come up too (${equalPairs})`)
  t.ok(sameJson({ a: 1, b: undefined }, { a: 1 }), 'an undefined property is left out, as JSON.stringify does')
  t.ok(sameJson({ a: [undefined] }, { a: [null] }), 'undefined in an array is null')
  t.notOk(sameJson({ a: '1' }, { a: 1 }))
  t.notOk(sameJson({ a: [1, 2] }, { a: [2, 1] }), 'the order of an array counts')
})
