import t, { type Test } from 'tap'
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import SwaggerParser from '@apidevtools/swagger-parser'
import openapiTS, { astToString } from 'openapi-typescript'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { build, createTitle, payable, receivable, type TestContext } from './helper.js'
import { documentValidator, type DocumentValidator } from './openapi-document.js'

/**
 * The OpenAPI document is the contract clients generate code from. These tests prove that it is a
 * valid OpenAPI 3.1 document, that it lists exactly the service's routes with every status they
 * can answer, that its schemas carry the specification's field names, that real responses match
 * it, and that a client generated from it compiles and talks to a running server.
 */

const TEST_DIR = dirname(fileURLToPath(import.meta.url))
const ROOT = dirname(TEST_DIR)
const GENERATED = join(TEST_DIR, 'generated')
const CLIENT_DIR = join(TEST_DIR, 'client')
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc')

/** "Today" in the business time zone is pinned, so derived statuses (A VENCER...) are stable. */
const NOW = () => new Date('2026-01-15T15:00:00Z')

type Json = Record<string, any>
type Method = 'get' | 'post' | 'put' | 'patch' | 'options' | 'delete' | 'head' | 'trace'
const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'options', 'delete', 'head', 'trace']

/** Every route of the service, as the task and docs/CONTRACT.md list them (OpenAPI path syntax). */
const EXPECTED_OPERATIONS = [
  'GET /contas-pagar/despesas',
  'GET /contas-receber',
  'GET /contas-pagar',
  'POST /contas-receber',
  'GET /contas-receber/receitas',
  'OPTIONS /contas-pagar/{id}',
  'POST /contas-pagar',
  'OPTIONS /contas-receber/{id}',
  'GET /contas-pagar/{id}',
  'GET /contas-receber/{id}',
  'PATCH /contas-pagar/{id}',
  'PATCH /contas-receber/{id}',
  'GET /categorias',
  'PUT /categorias/{codigo}',
  'GET /clientes-fornecedores',
  'PUT /clientes-fornecedores/{codigo}',
  'GET /health',
  'GET /ready',
  'DELETE /contas-pagar/{id}',
  'DELETE /contas-receber/{id}',
  'GET /contas-pagar/{id}/pagamentos',
  'POST /contas-pagar/{id}/pagamentos',
  'GET /contas-pagar/{id}/pagamentos/{baixaId}',
  'DELETE /contas-pagar/{id}/pagamentos/{baixaId}',
  'GET /contas-receber/{id}/recebimentos',
  'POST /contas-receber/{id}/recebimentos',
  'GET /contas-receber/{id}/recebimentos/{baixaId}',
  'DELETE /contas-receber/{id}/recebimentos/{baixaId}',
  'POST /contas-pagar/{id}/cancelamento',
  'DELETE /contas-pagar/{id}/cancelamento',
  'POST /contas-receber/{id}/cancelamento',
  'DELETE /contas-receber/{id}/cancelamento',
  'GET /eventos',
  'GET /contas-pagar/integracao/{codigo}',
  'PUT /contas-pagar/integracao/{codigo}',
  'PUT /contas-pagar/lote',
  'GET /contas-receber/integracao/{codigo}',
  'PUT /contas-receber/integracao/{codigo}',
  'PUT /contas-receber/lote',
  'GET /contas-pagar/series/{codigo_serie}',
  'PATCH /contas-pagar/series/{codigo_serie}',
  'POST /contas-pagar/series/{codigo_serie}/cancelamento',
  'GET /contas-receber/series/{codigo_serie}',
  'PATCH /contas-receber/series/{codigo_serie}',
  'POST /contas-receber/series/{codigo_serie}/cancelamento',
  'POST /webhooks',
  'GET /webhooks',
  'GET /webhooks/{id}',
  'PATCH /webhooks/{id}',
  'DELETE /webhooks/{id}',
  'POST /webhooks/{id}/segredo',
  'POST /webhooks/{id}/teste',
  'POST /webhooks/{id}/reenvio',
  'GET /webhooks/{id}/entregas',
  'POST /conciliacao/arquivos',
  'GET /conciliacao/arquivos',
  'GET /conciliacao/arquivos/{id}',
  'POST /conciliacao/arquivos/{id}/itens/{linha}/conciliacao'
].sort()

/** The success codes of an operation: 201 for what creates, 204 for a title's deletion, 200 otherwise; an upsert creates or replaces. */
function successesOf (method: string, path: string): string[] {
  // A webhook's actions (segredo, teste, reenvio) answer 200; only registering one creates.
  // A bank file imported before answers 200 with that import (docs/CONTRACT.md section 18).
  if (method === 'post' && path === '/conciliacao/arquivos') return ['200', '201']
  if (method === 'post') return [path.endsWith('/cancelamento') || path.startsWith('/webhooks/') ? '200' : '201']
  if (method === 'put' && path.endsWith('/integracao/{codigo}')) return ['200', '201']
  // The OPTIONS update also declares the 204 a CORS preflight to the same path gets.
  if (method === 'options') return ['200', '204']
  return [method === 'delete' && /^\/(contas-[a-z]+|webhooks)\/\{id\}$/.test(path) ? '204' : '200']
}

/** Operations that answer a title's version in ETag: reading one title and every write that leaves one. */
function answersEtag (method: string, path: string): boolean {
  // A batch and a series' changes leave several titles, each with its own version.
  if (!path.startsWith('/contas-') || path.endsWith('/lote') || (path.includes('/series/') && method !== 'get')) return false
  const titlePath = /^\/contas-[a-z]+\/\{id\}$/.test(path)
  if (method === 'get') return titlePath
  if (method === 'delete') return !titlePath
  return true
}
const PUBLIC_OPERATIONS = new Set(['GET /health', 'GET /ready'])

/** The specification's field tables, verbatim. */
const PAYABLE_FIELDS = [
  'codigo_lancamento_svc', 'codigo_lancamento_integracao', 'codigo_cliente_fornecedor', 'codigo_cliente_fornecedor_integracao',
  'data_vencimento', 'valor_documento', 'codigo_categoria', 'categorias', 'data_previsao', 'id_conta_corrente',
  'numero_documento_fiscal', 'data_emissao', 'data_entrada', 'codigo_projeto', 'observacao',
  'valor_pis', 'valor_cofins', 'valor_csll', 'valor_ir', 'valor_iss', 'valor_inss',
  'retem_pis', 'retem_cofins', 'retem_csll', 'retem_ir', 'retem_iss', 'retem_inss',
  'distribuicao', 'numero_pedido', 'codigo_tipo_documento', 'numero_documento', 'numero_parcela', 'chave_nfe',
  'codigo_barras_ficha_compensacao', 'codigo_vendedor', 'id_origem', 'info', 'operacao', 'status_titulo', 'nsu', 'acao',
  'id_conta_corrente_integracao', 'bloqueado', 'baixa_bloqueada', 'codigo_cmc7_cheque', 'importado_api', 'bloquear_exclusao',
  'cnab_integracao_bancaria', 'servico_tomado', 'valor_pag', 'aprendizado_rateio'
]
const RECEIVABLE_FIELDS = [
  'codigo_lancamento_svc', 'codigo_lancamento_integracao', 'codigo_cliente_fornecedor', 'codigo_cliente_fornecedor_integracao',
  'data_vencimento', 'valor_documento', 'codigo_categoria', 'data_previsao', 'categorias', 'id_conta_corrente',
  'numero_documento', 'numero_parcela', 'codigo_tipo_documento', 'numero_documento_fiscal', 'numero_pedido', 'chave_nfe',
  'observacao', 'codigo_barras_ficha_compensacao', 'codigo_cmc7_cheque', 'data_emissao', 'id_origem', 'operacao',
  'valor_pis', 'valor_cofins', 'valor_csll', 'valor_ir', 'valor_iss', 'valor_inss',
  'retem_pis', 'retem_cofins', 'retem_csll', 'retem_ir', 'retem_iss', 'retem_inss',
  'bloqueado', 'bloquear_baixa', 'importado_api', 'baixar_documento', 'conciliar_documento', 'acao', 'lancamento_detalhe',
  'distribuicao', 'status_titulo', 'codigo_vendedor', 'codigo_projeto', 'nsu', 'data_registro', 'tipo_agrupamento', 'info',
  'boleto', 'nCodPedido', 'bloquear_exclusao', 'nCodOS', 'cPedidoCliente', 'cNumeroContrato', 'recebimento', 'repeticao',
  'aprendizado_rateio'
]
const NESTED_FIELDS: Record<string, string[]> = {
  categorias: ['codigo_categoria', 'percentual', 'valor'],
  distribuicao: ['cCodDep', 'cDesDep', 'nPerDep', 'nValDep'],
  info: ['cImpAPI', 'dAlt', 'dInc', 'hAlt', 'hInc', 'uAlt', 'uInc']
}
const PAYABLE_NESTED_FIELDS: Record<string, string[]> = {
  cnab_integracao_bancaria: ['codigo_forma_pagamento', 'banco_transferencia', 'agencia_transferencia', 'conta_corrente_transferencia',
    'finalidade_transferencia', 'cpf_cnpj_transferencia', 'nome_transferencia', 'codigo_barras_boleto', 'juros_boleto', 'multa_boleto', 'pix_qrcode'],
  servico_tomado: ['numero_nf', 'serie_nf', 'codigo_servico', 'valor_nf', 'cst_pis', 'base_pis', 'aliquota_pis', 'valor_pis',
    'cst_cofins', 'base_cofins', 'aliquota_cofins', 'valor_cofins']
}
const RECEIVABLE_NESTED_FIELDS: Record<string, string[]> = {
  boleto: ['cGerado', 'cNumBancario', 'cNumBoleto', 'dDtEmBol', 'nPerJuros', 'nPerMulta'],
  recebimento: ['codigo_recebimento_integracao', 'codigo_conta_corrente', 'valor', 'desconto', 'juros', 'multa', 'data', 'observacao'],
  repeticao: ['antecipar', 'postergar', 'mensal', 'semanal', 'especifico']
}
const STATES = ['CANCELADO', 'PAGO', 'LIQUIDADO', 'EM ABERTO', 'PAGTO_PARCIAL', 'VENCE HOJE', 'A VENCER', 'ATRASADO']

async function documentOf (app: FastifyInstance): Promise<Json> {
  const res = await app.inject({ method: 'GET', url: '/documentation/json' })
  if (res.statusCode !== 200) throw new Error(`GET /documentation/json answered ${res.statusCode}`)
  return res.json()
}

/** Every operation of the document as "METHOD /path" with its operation object. */
function operationsOf (doc: Json): Array<{ key: string, path: string, method: Method, op: Json }> {
  const out: Array<{ key: string, path: string, method: Method, op: Json }> = []
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of METHODS) {
      if (item[method] !== undefined) out.push({ key: `${method.toUpperCase()} ${path}`, path, method, op: item[method] })
    }
  }
  return out.sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
}

/**
 * The routes the running app really has, read from fastify's route tree (`printRoutes`), in
 * OpenAPI syntax. HEAD twins of GET routes and the documentation's own routes are left out.
 */
function appRoutesOf (app: FastifyInstance): string[] {
  const routes: string[] = []
  const segments: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[└├]── (\S+)(?: \(([^)]*)\))?$/.exec(line)
    if (match === null) continue
    const depth = [...(match[1] ?? '')].length / 4
    segments.length = depth
    segments.push(match[2] ?? '')
    const path = segments.join('').replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim()).filter((m) => m !== '')) {
      // The pages (Swagger UI, the /painel cash-flow page) are not API operations.
      if (method === 'HEAD' || path.startsWith('/documentation') || path.startsWith('/painel')) continue
      routes.push(`${method} ${path}`)
    }
  }
  return [...new Set(routes)].sort()
}

/** Asserts that a real response is one the document declares for the operation, body included. */
function assertDocumented (t: Test, doc: Json, validator: DocumentValidator, operation: string, res: LightMyRequestResponse): void {
  const [method = '', path = ''] = operation.split(' ')
  const status = String(res.statusCode)
  const declared = doc.paths?.[path]?.[method.toLowerCase()]?.responses?.[status]
  if (declared === undefined) {
    t.fail(`${operation} answered ${status}, which the document does not declare for it`, { body: res.body })
    return
  }
  t.match(res.headers['content-type'], /^application\/json/, `${operation} ${status} is JSON`)
  const validate = validator.response(method, path, status)
  const body = res.json()
  t.ok(validate(body), `${operation} ${status} body matches the document`, { errors: validate.errors, body })
  // The headers the document promises with this response are sent, with values of the declared type.
  for (const [name, header] of Object.entries<Json>(declared.headers ?? {})) {
    const definition: Json = header.$ref === undefined ? header : doc.components?.headers?.[String(header.$ref).split('/').pop() ?? '']
    const value = res.headers[name.toLowerCase()]
    if (definition?.required === true) t.ok(value !== undefined, `${operation} ${status} sends the ${name} header`)
    if (value !== undefined && definition?.schema?.type === 'integer') t.match(value, /^[0-9]+$/, `${name} is an integer`)
  }
}

function writeAtomically (file: string, content: string): void {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  writeFileSync(temporary, content)
  renameSync(temporary, file)
}

async function tsc (args: string[], cwd: string): Promise<{ code: number, output: string }> {
  return await new Promise((resolve) => {
    execFile(process.execPath, [TSC, ...args], { cwd, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1
      resolve({ code, output: `${stdout}${stderr}` })
    })
  })
}

t.test('the document is valid OpenAPI 3.1, served as JSON and as the same YAML', async (t) => {
  const ctx = await build(t)
  const doc = await documentOf(ctx.app)
  t.equal(doc.openapi, '3.1.0')
  await t.resolves(SwaggerParser.validate(structuredClone(doc) as never), 'swagger-parser validates the document')

  const yaml = await ctx.app.inject({ method: 'GET', url: '/documentation/yaml' })
  t.equal(yaml.statusCode, 200)
  t.match(yaml.headers['content-type'], /yaml/)
  t.notOk(yaml.body.trimStart().startsWith('{'), 'YAML, not JSON')
  const dir = mkdtempSync(join(tmpdir(), 'contas-openapi-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  writeFileSync(join(dir, 'openapi.yaml'), yaml.body)
  const fromYaml = await SwaggerParser.parse(join(dir, 'openapi.yaml'))
  t.strictSame(JSON.parse(JSON.stringify(fromYaml)), doc, 'the YAML document is the JSON document')
})

t.test('the document declares exactly the routes the service has', async (t) => {
  const ctx = await build(t)
  const doc = await documentOf(ctx.app)
  const documented = operationsOf(doc).map(({ key }) => key)
  t.strictSame(documented, EXPECTED_OPERATIONS, 'every route of the service is documented with its method, and nothing else')
  const actual = appRoutesOf(ctx.app)
  t.ok(actual.includes('GET /health') && actual.includes('OPTIONS /contas-pagar/{id}'), 'the route tree was read')
  t.strictSame(actual, documented, 'the routes the app serves are the documented ones')

  // And each documented operation is answered (not 404) by the running app, with or without a key
  // as its security says.
  for (const { key, path, method } of operationsOf(doc)) {
    const url = path.replace('{id}', '1').replace('{codigo}', 'X1').replace('{baixaId}', '1').replace('{linha}', '3')
    const res = await ctx.request({ method: method.toUpperCase() as 'GET', url, key: null })
    if (PUBLIC_OPERATIONS.has(key)) t.equal(res.statusCode, 200, `${key} answers without a key`)
    else t.equal(res.statusCode, 401, `${key} exists and wants a key`)
  }
  // (Without a key, a route that does not exist is still a 404 or 405, so the 401s above are meaningful.)
  for (const [method, url, status] of [['PUT', '/contas-pagar/1', 405], ['GET', '/contas-a-pagar', 404], ['POST', '/contas-pagar/despesas', 405]] as const) {
    t.equal((await ctx.request({ method, url, key: null })).statusCode, status, `${method} ${url} does not exist (${status})`)
  }
})

t.test('every operation declares its responses, an operationId, tags and its security', async (t) => {
  const ctx = await build(t)
  const doc = await documentOf(ctx.app)
  const tagNames = new Set((doc.tags ?? []).map((tag: Json) => tag.name))
  const schemes = doc.components?.securitySchemes ?? {}
  const operationIds = operationsOf(doc).map(({ op }) => op.operationId)
  t.equal(new Set(operationIds).size, operationIds.length, 'operationIds are unique')

  const errorBody = doc.components?.schemas?.ErrorBody
  t.ok(errorBody, 'ErrorBody is a component')
  t.strictSame([...(errorBody?.required ?? [])].sort(), ['code', 'error', 'message', 'statusCode', 'success', 'timeStamp'])

  for (const { key, path, method, op } of operationsOf(doc)) {
    t.test(key, async (t) => {
      t.match(op.operationId, /^[A-Za-z_][A-Za-z0-9_]*$/, 'has an operationId')
      t.ok(Array.isArray(op.tags) && op.tags.length > 0, 'has tags')
      for (const tag of op.tags ?? []) t.ok(tagNames.has(tag), `tag ${tag} is declared in the document`)

      const codes = Object.keys(op.responses ?? {})
      const successes = successesOf(method, path)
      const required = [...successes]
      if (PUBLIC_OPERATIONS.has(key)) {
        t.strictSame(op.security, [], 'needs no key')
        // Probes are not rate limited; readiness fails with 503.
        if (key === 'GET /ready') required.push('503')
      } else {
        const security: Json[] = op.security ?? doc.security ?? []
        t.ok(security.length > 0, 'needs a key')
        for (const requirement of security) {
          for (const name of Object.keys(requirement)) {
            t.match(schemes[name], { type: 'http', scheme: 'bearer' }, `security scheme ${name} is an HTTP bearer token`)
          }
        }
        required.push('401', '403', '429', '500', '503')
        const hasInputs = (op.parameters ?? []).length > 0 || op.requestBody !== undefined
        if (hasInputs) required.push('400')
        if (op.requestBody !== undefined) required.push('413', '415')
        if (path.includes('{id}')) required.push('404')
        // Webhook endpoints have no version and no integration code: only registering one more than the limit conflicts.
        const titlePath = path.startsWith('/contas-')
        if (method === 'post' && (titlePath || path === '/webhooks')) required.push('409')
        // A series' change skips the members it cannot change (docs/CONTRACT.md section 17): never a 409.
        if ((method === 'options' || method === 'patch') && titlePath && !path.includes('/series/')) required.push('404', '409')
        if (path.includes('{codigo_serie}')) required.push('404')
        // Writes to one title take If-Match: a stale version is 412.
        if (path.includes('{id}') && method !== 'get' && titlePath) {
          required.push('412')
          t.ok((op.parameters ?? []).some((parameter: Json) => parameter.in === 'header' && parameter.name === 'if-match'), 'declares the If-Match header')
        }
      }
      t.strictSame(required.filter((code) => !codes.includes(code)), [], `declares ${[...new Set(required)].sort().join(', ')}`)
      t.strictSame(codes.filter((code) => /^2/.test(code)), successes, `the success codes are ${successes.join(', ')}`)
      for (const code of codes.filter((code) => Number(code) >= 400)) {
        t.strictSame(op.responses[code].content, { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } }, `${code} is an ErrorBody`)
      }

      // Response headers a client relies on: request id everywhere, Location of a created title,
      // Link of the next page, the Bearer challenge, and when to retry.
      const headersOf = (code: string) => Object.keys(op.responses[code]?.headers ?? {})
      for (const code of codes) t.ok(headersOf(code).includes('X-Request-Id'), `${code} declares X-Request-Id`)
      if (codes.includes('201')) t.ok(headersOf('201').includes('Location'), '201 declares Location')
      for (const success of successes.filter((code) => code !== '204')) if (answersEtag(method, path)) t.ok(headersOf(success).includes('ETag'), `${success} declares ETag`)
      if ((op.parameters ?? []).some((parameter: Json) => parameter.name === 'limite')) t.ok(headersOf('200').includes('Link'), '200 declares Link')
      if (codes.includes('401')) t.ok(headersOf('401').includes('WWW-Authenticate'), '401 declares WWW-Authenticate')
      for (const code of ['429', '503'].filter((code) => codes.includes(code))) t.ok(headersOf(code).includes('Retry-After'), `${code} declares Retry-After`)
      // The key's rate-limit budget, sent with every answer to a request that had a valid key.
      if (!PUBLIC_OPERATIONS.has(key)) {
        for (const code of codes.filter((code) => code !== '401')) {
          t.strictSame(headersOf(code).filter((name) => name.startsWith('X-RateLimit-')), ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'], `${code} declares the X-RateLimit-* headers`)
        }
      }
    })
  }
})

t.test('the component schemas carry the specification\'s fields and the create bodies are closed', async (t) => {
  const ctx = await build(t, { now: NOW })
  const doc = await documentOf(ctx.app)
  const schemas: Json = doc.components?.schemas ?? {}
  const validator = documentValidator(doc)

  for (const [name, fields, nested] of [
    ['ContaPagar', PAYABLE_FIELDS, PAYABLE_NESTED_FIELDS],
    ['ContaReceber', RECEIVABLE_FIELDS, RECEIVABLE_NESTED_FIELDS]
  ] as const) {
    const title = schemas[name]
    const properties = Object.keys(title?.properties ?? {})
    t.strictSame(fields.filter((field) => !properties.includes(field)), [], `${name} has every field of the specification`)
    t.ok(title.required.includes('codigo_lancamento_svc'), `${name} always carries codigo_lancamento_svc`)
    t.equal(title.additionalProperties, false, `${name} has no undeclared fields`)
    t.strictSame([...title.properties.status_titulo.enum].sort(), [...STATES].sort(), `${name}.status_titulo takes the specification's states`)
    for (const [field, names] of Object.entries({ ...NESTED_FIELDS, ...nested })) {
      const schema = title.properties[field]
      const inner = Object.keys((schema.type === 'array' ? schema.items : schema).properties ?? {})
      t.strictSame(names.filter((n) => !inner.includes(n)), [], `${name}.${field} has the specification's fields`)
    }

    const create = schemas[`${name}Nova`]
    t.ok(create, `${name}Nova is the create schema`)
    t.notOk('codigo_lancamento_svc' in (create?.properties ?? {}), `${name}Nova has no codigo_lancamento_svc`)
    t.strictSame(fields.filter((field) => field !== 'codigo_lancamento_svc' && !(field in create.properties)), [], `${name}Nova accepts the other fields`)
    t.equal(create.additionalProperties, false, `${name}Nova rejects additional properties`)
  }
  t.equal(schemas.ContaPagar.properties.codigo_cliente_fornecedor.type, 'integer', 'the supplier code is a number on payables')
  t.equal(schemas.ContaReceber.properties.codigo_cliente_fornecedor.type, 'string', 'the customer code is a string on receivables')
  t.strictSame(Object.keys(schemas.ContaReceber.properties.repeticao.properties.mensal.properties).sort(), ['repetir_por', 'repetir_todo_dia'])

  // The document's create and update bodies reject what the server rejects, and accept what it accepts.
  const cases = [
    { path: '/contas-pagar', valid: payable(), field: 'codigo_lancamento_svc' },
    { path: '/contas-pagar', valid: payable(), field: 'campo_inventado' },
    { path: '/contas-receber', valid: receivable(), field: 'codigo_lancamento_svc' },
    { path: '/contas-receber', valid: receivable(), field: 'campo_inventado' }
  ]
  for (const { path, valid, field } of cases) {
    const body = validator.requestBody('post', path)
    t.ok(body({ data: valid }), `the document accepts a valid POST ${path} body`, { errors: body.errors })
    const wrong = { data: { ...valid, [field]: 7 } }
    t.notOk(body(wrong), `the document rejects ${field} in a POST ${path} body`)
    t.notOk(body({ data: valid, extra: true }), `the document rejects a property beside data in POST ${path}`)
    const res = await ctx.request({ method: 'POST', url: path, payload: wrong })
    t.equal(res.statusCode, 400, `the server rejects ${field} in POST ${path} too`)
    t.match(res.json().details, [{ path: `/body/data/${field}` }])
  }
  const update = validator.requestBody('options', '/contas-pagar/{id}')
  t.ok(update({ conta: { valor: 10, fornecedor: { id: 3, nome: 'X' } } }), 'the document accepts a payable update')
  t.notOk(update({ conta: { cliente: { id: 3 } } }), 'the document rejects the receivable counterpart in a payable update')
  t.notOk(update({ conta: {} }), 'the document rejects an empty update')
  t.notOk(update({ conta: { valor: 10 }, extra: 1 }), 'the document rejects a property beside conta')
})

t.test('what the server sends matches the document', async (t) => {
  const ctx = await build(t, { now: NOW })
  const doc = await documentOf(ctx.app)
  const validator = documentValidator(doc)
  const check = (operation: string, res: LightMyRequestResponse) => assertDocumented(t, doc, validator, operation, res)

  // A title with most nested objects, so their response schemas are exercised too.
  const richPayable = payable({
    codigo_lancamento_integracao: 'OA-P-1',
    data_vencimento: '2026-02-10',
    valor_documento: 300,
    categorias: [{ codigo_categoria: '2.01.01', percentual: 60, valor: 180 }, { codigo_categoria: '2.01.02', percentual: 40, valor: 120 }],
    codigo_categoria: '2.01.01',
    distribuicao: [{ cCodDep: 'ADM', cDesDep: 'Administrativo', nPerDep: 100, nValDep: 300 }],
    info: { cImpAPI: 'S' },
    cnab_integracao_bancaria: { codigo_forma_pagamento: 'BOL', juros_boleto: 1.5 },
    servico_tomado: { numero_nf: '123', valor_nf: 300, aliquota_pis: 0.65 },
    numero_parcela: '1/3',
    retem_pis: 'N',
    valor_pis: 1.95,
    data_entrada: '2026-01-10',
    valor_pag: 0
  })
  const created = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: richPayable } })
  t.equal(created.statusCode, 201)
  check('POST /contas-pagar', created)
  const id: number = created.json().insertId

  const put = await ctx.request({ method: 'PUT', url: '/categorias/2.01.01', payload: { descricao: 'Aluguel', tipo: 'FIXA' } })
  check('PUT /categorias/{codigo}', put)
  check('GET /categorias', await ctx.request({ method: 'GET', url: '/categorias' }))
  check('PUT /clientes-fornecedores/{codigo}', await ctx.request({ method: 'PUT', url: '/clientes-fornecedores/C-1001', payload: { razao_social: 'Cliente Um', cnpj_cpf: '12345678000195' } }))
  check('GET /clientes-fornecedores', await ctx.request({ method: 'GET', url: '/clientes-fornecedores' }))

  const list = await ctx.request({ method: 'GET', url: '/contas-pagar?data_vencimento_de=2026-02-01&status_titulo=A%20VENCER' })
  t.equal(list.json().total_registros, 1)
  check('GET /contas-pagar', list)
  check('GET /contas-pagar/{id}', await ctx.request({ method: 'GET', url: `/contas-pagar/${id}` }))
  const despesas = await ctx.request({ method: 'GET', url: '/contas-pagar/despesas' })
  t.equal(despesas.json().data?.fixas?.length, 1, 'the payable is a fixed expense')
  check('GET /contas-pagar/despesas', despesas)
  const updated = await ctx.request({ method: 'OPTIONS', url: `/contas-pagar/${id}`, payload: { conta: { observacoes: 'revisado' } } })
  t.equal(updated.json().changedRows, 1)
  check('OPTIONS /contas-pagar/{id}', updated)
  check('PATCH /contas-pagar/{id}', await ctx.request({ method: 'PATCH', url: `/contas-pagar/${id}`, payload: { conta: { fornecedor: { id: 1001, nome: 'Fornecedor Um' } } } }))

  // Receivables: one forecast and one received, so both shapes of a revenue line appear.
  const open = await createTitle(ctx, '/contas-receber', receivable({ data_previsao: '2026-03-12', numero_documento_fiscal: 'NF-1' }))
  await createTitle(ctx, '/contas-receber', receivable({
    status_titulo: 'LIQUIDADO',
    numero_documento: 'D-2',
    recebimento: { data: '2026-03-05', valor: 140.25, desconto: 10 },
    boleto: { cGerado: 'S', nPerJuros: 1 },
    repeticao: { mensal: { repetir_todo_dia: 10, repetir_por: 2 } },
    lancamento_detalhe: [{ livre: true }]
  }))
  check('GET /contas-receber', await ctx.request({ method: 'GET', url: '/contas-receber' }))
  check('GET /contas-receber/{id}', await ctx.request({ method: 'GET', url: `/contas-receber/${open}` }))
  check('OPTIONS /contas-receber/{id}', await ctx.request({ method: 'OPTIONS', url: `/contas-receber/${open}`, payload: { conta: { cliente: { id: 1001, nome: 'Cliente Um' } } } }))
  check('PATCH /contas-receber/{id}', await ctx.request({ method: 'PATCH', url: `/contas-receber/${open}`, payload: { conta: { descricao: 'Mensalidade' } } }))
  const receitas = await ctx.request({ method: 'GET', url: '/contas-receber/receitas?data_de=2026-03-01&data_ate=2026-03-31' })
  t.equal(receitas.json().total_registros, 2)
  t.strictSame(receitas.json().data?.[0]?.receitas?.map((line: Json) => line.recebido)?.sort(), [0, 1], 'one received and one forecast line')
  check('GET /contas-receber/receitas', receitas)
  check('GET /health', await ctx.request({ method: 'GET', url: '/health', key: null }))
  check('GET /ready', await ctx.request({ method: 'GET', url: '/ready', key: null }))

  // Error bodies, each for a status its operation declares.
  const errorsSeen: Array<[string, LightMyRequestResponse, number]> = [
    ['POST /contas-pagar', await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ valor_documento: '10' }) } }), 400],
    ['GET /contas-pagar', await ctx.request({ method: 'GET', url: '/contas-pagar?vencimento=2026-01-01' }), 400],
    ['GET /contas-receber/receitas', await ctx.request({ method: 'GET', url: '/contas-receber/receitas?recebido_ou_previsao=talvez' }), 400],
    ['GET /contas-pagar/{id}', await ctx.request({ method: 'GET', url: '/contas-pagar/abc' }), 400],
    ['GET /contas-pagar', await ctx.request({ method: 'GET', url: '/contas-pagar', key: null }), 401],
    ['GET /contas-receber', await ctx.request({ method: 'GET', url: '/contas-receber', key: 'csk_not_a_key' }), 401],
    ['POST /contas-receber', await ctx.request({ method: 'POST', url: '/contas-receber', key: ctx.keys.read, payload: { data: receivable() } }), 403],
    ['GET /contas-receber/receitas', await ctx.request({ method: 'GET', url: '/contas-receber/receitas', key: ctx.keys.write }), 403],
    ['GET /contas-pagar/{id}', await ctx.request({ method: 'GET', url: `/contas-pagar/${id + 1000}` }), 404],
    ['OPTIONS /contas-receber/{id}', await ctx.request({ method: 'OPTIONS', url: '/contas-receber/999999', payload: { conta: { descricao: 'x' } } }), 404],
    ['POST /contas-pagar', await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ codigo_lancamento_integracao: 'OA-P-1' }) } }), 409],
    ['POST /contas-pagar', await ctx.request({ method: 'POST', url: '/contas-pagar', headers: { 'content-type': 'text/plain' }, payload: 'data=1' }), 415]
  ]
  const paid = await createTitle(ctx, '/contas-pagar', payable({ status_titulo: 'PAGO' }))
  errorsSeen.push(['PATCH /contas-pagar/{id}', await ctx.request({ method: 'PATCH', url: `/contas-pagar/${paid}`, payload: { conta: { valor: 10 } } }), 409])
  for (const [operation, res, status] of errorsSeen) {
    t.equal(res.statusCode, status, `${operation} answers ${status}`)
    check(operation, res)
  }
  const page = await ctx.request({ method: 'GET', url: '/contas-pagar?limite=1' })
  t.match(page.headers.link, /rel="next"/, 'a partial page links to the next one')
  check('GET /contas-pagar', page)
  const duplicate = errorsSeen.find(([, res]) => res.statusCode === 409)?.[1]
  t.match(duplicate?.json().details, [{ codigo_lancamento_svc: id }], 'the 409 carries the existing id in details')

  const unknown = await ctx.request({ method: 'GET', url: '/nao-existe' })
  t.equal(unknown.statusCode, 404)
  const errorBody = validator.component('ErrorBody')
  t.ok(errorBody(unknown.json()), 'an unknown route answers an ErrorBody too', { errors: errorBody.errors })

  // The check has teeth: bodies that differ from the document fail it.
  const listValidator = validator.response('get', '/contas-pagar', 200)
  const good = list.json()
  t.ok(listValidator(good))
  const first = good.data[0]
  t.notOk(listValidator({ ...good, data: [{ ...first, valor_documento: String(first.valor_documento) }] }), 'a money field sent as a string breaks the contract')
  t.notOk(listValidator({ ...good, data: [{ ...first, campo_novo: 1 }] }), 'an undocumented title field breaks the contract')
  t.notOk(listValidator({ ...good, pagina: 1 }), 'an undocumented envelope field breaks the contract')
  const { timeStamp: _omitted, ...withoutTimeStamp } = good
  t.notOk(listValidator(withoutTimeStamp), 'a missing envelope field breaks the contract')
  t.notOk(listValidator({ ...good, timeStamp: '2026-01-15T15:00:00.000Z' }), 'a timeStamp not in the form YYYY-MM-DDTHH:MM:SSZ breaks the contract')
  t.notOk(listValidator({ ...good, data: [{ ...first, data_vencimento: '2026-02-30' }] }), 'an impossible date breaks the contract')
  const revenueValidator = validator.response('get', '/contas-receber/receitas', 200)
  const report = receitas.json()
  t.notOk(revenueValidator({ ...report, data: [{ ...report.data[0], valor_receitas: 440.5 }] }), 'valor_receitas as a number breaks the contract')
  const line = report.data[0].receitas[0]
  t.notOk(revenueValidator({ ...report, data: [{ ...report.data[0], receitas: [{ ...line, data_previsao: '2026-03-12' }] }] }), 'a revenue date without its T00:00:00.000Z breaks the contract')
  t.notOk(revenueValidator({ ...report, data: [{ ...report.data[0], receitas: [{ ...line, recebido: true }] }] }), 'recebido as a boolean breaks the contract')
  t.notOk(errorBody({ ...unknown.json(), stack: 'at x' }), 'an error body with a stack breaks the contract')
})

t.test('413 and 429 answers are documented error bodies', async (t) => {
  const ctx = await build(t, { env: { BODY_LIMIT: '1024', RATE_LIMIT_PER_MINUTE: '2', RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '2' } })
  const doc = await documentOf(ctx.app)
  const validator = documentValidator(doc)
  const big = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ observacao: 'x'.repeat(1500) }) }, remoteAddress: '198.51.100.99' })
  t.equal(big.statusCode, 413)
  assertDocumented(t, doc, validator, 'POST /contas-pagar', big)

  const key = await ctx.newKey(['read'])
  const answers: number[] = []
  let limited: LightMyRequestResponse | undefined
  for (let i = 0; i < 3; i++) {
    // Each from an address of its own, so only the key's budget applies.
    const res = await ctx.request({ method: 'GET', url: '/contas-receber', key, remoteAddress: `198.51.100.${i + 1}` })
    answers.push(res.statusCode)
    if (res.statusCode === 429) limited = res
  }
  t.strictSame(answers, [200, 200, 429], 'the third request in a minute is refused')
  t.ok(limited?.headers['retry-after'], 'with Retry-After')
  if (limited !== undefined) assertDocumented(t, doc, validator, 'GET /contas-receber', limited)

  // Every request also counts against its client address, keyed or not; health probes are never limited.
  const anonymous: LightMyRequestResponse[] = []
  for (let i = 0; i < 3; i++) anonymous.push(await ctx.app.inject({ method: 'GET', url: '/contas-pagar', remoteAddress: '203.0.113.9' }))
  t.strictSame(anonymous.map((res) => res.statusCode), [401, 401, 429])
  assertDocumented(t, doc, validator, 'GET /contas-pagar', anonymous[2] as LightMyRequestResponse)
  const probes: LightMyRequestResponse[] = []
  for (let i = 0; i < 3; i++) probes.push(await ctx.app.inject({ method: 'GET', url: '/health', remoteAddress: '203.0.113.9' }))
  probes.push(await ctx.app.inject({ method: 'GET', url: '/ready', remoteAddress: '203.0.113.9' }))
  t.strictSame(probes.map((res) => res.statusCode), [200, 200, 200, 200])
})

t.test('a client generated from the document type-checks and works against a listening server', async (t) => {
  const ctx: TestContext = await build(t, { now: NOW })
  const doc = await documentOf(ctx.app)

  // 1. Generate the types the way a client developer would, from the served document.
  mkdirSync(GENERATED, { recursive: true })
  writeAtomically(join(GENERATED, 'openapi.json'), `${JSON.stringify(doc, null, 2)}\n`)
  const types = astToString(await openapiTS(structuredClone(doc) as never))
  writeAtomically(join(GENERATED, 'api.d.ts'), `// Generated by test/openapi.test.ts from GET /documentation/json with openapi-typescript. Do not edit.\n\n${types}`)

  // 2. The client compiles against them; 3. a client with mistakes does not, for exactly those mistakes.
  const scratch = mkdtempSync(join(tmpdir(), 'contas-client-'))
  t.teardown(() => rmSync(scratch, { recursive: true, force: true }))
  const clientModule = relative(scratch, join(CLIENT_DIR, 'client.js')).split('\\').join('/')
  // openapi-fetch infers its call arguments generically, so TypeScript does not flag an *extra*
  // property in a body written inline in api.POST(...); bodies typed with the generated schema types
  // (as test/client/client.ts does) are checked for extra properties too.
  /** Lines of a client with mistakes, each WRONG line with a fragment of the error it must cause. */
  const mistakes: Array<[string, string?]> = [
    ['// Deliberate mistakes: each line marked WRONG must be a compile error, and nothing else.'],
    [`import { contasClient, type ContaReceberNova } from '${clientModule}'`],
    ["const client = contasClient('http://127.0.0.1:1', 'key')"],
    ['const { api } = client'],
    ['export async function wrong (): Promise<number | undefined> {'],
    ["  await api.POST('/contas-pagar', { body: { data: { codigo_cliente_fornecedor: 1001, data_vencimento: '2026-03-10', valor_documentoo: 150.25 } } }) // WRONG: misspelt field", "'valor_documentoo' does not exist"],
    ["  await api.POST('/contas-pagar', { body: { data: { codigo_cliente_fornecedor: 'F-1001', data_vencimento: '2026-03-10', valor_documento: 150.25 } } }) // WRONG: string supplier code on a payable", "Type 'string' is not assignable to type 'number'"],
    ["  await api.POST('/contas-receber', { body: { data: { codigo_cliente_fornecedor: 7, data_vencimento: '2026-03-10', valor_documento: 1 } } }) // WRONG: numeric customer code on a receivable", "Type 'number' is not assignable to type 'string'"],
    ["  const nova: ContaReceberNova = { codigo_cliente_fornecedor: 'C-1', data_vencimento: '2026-03-10', valor_documento: 1, codigo_lancamento_svc: 5 } // WRONG: service-assigned id in a create body", "'codigo_lancamento_svc' does not exist"],
    ['  await client.createReceivable(nova)'],
    ['  await client.updatePayable(1, { cliente: { id: 1 } }) // WRONG: receivable counterpart on a payable', "'cliente' does not exist"],
    ["  await api.OPTIONS('/contas-pagar/{id}', { params: { path: { id: 1 } }, body: { conta: { valor: '10' } } }) // WRONG: valor is a number", "Type 'string' is not assignable to type 'number'"],
    ["  await api.PATCH('/contas-pagar/{id}', { params: { path: { id: 1 } }, body: { valor: 10 } }) // WRONG: the fields go inside conta", "'valor' does not exist"],
    ["  await api.GET('/contas-pagar', { params: { query: { vencimento_de: '2026-01-01' } } }) // WRONG: unknown filter", "'vencimento_de' does not exist"],
    ["  await api.GET('/contas-pagar/{id}', { params: { path: { id: '7' } } }) // WRONG: id is a number", "Type 'string' is not assignable to type 'number'"],
    ["  await api.GET('/contas-receber/receitas', { params: { query: { recebido_ou_previsao: 'talvez' } } }) // WRONG: not an allowed value", '\'"talvez"\' is not assignable'],
    ["  await api.GET('/contas-a-pagar', {}) // WRONG: no such path", '\'"/contas-a-pagar"\' is not assignable'],
    ["  await api.PUT('/contas-pagar/{id}', { params: { path: { id: 1 } } }) // WRONG: no such method", "is not assignable to parameter of type 'PathsWithMethod<paths, \"put\">'"],
    ["  const got = await api.GET('/contas-pagar/{id}', { params: { path: { id: 7 } } })"],
    ['  return got.data?.data.valor_documentoo // WRONG: misspelt response field', "'valor_documentoo' does not exist"],
    ['}'],
    ['']
  ]
  writeFileSync(join(scratch, 'mistakes.ts'), mistakes.map(([line]) => line).join('\n'))
  writeFileSync(join(scratch, 'package.json'), '{ "type": "module" }\n')
  writeFileSync(join(scratch, 'tsconfig.json'), JSON.stringify({ extends: join(CLIENT_DIR, 'tsconfig.json'), files: ['mistakes.ts'] }))

  const [client, wrong] = await Promise.all([
    tsc(['-p', join(CLIENT_DIR, 'tsconfig.json'), '--listFiles', '--pretty', 'false'], CLIENT_DIR),
    tsc(['-p', join(scratch, 'tsconfig.json'), '--pretty', 'false'], scratch)
  ])
  t.equal(client.code, 0, 'test/client/client.ts compiles against the generated types', { output: client.output })
  const files = client.output.split('\n').map((line) => line.trim())
  t.ok(files.includes(join(GENERATED, 'api.d.ts')), 'and the generated api.d.ts is part of that compilation')

  t.not(wrong.code, 0, 'the client with mistakes does not compile')
  const reported = new Map<number, string>()
  for (const [, line, message] of wrong.output.matchAll(/^mistakes\.ts\((\d+),\d+\): error (TS\d+: .*)$/gm)) {
    reported.set(Number(line), `${reported.get(Number(line)) ?? ''}${message ?? ''}\n`)
  }
  const expected = mistakes.flatMap(([, error], index) => error === undefined ? [] : [index + 1])
  t.strictSame([...reported.keys()].sort((a, b) => a - b), expected, 'every deliberate mistake, and only those, is a compile error', { output: wrong.output })
  mistakes.forEach(([line, error], index) => {
    if (error !== undefined) t.ok(reported.get(index + 1)?.includes(error), `${line.split('// WRONG: ')[1]}: ${error}`, { reported: reported.get(index + 1) })
  })

  // 4. The same client against a real listening server.
  await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = ctx.app.server.address() as AddressInfo
  const baseUrl = `http://127.0.0.1:${port}`
  // A variable specifier, so the project's typecheck does not follow into the client: its types
  // are generated by this test (step 3 compiled it against them), and a fresh clone has none yet.
  const clientPath = './client/client.js'
  const { contasClient, newPayable, newReceivable } = await import(clientPath)
  const client2 = contasClient(baseUrl, ctx.keys.readWrite)

  const created = await client2.createPayable(newPayable('OA-CLIENT-1'))
  t.equal(created.status, 201, 'create answers 201')
  const id = created.result !== undefined && 'insertId' in created.result ? created.result.insertId : undefined
  t.ok(typeof id === 'number' && id > 0, 'with the new codigo_lancamento_svc as insertId')
  t.equal(created.location, `/contas-pagar/${id}`)
  if (typeof id !== 'number') return
  await createTitle(ctx, '/contas-pagar', payable({ data_vencimento: '2026-06-01' }))

  const listed = await client2.listPayables({ data_vencimento_de: '2026-04-01', data_vencimento_ate: '2026-04-30', status_titulo: 'EM ABERTO' })
  t.equal(listed.status, 200)
  t.strictSame(listed.titles, [{ id, integrationKey: 'OA-CLIENT-1', status: 'A VENCER', valor: 1234.56 }], 'the filter returns the created title only')
  t.equal(listed.total, 1)

  const viaOptions = await client2.updatePayable(id, { valor: 1300, observacoes: 'Aluguel abril reajustado' })
  t.equal(viaOptions.status, 200, 'OPTIONS update answers 200')
  t.match(viaOptions.result, { affectedRows: 1, changedRows: 1, info: 'Rows matched: 1 Changed: 1 Warnings: 0' })
  const viaPatch = await client2.renameSupplier(id, 2001, 'Imobiliária Central', '2.01.04')
  t.equal(viaPatch.status, 200, 'PATCH update answers 200')
  t.equal(viaPatch.result !== undefined && 'changedRows' in viaPatch.result ? viaPatch.result.changedRows : undefined, 1)

  const readBack = await client2.getPayable(id)
  t.equal(readBack.status, 200)
  t.match(readBack.title, { codigo_lancamento_svc: id, valor_documento: 1300, observacao: 'Aluguel abril reajustado', codigo_categoria: '2.01.04', codigo_cliente_fornecedor: 2001 })
  const missing = await client2.getPayable(id + 1000)
  t.equal(missing.status, 404)
  t.match(missing.error, { success: false, code: 'TITULO_NAO_ENCONTRADO' }, 'errors arrive typed as ErrorBody')

  const receivableCreated = await client2.createReceivable(newReceivable('OA-CLIENT-R1'))
  t.equal(receivableCreated.status, 201)
  const revenue = await client2.revenue({ data_de: '2026-05-01', data_ate: '2026-05-31', recebido_ou_previsao: 'previsao' })
  t.equal(revenue.status, 200)
  t.equal(revenue.total, 1)
  t.strictSame(revenue.groups, [{
    categoria: '1.01.02',
    total: '980.10',
    recebidos: 0,
    lines: [{ razao_social: '', nota_fiscal: 'NF-555', documento: 'DOC-9', previsao: '2026-05-22T00:00:00.000Z', valor: '980.10', recebido: 0 }]
  }], 'the forecast revenue is reported as the specification shows it')

  const stranger = await contasClient(baseUrl, 'csk_not_a_key').listPayables({})
  t.equal(stranger.status, 401, 'a wrong key is refused')
  t.match(stranger.error, { code: 'INVALID_API_KEY' })
})

t.test('the document names its server and does not pre-fill parameters in Swagger UI', async (t) => {
  const listening = await build(t)
  const doc = await documentOf(listening.app)
  t.strictSame(doc.servers?.map((server: Json) => server.url), [`http://${listening.app.config.host}:${listening.app.config.port}`], 'by default the listening address')
  const published = await build(t, { env: { PUBLIC_URL: 'https://contas.example.com/api/' } })
  t.strictSame((await documentOf(published.app)).servers?.map((server: Json) => server.url), ['https://contas.example.com/api'], 'PUBLIC_URL when set')
  const prefilled = Object.entries<Json>(doc.paths).flatMap(([path, operations]) => Object.entries<Json>(operations).flatMap(([method, operation]) =>
    (operation.parameters ?? []).filter((parameter: Json) => parameter.example !== undefined || parameter.examples !== undefined || parameter.schema?.examples !== undefined)
      .map((parameter: Json) => `${method} ${path} ${String(parameter.name)}`)))
  t.strictSame(prefilled, [], 'no parameter carries an example Swagger UI would fill in')
  const defaults = Object.entries<Json>(doc.paths).flatMap(([path, operations]) => Object.entries<Json>(operations).flatMap(([method, operation]) =>
    Object.entries<Json>(operation.responses).filter(([, response]) => response.description === 'Default Response').map(([status]) => `${method} ${path} ${status}`)))
  t.strictSame(defaults, [], 'every response says what it is')
})

t.test('a strict validator compiles every schema of the document, with the standard formats only', async (t) => {
  const ctx = await build(t)
  const doc = await documentOf(ctx.app)
  const validator = documentValidator(doc)
  const pointers = [
    ...Object.keys(doc.components.schemas).map((name) => `/components/schemas/${name}`),
    ...operationsOf(doc).flatMap(({ path, method, op }) => (op.parameters ?? []).map((_: Json, index: number) =>
      `/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}/parameters/${index}/schema`))
  ]
  // Strict mode throws on an unknown format or keyword: the service's own money format stays out.
  for (const pointer of pointers) t.doesNotThrow(() => validator.at(pointer), pointer)
  t.notMatch(JSON.stringify(doc), /"format":"money"/, 'no money format anywhere')
})

t.test('every error code is listed in the document with its status and meaning', async (t) => {
  const { ERROR_CODES } = await import('../schemas/error-codes.js')
  const ctx = await build(t)
  const code = (await documentOf(ctx.app)).components.schemas.ErrorBody.properties.code
  t.strictSame([...code.enum].sort(), Object.keys(ERROR_CODES).sort(), 'ErrorBody.code enumerates the catalog')
  for (const [name, [status, meaning]] of Object.entries(ERROR_CODES)) t.ok(code.description.includes(`- ${name} (${status}): ${meaning}`), `${name} is explained`)
  const refused = await ctx.request({ method: 'POST', url: '/contas-pagar/1' })
  t.ok(code.enum.includes(refused.json().code), `an answered code (${String(refused.json().code)}) is one of them`)
})
