import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EstadoTela } from '#web/components/estado-tela.js';
import { botaoPrimario, botaoSecundario, Spinner } from '#web/components/form-controls.js';
import { ExternalLinkIcon } from '#web/components/icons.js';

/**
 * The pending view with its manual check (spec: "Verificar Status"), shared by /pagamento/pendente
 * and by /pagamento/sucesso once its automatic checks are over.
 */
export function PendenteView({
  titulo,
  mensagem,
  aviso,
  invoiceUrl,
  aoVerificar,
}: {
  titulo: string;
  mensagem: string;
  aviso?: string;
  invoiceUrl?: string;
  aoVerificar: () => Promise<unknown>;
}) {
  const [verificando, setVerificando] = useState(false);
  const verificar = async () => {
    setVerificando(true);
    try {
      await aoVerificar();
    } finally {
      setVerificando(false);
    }
  };
  return (
    <EstadoTela
      tom="aguardando"
      titulo={titulo}
      mensagem={
        <>
          <p>{mensagem}</p>
          {aviso && <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">{aviso}</p>}
        </>
      }
    >
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <button type="button" onClick={() => void verificar()} disabled={verificando} className={botaoPrimario}>
          {verificando && <Spinner />}
          {verificando ? 'Verificando...' : 'Verificar Status'}
        </button>
        {invoiceUrl ? (
          <a href={invoiceUrl} target="_blank" rel="noopener noreferrer" className={botaoSecundario}>
            <ExternalLinkIcon className="h-4 w-4" />
            Abrir Pagamento
            <span className="sr-only"> (abre em nova aba)</span>
          </a>
        ) : (
          <Link to="/pagamento/recuperacao" className={botaoSecundario}>
            Recuperar Minha Consulta
          </Link>
        )}
      </div>
    </EstadoTela>
  );
}
