import { request as httpRequest } from 'node:http'
import t from 'tap'
import { build, createTitle, payable, receivable } from './helper.js'

/**
 * Issue 21, item 1: a client generated from the document must never meet a status the document
 * does not promise for the operation it called. Every operation of the running app's document is
 * called over a real socket (Node's parser answers 431 before any route) with each input that
 * draws an answer of the HTTP layer rather than of the route, and with the route's own plain case.
 */

type Json = Record<string, any>

interface Sent { status: number, body: string }

function send (port: number, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Sent> {
  return new Promise((resolve, reject) => {
    // agent false: a 431 or 414 closes its connection, which must not be reused by the next call.
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => { text += chunk })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

const BODY_LIMIT = 4096

t.test('every status an operation answers is declared on it, with the error body', async (t) => {
  const ctx = await build(t, { env: { BODY_LIMIT: String(BODY_LIMIT), BATCH_BODY_LIMIT: String(BODY_LIMIT) } })
  const doc = ctx.app.swagger() as Json
  await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  const port = (ctx.app.server.address() as { port: number }).port
  const values: Record<string, Record<string, string>> = { '/contas-pagar': {}, '/contas-receber': {} }
  for (const [path, make, settlements] of [['/contas-pagar', payable, 'pagamentos'], ['/contas-receber', receivable, 'recebimentos']] as const) {
    const id = await createTitle(ctx, path, make({ codigo_lancamento_integracao: 'DECL-1' }))
    const settled = await ctx.request({ method: 'POST', url: `${path}/${id}/${settlements}`, payload: { valor: 1, data: '2026-03-10' } })
    values[path] = { id: String(id), baixaId: String(settled.json().data.ultima_baixa?.codigo_baixa ?? 1), codigo: 'DECL-1' }
  }
  const bearer = (key: string) => ({ authorization: `Bearer ${key}` })
  const undeclared: string[] = []
  let calls = 0
  for (const [template, item] of Object.entries<Json>(doc.paths)) {
    for (const [lower, operation] of Object.entries<Json>(item)) {
      const method = lower.toUpperCase()
      const params = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string)
      const fill = (long?: string) => template.replace(/\{(\w+)\}/g, (_m, name: string) => name === long ? 'x'.repeat(101) : (values[`/${template.split('/')[1]}`]?.[name] ?? 'DECL-1'))
      const url = fill()
      const keyed = (operation.security ?? doc.security ?? []).length > 0
      const otherScope = method === 'GET' ? ctx.keys.write : ctx.keys.read
      const json = { 'content-type': 'application/json' }
      const inputs: Array<[string, string, Record<string, string>, string?]> = [
        ['as documented, with an empty JSON object as any body', url, { ...bearer(ctx.keys.readWrite), ...(method === 'GET' ? {} : json) }, method === 'GET' ? undefined : '{}'],
        ['an unknown query parameter', `${url}?parametro_desconhecido=1`, bearer(ctx.keys.readWrite)],
        ['headers too large', url, { ...bearer(ctx.keys.readWrite), 'x-filler': 'x'.repeat(20_000) }],
        // GET bodies are never read (a GET with one left the MariaDB run's process unable to exit).
        ...(method === 'GET'
          ? []
          : [
              ['a body that is not JSON', url, { ...bearer(ctx.keys.readWrite), 'content-type': 'text/plain' }, 'not json'],
              ['a JSON body over the limit', url, { ...bearer(ctx.keys.readWrite), ...json }, JSON.stringify({ filler: 'x'.repeat(BODY_LIMIT) })]
            ] as Array<[string, string, Record<string, string>, string]>),
        ...params.map((name): [string, string, Record<string, string>] => [`{${name}} of 101 characters`, fill(name), bearer(ctx.keys.readWrite)]),
        ...(keyed ? [['without a key', url, {}], ['with a key that lacks the scope', url, bearer(otherScope)]] as Array<[string, string, Record<string, string>]> : [])
      ]
      for (const [input, path, headers, body] of inputs) {
        const res = await send(port, method, path, headers, body)
        calls++
        const declared = operation.responses?.[String(res.status)] !== undefined
        if (!declared) undeclared.push(`${method} ${template} (${input}): ${res.status} ${res.body.slice(0, 120)}`)
        if (res.status >= 400 && res.status !== 405) {
          const error = JSON.parse(res.body)
          if (error.success !== false || error.statusCode !== res.status) undeclared.push(`${method} ${template} (${input}): ${res.status} without the error body`)
          const schema = operation.responses?.[String(res.status)]?.content?.['application/json']?.schema
          if (declared && schema?.$ref !== '#/components/schemas/ErrorBody') undeclared.push(`${method} ${template} (${input}): ${res.status} declared without the error body`)
        }
      }
    }
  }
  t.ok(calls > 200, `${calls} calls`)
  t.strictSame(undeclared, [], 'every answer was declared for its operation')
})
