import { useNavigate } from 'react-router-dom';
import { botaoPrimario } from '#web/components/form-controls.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';
import { caminhoLinkSeguro } from '#web/lib/link-seguro.js';

/** A well-formed token that no consultation has: the secure link must deny it. */
export const TOKEN_TESTE = '00000000-0000-4000-8000-000000000000';

/** /teste-pagamento (local and sandbox only): opens the secure link with a dummy token. */
export function TestePagamentoPage() {
  const navigate = useNavigate();
  return (
    <div className="bg-slate-50">
      <MetadadosPagina titulo="Teste de Acesso à Consulta" />
      <div className="mx-auto max-w-xl px-4 py-12">
        <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <p className="inline-flex rounded-full bg-sky-100 px-3 py-1 text-xs font-semibold tracking-wide text-sky-900 uppercase">Ambiente de testes</p>
          <h1 className="mt-3 text-2xl font-extrabold text-slate-900">Teste de Acesso à Consulta</h1>
          <p className="mt-2 text-slate-700">
            Abre o link seguro do chat com um token fictício, para conferir a validação e a tela de acesso negado.
          </p>
          <p className="mt-2 text-sm text-slate-600">
            Token usado: <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs break-all text-slate-800">{TOKEN_TESTE}</code>
          </p>
          <button type="button" onClick={() => void navigate(caminhoLinkSeguro(TOKEN_TESTE))} className={`${botaoPrimario} mt-6 w-full`}>
            Testar Acesso à Consulta
          </button>
        </section>
      </div>
    </div>
  );
}
