import t from 'tap'
import type { LightMyRequestResponse } from 'fastify'
import { buildApp } from '../src/app.js'
import { purgeEvents } from '../src/eventos/repository.js'
import { build, createTitle, payable, receivable, testConfig, type TestContext } from './helper.js'

/**
 * docs/CONTRACT.md section 16: every read answers an ETag and Cache-Control: private, no-cache; an
 * If-None-Match naming the current ETag answers 304 with no body; the validator moves exactly when
 * the answer could, also when the change went through another process.
 */

const CACHE_CONTROL = 'private, no-cache'

/** Two answers computed apart may differ in their timeStamp alone, when a second passed in between. */
const withoutStamp = (body: string) => body.replace(/"timeStamp":"[^"]+"/, '')

/** A clock tests can move: the business date decides the derived status. */
function movableClock (start: string) {
  let current = new Date(start)
  return { now: () => current, set: (instant: string) => { current = new Date(instant) } }
}

async function get (ctx: TestContext, url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return await ctx.request({ method: 'GET', url, headers })
}

/** Every read of DESIGN 16, for a company with a payable (settled once) and a receivable. */
async function everyRead (ctx: TestContext): Promise<Array<[string, Record<string, string>]>> {
  const id = await createTitle(ctx, '/contas-pagar', payable({ codigo_lancamento_integracao: 'P-1', data_previsao: '2026-03-12' }))
  const settled = await ctx.request({ method: 'POST', url: `/contas-pagar/${id}/pagamentos`, payload: { valor: 10, data: '2026-03-05' } })
  if (settled.statusCode !== 201) throw new Error(settled.body)
  const baixa = (settled.headers.location as string).split('/').pop() as string
  const receivableId = await createTitle(ctx, '/contas-receber', receivable({ data_previsao: '2026-03-12' }))
  const csv = { accept: 'text/csv' }
  return [
    ['/contas-pagar', {}], ['/contas-pagar?limite=1', {}], ['/contas-pagar', csv], ['/contas-pagar?limite=1', csv],
    ['/contas-receber', {}], ['/contas-pagar/despesas', {}], ['/contas-pagar/despesas', csv],
    ['/contas-receber/receitas?data_de=2026-03-01&data_ate=2026-03-31', {}], ['/contas-receber/receitas?data_de=2026-03-01&data_ate=2026-03-31', csv],
    ['/eventos', {}], ['/eventos?desde=1&limite=1', {}], ['/categorias', {}], ['/clientes-fornecedores', {}],
    [`/contas-pagar/${id}`, {}], ['/contas-pagar/integracao/P-1', {}], [`/contas-receber/${receivableId}`, {}],
    [`/contas-pagar/${id}/pagamentos`, {}], [`/contas-pagar/${id}/pagamentos/${baixa}`, {}]
  ]
}

t.test('every read answers an ETag, Cache-Control: private, no-cache, and 304 with no body for its current tag', async (t) => {
  const ctx = await build(t)
  for (const [url, headers] of await everyRead(ctx)) {
    const label = `${url} ${headers.accept ?? 'json'}`
    const first = await get(ctx, url, headers)
    t.equal(first.statusCode, 200, `${label}: ${first.body.slice(0, 200)}`)
    const etag = first.headers.etag as string
    t.match(etag, /^(W\/)?"[^"]+"$/, `${label}: an ETag`)
    t.equal(first.headers['cache-control'], CACHE_CONTROL, `${label}: revalidated, never kept by a shared cache`)
    const again = await get(ctx, url, { ...headers, 'if-none-match': etag })
    t.equal(again.statusCode, 304, `${label}: 304 for the current tag`)
    t.equal(again.body, '', `${label}: no body`)
    t.equal(again.headers.etag, etag, `${label}: the ETag again`)
    t.equal(again.headers['cache-control'], CACHE_CONTROL, `${label}: Cache-Control again`)
    const stale = await get(ctx, url, { ...headers, 'if-none-match': '"not-this-one"' })
    t.equal(stale.statusCode, 200, `${label}: another tag gets the answer`)
    t.equal(withoutStamp(stale.body), withoutStamp(first.body), `${label}: the same answer`)
  }
})

t.test('a list read in any of its ways carries its ETag: streamed past one read, HEAD, and from the cache or not', async (t) => {
  for (const cacheBytes of ['0', '1048576']) {
    const ctx = await build(t, { env: { ANSWER_CACHE_BYTES: cacheBytes } })
    for (let batch = 0; batch < 3; batch++) {
      const itens = Array.from({ length: 400 }, (_, index) => payable({ codigo_lancamento_integracao: `S-${batch}-${index}` }))
      const stored = await ctx.request({ method: 'PUT', url: '/contas-pagar/lote', payload: { itens } })
      t.equal(stored.statusCode, 200, stored.body.slice(0, 200))
    }
    for (const [method, headers] of [['GET', {}], ['GET', { accept: 'text/csv' }], ['HEAD', {}]] as const) {
      const label = `${method} ${headers.accept ?? 'json'}, cache ${cacheBytes}`
      const first = await ctx.request({ method, url: '/contas-pagar', headers })
      t.equal(first.statusCode, 200, label)
      if (method === 'GET' && headers.accept === undefined) t.equal(first.json().total_registros, 1200, `${label}: 1,200 titles, streamed past the first read`)
      t.match(first.headers.etag, /^W\/"/, `${label}: an ETag`)
      const again = await ctx.request({ method, url: '/contas-pagar', headers: { ...headers, 'if-none-match': first.headers.etag as string } })
      t.equal(again.statusCode, 304, `${label}: 304 for it`)
    }
  }
})

t.test('If-None-Match is compared weakly, as a list, and * matches', async (t) => {
  const ctx = await build(t)
  const id = await createTitle(ctx, '/contas-pagar', payable())
  for (const url of ['/contas-pagar', `/contas-pagar/${id}`]) {
    const etag = (await get(ctx, url)).headers.etag as string
    const opaque = etag.replace(/^W\//, '')
    for (const header of [etag, opaque, `W/${opaque}`, `"a", ${etag}`, `"a",, ${etag} ,`, `"a,b", ${etag}`, '*']) {
      t.equal((await get(ctx, url, { 'if-none-match': header })).statusCode, 304, `${url}: If-None-Match: ${header}`)
    }
    for (const header of ['"a", "b"', opaque.slice(1, -1), `${etag} garbage`, '']) {
      t.equal((await get(ctx, url, { 'if-none-match': header })).statusCode, 200, `${url}: If-None-Match: ${header}`)
    }
  }
  const head = await ctx.request({ method: 'HEAD', url: '/contas-pagar' })
  t.equal(head.headers.etag, (await get(ctx, '/contas-pagar')).headers.etag, 'HEAD answers the ETag of GET')
  t.equal((await ctx.request({ method: 'HEAD', url: '/contas-pagar', headers: { 'if-none-match': head.headers.etag as string } })).statusCode, 304, 'and its 304')
  t.equal((await get(ctx, '/contas-pagar/999999', { 'if-none-match': '*' })).statusCode, 404, 'a title that does not exist is not matched by *')
  const error = await get(ctx, '/contas-pagar?data_vencimento_de=nope', { 'if-none-match': '*' })
  t.equal(error.statusCode, 400, 'a bad query is still 400')
  t.equal(error.headers['cache-control'], 'no-store', 'and an error is not kept')
  t.notOk('etag' in error.headers, 'nor tagged')
  const reversed = await get(ctx, '/contas-pagar?data_vencimento_de=2026-03-02&data_vencimento_ate=2026-03-01', { 'if-none-match': '*' })
  t.equal(reversed.statusCode, 400, '* does not hide what the handler refuses: a date range the wrong way round is 400')
  const star = await get(ctx, '/eventos', { 'if-none-match': '*' })
  t.equal(star.statusCode, 304, '* on an answer that exists is 304')
  t.equal(star.body, '', 'with no body')
  t.equal(star.headers.etag, (await get(ctx, '/eventos')).headers.etag, 'and its current ETag')
})

t.test('the tag moves with a title write, a directory change, the business date, the query and the representation, and with nothing else', async (t) => {
  const clock = movableClock('2026-03-05T15:00:00Z')
  const ctx = await build(t, { now: clock.now })
  await createTitle(ctx, '/contas-pagar', payable({ codigo_categoria: 'C1' }))
  const tagOf = async (url: string, headers: Record<string, string> = {}) => {
    const res = await get(ctx, url, headers)
    t.equal(res.statusCode, 200, `${url}: ${res.body.slice(0, 200)}`)
    return res.headers.etag as string
  }
  const urls = ['/contas-pagar', '/contas-pagar/despesas', '/contas-receber/receitas?data_de=2026-03-01&data_ate=2026-03-31', '/eventos', '/categorias', '/clientes-fornecedores']
  const tags = async () => Object.fromEntries(await Promise.all(urls.map(async (url) => [url, await tagOf(url)])))
  const before = await tags()
  t.same(await tags(), before, 'nothing changed, nothing moved')

  t.not(await tagOf('/contas-pagar?status_titulo=A VENCER'), before['/contas-pagar'], 'the query moves the tag')
  t.equal(await tagOf('/contas-pagar?ordem=data_vencimento&limite=5'), await tagOf('/contas-pagar?limite=5&ordem=data_vencimento'), 'the order of the parameters does not')
  t.not(await tagOf('/contas-pagar', { accept: 'text/csv' }), before['/contas-pagar'], 'the representation moves the tag')

  await createTitle(ctx, '/contas-pagar', payable())
  const afterTitle = await tags()
  for (const url of urls.slice(0, 4)) t.not(afterTitle[url], before[url], `${url}: a title write moves the tag`)
  for (const url of urls.slice(4)) t.equal(afterTitle[url], before[url], `${url}: a title write does not move a directory's tag`)

  const put = async (body: Record<string, string>) => {
    const res = await ctx.request({ method: 'PUT', url: '/categorias/C1', payload: body })
    t.equal(res.statusCode, 200, res.body)
  }
  await put({ descricao: 'Aluguel', tipo: 'FIXA' })
  const afterCategory = await tags()
  for (const url of ['/contas-pagar', '/contas-pagar/despesas', '/contas-receber/receitas?data_de=2026-03-01&data_ate=2026-03-31', '/categorias', '/clientes-fornecedores']) {
    t.not(afterCategory[url], afterTitle[url], `${url}: a directory change moves the tag`)
  }
  t.equal(afterCategory['/eventos'], afterTitle['/eventos'], 'the feed does not read the directories')
  await put({ descricao: 'Aluguel', tipo: 'FIXA' })
  t.same(await tags(), afterCategory, 'writing the same category again changes nothing, so no tag moves')

  const update = await ctx.request({ method: 'PATCH', url: `/contas-pagar/${await createTitle(ctx, '/contas-pagar', payable())}`, payload: { conta: { fornecedor: { id: 1001, nome: 'Fornecedor Um' } } } })
  t.equal(update.statusCode, 200, update.body)
  const afterUpdate = await tags()
  t.not(afterUpdate['/clientes-fornecedores'], afterCategory['/clientes-fornecedores'], 'a counterpart name recorded by a title update moves the directory tag')

  clock.set('2026-03-06T15:00:00Z')
  const tomorrow = await tags()
  for (const url of urls.slice(0, 3)) t.not(tomorrow[url], afterUpdate[url], `${url}: the business date moves the tag`)
  for (const url of urls.slice(3)) t.equal(tomorrow[url], afterUpdate[url], `${url}: the business date does not move it`)
})

t.test('retention moves the feed\'s tag (an old cursor becomes 410), and no other', async (t) => {
  const ctx = await build(t)
  await createTitle(ctx, '/contas-pagar', payable())
  const before = await get(ctx, '/eventos')
  const cursor = await get(ctx, '/eventos?desde=0')
  const list = (await get(ctx, '/contas-pagar')).headers.etag
  await ctx.app.feed.numberAll()
  t.ok(await purgeEvents(ctx.app.database, '2999-01-01T00:00:00.000Z') > 0, 'events purged')
  const after = await get(ctx, '/eventos', { 'if-none-match': before.headers.etag as string })
  t.equal(after.statusCode, 200, 'the feed\'s old tag is stale')
  t.equal(after.json().total_registros, 0, 'its events are gone')
  t.equal((await get(ctx, '/eventos?desde=0', { 'if-none-match': cursor.headers.etag as string })).statusCode, 410, 'a cursor from before the purge is 410, never a 304')
  t.equal((await get(ctx, '/contas-pagar', { 'if-none-match': list as string })).statusCode, 304, 'a list does not change with retention')
})

t.test('one title: 304 only while its derived status cannot have moved since its last change', async (t) => {
  const clock = movableClock('2026-03-05T15:00:00Z')
  const ctx = await build(t, { now: clock.now })
  const open = await createTitle(ctx, '/contas-pagar', payable({ data_vencimento: '2026-03-10', codigo_lancamento_integracao: 'OPEN' }))
  const paid = await createTitle(ctx, '/contas-pagar', payable({ data_vencimento: '2026-03-10', status_titulo: 'PAGO' }))
  const read = async (url: string, etag?: string) => await get(ctx, url, etag === undefined ? {} : { 'if-none-match': etag })
  t.equal((await read(`/contas-pagar/${open}`)).headers.etag, '"1"', 'the version, as before')

  clock.set('2026-03-08T15:00:00Z')
  for (const url of [`/contas-pagar/${open}`, '/contas-pagar/integracao/OPEN']) {
    t.equal((await read(url, '"1"')).statusCode, 304, `${url}: still A VENCER: 304`)
  }
  clock.set('2026-03-10T15:00:00Z')
  for (const url of [`/contas-pagar/${open}`, '/contas-pagar/integracao/OPEN']) {
    const due = await read(url, '"1"')
    t.equal(due.statusCode, 200, `${url}: due today, the copy of the 5th says A VENCER: 200`)
    t.equal(due.json().data.status_titulo, 'VENCE HOJE')
    t.equal(due.headers.etag, '"1"', 'with the same version')
  }
  clock.set('2026-03-12T15:00:00Z')
  t.equal((await read(`/contas-pagar/${open}`, '"1"')).json().data.status_titulo, 'ATRASADO', 'overdue: 200 with the new status')
  t.equal((await read(`/contas-pagar/${paid}`, '"1"')).statusCode, 304, 'a paid title does not move with the date: 304')

  const changed = await ctx.request({ method: 'PATCH', url: `/contas-pagar/${open}`, payload: { conta: { descricao: 'late' } } })
  t.equal(changed.headers.etag, '"2"')
  t.equal((await read(`/contas-pagar/${open}`, '"1"')).statusCode, 200, 'an older version: 200')
  clock.set('2026-03-20T15:00:00Z')
  t.equal((await read(`/contas-pagar/${open}`, '"2"')).statusCode, 304, 'changed while overdue, still overdue: 304')
})

t.test('two processes on one database never serve a stale 304 or a stale cached answer', async (t) => {
  const ctx = await build(t)
  const other = await buildApp(await testConfig(), {})
  t.teardown(() => other.close())
  const viaOther = async (url: string, headers: Record<string, string> = {}) =>
    await other.inject({ method: 'GET', url, headers: { authorization: `Bearer ${ctx.keys.readWrite}`, ...headers } })
  await createTitle(ctx, '/contas-pagar', payable())
  for (const url of ['/contas-pagar', '/eventos', '/categorias', '/contas-pagar/despesas']) {
    const first = await viaOther(url)
    // Asked twice, the answer is kept; the third time it comes from the other process's cache.
    for (let i = 0; i < 2; i++) t.equal(withoutStamp((await viaOther(url)).body), withoutStamp(first.body), `${url}: the other process answers the same again`)
    if (url === '/categorias') t.equal((await ctx.request({ method: 'PUT', url: '/categorias/C9', payload: { descricao: 'Nova', tipo: 'VARIAVEL' } })).statusCode, 200)
    else await createTitle(ctx, '/contas-pagar', payable())
    const revalidated = await viaOther(url, { 'if-none-match': first.headers.etag as string })
    t.equal(revalidated.statusCode, 200, `${url}: after a write through this process, the other's tag is stale`)
    t.not(withoutStamp(revalidated.body), withoutStamp(first.body), `${url}: and its answer is the new one`)
    const plain = await viaOther(url)
    t.equal(withoutStamp(plain.body), withoutStamp(revalidated.body), `${url}: never the cached old answer`)
    t.not(plain.headers.etag, first.headers.etag)
  }
})

t.test('the answer cache: hits and misses, the same bytes, one company never sees another\'s answer', async (t) => {
  const ctx = await build(t)
  const neighbour = await build(t)
  await createTitle(ctx, '/contas-pagar', payable({ codigo_lancamento_integracao: 'MINE' }))
  await createTitle(neighbour, '/contas-pagar', payable({ codigo_lancamento_integracao: 'THEIRS' }))
  const metric = async (name: string) => (await ctx.app.metrics.registry.getSingleMetric(name)?.get())?.values[0]?.value ?? 0
  const counts = async () => ({ hits: await metric('contas_answer_cache_hits_total'), misses: await metric('contas_answer_cache_misses_total') })

  for (const [url, headers] of [['/contas-pagar', {}], ['/contas-pagar', { accept: 'text/csv' }], ['/contas-pagar/despesas', {}], ['/eventos', {}]] as const) {
    const start = await counts()
    await get(ctx, url, headers)
    t.same(await counts(), { hits: start.hits, misses: start.misses + 1 }, `${url}: a question asked once is a miss, and its answer is not kept`)
    const second = await get(ctx, url, headers)
    t.same(await counts(), { hits: start.hits, misses: start.misses + 2 }, `${url}: asked again, a miss whose answer is kept`)
    const third = await get(ctx, url, headers)
    t.same(await counts(), { hits: start.hits + 1, misses: start.misses + 2 }, `${url}: the third time, a hit`)
    t.equal(third.body, second.body, `${url}: byte for byte the answer that was kept, timeStamp included`)
    t.same([third.headers['content-type'], third.headers['content-disposition'], third.headers.etag], [second.headers['content-type'], second.headers['content-disposition'], second.headers.etag])
  }
  t.ok(await metric('contas_answer_cache_bytes') > 0, 'the bytes held are reported')

  const theirs = await neighbour.request({ method: 'GET', url: '/contas-pagar' })
  t.match(theirs.body, /THEIRS/, 'the neighbour gets its own list')
  t.notMatch(theirs.body, /MINE/, 'never the other company\'s')
  t.not(theirs.headers.etag, (await get(ctx, '/contas-pagar')).headers.etag, 'and its own tag')

  // The same company through a process without the cache: the same answer, but for when it was made.
  const uncached = await buildApp(await testConfig({ ANSWER_CACHE_BYTES: '0' }), {})
  t.teardown(() => uncached.close())
  for (const url of ['/contas-pagar', '/contas-pagar/despesas', '/eventos']) {
    const fresh = await uncached.inject({ method: 'GET', url, headers: { authorization: `Bearer ${ctx.keys.read}` } })
    const cached = await get(ctx, url)
    t.equal(withoutStamp(cached.body), withoutStamp(fresh.body), `${url}: an answer from the cache is the uncached answer (timeStamp aside)`)
    t.equal(cached.headers.etag, fresh.headers.etag, `${url}: under the same tag`)
  }
})

t.test('the answer cache never grows past ANSWER_CACHE_BYTES, least recently used out first', async (t) => {
  // The bound is small enough that a few lists fill it, large enough that one list fits (a quarter of it).
  const bound = 24_000
  const ctx = await build(t, { env: { ANSWER_CACHE_BYTES: String(bound) } })
  for (let i = 0; i < 3; i++) await createTitle(ctx, '/contas-pagar', payable({ data_vencimento: `2026-03-1${i}` }))
  const bytes = async () => (await ctx.app.metrics.registry.getSingleMetric('contas_answer_cache_bytes')?.get())?.values[0]?.value ?? 0
  const hits = async () => (await ctx.app.metrics.registry.getSingleMetric('contas_answer_cache_hits_total')?.get())?.values[0]?.value ?? 0
  let most = 0
  for (let day = 1; day <= 28; day++) {
    // Twice: an answer is kept the second time its question is asked.
    for (let i = 0; i < 2; i++) t.equal((await get(ctx, `/contas-pagar?data_vencimento_de=2026-02-${String(day).padStart(2, '0')}`)).statusCode, 200)
    most = Math.max(most, await bytes())
  }
  t.ok(most <= bound, `at most ${bound} bytes held (held ${most})`)
  t.ok(most > bound / 2, 'and the cache was filled')
  const before = await hits()
  await get(ctx, '/contas-pagar?data_vencimento_de=2026-02-28')
  t.equal(await hits(), before + 1, 'the most recent answer is still there')
  await get(ctx, '/contas-pagar?data_vencimento_de=2026-02-01')
  t.equal(await hits(), before + 1, 'the oldest went first')
})

t.test('a 304 does not count against the key\'s rate limit; other answers still do', async (t) => {
  const limit = 5
  const ctx = await build(t, { env: { RATE_LIMIT_PER_MINUTE: String(limit) } })
  const first = await get(ctx, '/contas-pagar')
  t.equal(first.statusCode, 200)
  const etag = first.headers.etag as string
  for (let i = 0; i < 3 * limit; i++) {
    const res = await get(ctx, '/contas-pagar', { 'if-none-match': etag })
    if (res.statusCode !== 304) t.fail(`304 number ${i + 1} was ${res.statusCode}`)
  }
  t.equal((await get(ctx, '/contas-pagar')).statusCode, 200, 'after many 304s a plain GET is still 200')
  t.equal((await get(ctx, '/contas-pagar', { 'if-none-match': '"stale"' })).statusCode, 200, 'a conditional GET answered 200 counts')
  t.equal((await get(ctx, '/contas-pagar?data_vencimento_de=bad', { 'if-none-match': etag })).statusCode, 400, 'a conditional GET answered 400 counts')
  t.equal((await get(ctx, '/contas-pagar')).statusCode, 200, `request ${limit} of the window`)
  const limited = await get(ctx, '/contas-pagar')
  t.equal(limited.statusCode, 429, 'plain GETs still reach 429')
  t.equal((await get(ctx, '/contas-pagar', { 'if-none-match': etag })).statusCode, 429, 'and a key over its limit is refused even a 304')
})
