import { centsOf, formatBrl, formatShare, readJson, sumCents } from './money.js'
import { formatDate, isoWeekOf, weeksOf, type Week } from './weeks.js'
import { openBalanceCents, type SettledAmounts } from './overdue.js'

/**
 * The cash-flow page (/painel): with the key the user pastes, it asks the API for the period's
 * receivables, payables and expense split, and draws them. It runs in the browser, served by the
 * service itself; every request goes to the service's own origin.
 */

interface Title {
  codigo_lancamento_svc: number
  codigo_lancamento_integracao?: string
  codigo_cliente_fornecedor: number | string
  codigo_categoria: string
  data_vencimento: string
  /** The decimal text the service wrote (readJson keeps it). */
  valor_documento: string
  status_titulo: string
  /** Receivables: the sums of the active receipts. */
  recebimento?: SettledAmounts
}

/** A payment of a payable (GET /contas-pagar/:id/pagamentos). */
interface Payment extends SettledAmounts { estornado: boolean }

/** An overdue title and what is still open of it. */
interface Overdue { kind: 'A receber' | 'A pagar', title: Title, open: bigint }

interface Envelope<T> { data: T }
interface Category { codigo: string, descricao: string }
interface Counterparty { codigo: string, razao_social: string }

/** Names from the company's directories, where it has them; titles carry only codes. */
interface Names { categories: Map<string, string>, counterparties: Map<string, string> }
interface ErrorBody { message?: string }

const MONEY_FIELDS = new Set(['valor_documento', 'valor', 'desconto', 'juros', 'multa'])
const KEY_STORAGE = 'contas.painel.chave'
/** Beyond a year the weekly chart stops being readable. */
const MAX_DAYS = 366
const SVG = 'http://www.w3.org/2000/svg'

function element<T extends HTMLElement> (id: string): T {
  const found = document.getElementById(id)
  if (found === null) throw new Error(`the page has no #${id}`)
  return found as T
}

function html<K extends keyof HTMLElementTagNameMap> (tag: K, attributes: Record<string, string> = {}, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  node.append(...children)
  return node
}

function svg (tag: string, attributes: Record<string, string | number> = {}, ...children: Array<Node | string>): SVGElement {
  const node = document.createElementNS(SVG, tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value))
  node.append(...children)
  return node
}

class ApiProblem extends Error {}

/** GET on the service's own origin (a relative URL, so the page also works behind a path prefix). */
async function get<T> (path: string, key: string): Promise<T> {
  const response = await fetch(path, { headers: { authorization: `Bearer ${key}`, accept: 'application/json' } })
  const text = await response.text()
  if (response.ok) return readJson(text, MONEY_FIELDS) as T
  if (response.status === 401) throw new ApiProblem('A chave foi recusada (401): confira se ela foi colada inteira e se não foi revogada.')
  if (response.status === 403) throw new ApiProblem('A chave não tem o escopo de leitura (read) que o painel usa (403).')
  let message = ''
  try { message = (JSON.parse(text) as ErrorBody).message ?? '' } catch {}
  throw new ApiProblem(`O serviço respondeu ${response.status} a ${path.split('?')[0] as string}${message === '' ? '' : `: ${message}`}`)
}

/** Cancelled titles never happened as cash: they count nowhere on the page. */
const counts = (title: Title) => title.status_titulo !== 'CANCELADO'

interface WeekTotals extends Week { inflow: bigint, outflow: bigint }

function weeklyTotals (weeks: Week[], receivables: Title[], payables: Title[]): WeekTotals[] {
  const byKey = new Map(weeks.map((week) => [week.key, { ...week, inflow: 0n, outflow: 0n }]))
  for (const title of receivables) {
    const week = byKey.get(isoWeekOf(title.data_vencimento))
    if (week !== undefined) week.inflow += centsOf(title.valor_documento)
  }
  for (const title of payables) {
    const week = byKey.get(isoWeekOf(title.data_vencimento))
    if (week !== undefined) week.outflow += centsOf(title.valor_documento)
  }
  return [...byKey.values()]
}

const shortDate = (date: string) => formatDate(date).slice(0, 5)
const weekNumber = (week: Week) => `S${week.key.slice(-2)}`

/** Grouped bars, inflow and outflow side by side per week, on a scale with five gridlines. */
function weeklyChart (weeks: WeekTotals[]): SVGElement {
  // A month's weeks spread over the card; a year's get narrower slots and the card scrolls.
  const slot = Math.max(48, Math.floor(860 / Math.max(weeks.length, 1)))
  const barWidth = Math.min(28, Math.floor(slot * 0.3))
  const left = 120
  const top = 16
  const plotHeight = 240
  const width = left + weeks.length * slot + 16
  const height = top + plotHeight + 52
  const largest = weeks.reduce((max, week) => [week.inflow, week.outflow, max].reduce((a, b) => (a > b ? a : b)), 0n)
  // The top gridline is a round number of reais above the largest bar, so the labels read well.
  const step = niceStep(largest)
  const scaleTop = step * 4n
  const y = (cents: bigint) => top + plotHeight - Number(cents * 10_000n / scaleTop) * plotHeight / 10_000
  const chart = svg('svg', { viewBox: `0 0 ${width} ${height}`, width, height, role: 'img', 'aria-labelledby': 'grafico-titulo', class: 'grafico' },
    svg('title', { id: 'grafico-titulo' }, 'Entradas e saídas por semana'))
  for (let line = 0n; line <= 4n; line++) {
    const at = y(step * line)
    chart.append(
      svg('line', { x1: left, x2: width - 8, y1: at, y2: at, class: line === 0n ? 'eixo' : 'grade' }),
      svg('text', { x: left - 8, y: at + 4, class: 'rotulo-valor', 'text-anchor': 'end' }, formatBrl(step * line).replace(/,00$/, ''))
    )
  }
  weeks.forEach((week, index) => {
    const middle = left + index * slot + slot / 2
    // Any amount shows: a few cents in a chart of thousands still get a hairline bar.
    const bar = (cents: bigint, x: number, kind: string, label: string) =>
      svg('rect', { x, y: Math.min(y(cents), y(0n) - (cents > 0n ? 1 : 0)), width: barWidth, height: Math.max(y(0n) - y(cents), cents > 0n ? 1 : 0), rx: 2, class: `barra ${kind}` },
        svg('title', {}, `${label} ${weekNumber(week)} (${shortDate(week.start)} a ${shortDate(week.end)}): ${formatBrl(cents)}`))
    chart.append(svg('g', {
      class: 'semana',
      'data-semana': week.key,
      'data-inicio': week.start,
      'data-fim': week.end,
      'data-entradas-centavos': week.inflow.toString(),
      'data-saidas-centavos': week.outflow.toString()
    },
    bar(week.inflow, middle - barWidth - 1, 'entrada', 'Entradas'),
    bar(week.outflow, middle + 1, 'saida', 'Saídas'),
    svg('text', { x: middle, y: top + plotHeight + 20, 'text-anchor': 'middle', class: 'rotulo-semana' }, weekNumber(week)),
    svg('text', { x: middle, y: top + plotHeight + 36, 'text-anchor': 'middle', class: 'rotulo-datas' }, `${shortDate(week.start)}–${shortDate(week.end)}`)
    ))
  })
  return chart
}

/** 1, 2 or 5 times a power of ten reais, so that four steps cover `largest`. */
function niceStep (largest: bigint): bigint {
  const quarter = (largest + 3n) / 4n
  for (let power = 100n; ; power *= 10n) {
    for (const factor of [1n, 2n, 5n]) if (power * factor >= quarter) return power * factor
  }
}

function moneyCell (cents: bigint, attributes: Record<string, string> = {}): HTMLTableCellElement {
  return html('td', { class: 'valor', 'data-centavos': cents.toString(), ...attributes }, formatBrl(cents))
}

function weeklyTable (weeks: WeekTotals[]): HTMLTableElement {
  const rows = weeks.map((week) => html('tr', { 'data-semana': week.key },
    html('th', { scope: 'row' }, `${weekNumber(week)} · ${week.key}`),
    html('td', {}, `${formatDate(week.start)} a ${formatDate(week.end)}`),
    moneyCell(week.inflow), moneyCell(week.outflow), moneyCell(week.inflow - week.outflow)))
  return html('table', { class: 'tabela', id: 'tabela-semanas' },
    html('thead', {}, html('tr', {}, html('th', { scope: 'col' }, 'Semana'), html('th', { scope: 'col' }, 'Dias'),
      html('th', { scope: 'col', class: 'valor' }, 'Entradas'), html('th', { scope: 'col', class: 'valor' }, 'Saídas'), html('th', { scope: 'col', class: 'valor' }, 'Saldo'))),
    html('tbody', {}, ...rows))
}

function expenseSplit (fixed: Title[], variable: Title[]): HTMLElement {
  const fixedCents = sumCents(fixed.map((title) => centsOf(title.valor_documento)))
  const variableCents = sumCents(variable.map((title) => centsOf(title.valor_documento)))
  const total = fixedCents + variableCents
  const width = 640
  const fixedWidth = total === 0n ? 0 : Number(fixedCents * BigInt(width) / total)
  const bar = svg('svg', { viewBox: `0 0 ${width} 28`, width: '100%', height: 28, role: 'img', 'aria-label': 'Despesas fixas e variáveis', class: 'barra-despesas', preserveAspectRatio: 'none' },
    svg('rect', { x: 0, y: 0, width: fixedWidth, height: 28, class: 'fixa' }),
    svg('rect', { x: fixedWidth, y: 0, width: width - fixedWidth, height: 28, class: total === 0n ? 'vazia' : 'variavel' }))
  const card = (kind: string, label: string, cents: bigint, titles: Title[]) => html('div', { class: `cartao ${kind}`, id: `despesas-${kind}`, 'data-titulos': String(titles.length) },
    html('span', {}, label),
    html('strong', { 'data-centavos': cents.toString() }, formatBrl(cents)),
    html('small', {}, `${formatShare(cents, total)} · ${titles.length} ${titles.length === 1 ? 'título' : 'títulos'}`))
  return html('div', {},
    html('div', { class: 'cartoes' }, card('fixa', 'Despesas fixas', fixedCents, fixed), card('variavel', 'Despesas variáveis', variableCents, variable)),
    bar,
    html('p', { class: 'nota' }, 'Fixas: categorias classificadas FIXA em /categorias. Variáveis: as demais, inclusive categorias não cadastradas.'))
}

function named (code: string, name: string | undefined): Array<Node | string> {
  return name === undefined ? [code] : [name, ' ', html('small', { class: 'codigo' }, code)]
}

/**
 * The period's titles past due with an open balance (vencido=true: ATRASADO and the partly paid past
 * due), each with what is still open: a receivable's receipts are summed in its recebimento, a
 * partly paid payable's payments are read from its pagamentos.
 */
async function overdueTitles (key: string, filter: string): Promise<Overdue[]> {
  const [receivables, payables] = await Promise.all([
    get<Envelope<Title[]>>(`contas-receber?${filter}&vencido=true`, key),
    get<Envelope<Title[]>>(`contas-pagar?${filter}&vencido=true`, key)
  ])
  const paid = async (title: Title): Promise<SettledAmounts[]> => title.status_titulo !== 'PAGTO_PARCIAL'
    ? []
    : (await get<Envelope<Payment[]>>(`contas-pagar/${title.codigo_lancamento_svc}/pagamentos`, key)).data.filter((payment) => !payment.estornado)
  return [
    ...receivables.data.map((title): Overdue => ({ kind: 'A receber', title, open: openBalanceCents(title.valor_documento, title.recebimento === undefined ? [] : [title.recebimento]) })),
    ...await Promise.all(payables.data.map(async (title): Promise<Overdue> => ({ kind: 'A pagar', title, open: openBalanceCents(title.valor_documento, await paid(title)) })))
  ].sort((a, b) => a.title.data_vencimento.localeCompare(b.title.data_vencimento) || a.title.codigo_lancamento_svc - b.title.codigo_lancamento_svc)
}

function overdueTable (overdue: Overdue[], names: Names): HTMLElement {
  if (overdue.length === 0) return html('p', { class: 'vazio', id: 'atrasados-vazio' }, 'Nenhum título atrasado no período.')
  const total = (kind: string) => sumCents(overdue.filter((row) => row.kind === kind).map((row) => row.open))
  const rows = overdue.map(({ kind, title, open }) => html('tr', { 'data-tipo': kind === 'A pagar' ? 'pagar' : 'receber', 'data-codigo': String(title.codigo_lancamento_svc) },
    html('td', {}, html('span', { class: `etiqueta ${kind === 'A pagar' ? 'saida' : 'entrada'}` }, kind)),
    html('td', {}, formatDate(title.data_vencimento)),
    html('td', {}, title.codigo_lancamento_integracao ?? `#${title.codigo_lancamento_svc}`),
    html('td', { class: 'contraparte' }, ...named(String(title.codigo_cliente_fornecedor), names.counterparties.get(String(title.codigo_cliente_fornecedor)))),
    html('td', {}, ...named(title.codigo_categoria, names.categories.get(title.codigo_categoria))),
    html('td', {}, title.status_titulo === 'PAGTO_PARCIAL' ? 'Pago em parte' : 'Em aberto'),
    moneyCell(centsOf(title.valor_documento)),
    moneyCell(open, { class: 'valor em-aberto' })))
  return html('table', { class: 'tabela', id: 'tabela-atrasados' },
    html('thead', {}, html('tr', {}, ...['Tipo', 'Vencimento', 'Título', 'Cliente/fornecedor', 'Categoria', 'Situação'].map((name) => html('th', { scope: 'col' }, name)),
      html('th', { scope: 'col', class: 'valor' }, 'Valor'), html('th', { scope: 'col', class: 'valor' }, 'Em aberto'))),
    html('tbody', {}, ...rows),
    html('tfoot', {},
      html('tr', {}, html('th', { scope: 'row', colspan: '7' }, 'Atrasado a receber (em aberto)'), moneyCell(total('A receber'), { id: 'atrasado-receber' })),
      html('tr', {}, html('th', { scope: 'row', colspan: '7' }, 'Atrasado a pagar (em aberto)'), moneyCell(total('A pagar'), { id: 'atrasado-pagar' }))))
}

function setTotal (id: string, cents: bigint): void {
  const target = element(id)
  target.textContent = formatBrl(cents)
  target.dataset.centavos = cents.toString()
  target.classList.toggle('negativo', cents < 0n)
}

function showMessage (text: string): void {
  const message = element('mensagem')
  message.textContent = text
  message.hidden = text === ''
}

async function show (key: string, from: string, to: string): Promise<void> {
  const result = element('resultado')
  result.dataset.estado = 'carregando'
  const filter = `data_vencimento_de=${from}&data_vencimento_ate=${to}`
  const [receivables, payables, expenses, categories, counterparties, overdue] = await Promise.all([
    get<Envelope<Title[]>>(`contas-receber?${filter}`, key),
    get<Envelope<Title[]>>(`contas-pagar?${filter}`, key),
    get<Envelope<{ fixas: Title[], variaveis: Title[] }>>(`contas-pagar/despesas?${filter}`, key),
    get<Envelope<Category[]>>('categorias', key),
    get<Envelope<Counterparty[]>>('clientes-fornecedores', key),
    overdueTitles(key, filter)
  ])
  const names: Names = {
    categories: new Map(categories.data.map((category) => [category.codigo, category.descricao])),
    counterparties: new Map(counterparties.data.map((counterparty) => [counterparty.codigo, counterparty.razao_social]))
  }
  const inflows = receivables.data.filter(counts)
  const outflows = payables.data.filter(counts)
  const weeks = weeklyTotals(weeksOf(from, to), inflows, outflows)
  const totalIn = sumCents(weeks.map((week) => week.inflow))
  const totalOut = sumCents(weeks.map((week) => week.outflow))
  setTotal('total-entradas', totalIn)
  setTotal('total-saidas', totalOut)
  setTotal('saldo', totalIn - totalOut)
  element('periodo').textContent = `${formatDate(from)} a ${formatDate(to)}`
  element('grafico').replaceChildren(weeklyChart(weeks))
  element('semanas').replaceChildren(weeklyTable(weeks))
  element('despesas').replaceChildren(expenseSplit(expenses.data.fixas.filter(counts), expenses.data.variaveis.filter(counts)))
  element('atrasados').replaceChildren(overdueTable(overdue, names))
  result.hidden = false
  result.dataset.estado = 'pronto'
}

function currentMonth (): { from: string, to: string } {
  const today = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  const last = new Date(today.getFullYear(), today.getMonth() + 1, 0).getDate()
  const month = `${today.getFullYear()}-${pad(today.getMonth() + 1)}`
  return { from: `${month}-01`, to: `${month}-${pad(last)}` }
}

function start (): void {
  const form = element<HTMLFormElement>('filtros')
  const keyInput = element<HTMLInputElement>('chave')
  const fromInput = element<HTMLInputElement>('de')
  const toInput = element<HTMLInputElement>('ate')
  // The key lives in this tab only (sessionStorage), and only once the user has used it.
  keyInput.value = sessionStorage.getItem(KEY_STORAGE) ?? ''
  const month = currentMonth()
  fromInput.value = month.from
  toInput.value = month.to
  element('esquecer').addEventListener('click', () => {
    sessionStorage.removeItem(KEY_STORAGE)
    keyInput.value = ''
    keyInput.focus()
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const key = keyInput.value.trim()
    const from = fromInput.value
    const to = toInput.value
    if (from > to) return showMessage('A data inicial vem depois da final.')
    if ((Date.parse(to) - Date.parse(from)) / 86_400_000 >= MAX_DAYS) return showMessage('Escolha um período de até um ano.')
    sessionStorage.setItem(KEY_STORAGE, key)
    showMessage('')
    show(key, from, to).catch((error: unknown) => {
      const result = element('resultado')
      result.dataset.estado = 'erro'
      result.hidden = true
      showMessage(error instanceof ApiProblem ? error.message : `Não foi possível carregar o painel: ${String(error)}`)
    })
  })
}

start()
