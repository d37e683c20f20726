import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EstadoTela } from '#web/components/estado-tela.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';
import { PageLoading } from '#web/components/page-loading.js';
import { notify } from '#web/components/toast.js';
import { pagamentoTempos } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';
import { PendenteView } from '../components/pendente-view.js';
import { SemPagamento } from '../components/sem-pagamento.js';
import { useFontePagamento } from '../hooks/use-fonte-pagamento.js';
import { useLiberacao } from '../hooks/use-liberacao.js';
import { useVerificacaoPagamento } from '../hooks/use-verificacao-pagamento.js';

/**
 * /pagamento/pendente?consulta&payment_id&status: a boleto or a payment under analysis. The patient
 * checks by hand ("Verificar Status"); an approval heard on the realtime channel opens the chat too.
 */
export function PagamentoPendentePage() {
  const [params] = useSearchParams();
  const resolvida = useFontePagamento(params.get('consulta'));
  const fonte = resolvida.estado === 'pronta' ? resolvida.fonte : undefined;
  // No automatic polling here: only the first read, the realtime channel and the manual check.
  const verificacao = useVerificacaoPagamento(fonte, { intervaloMs: 60 * 60 * 1000, maxErros: Number.POSITIVE_INFINITY });
  const liberar = useLiberacao(fonte);
  const manual = useRef(false);
  const medicoId = verificacao.dados?.medicoId ?? fonte?.checkout?.medicoId;
  const aprovado = verificacao.estado === 'aprovado';
  const metadados = <MetadadosPagina titulo="Pagamento Pendente" />;

  useEffect(() => {
    if (!aprovado) return;
    void liberar(medicoId, manual.current ? pagamentoTempos.sucessoRedirecionarManualMs : pagamentoTempos.sucessoRedirecionarMs);
  }, [aprovado, medicoId, liberar]);

  if (resolvida.estado === 'carregando') return <>{metadados}<PageLoading /></>;
  if (resolvida.estado === 'nenhuma') return <>{metadados}<SemPagamento titulo="Pagamento Pendente" /></>;

  if (aprovado) {
    return (
      <>
        {metadados}
        <EstadoTela
          tom="sucesso"
          titulo={mensagens.retorno.aprovado}
          mensagem={<p className="text-lg font-semibold text-emerald-800">{mensagens.aguardando.consultaLiberada}</p>}
        />
      </>
    );
  }

  const verificar = async () => {
    manual.current = true;
    const estado = await verificacao.verificarAgora();
    if (estado === 'pendente' || estado === 'verificando') notify.info('Pagamento ainda pendente', 'Ainda não recebemos a confirmação. Tente de novo em instantes.');
    else if (estado === 'erro') notify.error('Erro na Verificação', mensagens.paginasPagamento.naoFoiPossivelVerificar);
  };

  return (
    <>
      {metadados}
      <PendenteView
        titulo="Pagamento Pendente"
        mensagem={
          verificacao.estado === 'estornado'
            ? mensagens.paginasPagamento.pagamentoEstornado
            : 'Recebemos o seu pedido e estamos aguardando a confirmação do pagamento. Boletos podem levar até 3 dias úteis para compensar.'
        }
        aviso="Sua consulta é liberada automaticamente assim que o pagamento for confirmado."
        invoiceUrl={verificacao.dados?.invoiceUrl}
        aoVerificar={verificar}
      />
    </>
  );
}
