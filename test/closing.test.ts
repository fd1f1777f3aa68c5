import t from 'tap'
import { build, payable } from './helper.js'

/**
 * Closing the app (SIGTERM, src/server.ts) while writes run: the HTTP server waits only for clients
 * still connected, so a write whose client hung up is still running when the pool would close.
 * Each write that had started finishes and commits first (docs/CONTRACT.md section 10). Injected
 * requests are not the server's either, which is what lets this test catch writes mid-flight.
 */

t.test('writes in flight when the app closes commit before the pool closes', async (t) => {
  const ctx = await build(t)
  const codes = Array.from({ length: 24 }, (_, i) => `closing-${i}`)
  const answers = codes.map(async (code) => await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ codigo_lancamento_integracao: code }) } }))
  // Close once some writes are inside the write path, as a SIGTERM would find them. Requests that
  // had not reached it yet may be refused (503 while closing); those are not what this is about.
  while (ctx.app.writesInFlight === 0) await new Promise((resolve) => setImmediate(resolve))
  const inFlightAtClose = ctx.app.writesInFlight
  await ctx.app.close()
  const statuses = (await Promise.all(answers)).map((answer) => answer.statusCode)
  const created = codes.filter((_, i) => statuses[i] === 201)
  t.ok(created.length >= inFlightAtClose, `every write in flight at close answered 201 (${inFlightAtClose} in flight; statuses ${statuses.join(' ')})`)

  const reopened = await build(t)
  for (const code of created) {
    const read = await reopened.request({ method: 'GET', url: `/contas-pagar/integracao/${code}`, key: ctx.keys.readWrite })
    t.equal(read.statusCode, 200, `${code}, answered 201, is stored`)
  }
})
