import { Link } from 'react-router-dom';
import { CadastroPagamentoForm } from '#web/components/cadastro-pagamento-form.js';
import { botaoSecundario } from '#web/components/form-controls.js';
import { ClockIcon, LockIcon, ShieldIcon } from '#web/components/icons.js';
import { MedicoResumo } from '#web/components/medico-resumo.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';
import { PageLoading } from '#web/components/page-loading.js';
import { consultaRegras } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';
import { useSession } from '#web/lib/auth-session.js';
import { lerMedicoEscolhido } from '#web/lib/medico-escolhido.js';

const garantias = [
  { Icone: LockIcon, texto: 'Pagamento processado pelo Asaas em ambiente seguro: não guardamos dados de cartão.' },
  { Icone: ClockIcon, texto: `Consulta de até ${consultaRegras.duracaoMinutos} minutos liberada assim que o pagamento for confirmado.` },
  { Icone: ShieldIcon, texto: 'Seus dados são protegidos conforme a LGPD e usados só para a cobrança.' },
] as const;

/** /cadastro-pagamento: the payer's name, e-mail and CPF for the chosen doctor's consultation. */
export function CadastroPagamentoPage() {
  const session = useSession();
  const medico = lerMedicoEscolhido();
  const metadados = <MetadadosPagina titulo="Cadastro para Pagamento" />;

  if (session.status === 'loading') return <>{metadados}<PageLoading /></>;

  return (
    <div className="bg-gradient-to-b from-marca-50 via-white to-slate-50">
      {metadados}
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section aria-labelledby="cadastro-titulo" className="rounded-2xl bg-white p-5 shadow-xl ring-1 shadow-slate-200/60 ring-slate-200 sm:p-8">
          <h1 id="cadastro-titulo" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            Cadastro para Pagamento
          </h1>
          <p className="mt-1 text-slate-600">Preencha os dados para iniciar sua consulta médica</p>

          <div className="mt-6">
            {medico ? (
              <MedicoResumo medico={medico} />
            ) : (
              <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
                <p>{mensagens.cadastroPagamento.medicoNaoSelecionado}</p>
                <Link to="/medicos-virtuais" className={`${botaoSecundario} mt-3 px-4 py-2 text-sm`}>
                  Escolher um médico
                </Link>
              </div>
            )}
          </div>

          <div className="mt-6">
            <CadastroPagamentoForm
              medico={medico}
              nomeInicial={session.user?.name ?? ''}
              emailInicial={session.user?.email ?? ''}
            />
          </div>
        </section>

        <aside aria-labelledby="garantias-titulo" className="rounded-2xl bg-white/70 p-5 ring-1 ring-slate-200 lg:mt-2">
          <h2 id="garantias-titulo" className="font-semibold text-slate-900">
            Pagamento seguro
          </h2>
          <ul className="mt-3 space-y-3">
            {garantias.map(({ Icone, texto }) => (
              <li key={texto} className="flex gap-3 text-sm text-slate-700">
                <Icone className="mt-0.5 h-4 w-4 shrink-0 text-marca-700" />
                {texto}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-xs text-slate-600">
            O atendimento é um pré-diagnóstico feito por inteligência artificial e deve ser validado por um médico de verdade.
          </p>
        </aside>
      </div>
    </div>
  );
}
