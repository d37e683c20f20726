import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EstadoTela } from '#web/components/estado-tela.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';
import { PageLoading } from '#web/components/page-loading.js';
import { notify } from '#web/components/toast.js';
import { pagamentoTempos } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';
import { isMedicoId } from '#shared/medicos.js';
import { consultaIdSchema } from '#shared/schemas/consultas.js';
import { ApiRequestError } from '#web/lib/api-client.js';
import { limparCheckout } from '#web/lib/checkout-storage.js';
import { caminhoAguardando } from '#web/lib/criar-pagamento.js';
import { lerMedicoEscolhido } from '#web/lib/medico-escolhido.js';
import { useFontePagamento } from '../hooks/use-fonte-pagamento.js';
import { caminhoDoDestino, destinoDaConsulta } from '../hooks/use-ir-para-consulta.js';
import { useVerificacaoPagamento, type EstadoVerificacao } from '../hooks/use-verificacao-pagamento.js';

const textos = mensagens.retorno;

function motivoDaFalha(estado: EstadoVerificacao, erro: unknown): string | undefined {
  if (estado === 'esgotado') return textos.pagamentoNaoConfirmado;
  if (estado === 'estornado') return mensagens.paginasPagamento.pagamentoEstornado;
  if (estado !== 'erro') return undefined;
  return erro instanceof ApiRequestError && erro.status === 404 ? textos.consultaNaoEncontrada : textos.erroVerificarConsulta;
}

/**
 * /pagamento/redirect?consulta&status&medico: the provider's return address. Checks the payment up
 * to 5 times 3 s apart (or hears the approval at once), then opens the secure link; on failure it
 * sends the patient to the recovery page.
 */
export function PagamentoRedirectPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const consultaDica = params.get('consulta');
  const resolvida = useFontePagamento(consultaDica);
  const fonte = resolvida.estado === 'pronta' ? resolvida.fonte : undefined;
  const verificacao = useVerificacaoPagamento(fonte, {
    intervaloMs: pagamentoTempos.retornoIntervaloMs,
    // The first check plus the ticks make the spec's 5.
    maxVerificacoes: pagamentoTempos.retornoMaxVerificacoes - 1,
    maxErros: pagamentoTempos.retornoMaxVerificacoes - 1,
    atrasoInicialMs: params.get('status') === 'success' ? pagamentoTempos.retornoEsperaInicialMs : 0,
  });
  const [falha, setFalha] = useState<string>();
  const [aprovado, setAprovado] = useState(false);
  const concluido = useRef(false);

  const medicoParam = Number(params.get('medico'));
  const medicoId =
    verificacao.dados?.medicoId ?? fonte?.checkout?.medicoId ?? lerMedicoEscolhido()?.id ?? (isMedicoId(medicoParam) ? medicoParam : undefined);

  useEffect(() => {
    if (concluido.current || resolvida.estado === 'carregando') return;
    const falhar = (motivo: string) => {
      concluido.current = true;
      setFalha(motivo);
      notify.error(textos.erroProcessamento.titulo, textos.erroProcessamento.descricao);
      const consulta = consultaDica && consultaIdSchema.safeParse(consultaDica).success ? `consulta=${encodeURIComponent(consultaDica)}&` : '';
      window.setTimeout(
        () => void navigate(`/pagamento/recuperacao?${consulta}erro=processamento`, { replace: true }),
        pagamentoTempos.retornoRedirecionarErroMs,
      );
    };
    if (resolvida.estado === 'nenhuma') {
      const consultaId = consultaDica && consultaIdSchema.safeParse(consultaDica).success ? consultaDica : undefined;
      if (consultaId) {
        // Back from the payment in a browser that does not keep this checkout (or one whose other
        // tab already released it): the waiting page proves the e-mail and goes on from there.
        concluido.current = true;
        void navigate(caminhoAguardando(consultaId), { replace: true });
        return;
      }
      // docs/regras-do-produto.md#waiting-for-the-payment: no doctor at all → the consultation room; a doctor but no payment to check → error.
      if (medicoId === undefined) {
        concluido.current = true;
        void navigate('/sala-atendimento', { replace: true });
      } else {
        falhar(textos.parametrosInvalidos);
      }
      return;
    }
    const motivo = motivoDaFalha(verificacao.estado, verificacao.erro);
    if (motivo) {
      falhar(motivo);
      return;
    }
    if (verificacao.estado !== 'aprovado') return;
    concluido.current = true;
    setAprovado(true);
    void destinoDaConsulta(fonte, medicoId).then((destino) => {
      limparCheckout();
      notify.success(textos.aprovado, mensagens.aguardando.consultaLiberada);
      // No secure link: the doctor's chat instead, saying why.
      if (destino.tipo === 'chat' && destino.motivo) notify.info(destino.motivo, 'Abrindo o chat com o seu médico.');
      window.setTimeout(() => void navigate(caminhoDoDestino(destino), { replace: true }), pagamentoTempos.retornoRedirecionarSucessoMs);
    });
  }, [resolvida.estado, fonte, verificacao.estado, verificacao.erro, medicoId, consultaDica, navigate]);

  const metadados = <MetadadosPagina titulo={textos.processando} />;

  if (resolvida.estado === 'carregando') return <>{metadados}<PageLoading /></>;

  if (falha) {
    return (
      <>
        {metadados}
        <EstadoTela
          tom="erro"
          titulo={textos.erroProcessamento.titulo}
          mensagem={
            <>
              <p>{falha}</p>
              <p className="mt-2 text-sm text-slate-600">{textos.erroProcessamento.descricao}</p>
            </>
          }
        />
      </>
    );
  }

  if (aprovado) {
    return (
      <>
        {metadados}
        <EstadoTela tom="sucesso" titulo={textos.aprovado} mensagem={<p>Abrindo sua consulta...</p>} />
      </>
    );
  }

  return (
    <>
      {metadados}
      <EstadoTela
        tom="carregando"
        titulo={textos.processando}
        mensagem={<p>Estamos liberando o acesso à sua consulta. Isso leva só alguns segundos.</p>}
      />
    </>
  );
}
