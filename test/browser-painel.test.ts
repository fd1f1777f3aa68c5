import t from 'tap'
import { execFile } from 'node:child_process'
import { toCents } from '../src/money.js'
import { build, createTitle, payable, receivable, type TestContext } from './helper.js'
import { freePort } from '../bench/free-port.js'
import { openBrowser } from './browser.js'

/**
 * The cash-flow page (/painel, issue 9) as a finance person uses it, in a real browser: paste a key,
 * pick a period, read the weekly chart, the totals, the fixed/variable split and the overdue titles.
 * Everything the page shows is checked against what the API answers for the same period, summed
 * here in integer cents. PAINEL_SCREENSHOT=docs/painel.png also saves the screenshot the README shows.
 */

/** "Today" in the business time zone, so the overdue titles are the same on every run. */
const NOW = new Date('2026-03-18T15:00:00Z')
const FROM = '2026-03-01'
const TO = '2026-03-31'

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
/** The amount as a Brazilian reads it, written by Intl (not by the page's code): "R$ 1.234,56". */
const reais = (cents: number) => brl.format(cents / 100).replace(/\s/g, ' ')

interface ApiTitle { codigo_lancamento_svc: number, codigo_cliente_fornecedor: number | string, data_vencimento: string, valor_documento: number, status_titulo: string }

async function buildPage (): Promise<void> {
  // The page's scripts are compiled by the project's build; the app under test serves them from dist/.
  await new Promise<void>((resolve, reject) => {
    execFile('npm', ['run', '-s', 'build:painel'], (error, stdout, stderr) => error === null ? resolve() : reject(new Error(`npm run build:painel failed: ${stdout}${stderr}`)))
  })
}

const COUNTERPARTIES = { 1001: 'Imobiliária Sol Ltda', 1002: 'Papelaria Central ME', 'C-1001': 'Mercado Bom Preço Ltda', 'C-2002': 'Construtora Horizonte S.A.' }

async function seed (ctx: TestContext): Promise<void> {
  const put = async (url: string, payload: Record<string, string>) => {
    const res = await ctx.request({ method: 'PUT', url, payload })
    if (res.statusCode >= 300) throw new Error(`PUT ${url}: ${res.statusCode} ${res.body}`)
  }
  for (const [codigo, descricao, tipo] of [['2.01.01', 'Aluguel', 'FIXA'], ['2.01.02', 'Folha de pagamento', 'FIXA'], ['2.02.01', 'Material de escritório', 'VARIAVEL'], ['1.01.01', 'Vendas', 'RECEITA']]) {
    await put(`/categorias/${codigo}`, { descricao: descricao as string, tipo: tipo as string })
  }
  for (const [codigo, razao_social] of Object.entries(COUNTERPARTIES)) await put(`/clientes-fornecedores/${codigo}`, { razao_social })
  // Across six ISO weeks of March 2026 and outside it; amounts whose float sums drift (0.1 + 0.2).
  const receivables: Array<Record<string, unknown>> = [
    { data_vencimento: '2026-02-27', valor_documento: 999.99 },
    { data_vencimento: '2026-03-01', valor_documento: 0.07 },
    { data_vencimento: '2026-03-04', valor_documento: 1500.07, codigo_cliente_fornecedor: 'C-2002' },
    { data_vencimento: '2026-03-05', valor_documento: 0.1 },
    { data_vencimento: '2026-03-05', valor_documento: 0.2 },
    { data_vencimento: '2026-03-12', valor_documento: 12345.67, status_titulo: 'LIQUIDADO' },
    { data_vencimento: '2026-03-18', valor_documento: 800 },
    { data_vencimento: '2026-03-25', valor_documento: 25000.5, codigo_lancamento_integracao: 'CONTRATO-77', codigo_cliente_fornecedor: 'C-2002' },
    { data_vencimento: '2026-03-31', valor_documento: 4321.09 },
    { data_vencimento: '2026-04-01', valor_documento: 70 }
  ]
  for (const overrides of receivables) await createTitle(ctx, '/contas-receber', receivable(overrides))
  const payables: Array<Record<string, unknown>> = [
    { data_vencimento: '2026-03-02', valor_documento: 3200, codigo_categoria: '2.01.01', codigo_lancamento_integracao: 'ALUGUEL-03' },
    { data_vencimento: '2026-03-06', valor_documento: 410.33, codigo_categoria: '2.02.01', codigo_cliente_fornecedor: 1002 },
    // Late and partly paid: overdue money that ATRASADO alone leaves out.
    { data_vencimento: '2026-03-09', valor_documento: 100, codigo_categoria: '2.02.01', codigo_cliente_fornecedor: 1002, valor_pag: 10 },
    { data_vencimento: '2026-03-10', valor_documento: 8000.01, codigo_categoria: '2.01.02', status_titulo: 'PAGO' },
    { data_vencimento: '2026-03-16', valor_documento: 77.77, codigo_categoria: '2.09.09', codigo_cliente_fornecedor: 1003 },
    { data_vencimento: '2026-03-23', valor_documento: 3200, codigo_categoria: '2.01.01' },
    { data_vencimento: '2026-03-27', valor_documento: 1234.56, codigo_categoria: '2.02.01' },
    { data_vencimento: '2026-04-02', valor_documento: 50, codigo_categoria: '2.02.01' }
  ]
  for (const overrides of payables) await createTitle(ctx, '/contas-pagar', payable(overrides))
  // Cancelled titles in the period: the page must leave them out.
  for (const [path, make] of [['/contas-pagar', payable], ['/contas-receber', receivable]] as const) {
    const id = await createTitle(ctx, path, make({ data_vencimento: '2026-03-24', valor_documento: 999 }))
    const res = await ctx.request({ method: 'POST', url: `${path}/${id}/cancelamento`, payload: { motivo: 'Desistência' } })
    if (res.statusCode !== 200) throw new Error(`cancel: ${res.statusCode} ${res.body}`)
  }
}

/** What the page should show, computed from the API's own answers for the period. */
async function expected (ctx: TestContext) {
  const filter = `data_vencimento_de=${FROM}&data_vencimento_ate=${TO}`
  const list = async (url: string) => (await ctx.request({ method: 'GET', url: `${url}?${filter}` })).json().data
  const live = (titles: ApiTitle[]) => titles.filter((title) => title.status_titulo !== 'CANCELADO')
  const receivables: ApiTitle[] = live(await list('/contas-receber'))
  const payables: ApiTitle[] = live(await list('/contas-pagar'))
  const expenses = await list('/contas-pagar/despesas')
  const sum = (titles: ApiTitle[]) => titles.reduce((total, title) => total + toCents(title.valor_documento), 0)

  // ISO weeks by their Monday, computed here on their own: Date.UTC days, Monday = day - (weekday + 6) % 7.
  const day = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000
  const date = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10)
  const monday = (n: number) => n - (new Date(n * 86_400_000).getUTCDay() + 6) % 7
  const isoWeek = (m: number) => {
    const year = new Date((m + 3) * 86_400_000).getUTCFullYear()
    return `${year}-W${String(Math.floor((m + 3 - Date.UTC(year, 0, 1) / 86_400_000) / 7) + 1).padStart(2, '0')}`
  }
  const weeks = []
  for (let m = monday(day(FROM)); m <= day(TO); m += 7) {
    const inWeek = (title: ApiTitle) => monday(day(title.data_vencimento)) === m
    weeks.push({
      semana: isoWeek(m),
      inicio: date(Math.max(m, day(FROM))),
      fim: date(Math.min(m + 6, day(TO))),
      entradas: sum(receivables.filter(inWeek)),
      saidas: sum(payables.filter(inWeek))
    })
  }
  // Past due with an open balance, partly paid included (vencido=true), each with what is still open.
  const pastDue = async (path: string) => (await ctx.request({ method: 'GET', url: `${path}?${filter}&vencido=true` })).json().data as ApiTitle[]
  const open = async (path: string, title: ApiTitle) => {
    if (title.status_titulo !== 'PAGTO_PARCIAL') return toCents(title.valor_documento)
    const payments = (await ctx.request({ method: 'GET', url: `${path}/${title.codigo_lancamento_svc}/pagamentos` })).json().data as Array<{ valor: number, desconto?: number, juros?: number, multa?: number, estornado: boolean }>
    const paidOff = payments.filter((payment) => !payment.estornado).reduce((total, payment) => total + toCents(payment.valor) + toCents(payment.desconto ?? 0) - toCents(payment.juros ?? 0) - toCents(payment.multa ?? 0), 0)
    return toCents(title.valor_documento) - paidOff
  }
  const overdueReceivables = await pastDue('/contas-receber')
  const overduePayables = await pastDue('/contas-pagar')
  const overdue = [...overdueReceivables, ...overduePayables]
  const openSum = async (path: string, titles: ApiTitle[]) => (await Promise.all(titles.map(async (title) => await open(path, title)))).reduce((a, b) => a + b, 0)
  return {
    weeks,
    inflow: sum(receivables),
    outflow: sum(payables),
    fixed: sum(live(expenses.fixas)),
    variable: sum(live(expenses.variaveis)),
    overdue: overdue.map((title) => ({
      codigo: title.codigo_lancamento_svc,
      // The directory's name where it has one (1003 is in no directory), else the code.
      contraparte: COUNTERPARTIES[title.codigo_cliente_fornecedor as keyof typeof COUNTERPARTIES] ?? String(title.codigo_cliente_fornecedor)
    })).sort((a, b) => a.codigo - b.codigo),
    overdueIn: await openSum('/contas-receber', overdueReceivables),
    overdueOut: await openSum('/contas-pagar', overduePayables),
    partlyPaidOverdue: overduePayables.some((title) => title.status_titulo === 'PAGTO_PARCIAL')
  }
}

t.test('/painel shows the period\'s weekly cash flow, expense split and overdue titles as the API has them', async (t) => {
  const port = await freePort()
  // With a CORS allow-list that names another origin, as production has: the page is same-origin and needs none.
  const env = { HOST: '127.0.0.1', PORT: String(port), CORS_ORIGINS: 'https://erp.example.com' }
  const [ctx] = await Promise.all([build(t, { now: () => NOW, env }), buildPage()])
  await ctx.app.listen({ host: '127.0.0.1', port })
  const origin = `http://127.0.0.1:${port}`
  await seed(ctx)
  const want = await expected(ctx)
  t.ok(want.partlyPaidOverdue, 'a partly paid payable is past due')
  t.ok(want.overdue.length > 0 && want.weeks.some((week) => week.entradas > 0) && want.fixed > 0 && want.variable > 0, 'the seeded period has every kind of figure')

  const { page, foreignRequests } = await openBrowser(t, origin)
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  // Chromium logs every 4xx as a console error; the refused key below is one on purpose.
  page.on('console', (message) => { if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console: ${message.text()}`) })

  const response = await page.goto(`${origin}/painel`)
  t.equal(response?.status(), 200, 'the page is served without a key')
  t.match(response?.headers()['content-security-policy'], /script-src 'self'/, 'under a Content-Security-Policy that allows only the service\'s own scripts')
  t.notMatch(response?.headers()['content-security-policy'], /unsafe-inline/, 'and no inline code')

  await page.locator('#chave').fill('not-a-key')
  await page.locator('#de').fill(FROM)
  await page.locator('#ate').fill(TO)
  await page.locator('#mostrar').click()
  await page.locator('#mensagem').waitFor()
  t.match(await page.locator('#mensagem').innerText(), /recusada \(401\)/, 'a wrong key is explained, not shown as an empty period')

  await page.locator('#chave').fill(ctx.keys.read)
  await page.locator('#mostrar').click()
  await page.locator('#resultado[data-estado="pronto"]').waitFor()
  t.equal(await page.locator('#mensagem').isHidden(), true, 'the message goes away once the key works')

  const bars = await page.locator('#grafico g.semana').evaluateAll((groups) => groups.map((group) => ({
    semana: group.getAttribute('data-semana'),
    inicio: group.getAttribute('data-inicio'),
    fim: group.getAttribute('data-fim'),
    entradas: Number(group.getAttribute('data-entradas-centavos')),
    saidas: Number(group.getAttribute('data-saidas-centavos'))
  })))
  t.strictSame(bars, want.weeks, 'one pair of bars per ISO week of the period (Monday to Sunday, cut at its ends), with the API\'s sums')
  const heights = await page.locator('#grafico rect.barra').evaluateAll((rects) => rects.map((rect) => ({
    cents: Number(rect.closest('g')?.getAttribute(rect.classList.contains('entrada') ? 'data-entradas-centavos' : 'data-saidas-centavos')),
    height: Number(rect.getAttribute('height'))
  })))
  heights.sort((a, b) => a.cents - b.cents)
  t.ok(heights.every((bar, i) => i === 0 || bar.height >= (heights[i - 1] as typeof bar).height), 'a larger amount never has a shorter bar')
  t.ok(heights.every((bar) => (bar.cents === 0) === (bar.height === 0)), 'only an empty week has no bar')

  const shown = async (selector: string) => ({
    text: (await page.locator(selector).innerText()).replace(/\s/g, ' '),
    cents: Number(await page.locator(selector).getAttribute('data-centavos'))
  })
  t.strictSame(await shown('#total-entradas'), { text: reais(want.inflow), cents: want.inflow }, 'receivables in, to the cent')
  t.strictSame(await shown('#total-saidas'), { text: reais(want.outflow), cents: want.outflow }, 'payables out, to the cent')
  t.strictSame(await shown('#saldo'), { text: reais(want.inflow - want.outflow), cents: want.inflow - want.outflow }, 'and the balance')

  t.strictSame(await shown('#despesas-fixa strong'), { text: reais(want.fixed), cents: want.fixed }, 'fixed expenses as /contas-pagar/despesas has them')
  t.strictSame(await shown('#despesas-variavel strong'), { text: reais(want.variable), cents: want.variable }, 'and variable ones')
  t.equal(want.fixed + want.variable, want.outflow, 'the split covers every payable of the period')

  const overdueRows = await page.locator('#tabela-atrasados tbody tr').evaluateAll((rows) => rows.map((row) => ({
    codigo: Number(row.getAttribute('data-codigo')),
    contraparte: row.querySelector('td.contraparte')?.firstChild?.textContent
  })))
  t.strictSame(overdueRows.sort((a, b) => a.codigo - b.codigo), want.overdue, 'the overdue titles are those the API lists with vencido=true (partly paid included), with their counterparty\'s name')
  t.strictSame(await shown('#atrasado-receber'), { text: reais(want.overdueIn), cents: want.overdueIn }, 'with the overdue receivables\' open balance')
  t.strictSame(await shown('#atrasado-pagar'), { text: reais(want.overdueOut), cents: want.overdueOut }, 'and the overdue payables\' open balance, less what was paid of the partly paid one')

  const storage = await page.evaluate(() => ({ session: sessionStorage.length, local: localStorage.length, cookies: document.cookie }))
  t.strictSame(storage, { session: 1, local: 0, cookies: '' }, 'the key is kept in this tab\'s sessionStorage only')
  t.strictSame(problems, [], 'no script error and no Content-Security-Policy violation')
  t.strictSame(foreignRequests, [], 'no request left the service\'s origin')

  if (process.env.PAINEL_SCREENSHOT !== undefined) await page.screenshot({ path: process.env.PAINEL_SCREENSHOT, fullPage: true })
})
