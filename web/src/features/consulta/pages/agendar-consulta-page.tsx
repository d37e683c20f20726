import { useCallback, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CadastroPagamentoForm } from '#web/components/cadastro-pagamento-form.js';
import { EstadoTela } from '#web/components/estado-tela.js';
import { botaoSecundario } from '#web/components/form-controls.js';
import { GiftIcon } from '#web/components/icons.js';
import { MedicoResumo } from '#web/components/medico-resumo.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';
import { Modal } from '#web/components/modal.js';
import { PageLoading, RedirectWithPlaceholder } from '#web/components/page-loading.js';
import { notify } from '#web/components/toast.js';
import { pagamentoTempos } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';
import { ApiRequestError } from '#web/lib/api-client.js';
import { useSession, type SessionUser } from '#web/lib/auth-session.js';
import { writeText } from '#web/lib/browser-storage.js';
import {
  concluirConsultaGratuita,
  lerConsultaGratuitaEmProcesso,
  type ConsultaGratuitaEmProcesso,
} from '#web/lib/consulta-gratuita.js';
import { caminhoLinkSeguro } from '#web/lib/link-seguro.js';
import { enviarCodigoConsultaGratuita } from '../api/codigo-consulta-gratuita.js';
import { createConsultaGratuita } from '../api/consulta-gratuita.js';
import { AgendamentoForm, type EtapaCodigo, type ValoresAgendamento } from '../components/agendamento-form.js';
import { profissionais, tiposConsultaAgendamento } from '../profissionais.js';

const textos = mensagens.agendamento;
const textosCodigo = mensagens.consultaGratuita;
const esperar = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** The reason typed in "Observações", for the chat's intake to offer again (this tab only). */
function guardarObservacoes(medicoId: number, observacoes: string): void {
  if (observacoes.trim()) writeText('session', `observacoes_consulta:${medicoId}`, observacoes.trim());
}

function Cabecalho({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <header>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{titulo}</h1>
      <div className="mt-1 text-slate-600">{children}</div>
    </header>
  );
}

type FaseGratuita = { fase: 'formulario'; erro?: { titulo?: string; mensagem: string } } | { fase: 'enviando'; passo: string } | { fase: 'criada' };

/** The server's own sentence for a refusal the visitor can act on (bad input, wrong code, too many tries). */
const recusaDoServidor = (error: unknown): string | undefined =>
  error instanceof ApiRequestError && (error.status === 400 || error.status === 429) ? error.message : undefined;

/**
 * Free mode: the promo code was accepted and a doctor chosen; no login needed (docs/regras-do-produto.md#price-and-payment).
 * The e-mail is proven first: the form sends a one-time code to it and the consultation is created
 * only with that code and the CPF (one free consultation per person).
 */
function AgendamentoGratuito({ processo }: { processo: ConsultaGratuitaEmProcesso }) {
  const [fase, setFase] = useState<FaseGratuita>({ fase: 'formulario' });
  const [etapaCodigo, setEtapaCodigo] = useState<EtapaCodigo>();
  const navigate = useNavigate();
  const medico = processo.medico;

  const enviarCodigo = async (email: string) => {
    setFase({ fase: 'enviando', passo: 'Enviando código...' });
    try {
      const { enviadoPara, validadeMinutos } = await enviarCodigoConsultaGratuita({ email });
      setEtapaCodigo({ email: email.trim().toLowerCase(), aviso: textosCodigo.codigoEnviado(enviadoPara, validadeMinutos) });
      setFase({ fase: 'formulario' });
    } catch (error) {
      setFase({ fase: 'formulario', erro: { mensagem: recusaDoServidor(error) ?? textosCodigo.erroEnvio } });
    }
  };

  const trocarEmail = useCallback(() => setEtapaCodigo(undefined), []);

  const criar = async (valores: ValoresAgendamento) => {
    const medicoId = Number(valores.profissional);
    setFase({ fase: 'enviando', passo: 'Verificando seus dados...' });
    try {
      // docs/regras-do-produto.md#price-and-payment: a short pause to verify the patient before the consultation is created (the server does both).
      const [resposta] = await Promise.all([
        createConsultaGratuita({
          codigo: processo.codigo,
          nome: valores.nome,
          email: valores.email,
          telefone: valores.telefone,
          medicoId,
          cpf: valores.cpf,
          codigoEmail: valores.codigoEmail,
        }),
        esperar(pagamentoTempos.gratuitaVerificarPacienteMs),
      ]);
      concluirConsultaGratuita();
      guardarObservacoes(resposta.medicoId, valores.observacoes);
      setFase({ fase: 'criada' });
      // Client-side, with the token in the fragment: no request ever carries it (docs/arquitetura.md#chat-tokens).
      window.setTimeout(() => void navigate(caminhoLinkSeguro(resposta.chatToken)), pagamentoTempos.gratuitaIrParaChatMs);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        // The server is the authority: this person already had their free consultation.
        concluirConsultaGratuita();
        const titulo = mensagens.promo.codigoJaUtilizado.titulo;
        const descricao = error.descricao ?? mensagens.promo.codigoJaUtilizado.descricao;
        notify.error(titulo, descricao);
        setFase({ fase: 'formulario', erro: { titulo, mensagem: descricao } });
        return;
      }
      const recusa = recusaDoServidor(error);
      if (recusa) {
        setFase({ fase: 'formulario', erro: { mensagem: recusa } });
        return;
      }
      const motivo = error instanceof ApiRequestError ? error.message : mensagens.erros.erroInterno;
      const mensagem = textos.erroConsultaGratuita(motivo);
      notify.error(mensagens.promo.generico, mensagem);
      setFase({ fase: 'formulario', erro: { mensagem } });
    }
  };

  const enviar = (valores: ValoresAgendamento) => void (etapaCodigo ? criar(valores) : enviarCodigo(valores.email));

  if (fase.fase === 'criada') {
    return (
      <EstadoTela
        tom="sucesso"
        titulo="Consulta gratuita criada!"
        mensagem={<p>{mensagens.linkSeguro.redirecionando}</p>}
      />
    );
  }

  const jaUtilizado = fase.fase === 'formulario' && fase.erro?.titulo === mensagens.promo.codigoJaUtilizado.titulo;

  return (
    <div className="bg-gradient-to-b from-marca-50 via-white to-slate-50">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section className="rounded-2xl bg-white p-5 shadow-xl ring-1 shadow-slate-200/60 ring-slate-200 sm:p-8">
          <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950">
            <GiftIcon className="h-4 w-4" />
            Consulta grátis · código {processo.codigo}
          </p>
          <Cabecalho titulo="Agendar Consulta Gratuita">Preencha seus dados para iniciar sua primeira consulta, sem custo.</Cabecalho>
          <div className="mt-6">
            <AgendamentoForm
              modo="gratuito"
              iniciais={{
                nome: '',
                email: '',
                telefone: '',
                cpf: '',
                codigoEmail: '',
                tipo: 'psicologia',
                profissional: medico ? String(medico.id) : '',
                observacoes: '',
              }}
              ocupado={fase.fase === 'enviando'}
              textoBotao={etapaCodigo ? 'Iniciar Consulta Grátis' : textosCodigo.enviarCodigo}
              textoOcupado={fase.fase === 'enviando' ? fase.passo : 'Processando...'}
              erroExterno={fase.fase === 'formulario' ? fase.erro : undefined}
              aoEnviar={enviar}
              etapaCodigo={etapaCodigo}
              aoReenviarCodigo={(email) => void enviarCodigo(email)}
              aoTrocarEmail={trocarEmail}
            />
            {jaUtilizado && (
              <Link to="/medicos-virtuais" className={`${botaoSecundario} mt-3 w-full`}>
                Ver médicos e pagar a consulta
              </Link>
            )}
          </div>
        </section>
        <aside className="space-y-4">
          {medico && <MedicoResumo medico={medico} tamanho="lg" />}
          <div className="rounded-2xl bg-white/70 p-5 text-sm text-slate-700 ring-1 ring-slate-200">
            <h2 className="font-semibold text-slate-900">Como funciona</h2>
            <p className="mt-2">
              Ao confirmar, criamos sua consulta gratuita e abrimos um link seguro para o chat com o médico virtual. A
              consulta gratuita vale uma vez por pessoa (e-mail e CPF).
            </p>
          </div>
        </aside>
      </div>
    </div>
  );
}

/** Paid mode: signed-in patient, consultation type and professional, then the payment dialog. */
function AgendamentoPago({ user }: { user: SessionUser }) {
  const [pedido, setPedido] = useState<ValoresAgendamento>();
  const profissional = profissionais.find((item) => item.id === pedido?.profissional);
  const tipo = tiposConsultaAgendamento.find((item) => item.id === pedido?.tipo);

  return (
    <div className="bg-gradient-to-b from-marca-50 via-white to-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        <section className="rounded-2xl bg-white p-5 shadow-xl ring-1 shadow-slate-200/60 ring-slate-200 sm:p-8">
          <Cabecalho titulo="Agendar Consulta">Escolha o tipo de consulta e o profissional; o pagamento é feito em seguida.</Cabecalho>
          <div className="mt-6">
            <AgendamentoForm
              modo="pago"
              iniciais={{ nome: user.name ?? '', email: user.email, telefone: '', cpf: '', codigoEmail: '', tipo: '', profissional: '', observacoes: '' }}
              ocupado={false}
              textoBotao="Continuar para Pagamento"
              textoOcupado="Processando..."
              aoEnviar={(valores) => setPedido(valores)}
            />
          </div>
        </section>
      </div>

      <Modal
        aberto={pedido !== undefined}
        aoMudar={(aberto) => !aberto && setPedido(undefined)}
        titulo="Pagamento da Consulta"
        descricao={tipo && profissional ? `${tipo.rotulo} com ${profissional.medico.nome}` : undefined}
        largura="max-w-lg"
      >
        {pedido && profissional && tipo && (
          <div className="space-y-4">
            <MedicoResumo medico={profissional.medico} rotulo={profissional.area} />
            <CadastroPagamentoForm
              medico={profissional.medico}
              nomeInicial={pedido.nome}
              emailInicial={pedido.email}
              valorTexto={tipo.precoTexto}
              valorDetalhe={`Consulta de ${tipo.rotulo}`}
            />
          </div>
        )}
      </Modal>
    </div>
  );
}

/**
 * /agendar-consulta: free mode while a free consultation is being processed (no login needed),
 * otherwise paid mode, which needs a session (else back to /).
 */
export function AgendarConsultaPage() {
  const [gratuita] = useState(() => lerConsultaGratuitaEmProcesso());
  const session = useSession();
  const metadados = <MetadadosPagina titulo={gratuita ? 'Agendar Consulta Gratuita' : 'Agendar Consulta'} />;

  if (gratuita) return <>{metadados}<AgendamentoGratuito processo={gratuita} /></>;
  if (session.status === 'loading') return <>{metadados}<PageLoading /></>;
  if (session.status === 'signed-out' || !session.user) return <>{metadados}<RedirectWithPlaceholder to="/" /></>;
  return <>{metadados}<AgendamentoPago user={session.user} /></>;
}
