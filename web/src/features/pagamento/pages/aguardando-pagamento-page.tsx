import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { EstadoTela } from '#web/components/estado-tela.js';
import { botaoPrimario, botaoSecundario, Spinner } from '#web/components/form-controls.js';
import { ExternalLinkIcon } from '#web/components/icons.js';
import { MedicoResumo } from '#web/components/medico-resumo.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';
import { pagamentoTempos } from '#shared/constants.js';
import { PRECO_CONSULTA_FORMATADO } from '#shared/format.js';
import { mensagens } from '#shared/messages.js';
import { findMedico, isMedicoId } from '#shared/medicos.js';
import { consultaIdSchema } from '#shared/schemas/consultas.js';
import { ApiRequestError } from '#web/lib/api-client.js';
import { guardarCheckout, lerCheckout, type CheckoutGuardado } from '#web/lib/checkout-storage.js';
import { caminhoAguardando } from '#web/lib/criar-pagamento.js';
import { useTopoDaPagina } from '#web/lib/use-topo-da-pagina.js';
import { PixInline } from '../components/pix-inline.js';
import { RecuperarCheckout } from '../components/recuperar-checkout.js';
import { useIrParaConsulta } from '../hooks/use-ir-para-consulta.js';
import { fonteDoCheckout } from '../hooks/use-fonte-pagamento.js';
import { useVerificacaoPagamento } from '../hooks/use-verificacao-pagamento.js';

const textos = mensagens.aguardando;
const SEGUNDOS = pagamentoTempos.aguardandoIntervaloMs / 1000;

/**
 * Opens the payment page in a new tab that can neither reach this one nor learn where it came from.
 * Only from a click: browsers block tabs a page opens by itself.
 */
function abrirPagamento(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

function mensagemDeErro(erro: unknown, estornado: boolean, semCheckout: boolean): string {
  if (semCheckout) return mensagens.paginasPagamento.informacoesNaoEncontradas;
  if (estornado) return mensagens.paginasPagamento.pagamentoEstornado;
  if (erro instanceof ApiRequestError && erro.status === 404) return mensagens.paginasPagamento.informacoesNaoEncontradas;
  // A refused or failed status read; anything else (an answer that does not read, no network).
  return erro instanceof ApiRequestError ? textos.erroVerificarStatus : textos.erroVerificacao;
}

/**
 * /aguardando-pagamento?consulta={id}: the waiting screen's shareable address. The checkout kept in
 * this browser shows at once; elsewhere the e-mail is proven with a code first (RecuperarCheckout).
 */
export function AguardandoPagamentoPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dica = params.get('consulta');
  const consultaId = dica !== null && consultaIdSchema.safeParse(dica).success ? dica : undefined;
  const [checkout, setCheckout] = useState(() => lerCheckout(consultaId));

  // An address without the consultation (an older link) becomes the shareable one.
  useEffect(() => {
    if (!consultaId && checkout?.consultaId) void navigate(caminhoAguardando(checkout.consultaId), { replace: true });
  }, [consultaId, checkout, navigate]);

  if (!checkout && consultaId) {
    return (
      <RecuperarCheckout
        consultaId={consultaId}
        aoRecuperar={(dados) => {
          guardarCheckout(dados);
          setCheckout(lerCheckout(consultaId) ?? dados);
        }}
      />
    );
  }
  return <AguardandoCheckout checkout={checkout} />;
}

/** Waits for the webhook's approval of the checkout kept in this browser. */
function AguardandoCheckout({ checkout }: { checkout: CheckoutGuardado | undefined }) {
  useTopoDaPagina();
  const fonte = useMemo(() => (checkout ? fonteDoCheckout(checkout) : undefined), [checkout]);
  const verificacao = useVerificacaoPagamento(fonte, {
    intervaloMs: pagamentoTempos.aguardandoIntervaloMs,
    maxErros: 0,
  });
  const irParaConsulta = useIrParaConsulta();
  const medicoId = verificacao.dados?.medicoId ?? checkout?.medicoId;
  const medico = checkout?.medico ?? (medicoId !== undefined && isMedicoId(medicoId) ? findMedico(medicoId) : undefined);
  const invoiceUrl = verificacao.dados?.invoiceUrl ?? checkout?.invoiceUrl;
  const estado =
    !checkout || verificacao.estado === 'erro' || verificacao.estado === 'estornado'
      ? 'erro'
      : verificacao.estado === 'aprovado'
        ? 'aprovado'
        : 'aguardando';
  const redirecionou = useRef(false);

  const metadados = (
    <MetadadosPagina titulo={estado === 'aprovado' ? textos.tituloAprovado : estado === 'erro' ? textos.tituloErro : textos.tituloAguardando} />
  );

  useEffect(() => {
    if (estado !== 'aprovado' || redirecionou.current) return undefined;
    const timer = window.setTimeout(() => {
      redirecionou.current = true;
      void irParaConsulta(fonte, medicoId);
    }, pagamentoTempos.aguardandoRedirecionarMs);
    return () => window.clearTimeout(timer);
  }, [estado, fonte, medicoId, irParaConsulta]);

  if (estado === 'aprovado') {
    return (
      <>
        {metadados}
        <EstadoTela
          tom="sucesso"
          titulo={textos.tituloAprovado}
          mensagem={
            <>
              <p className="text-lg font-semibold text-emerald-800">{textos.consultaLiberada}</p>
              {medico && (
                <p className="mt-1">
                  Sua consulta com <strong className="text-slate-900">{medico.nome}</strong> está pronta.
                </p>
              )}
            </>
          }
        >
          <p className="mt-6 flex items-center justify-center gap-2 text-sm text-slate-600">
            <Spinner className="h-4 w-4 border-marca-100 border-t-marca-700" />
            Abrindo o atendimento...
          </p>
        </EstadoTela>
      </>
    );
  }

  if (estado === 'erro') {
    return (
      <>
        {metadados}
        <EstadoTela tom="erro" titulo={textos.tituloErro} mensagem={<p>{mensagemDeErro(verificacao.erro, verificacao.estado === 'estornado', !checkout)}</p>}>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Link to="/cadastro-pagamento" className={botaoPrimario}>
              Tentar Novamente
            </Link>
            <Link to="/pagamento/recuperacao" className={botaoSecundario}>
              Recuperar Minha Consulta
            </Link>
          </div>
        </EstadoTela>
      </>
    );
  }

  return (
    <div className="bg-gradient-to-b from-amber-50/60 via-white to-slate-50">
      {metadados}
      <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
        <header className="text-center">
          <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-amber-50 text-amber-700 ring-1 ring-amber-200">
            <Spinner className="h-8 w-8 border-[3px] border-amber-100 border-t-amber-600" />
          </span>
          <div role="status" aria-live="polite">
            <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{textos.tituloAguardando}</h1>
            <p className="mt-2 text-slate-700">Assim que o pagamento for confirmado, sua consulta é liberada automaticamente.</p>
          </div>
        </header>

        <div role="note" className="mx-auto mt-6 max-w-3xl rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">Não feche esta página!</p>
          <p className="mt-1">
            Ela mostra a confirmação e leva você à consulta. Se fechar, abra este mesmo endereço de novo: neste navegador tudo continua; em
            outro aparelho, confirmamos o seu e-mail com um código.
          </p>
        </div>

        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="passos-titulo" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
            {medico && <MedicoResumo medico={medico} />}
            <h2 id="passos-titulo" className="mt-5 font-semibold text-slate-900">
              Como concluir
            </h2>
            <ol className="mt-3 space-y-3 text-sm text-slate-700">
              {[
                'Clique em “Efetuar Pagamento” e pague na aba que abrir (PIX, boleto ou cartão), ou use o PIX desta página.',
                'Volte para esta página e aguarde a confirmação.',
                'A liberação da consulta é automática, sem você precisar fazer nada.',
                medico ? `Você será redirecionado para o atendimento com ${medico.nome}.` : 'Você será redirecionado para o médico escolhido.',
              ].map((passo, indice) => (
                <li key={passo} className="flex gap-3">
                  <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-marca-100 text-xs font-bold text-marca-800" aria-hidden="true">
                    {indice + 1}
                  </span>
                  <span>{passo}</span>
                </li>
              ))}
            </ol>

            <div className="mt-5 flex items-baseline justify-between rounded-xl bg-marca-50 p-4 ring-1 ring-marca-600/20">
              <span className="text-sm font-medium text-slate-700">Valor da consulta</span>
              <span className="text-2xl font-extrabold text-slate-900">{PRECO_CONSULTA_FORMATADO}</span>
            </div>

            <button type="button" disabled={!invoiceUrl} onClick={() => invoiceUrl && abrirPagamento(invoiceUrl)} className={`${botaoPrimario} mt-4 w-full`}>
              <ExternalLinkIcon className="h-4 w-4" />
              Efetuar Pagamento
            </button>
            <p className="mt-3 text-sm text-slate-600">
              <strong className="text-slate-800">Dica:</strong> depois de pagar, feche apenas a aba do pagamento e mantenha esta
              página aberta.
            </p>
          </section>

          {verificacao.dados?.pix ? (
            <PixInline pix={verificacao.dados.pix} />
          ) : (
            <section aria-label="PIX" className="flex min-h-48 items-center justify-center rounded-2xl bg-white p-5 text-sm text-slate-600 ring-1 ring-slate-200">
              {verificacao.estado === 'verificando' ? (
                <span className="flex items-center gap-2">
                  <Spinner className="h-4 w-4 border-marca-100 border-t-marca-700" />
                  Carregando o PIX da cobrança...
                </span>
              ) : (
                'Use “Efetuar Pagamento” para pagar por PIX, boleto ou cartão.'
              )}
            </section>
          )}
        </div>

        <footer className="mt-8 text-center text-xs text-slate-600">
          {verificacao.realtime === 'conectado'
            ? `A confirmação aparece aqui no instante em que o pagamento for aprovado. Se a conexão cair, o status é verificado a cada ${SEGUNDOS} segundos.`
            : `O status do pagamento é verificado a cada ${SEGUNDOS} segundos.`}
        </footer>
      </div>
    </div>
  );
}
