import { Link } from 'react-router-dom';
import { EstadoTela } from '#web/components/estado-tela.js';
import { botaoPrimario, botaoSecundario } from '#web/components/form-controls.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';
import { mensagens } from '#shared/messages.js';

const causas = [
  'O pagamento foi cancelado antes de ser concluído.',
  'Os dados do cartão foram digitados incorretamente.',
  'Houve um problema temporário no processamento.',
  'O limite disponível do cartão é insuficiente.',
] as const;

/** /pagamento/falha: the payment did not go through; likely causes and the way back. */
export function PagamentoFalhaPage() {
  const titulo = mensagens.paginasPagamento.pagamentoNaoRealizado;
  return (
    <>
      <MetadadosPagina titulo={titulo} />
      <EstadoTela tom="erro" titulo={titulo} mensagem={<p>Não conseguimos concluir o seu pagamento. Você pode tentar de novo agora mesmo.</p>}>
        <div className="mt-6 rounded-xl bg-slate-50 p-4 text-left ring-1 ring-slate-200">
          <h2 className="text-sm font-semibold text-slate-900">Possíveis causas</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {causas.map((causa) => (
              <li key={causa}>{causa}</li>
            ))}
          </ul>
        </div>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to="/medicos-virtuais" className={botaoPrimario}>
            Tentar Novamente
          </Link>
          <Link to="/" className={botaoSecundario}>
            Voltar ao Início
          </Link>
        </div>
      </EstadoTela>
    </>
  );
}
