import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ReabrirConsultaBotao } from '#web/components/reabrir-consulta.js';
import { botaoPrimario, Spinner } from '#web/components/form-controls.js';
import { DownloadIcon } from '#web/components/icons.js';
import { Modal } from '#web/components/modal.js';
import { StatusValidacaoBadge } from '#web/components/resultado-validacao.js';
import { rotulosIntake } from '#shared/schemas/consulta-chat.js';
import { statusHistorico, type ConsultaHistorico, type EstadoChatResponse } from '#shared/schemas/chat.js';
import type { StatusValidacao } from '#shared/schemas/validacao.js';
import { getAccessToken, useSession } from '#web/lib/auth-session.js';
import { obterHistorico, obterResultadosConta } from '../api/consulta-chat.js';

type DadosPaciente = NonNullable<EstadoChatResponse['dadosPaciente']>;

const data = (iso: string) => new Date(iso).toLocaleDateString('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** Prontuário: the intake summary and the PDF of the whole record (file named with patient and date). */
export function ProntuarioModal(props: {
  aberto: boolean;
  aoFechar: () => void;
  dados: DadosPaciente | undefined;
  mensagens: number;
  baixando: boolean;
  aoBaixar: () => void;
}) {
  const d = props.dados;
  const linhas: [string, string][] = d
    ? [
        ['Nome', d.consultaPara === 'outro' && d.nomeOutraPessoa ? `${d.nomeOutraPessoa} (consulta feita por ${d.nome})` : d.nome],
        ['Idade', `${d.idade} anos`],
        ['Peso', `${String(d.peso).replace('.', ',')} kg`],
        ['Altura', `${d.altura} cm`],
        ['IMC', d.imc],
        ['Bebida alcoólica', rotulosIntake.bebe[d.bebe as keyof typeof rotulosIntake.bebe] ?? d.bebe],
        ['Fuma', rotulosIntake.fuma[d.fuma as keyof typeof rotulosIntake.fuma] ?? d.fuma],
        ['Atividade física', d.esporte || 'Não informada'],
        ...(d.responsavel ? ([['Responsável', `${d.responsavel.nome} (${d.responsavel.parentesco}) — ${d.responsavel.telefone}`]] as [string, string][]) : []),
      ]
    : [];
  return (
    <Modal aberto={props.aberto} aoMudar={(v) => !v && props.aoFechar()} titulo="Prontuário" descricao="O registro desta consulta: seus dados e toda a conversa.">
      {d ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {linhas.map(([rotulo, valor]) => (
            <div key={rotulo} className="contents">
              <dt className="font-medium text-slate-600">{rotulo}</dt>
              <dd className="text-slate-900">{valor}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-slate-700">Preencha os dados do paciente para iniciar o prontuário.</p>
      )}
      <p className="mt-3 text-sm text-slate-600">{props.mensagens} mensagens registradas.</p>
      <button type="button" className={`${botaoPrimario} mt-4 w-full`} disabled={props.baixando} onClick={props.aoBaixar}>
        {props.baixando ? <Spinner /> : <DownloadIcon className="h-4 w-4" />} Baixar Prontuário (PDF)
      </button>
    </Modal>
  );
}

type Historico =
  | { fase: 'carregando' }
  | { fase: 'erro' }
  | { fase: 'pronto'; consultas: readonly ConsultaHistorico[]; anonimo: boolean; validacoes: ReadonlyMap<string, StatusValidacao> };

/** The physician's validation of each consultation of the account; the history shows without it if the call fails. */
async function statusDasValidacoes(token: string): Promise<ReadonlyMap<string, StatusValidacao>> {
  try {
    const { consultas } = await obterResultadosConta(token);
    return new Map(consultas.map((c) => [c.consultaId, c.validacao.status]));
  } catch {
    return new Map();
  }
}

/**
 * Histórico: the signed-in patient's real past consultations, each with its physician validation
 * (CFM 2.454/2026) and a way to /resultados; for a visitor, this consultation only.
 */
export function HistoricoModal(props: { aberto: boolean; aoFechar: () => void; atual: ConsultaHistorico; validacaoAtual: StatusValidacao | undefined }) {
  const session = useSession();
  const [historico, setHistorico] = useState<Historico>({ fase: 'carregando' });
  const { aberto, atual, validacaoAtual } = props;

  useEffect(() => {
    if (!aberto || session.status === 'loading') return;
    let ativo = true;
    if (session.status === 'signed-out') {
      setHistorico({ fase: 'pronto', consultas: [atual], anonimo: true, validacoes: new Map() });
      return;
    }
    setHistorico({ fase: 'carregando' });
    void (async () => {
      try {
        const token = await getAccessToken();
        if (!token) {
          if (ativo) setHistorico({ fase: 'pronto', consultas: [atual], anonimo: true, validacoes: new Map() });
          return;
        }
        const [{ consultas }, validacoes] = await Promise.all([obterHistorico(token), statusDasValidacoes(token)]);
        // This consultation may belong to another registration: it is always listed.
        const todas = consultas.some((c) => c.consultaId === atual.consultaId) ? consultas : [atual, ...consultas];
        if (ativo) setHistorico({ fase: 'pronto', consultas: todas, anonimo: false, validacoes });
      } catch {
        if (ativo) setHistorico({ fase: 'erro' });
      }
    })();
    return () => {
      ativo = false;
    };
  }, [aberto, session.status, atual]);

  return (
    <Modal aberto={aberto} aoMudar={(v) => !v && props.aoFechar()} titulo="Histórico de Consultas" largura="max-w-lg">
      {historico.fase === 'carregando' && (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner className="h-4 w-4 border-slate-300 border-t-marca-700" /> Carregando...
        </p>
      )}
      {historico.fase === 'erro' && <p className="text-sm text-red-800">Não foi possível carregar o histórico. Tente novamente.</p>}
      {historico.fase === 'pronto' && (
        <>
          {historico.anonimo && <p className="mb-3 text-sm text-slate-600">Entre na sua conta para ver todas as suas consultas. Sem login, mostramos apenas esta.</p>}
          <ul className="space-y-3">
            {historico.consultas.map((c) => (
              <li key={c.consultaId} className="rounded-xl p-3 ring-1 ring-slate-200">
                <div className="flex items-center justify-between gap-2">
                  <p className="font-semibold text-slate-900">{c.medico}</p>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${c.status === statusHistorico.concluida ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900'}`}
                  >
                    {c.status}
                  </span>
                </div>
                <p className="text-sm text-marca-800">{c.especialidade}</p>
                <p className="mt-1 text-sm text-slate-700">
                  <span className="font-medium">{data(c.data)}</span>
                  {c.motivo ? ` — ${c.motivo}` : ''}
                </p>
                <ValidacaoDoItem status={historico.validacoes.get(c.consultaId) ?? c.validacao ?? (c.consultaId === atual.consultaId ? validacaoAtual : undefined)} />
                {/* Another consultation of the account, ended ones too: its transcript and documents, read-only. */}
                {!historico.anonimo && c.consultaId !== atual.consultaId && (
                  <div className="mt-2">
                    <ReabrirConsultaBotao consultaId={c.consultaId} />
                  </div>
                )}
              </li>
            ))}
          </ul>
          {!historico.anonimo && (
            <Link to="/resultados" className="mt-4 inline-flex text-sm font-semibold text-marca-800 underline" onClick={props.aoFechar}>
              Ver todos os resultados e documentos
            </Link>
          )}
        </>
      )}
    </Modal>
  );
}

function ValidacaoDoItem({ status }: { status: StatusValidacao | undefined }) {
  if (!status) return null;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
      Validação médica: <StatusValidacaoBadge status={status} />
    </p>
  );
}

const topicosAjuda: readonly [string, string][] = [
  ['Enviar mensagens', 'Digite no campo de texto e pressione Enter ou o botão de enviar. Use Shift+Enter para pular linha.'],
  ['Falar por voz', 'Toque no microfone e fale normalmente. Quando você terminar a frase, ela é enviada sozinha.'],
  ['Ouvir o médico', 'O botão de alto-falante liga e desliga a voz do médico. Enquanto ele fala, o envio fica pausado.'],
  ['Enviar exames e fotos', 'Use o clipe para enviar PDF ou imagens (JPG, PNG, GIF, WebP) de até 10MB. Eles vão junto com a próxima mensagem.'],
  ['Tirar foto', 'O botão da câmera abre a câmera frontal. Prefira um lugar iluminado e mantenha o aparelho firme.'],
  ['Receita médica', 'Depois de algumas mensagens aparece "Gerar Receita Médica". Um médico de verdade revisa a receita e só a receita validada por ele é enviada a você.'],
  ['Prontuário e histórico', 'No menu Paciente você baixa o prontuário desta consulta e vê o histórico das suas consultas, com a validação médica de cada uma.'],
  ['Emergências', 'Em caso de dor no peito, falta de ar intensa, sinais de AVC ou pensamentos suicidas, ligue 192 (SAMU) ou 188 (CVV).'],
];

/** Ajuda: 'Como usar o Chat Médico Virtual' with 8 topics. */
export function AjudaModal({ aberto, aoFechar }: { aberto: boolean; aoFechar: () => void }) {
  return (
    <Modal aberto={aberto} aoMudar={(v) => !v && aoFechar()} titulo="Como usar o Chat Médico Virtual" largura="max-w-lg">
      <ol className="space-y-3">
        {topicosAjuda.map(([titulo, texto], indice) => (
          <li key={titulo} className="flex gap-3">
            <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-marca-50 text-xs font-bold text-marca-800">{indice + 1}</span>
            <div>
              <p className="text-sm font-semibold text-slate-900">{titulo}</p>
              <p className="text-sm text-slate-700">{texto}</p>
            </div>
          </li>
        ))}
      </ol>
    </Modal>
  );
}

