import t, { type Test } from 'tap'
import type { LightMyRequestResponse } from 'fastify'
import { build, createTitle, insertPayables, payable, receivable, type TestContext, type KindFixture, type Title } from './helper.js'

/**
 * GET /contas-pagar, /contas-receber, /:id, /contas-pagar/despesas and /contas-receber/receitas
 * (docs/CONTRACT.md sections 2, 4 and 5): filters, status derivation, order, pagination, envelopes.
 */

interface Kind extends KindFixture {
  settled: 'PAGO' | 'LIQUIDADO'
  /** Create fields that record a partial settlement (so the title is PAGTO_PARCIAL). */
  partlyPaid: Record<string, unknown>
}

const KINDS: Kind[] = [
  { name: 'payable', path: '/contas-pagar', make: payable, settled: 'PAGO', partlyPaid: { valor_pag: 10 } },
  { name: 'receivable', path: '/contas-receber', make: receivable, settled: 'LIQUIDADO', partlyPaid: { recebimento: { valor: 10 } } }
]

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/
const PINNED = new Date('2026-03-10T15:00:00Z') // 12:00 on 2026-03-10 in America/Sao_Paulo

async function getList (t: Test, ctx: TestContext, url: string): Promise<{ res: LightMyRequestResponse, data: Title[] }> {
  const res = await ctx.request({ method: 'GET', url })
  t.equal(res.statusCode, 200, `GET ${url}: ${res.statusCode === 200 ? '' : res.body}`)
  const body = res.json()
  // With limite (our extension) the envelope adds proximo_cursor; without it, the specification's four fields.
  const paged = new URL(url, 'http://x').searchParams.has('limite')
  t.strictSame(Object.keys(body).sort(), ['data', ...(paged ? ['proximo_cursor'] : []), 'success', 'timeStamp', 'total_registros'], paged ? 'the four envelope fields and proximo_cursor' : 'exactly the four envelope fields')
  t.equal(body.success, true)
  t.match(body.timeStamp, TIMESTAMP)
  t.equal(body.total_registros, body.data.length, 'total_registros counts the records of the response')
  return { res, data: body.data }
}

async function idsOf (t: Test, ctx: TestContext, url: string): Promise<number[]> {
  return (await getList(t, ctx, url)).data.map((row) => row.codigo_lancamento_svc as number)
}

function assertError (t: Test, res: LightMyRequestResponse, status: number, code: string, path?: string): void {
  t.equal(res.statusCode, status, `${status} ${code}: ${res.body}`)
  t.match(res.headers['content-type'], /^application\/json/)
  const body = res.json()
  t.equal(body.success, false)
  t.equal(body.statusCode, status)
  t.equal(body.error, status === 400 ? 'Bad Request' : 'Not Found')
  t.equal(body.code, code)
  t.type(body.message, 'string')
  t.ok(body.message.length > 0)
  t.match(body.timeStamp, TIMESTAMP)
  if (path !== undefined) t.ok(body.details.some((detail: { path: string }) => detail.path === path), `details name ${path}: ${JSON.stringify(body.details)}`)
}

t.test('the four date filters are inclusive on both ends and combine with AND', async (t) => {
  for (const kind of KINDS) {
    t.test(kind.name, async (t) => {
      const ctx = await build(t)
      // Due 2026-03-01..05; expected 2026-04-05..01 (the reverse), so the two filters pick different rows.
      const ids: number[] = []
      for (let day = 1; day <= 5; day++) {
        ids.push(await createTitle(ctx, kind.path, kind.make({ data_vencimento: `2026-03-0${day}`, data_previsao: `2026-04-0${6 - day}` })))
      }
      const [d1, d2, d3, d4, d5] = ids as [number, number, number, number, number]
      const q = (query: string) => `${kind.path}?${query}`

      t.strictSame(await idsOf(t, ctx, q('data_vencimento_de=2026-03-02')), [d2, d3, d4, d5])
      t.strictSame(await idsOf(t, ctx, q('data_vencimento_ate=2026-03-04')), [d1, d2, d3, d4])
      t.strictSame(await idsOf(t, ctx, q('data_vencimento_de=2026-03-03&data_vencimento_ate=2026-03-03')), [d3])
      t.strictSame(await idsOf(t, ctx, q('data_vencimento_de=2026-03-06')), [])
      t.strictSame(await idsOf(t, ctx, q('data_vencimento_ate=2026-02-28')), [])
      // data_previsao of d1..d5 is 04-05..04-01; results are still in data_vencimento order.
      t.strictSame(await idsOf(t, ctx, q('data_previsao_de=2026-04-02')), [d1, d2, d3, d4])
      t.strictSame(await idsOf(t, ctx, q('data_previsao_ate=2026-04-04')), [d2, d3, d4, d5])
      t.strictSame(await idsOf(t, ctx, q('data_previsao_de=2026-04-05&data_previsao_ate=2026-04-05')), [d1])
      // AND across filters.
      t.strictSame(await idsOf(t, ctx, q('data_vencimento_de=2026-03-02&data_previsao_de=2026-04-03')), [d2, d3])
      t.strictSame(await idsOf(t, ctx, q('data_vencimento_de=2026-03-02&data_vencimento_ate=2026-03-04&data_previsao_de=2026-04-02&data_previsao_ate=2026-04-03')), [d3, d4])
      t.strictSame(await idsOf(t, ctx, q('data_vencimento_ate=2026-03-02&data_previsao_ate=2026-04-03')), [])
      // No filter: everything.
      t.strictSame(await idsOf(t, ctx, kind.path), ids)
    })
  }
})

t.test('bad list queries are 400 with the error body', async (t) => {
  for (const kind of KINDS) {
    t.test(kind.name, async (t) => {
      const ctx = await build(t)
      await createTitle(ctx, kind.path, kind.make())
      const bad: Array<[string, string]> = [
        ['data_vencimento_de=2026-03-02&data_vencimento_ate=2026-03-01', '/querystring/data_vencimento_de'],
        ['data_previsao_de=2026-12-31&data_previsao_ate=2026-01-01', '/querystring/data_previsao_de'],
        ['data_vencimento_de=2025-02-30', '/querystring/data_vencimento_de'],
        ['data_vencimento_ate=2026-3-1', '/querystring/data_vencimento_ate'],
        ['data_previsao_de=ontem', '/querystring/data_previsao_de'],
        ['data_previsao_ate=2026-03-10T00:00:00Z', '/querystring/data_previsao_ate'],
        ['data_vencimento_from=2026-03-01', '/querystring/data_vencimento_from'],
        ['status=PAGO', '/querystring/status'],
        ['status_titulo=QUITADO', '/querystring/status_titulo/0'],
        ['status_titulo=em%20aberto', '/querystring/status_titulo/0'],
        ['status_titulo=', '/querystring/status_titulo/0'],
        ['status_titulo=PAGO&status_titulo=QUITADO', '/querystring/status_titulo/1'],
        ['vencido=talvez', '/querystring/vencido'],
        ['data_vencimento_de=2026-01-01&data_vencimento_de=2026-02-01', '/querystring/data_vencimento_de']
      ]
      for (const [query, path] of bad) {
        const res = await ctx.request({ method: 'GET', url: `${kind.path}?${query}` })
        assertError(t, res, 400, 'VALIDATION_FAILED', path)
      }
      // A range of one day is fine.
      t.equal((await idsOf(t, ctx, `${kind.path}?data_vencimento_de=2026-03-10&data_vencimento_ate=2026-03-10`)).length, 1)
    })
  }
})

t.test('status filters use today in America/Sao_Paulo and responses show the derived status', async (t) => {
  for (const kind of KINDS) {
    t.test(kind.name, async (t) => {
      const ctx = await build(t, { now: () => PINNED })
      const make = async (data_vencimento: string, status_titulo?: string) =>
        await createTitle(ctx, kind.path, kind.make({ data_vencimento, ...(status_titulo === undefined ? {} : { status_titulo }) }))
      // Created out of date order; the list is in (data_vencimento, id) order.
      const future = await make('2026-03-11')
      const overdue = await make('2026-03-09')
      const today = await make('2026-03-10', 'EM ABERTO')
      const farFuture = await make('2027-01-01', 'A VENCER')
      const longAgo = await make('2025-12-31', 'ATRASADO')
      const settled = await make('2026-03-09', kind.settled)
      const cancelled = await make('2026-03-10', 'CANCELADO')
      const partial = await createTitle(ctx, kind.path, kind.make({ data_vencimento: '2026-03-01', ...kind.partlyPaid }))

      const shown = async (query: string) => (await getList(t, ctx, `${kind.path}${query}`)).data
        .map((row) => [row.codigo_lancamento_svc, row.status_titulo])

      t.strictSame(await shown(''), [
        [longAgo, 'ATRASADO'],
        [partial, 'PAGTO_PARCIAL'],
        [overdue, 'ATRASADO'],
        [settled, kind.settled],
        [today, 'VENCE HOJE'],
        [cancelled, 'CANCELADO'],
        [future, 'A VENCER'],
        [farFuture, 'A VENCER']
      ], 'every title shows its derived status')

      const open = [[longAgo, 'ATRASADO'], [overdue, 'ATRASADO'], [today, 'VENCE HOJE'], [future, 'A VENCER'], [farFuture, 'A VENCER']]
      t.strictSame(await shown('?status_titulo=EM%20ABERTO'), open, 'EM ABERTO is all three derived values')
      t.strictSame(await shown('?status_titulo=EM+ABERTO'), open, 'a + in the query is a space')
      t.strictSame(await shown('?status_titulo=EMABERTO'), open, 'alias EMABERTO')
      t.strictSame(await shown('?status_titulo=A%20VENCER'), [[future, 'A VENCER'], [farFuture, 'A VENCER']])
      t.strictSame(await shown('?status_titulo=AVENCER'), [[future, 'A VENCER'], [farFuture, 'A VENCER']], 'alias AVENCER')
      t.strictSame(await shown('?status_titulo=VENCE%20HOJE'), [[today, 'VENCE HOJE']])
      t.strictSame(await shown('?status_titulo=VENCEHOJE'), [[today, 'VENCE HOJE']], 'alias VENCEHOJE')
      t.strictSame(await shown('?status_titulo=ATRASADO'), [[longAgo, 'ATRASADO'], [overdue, 'ATRASADO']], 'a partly paid title is not ATRASADO')
      t.strictSame(await shown(`?status_titulo=${kind.settled}`), [[settled, kind.settled]])
      t.strictSame(await shown('?status_titulo=CANCELADO'), [[cancelled, 'CANCELADO']])
      t.strictSame(await shown('?status_titulo=PAGTO_PARCIAL'), [[partial, 'PAGTO_PARCIAL']])
      t.strictSame(await shown(`?status_titulo=${kind.settled === 'PAGO' ? 'LIQUIDADO' : 'PAGO'}`), [])

      // Status combines with the date filters.
      t.strictSame(await shown('?status_titulo=EM%20ABERTO&data_vencimento_de=2026-03-09&data_vencimento_ate=2026-03-10'),
        [[overdue, 'ATRASADO'], [today, 'VENCE HOJE']])
      t.strictSame(await shown('?status_titulo=ATRASADO&data_previsao_de=2026-01-01'), [[overdue, 'ATRASADO']])

      // GET /:id shows the derived value as well.
      const one = await ctx.request({ method: 'GET', url: `${kind.path}/${today}` })
      t.equal(one.json().data.status_titulo, 'VENCE HOJE')
    })
  }
})

t.test('several statuses at once, and vencido: past due with an open balance, partly paid included', async (t) => {
  for (const kind of KINDS) {
    t.test(kind.name, async (t) => {
      const ctx = await build(t, { now: () => PINNED })
      const make = async (data_vencimento: string, extra: Record<string, unknown> = {}) => await createTitle(ctx, kind.path, kind.make({ data_vencimento, ...extra }))
      const overdue = await make('2026-03-09')
      const partlyPaidLate = await make('2026-02-10', kind.partlyPaid)
      const partlyPaidAhead = await make('2026-03-20', kind.partlyPaid)
      const dueToday = await make('2026-03-10')
      const ahead = await make('2026-03-11')
      const settledLate = await make('2026-03-01', { status_titulo: kind.settled })
      const cancelledLate = await make('2026-03-02', { status_titulo: 'CANCELADO' })
      const ids = async (query: string) => await idsOf(t, ctx, `${kind.path}${query}`)

      t.strictSame(await ids('?vencido=true'), [partlyPaidLate, overdue], 'past due with an open balance: ATRASADO and PAGTO_PARCIAL past due')
      t.strictSame(await ids('?vencido=false'), [settledLate, cancelledLate, dueToday, ahead, partlyPaidAhead], 'vencido=false is every other title')
      t.strictSame(await ids('?status_titulo=ATRASADO&status_titulo=PAGTO_PARCIAL'), [partlyPaidLate, overdue, partlyPaidAhead], 'a repeated status_titulo: any of them')
      t.strictSame(await ids('?status_titulo=ATRASADO,PAGTO_PARCIAL'), [partlyPaidLate, overdue, partlyPaidAhead], 'a comma list: the same')
      t.strictSame(await ids(`?status_titulo=VENCEHOJE,${kind.settled}&status_titulo=CANCELADO`), [settledLate, cancelledLate, dueToday], 'aliases, lists and repeats together')
      t.strictSame(await ids('?status_titulo=PAGTO_PARCIAL&vencido=true'), [partlyPaidLate], 'vencido combines with status_titulo by AND')
      t.strictSame(await ids('?vencido=true&data_vencimento_de=2026-03-01'), [overdue], 'and with the dates')
      t.strictSame(await ids('?vencido=true&limite=1'), [partlyPaidLate], 'and pages')
      t.strictSame(await ids('?status_titulo=ATRASADO,PAGTO_PARCIAL&ordem=codigo_lancamento_svc&limite=2'), [overdue, partlyPaidLate])
      if (kind.path === '/contas-pagar') {
        const split = (await ctx.request({ method: 'GET', url: '/contas-pagar/despesas?vencido=true' })).json().data
        t.strictSame([...split.fixas, ...split.variaveis].map((row: Title) => row.codigo_lancamento_svc).sort(), [overdue, partlyPaidLate].sort(), 'the expense split takes the same filters')
      }
      const csv = await ctx.request({ method: 'GET', url: `${kind.path}?status_titulo=ATRASADO,PAGTO_PARCIAL&vencido=true`, headers: { accept: 'text/csv' } })
      t.equal(csv.statusCode, 200)
      t.equal(csv.body.trim().split('\n').length, 3, 'the CSV export takes them too: a header and two rows')

      // The answer and its ETag belong to the question: another set of statuses is another answer.
      const first = await ctx.request({ method: 'GET', url: `${kind.path}?status_titulo=ATRASADO` })
      const second = await ctx.request({ method: 'GET', url: `${kind.path}?status_titulo=ATRASADO,PAGTO_PARCIAL` })
      t.not(first.headers.etag, second.headers.etag, 'different statuses, different ETags')
      t.equal(second.json().total_registros, 3, 'the second question is not answered from the first one\'s cache')
      const revalidated = await ctx.request({ method: 'GET', url: `${kind.path}?status_titulo=ATRASADO`, headers: { 'if-none-match': String(second.headers.etag) } })
      t.equal(revalidated.statusCode, 200, "another question's ETag does not make a 304")

      for (const bad of ['?vencido=sim', '?vencido=1', '?status_titulo=ATRASADO,XYZ', '?status_titulo=', '?status_titulo=ATRASADO&status_titulo=XYZ', '?status_titulo=ATRASADO,']) {
        const res = await ctx.request({ method: 'GET', url: `${kind.path}${bad}` })
        t.equal(res.statusCode, 400, `${bad}: ${res.body}`)
        t.match(res.json().details, [{ path: /^\/querystring\/(vencido|status_titulo)/ }])
      }
    })
  }
})

t.test('today is the date in the business time zone, not in UTC', async (t) => {
  // 02:00 UTC on 2026-03-11 is 23:00 on 2026-03-10 in Sao Paulo.
  const ctx = await build(t, { now: () => new Date('2026-03-11T02:00:00Z') })
  const dueToday = await createTitle(ctx, '/contas-pagar', payable({ data_vencimento: '2026-03-10' }))
  const dueTomorrow = await createTitle(ctx, '/contas-pagar', payable({ data_vencimento: '2026-03-11' }))
  t.strictSame(await idsOf(t, ctx, '/contas-pagar?status_titulo=VENCE%20HOJE'), [dueToday])
  t.strictSame(await idsOf(t, ctx, '/contas-pagar?status_titulo=A%20VENCER'), [dueTomorrow])
  t.strictSame(await idsOf(t, ctx, '/contas-pagar?status_titulo=ATRASADO'), [])
  t.strictSame((await getList(t, ctx, '/contas-pagar')).data.map((row) => row.status_titulo), ['VENCE HOJE', 'A VENCER'])
})

t.test('order is data_vencimento then codigo_lancamento_svc; lists are per company and kind', async (t) => {
  const ctx = await build(t)
  const other = await build(t)
  const dates = ['2026-05-01', '2026-03-01', '2026-05-01', '2026-04-15', '2026-03-01', '2027-01-01', '2026-04-15']
  const created: Array<[string, number]> = []
  for (const date of dates) created.push([date, await createTitle(ctx, '/contas-pagar', payable({ data_vencimento: date }))])
  await createTitle(ctx, '/contas-receber', receivable({ data_vencimento: '2026-01-01' }))
  await createTitle(other, '/contas-pagar', payable({ data_vencimento: '2026-01-01' }))
  const expected = [...created].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]))
  const { data } = await getList(t, ctx, '/contas-pagar')
  t.strictSame(data.map((row) => [row.data_vencimento, row.codigo_lancamento_svc]), expected)
  t.equal(data.length, dates.length)
})

t.test('without limite every matching row comes back; with it, keyset pages via Link', async (t) => {
  for (const kind of KINDS) {
    t.test(kind.name, async (t) => {
      const ctx = await build(t, { now: () => PINNED })
      const total = 150
      // Ten due dates, many titles per date, created in an order unrelated to it; every third is settled.
      const rows: Array<[string, number]> = []
      for (let i = 0; i < total; i++) {
        const date = `2026-03-${String(1 + ((i * 7) % 10)).padStart(2, '0')}`
        rows.push([date, await createTitle(ctx, kind.path, kind.make({ data_vencimento: date, ...(i % 3 === 0 ? { status_titulo: kind.settled } : {}) }))])
      }
      const all = [...rows].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1])).map(([, id]) => id)

      const everything = await getList(t, ctx, kind.path)
      t.equal(everything.data.length, total, 'no silent truncation')
      t.strictSame(everything.data.map((row) => row.codigo_lancamento_svc), all)
      t.equal(everything.res.headers.link, undefined, 'no Link without limite')

      const follow = async (first: string, pageSize: number) => {
        const seen: number[] = []
        let url: string | undefined = first
        let pages = 0
        while (url !== undefined) {
          const { res, data } = await getList(t, ctx, url)
          pages++
          seen.push(...data.map((row) => row.codigo_lancamento_svc as number))
          const link = res.headers.link as string | undefined
          if (link === undefined) {
            url = undefined
          } else {
            t.ok(data.length === pageSize, 'only the last page may be short')
            const match = /^<([^>]+)>; rel="next"$/.exec(link)
            t.ok(match, `Link header form: ${link}`)
            url = match?.[1]
            t.ok(url?.startsWith(`${kind.path}?`), 'the next page is on the same path')
          }
          if (pages > 100) throw new Error('pagination does not end')
        }
        return { seen, pages }
      }

      const by7 = await follow(`${kind.path}?limite=7`, 7)
      t.strictSame(by7.seen, all, 'every row exactly once, in order')
      t.equal(by7.pages, Math.ceil(total / 7))

      // A page size that divides the total: the last full page has no Link.
      const by50 = await follow(`${kind.path}?limite=50`, 50)
      t.strictSame(by50.seen, all)
      t.equal(by50.pages, 3)

      const one = await follow(`${kind.path}?limite=1000`, 1000)
      t.strictSame(one.seen, all)
      t.equal(one.pages, 1)

      // Filters are kept on the next-page links.
      const openIds = rows.filter((_, i) => i % 3 !== 0).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1])).map(([, id]) => id)
      const filtered = await follow(`${kind.path}?status_titulo=EM%20ABERTO&data_vencimento_de=2026-03-02&limite=9`, 9)
      const expected = openIds.filter((id) => (rows.find(([, rowId]) => rowId === id)?.[0] ?? '') >= '2026-03-02')
      t.strictSame(filtered.seen, expected)
      t.ok(expected.length > 9)

      // The first page is the head of the full list; total_registros is the page's size.
      const page = await ctx.request({ method: 'GET', url: `${kind.path}?limite=10` })
      t.equal(page.json().total_registros, 10)
      t.strictSame(page.json().data.map((row: Title) => row.codigo_lancamento_svc), all.slice(0, 10))
    })
  }
})

t.test('bad pagination parameters are 400', async (t) => {
  const ctx = await build(t)
  await createTitle(ctx, '/contas-pagar', payable())
  await createTitle(ctx, '/contas-pagar', payable())
  for (const limite of ['0', '1001', '-1', 'abc', '2.5']) {
    assertError(t, await ctx.request({ method: 'GET', url: `/contas-pagar?limite=${limite}` }), 400, 'VALIDATION_FAILED', '/querystring/limite')
  }
  for (const cursor of ['garbage', 'bm90LWpzb24', Buffer.from('["2026-03-10"]').toString('base64url'), Buffer.from('["x",1]').toString('base64url'), Buffer.from('["2026-03-10",-4]').toString('base64url')]) {
    assertError(t, await ctx.request({ method: 'GET', url: `/contas-pagar?limite=1&cursor=${cursor}` }), 400, 'INVALID_CURSOR', '/querystring/cursor')
  }
  // A cursor from the Link header works on its own kind.
  const first = await ctx.request({ method: 'GET', url: '/contas-pagar?limite=1' })
  t.match(first.headers.link, /^<\/contas-pagar\?limite=1&cursor=[^>]+>; rel="next"$/)
})

t.test('GET /:id', async (t) => {
  for (const kind of KINDS) {
    t.test(kind.name, async (t) => {
      const ctx = await build(t)
      const other = await build(t)
      const id = await createTitle(ctx, kind.path, kind.make({ observacao: 'mine' }))
      const foreign = await createTitle(other, kind.path, kind.make({ observacao: 'theirs' }))

      const res = await ctx.request({ method: 'GET', url: `${kind.path}/${id}` })
      t.equal(res.statusCode, 200)
      const body = res.json()
      t.strictSame(Object.keys(body).sort(), ['data', 'success', 'timeStamp', 'total_registros'])
      t.equal(body.success, true)
      t.equal(body.total_registros, 1)
      t.match(body.timeStamp, TIMESTAMP)
      t.equal(body.data.codigo_lancamento_svc, id)
      t.equal(body.data.observacao, 'mine')
      t.strictSame(body.data, (await getList(t, ctx, kind.path)).data[0], 'the same title as in the list')

      for (const absent of [id + 100000, foreign]) {
        const missing = await ctx.request({ method: 'GET', url: `${kind.path}/${absent}` })
        assertError(t, missing, 404, 'TITULO_NAO_ENCONTRADO')
        t.match(missing.json().message, String(absent))
      }
      // The other kind's ids are a different sequence.
      const otherKind = kind.path === '/contas-pagar' ? '/contas-receber' : '/contas-pagar'
      assertError(t, await ctx.request({ method: 'GET', url: `${otherKind}/${id}` }), 404, 'TITULO_NAO_ENCONTRADO')

      // The largest id a client can send is looked up (and absent); one more is out of range.
      assertError(t, await ctx.request({ method: 'GET', url: `${kind.path}/9007199254740991` }), 404, 'TITULO_NAO_ENCONTRADO')
      assertError(t, await ctx.request({ method: 'GET', url: `${kind.path}/4294967296` }), 404, 'TITULO_NAO_ENCONTRADO')
      for (const bad of ['abc', '0', '-1', '1.5', '1e3x', '9007199254740992']) {
        assertError(t, await ctx.request({ method: 'GET', url: `${kind.path}/${bad}` }), 400, 'VALIDATION_FAILED', '/params/id')
      }
    })
  }
})

t.test('GET /contas-pagar/despesas splits payables by the category directory', async (t) => {
  const ctx = await build(t, { now: () => PINNED })
  const other = await build(t)
  const put = async (c: TestContext, codigo: string, descricao: string, tipo: string) => {
    const res = await c.request({ method: 'PUT', url: `/categorias/${codigo}`, payload: { descricao, tipo } })
    t.equal(res.statusCode, 200, `PUT /categorias/${codigo}`)
  }
  await put(ctx, '2.01.01', 'Aluguel', 'FIXA')
  await put(ctx, '2.02.01', 'Material', 'VARIAVEL')
  await put(ctx, '1.01.01', 'Vendas', 'RECEITA')
  // Another company calls 2.03.01 fixed; for this company it is unknown.
  await put(other, '2.03.01', 'Folha', 'FIXA')

  const rent1 = await createTitle(ctx, '/contas-pagar', payable({ codigo_categoria: '2.01.01', data_vencimento: '2026-03-20' }))
  const material = await createTitle(ctx, '/contas-pagar', payable({ codigo_categoria: '2.02.01', data_vencimento: '2026-03-05' }))
  const unknown = await createTitle(ctx, '/contas-pagar', payable({ codigo_categoria: '2.03.01', data_vencimento: '2026-03-12' }))
  const rent2 = await createTitle(ctx, '/contas-pagar', payable({ codigo_categoria: '2.01.01', data_vencimento: '2026-03-01', status_titulo: 'PAGO' }))
  const revenueCat = await createTitle(ctx, '/contas-pagar', payable({ codigo_categoria: '1.01.01', data_vencimento: '2026-04-01' }))
  await createTitle(ctx, '/contas-receber', receivable({ codigo_categoria: '2.01.01' }))
  await createTitle(other, '/contas-pagar', payable({ codigo_categoria: '2.03.01' }))

  const list = (await getList(t, ctx, '/contas-pagar')).data
  const byId = new Map(list.map((row) => [row.codigo_lancamento_svc, row]))
  const despesas = async (query = '') => {
    const res = await ctx.request({ method: 'GET', url: `/contas-pagar/despesas${query}` })
    t.equal(res.statusCode, 200)
    const body = res.json()
    t.strictSame(Object.keys(body).sort(), ['data', 'success', 'timeStamp', 'total_registros'])
    t.strictSame(Object.keys(body.data).sort(), ['fixas', 'variaveis'])
    t.equal(body.success, true)
    t.match(body.timeStamp, TIMESTAMP)
    t.equal(body.total_registros, body.data.fixas.length + body.data.variaveis.length)
    return body.data as { fixas: Title[], variaveis: Title[] }
  }

  const all = await despesas()
  t.strictSame(all.fixas, [byId.get(rent2), byId.get(rent1)], 'whole titles, in due-date order')
  t.strictSame(all.variaveis, [byId.get(material), byId.get(unknown), byId.get(revenueCat)])
  t.equal(all.fixas[0]!.status_titulo, 'PAGO')
  t.equal(all.fixas[1]!.status_titulo, 'A VENCER')

  // Filters apply as on GET /contas-pagar.
  const march = await despesas('?data_vencimento_de=2026-03-02&data_vencimento_ate=2026-03-31')
  t.strictSame(march.fixas.map((row) => row.codigo_lancamento_svc), [rent1])
  t.strictSame(march.variaveis.map((row) => row.codigo_lancamento_svc), [material, unknown])
  const open = await despesas('?status_titulo=EM%20ABERTO')
  t.strictSame(open.fixas.map((row) => row.codigo_lancamento_svc), [rent1])
  t.strictSame(open.variaveis.map((row) => row.codigo_lancamento_svc), [material, unknown, revenueCat])
  const paid = await despesas('?status_titulo=PAGO&data_previsao_ate=2026-03-01')
  t.strictSame(paid, { fixas: [byId.get(rent2)], variaveis: [] })
  const none = await despesas('?data_vencimento_de=2030-01-01')
  t.strictSame(none, { fixas: [], variaveis: [] })

  // Reclassifying a category moves its titles.
  await put(ctx, '2.01.01', 'Aluguel', 'VARIAVEL')
  await put(ctx, '2.03.01', 'Folha', 'FIXA')
  const after = await despesas()
  t.strictSame(after.fixas.map((row) => row.codigo_lancamento_svc), [unknown])
  t.strictSame(after.variaveis.map((row) => row.codigo_lancamento_svc), [rent2, material, rent1, revenueCat])

  for (const [query, path] of [
    ['?data_vencimento_de=2026-04-01&data_vencimento_ate=2026-03-01', '/querystring/data_vencimento_de'],
    ['?data_previsao_ate=2026-02-30', '/querystring/data_previsao_ate'],
    ['?status_titulo=ABERTO', '/querystring/status_titulo/0'],
    ['?tipo=FIXA', '/querystring/tipo']
  ]) {
    assertError(t, await ctx.request({ method: 'GET', url: `/contas-pagar/despesas${query}` }), 400, 'VALIDATION_FAILED', path)
  }
})

t.test('GET /contas-receber/receitas follows DESIGN section 5', async (t) => {
  const ctx = await build(t, { now: () => PINNED })
  const other = await build(t)
  for (const [codigo, descricao] of [['1.01', 'Vendas de produtos'], ['1.02', 'Serviços prestados']]) {
    t.equal((await ctx.request({ method: 'PUT', url: `/categorias/${codigo}`, payload: { descricao, tipo: 'RECEITA' } })).statusCode, 200)
  }
  t.equal((await ctx.request({ method: 'PUT', url: '/clientes-fornecedores/C-1', payload: { razao_social: 'Cliente Um Ltda', cnpj_cpf: '12345678000195' } })).statusCode, 200)
  t.equal((await ctx.request({ method: 'PUT', url: '/clientes-fornecedores/C-2', payload: { razao_social: 'Cliente Dois ME' } })).statusCode, 200)
  // The other company's directory does not leak into this report.
  await other.request({ method: 'PUT', url: '/clientes-fornecedores/C-9', payload: { razao_social: 'Outra empresa' } })
  await other.request({ method: 'PUT', url: '/categorias/1.09', payload: { descricao: 'Outra', tipo: 'RECEITA' } })

  const rec = async (overrides: Record<string, unknown>) => await createTitle(ctx, '/contas-receber', receivable(overrides))

  // Received in March (by recebimento.data), forecast outside March: counts as recebido.
  const a = await rec({
    codigo_cliente_fornecedor: 'C-1',
    codigo_categoria: '1.02',
    status_titulo: 'LIQUIDADO',
    valor_documento: 100.1,
    data_vencimento: '2026-02-10',
    data_previsao: '2026-02-20',
    numero_documento: 'D-1',
    numero_documento_fiscal: 'NF-1',
    id_origem: 'ORIG',
    recebimento: { data: '2026-03-05', valor: 95.1, desconto: 5, juros: 0 }
  })
  // Received after March: nowhere, although its forecast is in March.
  await rec({ codigo_categoria: '1.01', status_titulo: 'LIQUIDADO', data_previsao: '2026-03-15', recebimento: { data: '2026-04-05', valor: 150.25 } })
  // Open, forecast in March, due outside; unknown customer; no numero_documento.
  const c = await rec({ codigo_cliente_fornecedor: 'C-9', codigo_categoria: '1.01', valor_documento: 200, data_vencimento: '2026-02-01', data_previsao: '2026-03-10' })
  // Partly paid, forecast on the first day of the range.
  const d = await rec({
    codigo_cliente_fornecedor: 'C-2',
    codigo_categoria: '1.01',
    status_titulo: 'PAGTO_PARCIAL',
    valor_documento: 0.3,
    data_vencimento: '2026-03-01',
    numero_documento: 'D-4',
    recebimento: { valor: 0.1 }
  })
  // Cancelled: never, whatever its dates.
  const cancelled = await rec({ codigo_categoria: '1.01', data_previsao: '2026-03-10' })
  t.equal((await ctx.request({ method: 'POST', url: `/contas-receber/${cancelled}/cancelamento`, payload: {} })).statusCode, 200)
  // Open, forecast on the last day of the range, category not in the directory.
  const f = await rec({ codigo_cliente_fornecedor: 'C-1', codigo_categoria: '1.09', valor_documento: 0.2, data_vencimento: '2026-03-31' })
  // Open, forecast just after the range.
  await rec({ codigo_categoria: '1.01', data_vencimento: '2026-04-01' })
  // Open, forecast just before the range.
  await rec({ codigo_categoria: '1.01', data_vencimento: '2026-02-28' })
  // Settled as PAGO also counts as received; receipt on the last day of the range.
  const h = await rec({ codigo_cliente_fornecedor: 'C-2', codigo_categoria: '1.02', status_titulo: 'PAGO', valor_documento: 0.1, data_vencimento: '2026-03-31', recebimento: { data: '2026-03-31', valor: 0.1 } })
  // Settled without a recebimento: its receipt is the whole value on the due date.
  const s = await rec({ codigo_categoria: '1.02', status_titulo: 'LIQUIDADO', data_vencimento: '2026-03-15' })
  // Same category and date as c but created later: after c. Earlier date than c, created last: before c.
  const l1 = await rec({ codigo_cliente_fornecedor: 'C-1', codigo_categoria: '1.01', valor_documento: 1.1, data_vencimento: '2026-03-20', data_previsao: '2026-03-10' })
  const l2 = await rec({ codigo_cliente_fornecedor: 'C-1', codigo_categoria: '1.01', valor_documento: 2.2, data_vencimento: '2026-03-02' })
  // Received in March, category 1.01, receipt date between l2 and c.
  const m = await rec({
    codigo_cliente_fornecedor: 'C-2',
    codigo_categoria: '1.01',
    status_titulo: 'LIQUIDADO',
    valor_documento: 10,
    data_vencimento: '2026-01-05',
    numero_documento_fiscal: 'NF-9',
    recebimento: { data: '2026-03-06', valor: 9.5, desconto: 0.5 }
  })
  // Not receivables of this company.
  await createTitle(ctx, '/contas-pagar', payable({ codigo_categoria: '1.01', data_vencimento: '2026-03-10' }))
  await createTitle(other, '/contas-receber', receivable({ codigo_categoria: '1.01', data_vencimento: '2026-03-10' }))

  const line = (overrides: Record<string, unknown>) => ({
    razao_social: '',
    nota_fiscal: '',
    data_pagamento_recebido: null,
    data_previsao: '',
    documento: null,
    codigo_categoria: '',
    descricao_categoria: '',
    origem: '',
    valor_documento: '',
    desconto: '0.00',
    valor_recebido: '0.00',
    recebido: 0,
    ...overrides
  })
  const lines = {
    a: line({ razao_social: 'Cliente Um Ltda', nota_fiscal: 'NF-1', data_pagamento_recebido: '2026-03-05T00:00:00.000Z', data_previsao: '2026-02-20T00:00:00.000Z', documento: 'D-1', codigo_categoria: '1.02', descricao_categoria: 'Serviços prestados', origem: 'ORIG', valor_documento: '100.10', desconto: '5.00', valor_recebido: '95.10', recebido: 1 }),
    c: line({ data_previsao: '2026-03-10T00:00:00.000Z', codigo_categoria: '1.01', descricao_categoria: 'Vendas de produtos', valor_documento: '200.00' }),
    // Partly received: a received line for its receipt (dated by its due date) and a forecast line for the open balance.
    dReceived: line({ razao_social: 'Cliente Dois ME', data_pagamento_recebido: '2026-03-01T00:00:00.000Z', data_previsao: '2026-03-01T00:00:00.000Z', documento: 'D-4', codigo_categoria: '1.01', descricao_categoria: 'Vendas de produtos', valor_documento: '0.30', valor_recebido: '0.10', recebido: 1 }),
    dForecast: line({ razao_social: 'Cliente Dois ME', data_previsao: '2026-03-01T00:00:00.000Z', documento: 'D-4', codigo_categoria: '1.01', descricao_categoria: 'Vendas de produtos', valor_documento: '0.20' }),
    s: line({ data_pagamento_recebido: '2026-03-15T00:00:00.000Z', data_previsao: '2026-03-15T00:00:00.000Z', codigo_categoria: '1.02', descricao_categoria: 'Serviços prestados', valor_documento: '150.25', valor_recebido: '150.25', recebido: 1 }),
    f: line({ razao_social: 'Cliente Um Ltda', data_previsao: '2026-03-31T00:00:00.000Z', codigo_categoria: '1.09', valor_documento: '0.20' }),
    h: line({ razao_social: 'Cliente Dois ME', data_pagamento_recebido: '2026-03-31T00:00:00.000Z', data_previsao: '2026-03-31T00:00:00.000Z', codigo_categoria: '1.02', descricao_categoria: 'Serviços prestados', valor_documento: '0.10', valor_recebido: '0.10', recebido: 1 }),
    l1: line({ razao_social: 'Cliente Um Ltda', data_previsao: '2026-03-10T00:00:00.000Z', codigo_categoria: '1.01', descricao_categoria: 'Vendas de produtos', valor_documento: '1.10' }),
    l2: line({ razao_social: 'Cliente Um Ltda', data_previsao: '2026-03-02T00:00:00.000Z', codigo_categoria: '1.01', descricao_categoria: 'Vendas de produtos', valor_documento: '2.20' }),
    m: line({ razao_social: 'Cliente Dois ME', nota_fiscal: 'NF-9', data_pagamento_recebido: '2026-03-06T00:00:00.000Z', data_previsao: '2026-01-05T00:00:00.000Z', codigo_categoria: '1.01', descricao_categoria: 'Vendas de produtos', valor_documento: '10.00', desconto: '0.50', valor_recebido: '9.50', recebido: 1 })
  }
  t.ok([a, c, d, f, h, l1, l2, m, s].every((id) => id > 0))

  const report = async (query: string) => {
    const res = await ctx.request({ method: 'GET', url: `/contas-receber/receitas${query}` })
    t.equal(res.statusCode, 200, `receitas${query}: ${res.statusCode === 200 ? '' : res.body}`)
    const body = res.json()
    t.strictSame(Object.keys(body).sort(), ['data', 'success', 'timeStamp', 'total_registros'])
    t.equal(body.success, true)
    t.match(body.timeStamp, TIMESTAMP)
    return { data: body.data, total_registros: body.total_registros }
  }
  const march = '?data_de=2026-03-01&data_ate=2026-03-31'

  // recebido: titles with receipts in the range, by the date of the latest of them.
  t.strictSame(await report(`${march}&recebido_ou_previsao=recebido`), {
    data: [
      { receitas: [lines.dReceived, lines.m], quantia_recebidos: 2, valor_receitas: '10.30' },
      { receitas: [lines.a, lines.s, lines.h], quantia_recebidos: 3, valor_receitas: '250.45' }
    ],
    total_registros: 5
  }, 'recebido')

  // previsao: EM ABERTO and PAGTO_PARCIAL with data_previsao in the range, for their open balance; lines by date then id.
  t.strictSame(await report(`${march}&recebido_ou_previsao=previsao`), {
    data: [
      { receitas: [lines.dForecast, lines.l2, lines.c, lines.l1], quantia_recebidos: 0, valor_receitas: '203.50' },
      { receitas: [lines.f], quantia_recebidos: 0, valor_receitas: '0.20' }
    ],
    total_registros: 5
  }, 'previsao')

  // Omitted: both sets, merged per category (received lines by receipt date; a title's received line first).
  const both = {
    data: [
      { receitas: [lines.dReceived, lines.dForecast, lines.l2, lines.m, lines.c, lines.l1], quantia_recebidos: 2, valor_receitas: '213.80' },
      { receitas: [lines.a, lines.s, lines.h], quantia_recebidos: 3, valor_receitas: '250.45' },
      { receitas: [lines.f], quantia_recebidos: 0, valor_receitas: '0.20' }
    ],
    total_registros: 10
  }
  t.strictSame(await report(march), both, 'both')

  // Narrower ranges; one-day range at each inclusive end.
  t.strictSame(await report('?data_de=2026-03-31&data_ate=2026-03-31'), {
    data: [
      { receitas: [lines.h], quantia_recebidos: 1, valor_receitas: '0.10' },
      { receitas: [lines.f], quantia_recebidos: 0, valor_receitas: '0.20' }
    ],
    total_registros: 2
  }, 'last day')
  t.strictSame(await report('?data_de=2026-03-01&data_ate=2026-03-01&recebido_ou_previsao=previsao'), {
    data: [{ receitas: [lines.dForecast], quantia_recebidos: 0, valor_receitas: '0.20' }],
    total_registros: 1
  }, 'first day')
  t.strictSame(await report('?data_de=2030-01-01&data_ate=2030-12-31'), { data: [], total_registros: 0 }, 'empty range')

  // Only one bound: the other side is open.
  const b = line({ data_pagamento_recebido: '2026-04-05T00:00:00.000Z', data_previsao: '2026-03-15T00:00:00.000Z', codigo_categoria: '1.01', descricao_categoria: 'Vendas de produtos', valor_documento: '150.25', valor_recebido: '150.25', recebido: 1 })
  t.strictSame(await report('?data_de=2026-03-06&recebido_ou_previsao=recebido'), {
    data: [
      { receitas: [lines.m, b], quantia_recebidos: 2, valor_receitas: '160.25' },
      { receitas: [lines.s, lines.h], quantia_recebidos: 2, valor_receitas: '150.35' }
    ],
    total_registros: 4
  }, 'only data_de')
  t.strictSame(await report('?data_ate=2026-03-05&recebido_ou_previsao=recebido'), {
    data: [
      { receitas: [lines.dReceived], quantia_recebidos: 1, valor_receitas: '0.30' },
      { receitas: [lines.a], quantia_recebidos: 1, valor_receitas: '100.10' }
    ],
    total_registros: 2
  }, 'only data_ate')

  // Bad queries.
  for (const [query, path] of [
    ['?recebido_ou_previsao=ambos', '/querystring/recebido_ou_previsao'],
    ['?recebido_ou_previsao=RECEBIDO', '/querystring/recebido_ou_previsao'],
    ['?data_de=2026-03-31&data_ate=2026-03-01', '/querystring/data_de'],
    ['?data_de=2026-02-30', '/querystring/data_de'],
    ['?data_ate=31/03/2026', '/querystring/data_ate'],
    ['?data_vencimento_de=2026-03-01', '/querystring/data_vencimento_de']
  ]) {
    assertError(t, await ctx.request({ method: 'GET', url: `/contas-receber/receitas${query}` }), 400, 'VALIDATION_FAILED', path)
  }
})

t.test('a revenue report longer than one read is streamed with the same lines and totals', async (t) => {
  const ctx = await build(t)
  // 1,200 open receivables in one month, in two categories: more than one read (1,000 lines) holds.
  const titles = Array.from({ length: 1200 }, (_, i) => receivable({
    codigo_lancamento_integracao: `REC-${i}`,
    codigo_categoria: i % 3 === 0 ? '1.01.01' : '1.01.02',
    data_previsao: `2026-03-${String(1 + (i % 28)).padStart(2, '0')}`,
    valor_documento: 10.01
  }))
  for (let from = 0; from < titles.length; from += 500) {
    const res = await ctx.request({ method: 'PUT', url: '/contas-receber/lote', payload: { itens: titles.slice(from, from + 500) } })
    t.equal(res.statusCode, 200, res.body.slice(0, 200))
  }
  const res = await ctx.request({ method: 'GET', url: '/contas-receber/receitas?data_de=2026-03-01&data_ate=2026-03-31' })
  t.equal(res.statusCode, 200)
  const body = res.json()
  t.equal(body.total_registros, 1200)
  t.strictSame(body.data.map((group: { receitas: unknown[], quantia_recebidos: number, valor_receitas: string }) =>
    [group.receitas.length, group.quantia_recebidos, group.valor_receitas]), [[400, 0, '4004.00'], [800, 0, '8008.00']], 'each group with its lines and exact sum')
  const dates = body.data[1].receitas.map((line: { data_previsao: string }) => line.data_previsao)
  t.strictSame(dates, [...dates].sort(), 'lines in date order within a group')
})

t.test('an expense split longer than one read is streamed: fixed first, each class in list order', async (t) => {
  const ctx = await build(t)
  await ctx.request({ method: 'PUT', url: '/categorias/2.01.01', payload: { descricao: 'Aluguel', tipo: 'FIXA' } })
  await insertPayables(ctx, 1100, (i) => payable({
    codigo_categoria: i % 4 === 0 ? '2.01.01' : '2.02.02',
    data_vencimento: `2026-03-${String(1 + ((i * 7) % 28)).padStart(2, '0')}`
  }))
  const res = await ctx.request({ method: 'GET', url: '/contas-pagar/despesas' })
  t.equal(res.statusCode, 200)
  const { data, total_registros: total } = res.json()
  const before = (a: Title, b: Title) => String(a.data_vencimento) < String(b.data_vencimento) ||
    (a.data_vencimento === b.data_vencimento && Number(a.codigo_lancamento_svc) < Number(b.codigo_lancamento_svc))
  const inOrder = (titles: Title[]) => titles.every((title, i) => i === 0 || before(titles[i - 1] as Title, title))
  t.equal(total, 1100)
  t.equal(data.fixas.length, 275)
  t.equal(data.variaveis.length, 825)
  t.ok(data.fixas.every((title: Title) => title.codigo_categoria === '2.01.01'), 'fixas hold the FIXA category only')
  t.ok(inOrder(data.fixas) && inOrder(data.variaveis), 'each class by due date, then id')
  const list = (await ctx.request({ method: 'GET', url: '/contas-pagar' })).json().data as Title[]
  t.strictSame([...data.fixas, ...data.variaveis].map((title: Title) => title.codigo_lancamento_svc).sort(), list.map((title) => title.codigo_lancamento_svc).sort(), 'the same titles as the list')
})
