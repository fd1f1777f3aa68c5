import t from 'tap'
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { build, collectWarnings, createTitle, payable, type TestContext } from './helper.js'
import { responseChecker, valid, type Doc, type Schema } from './schema-arbitraries.js'

/**
 * Issue 21, item 2: no answer violates the schema the document declares for it. Requests are drawn
 * from the document's own request schemas (test/schema-arbitraries.ts) where the outside fuzzer
 * found answers that broke their schemas: settlements whose sums pass the money maximum, batch items
 * whose integration code breaks the code rules, counterparties named by an update. Every answer,
 * and every read of what was written, is checked against the document with ajv; the service must
 * log no warning meanwhile. test/properties.test.ts checks every operation's answers the same way.
 */

const RUNS = Number(process.env.PROPERTY_RUNS ?? 60)

type Checker = ReturnType<typeof responseChecker>

function conform (check: Checker, method: string, path: string, res: LightMyRequestResponse): void {
  const problem = check(method, path, res.statusCode, res.body)
  if (problem !== undefined) throw new Error(`${problem}: ${res.body.slice(0, 300)}`)
}

function requestSchema (doc: Doc, method: string, path: string): Schema {
  return doc.paths[path]?.[method]?.requestBody?.content?.['application/json']?.schema as Schema
}

async function setUp (t: { teardown: (fn: () => unknown) => void }): Promise<{ ctx: TestContext, doc: Doc, check: Checker, warnings: string[] }> {
  const { warnings, logStream } = collectWarnings(t)
  const ctx = await build(t, { env: { LOG_LEVEL: 'warn' }, logStream })
  const doc = ctx.app.swagger() as unknown as Doc
  return { ctx, doc, check: responseChecker(doc), warnings }
}

t.test('settlements never take a title past the money maximum (valor_pag, recebimento sums)', async (t) => {
  const { ctx, doc, check, warnings } = await setUp(t)
  for (const [path, settlements] of [['/contas-pagar', 'pagamentos'], ['/contas-receber', 'recebimentos']] as const) {
    const template = `${path}/{id}/${settlements}`
    const settlement = valid(doc, requestSchema(doc, 'post', template))
    // The largest title, so that juros and multa leave room for valor to add up past the maximum.
    const titleValue = fc.oneof(fc.constant(999_999_999_999.99), fc.integer({ min: 1, max: 99_999_999_999_999 }).map((cents) => cents / 100))
    await fc.assert(fc.asyncProperty(titleValue, fc.array(settlement, { minLength: 2, maxLength: 5 }), async (valor, bodies) => {
      const make = path === '/contas-pagar' ? payable({ valor_documento: valor }) : { codigo_cliente_fornecedor: 'C-1', data_vencimento: '2026-03-10', valor_documento: valor, codigo_categoria: '1.01' }
      const id = await createTitle(ctx, path, make)
      for (const body of bodies) {
        const res = await ctx.request({ method: 'POST', url: `${path}/${id}/${settlements}`, payload: body as object })
        conform(check, 'POST', template, res)
      }
      conform(check, 'GET', `${path}/{id}`, await ctx.request({ method: 'GET', url: `${path}/${id}` }))
      conform(check, 'GET', path, await ctx.request({ method: 'GET', url: `${path}?limite=1000` }))
    }), { numRuns: RUNS })
  }
  t.strictSame(warnings, [], 'no warning logged')
})

t.test('a batch item\'s result conforms whatever integration code the item had', async (t) => {
  const { ctx, doc, check, warnings } = await setUp(t)
  const template = '/contas-pagar/lote'
  const item = valid(doc, requestSchema(doc, 'put', template).properties.itens.items)
  // Codes the rules refuse ("", 61 characters, edge whitespace) as well as ones they accept.
  const code = fc.oneof(fc.string({ maxLength: 70 }), fc.constantFrom('', ' x', 'x'.repeat(61)), fc.constant(undefined))
  await fc.assert(fc.asyncProperty(fc.array(fc.tuple(item, code), { minLength: 1, maxLength: 4 }), async (pairs) => {
    const itens = pairs.map(([body, codigo]) => ({ ...body as object, ...(codigo === undefined ? {} : { codigo_lancamento_integracao: codigo }) }))
    conform(check, 'PUT', template, await ctx.request({ method: 'PUT', url: template, payload: { itens } }))
  }), { numRuns: RUNS })
  t.strictSame(warnings, [], 'no warning logged')
})

t.test('counterparties recorded by an update read back as the directory schema says', async (t) => {
  const { ctx, doc, check, warnings } = await setUp(t)
  const id = await createTitle(ctx, '/contas-pagar', payable())
  const update = valid(doc, requestSchema(doc, 'patch', '/contas-pagar/{id}'))
  await fc.assert(fc.asyncProperty(update, async (body) => {
    conform(check, 'PATCH', '/contas-pagar/{id}', await ctx.request({ method: 'PATCH', url: `/contas-pagar/${id}`, payload: body as object }))
    conform(check, 'GET', '/clientes-fornecedores', await ctx.request({ method: 'GET', url: '/clientes-fornecedores' }))
  }), { numRuns: RUNS })
  t.strictSame(warnings, [], 'no warning logged')
})
