import { gunzipSync } from 'node:zlib'
import t, { type Test } from 'tap'
import type { LightMyRequestResponse } from 'fastify'
import fastJson from 'fast-json-stringify'
import { ImportAnswer } from '../schemas/conciliacao.js'
import { sharedSchemas } from '../schemas/index.js'
import { writeCnab240, type Cnab240Input } from '../src/conciliacao/cnab240-writer.js'
import { MONEY_FORMAT } from '../src/validation.js'
import { build, createTitle, receivable, type TestContext } from './helper.js'
import { responseChecker, type Doc } from './schema-arbitraries.js'

/**
 * Importing CNAB 240 return files (docs/CONTRACT.md section 18) through the API: each result kind,
 * the settlements they make as any settlement, once per file, and bad input that stores nothing.
 */

const PINNED = () => new Date('2026-03-10T15:00:00Z')

type Detail = Cnab240Input['detalhes'][number]

function cnab (detalhes: Detail[], overrides: Partial<Cnab240Input> = {}): Buffer {
  return Buffer.from(writeCnab240({ banco: '341', empresaDocumento: '12345678000195', nsa: 1, dataGeracao: '2026-03-10', detalhes, ...overrides }), 'latin1')
}

const paid = (nossoNumero: string, valorPagoCents: number, more: Partial<Detail> = {}): Detail =>
  ({ codigoMovimento: '06', nossoNumero, valorPagoCents, dataOcorrencia: '2026-03-09', dataCredito: '2026-03-10', ...more })

async function send (ctx: TestContext, body: Buffer | string, { query = '', type = 'text/plain', key }: { query?: string, type?: string, key?: string } = {}): Promise<LightMyRequestResponse> {
  return await ctx.request({ method: 'POST', url: `/conciliacao/arquivos${query}`, payload: body, headers: { 'content-type': type }, ...(key === undefined ? {} : { key }) })
}

async function title (ctx: TestContext, id: number): Promise<Record<string, any>> {
  return (await ctx.request({ method: 'GET', url: `/contas-receber/${id}` })).json().data
}

function assertError (t: Test, res: LightMyRequestResponse, status: number, code: string): void {
  t.equal(res.statusCode, status, res.body)
  t.equal(res.json().code, code, res.body)
}

async function imports (ctx: TestContext): Promise<unknown[]> {
  return (await ctx.request({ method: 'GET', url: '/conciliacao/arquivos' })).json().data
}

t.test('a return file settles what its rules find, and says what became of every line', async (t) => {
  const ctx = await build(t, { now: PINNED })
  const byNosso = await createTitle(ctx, '/contas-receber', receivable({ valor_documento: 200, boleto: { cNumBancario: '12345' } }))
  const byCode = await createTitle(ctx, '/contas-receber', receivable({ valor_documento: 100, codigo_lancamento_integracao: 'PED-7' }))
  const byDocument = await createTitle(ctx, '/contas-receber', receivable({ valor_documento: 50, numero_documento: 'NF-9' }))
  const cancelled = await createTitle(ctx, '/contas-receber', receivable({ valor_documento: 80, boleto: { cNumBancario: '777' } }))
  t.equal((await ctx.request({ method: 'POST', url: `/contas-receber/${cancelled}/cancelamento`, payload: {} })).statusCode, 200)

  const res = await send(ctx, cnab([
    paid('000000000000012345', 20350),
    paid('', 10000, { identificacao: 'PED-7' }),
    paid('', 4900, { seuNumero: 'NF-9', valorNominalCents: 5000, descontoCents: 100 }),
    { codigoMovimento: '02', nossoNumero: '55' },
    paid('999', 1000),
    paid('777', 8000)
  ]), { query: '?id_conta_corrente=3' })
  t.equal(res.statusCode, 201, res.body)
  const data = res.json().data
  t.match(data, { formato: 'cnab240', banco: '341', nsa: 1, id_conta_corrente: 3, totais: { linhas: 6, baixados: 3, ja_baixados: 0, sugeridos: 0, sem_titulo: 1, ignorados: 1, rejeitados: 1 } })
  t.equal(res.headers.location, `/conciliacao/arquivos/${data.id}`)
  t.strictSame(data.itens.map((item: any) => [item.linha, item.resultado, item.titulo?.id]), [
    [3, 'baixado', byNosso], [5, 'baixado', byCode], [7, 'baixado', byDocument], [9, 'ignorado', undefined], [11, 'sem_titulo', undefined], [13, 'rejeitado', cancelled]
  ])
  t.match(data.itens[0], { valor_pago: 203.5, juros: 3.5, excedente: 3.5, codigo_baixa_integracao: 'cnab240:341:12345:06:2026-03-09' })
  t.match(data.itens[5], { motivo: /CANCELADO/ })

  const settled = await title(ctx, byNosso)
  t.match(settled, { status_titulo: 'LIQUIDADO', versao: 2, recebimento: { valor: 203.5, juros: 3.5, data: '2026-03-09', codigo_recebimento_integracao: 'cnab240:341:12345:06:2026-03-09' } })
  t.match(await title(ctx, byDocument), { status_titulo: 'LIQUIDADO', recebimento: { valor: 49, desconto: 1 } })
  const etag = (await ctx.request({ method: 'GET', url: `/contas-receber/${byCode}` })).headers.etag
  t.equal(etag, '"2"', 'the settlement is a new version, as any settlement')
  const receipts = (await ctx.request({ method: 'GET', url: `/contas-receber/${byNosso}/recebimentos` })).json().data
  t.match(receipts, [{ codigo_baixa: data.itens[0].codigo_baixa, valor: 203.5, codigo_conta_corrente: 3 }])

  const feed = (await ctx.request({ method: 'GET', url: '/eventos' })).json().data as Array<{ tipo: string, id: number }>
  t.strictSame(feed.filter((event) => event.tipo === 'baixa_lancada').map((event) => event.id), [byNosso, byCode, byDocument], 'events in line order')

  t.strictSame((await ctx.request({ method: 'GET', url: `/conciliacao/arquivos/${data.id}` })).json().data, data, 'read back as answered')

  // Reversed like any other settlement.
  const reversed = await ctx.request({ method: 'DELETE', url: `/contas-receber/${byCode}/recebimentos/${data.itens[1].codigo_baixa}` })
  t.equal(reversed.statusCode, 200, reversed.body)
  t.equal(reversed.json().data.status_titulo, 'VENCE HOJE', 'open again')
})

t.test('two lines of one file paying one title settle it twice, in line order, each a version with its event', async (t) => {
  const ctx = await build(t, { now: PINNED })
  const id = await createTitle(ctx, '/contas-receber', receivable({ valor_documento: 100, boleto: { cNumBancario: '64' } }))
  const other = await createTitle(ctx, '/contas-receber', receivable({ valor_documento: 30, boleto: { cNumBancario: '65' } }))
  const res = await send(ctx, cnab([paid('64', 4000, { dataOcorrencia: '2026-03-05' }), paid('65', 3000), paid('64', 6000, { dataOcorrencia: '2026-03-09' })]))
  t.equal(res.statusCode, 201, res.body)
  t.strictSame(res.json().data.itens.map((item: any) => [item.resultado, item.titulo?.id]), [['baixado', id], ['baixado', other], ['baixado', id]])
  t.match(await title(ctx, id), { status_titulo: 'LIQUIDADO', versao: 3, recebimento: { data: '2026-03-09' } }, 'the title as its last settlement left it')
  const receipts = (await ctx.request({ method: 'GET', url: `/contas-receber/${id}/recebimentos` })).json().data as Array<{ valor: number }>
  t.strictSame(receipts.map((receipt) => receipt.valor).sort(), [40, 60])
  const feed = (await ctx.request({ method: 'GET', url: '/eventos' })).json().data as Array<{ tipo: string, id: number, versao: number, dados: { status_titulo: string } }>
  t.strictSame(feed.filter((event) => event.tipo === 'baixa_lancada').map((event) => [event.id, event.versao, event.dados.status_titulo]),
    [[id, 2, 'PAGTO_PARCIAL'], [other, 2, 'LIQUIDADO'], [id, 3, 'LIQUIDADO']], 'an event per settlement, in line order, each with the title as it left it')
})

t.test('the answer is the response schema\'s own JSON, byte for byte, written from the items as they are made', async (t) => {
  const ctx = await build(t, { now: PINNED })
  const external = Object.fromEntries(sharedSchemas.map((schema) => [schema.$id as string, schema]))
  type JsonSchema = Parameters<typeof fastJson>[0]
  const serialize = fastJson(ImportAnswer as JsonSchema, { schema: external as Record<string, JsonSchema>, ajv: { formats: { money: MONEY_FORMAT } } }) as (answer: unknown) => string
  const check = responseChecker(ctx.app.swagger() as unknown as Doc)
  await createTitle(ctx, '/contas-receber', receivable({ valor_documento: 200, boleto: { cNumBancario: '12345' } }))
  await createTitle(ctx, '/contas-receber', receivable({ valor_documento: 50, numero_documento: 'NF-9' }))
  // Accented Latin-1 text (two UTF-8 bytes a letter in the answer), quotes and backslashes, items of every kind, and an aviso.
  const file = cnab([
    paid('000000000000012345', 20350, { seuNumero: 'JOSÉ "Zé" \\ Ção' }),
    paid('', 4900, { seuNumero: 'NF-9', valorNominalCents: 5000, descontoCents: 100, identificacao: 'AÇÃO' }),
    { codigoMovimento: '02', nossoNumero: '55' },
    paid('999', 1000)
  ]).toString('latin1').replace(/^(\d{3}99999.{15})\d{6}/m, (_, head: string) => `${head}000099`)
  for (const [what, res] of [['201', await send(ctx, Buffer.from(file, 'latin1'))], ['200', await send(ctx, Buffer.from(file, 'latin1'))]] as const) {
    t.equal(res.body, serialize(res.json()), `${what}: the bytes the schema's serializer writes for the same answer`)
    t.equal(res.headers['content-length'], String(Buffer.byteLength(res.body)), `${what}: sent with its length`)
    t.match(res.headers['content-type'], /^application\/json; charset=utf-8$/)
    t.equal(check('POST', '/conciliacao/arquivos', res.statusCode, res.body), undefined, `${what}: as the document declares it`)
  }
  const data = (await send(ctx, Buffer.from(file, 'latin1'))).json().data
  t.match(data.itens[0], { seu_numero: 'JOSÉ "Zé" \\ Ção', resultado: 'baixado', excedente: 3.5 })
  t.ok(data.avisos.length > 0, 'with an aviso')
  const read = await ctx.request({ method: 'GET', url: `/conciliacao/arquivos/${data.id as number}` })
  t.equal(read.body, serialize(read.json()), 'read back: the same')
  t.equal(read.headers['content-length'], String(Buffer.byteLength(read.body)))
  const head = await ctx.request({ method: 'HEAD', url: `/conciliacao/arquivos/${data.id as number}` })
  t.equal(head.statusCode, 200)
  t.equal(head.body, '', 'HEAD: no body')
  t.equal(check('GET', '/conciliacao/arquivos/{id}', read.statusCode, read.body), undefined)
})

t.test('a client that accepts gzip gets the answer gzipped: the same JSON in a tenth of the bytes', async (t) => {
  const ctx = await build(t, { now: PINNED })
  await createTitle(ctx, '/contas-receber', receivable({ valor_documento: 200, boleto: { cNumBancario: '12345' } }))
  const file = cnab([paid('12345', 20000, { seuNumero: 'AÇÃO "1"' }), ...Array.from({ length: 300 }, (_, k) => paid(String(900_000 + k), 1000))])
  const post = async (headers: Record<string, string>) => await ctx.request({ method: 'POST', url: '/conciliacao/arquivos', payload: file, headers: { 'content-type': 'text/plain', 'idempotency-key': 'arquivo-gzip', ...headers } })
  const plain = await post({})
  t.equal(plain.statusCode, 201, plain.body)
  t.equal(plain.headers['content-encoding'], undefined, 'no Accept-Encoding: as it is')
  const read = async (headers: Record<string, string>) => await ctx.request({ method: 'GET', url: plain.headers.location as string, headers })
  const gzipped = (res: LightMyRequestResponse, what: string): void => {
    t.equal(res.headers['content-encoding'], 'gzip', what)
    t.match(res.headers.vary, /accept-encoding/i, `${what}: Vary`)
    t.equal(gunzipSync(res.rawPayload).toString(), plain.body, `${what}: the same JSON`)
    t.ok(res.rawPayload.length * 5 < Buffer.byteLength(plain.body), `${what}: ${res.rawPayload.length} bytes for ${Buffer.byteLength(plain.body)}`)
    if (res.headers['content-length'] !== undefined) t.equal(res.headers['content-length'], String(res.rawPayload.length), `${what}: its length`)
  }
  gzipped(await post({ 'accept-encoding': 'gzip, deflate, br' }), 'the key\'s replay')
  const replayed = await read({ 'accept-encoding': 'br;q=1, GZIP;q=0.5' })
  t.equal(replayed.statusCode, 200)
  gzipped(replayed, 'read back')
  for (const refused of ['gzip;q=0', 'br', 'identity']) {
    const res = await read({ 'accept-encoding': refused })
    t.equal(res.headers['content-encoding'], undefined, `${refused}: as it is`)
    t.equal(res.body, plain.body)
  }
  const before = await read({})
  t.equal(before.body, plain.body)
})

t.test('an import with Idempotency-Key replays its first answer, byte for byte', async (t) => {
  const ctx = await build(t, { now: PINNED })
  await createTitle(ctx, '/contas-receber', receivable({ valor_documento: 200, boleto: { cNumBancario: '12345' } }))
  const file = cnab([paid('12345', 20000, { seuNumero: 'AÇÃO "1"' }), paid('999', 1000)])
  const keyed = async () => await ctx.request({ method: 'POST', url: '/conciliacao/arquivos', payload: file, headers: { 'content-type': 'text/plain', 'idempotency-key': 'arquivo-1' } })
  const first = await keyed()
  const second = await keyed()
  t.equal(first.statusCode, 201, first.body)
  t.equal(second.statusCode, 201, 'the first status, not the 200 of the same bytes imported again')
  t.equal(second.headers['idempotency-replayed'], 'true')
  t.equal(second.headers.location, first.headers.location)
  t.equal(second.body, first.body)
  t.equal((await imports(ctx)).length, 1)
})

t.test('once per file: the same bytes replay, the same NSA with other bytes is 409, a liquidation applied before is ja_baixado', async (t) => {
  const ctx = await build(t, { now: PINNED })
  const id = await createTitle(ctx, '/contas-receber', receivable({ valor_documento: 100, boleto: { cNumBancario: '42' } }))
  const file = cnab([paid('42', 10000)], { nsa: 7 })
  const first = await send(ctx, file)
  t.equal(first.statusCode, 201, first.body)
  const again = await send(ctx, file, { type: 'application/octet-stream' })
  t.equal(again.statusCode, 200, again.body)
  t.strictSame(again.json().data, { ...first.json().data, reimportado: true })
  t.equal((await title(ctx, id)).versao, 2, 'nothing settled twice')

  const other = await send(ctx, cnab([paid('42', 10000), { codigoMovimento: '02', nossoNumero: '1' }], { nsa: 7 }))
  assertError(t, other, 409, 'ARQUIVO_NSA_REPETIDO')

  const next = await send(ctx, cnab([paid('42', 10000)], { nsa: 8 }))
  t.equal(next.statusCode, 201, next.body)
  t.match(next.json().data.itens, [{ resultado: 'ja_baixado', titulo: { id }, codigo_baixa: first.json().data.itens[0].codigo_baixa }])
  t.equal((await imports(ctx)).length, 2)
})

t.test('a sem_titulo item is confirmed on the title named: 201 with the item after it, then 409', async (t) => {
  const ctx = await build(t, { now: PINNED })
  const id = await createTitle(ctx, '/contas-receber', receivable({ valor_documento: 10 }))
  const data = (await send(ctx, cnab([paid('31', 1000)]))).json().data
  t.equal(data.itens[0].resultado, 'sem_titulo')
  const url = `/conciliacao/arquivos/${data.id}/itens/${data.itens[0].linha}/conciliacao`
  assertError(t, await ctx.request({ method: 'POST', url, payload: { recurso: 'contas-pagar', id } }), 400, 'VALIDATION_FAILED')
  const confirmed = await ctx.request({ method: 'POST', url, payload: { recurso: 'contas-receber', id } })
  t.equal(confirmed.statusCode, 201, confirmed.body)
  t.match(confirmed.json().data, { linha: 3, resultado: 'baixado', titulo: { recurso: 'contas-receber', id }, codigo_baixa: Number })
  t.equal((await title(ctx, id)).status_titulo, 'LIQUIDADO')
  t.match((await ctx.request({ method: 'GET', url: `/conciliacao/arquivos/${data.id}` })).json().data, { totais: { baixados: 1, sem_titulo: 0 }, itens: [{ resultado: 'baixado' }] })
  assertError(t, await ctx.request({ method: 'POST', url, payload: { recurso: 'contas-receber', id } }), 409, 'ITEM_NAO_CONCILIAVEL')
  assertError(t, await ctx.request({ method: 'POST', url: `/conciliacao/arquivos/${data.id}/itens/4/conciliacao`, payload: { recurso: 'contas-receber', id } }), 404, 'ITEM_NAO_ENCONTRADO')
})

t.test('bad input is refused and stores nothing', async (t) => {
  const ctx = await build(t, { now: PINNED, env: { ARQUIVO_MAX_BYTES: '2048' } })
  const id = await createTitle(ctx, '/contas-receber', receivable({ valor_documento: 100, boleto: { cNumBancario: '42' } }))
  const good = cnab([paid('42', 10000)])
  t.ok(good.length <= 2048)

  const lines = good.toString('latin1').split('\r\n')
  lines[3] = (lines[3] as string).slice(0, 77) + 'X' + (lines[3] as string).slice(78)
  const malformed = await send(ctx, lines.join('\r\n'))
  assertError(t, malformed, 400, 'ARQUIVO_INVALIDO')
  t.match(malformed.json().details, [{ path: '/body', linha: 4, campo: String }])

  assertError(t, await send(ctx, 'just some text\r\n'), 400, 'FORMATO_DESCONHECIDO')
  assertError(t, await ctx.request({ method: 'POST', url: '/conciliacao/arquivos' }), 400, 'FORMATO_DESCONHECIDO')
  assertError(t, await ctx.request({ method: 'POST', url: '/conciliacao/arquivos', payload: { arquivo: good.toString('latin1') } }), 415, 'UNSUPPORTED_MEDIA_TYPE')
  assertError(t, await send(ctx, good, { key: ctx.keys.read }), 403, 'INSUFFICIENT_SCOPE')
  const big = await send(ctx, cnab(Array.from({ length: 5 }, (_, index) => paid(String(100 + index), 100))))
  assertError(t, big, 413, 'PAYLOAD_TOO_LARGE')
  t.match(big.json().message, /2048/)

  t.strictSame(await imports(ctx), [])
  t.equal((await title(ctx, id)).versao, 1)
})

t.test("the list pages newest first; another company's import is 404", async (t) => {
  const ctx = await build(t, { now: PINNED })
  const ids: number[] = []
  for (const nsa of [1, 2, 3]) ids.push((await send(ctx, cnab([{ codigoMovimento: '02', nossoNumero: String(nsa) }], { nsa }))).json().data.id)
  const first = await ctx.request({ method: 'GET', url: '/conciliacao/arquivos?limite=2' })
  t.strictSame(first.json().data.map((row: any) => row.id), [ids[2], ids[1]])
  t.match(first.headers.link, /rel="next"/)
  const next = await ctx.request({ method: 'GET', url: `/conciliacao/arquivos?limite=2&cursor=${first.json().proximo_cursor as string}` })
  t.strictSame(next.json().data.map((row: any) => row.id), [ids[0]])
  t.equal(next.json().proximo_cursor, null)
  t.match(first.json().data[0], { totais: { linhas: 1, ignorados: 1 } })
  t.notOk('itens' in first.json().data[0])

  const stranger = await build(t, { now: PINNED })
  assertError(t, await stranger.request({ method: 'GET', url: `/conciliacao/arquivos/${ids[0] as number}` }), 404, 'ARQUIVO_NAO_ENCONTRADO')
  t.strictSame(await imports(stranger), [])
  // The same bytes are another company's first import.
  t.equal((await send(stranger, cnab([{ codigoMovimento: '02', nossoNumero: '1' }], { nsa: 1 }))).statusCode, 201)
})
