import { readFile } from 'node:fs/promises'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { errors } from '../errors.js'
import { PAGE_CSS, PAGE_HTML } from './assets.js'

/**
 * The cash-flow page at /painel: its markup, style and scripts are public (the data is not: the page
 * asks the API with the key the user pastes). The routes are hidden from the OpenAPI document, which
 * describes the API; the README points to the page.
 */

/**
 * The page's scripts are TypeScript compiled by the build (`npm run build`, src/painel/page/tsconfig.json)
 * into dist/src/painel/page/, beside this module's own compiled form. Run from the sources (the
 * tests), this module is src/painel/routes.ts and the scripts are still read from dist/.
 */
const SCRIPTS = new URL(import.meta.url.endsWith('.ts') ? '../../dist/src/painel/page/' : './page/', import.meta.url)
const SCRIPT_NAME = /^[a-z][a-z-]*\.js$/

/** Only the service's own files run or style the page; it calls only the service; nobody frames it. */
const CONTENT_SECURITY_POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

const hidden = { schema: { hide: true } }

function send (reply: FastifyReply, type: string, body: string | Buffer): FastifyReply {
  return reply.type(type).header('referrer-policy', 'no-referrer').send(body)
}

export const painelRoutes: FastifyPluginAsync = async (app) => {
  app.get('/painel', hidden, async (_request, reply) =>
    send(reply.header('content-security-policy', CONTENT_SECURITY_POLICY), 'text/html; charset=utf-8', PAGE_HTML))
  app.get('/painel/painel.css', hidden, async (_request, reply) => send(reply, 'text/css; charset=utf-8', PAGE_CSS))
  app.get<{ Params: { script: string } }>('/painel/:script', hidden, async (request, reply) => {
    const { script } = request.params
    if (!SCRIPT_NAME.test(script)) throw errors.routeNotFound(request.method, request.url)
    let source: Buffer
    try {
      source = await readFile(new URL(script, SCRIPTS))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      if (script !== 'painel.js') throw errors.routeNotFound(request.method, request.url)
      // The entry script missing means the page was never built, not that the client asked wrongly.
      request.log.error({ dir: SCRIPTS.pathname }, 'the /painel scripts are not built: run npm run build')
      throw errors.internal(request.id)
    }
    return send(reply, 'text/javascript; charset=utf-8', source)
  })
}
