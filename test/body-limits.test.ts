import t from 'tap'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { buildApp } from '../src/app.js'
import { build, payable, testConfig } from './helper.js'

/**
 * Issue 36 item 8: a body over a limit is a 413 that names the limit of the route it was sent to,
 * and a client that sends the whole body without waiting for an answer (node's fetch, undici,
 * axios: only curl waits, with Expect: 100-continue) reads that 413 instead of a reset connection.
 */

type Json = Record<string, any>

async function listening (app: { listen: (options: { port: number, host: string }) => Promise<string>, server: { address: () => unknown } }): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}

/** A JSON body of about `bytes` bytes: a batch of titles whose observacao fills it. */
function batchOf (bytes: number): string {
  const items = Array.from({ length: 400 }, (_, i) => payable({ codigo_lancamento_integracao: `B-${i}`, observacao: 'x'.repeat(1990) }))
  const body = JSON.stringify({ itens: items })
  return body + ' '.repeat(Math.max(0, bytes - body.length))
}

t.test('a batch over BATCH_BODY_LIMIT, sent at once by fetch, gets a 413 naming that limit', async (t) => {
  const ctx = await build(t)
  const url = await listening(ctx.app)
  const res = await fetch(`${url}/contas-pagar/lote`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${ctx.keys.readWrite}`, 'content-type': 'application/json' },
    body: batchOf(9 * 1024 * 1024)
  })
  t.equal(res.status, 413, 'an answer, not a reset connection')
  const body = await res.json() as Json
  t.match(body, { statusCode: 413, code: 'PAYLOAD_TOO_LARGE' })
  t.match(body.message, /8388608 bytes/, 'the batch limit, not BODY_LIMIT')
  t.notMatch(body.message, /1048576/)
  t.equal((await ctx.request({ method: 'GET', url: '/contas-pagar' })).json().total_registros, 0, 'nothing stored')

  const chunked = await fetch(`${url}/contas-pagar/lote`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${ctx.keys.readWrite}`, 'content-type': 'application/json' },
    // A stream has no Content-Length: the limit is found while the body is read.
    body: new Blob([batchOf(9 * 1024 * 1024)]).stream(),
    duplex: 'half'
  } as RequestInit)
  t.equal(chunked.status, 413, 'a chunked body over the limit as well')
  t.match(await chunked.json(), { code: 'PAYLOAD_TOO_LARGE', message: /8388608 bytes/ })

  const single = await fetch(`${url}/contas-pagar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.keys.readWrite}`, 'content-type': 'application/json' },
    body: JSON.stringify({ data: payable({ observacao: 'x'.repeat(2 * 1024 * 1024) }) })
  })
  t.equal(single.status, 413, 'a create over BODY_LIMIT')
  t.match(await single.json(), { code: 'PAYLOAD_TOO_LARGE', message: /1048576 bytes/ })

  const after = await fetch(`${url}/contas-pagar`, { headers: { authorization: `Bearer ${ctx.keys.readWrite}` } })
  t.equal(after.status, 200, 'the service goes on answering')
})

/** A PUT through node:http (what axios uses), the body written at once; whether writing it failed. */
async function httpPut (url: string, headers: Record<string, string>, body: string): Promise<{ status?: number, text: string, writeError?: string }> {
  return await new Promise((resolve) => {
    const outcome: { status?: number, text: string, writeError?: string } = { text: '' }
    const request = httpRequest(url, { method: 'PUT', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (response) => {
      outcome.status = response.statusCode
      response.on('data', (chunk: Buffer) => { outcome.text += chunk.toString() })
      response.on('end', () => setTimeout(() => resolve(outcome), 200))
    })
    request.on('error', (error: NodeJS.ErrnoException) => { outcome.writeError = error.code; resolve(outcome) })
    request.end(body)
  })
}

t.test('node:http (axios) writing a batch over the limit reads the 413 and no broken pipe', async (t) => {
  const ctx = await build(t)
  const url = await listening(ctx.app)
  for (const size of [9, 30]) {
    const outcome = await httpPut(`${url}/contas-pagar/lote`, { authorization: `Bearer ${ctx.keys.readWrite}`, 'content-type': 'application/json' }, batchOf(size * 1024 * 1024))
    t.equal(outcome.writeError, undefined, `${size} MB: the whole body was taken (no EPIPE, no reset)`)
    t.equal(outcome.status, 413)
    t.match(JSON.parse(outcome.text), { code: 'PAYLOAD_TOO_LARGE', message: /8388608 bytes/ })
  }
})

t.test('a route with a body limit of its own gets the same answer, with its limit', async (t) => {
  const app = await buildApp(await testConfig({ LOG_LEVEL: 'silent' }))
  t.teardown(() => app.close())
  // What a later route (say, a bank-file upload) declares: nothing but its own bodyLimit.
  app.post('/teste/arquivo', { bodyLimit: 64 * 1024 }, async () => ({ ok: true }))
  const url = await listening(app)
  const send = async (bytes: number) => await fetch(`${url}/teste/arquivo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ conteudo: 'y'.repeat(bytes) }) })
  t.equal((await send(1000)).status, 200, 'under its limit')
  const over = await send(3 * 1024 * 1024)
  t.equal(over.status, 413)
  t.match(await over.json(), { code: 'PAYLOAD_TOO_LARGE', message: /65536 bytes/ })
})

t.test('a bank file sent chunked imports as with its length; past ARQUIVO_MAX_BYTES it is a 413 either way', async (t) => {
  const statement = readFileSync(new URL('fixtures/bank/extrato-sgml-1252.ofx', import.meta.url))
  const ctx = await build(t, { env: { ARQUIVO_MAX_BYTES: String(statement.length + 100) } })
  const url = await listening(ctx.app)
  const post = async (body: Buffer, chunked: boolean): Promise<Response> => await fetch(`${url}/conciliacao/arquivos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.keys.readWrite}`, 'content-type': 'application/x-ofx' },
    // A stream has no length for fetch to announce: it goes chunked, a few bytes a chunk.
    body: chunked
      ? new ReadableStream({
        start (controller) {
          for (let at = 0; at < body.length; at += 100) controller.enqueue(body.subarray(at, at + 100))
          controller.close()
        }
      })
      : body,
    ...(chunked ? { duplex: 'half' } : {})
  } as RequestInit)
  const withLength = await post(statement, false)
  t.equal(withLength.status, 201)
  const first = (await withLength.json() as Json).data
  const again = await post(statement, true)
  t.equal(again.status, 200, 'the same bytes, chunked: the first import again')
  t.match(await again.json(), { data: { id: first.id, sha256: first.sha256, reimportado: true } })

  const over = Buffer.concat([statement, Buffer.alloc(200, 0x20)])
  for (const chunked of [false, true]) {
    const res = await post(over, chunked)
    t.equal(res.status, 413, chunked ? 'chunked past the limit' : 'announced past the limit')
    t.match(await res.json(), { code: 'PAYLOAD_TOO_LARGE' })
  }
  t.equal((await ctx.request({ method: 'GET', url: '/conciliacao/arquivos' })).json().data.length, 1, 'nothing more stored')
})
