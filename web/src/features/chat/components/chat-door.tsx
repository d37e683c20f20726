import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EstadoTela } from '#web/components/estado-tela.js';
import { botaoPrimario, botaoSecundario } from '#web/components/form-controls.js';
import { ClockIcon, MessageIcon, ShieldIcon } from '#web/components/icons.js';
import { InitialsAvatar } from '#web/components/initials-avatar.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';
import { consultaRegras } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';
import { tiposConsulta } from '#shared/schemas/consultas.js';
import { useChatAccess, type AcessoConcedido } from '../hooks/use-chat-access.js';

const textos = mensagens.acessoChat;

function AcessoLiberado({ acesso }: { acesso: AcessoConcedido }) {
  const { medico } = acesso;
  const gratuita = acesso.tipoConsulta === tiposConsulta.gratuita;
  return (
    <div className="bg-gradient-to-b from-marca-50 via-white to-slate-50">
      <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
        <section aria-labelledby="consulta-liberada-titulo" className="rounded-2xl bg-white p-6 shadow-xl ring-1 shadow-slate-200/60 ring-slate-200 sm:p-8">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-600/20">
            <span className="h-2 w-2 rounded-full bg-emerald-500" aria-hidden="true" />
            Acesso confirmado
          </p>
          <h1 id="consulta-liberada-titulo" className="mt-4 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            Sua consulta está liberada
          </h1>
          <div className="mt-6 flex items-center gap-4">
            <InitialsAvatar name={medico.nome} className="h-16 w-16 text-xl" />
            <div>
              <p className="text-lg font-bold text-slate-900">{medico.nome}</p>
              <p className="font-medium text-marca-800">{medico.especialidade}</p>
              <p className="mt-0.5 text-sm text-slate-600">{gratuita ? 'Consulta gratuita' : 'Consulta paga'}</p>
            </div>
          </div>
          <ul className="mt-6 space-y-3 text-sm text-slate-700">
            <li className="flex gap-3">
              <ClockIcon className="mt-0.5 h-4 w-4 shrink-0 text-marca-700" />
              Você tem até {consultaRegras.duracaoMinutos} minutos de conversa a partir da primeira mensagem.
            </li>
            <li className="flex gap-3">
              <MessageIcon className="mt-0.5 h-4 w-4 shrink-0 text-marca-700" />
              Converse por texto ou voz e envie fotos e exames (PDF ou imagem, até 10 MB).
            </li>
            <li className="flex gap-3">
              <ShieldIcon className="mt-0.5 h-4 w-4 shrink-0 text-marca-700" />
              Este link é pessoal: ele vale só neste navegador e só para esta consulta.
            </li>
          </ul>
          <p className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
            As orientações são um pré-diagnóstico gerado por inteligência artificial e devem ser validadas por um médico de verdade.
            Em emergências, ligue 192 (SAMU).
          </p>
        </section>
      </div>
    </div>
  );
}

/**
 * The door of /chat/{medicoId}: validates the consultation's token for this doctor and shows the
 * denied screen (docs/regras-do-produto.md#chat-access-and-chat-tokens texts) or lets the patient in. `children` renders the consultation itself
 * once access is granted; without it, the granted screen is shown.
 */
export function ChatDoor({ medicoId, children }: { medicoId: string | undefined; children?: (acesso: AcessoConcedido) => ReactNode }) {
  const acesso = useChatAccess(medicoId);
  const metadados = (
    <MetadadosPagina titulo={acesso.estado === 'negado' ? textos.titulo : acesso.medico ? `Consulta com ${acesso.medico.nome}` : 'Consulta'} />
  );

  if (acesso.estado === 'validando') {
    return (
      <>
        {metadados}
        <EstadoTela
          tom="carregando"
          titulo={mensagens.linkSeguro.validando}
          mensagem={<p className="text-sm text-slate-600">{mensagens.linkSeguro.verificandoPermissoes}</p>}
        />
      </>
    );
  }

  if (acesso.estado === 'negado') {
    return (
      <>
        {metadados}
        <EstadoTela tom="bloqueado" titulo={textos.titulo} mensagem={<p>{acesso.mensagem}</p>}>
          <div className="mt-6 flex flex-col gap-3">
            <Link to="/medicos-virtuais" className={botaoPrimario}>
              Voltar aos Médicos
            </Link>
            <Link to="/sala-atendimento" className={botaoSecundario}>
              Voltar ao Início
            </Link>
          </div>
          <p className="mt-5 text-sm text-slate-600">
            Já pagou? Em{' '}
            <Link to="/pagamento/recuperacao" className="font-semibold text-marca-800 underline underline-offset-2">
              Recuperar Minha Consulta
            </Link>{' '}
            você recebe um novo link de acesso.
          </p>
        </EstadoTela>
      </>
    );
  }

  return (
    <>
      {metadados}
      {children ? children(acesso) : <AcessoLiberado acesso={acesso} />}
    </>
  );
}
