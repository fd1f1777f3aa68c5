import t from 'tap'
import fc from 'fast-check'
import { MAX_MONEY } from '../schemas/common.js'
import { centsOf, formatBrl, formatShare, readJson, sumCents } from '../src/painel/page/money.js'
import { isoWeekOf, weeksOf } from '../src/painel/page/weeks.js'
import { openBalanceCents } from '../src/painel/page/overdue.js'
import { build } from './helper.js'

/**
 * The cash-flow page's arithmetic and how the service serves the page. The page in a browser, against
 * the API, is test/browser-painel.test.ts.
 */

const MAX_CENTS = Math.round(MAX_MONEY * 100)
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

t.test('every amount the API can send becomes its exact cents, whether read from its text or from the parsed number', async (t) => {
  fc.assert(fc.property(fc.integer({ min: 0, max: MAX_CENTS }), (cents) => {
    // What the service writes for these cents, and what JSON.parse makes of it.
    const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
    const parsed = JSON.parse(text) as number
    return centsOf(text) === BigInt(cents) && centsOf(parsed) === BigInt(cents)
  }), { numRuns: 20_000 })
  t.equal(centsOf(999999999999.99), 99999999999999n, 'the largest amount')
  t.equal(centsOf(0.07), 7n)
  t.equal(centsOf('1500.1'), 150010n, 'one decimal')
  t.equal(sumCents([centsOf(0.1), centsOf(0.2)]), 30n, '0.1 + 0.2 is 30 cents, not 30.000000000000004')
  t.throws(() => centsOf(0.001), /at most two decimals/, 'a third decimal is refused rather than rounded')
  t.throws(() => centsOf(1e21), /at most two decimals/, 'so is what String writes in exponent form')
})

t.test('readJson keeps the money fields as the text the service wrote', async (t) => {
  const body = readJson('{"data":[{"valor_documento":1500.10,"codigo_lancamento_svc":7}]}', new Set(['valor_documento'])) as { data: Array<Record<string, unknown>> }
  // Node has JSON.parse source access as Chromium has; the text keeps the trailing zero String would drop.
  t.strictSame(body.data[0], { valor_documento: '1500.10', codigo_lancamento_svc: 7 })
})

t.test('the open balance of an overdue title is its value less what its settlements paid off, in cents', async (t) => {
  t.equal(openBalanceCents('100.00', []), 10000n, 'nothing paid: the whole value')
  t.equal(openBalanceCents('100.00', [{ valor: '10.00' }]), 9000n, '10 of 100 paid')
  t.equal(openBalanceCents(100, [{ valor: 9.5, desconto: 0.5 }, { valor: '20.30', juros: '0.20', multa: '0.10' }]), 7000n, 'a discount pays off, interest and fines do not')
  t.equal(openBalanceCents('0.30', [{ valor: 0.1 }, { valor: 0.1 }]), 10n, 'exact where floats would drift')
})

t.test('amounts are written as Brazilian reais, as Intl writes them', async (t) => {
  fc.assert(fc.property(fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }), (cents) =>
    formatBrl(BigInt(cents)) === brl.format(cents / 100).replace(/\s/g, ' ')), { numRuns: 5_000 })
  t.equal(formatBrl(123456n), 'R$ 1.234,56')
  t.equal(formatShare(1n, 3n), '33,3%')
  t.equal(formatShare(2n, 3n), '66,7%')
  t.equal(formatShare(0n, 0n), '0,0%', 'an empty period has no shares')
})

t.test('ISO weeks start on Monday and belong to the year of their Thursday', async (t) => {
  t.equal(isoWeekOf('2026-03-01'), '2026-W09', 'a Sunday closes its week')
  t.equal(isoWeekOf('2026-03-02'), '2026-W10', 'a Monday opens the next')
  t.equal(isoWeekOf('2027-01-01'), '2026-W53', 'early January can be the last week of the year before')
  t.equal(isoWeekOf('2024-12-30'), '2025-W01', 'late December can be the first week of the year after')
  t.strictSame(weeksOf('2026-03-01', '2026-03-10'), [
    { key: '2026-W09', start: '2026-03-01', end: '2026-03-01' },
    { key: '2026-W10', start: '2026-03-02', end: '2026-03-08' },
    { key: '2026-W11', start: '2026-03-09', end: '2026-03-10' }
  ], 'the period\'s weeks, the first and the last cut at its ends')
  t.equal(weeksOf('2026-01-01', '2026-12-31').length, 53, 'a year spans 53 weeks when it starts on a Thursday')
})

t.test('the page and its files are public, typed, uncached, and outside the API document', async (t) => {
  const ctx = await build(t)
  const page = await ctx.request({ method: 'GET', url: '/painel', key: null })
  t.equal(page.statusCode, 200, 'no key needed for the page itself')
  t.match(page.headers, {
    'content-type': 'text/html; charset=utf-8',
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'content-security-policy': /^default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self';/
  })
  t.match(page.body, /<script type="module" src="painel\/painel.js"><\/script>/, 'its one script is a file of the service')
  t.notMatch(page.body, /<script>|<style|style=|https?:\/\//, 'no inline script or style, no outside address')

  const style = await ctx.request({ method: 'GET', url: '/painel/painel.css', key: null })
  t.match(style, { statusCode: 200, headers: { 'content-type': 'text/css; charset=utf-8' } })
  const unknown = await ctx.request({ method: 'GET', url: '/painel/nada.js', key: null })
  t.match(unknown, { statusCode: 404, headers: { 'content-type': /application\/json/ } }, 'an unknown file is a 404 in the error body')
  t.equal(unknown.json().code, 'ROUTE_NOT_FOUND')
  t.equal((await ctx.request({ method: 'GET', url: '/painel/..%2Fpackage.json', key: null })).statusCode, 404, 'nothing outside the page\'s scripts is served')

  const document = (await ctx.request({ method: 'GET', url: '/documentation/json', key: null })).json()
  t.notOk(Object.keys(document.paths).some((path) => path.startsWith('/painel')), 'the page is not an API operation')
})
