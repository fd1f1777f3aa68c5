import t from 'tap'
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { build, type TestContext } from './helper.js'
import { runImport as run, type Run } from './import-cli.js'

/**
 * The import command (`npm run -s import -- <kind> <file>`), run as a child process against a
 * listening service, the way an operator runs it: counts, stored values, the failures file, and
 * re-runs that resume instead of duplicating.
 */

type Json = Record<string, any>

/** Runs the importer against `url` (unless withUrl is false: then PORT and HOST of `env` say where). */
async function runImport (ctx: TestContext, url: string, args: string[], key = ctx.keys.readWrite, env: NodeJS.ProcessEnv = {}, withUrl = true): Promise<Run> {
  return await run(withUrl && !args.includes('--url') ? [...args, '--url', url] : args, key, env)
}

async function listen (t: Parameters<typeof build>[0]): Promise<{ ctx: TestContext, url: string, dir: string }> {
  const ctx = await build(t)
  await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  const dir = mkdtempSync(join(tmpdir(), 'contas-import-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  return { ctx, url: `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`, dir }
}

async function byCode (ctx: TestContext, kind: string, code: string): Promise<Json | undefined> {
  const res = await ctx.request({ method: 'GET', url: `/${kind}/integracao/${encodeURIComponent(code)}` })
  return res.statusCode === 200 ? res.json().data : undefined
}

t.test('a CSV with semicolons and decimal commas, its failures, and a re-run', async (t) => {
  const { ctx, url, dir } = await listen(t)
  const file = join(dir, 'pagar.csv')
  writeFileSync(file, '\uFEFF' + [
    'codigo_lancamento_integracao;codigo_cliente_fornecedor;data_vencimento;valor_documento;codigo_categoria;observacao;categorias',
    'NF-1;501;2026-12-10;1.234,56;2.01.01;"Aluguel; com ""aspas""";',
    'NF-2;502;2026-12-11;0,10;2.01.02;;',
    'NF-3;503;2026-12-12;dez reais;2.01.02;;',
    'NF-4;504;2026-12-31;0,00;2.01.02;;',
    'NF-5;505;2026-12-15;100,00;;rateado;"[{""codigo_categoria"":""2.01"",""percentual"":70},{""codigo_categoria"":""2.02"",""percentual"":30}]"'
  ].join('\r\n') + '\r\n')
  const first = await runImport(ctx, url, ['contas-pagar', file])
  t.equal(first.code, 1, 'exit 1: some rows failed')
  t.equal(first.stdout, 'created 3, updated 0, unchanged 0, failed 2\n', 'the four counts')
  t.notMatch(first.stderr, /\r/, 'plain lines when not on a terminal')
  t.match(first.stderr, /contas-pagar: 5 rows/, 'progress per batch')

  t.equal((await byCode(ctx, 'contas-pagar', 'NF-1'))?.valor_documento, 1234.56, '1.234,56 is stored exactly')
  t.equal((await byCode(ctx, 'contas-pagar', 'NF-2'))?.valor_documento, 0.1)
  t.equal((await byCode(ctx, 'contas-pagar', 'NF-1'))?.codigo_cliente_fornecedor, 501, 'a number field is a number')
  t.equal((await byCode(ctx, 'contas-pagar', 'NF-1'))?.observacao, 'Aluguel; com "aspas"', 'a quoted cell keeps its separator and quotes')
  t.match((await byCode(ctx, 'contas-pagar', 'NF-5'))?.categorias, [{ codigo_categoria: '2.01', percentual: 70 }, { codigo_categoria: '2.02', percentual: 30 }], 'a JSON cell is a nested field')

  const failures = readFileSync(`${file}.falhas.jsonl`, 'utf8').trim().split('\n').map((line) => JSON.parse(line))
  t.equal(failures.length, 2)
  t.match(failures[0], { linha: 4, item: { codigo_lancamento_integracao: 'NF-3' }, erro: { message: /valor_documento/ } }, 'a row that cannot be read fails locally, with its line')
  t.match(failures[1], { linha: 5, item: { codigo_lancamento_integracao: 'NF-4' }, erro: { statusCode: 400, code: 'VALIDATION_FAILED', details: [{ path: /^\/body\/itens\/[0-9]+\/valor_documento$/ }] } }, 'a row the service refused carries its error body')

  const again = await runImport(ctx, url, ['contas-pagar', file])
  t.equal(again.stdout, 'created 0, updated 0, unchanged 3, failed 2\n', 'running it again changes nothing')
  t.equal((await ctx.request({ method: 'GET', url: '/contas-pagar' })).json().total_registros, 3)
})

t.test('JSON lines, a comma CSV, resuming after an interruption, and 1,200 rows', async (t) => {
  const { ctx, url, dir } = await listen(t)
  const rows = Array.from({ length: 1200 }, (_, i) => ({
    codigo_lancamento_integracao: `R-${i}`, codigo_cliente_fornecedor: `C-${i % 7}`, data_vencimento: '2026-12-20', valor_documento: (i + 1) / 100, codigo_categoria: '1.01'
  }))
  const half = join(dir, 'metade.jsonl')
  writeFileSync(half, rows.slice(0, 600).map((row) => JSON.stringify(row)).join('\n') + '\n')
  t.equal((await runImport(ctx, url, ['contas-receber', half])).stdout, 'created 600, updated 0, unchanged 0, failed 0\n', 'the first half')

  const all = join(dir, 'todos.jsonl')
  const changed = rows.map((row, i) => i === 3 ? { ...row, valor_documento: 99 } : row)
  writeFileSync(all, changed.map((row) => JSON.stringify(row)).join('\n') + '\n{"quebrado": \n')
  const resumed = await runImport(ctx, url, ['contas-receber', all])
  t.equal(resumed.code, 1)
  t.equal(resumed.stdout, 'created 600, updated 1, unchanged 599, failed 1\n', 'the re-run creates only the rest, updates what changed')
  t.equal((resumed.stderr.match(/contas-receber: \d+ rows/g) ?? []).length, 3, 'three batches of at most 500, one progress line each')
  t.equal((await ctx.request({ method: 'GET', url: '/contas-receber?limite=1' })).statusCode, 200)
  t.equal((await byCode(ctx, 'contas-receber', 'R-3'))?.valor_documento, 99)
  t.equal((await byCode(ctx, 'contas-receber', 'R-1199'))?.valor_documento, 12)
  const failed = JSON.parse(readFileSync(`${all}.falhas.jsonl`, 'utf8').trim())
  t.match(failed, { linha: 1201, erro: { message: /not a JSON object/ } }, 'a broken line fails with its line number')

  const csv = join(dir, 'receber.csv')
  writeFileSync(csv, 'codigo_lancamento_integracao,codigo_cliente_fornecedor,data_vencimento,valor_documento,codigo_categoria\nCSV-1,C-1,2026-12-01,1234.5,1.01\n')
  const comma = await runImport(ctx, url, ['contas-receber', csv])
  t.equal(comma.stdout, 'created 1, updated 0, unchanged 0, failed 0\n')
  t.equal(comma.code, 0, 'exit 0 when every row was stored')
  t.notOk(existsSync(`${csv}.falhas.jsonl`), 'no failures file when nothing failed')
  t.equal((await byCode(ctx, 'contas-receber', 'CSV-1'))?.valor_documento, 1234.5)
})

t.test('a refused key or a missing one stops the import', async (t) => {
  const { ctx, url, dir } = await listen(t)
  const file = join(dir, 'x.jsonl')
  writeFileSync(file, JSON.stringify({ codigo_lancamento_integracao: 'X', codigo_cliente_fornecedor: 1, data_vencimento: '2026-12-01', valor_documento: 1, codigo_categoria: '2' }) + '\n')
  const readOnly = await runImport(ctx, url, ['contas-pagar', file], ctx.keys.read)
  t.equal(readOnly.code, 2, 'exit 2')
  t.match(readOnly.stderr, /refused the key \(403/)
  const none = await runImport(ctx, url, ['contas-pagar', file], '')
  t.equal(none.code, 2)
  t.match(none.stderr, /CONTAS_API_KEY/)
  const usage = await runImport(ctx, url, ['contas-a-pagar', file])
  t.equal(usage.code, 2)
  t.match(usage.stderr, /usage: import/)
  t.equal(await byCode(ctx, 'contas-pagar', 'X'), undefined, 'nothing was stored')
})

t.test('the importer says where it sends, each retry, and its failures in file order as the service words them', async (t) => {
  const { ctx, url, dir } = await listen(t)
  const file = join(dir, 'ordem.csv')
  writeFileSync(file, [
    'codigo_lancamento_integracao;codigo_cliente_fornecedor;data_vencimento;valor_documento;codigo_categoria',
    'O-1;501;2026-12-10;1,00;2.01',
    'O-2;502;2026-12-10;0,00;2.01',
    'O-3;503;2026-12-10;dez;2.01',
    'O-4;504;2026-12-10;0,00;2.01',
    'O-5;505;31/12/2026;5,00;2.01'
  ].join('\n') + '\n')
  const port = new URL(url).port
  // No --url and no CONTAS_URL: the URL comes from the service's own PORT and HOST.
  const done = await runImport(ctx, url, ['contas-pagar', file], ctx.keys.readWrite, { PORT: port, HOST: '0.0.0.0' }, false)
  t.equal(done.stdout, 'created 2, updated 0, unchanged 0, failed 3\n')
  t.match(done.stderr.split('\n')[0], `import: contas-pagar from ${file} to http://127.0.0.1:${port}/contas-pagar/lote`, 'the first line names the URL it tries')
  t.match(done.stderr, /contas-pagar: 5 rows read, 4 sent, 2 created, 0 updated, 0 unchanged, 3 failed \(\d+ rows\/s\)/, 'the progress line counts rows read, sent and failed')
  const failures = readFileSync(`${file}.falhas.jsonl`, 'utf8').trim().split('\n').map((line) => JSON.parse(line))
  t.strictSame(failures.map((failure) => failure.linha), [3, 4, 5], 'in file order, whether the importer or the service refused the row')
  for (const failure of failures) t.match(failure.erro, { success: false, statusCode: 400, code: 'VALIDATION_FAILED', message: String, details: [{ path: /^\/body\/(data|itens\/[0-9]+)\/valor_documento$/ }] }, `line ${failure.linha}: the service's error body (the importer's own, or the batch item's)`)
  t.equal((await byCode(ctx, 'contas-pagar', 'O-5'))?.data_vencimento, '2026-12-31', 'a DD/MM/YYYY date is read as the export writes it')

  await ctx.app.close()
  const down = await runImport(ctx, url, ['contas-pagar', file, '--url', url, '--attempts', '3'])
  t.equal(down.code, 2, 'exit 2: the import stopped')
  t.match(down.stderr, new RegExp(`attempt 1 of 3: ${url}/contas-pagar/lote does not answer \\(.*ECONNREFUSED.*\\); next attempt in 2 s`), 'each retry is printed')
  t.match(down.stderr, /attempt 2 of 3: .* next attempt in 4 s/)
  t.match(down.stderr, new RegExp(`import: the service at ${url}/contas-pagar/lote does not answer`))
  t.notMatch(down.stderr, /attempt 3 of 3: .* next attempt/, 'three attempts, then it stops')
})
