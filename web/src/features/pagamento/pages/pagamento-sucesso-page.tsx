import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EstadoTela } from '#web/components/estado-tela.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';
import { PageLoading } from '#web/components/page-loading.js';
import { pagamentoTempos } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';
import { ApiRequestError } from '#web/lib/api-client.js';
import { PendenteView } from '../components/pendente-view.js';
import { SemPagamento } from '../components/sem-pagamento.js';
import { useFontePagamento } from '../hooks/use-fonte-pagamento.js';
import { useLiberacao } from '../hooks/use-liberacao.js';
import { useVerificacaoPagamento } from '../hooks/use-verificacao-pagamento.js';

const textos = mensagens.paginasPagamento;

/**
 * /pagamento/sucesso?consulta&payment_id&status: waits for the approval (at once by realtime, else a
 * check every 3 s, at most 10, tolerating 5 read errors), then opens the chat.
 */
export function PagamentoSucessoPage() {
  const [params] = useSearchParams();
  const resolvida = useFontePagamento(params.get('consulta'));
  const fonte = resolvida.estado === 'pronta' ? resolvida.fonte : undefined;
  const verificacao = useVerificacaoPagamento(fonte, {
    intervaloMs: pagamentoTempos.sucessoIntervaloMs,
    maxVerificacoes: pagamentoTempos.sucessoMaxVerificacoes,
    maxErros: pagamentoTempos.sucessoMaxRetentativasLeitura,
  });
  const liberar = useLiberacao(fonte);
  const medicoId = verificacao.dados?.medicoId ?? fonte?.checkout?.medicoId;
  const aprovado = verificacao.estado === 'aprovado';
  const metadados = <MetadadosPagina titulo={aprovado ? mensagens.retorno.aprovado : 'Verificando Pagamento'} />;

  useEffect(() => {
    if (aprovado) void liberar(medicoId, pagamentoTempos.sucessoRedirecionarMs);
  }, [aprovado, medicoId, liberar]);

  if (resolvida.estado === 'carregando') return <>{metadados}<PageLoading /></>;
  if (resolvida.estado === 'nenhuma') return <>{metadados}<SemPagamento titulo="Verificando Pagamento" /></>;

  if (aprovado) {
    return (
      <>
        {metadados}
        <EstadoTela
          tom="sucesso"
          titulo={mensagens.retorno.aprovado}
          mensagem={
            <>
              <p className="text-lg font-semibold text-emerald-800">{mensagens.aguardando.consultaLiberada}</p>
              <p className="mt-1">Abrindo o chat com o seu médico em instantes...</p>
            </>
          }
        />
      </>
    );
  }

  if (verificacao.estado === 'erro' || verificacao.estado === 'estornado') {
    const mensagem =
      verificacao.estado === 'estornado'
        ? textos.pagamentoEstornado
        : verificacao.erro instanceof ApiRequestError
          ? verificacao.erro.status === 404
            ? textos.informacoesNaoEncontradas
            : textos.naoFoiPossivelVerificar
          : textos.erroInesperado;
    return (
      <>
        {metadados}
        <PendenteView
          titulo="Erro na Verificação"
          mensagem={mensagem}
          invoiceUrl={verificacao.dados?.invoiceUrl}
          aoVerificar={verificacao.verificarAgora}
        />
      </>
    );
  }

  if (verificacao.estado === 'esgotado') {
    return (
      <>
        {metadados}
        <PendenteView
          titulo="Pagamento em Processamento"
          mensagem="Seu pagamento ainda está sendo processado pela operadora. Isso pode levar alguns minutos."
          aviso="Assim que for confirmado, sua consulta é liberada. Use “Verificar Status” para conferir agora."
          invoiceUrl={verificacao.dados?.invoiceUrl}
          aoVerificar={verificacao.verificarAgora}
        />
      </>
    );
  }

  return (
    <>
      {metadados}
      <EstadoTela
        tom="carregando"
        titulo="Verificando Pagamento"
        mensagem={<p>Estamos confirmando o seu pagamento. Isso leva só alguns segundos.</p>}
      />
    </>
  );
}
