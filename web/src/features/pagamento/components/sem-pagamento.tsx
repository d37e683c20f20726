import { Link } from 'react-router-dom';
import { EstadoTela } from '#web/components/estado-tela.js';
import { botaoPrimario, botaoSecundario } from '#web/components/form-controls.js';
import { mensagens } from '#shared/messages.js';

/** A return page opened without a checkout in this tab nor a signed-in patient: nothing to check. */
export function SemPagamento({ titulo }: { titulo: string }) {
  return (
    <EstadoTela
      tom="aguardando"
      titulo={titulo}
      mensagem={
        <>
          <p>{mensagens.paginasPagamento.informacoesNaoEncontradas}</p>
          <p className="mt-2 text-sm text-slate-600">
            Se você já pagou, entre na sua conta e recupere sua consulta. Ela também fica disponível no mesmo navegador em que o
            pagamento foi iniciado.
          </p>
        </>
      }
    >
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/pagamento/recuperacao" className={botaoPrimario}>
          Recuperar Minha Consulta
        </Link>
        <Link to="/medicos-virtuais" className={botaoSecundario}>
          Ver Médicos Virtuais
        </Link>
      </div>
    </EstadoTela>
  );
}
