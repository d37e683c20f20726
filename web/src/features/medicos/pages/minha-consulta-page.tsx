import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { EstadoTela } from '#web/components/estado-tela.js';
import { botaoPrimario, botaoSecundario } from '#web/components/form-controls.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';
import { useSession } from '#web/lib/auth-session.js';
import { useTopoDaPagina } from '#web/lib/use-topo-da-pagina.js';
import { useConsultaAberta } from '../api/consulta-aberta.js';

/**
 * /chat: the patient's open consultation. With a valid token in this tab or a released
 * consultation on the signed-in account it goes straight in; otherwise it says how to start one
 * (the consultation room) or get back to a paid one (the recovery page).
 */
export function MinhaConsultaPage() {
  useTopoDaPagina();
  const navigate = useNavigate();
  const session = useSession();
  const conta = session.status === 'signed-in' ? session.user?.sub : undefined;
  const aberta = useConsultaAberta(conta, session.status !== 'loading');
  const destino = aberta.data;
  const procurando = session.status === 'loading' || aberta.isPending || typeof destino === 'string';
  const metadados = <MetadadosPagina titulo={procurando ? 'Abrindo sua consulta' : 'Minha consulta'} />;

  useEffect(() => {
    // Replace: going back from the consultation must not land here and bounce forward again.
    if (destino) void navigate(destino, { replace: true });
  }, [destino, navigate]);

  if (procurando) {
    return (
      <>
        {metadados}
        <EstadoTela tom="carregando" titulo="Abrindo sua consulta" mensagem={<p>Procurando uma consulta aberta...</p>} />
      </>
    );
  }

  return (
    <>
      {metadados}
      <EstadoTela
        tom="aguardando"
        titulo="Nenhuma consulta aberta"
        mensagem={
          aberta.isError ? (
            <p>Não foi possível procurar sua consulta agora. Tente de novo em instantes ou use uma das opções abaixo.</p>
          ) : (
            <p>
              Não encontramos uma consulta em andamento neste navegador
              {conta ? ' nem na sua conta' : ''}. Escolha um médico para começar ou recupere uma consulta já paga.
            </p>
          )
        }
      >
        <div className="mt-6 flex flex-col gap-3">
          <Link to="/sala-atendimento" className={botaoPrimario}>
            Ir para a Sala de Atendimento
          </Link>
          <Link to="/pagamento/recuperacao" className={botaoSecundario}>
            Recuperar Minha Consulta
          </Link>
        </div>
        {!conta && (
          <p className="mt-4 text-sm text-slate-600">
            Tem conta?{' '}
            <Link to="/auth" className="font-semibold text-marca-800 underline underline-offset-2 hover:text-marca-700">
              Entre
            </Link>{' '}
            para ver as consultas liberadas para você.
          </p>
        )}
      </EstadoTela>
    </>
  );
}
