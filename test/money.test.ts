import t from 'tap'
import { centsToDecimalString, decimalStringToCents } from '../src/money.js'
import { splitByShares, sumAsDecimalString, toCents } from '../src/money.js'

t.test('cents format exactly, with and without BigInt', async (t) => {
  const cases: Array<[number | bigint, string]> = [
    [0, '0.00'], [7, '0.07'], [10, '0.10'], [100, '1.00'], [123456, '1234.56'], [-5, '-0.05'],
    [99_999_999_999_999, '999999999999.99'], [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
    [2n ** 70n, '11805916207174113034.24']
  ]
  for (const [cents, text] of cases) t.equal(centsToDecimalString(cents), text, String(cents))
})

t.test('amounts read as the client wrote them', async (t) => {
  t.equal(toCents(0.07), 7)
  t.equal(toCents(0.1), 10)
  t.equal(toCents(1.1), 110)
  t.equal(toCents(999999999999.99), 99_999_999_999_999)
  t.equal(decimalStringToCents('12.3'), 1230)
  t.throws(() => decimalStringToCents('1.234'), 'three decimals are not money')
  t.throws(() => toCents(1e-7), 'exponent forms are not money')
})

t.test('sums never drift', async (t) => {
  t.equal(sumAsDecimalString(Array(1000).fill(toCents(0.1))), '100.00', 'a thousand 0.1 make 100.00')
  t.equal(sumAsDecimalString(Array(100).fill(99_999_999_999_999)), '99999999999999.00', 'beyond 2^53 cents')
})

t.test('a split keeps its shares and adds up to the total exactly', async (t) => {
  t.same(splitByShares(10000, [33.33, 33.33, 33.34]), [3333, 3333, 3334])
  t.same(splitByShares(100, [33.33, 33.33, 33.34]), [33, 33, 34])
  t.equal(splitByShares(1, [50, 50]).reduce((a, b) => a + b, 0), 1, 'one cent is not split into two')
  const parts = splitByShares(99_999_999_999_999, [12.5, 37.5, 50])
  t.equal(parts.reduce((a, b) => a + b, 0), 99_999_999_999_999)
})
