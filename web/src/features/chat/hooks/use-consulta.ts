/**
 * The consultation behind the door: loads the server's state (a reload continues where the patient
 * was), the intake, sending with the streamed answer, the red-flag banner and the triage level,
 * attachments, the prescription request, voice in and out, and the end (rating, 30 s auto-finish).
 * After the end the page stays, with the physician's validation (use-validacao-consulta.ts): CFM
 * 2.454/2026, the patient waits there for the result and downloads it. Decisions are in
 * consulta-estado.ts; this hook holds the timers and the calls.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { consultaRegras } from '#shared/constants.js';
import { TITULO_EMERGENCIA, type Emergencia } from '#shared/emergencia.js';
import { mensagens } from '#shared/messages.js';
import type { EstadoChatResponse, MotivoEncerramento } from '#shared/schemas/chat.js';
import { notify } from '#web/components/toast.js';
import { ApiRequestError } from '#web/lib/api-client.js';
import { notificarErro } from '#web/lib/api-errors.js';
import { readText, removeKeys } from '#web/lib/browser-storage.js';
import { recusaDoArquivo, tipoDoArquivo } from '../anexos.js';
import {
  encerrarConsulta,
  enviarIntake,
  enviarParaArmazenamento,
  gerarReceita as pedirReceita,
  obterEstadoChat,
  pedirUploadAnexo,
  sintetizarFala,
  type ChatCredencial,
} from '../api/consulta-chat.js';
import { enviarMensagem, EnvioRecusadoError } from '../api/enviar-mensagem.js';
import {
  emergenciaAoCarregar,
  emergenciaAoEnviar,
  estadoInicial,
  motivoParaNaoEnviar,
  pacienteDaTriagem,
  podeGerarReceita,
  reduzirConsulta,
  type EmergenciaTela,
  type MensagemTela,
} from '../consulta-estado.js';
import { corpoIntake, type IntakeValores } from '../intake.js';
import { createFalaMedico, type FalaMedico } from '../voz/fala-medico.js';
import { createReconhecedorVoz, type ReconhecedorVoz } from '../voz/reconhecimento.js';
import type { AcessoConcedido } from './use-chat-access.js';
import { useValidacaoConsulta, type ValidacaoInicial } from './use-validacao-consulta.js';

export interface AnexoPendente {
  readonly id: string;
  readonly nome: string;
  readonly tamanho: number;
  readonly tipo: string;
  readonly key?: string;
}

export type Carga =
  | { readonly fase: 'carregando' }
  | { readonly fase: 'erro'; readonly mensagem: string }
  | {
      readonly fase: 'pronto';
      readonly consultaId: string;
      readonly intakeFeito: boolean;
      readonly ia: EstadoChatResponse['ia'];
      readonly dadosPaciente?: EstadoChatResponse['dadosPaciente'];
      readonly iniciadaEm?: string;
      /** The physician's validation as the first load found it (docs/validacao-medica.md). */
      readonly validacaoInicial: ValidacaoInicial;
    };

const SEM_VALIDACAO: ValidacaoInicial = {};
const chaveObservacoes = (medicoId: number) => `observacoes_consulta:${medicoId}`;
const idLocal = () => `local-${crypto.randomUUID()}`;
const bannerDe = (emergencia: Emergencia): EmergenciaTela => ({ tipo: emergencia.tipo, titulo: TITULO_EMERGENCIA, orientacao: emergencia.orientacao });

export function useConsulta(acesso: AcessoConcedido) {
  const { medico } = acesso;
  const cred: ChatCredencial = useMemo(() => ({ token: acesso.token, medicoId: medico.id }), [acesso.token, medico.id]);
  const [carga, setCarga] = useState<Carga>({ fase: 'carregando' });
  const [estado, dispatch] = useReducer(reduzirConsulta, estadoInicial);
  const [texto, setTexto] = useState('');
  const [anexos, setAnexos] = useState<readonly AnexoPendente[]>([]);
  const [audioLigado, setAudioLigado] = useState(true);
  const [falando, setFalando] = useState(false);
  const [ouvindo, setOuvindo] = useState(false);
  const [gerandoReceita, setGerandoReceita] = useState(false);
  const [enviandoIntake, setEnviandoIntake] = useState(false);
  const montado = useRef(true);

  useEffect(() => {
    montado.current = true;
    return () => {
      montado.current = false;
    };
  }, []);

  // --- Doctor's voice -------------------------------------------------------------------------
  const fala = useRef<FalaMedico | undefined>(undefined);
  fala.current ??= createFalaMedico({
    medico,
    sintetizar: sintetizarFala,
    aoErro: (mensagem) => notify.error(mensagens.envio.erroVoz, mensagem),
  });
  const audioRef = useRef(audioLigado);
  audioRef.current = audioLigado;

  const falar = useCallback(async (frase: string) => {
    if (!audioRef.current || !fala.current) return;
    setFalando(true);
    try {
      await fala.current.falar(frase);
    } finally {
      if (montado.current) setFalando(false);
    }
  }, []);

  const alternarAudio = useCallback(() => {
    setAudioLigado((ligado) => {
      if (ligado) {
        fala.current?.cancelar();
        setFalando(false);
      }
      return !ligado;
    });
  }, []);

  useEffect(() => () => fala.current?.cancelar(), []);

  // --- Loading and re-entry -------------------------------------------------------------------
  useEffect(() => {
    let ativo = true;
    obterEstadoChat(cred)
      .then((resposta) => {
        if (!ativo) return;
        dispatch({ tipo: 'carregado', estado: resposta });
        const emergencia = emergenciaAoCarregar(resposta.mensagens, resposta.triagem, pacienteDaTriagem(resposta.dadosPaciente));
        if (emergencia) dispatch({ tipo: 'emergencia', emergencia: bannerDe(emergencia) });
        setCarga({
          fase: 'pronto',
          consultaId: resposta.consultaId,
          intakeFeito: resposta.intakeFeito,
          ia: resposta.ia,
          ...(resposta.dadosPaciente ? { dadosPaciente: resposta.dadosPaciente } : {}),
          ...(resposta.iniciadaEm ? { iniciadaEm: resposta.iniciadaEm } : {}),
          validacaoInicial: {
            ...(resposta.validacao ? { validacao: resposta.validacao } : {}),
            ...(resposta.canalValidacao ? { canalValidacao: resposta.canalValidacao } : {}),
          },
        });
      })
      .catch((error: unknown) => {
        if (ativo) setCarga({ fase: 'erro', mensagem: error instanceof Error ? error.message : mensagens.erros.erroInterno });
      });
    return () => {
      ativo = false;
    };
  }, [cred]);

  // --- Intake ---------------------------------------------------------------------------------
  const enviarFormulario = useCallback(
    async (valores: IntakeValores) => {
      setEnviandoIntake(true);
      try {
        const resposta = await enviarIntake(cred, corpoIntake(valores));
        if (!montado.current) return;
        dispatch({ tipo: 'saudacao', mensagem: resposta.saudacao });
        setCarga((atual) => (atual.fase === 'pronto' ? { ...atual, intakeFeito: true, dadosPaciente: resposta.dadosPaciente } : atual));
        // The scheduling form's observations become the first message, for the patient to send or edit.
        const observacoes = readText('session', chaveObservacoes(medico.id));
        if (observacoes) {
          setTexto(observacoes);
          removeKeys('session', chaveObservacoes(medico.id));
        }
        window.setTimeout(() => void falar(resposta.introducaoFalada), consultaRegras.introducaoFaladaMs);
      } catch (error) {
        notificarErro(error, { titulo: 'Erro ao enviar os dados do paciente', descricao: mensagens.erros.erroInterno });
      } finally {
        if (montado.current) setEnviandoIntake(false);
      }
    },
    [cred, falar, medico.id],
  );

  // --- Sending --------------------------------------------------------------------------------
  const dadosPaciente = carga.fase === 'pronto' ? carga.dadosPaciente : undefined;
  const paciente = useMemo(() => pacienteDaTriagem(dadosPaciente), [dadosPaciente]);
  const uploadsEmCurso = anexos.some((anexo) => anexo.key === undefined);
  const ocupado = estado.respondendo !== undefined || ouvindo || falando;

  const enviar = useCallback(
    async (textoEnviar: string) => {
      const prontos = anexos.filter((anexo): anexo is AnexoPendente & { key: string } => anexo.key !== undefined);
      const limpo = textoEnviar.trim();
      if (ocupado || uploadsEmCurso || motivoParaNaoEnviar(estado, limpo, prontos.length)) return;
      const agora = new Date().toISOString();
      const pacientes: MensagemTela[] = prontos.map((anexo) => ({
        id: idLocal(),
        autor: 'paciente',
        texto: anexo.nome,
        tipo: 'file',
        arquivo: { key: anexo.key, nome: anexo.nome, tipo: anexo.tipo, tamanho: anexo.tamanho },
        criadoEm: agora,
        pendente: true,
      }));
      if (limpo) pacientes.push({ id: idLocal(), autor: 'paciente', texto: limpo, tipo: 'text', criadoEm: agora, pendente: true });
      // The banner shows at once, before the server's own guard answers, read over the whole
      // conversation as the server reads it (docs/triagem.md).
      const local = emergenciaAoEnviar(estado, limpo, paciente);
      dispatch({ tipo: 'envioIniciado', pacientes, respostaId: idLocal(), texto: limpo, agora });
      setTexto('');
      setAnexos([]);
      if (local) dispatch({ tipo: 'emergencia', emergencia: bannerDe(local) });

      let resposta = '';
      let terminou = false;
      try {
        for await (const evento of enviarMensagem(cred, { texto: limpo, arquivos: prontos.map((anexo) => anexo.key) })) {
          if (evento.tipo === 'emergencia') dispatch({ tipo: 'emergencia', emergencia: evento.emergencia });
          else if (evento.tipo === 'triagem') dispatch({ tipo: 'triagem', triagem: evento.triagem });
          else if (evento.tipo === 'texto') {
            resposta += evento.texto;
            dispatch({ tipo: 'pedaco', texto: evento.texto });
          } else if (evento.tipo === 'fim') {
            terminou = true;
            dispatch({ tipo: 'respostaConcluida', mensagemId: evento.mensagemId, seq: evento.seq });
          } else {
            terminou = true;
            dispatch({ tipo: 'respostaFalhou' });
            notify.error(evento.error, evento.descricao);
          }
        }
        if (!terminou) {
          dispatch({ tipo: 'respostaFalhou' });
          notify.error(mensagens.envio.erroComunicacao, mensagens.envio.erroEnviar.descricao);
        } else if (resposta) void falar(resposta);
      } catch (error) {
        // Refused before anything was stored: the typed text and the files come back (docs/regras-do-produto.md#the-chat: nothing is lost).
        dispatch({ tipo: 'envioRecusado', ids: pacientes.map((m) => m.id) });
        setTexto((atual) => (atual.trim() ? atual : textoEnviar));
        setAnexos((atual) => [...prontos, ...atual]);
        if (error instanceof EnvioRecusadoError) notify.error(error.titulo, error.descricao);
        else notify.error(mensagens.envio.erroComunicacao, mensagens.envio.erroEnviar.descricao);
      }
    },
    [anexos, cred, estado, falar, ocupado, paciente, uploadsEmCurso],
  );

  const enviarRef = useRef(enviar);
  enviarRef.current = enviar;

  // --- Voice input ----------------------------------------------------------------------------
  const reconhecedor = useRef<ReconhecedorVoz | undefined>(undefined);
  reconhecedor.current ??= createReconhecedorVoz({
    aoFinal: (frase) => {
      setTexto(frase);
      // The spoken text is sent 500 ms after the final result (already waited by the recognizer).
      void enviarRef.current(frase);
    },
    aoParcial: (frase) => setTexto(frase),
    aoErro: (mensagem) => notify.error(mensagens.envio.erroVoz, mensagem),
    aoMudarEstado: (ativo) => {
      if (montado.current) setOuvindo(ativo);
    },
  });
  const alternarMicrofone = useCallback(() => {
    if (ouvindo) reconhecedor.current?.parar();
    else {
      fala.current?.cancelar();
      reconhecedor.current?.iniciar();
    }
  }, [ouvindo]);
  useEffect(() => () => reconhecedor.current?.parar(), []);

  // --- Attachments ----------------------------------------------------------------------------
  const adicionarArquivos = useCallback(
    async (arquivos: readonly File[]) => {
      for (const arquivo of arquivos) {
        const recusa = recusaDoArquivo(arquivo);
        if (recusa) {
          notify.error(recusa.titulo, recusa.descricao);
          continue;
        }
        const id = idLocal();
        const tipo = tipoDoArquivo(arquivo);
        setAnexos((atual) => [...atual, { id, nome: arquivo.name, tamanho: arquivo.size, tipo }]);
        try {
          const upload = await pedirUploadAnexo(cred, { nome: arquivo.name, contentType: tipo, tamanho: arquivo.size });
          await enviarParaArmazenamento(upload, arquivo);
          setAnexos((atual) => atual.map((anexo) => (anexo.id === id ? { ...anexo, nome: upload.nome, key: upload.key } : anexo)));
        } catch (error) {
          setAnexos((atual) => atual.filter((anexo) => anexo.id !== id));
          notificarErro(error, { titulo: mensagens.envio.erroEnviar.titulo, descricao: mensagens.envio.erroEnviar.descricao });
        }
      }
    },
    [cred],
  );
  const removerAnexo = useCallback((id: string) => setAnexos((atual) => atual.filter((anexo) => anexo.id !== id)), []);

  // --- Prescription ---------------------------------------------------------------------------
  const gerarReceita = useCallback(async () => {
    setGerandoReceita(true);
    try {
      const { mensagem } = await pedirReceita(cred);
      dispatch({ tipo: 'mensagemAdicionada', mensagem });
    } catch (error) {
      notificarErro(error, mensagens.receita.erroGerar);
    } finally {
      if (montado.current) setGerandoReceita(false);
    }
  }, [cred]);

  // --- The end --------------------------------------------------------------------------------
  const encerrando = useRef(false);
  const finalizar = useCallback(
    async (motivo: MotivoEncerramento, avaliacao?: number) => {
      if (encerrando.current) return;
      encerrando.current = true;
      dispatch({ tipo: 'encerrando' });
      try {
        const resposta = await encerrarConsulta(cred, motivo, avaliacao);
        dispatch({ tipo: 'encerrada', mensagem: resposta.mensagem, ...(resposta.avaliacao === undefined ? {} : { avaliacao: resposta.avaliacao }) });
        void falar(resposta.mensagem.texto);
      } catch (error) {
        encerrando.current = false;
        if (error instanceof ApiRequestError && error.status === 409) {
          dispatch({ tipo: 'encerrada' });
          return;
        }
        dispatch({ tipo: 'encerramentoFalhou' });
        notificarErro(error, { titulo: mensagens.envio.erroComunicacao, descricao: mensagens.erros.servicoIndisponivel });
      }
    },
    [cred, falar],
  );

  // 30 s after the rating panel opens, the consultation finishes on its own (docs/regras-do-produto.md#the-chat).
  useEffect(() => {
    if (estado.etapa !== 'avaliando') return;
    const id = window.setTimeout(() => void finalizar('tempo'), consultaRegras.autoFinalizarMs);
    return () => window.clearTimeout(id);
  }, [estado.etapa, finalizar]);

  // CFM 2.454/2026: no return to the doctor list after the end any more; the page stays to show
  // the physician's answer (and offer its documents) the moment it arrives.
  const encerrada = estado.etapa === 'encerrada';
  const validacao = useValidacaoConsulta(cred, encerrada, carga.fase === 'pronto' ? carga.validacaoInicial : SEM_VALIDACAO);
  return {
    medico,
    carga,
    estado,
    texto,
    setTexto,
    anexos,
    audioLigado,
    alternarAudio,
    falando,
    ouvindo,
    alternarMicrofone,
    microfoneSuportado: reconhecedor.current.suportado,
    enviar,
    enviandoIntake,
    enviarFormulario,
    adicionarArquivos,
    removerAnexo,
    uploadsEmCurso,
    gerarReceita,
    gerandoReceita,
    podeGerarReceita: podeGerarReceita(estado),
    finalizar,
    encerrada,
    validacao,
    /** Input and send are disabled while an answer is awaited, voice is active, or the consultation ended. */
    entradaBloqueada: encerrada || estado.etapa === 'encerrando' || ocupado || (carga.fase === 'pronto' && carga.ia === null),
    cred,
  };
}

export type Consulta = ReturnType<typeof useConsulta>;
