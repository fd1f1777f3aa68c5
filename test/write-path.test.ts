import t from 'tap'
import { build, createTitle, payable } from './helper.js'

/**
 * Every write of the API goes through the one write path (docs/CONTRACT.md section 13): whatever
 * must follow a commit (the feed's numbering pass, and through it the webhook wake-up) follows
 * each of them, once, for the writer's company, and never for a write that failed.
 */
t.test('each kind of write is followed by what follows a commit, once', async (t) => {
  const ctx = await build(t)
  const committed: number[] = []
  const { feed } = ctx.app
  const original = feed.afterCommit
  feed.afterCommit = (empresaId) => { committed.push(empresaId); original(empresaId) }
  t.teardown(() => { feed.afterCommit = original })

  const expectFollowed = async (label: string, work: () => Promise<{ statusCode: number }>, status: number) => {
    const before = committed.length
    const res = await work()
    t.equal(res.statusCode, status, `${label}: ${status}`)
    t.equal(committed.length - before, 1, `${label}: followed once`)
  }
  const id = await createTitle(ctx, '/contas-pagar', payable())
  t.equal(committed.length, 1, 'create: followed once')
  const empresaId = committed[0]
  await expectFollowed('update (OPTIONS)', async () => await ctx.request({ method: 'OPTIONS', url: `/contas-pagar/${id}`, payload: { conta: { observacoes: 'a' } } }), 200)
  await expectFollowed('update (PATCH)', async () => await ctx.request({ method: 'PATCH', url: `/contas-pagar/${id}`, payload: { conta: { observacoes: 'b' } } }), 200)
  await expectFollowed('upsert', async () => await ctx.request({ method: 'PUT', url: '/contas-pagar/integracao/W-1', payload: { data: payable() } }), 201)
  await expectFollowed('batch', async () => await ctx.request({ method: 'PUT', url: '/contas-pagar/lote', payload: { itens: [payable({ codigo_lancamento_integracao: 'W-2' })] } }), 200)
  const paid = await ctx.request({ method: 'POST', url: `/contas-pagar/${id}/pagamentos`, payload: { valor: 10, data: '2026-03-01' } })
  t.equal(paid.statusCode, 201)
  const settlement = (paid.headers.location as string).split('/').pop()
  await expectFollowed('reversal', async () => await ctx.request({ method: 'DELETE', url: `/contas-pagar/${id}/pagamentos/${settlement}` }), 200)
  await expectFollowed('cancellation', async () => await ctx.request({ method: 'POST', url: `/contas-pagar/${id}/cancelamento`, payload: {} }), 200)
  await expectFollowed('reopening', async () => await ctx.request({ method: 'DELETE', url: `/contas-pagar/${id}/cancelamento` }), 200)
  await expectFollowed('deletion', async () => await ctx.request({ method: 'DELETE', url: `/contas-pagar/${id}` }), 204)
  await expectFollowed('category', async () => await ctx.request({ method: 'PUT', url: '/categorias/2.01.01', payload: { descricao: 'Aluguel', tipo: 'FIXA' } }), 200)
  await expectFollowed('counterparty', async () => await ctx.request({ method: 'PUT', url: '/clientes-fornecedores/1001', payload: { razao_social: 'Imobiliária Sol' } }), 200)
  t.ok(committed.every((company) => company === empresaId), 'always for the writer\'s company')

  const before = committed.length
  t.equal((await ctx.request({ method: 'DELETE', url: `/contas-pagar/${id}` })).statusCode, 404, 'a write that fails')
  t.equal((await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ valor_documento: -1 }) } })).statusCode, 400, 'and one refused by its schema')
  t.equal(committed.length, before, 'are followed by nothing')
})
