import { isDeepStrictEqual } from 'node:util'
import t from 'tap'
import fc, { type Arbitrary } from 'fast-check'
import { responseChecker, valid, type Doc, type Schema } from './schema-arbitraries.js'
import type { LightMyRequestResponse } from 'fastify'
import { build, collectWarnings, createTitle, payable, receivable, type TestContext } from './helper.js'

/**
 * Property-based tests of every operation of the OpenAPI document (issue #7): requests are
 * generated from the published schemas, valid ones and mutated ones, so an operation added later
 * is covered without touching this file. For every request: no 5xx; every 4xx is the error body;
 * a refused write changes nothing; a create that succeeds reads back as sent, and so does a
 * directory entry; every answer conforms to the schema the document declares for its status
 * (checked by ajv); the service logs no warning. PROPERTY_RUNS sets the runs per operation (default 120: about 2,200 requests).
 */

const RUNS = Number(process.env.PROPERTY_RUNS ?? 120)

/**
 * Titles have rules JSON Schema cannot state (docs/CONTRACT.md section 3): shares that sum to 100, n/m
 * installments, a category unless split. Most generated titles are made to follow them, so that
 * creates succeed often enough to be read back; the rest stay as generated and are refused.
 */
function followRules (value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value
  const title = value as Record<string, unknown>
  const share = (entries: unknown, field: string, amount: string) => {
    if (!Array.isArray(entries) || entries.length === 0) return
    const cents = Math.floor(10_000 / entries.length)
    entries.forEach((entry: Record<string, unknown>, index) => {
      entry[field] = (index === 0 ? 10_000 - cents * (entries.length - 1) : cents) / 100
      delete entry[amount]
    })
  }
  share(title.categorias, 'percentual', 'valor')
  share(title.distribuicao, 'nPerDep', 'nValDep')
  if (typeof title.numero_parcela === 'string') {
    const [n, m] = title.numero_parcela.split('/').map(Number) as [number, number]
    title.numero_parcela = `${Math.max(1, Math.min(n, m))}/${Math.max(1, n, m)}`
  }
  // A create with repeticao stores its whole series: a few members say as much as 120, in a fraction of the time.
  const repetition = title.repeticao
  if (typeof repetition === 'object' && repetition !== null) {
    for (const rule of Object.values(repetition as Record<string, unknown>)) {
      if (typeof rule === 'object' && rule !== null && typeof (rule as { repetir_por?: unknown }).repetir_por === 'number') {
        const counted = rule as { repetir_por: number }
        counted.repetir_por = Math.min(counted.repetir_por, 3)
      }
    }
  }
  if (title.codigo_categoria === undefined && (!Array.isArray(title.categorias) || title.categorias.length === 0)) title.codigo_categoria = '1.01'
  return title
}

/** A valid value with one thing wrong, or any JSON at all. */
function invalid (doc: Doc, schema: Schema): Arbitrary<unknown> {
  const mutation = fc.constantFrom('drop', 'replace', 'extra', 'long', 'space', 'lone-surrogate')
  return fc.oneof(
    { weight: 4, arbitrary: fc.tuple(valid(doc, schema), fc.nat(), mutation, fc.jsonValue({ maxDepth: 2 })).map(([value, pick, how, junk]) => mutate(value, pick, how, junk)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) }
  )
}

function mutate (value: unknown, pick: number, how: string, junk: unknown): unknown {
  const root = { value: structuredClone(value) as unknown }
  const places: Array<[Record<string, unknown>, string]> = []
  const walk = (holder: Record<string, unknown>, key: string) => {
    places.push([holder, key])
    const inner = holder[key]
    if (typeof inner === 'object' && inner !== null) for (const child of Object.keys(inner)) walk(inner as Record<string, unknown>, child)
  }
  walk(root, 'value')
  const [holder, key] = places[pick % places.length] as [Record<string, unknown>, string]
  const target = holder[key]
  if (how === 'drop' && holder !== root) delete holder[key]
  else if (how === 'extra' && typeof target === 'object' && target !== null && !Array.isArray(target)) (target as Record<string, unknown>).campo_desconhecido = junk
  else if (how === 'long') holder[key] = 'x'.repeat(3000)
  else if (how === 'space' && typeof target === 'string') holder[key] = `${target} `
  else if (how === 'lone-surrogate') holder[key] = 'a\ud800b'
  else holder[key] = junk
  return root.value
}

interface Operation { method: string, path: string, schema: Schema }

function operations (doc: Doc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, schema]) => ({ method: method.toUpperCase(), path, schema })))
}

interface GeneratedRequest { url: string, payload?: unknown, rawPayload?: string }

function requests (doc: Doc, op: Operation, ids: Record<string, number[]>): Arbitrary<GeneratedRequest> {
  const parameters: Schema[] = op.schema.parameters ?? []
  const pathArbs = Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => {
    const wellFormed = fc.string({ unit: 'grapheme', maxLength: 30 })
    const known = ids[op.path.split('/{')[0] as string] ?? []
    const arb = p.schema.type === 'integer'
      ? fc.oneof(...(known.length > 0 ? [fc.constantFrom(...known)] : []), fc.integer({ min: -3, max: 1e6 }).map(String), wellFormed, fc.constantFrom('1.5', '0x10', '1e3', '9'.repeat(30), ''))
      : fc.oneof(valid(doc, p.schema), wellFormed)
    // Not "." or "..": URL rules resolve such a segment away, encoded or not (WHATWG URL takes %2E as
    // a dot too), so the request would be for another path (POST /webhooks/./teste is POST /webhooks/teste).
    // Nor empty as the path's last segment: a trailing slash is ignored (GET /contas-pagar/ is the list).
    const last = op.path.endsWith(`{${p.name}}`)
    return [p.name, arb.filter((value) => value !== '.' && value !== '..' && !(last && value === '')).map((value) => encodeURIComponent(String(value)))]
  }))
  const queryParameters = parameters.filter((p) => p.in === 'query')
  const queryObject = { type: 'object', properties: Object.fromEntries(queryParameters.map((p) => [p.name, p.schema])), required: queryParameters.filter((p) => p.required === true).map((p) => p.name) }
  const query = queryParameters.length === 0
    ? fc.oneof(fc.constant({}), fc.dictionary(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }), fc.string({ unit: 'grapheme', maxLength: 8 }), { maxKeys: 2 }))
    : fc.oneof({ weight: 3, arbitrary: valid(doc, queryObject) }, { weight: 1, arbitrary: invalid(doc, queryObject) })
  const bodySchema: Schema | undefined = op.schema.requestBody?.content?.['application/json']?.schema
  const body: Arbitrary<Pick<GeneratedRequest, 'payload' | 'rawPayload'>> = bodySchema === undefined
    ? fc.constant({})
    : fc.oneof(
      // Title creates also follow the rules JSON Schema cannot state; other bodies go as generated.
      { weight: 3, arbitrary: valid(doc, bodySchema).map((payload) => ({ payload: op.method === 'POST' && !op.path.includes('{') ? { ...payload as object, data: followRules((payload as { data?: unknown }).data) } : payload })) },
      { weight: 3, arbitrary: invalid(doc, bodySchema).map((payload) => ({ rawPayload: JSON.stringify(payload) ?? 'null' })) }
    )
  return fc.record({ path: fc.record(pathArbs), query, body }).map(({ path, query, body }) => {
    // Not String(query): a generated [{"toString": 0}] cannot be converted to a string (CI saw it once).
    const fields = typeof query === 'object' && query !== null && !Array.isArray(query) ? query as Record<string, unknown> : { [typeof query === 'string' ? query : JSON.stringify(query) ?? 'null']: '' }
    const search = new URLSearchParams(Object.entries(fields).filter(([, value]) => typeof value !== 'object' || value === null).map(([name, value]) => [name, String(value)])).toString()
    const url = op.path.replace(/\{(\w+)\}/g, (_match, name: string) => (path as Record<string, string>)[name] as string) + (search === '' ? '' : `?${search}`)
    return { url, ...body }
  })
}

/** What the company has stored: a refused write must leave it exactly as it was. */
async function stored (ctx: TestContext, empresaId: number): Promise<string> {
  const { db } = ctx.app.database
  const rows = await Promise.all([
    db.selectFrom('contas_pagar').select(['id', 'status', 'versao', 'extra']).where('empresa_id', '=', empresaId).orderBy('id').execute(),
    db.selectFrom('contas_receber').select(['id', 'status', 'versao', 'extra']).where('empresa_id', '=', empresaId).orderBy('id').execute(),
    db.selectFrom('contas_pagar_baixas').select(['id', 'estornado_em']).where('empresa_id', '=', empresaId).orderBy('id').execute(),
    db.selectFrom('contas_receber_baixas').select(['id', 'estornado_em']).where('empresa_id', '=', empresaId).orderBy('id').execute(),
    // Events by what they record, not by position: a write that succeeded earlier may get its
    // position (move from eventos_pendentes) between the two snapshots of a refused one.
    db.selectFrom('eventos').select(['recurso', 'titulo_id', 'versao', 'tipo']).where('empresa_id', '=', empresaId)
      .unionAll(db.selectFrom('eventos_pendentes').select(['recurso', 'titulo_id', 'versao', 'tipo']).where('empresa_id', '=', empresaId))
      .orderBy(['recurso', 'titulo_id', 'versao']).execute(),
    db.selectFrom('categorias').select(['codigo', 'descricao', 'tipo']).where('empresa_id', '=', empresaId).orderBy('codigo').execute(),
    db.selectFrom('clientes_fornecedores').select(['codigo', 'razao_social', 'cnpj_cpf']).where('empresa_id', '=', empresaId).orderBy('codigo').execute()
  ])
  return JSON.stringify(rows, (_key, value) => value?.type === 'Buffer' ? Buffer.from(value.data).toString() : value)
}

function check (condition: boolean, message: string, res: LightMyRequestResponse): void {
  if (!condition) throw new Error(`${message}: ${res.statusCode} ${res.body.slice(0, 500)}`)
}

/** A created title reads back with every field as sent, but for those the service manages. */
async function assertReadBack (ctx: TestContext, url: string, sent: Record<string, unknown>, replaced = false): Promise<void> {
  const read = await ctx.request({ method: 'GET', url })
  check(read.statusCode === 200, 'a written title can be read', read)
  const title = read.json().data
  for (const [field, value] of Object.entries(sent)) {
    if (field === 'status_titulo') continue
    // A create with repeticao is member 1 of its series: numero_parcela 1/N (docs/CONTRACT.md section 17).
    if (field === 'numero_parcela' && sent.repeticao !== undefined && !replaced) {
      check(title.numero_parcela === `1/${String(title.serie?.total)}`, 'member 1 of a series is installment 1/N', read)
      continue
    }
    // A replacement keeps the settlement state of the title (docs/CONTRACT.md section 13).
    if (replaced && (field === 'valor_pag' || field === 'recebimento')) continue
    if (field === 'info') {
      check(isDeepStrictEqual(title.info?.cImpAPI, (value as { cImpAPI?: string }).cImpAPI), 'info.cImpAPI reads back as sent', read)
      continue
    }
    if (field === 'recebimento') {
      // Read back as the summary of the receipt it recorded: what was sent, plus the defaults (the open value, the due date).
      check(Object.entries(value as object).every(([part, sentPart]) => isDeepStrictEqual(title.recebimento?.[part], sentPart)), 'recebimento reads back as sent', read)
      continue
    }
    check(isDeepStrictEqual(title[field], value), `${field} reads back as sent (${JSON.stringify(value)})`, read)
  }
}

/**
 * An update reads the title back from storage, its extras from its render (docs/CONTRACT.md
 * section 1): every field the update leaves alone comes back as it was.
 */
async function assertUpdateKeeps (ctx: TestContext, url: string): Promise<void> {
  const shown = async () => {
    const read = await ctx.request({ method: 'GET', url })
    check(read.statusCode === 200, 'a written title can be read', read)
    const { descricao: _descricao, versao: _versao, atualizado_em: _at, info: { dAlt: _d, hAlt: _h, uAlt: _u, ...info } = {}, ...rest } = read.json().data
    return { ...rest, info }
  }
  const before = await shown()
  const updated = await ctx.request({ method: 'PATCH', url, payload: { conta: { descricao: 'descrição mudada' } } })
  check(updated.statusCode === 200, 'a created title can be updated', updated)
  const after = await shown()
  check(isDeepStrictEqual(after, before), `an update keeps every field it does not change (${JSON.stringify(after).slice(0, 300)})`, updated)
}

t.test('every operation of the OpenAPI document, with generated valid and invalid requests', async (t) => {
  const { warnings, logStream } = collectWarnings(t)
  const ctx = await build(t, { env: { LOG_LEVEL: 'warn' }, logStream })
  const doc = ctx.app.swagger() as unknown as Doc
  const conforms = responseChecker(doc)
  const { id: empresaId } = await ctx.app.database.db.selectFrom('empresas').select('id').where('nome', '=', ctx.company).executeTakeFirstOrThrow()
  const ids: Record<string, number[]> = { '/contas-pagar': [], '/contas-receber': [] }
  for (let i = 0; i < 3; i++) {
    ids['/contas-pagar']?.push(await createTitle(ctx, '/contas-pagar', payable({ codigo_lancamento_integracao: `seed-${i}` })))
    ids['/contas-receber']?.push(await createTitle(ctx, '/contas-receber', receivable({ codigo_lancamento_integracao: `seed-${i}` })))
  }
  const ops = operations(doc)
  t.ok(ops.length >= 16, `${ops.length} operations in the document`)
  let total = 0
  for (const op of ops) {
    const statuses = new Map<number, number>()
    await fc.assert(fc.asyncProperty(requests(doc, op, ids), async (generated) => {
      const before = op.method === 'GET' ? '' : await stored(ctx, empresaId)
      const res = await ctx.request({
        method: op.method as 'GET',
        url: generated.url,
        ...(generated.rawPayload !== undefined ? { payload: generated.rawPayload, headers: { 'content-type': 'application/json' } } : {}),
        ...(generated.payload !== undefined ? { payload: generated.payload as object } : {})
      })
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
      check(res.statusCode < 500, 'no 5xx', res)
      const problem = conforms(op.method, op.path, res.statusCode, res.body)
      check(problem === undefined, `the answer as the document declares it (${problem})`, res)
      if (res.statusCode >= 400) {
        const body = res.json()
        check(body.success === false && body.statusCode === res.statusCode && typeof body.code === 'string' && typeof body.message === 'string' && /Z$/.test(body.timeStamp), 'the error body', res)
        check(typeof res.headers['x-request-id'] === 'string', 'x-request-id', res)
        if (op.method !== 'GET') check(await stored(ctx, empresaId) === before, 'a refused write stores nothing', res)
        return
      }
      if (res.statusCode === 204) {
        check(res.body === '', 'a 204 has no body', res)
        return
      }
      check(res.json() !== undefined, 'a JSON body', res)
      const sent = JSON.parse(generated.rawPayload ?? JSON.stringify(generated.payload ?? null))
      // Title creates read back as sent; a settlement's 201 answers the title after it.
      if (op.method === 'POST' && res.statusCode === 201 && op.path.startsWith('/contas-') && !op.path.includes('{')) {
        await assertReadBack(ctx, String(res.headers.location), sent.data)
        await assertUpdateKeeps(ctx, String(res.headers.location))
      }
      // A webhook endpoint reads back with the URL and tipos it was registered with.
      if (op.method === 'POST' && res.statusCode === 201 && op.path === '/webhooks') {
        const read = await ctx.request({ method: 'GET', url: String(res.headers.location) })
        check(read.json().url === sent.url && isDeepStrictEqual(read.json().tipos, sent.tipos ?? []), 'a webhook endpoint reads back as registered', read)
      }
      if (op.method === 'PUT' && op.path.endsWith('/integracao/{codigo}')) {
        await assertReadBack(ctx, generated.url, sent.data, res.statusCode === 200)
        return
      }
      if (op.method === 'PUT' && op.path.endsWith('/lote')) {
        for (const item of res.json().data as Array<{ resultado: string, codigo_lancamento_integracao: string, codigo_lancamento_svc: number }>) {
          if (item.resultado === 'erro') continue
          // A code of dots is a path segment URLs would resolve away unless its dots are encoded.
          const segment = encodeURIComponent(item.codigo_lancamento_integracao).replaceAll('.', '%2E')
          const read = await ctx.request({ method: 'GET', url: `${op.path.replace('/lote', '')}/integracao/${segment}` })
          check(read.json().data?.codigo_lancamento_svc === item.codigo_lancamento_svc, 'a batch item is stored under the id it answered', read)
        }
        return
      }
      if (op.method === 'PUT' && op.path.endsWith('{codigo}')) {
        const list = await ctx.request({ method: 'GET', url: op.path.split('/{')[0] as string })
        const entry = list.json().data.find((item: { codigo: string }) => item.codigo === res.json().codigo)
        // A CPF or CNPJ is stored as its digits, whatever punctuation it was sent with.
        const stored = (field: string, value: unknown) => field === 'cnpj_cpf' ? String(value).replace(/[./-]/g, '').toUpperCase() : value
        check(isDeepStrictEqual(entry, res.json()) && Object.entries(sent).every(([field, value]) => isDeepStrictEqual(entry[field], stored(field, value))), 'a saved directory entry reads back as sent', list)
      }
    }), { numRuns: RUNS })
    const count = [...statuses.values()].reduce((sum, n) => sum + n, 0)
    total += count
    t.pass(`${op.method} ${op.path}: ${count} requests, by status ${JSON.stringify(Object.fromEntries(statuses))}`)
    // A bank file is bytes no JSON schema generates: its imports are tested in test/conciliacao*.test.ts.
    if (op.method === 'POST' && !op.path.includes('{') && op.schema.requestBody?.content?.['application/json'] !== undefined) t.ok((statuses.get(201) ?? 0) > 0, `${op.method} ${op.path}: some generated creates were valid and read back`)
  }
  t.ok(total >= ops.length * RUNS, `${total} generated requests in all`)
  // Generated webhook endpoints point at generated hosts: their delivery attempts fail, and each
  // failure is logged as the one warn line docs/CONTRACT.md section 15 promises. Nothing else may warn.
  t.strictSame(warnings.filter((line) => !line.includes('"msg":"webhook: attempt failed"')), [], 'the service logged no warning but the failed webhook attempts')
})
