/**
 * The local Asaas sandbox's hosted checkout page (the payment's `invoiceUrl`): server-rendered
 * pt-BR HTML with inline CSS and one small inline script, no external requests (the Content-Security-
 * Policy set by the server forbids them). It works without JavaScript: the tabs are links
 * (`?metodo=pix|boleto|cartao`) and paying is a form POST; the script only switches tabs in place
 * and copies codes to the clipboard.
 */
import { formatBRL, formatDatePtBR } from '#shared/format.js';

export type CheckoutTab = 'pix' | 'boleto' | 'cartao';

export const CHECKOUT_TABS: readonly CheckoutTab[] = ['pix', 'boleto', 'cartao'];

export interface CheckoutPageData {
  readonly paymentId: string;
  readonly merchantName: string;
  readonly value: number;
  readonly description?: string;
  readonly dueDate: string;
  readonly invoiceNumber: string;
  readonly status: string;
  /** Method the payment was settled with, once paid. */
  readonly paidWith?: 'PIX' | 'BOLETO' | 'CREDIT_CARD';
  readonly paymentDate?: string;
  /** The payment's `callback.successUrl`: a paid invoice links back to the site ("Ir para o site"). */
  readonly successUrl?: string;
  readonly pix: { readonly imageDataUrl: string; readonly payload: string };
  readonly linhaDigitavel: string;
  readonly tab: CheckoutTab;
  /** Card form errors, by field, and the values to show again (never the number or the CVV). */
  readonly cardErrors?: Partial<Record<'numero' | 'nome' | 'validade' | 'cvv' | 'geral', string>>;
  readonly cardValues?: { readonly nome?: string; readonly validade?: string };
  /** Nonce of the inline script, allowed by the page's CSP. */
  readonly nonce: string;
}

/** The Asaas sandbox test card, shown as a hint. */
export const SANDBOX_TEST_CARD = '5162 3062 1937 8829';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const TAB_LABELS: Record<CheckoutTab, string> = { pix: 'PIX', boleto: 'Boleto', cartao: 'Cartão de crédito' };
const METHOD_LABELS = { PIX: 'Pix', BOLETO: 'boleto', CREDIT_CARD: 'cartão de crédito' } as const;

const STYLE = `
:root { color-scheme: light; --azul: #0b3b8c; --azul-claro: #e8effc; --verde: #0a7a3d; --verde-claro: #e6f5ec;
  --texto: #1c2430; --suave: #5b6675; --borda: #d7dde6; --fundo: #f3f5f9; --erro: #b3261e; }
* { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  color: var(--texto); background: var(--fundo); line-height: 1.5; }
.aviso-teste { background: #fff4d6; color: #5c4300; text-align: center; font-size: .875rem; padding: .5rem 1rem;
  border-bottom: 1px solid #f0d98a; }
header.topo { background: var(--azul); color: #fff; }
header.topo .conteudo { max-width: 960px; margin: 0 auto; padding: 1rem; display: flex; align-items: center; gap: .75rem; }
.logo { width: 40px; height: 40px; border-radius: 10px; background: #fff; color: var(--azul); display: grid;
  place-items: center; font-weight: 800; font-size: 1.1rem; flex: none; }
header.topo .nome { font-weight: 700; font-size: 1.125rem; }
header.topo .sub { font-size: .8rem; opacity: .85; }
main { max-width: 960px; margin: 0 auto; padding: 1rem; display: grid; gap: 1rem; }
@media (min-width: 860px) { main { grid-template-columns: 320px 1fr; align-items: start; padding: 2rem 1rem; } }
.cartao { background: #fff; border: 1px solid var(--borda); border-radius: 12px; padding: 1.25rem; }
.resumo h1 { font-size: 1rem; margin: 0 0 .75rem; color: var(--suave); font-weight: 600; }
.valor { font-size: 2rem; font-weight: 800; margin: 0; letter-spacing: -.01em; }
dl { margin: 1rem 0 0; display: grid; gap: .5rem; }
dl div { display: flex; justify-content: space-between; gap: 1rem; border-top: 1px solid var(--borda); padding-top: .5rem; }
dt { color: var(--suave); font-size: .875rem; }
dd { margin: 0; font-weight: 600; font-size: .875rem; text-align: right; }
.abas { display: grid; grid-template-columns: repeat(3, 1fr); gap: .25rem; background: var(--fundo); padding: .25rem;
  border-radius: 10px; margin-bottom: 1.25rem; }
.abas a { text-align: center; text-decoration: none; color: var(--suave); font-weight: 600; font-size: .9rem;
  padding: .6rem .25rem; border-radius: 8px; }
.abas a[aria-selected="true"] { background: #fff; color: var(--azul); box-shadow: 0 1px 3px rgba(0,0,0,.12); }
.abas a:focus-visible, button:focus-visible, input:focus-visible, textarea:focus-visible { outline: 3px solid #6a9cf0; outline-offset: 2px; }
h2 { font-size: 1.125rem; margin: 0 0 .25rem; }
.ajuda { color: var(--suave); font-size: .875rem; margin: 0 0 1rem; }
.qr { display: block; width: 220px; height: 220px; margin: 0 auto 1rem; image-rendering: pixelated;
  border: 1px solid var(--borda); border-radius: 8px; }
label, .rotulo { display: block; font-weight: 600; font-size: .875rem; margin: 0 0 .25rem; }
.titulo-pagar { margin-bottom: 1rem; }
main.unica { grid-template-columns: 1fr; max-width: 480px; }
textarea, input { width: 100%; font: inherit; font-size: 1rem; padding: .65rem .75rem; border: 1px solid var(--borda);
  border-radius: 8px; background: #fff; color: var(--texto); }
textarea { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .8rem; resize: none; }
.linha { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .95rem; background: var(--fundo);
  border-radius: 8px; padding: .75rem; word-break: break-all; margin: 0 0 .75rem; }
button { font: inherit; font-weight: 700; border-radius: 8px; padding: .8rem 1rem; cursor: pointer; width: 100%;
  border: 1px solid transparent; }
.primario { background: var(--verde); color: #fff; }
.primario:hover { background: #086332; }
.secundario { background: #fff; color: var(--azul); border-color: var(--azul); }
.acoes { display: grid; gap: .6rem; margin-top: .75rem; }
.campos { display: grid; gap: .9rem; }
.dupla { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
.erro { color: var(--erro); font-size: .8rem; margin: .25rem 0 0; }
input[aria-invalid="true"] { border-color: var(--erro); }
.alerta { background: #fdecea; color: var(--erro); border-radius: 8px; padding: .75rem; font-size: .875rem; margin-bottom: 1rem; }
.dica { background: var(--azul-claro); border-radius: 8px; padding: .6rem .75rem; font-size: .8rem; color: var(--azul); margin-top: 1rem; }
.confirmado { text-align: center; }
.selo { width: 64px; height: 64px; border-radius: 50%; background: var(--verde-claro); color: var(--verde); display: grid;
  place-items: center; margin: 0 auto 1rem; font-size: 2rem; font-weight: 800; }
.selo.estorno { background: #fdecea; color: var(--erro); }
.confirmado h2 { font-size: 1.375rem; }
.confirmado p { color: var(--suave); margin: .5rem 0; }
.status { display: inline-block; font-size: .75rem; font-weight: 700; border-radius: 999px; padding: .15rem .6rem;
  background: var(--azul-claro); color: var(--azul); }
.status.pago { background: var(--verde-claro); color: var(--verde); }
footer { text-align: center; color: var(--suave); font-size: .75rem; padding: 1rem 1rem 2rem; }
[hidden] { display: none !important; }
`;

// Switches tabs in place (keeping the no-JS links working) and copies codes to the clipboard.
const SCRIPT = `
(() => {
  const tabs = [...document.querySelectorAll('[role="tab"]')];
  for (const tab of tabs) {
    tab.addEventListener('click', (event) => {
      event.preventDefault();
      for (const other of tabs) {
        const selected = other === tab;
        other.setAttribute('aria-selected', String(selected));
        other.tabIndex = selected ? 0 : -1;
        document.getElementById(other.getAttribute('aria-controls')).hidden = !selected;
      }
      history.replaceState(null, '', tab.getAttribute('href'));
    });
    tab.addEventListener('keydown', (event) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (!step) return;
      const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length];
      next.focus();
      next.click();
    });
  }
  for (const button of document.querySelectorAll('[data-copiar]')) {
    button.addEventListener('click', async () => {
      const source = document.getElementById(button.getAttribute('data-copiar'));
      const text = source.value ?? source.textContent;
      try { await navigator.clipboard.writeText(text.trim()); } catch { source.select?.(); document.execCommand('copy'); }
      const label = button.textContent;
      button.textContent = 'Copiado!';
      setTimeout(() => { button.textContent = label; }, 2000);
    });
  }
})();
`;

function layout(title: string, body: string, nonce: string, merchantName: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="aviso-teste" role="note">Sandbox local do Asaas: ambiente de testes, nenhum valor real é cobrado.</div>
<header class="topo"><div class="conteudo">
<div class="logo" aria-hidden="true">${escapeHtml(merchantName.slice(0, 1))}</div>
<div><div class="nome">${escapeHtml(merchantName)}</div><div class="sub">Pagamento seguro processado pelo Asaas</div></div>
</div></header>
${body}
<footer>Asaas (sandbox local) · Os dados do cartão não são armazenados.</footer>
<script nonce="${nonce}">${SCRIPT}</script>
</body>
</html>`;
}

function summary(data: CheckoutPageData): string {
  return `<section class="cartao resumo" aria-labelledby="resumo-titulo">
<h1 id="resumo-titulo">Fatura nº ${escapeHtml(data.invoiceNumber)}</h1>
<p class="valor">${escapeHtml(formatBRL(data.value))}</p>
<dl>
<div><dt>Recebedor</dt><dd>${escapeHtml(data.merchantName)}</dd></div>
${data.description ? `<div><dt>Descrição</dt><dd>${escapeHtml(data.description)}</dd></div>` : ''}
<div><dt>Vencimento</dt><dd>${escapeHtml(formatDatePtBR(data.dueDate))}</dd></div>
<div><dt>Situação</dt><dd><span class="status${data.paidWith ? ' pago' : ''}">${escapeHtml(statusLabel(data.status))}</span></dd></div>
</dl>
</section>`;
}

function statusLabel(status: string): string {
  switch (status) {
    case 'PENDING':
      return 'Aguardando pagamento';
    case 'OVERDUE':
      return 'Vencida';
    case 'RECEIVED':
    case 'RECEIVED_IN_CASH':
      return 'Recebida';
    case 'CONFIRMED':
      return 'Confirmada';
    case 'REFUNDED':
      return 'Estornada';
    default:
      return status;
  }
}

function fieldError(id: string, message: string | undefined): string {
  return message ? `<p class="erro" id="${id}-erro">${escapeHtml(message)}</p>` : '';
}

function invalidAttributes(id: string, message: string | undefined): string {
  return message ? ` aria-invalid="true" aria-describedby="${id}-erro"` : '';
}

function paymentPanels(data: CheckoutPageData): string {
  const base = `/i/${encodeURIComponent(data.paymentId)}`;
  const value = escapeHtml(formatBRL(data.value));
  const errors = data.cardErrors ?? {};
  const tabs = CHECKOUT_TABS.map(
    (tab) =>
      `<a role="tab" id="aba-${tab}" href="${base}?metodo=${tab}" aria-controls="painel-${tab}" aria-selected="${tab === data.tab}"${tab === data.tab ? '' : ' tabindex="-1"'}>${TAB_LABELS[tab]}</a>`,
  ).join('');
  const hidden = (tab: CheckoutTab) => (tab === data.tab ? '' : ' hidden');

  return `<section class="cartao" aria-labelledby="pagar-titulo">
<h2 id="pagar-titulo" class="titulo-pagar">Como você quer pagar?</h2>
<div class="abas" role="tablist" aria-label="Forma de pagamento">${tabs}</div>

<div role="tabpanel" id="painel-pix" aria-labelledby="aba-pix"${hidden('pix')}>
<h2>Pague com Pix</h2>
<p class="ajuda">Abra o app do seu banco, escolha pagar com Pix e escaneie o QR Code ou use o código copia e cola.</p>
<img class="qr" src="${data.pix.imageDataUrl}" alt="QR Code Pix para pagar ${value}" width="220" height="220">
<label for="pix-copia-cola">Pix copia e cola</label>
<textarea id="pix-copia-cola" rows="4" readonly>${escapeHtml(data.pix.payload)}</textarea>
<div class="acoes">
<button type="button" class="secundario" data-copiar="pix-copia-cola">Copiar código Pix</button>
<form method="post" action="${base}/pix"><button type="submit" class="primario">Simular pagamento PIX</button></form>
</div>
<p class="dica">Ambiente de testes: depois de “pagar” no banco, clique em <strong>Simular pagamento PIX</strong> (o mesmo que “Já paguei”) para confirmar.</p>
</div>

<div role="tabpanel" id="painel-boleto" aria-labelledby="aba-boleto"${hidden('boleto')}>
<h2>Pague com boleto</h2>
<p class="ajuda">Pague no app do banco, internet banking ou lotérica até o vencimento. A compensação pode levar até 3 dias úteis.</p>
<p class="rotulo" id="linha-rotulo">Linha digitável</p>
<p class="linha" id="linha-digitavel" aria-labelledby="linha-rotulo">${escapeHtml(data.linhaDigitavel)}</p>
<div class="acoes">
<button type="button" class="secundario" data-copiar="linha-digitavel">Copiar linha digitável</button>
<form method="post" action="${base}/boleto"><button type="submit" class="primario">Simular pagamento do boleto</button></form>
</div>
</div>

<div role="tabpanel" id="painel-cartao" aria-labelledby="aba-cartao"${hidden('cartao')}>
<h2>Pague com cartão de crédito</h2>
<p class="ajuda">Pagamento à vista de ${value}.</p>
${errors.geral ? `<div class="alerta" role="alert">${escapeHtml(errors.geral)}</div>` : ''}
<form method="post" action="${base}/cartao" class="campos" novalidate>
<div><label for="cartao-numero">Número do cartão</label>
<input id="cartao-numero" name="numero" inputmode="numeric" autocomplete="cc-number" placeholder="0000 0000 0000 0000" maxlength="23" required${invalidAttributes('cartao-numero', errors.numero)}>
${fieldError('cartao-numero', errors.numero)}</div>
<div><label for="cartao-nome">Nome impresso no cartão</label>
<input id="cartao-nome" name="nome" autocomplete="cc-name" maxlength="60" required value="${escapeHtml(data.cardValues?.nome ?? '')}"${invalidAttributes('cartao-nome', errors.nome)}>
${fieldError('cartao-nome', errors.nome)}</div>
<div class="dupla">
<div><label for="cartao-validade">Validade (MM/AA)</label>
<input id="cartao-validade" name="validade" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/AA" maxlength="7" required value="${escapeHtml(data.cardValues?.validade ?? '')}"${invalidAttributes('cartao-validade', errors.validade)}>
${fieldError('cartao-validade', errors.validade)}</div>
<div><label for="cartao-cvv">CVV</label>
<input id="cartao-cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required${invalidAttributes('cartao-cvv', errors.cvv)}>
${fieldError('cartao-cvv', errors.cvv)}</div>
</div>
<button type="submit" class="primario">Pagar ${value}</button>
</form>
<p class="dica">Cartão de teste do sandbox: ${SANDBOX_TEST_CARD}, qualquer validade futura e qualquer CVV. Qualquer número válido (Luhn) também é aceito.</p>
</div>
</section>`;
}

function settledPanel(data: CheckoutPageData): string {
  const value = escapeHtml(formatBRL(data.value));
  if (data.status === 'REFUNDED') {
    return `<section class="cartao confirmado" aria-labelledby="estorno-titulo">
<div class="selo estorno" aria-hidden="true">↺</div>
<h2 id="estorno-titulo">Pagamento estornado</h2>
<p>O pagamento de ${value} foi estornado e o valor será devolvido pela mesma forma de pagamento.</p>
</section>`;
  }
  const method = data.paidWith ? ` via ${METHOD_LABELS[data.paidWith]}` : '';
  const when = data.paymentDate ? ` em ${escapeHtml(formatDatePtBR(data.paymentDate))}` : '';
  return `<section class="cartao confirmado" aria-labelledby="confirmado-titulo" role="status">
<div class="selo" aria-hidden="true">✓</div>
<h2 id="confirmado-titulo">Pagamento confirmado</h2>
<p>Recebemos seu pagamento de ${value}${method}${when}.</p>
<p>Você já pode voltar para a aba do ${escapeHtml(data.merchantName)}: a consulta será liberada automaticamente.</p>
${data.successUrl ? `<p><a class="botao" href="${escapeHtml(data.successUrl)}">Ir para o site</a></p>` : ''}
</section>`;
}

/** Statuses in which the payment can still be paid on the page. */
export function isPayable(status: string): boolean {
  return status === 'PENDING' || status === 'OVERDUE';
}

/** The checkout page of one payment: the three methods while it is open, the confirmation afterwards. */
export function renderCheckoutPage(data: CheckoutPageData): string {
  const title = isPayable(data.status)
    ? `Pagar ${formatBRL(data.value)} · ${data.merchantName}`
    : `${data.status === 'REFUNDED' ? 'Pagamento estornado' : 'Pagamento confirmado'} · ${data.merchantName}`;
  const body = `<main>${summary(data)}${isPayable(data.status) ? paymentPanels(data) : settledPanel(data)}</main>`;
  return layout(title, body, data.nonce, data.merchantName);
}

/** The page for an unknown payment id. */
export function renderNotFoundPage(nonce: string, merchantName: string): string {
  return layout(
    'Cobrança não encontrada',
    `<main class="unica"><section class="cartao confirmado"><h2>Cobrança não encontrada</h2>
<p>Confira o link de pagamento recebido.</p></section></main>`,
    nonce,
    merchantName,
  );
}
