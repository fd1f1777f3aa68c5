import t from 'tap'
import { execFile, execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { AddressInfo } from 'node:net'
import { clientRuntime, clientTypes, CLIENT_RUNTIME_FILE, CLIENT_TYPES_FILE } from '../src/cli/client-types.js'
import { createContasClient, type ContaPagarNova } from '../client/src/index.js'
import { build, payable, receivable } from './helper.js'
import { childEnv } from './service-process.js'

/**
 * The client package (client/): its types are those of the service's current document, it
 * compiles on its own, and real calls through it work, the lifecycle and bulk routes included.
 */

const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc')

t.test('the committed types are those of the current document', async (t) => {
  const fresh = await clientTypes()
  t.ok(readFileSync(CLIENT_TYPES_FILE, 'utf8') === fresh, 'client/src/schema.d.ts is up to date (else run npm run -s client:generate and commit it)')
  t.ok(readFileSync(CLIENT_RUNTIME_FILE, 'utf8') === clientRuntime(), 'client/index.js is client/src/index.ts as JavaScript (else run npm run -s client:generate and commit it)')
})

t.test('the package compiles on its own', async (t) => {
  const output = await new Promise<{ code: number, text: string }>((resolve) => {
    execFile(process.execPath, [TSC, '-p', 'client/tsconfig.json', '--noEmit', '--pretty', 'false'], (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : Number(error.code ?? 1), text: stdout + stderr })
    })
  })
  t.equal(output.code, 0, 'tsc -p client/tsconfig.json', { output: output.text })
})

t.test('calls through the package against a listening service', async (t) => {
  const ctx = await build(t)
  await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  const client = createContasClient({ baseUrl: `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`, apiKey: ctx.keys.readWrite })

  const title = payable({ codigo_lancamento_integracao: 'CLI-1', valor_documento: 100 }) as ContaPagarNova
  const created = await client.POST('/contas-pagar', { body: { data: title }, headers: { prefer: 'return=representation' } })
  t.equal(created.response.status, 201)
  const id = created.data !== undefined && 'data' in created.data ? created.data.data.codigo_lancamento_svc : 0
  t.ok(id > 0, 'the title, as preferred')

  const read = await client.GET('/contas-pagar/{id}', { params: { path: { id } } })
  t.equal(read.data?.data.valor_documento, 100)
  const byCode = await client.GET('/contas-pagar/integracao/{codigo}', { params: { path: { codigo: 'CLI-1' } } })
  t.equal(byCode.data?.data.codigo_lancamento_svc, id)

  const patched = await client.PATCH('/contas-pagar/{id}', { params: { path: { id } }, body: { conta: { observacoes: 'pelo cliente' } } })
  t.equal(patched.response.status, 200)
  const paid = await client.POST('/contas-pagar/{id}/pagamentos', { params: { path: { id } }, body: { valor: 40, data: '2026-03-01' } })
  t.equal(paid.data?.data.status_titulo, 'PAGTO_PARCIAL')
  const payments = await client.GET('/contas-pagar/{id}/pagamentos', { params: { path: { id } } })
  const baixaId = payments.data?.data[0]?.codigo_baixa ?? 0
  const reversed = await client.DELETE('/contas-pagar/{id}/pagamentos/{baixaId}', { params: { path: { id, baixaId } } })
  t.equal(reversed.data?.data.valor_pag, undefined, 'a reversal leaves nothing paid')
  const cancelled = await client.POST('/contas-pagar/{id}/cancelamento', { params: { path: { id } }, body: { motivo: 'teste' } })
  t.equal(cancelled.data?.data.status_titulo, 'CANCELADO')
  const reopened = await client.DELETE('/contas-pagar/{id}/cancelamento', { params: { path: { id } } })
  t.equal(reopened.response.status, 200)

  const batch = await client.PUT('/contas-receber/lote', {
    body: { itens: [receivable({ codigo_lancamento_integracao: 'CLI-R1' }), receivable({ codigo_lancamento_integracao: 'CLI-R2' })] as never },
    headers: { 'idempotency-key': 'cliente-lote-1' }
  })
  t.strictSame(batch.data?.data.map((item) => item.resultado), ['criado', 'criado'])
  const upsert = await client.PUT('/contas-receber/integracao/{codigo}', { params: { path: { codigo: 'CLI-R1' } }, body: { data: receivable({ observacao: 'x' }) as never } })
  t.equal(upsert.response.status, 200)

  const page = await client.GET('/contas-receber', { params: { query: { limite: 1, ordem: 'codigo_lancamento_svc' } } })
  t.equal(page.data?.total_registros, 1)
  const next = await client.GET('/contas-receber', { params: { query: { limite: 1, ordem: 'codigo_lancamento_svc', cursor: page.data?.proximo_cursor ?? '' } } })
  t.equal(next.data?.proximo_cursor, null, 'pages through proximo_cursor')

  const feed = await client.GET('/eventos', { params: { query: { limite: 100 } } })
  t.ok((feed.data?.data.length ?? 0) >= 8, 'the change feed')
  const expenses = await client.GET('/contas-pagar/despesas', { params: { query: {} } })
  t.equal(expenses.response.status, 200)
  const revenue = await client.GET('/contas-receber/receitas', { params: { query: { data_de: '2026-01-01', data_ate: '2026-12-31' } } })
  t.equal(revenue.response.status, 200)
  const category = await client.PUT('/categorias/{codigo}', { params: { path: { codigo: '2.01' } }, body: { descricao: 'Aluguel', tipo: 'FIXA' } })
  t.equal(category.data?.tipo, 'FIXA')
  const supplier = await client.PUT('/clientes-fornecedores/{codigo}', { params: { path: { codigo: '1001' } }, body: { razao_social: 'Alfa', cnpj_cpf: '12.345.678/0001-95' } })
  t.equal(supplier.data?.cnpj_cpf, '12345678000195')
  const removed = await client.DELETE('/contas-pagar/{id}', { params: { path: { id } } })
  t.equal(removed.response.status, 204)
  const missing = await client.GET('/contas-pagar/{id}', { params: { path: { id } } })
  t.equal(missing.error?.code, 'TITULO_NAO_ENCONTRADO', 'errors arrive typed')
})

t.test("the README's snippet runs from a fresh clone, with nothing built by hand", async (t) => {
  // A fresh clone holds what git tracks under client/ (no dist/); `npm install <clone>/client` links
  // the folder and fetches openapi-fetch, taken here from this project's node_modules.
  const dir = mkdtempSync(join(tmpdir(), 'contas-cliente-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const tracked = execFileSync('git', ['ls-files', 'client'], { encoding: 'utf8' }).trim().split('\n')
  for (const file of tracked) cpSync(file, join(dir, 'clone', file))
  mkdirSync(join(dir, 'app', 'node_modules', '@contas'), { recursive: true })
  symlinkSync(join(dir, 'clone', 'client'), join(dir, 'app', 'node_modules', '@contas', 'cliente'))
  // npm installs a linked folder's dependencies into the folder's own node_modules.
  mkdirSync(join(dir, 'clone', 'client', 'node_modules'))
  symlinkSync(resolve('node_modules', 'openapi-fetch'), join(dir, 'clone', 'client', 'node_modules', 'openapi-fetch'))
  mkdirSync(join(dir, 'app', 'node_modules', '@types'))
  symlinkSync(resolve('node_modules', '@types', 'node'), join(dir, 'app', 'node_modules', '@types', 'node'))
  writeFileSync(join(dir, 'app', 'package.json'), JSON.stringify({ name: 'app', type: 'module', private: true }))

  const ctx = await build(t)
  await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  const url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`
  const overdue = await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ data_vencimento: '2020-01-10', valor_documento: 77.5 }) } })
  const snippet = /```ts\n([\s\S]*?)```/.exec(readFileSync('client/README.md', 'utf8'))?.[1] ?? ''
  t.match(snippet, /from '@contas\/cliente'/, 'the snippet imports the package by its name')
  writeFileSync(join(dir, 'app', 'snippet.ts'), snippet.replace('http://127.0.0.1:3000', url))

  const ran = await new Promise<{ code: number, text: string }>((resolve) => {
    execFile(process.execPath, ['snippet.ts'], { cwd: join(dir, 'app'), env: childEnv({ CONTAS_API_KEY: ctx.keys.read }) }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : Number(error.code ?? 1), text: stdout + stderr })
    })
  })
  t.equal(ran.code, 0, 'it runs', { output: ran.text })
  t.equal(ran.text.trim(), `${String(overdue.json().insertId)} 77.5`, 'and prints the overdue payable')

  writeFileSync(join(dir, 'app', 'tsconfig.json'), JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: true, lib: ['ES2022', 'DOM'], types: ['node'] }, files: ['snippet.ts'] }))
  const checked = await new Promise<{ code: number, text: string }>((resolve) => {
    execFile(process.execPath, [TSC, '-p', join(dir, 'app', 'tsconfig.json'), '--pretty', 'false'], (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : Number(error.code ?? 1), text: stdout + stderr })
    })
  })
  t.equal(checked.code, 0, 'and type-checks against the package as installed', { output: checked.text })
})
