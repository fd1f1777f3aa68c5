import t from 'tap'
import { build, createTitle, payable } from './helper.js'

t.test('a created payable is listed, read back and updated', async (t) => {
  const ctx = await build(t)
  const id = await createTitle(ctx, '/contas-pagar', payable({ valor_documento: 0.07 }))
  const list = await ctx.request({ method: 'GET', url: '/contas-pagar' })
  t.equal(list.statusCode, 200)
  t.same(list.json().data.map((title: { codigo_lancamento_svc: number }) => title.codigo_lancamento_svc), [id])
  t.equal(list.json().data[0].valor_documento, 0.07)
})
