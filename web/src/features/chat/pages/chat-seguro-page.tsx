import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { EstadoTela } from '#web/components/estado-tela.js';
import { botaoPrimario, botaoSecundario } from '#web/components/form-controls.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';
import { pagamentoTempos } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';
import { ApiRequestError } from '#web/lib/api-client.js';
import { guardarChatToken } from '#web/lib/chat-token-storage.js';
import { esquecerLinkSeguroPendente, guardarLinkSeguroPendente, lerLinkSeguroPendente, tokenDoFragmento } from '#web/lib/link-seguro.js';
import { useTopoDaPagina } from '#web/lib/use-topo-da-pagina.js';
import { validateChatToken } from '../api/chat-token.js';

const textos = mensagens.linkSeguro;

type Estado = { fase: 'validando'; progresso: string } | { fase: 'liberado' } | { fase: 'negado'; mensagem?: string };

const esperar = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

function estadoInicial(token: string | undefined): Estado {
  return token?.trim()
    ? { fase: 'validando', progresso: 'Conectando ao servidor seguro...' }
    : // No token at all, or a fragment with nothing in it (a link cut or mangled by the mail client).
      { fase: 'negado', mensagem: token === undefined ? textos.tokenNaoFornecido : textos.tokenAusente };
}

/**
 * /chat-seguro#{token}: validates the secure link (up to 3 attempts 2 s apart, docs/regras-do-produto.md#chat-access-and-chat-tokens).
 * The token comes in the fragment, which no request carries; the page takes it off the address at
 * once (no fragment left in the history), keeps it in session storage and opens /chat/{medicoId}
 * (docs/arquitetura.md#chat-tokens). A reload during the validation finds it in storage again.
 */
export function ChatSeguroPage() {
  const location = useLocation();
  const [token, setToken] = useState(() => tokenDoFragmento(location.hash) ?? lerLinkSeguroPendente());
  useTopoDaPagina();
  const navigate = useNavigate();
  const [estado, setEstado] = useState<Estado>(() => estadoInicial(token));
  const validado = useRef<string>(undefined);
  const montado = useRef(false);

  useEffect(() => {
    montado.current = true;
    return () => {
      montado.current = false;
    };
  }, []);

  useEffect(() => {
    if (!location.hash) return;
    const doFragmento = tokenDoFragmento(location.hash);
    if (doFragmento) guardarLinkSeguroPendente(doFragmento);
    if (doFragmento !== token) {
      // Another link opened over this page (same document): start over with it.
      validado.current = undefined;
      setToken(doFragmento);
      setEstado(estadoInicial(doFragmento));
    }
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [token, location.hash, location.pathname, location.search, navigate]);

  useEffect(() => {
    const valor = token?.trim();
    // One validation per visit, also under StrictMode's double effects: each attempt counts in the rate limit.
    if (!valor || validado.current === valor) return;
    validado.current = valor;
    // Still this page, still this link (another one may have been opened over it meanwhile).
    const atual = () => montado.current && validado.current === valor;

    void (async () => {
      let ultimoErro: string = textos.tokenInvalido;
      for (let tentativa = 1; tentativa <= pagamentoTempos.validacaoTokenTentativas; tentativa += 1) {
        let progresso: string;
        try {
          const resposta = await validateChatToken(valor);
          if (validado.current !== valor) return;
          if (resposta.valid && resposta.consulta) {
            const medicoId = resposta.consulta.medico_id;
            guardarChatToken(medicoId, valor);
            esquecerLinkSeguroPendente();
            if (!atual()) return;
            setEstado({ fase: 'liberado' });
            await esperar(pagamentoTempos.validacaoTokenRedirecionarMs);
            if (atual()) void navigate(`/chat/${medicoId}`, { replace: true });
            return;
          }
          ultimoErro = resposta.error ?? textos.tokenInvalido;
          progresso = textos.tokenInvalidoRetentando;
        } catch (error) {
          if (error instanceof ApiRequestError && error.status !== 0) {
            ultimoErro = textos.erroValidar(error.message);
            progresso = textos.tentativaFalhou(tentativa);
          } else {
            ultimoErro = textos.erroConexao;
            progresso = textos.erroConexaoRetentando;
          }
        }
        if (tentativa === pagamentoTempos.validacaoTokenTentativas) break;
        if (!atual()) return;
        setEstado({ fase: 'validando', progresso });
        await esperar(pagamentoTempos.validacaoTokenIntervaloMs);
      }
      if (validado.current !== valor) return;
      esquecerLinkSeguroPendente();
      if (montado.current) setEstado({ fase: 'negado', mensagem: ultimoErro });
    })();
  }, [token, navigate]);

  const metadados = (
    <MetadadosPagina titulo={estado.fase === 'negado' ? textos.negado : estado.fase === 'liberado' ? textos.liberado : textos.validando} />
  );

  if (estado.fase === 'liberado') {
    return (
      <>
        {metadados}
        <EstadoTela tom="sucesso" titulo={textos.liberado} mensagem={<p>{textos.redirecionando}</p>} />
      </>
    );
  }

  if (estado.fase === 'negado') {
    return (
      <>
        {metadados}
        <EstadoTela tom="bloqueado" titulo={textos.negado} mensagem={<p>{estado.mensagem ?? textos.linkInvalido}</p>}>
          <div className="mt-6 flex flex-col gap-3">
            <Link to="/pagamento/recuperacao" className={botaoPrimario}>
              Recuperar Minha Consulta
            </Link>
            <Link to="/sala-atendimento" className={botaoSecundario}>
              Voltar à Sala de Atendimento
            </Link>
          </div>
          <p className="mt-5 text-sm text-slate-600">
            Já pagou por uma consulta? Use o sistema de recuperação para encontrar sua consulta paga e receber um novo link de
            acesso.
          </p>
        </EstadoTela>
      </>
    );
  }

  return (
    <>
      {metadados}
      <EstadoTela
        tom="carregando"
        titulo={textos.validando}
        mensagem={
          <>
            <p className="font-medium text-marca-800">{estado.progresso}</p>
            <p className="mt-2 text-sm text-slate-600">{textos.verificandoPermissoes}</p>
          </>
        }
      />
    </>
  );
}
