import t, { type Test } from 'tap'
import { build, payable, receivable, type TestContext } from './helper.js'

/**
 * Issue 36 item 11: Idempotency-Key on every write (docs/CONTRACT.md section 13), not only on the
 * POSTs and batches: an update, an upsert of a directory entry, a deletion, a reversal, a reopening
 * and every webhook write replay their first answer and write once; the one write that cannot
 * (sending a test message) refuses a key with 400 instead of ignoring it.
 */

type Json = Record<string, any>

interface Write { method: 'PUT' | 'PATCH' | 'OPTIONS' | 'DELETE' | 'POST', url: string, payload?: Json }

/** Sends `write` twice with one key: the second answer must be the first, replayed. */
async function replays (t: Test, ctx: TestContext, write: Write, key: string): Promise<{ first: Json, second: Json }> {
  const send = async () => await ctx.request({ ...write, headers: { 'idempotency-key': key } })
  const first = await send()
  const second = await send()
  const what = `${write.method} ${write.url}`
  t.ok(first.statusCode < 300, `${what}: ${first.statusCode}`, { body: first.body })
  t.notOk('idempotency-replayed' in first.headers, `${what}: the first answer is not a replay`)
  t.equal(second.statusCode, first.statusCode, `${what}: the same status`)
  t.equal(second.headers['idempotency-replayed'], 'true', `${what}: the repeat is a replay`)
  t.equal(second.body, first.body, `${what}: the same body`)
  return { first: first.body === '' ? {} : first.json(), second: second.body === '' ? {} : second.json() }
}

async function versionOf (ctx: TestContext, url: string): Promise<number> {
  return (await ctx.request({ method: 'GET', url })).json().data.versao
}

t.test('updates, deletions, reversals and reopenings of titles replay', async (t) => {
  const ctx = await build(t)
  const id = (await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ valor_documento: 100 }) } })).json().insertId
  await replays(t, ctx, { method: 'PATCH', url: `/contas-pagar/${id}`, payload: { conta: { observacoes: 'uma vez' } } }, 'patch-1')
  await replays(t, ctx, { method: 'OPTIONS', url: `/contas-pagar/${id}`, payload: { conta: { observacoes: 'outra vez' } } }, 'options-1')
  t.equal(await versionOf(ctx, `/contas-pagar/${id}`), 3, 'two changes, not four')
  const reused = await ctx.request({ method: 'PATCH', url: `/contas-pagar/${id}`, headers: { 'idempotency-key': 'patch-1' }, payload: { conta: { observacoes: 'outra' } } })
  t.equal(reused.json().code, 'IDEMPOTENCY_KEY_REUSED', 'the key with another body is 422')

  const paid = await ctx.request({ method: 'POST', url: `/contas-pagar/${id}/pagamentos`, payload: { valor: 40, data: '2026-03-01' } })
  const baixa = (await ctx.request({ method: 'GET', url: `/contas-pagar/${id}/pagamentos` })).json().data[0].codigo_baixa
  t.equal(paid.statusCode, 201)
  await replays(t, ctx, { method: 'DELETE', url: `/contas-pagar/${id}/pagamentos/${baixa}` }, 'reverse-1')
  await ctx.request({ method: 'POST', url: `/contas-pagar/${id}/cancelamento`, payload: { motivo: 'teste' } })
  await replays(t, ctx, { method: 'DELETE', url: `/contas-pagar/${id}/cancelamento` }, 'reopen-1')
  const { first } = await replays(t, ctx, { method: 'DELETE', url: `/contas-pagar/${id}` }, 'delete-1')
  t.strictSame(first, {}, 'a deletion answers 204 twice, not 204 and then 404')
  t.equal((await ctx.request({ method: 'GET', url: `/contas-pagar/${id}` })).statusCode, 404, 'deleted once')

  await replays(t, ctx, { method: 'PUT', url: '/contas-receber/integracao/R-1', payload: { data: receivable() } }, 'upsert-1')
})

t.test('directory upserts replay', async (t) => {
  const ctx = await build(t)
  await replays(t, ctx, { method: 'PUT', url: '/categorias/2.01', payload: { descricao: 'Aluguel', tipo: 'FIXA' } }, 'cat-1')
  await replays(t, ctx, { method: 'PUT', url: '/clientes-fornecedores/1001', payload: { razao_social: 'Alfa' } }, 'cf-1')
  const reused = await ctx.request({ method: 'PUT', url: '/categorias/2.01', headers: { 'idempotency-key': 'cat-1' }, payload: { descricao: 'Outra', tipo: 'FIXA' } })
  t.equal(reused.statusCode, 422)
  t.match((await ctx.request({ method: 'GET', url: '/categorias' })).json().data, [{ codigo: '2.01', descricao: 'Aluguel' }], 'the refused repeat changed nothing')
})

t.test('webhook writes replay; a test message refuses a key', async (t) => {
  const ctx = await build(t)
  const { first: created } = await replays(t, ctx, { method: 'POST', url: '/webhooks', payload: { url: 'https://erp.example.com/hook' } }, 'hook-1')
  t.equal((await ctx.request({ method: 'GET', url: '/webhooks' })).json().total_registros, 1, 'one endpoint, whose secret the repeat gave back')
  const id = created.id as number
  await replays(t, ctx, { method: 'PATCH', url: `/webhooks/${id}`, payload: { descricao: 'ERP' } }, 'hook-2')
  const rotated = await replays(t, ctx, { method: 'POST', url: `/webhooks/${id}/segredo` }, 'hook-3')
  t.equal(rotated.second.segredo, rotated.first.segredo, 'rotated once: the repeat names the same new secret')
  await replays(t, ctx, { method: 'POST', url: `/webhooks/${id}/reenvio`, payload: { desde: '0' } }, 'hook-4')

  const test = await ctx.request({ method: 'POST', url: `/webhooks/${id}/teste`, headers: { 'idempotency-key': 'hook-5' } })
  t.equal(test.statusCode, 400, 'a test message is sent each time: a key is refused, not ignored')
  t.match(test.json(), { code: 'VALIDATION_FAILED', details: [{ path: '/headers/idempotency-key', message: /no answer to replay/ }] })
  await replays(t, ctx, { method: 'DELETE', url: `/webhooks/${id}` }, 'hook-6')
})

t.test('the OpenAPI document names the header on every write that honours it', async (t) => {
  const ctx = await build(t)
  const document = (await ctx.request({ method: 'GET', url: '/documentation/json', key: null })).json()
  const missing: string[] = []
  for (const [path, operations] of Object.entries(document.paths as Record<string, Record<string, Json>>)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!['post', 'put', 'patch', 'delete', 'options'].includes(method) || operation.operationId === 'test_webhook') continue
      const names = (operation.parameters ?? []).filter((parameter: Json) => parameter.in === 'header').map((parameter: Json) => parameter.name.toLowerCase())
      if (!names.includes('idempotency-key')) missing.push(`${method.toUpperCase()} ${path}`)
    }
  }
  t.strictSame(missing, [], 'every write documents Idempotency-Key')
})
