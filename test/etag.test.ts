import t from 'tap'
import fc from 'fast-check'
import { noneMatchNames, parseIfNoneMatch } from '../src/http/etag.js'

/** RFC 9110 section 8.8.3: etagc = "!" / %x23-7E / obs-text; commas and spaces included, the quote not. */
const opaque = fc.string({ unit: fc.constantFrom(...'!#$%&\'()*+,-./0123456789:;<=>?@ABCXYZ[\\]^_`abcxyz{|}~'), maxLength: 12 })
const separator = fc.constantFrom(',', ', ', ' ,', ' , ', ',,', ', ,\t')

t.test('If-None-Match: any list of tags, weak or strong, with any separators, is read back exactly', async (t) => {
  fc.assert(fc.property(fc.array(fc.tuple(opaque, fc.boolean()), { minLength: 1, maxLength: 6 }), fc.array(separator, { minLength: 6, maxLength: 6 }), fc.constantFrom('', ' ', ', '), (tags, separators, edge) => {
    const header = edge + tags.map(([tag, weak], i) => `${i === 0 ? '' : separators[i] as string}${weak ? 'W/' : ''}"${tag}"`).join('') + edge
    t.strictSame(parseIfNoneMatch(header), tags.map(([tag]) => tag), header)
    for (const [tag, weak] of tags) t.ok(noneMatchNames(header, `${weak ? '' : 'W/'}"${tag}"`), `${header} names ${tag}, compared weakly`)
  }), { numRuns: 200 })
})

t.test('If-None-Match: *, and malformed lists that name nothing', async (t) => {
  t.equal(parseIfNoneMatch(' * '), '*')
  t.ok(noneMatchNames('*', 'W/"x"'))
  for (const header of ['x', '"a" b', '"a', 'W/ "a"', 'w/"a"', '"a""b"', '*, "a"']) {
    t.equal(parseIfNoneMatch(header), undefined, `${header} is not a list of entity tags`)
    t.notOk(noneMatchNames(header, '"a"'), `${header} names nothing`)
  }
  t.equal(noneMatchNames(undefined, '"a"'), false, 'no header, no match')
  t.notOk(noneMatchNames('"ab"', '"a"'), 'tags compare whole')
})
