import t from 'tap'
import type { Locator, Page } from 'playwright-core'
import { build } from './helper.js'
import { freePort } from '../bench/free-port.js'
import { openBrowser } from './browser.js'

/**
 * Swagger UI as a client developer meets it (issue 9): in a real browser, authorize with a key
 * through the Authorize dialog, then "Try it out" and Execute the list and the create of payables,
 * the create with the body the document proposes, untouched. Every asset and every call must come
 * from the service itself.
 */

/** Opens an operation's block and presses "Try it out". */
async function tryItOut (page: Page, operationId: string): Promise<Locator> {
  const block = page.locator(`#operations-contas-pagar-${operationId}`)
  await block.locator('.opblock-summary-control').click()
  await block.locator('button.try-out__btn').click()
  return block
}

/** Presses Execute and returns the status and the body the UI shows for the live response. */
async function execute (block: Locator): Promise<{ status: string, body: string }> {
  await block.locator('button.execute').click()
  const response = block.locator('.live-responses-table .response').first()
  await response.locator('.response-col_status').waitFor()
  return { status: (await response.locator('.response-col_status').innerText()).trim(), body: await response.locator('.response-col_description').innerText() }
}

t.test('Swagger UI authorizes with a key and runs the list and the create of payables', async (t) => {
  // The document names the address the UI calls (its servers entry), so the port is chosen first.
  const port = await freePort()
  const ctx = await build(t, { env: { HOST: '127.0.0.1', PORT: String(port) } })
  await ctx.app.listen({ host: '127.0.0.1', port })
  const origin = `http://127.0.0.1:${port}`
  const document = (await ctx.request({ method: 'GET', url: '/documentation/json', key: null })).json()
  // One example is the media type's `example`; several are `examples`, of which the UI shows the first.
  const media = document.paths['/contas-pagar'].post.requestBody.content['application/json']
  const example = media.example ?? (Object.values(media.examples ?? {})[0] as { value?: unknown } | undefined)?.value
  t.ok(example?.data !== undefined, 'the document proposes a create body')

  const { page, foreignRequests } = await openBrowser(t, origin)
  await page.goto(`${origin}/documentation`)
  await page.locator('#operations-contas-pagar-list_contas_pagar').waitFor()

  await page.locator('.auth-wrapper button.authorize').click()
  const dialog = page.locator('.modal-ux')
  await dialog.locator('input').fill(ctx.keys.readWrite)
  await dialog.locator('button.authorize').click()
  // Once authorized, the dialog offers Logout in place of Authorize.
  const logout = dialog.locator('button', { hasText: 'Logout' })
  await logout.waitFor()
  t.ok(await logout.isVisible(), 'the dialog shows the key as authorized')
  await dialog.locator('button.btn-done').click()

  const list = await execute(await tryItOut(page, 'list_contas_pagar'))
  t.equal(list.status, '200', 'GET /contas-pagar answers 200 in the UI')
  t.match(list.body, /"success": true/, 'with the list envelope')

  const create = await tryItOut(page, 'create_contas_pagar')
  t.strictSame(JSON.parse(await create.locator('textarea.body-param__text').inputValue()), example, 'the create form holds the documented example')
  const created = await execute(create)
  t.equal(created.status, '201', 'POST /contas-pagar with the example answers 201 in the UI', { body: created.body })

  const stored = (await ctx.request({ method: 'GET', url: '/contas-pagar' })).json().data
  t.equal(stored.length, 1, 'the UI created one payable for the authorized company')
  t.match(stored[0], example?.data, 'with the example\'s fields')
  t.strictSame(foreignRequests, [], 'no request left the service\'s origin')
})
