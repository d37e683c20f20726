import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { EstadoTela } from '#web/components/estado-tela.js';
import { botaoPrimario, Spinner } from '#web/components/form-controls.js';
import { FileTextIcon } from '#web/components/icons.js';
import { consultaRegras } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';
import { tiposConsulta } from '#shared/schemas/consultas.js';
import { statusHistorico, type ConsultaHistorico } from '#shared/schemas/chat.js';
import { notificarErro } from '#web/lib/api-errors.js';
import { salvarArquivo } from '#web/lib/baixar-arquivo.js';
import { baixarDocumento, type DocumentoConsulta } from '../api/consulta-chat.js';
import type { AcessoConcedido } from '../hooks/use-chat-access.js';
import { useConsulta } from '../hooks/use-consulta.js';
import { AvisoIaNaoConfigurada, AvisoSemVoz, BannerEmergencia, BannerFinalizada, BannerTempo } from './banners.js';
import { CameraModal } from './camera-modal.js';
import { ChatCabecalho } from './chat-cabecalho.js';
import { Compositor } from './compositor.js';
import { IntakeForm } from './intake-form.js';
import { ListaMensagens } from './lista-mensagens.js';
import { AjudaModal, HistoricoModal, ProntuarioModal } from './menu-modais.js';
import { PainelAvaliacao } from './painel-avaliacao.js';
import { PainelValidacao } from './painel-validacao.js';

type ModalAberto = 'camera' | 'prontuario' | 'historico' | 'ajuda' | undefined;

/** Ended, or out of time while the end call is under way: the screen shows the ended consultation. */
const entradaEncerrada = (encerrada: boolean, esgotado: boolean) => encerrada || esgotado;

const vozDisponivel = () =>
  typeof window !== 'undefined' &&
  ('speechSynthesis' in window || 'SpeechRecognition' in window || 'webkitSpeechRecognition' in window);

/** The consultation screen of /chat/{medicoId} once access is granted (docs/regras-do-produto.md#the-chat). */
export function ConsultaChat({ acesso }: { acesso: AcessoConcedido }) {
  const { medico, cred, carga, estado, intake, envio, anexos, fala, microfone, receita, encerramento, validacao, tempo, entradaBloqueada } = useConsulta(acesso);
  const [modal, setModal] = useState<ModalAberto>();
  const [baixando, setBaixando] = useState<DocumentoConsulta | undefined>();
  const fim = useRef<HTMLDivElement>(null);
  const ultimo = estado.mensagens.at(-1);
  const statusValidacao = validacao.validacao?.status;

  // Follow the conversation as it grows (and the stream as it types), down to the panels under it.
  useEffect(() => {
    fim.current?.scrollIntoView({ block: 'end' });
  }, [estado.mensagens.length, ultimo?.texto, estado.etapa, receita.podeGerar, statusValidacao]);

  const baixar = async (documento: DocumentoConsulta) => {
    setBaixando(documento);
    try {
      const { nome, blob } = await baixarDocumento(cred, documento);
      salvarArquivo(blob, nome);
    } catch (error) {
      // A prescription no physician has validated yet is refused (409): the server says so, in its words.
      const titulo = documento === 'receita' ? 'Erro ao baixar receita' : 'Erro ao baixar prontuário';
      notificarErro(error, { titulo, descricao: mensagens.erros.erroInterno });
    } finally {
      setBaixando(undefined);
    }
  };

  const consultaAtual: ConsultaHistorico = useMemo(
    () => ({
      consultaId: carga.fase === 'pronto' ? carga.consultaId : 'atual',
      data: carga.fase === 'pronto' && carga.iniciadaEm ? carga.iniciadaEm : new Date().toISOString(),
      medicoId: medico.id,
      medico: medico.nome,
      especialidade: medico.especialidade,
      motivo: estado.mensagens.find((m) => m.autor === 'paciente' && m.tipo === 'text')?.texto.slice(0, 80) ?? '',
      status: encerramento.encerrada ? statusHistorico.concluida : statusHistorico.emAndamento,
    }),
    [carga, medico, estado.mensagens, encerramento.encerrada],
  );

  if (carga.fase === 'carregando') {
    return <EstadoTela tom="carregando" titulo="Carregando sua consulta" mensagem={<p className="text-sm text-slate-600">Um instante...</p>} />;
  }
  if (carga.fase === 'erro') {
    return (
      <EstadoTela tom="erro" titulo="Não foi possível abrir a consulta" mensagem={<p>{carga.mensagem}</p>}>
        <div className="mt-6 flex flex-col gap-3">
          <button type="button" className={botaoPrimario} onClick={() => window.location.reload()}>
            Tentar Novamente
          </button>
          <Link to="/medicos-virtuais" className="text-sm font-semibold text-marca-800 underline">
            Voltar aos Médicos
          </Link>
        </div>
      </EstadoTela>
    );
  }

  const semIa = carga.ia === null;
  const placeholder = semIa
    ? 'Configure uma chave de IA na página principal para conversar com o médico.'
    : encerramento.encerrada || tempo.esgotado
      ? 'Consulta Encerrada'
      : microfone.ouvindo
        ? 'Ouvindo... fale sua mensagem'
        : 'Digite sua mensagem...';

  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col bg-slate-50">
      <ChatCabecalho
        medico={medico}
        encerrada={encerramento.encerrada || tempo.esgotado}
        {...(tempo.restante === undefined ? {} : { restante: tempo.restante })}
        online={!semIa}
        audioLigado={fala.audioLigado}
        aoAlternarAudio={fala.alternarAudio}
        ouvindo={microfone.ouvindo}
        falando={fala.falando}
        microfoneDisponivel={microfone.suportado && carga.intakeFeito}
        microfoneBloqueado={entradaBloqueada}
        aoAlternarMicrofone={microfone.alternarMicrofone}
        aoProntuario={() => setModal('prontuario')}
        aoHistorico={() => setModal('historico')}
        aoAjuda={() => setModal('ajuda')}
        triagem={estado.triagem}
      />
      <div className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-3 px-3 py-4 sm:px-4">
        {!vozDisponivel() && <AvisoSemVoz />}
        {semIa && <AvisoIaNaoConfigurada />}
        {estado.emergencia && <BannerEmergencia emergencia={estado.emergencia} />}
        {tempo.aviso && !entradaEncerrada(encerramento.encerrada, tempo.esgotado) && <BannerTempo aviso={tempo.aviso} />}

        {!carga.intakeFeito && !entradaEncerrada(encerramento.encerrada, tempo.esgotado) ? (
          <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
            <div className="mb-5 rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-600/20">
              <h2 className="text-lg font-bold text-emerald-900">Sua consulta está liberada</h2>
              <p className="mt-1 text-sm text-emerald-900">
                {acesso.tipoConsulta === tiposConsulta.gratuita ? 'Consulta gratuita' : 'Consulta paga'} · até {consultaRegras.duracaoMinutos} minutos de
                conversa por texto, voz, fotos e exames.
              </p>
            </div>
            <IntakeForm enviando={intake.enviando} aoEnviar={(valores) => void intake.enviarFormulario(valores)} />
          </section>
        ) : (
          <>
            <div className="flex-1">
              <ListaMensagens
                mensagens={estado.mensagens}
                statusValidacao={statusValidacao}
                aoReenviar={(mensagem) => void envio.reenviar(mensagem)}
                reenvioBloqueado={entradaBloqueada}
              />
            </div>
            {(estado.etapa === 'avaliando' || estado.etapa === 'encerrando') && (
              <PainelAvaliacao desabilitado={estado.etapa === 'encerrando'} aoAvaliar={(estrelas) => void encerramento.finalizar('avaliacao', estrelas)} />
            )}
            {encerramento.encerrada && (
              <>
                <BannerFinalizada />
                <PainelValidacao
                  validacao={validacao.validacao}
                  carregando={validacao.carregando}
                  baixando={baixando}
                  aoBaixar={(documento) => void baixar(documento)}
                />
              </>
            )}
            {receita.podeGerar && !tempo.esgotado && (
              <div className="flex justify-center">
                <button
                  type="button"
                  className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-marca-800 shadow-sm ring-1 ring-marca-600/40 hover:bg-marca-50 disabled:opacity-60"
                  disabled={receita.gerando || estado.respondendo !== undefined}
                  onClick={() => void receita.gerar()}
                >
                  {receita.gerando ? <Spinner className="h-4 w-4 border-marca-100 border-t-marca-700" /> : <FileTextIcon className="h-4 w-4" />}
                  Gerar Receita Médica
                </button>
              </div>
            )}
            <div ref={fim} aria-hidden="true" className="scroll-mb-28" />
            <div className="sticky bottom-0 -mx-3 border-t border-slate-200 bg-slate-50/95 px-3 pt-3 pb-4 backdrop-blur sm:-mx-4 sm:px-4">
              <Compositor
                texto={envio.texto}
                aoMudarTexto={envio.setTexto}
                aoEnviar={() => void envio.enviar(envio.texto)}
                bloqueado={entradaBloqueada}
                placeholder={placeholder}
                anexos={anexos.lista}
                aoRemoverAnexo={anexos.removerAnexo}
                aoEscolherArquivos={(arquivos) => void anexos.adicionarArquivos(arquivos)}
                aoAbrirCamera={() => setModal('camera')}
                ouvindo={microfone.ouvindo}
                microfoneDisponivel={microfone.suportado}
                aoAlternarMicrofone={microfone.alternarMicrofone}
                uploadsEmCurso={anexos.uploadsEmCurso}
              />
            </div>
          </>
        )}
      </div>

      <CameraModal aberto={modal === 'camera'} aoFechar={() => setModal(undefined)} aoCapturar={(foto) => void anexos.adicionarArquivos([foto])} />
      <ProntuarioModal
        aberto={modal === 'prontuario'}
        aoFechar={() => setModal(undefined)}
        dados={carga.dadosPaciente}
        mensagens={estado.mensagens.length}
        baixando={baixando === 'prontuario'}
        aoBaixar={() => void baixar('prontuario')}
      />
      <HistoricoModal aberto={modal === 'historico'} aoFechar={() => setModal(undefined)} atual={consultaAtual} validacaoAtual={statusValidacao} />
      <AjudaModal aberto={modal === 'ajuda'} aoFechar={() => setModal(undefined)} />
    </div>
  );
}
