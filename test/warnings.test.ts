import t from 'tap'
import { build, collectWarnings, payable, receivable } from './helper.js'

/**
 * Issue 21, item 3: the service warns about nothing while it starts and answers ordinary requests.
 * The response serializer did not know the `money` format and printed `unknown format "money"
 * ignored` for every schema it compiled (about 600 lines under Prefer: return=representation).
 * The property test (test/response-schemas.test.ts) holds every generated request to the same.
 */
t.test('no warning at start, nor answering every kind of write with its representation', async (t) => {
  const { warnings, logStream } = collectWarnings(t)
  const ctx = await build(t, { env: { LOG_LEVEL: 'warn' }, logStream })
  t.strictSame(warnings, [], 'nothing at start')
  const prefer = { prefer: 'return=representation' }
  for (const [path, make, settlements] of [['/contas-pagar', payable, 'pagamentos'], ['/contas-receber', receivable, 'recebimentos']] as const) {
    const created = await ctx.request({ method: 'POST', url: path, headers: prefer, payload: { data: make({ categorias: [{ codigo_categoria: '1', percentual: 100, valor: 150.25 }] }) } })
    t.equal(created.statusCode, 201, `${path}: created`)
    const id = created.json().data.codigo_lancamento_svc
    t.equal((await ctx.request({ method: 'PATCH', url: `${path}/${id}`, headers: prefer, payload: { conta: { observacoes: 'x' } } })).statusCode, 200)
    t.equal((await ctx.request({ method: 'POST', url: `${path}/${id}/${settlements}`, headers: prefer, payload: { valor: 1, data: '2026-03-10' } })).statusCode, 201)
    t.equal((await ctx.request({ method: 'PUT', url: `${path}/integracao/W-1`, headers: prefer, payload: { data: make() } })).statusCode, 201)
    t.equal((await ctx.request({ method: 'PUT', url: `${path}/lote`, payload: { itens: [make({ codigo_lancamento_integracao: 'W-2' })] } })).statusCode, 200)
    t.equal((await ctx.request({ method: 'GET', url: `${path}?limite=10` })).statusCode, 200)
  }
  t.strictSame(warnings, [], 'nothing while answering')
})
