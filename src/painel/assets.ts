/**
 * The cash-flow page's markup and style. They live in a module, not in files beside it, so that the
 * build (tsc) carries them into dist/ with the server; the script is compiled from page/.
 * No inline script or style: the page's Content-Security-Policy allows only the service's own files.
 */

export const PAGE_HTML = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fluxo de caixa · Contas a pagar e a receber</title>
<link rel="stylesheet" href="painel/painel.css">
<script type="module" src="painel/painel.js"></script>
</head>
<body>
<header class="topo">
  <h1>Fluxo de caixa</h1>
  <p>Entradas a receber e saídas a pagar da sua empresa, semana a semana.</p>
</header>
<main>
  <form id="filtros" class="filtros" autocomplete="off">
    <label class="campo campo-chave">Chave de API
      <input id="chave" name="chave" type="password" required spellcheck="false" placeholder="Cole aqui a sua chave">
    </label>
    <label class="campo">De <input id="de" name="de" type="date" required></label>
    <label class="campo">Até <input id="ate" name="ate" type="date" required></label>
    <button type="submit" id="mostrar">Mostrar</button>
    <button type="button" id="esquecer" class="secundario">Esquecer a chave</button>
  </form>
  <p class="nota">A chave fica só nesta aba do navegador (sessionStorage) e vai apenas a este serviço.
    Semanas ISO 8601, de segunda a domingo; a primeira e a última são cortadas nas datas escolhidas.
    Cada título conta na semana do seu vencimento, pelo valor do documento; títulos cancelados não entram.</p>
  <p id="mensagem" class="mensagem" role="alert" hidden></p>
  <div id="resultado" hidden>
    <p class="periodo">Período: <span id="periodo"></span></p>
    <div class="cartoes">
      <div class="cartao entrada"><span>Entradas (a receber)</span><strong id="total-entradas"></strong></div>
      <div class="cartao saida"><span>Saídas (a pagar)</span><strong id="total-saidas"></strong></div>
      <div class="cartao saldo"><span>Saldo do período</span><strong id="saldo"></strong></div>
    </div>
    <section class="bloco">
      <h2>Entradas e saídas por semana</h2>
      <p class="legenda"><span class="amostra entrada"></span>Entradas (a receber) <span class="amostra saida"></span>Saídas (a pagar)</p>
      <div id="grafico" class="rolagem"></div>
      <details class="detalhes"><summary>Valores por semana</summary><div id="semanas" class="rolagem"></div></details>
    </section>
    <section class="bloco">
      <h2>Despesas fixas e variáveis</h2>
      <div id="despesas"></div>
    </section>
    <section class="bloco">
      <h2>Títulos atrasados</h2>
      <p class="nota">Vencidos antes de hoje com saldo em aberto, inclusive os pagos em parte, com vencimento no período; o valor em aberto desconta o que já foi pago ou recebido.</p>
      <div id="atrasados" class="rolagem"></div>
    </section>
  </div>
</main>
</body>
</html>
`

export const PAGE_CSS = `:root {
  --fundo: #f5f6f8; --cartao: #ffffff; --texto: #1d2330; --suave: #5b6475; --linha: #e2e5eb;
  --entrada: #1f8a5b; --saida: #c2453d; --fixa: #3b5bdb; --variavel: #f08c00; --destaque: #1d4ed8;
  font-family: "DejaVu Sans", "Segoe UI", Roboto, Helvetica, Arial, sans-serif;
  color: var(--texto); background: var(--fundo);
}
* { box-sizing: border-box; }
body { margin: 0; }
.topo { background: #1d2330; color: #fff; padding: 20px 32px; }
.topo h1 { margin: 0 0 4px; font-size: 24px; }
.topo p { margin: 0; color: #c8cfdb; }
main { max-width: 1120px; margin: 0 auto; padding: 20px 32px 40px; }
.filtros { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 12px; background: var(--cartao); padding: 16px; border-radius: 8px; border: 1px solid var(--linha); }
.campo { display: flex; flex-direction: column; gap: 4px; font-size: 13px; color: var(--suave); }
.campo-chave { flex: 1 1 320px; }
input { font: inherit; font-size: 15px; padding: 8px 10px; border: 1px solid #c5cad3; border-radius: 6px; color: var(--texto); }
button { font: inherit; font-size: 15px; padding: 9px 18px; border-radius: 6px; border: 1px solid var(--destaque); background: var(--destaque); color: #fff; cursor: pointer; }
button.secundario { background: transparent; color: var(--destaque); }
.nota { color: var(--suave); font-size: 13px; line-height: 1.5; }
.mensagem { background: #fdecea; color: #8a1c13; border: 1px solid #f5c2bd; padding: 10px 14px; border-radius: 6px; }
.periodo { font-size: 14px; color: var(--suave); margin: 8px 0; }
.cartoes { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 12px; margin: 8px 0 16px; }
.cartao { background: var(--cartao); border: 1px solid var(--linha); border-left: 5px solid var(--suave); border-radius: 8px; padding: 12px 16px; display: flex; flex-direction: column; gap: 4px; }
.cartao span { font-size: 13px; color: var(--suave); }
.cartao strong { font-size: 22px; white-space: nowrap; font-variant-numeric: tabular-nums; }
.cartao small { color: var(--suave); }
.cartao.entrada { border-left-color: var(--entrada); }
.cartao.saida { border-left-color: var(--saida); }
.cartao.saldo { border-left-color: var(--destaque); }
.cartao.fixa { border-left-color: var(--fixa); }
.cartao.variavel { border-left-color: var(--variavel); }
.negativo { color: var(--saida); }
.bloco { background: var(--cartao); border: 1px solid var(--linha); border-radius: 8px; padding: 16px 20px; margin: 16px 0; }
.bloco h2 { font-size: 17px; margin: 0 0 8px; }
.legenda { font-size: 13px; color: var(--suave); display: flex; align-items: center; gap: 6px; margin: 0 0 8px; }
.amostra { display: inline-block; width: 12px; height: 12px; border-radius: 2px; margin-left: 10px; }
.amostra.entrada { background: var(--entrada); }
.amostra.saida { background: var(--saida); }
.rolagem { overflow-x: auto; }
.grafico { display: block; }
.grafico .grade { stroke: var(--linha); }
.grafico .eixo { stroke: #9aa1ad; }
.grafico text { font-size: 11px; fill: var(--suave); font-variant-numeric: tabular-nums; }
.grafico .rotulo-semana { font-size: 12px; font-weight: bold; fill: var(--texto); }
.barra.entrada { fill: var(--entrada); }
.barra.saida { fill: var(--saida); }
.barra-despesas { display: block; border-radius: 6px; margin: 4px 0; }
.barra-despesas .fixa { fill: var(--fixa); }
.barra-despesas .variavel { fill: var(--variavel); }
.barra-despesas .vazia { fill: var(--linha); }
.detalhes summary { cursor: pointer; color: var(--destaque); font-size: 14px; margin-top: 8px; }
.tabela { width: 100%; border-collapse: collapse; font-size: 14px; margin-top: 8px; }
.tabela th, .tabela td { text-align: left; padding: 7px 10px; border-bottom: 1px solid var(--linha); white-space: nowrap; }
.tabela thead th { color: var(--suave); font-weight: normal; font-size: 13px; }
.tabela .valor { text-align: right; font-variant-numeric: tabular-nums; }
.tabela tfoot th, .tabela tfoot td { font-weight: bold; border-bottom: none; }
.etiqueta { font-size: 12px; padding: 2px 8px; border-radius: 10px; color: #fff; }
.etiqueta.entrada { background: var(--entrada); }
.etiqueta.saida { background: var(--saida); }
.vazio { color: var(--suave); }
.codigo { color: var(--suave); font-size: 12px; }
`
