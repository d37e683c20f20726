/**
 * The consultation screen's client logic, without a browser: the streamed send (SHA-256 header,
 * NDJSON split anywhere, refusals), the intake rules and BMI, the doubts → rating → end state
 * machine, the triage level the page keeps and the banner it shows before the server answers, the
 * attachment checks, the voice recognizer's restart delays, the doctor's voice
 * fallback and the camera's docs/regras-do-produto.md#the-chat errors.
 */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serializarEvento, type EventoChat } from '#shared/chat-stream.js';
import { vozConfig } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';
import type { MensagemChat } from '#shared/schemas/chat.js';
import { TRIAGEM_PROVISORIA, type Triagem } from '#shared/schemas/validacao.js';
import { recusaDoArquivo, tipoDoArquivo } from '#web/features/chat/anexos.js';
import { enviarMensagem, EnvioRecusadoError, sha256Hex } from '#web/features/chat/api/enviar-mensagem.js';
import { nomeDoContentDisposition } from '#web/lib/baixar-arquivo.js';
import { mensagemErroCamera } from '#web/features/chat/camera/camera.js';
import {
  emergenciaAoCarregar,
  emergenciaAoEnviar,
  estadoInicial,
  motivoParaNaoEnviar,
  pacienteDaTriagem,
  podeGerarReceita,
  reduzirConsulta,
  type AcaoConsulta,
  type EstadoConsulta,
} from '#web/features/chat/consulta-estado.js';
import { corpoIntake, imcDigitado, intakeCompleto, intakeResolver, intakeVazio, type IntakeValores } from '#web/features/chat/intake.js';
import { createFalaMedico } from '#web/features/chat/voz/fala-medico.js';
import { createReconhecedorVoz, type SpeechRecognitionLike } from '#web/features/chat/voz/reconhecimento.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const cred = { token: 'a'.repeat(43), medicoId: 2 };

/** A fetch answer whose body arrives in the given pieces (cut anywhere, even inside a UTF-8 character). */
function respostaEmPedacos(pedacos: Uint8Array[], init: ResponseInit): Response {
  const corpo = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const pedaco of pedacos) controller.enqueue(pedaco);
      controller.close();
    },
  });
  return new Response(corpo, init);
}

async function coletar(gerador: AsyncGenerator<EventoChat>): Promise<EventoChat[]> {
  const eventos: EventoChat[] = [];
  for await (const evento of gerador) eventos.push(evento);
  return eventos;
}

describe('enviarMensagem (POST /api/chat/mensagens, NDJSON)', () => {
  it('sends the body with its SHA-256 and the chat token, and reads events split across chunks', async () => {
    // Prepare
    const eventos: EventoChat[] = [
      { tipo: 'emergencia', emergencia: { tipo: 'cardiaca', titulo: 'Atenção: possível emergência', orientacao: 'Ligue 192.' } },
      { tipo: 'texto', texto: 'Olá, você está ' },
      { tipo: 'texto', texto: 'em ótima companhia — ação!' },
      { tipo: 'fim', mensagemId: 'm2', seq: 3, mensagemPacienteId: 'm1' },
    ];
    const bytes = new TextEncoder().encode(eventos.map(serializarEvento).join(''));
    const cortes = [5, 17, 60, 61, 62, bytes.length - 3];
    const pedacos = [0, ...cortes].map((inicio, i) => bytes.subarray(inicio, [...cortes, bytes.length][i]));
    const fetchMock = vi.fn(async () => respostaEmPedacos(pedacos, { status: 200, headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } }));
    vi.stubGlobal('fetch', fetchMock);

    // Act
    const lidos = await coletar(enviarMensagem(cred, { texto: 'Dor no peito', arquivos: [] }));

    // Assess
    expect(lidos).toEqual(eventos);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/chat/mensagens');
    const headers = init.headers as Record<string, string>;
    expect(headers['x-chat-token']).toBe(cred.token);
    expect(headers['x-amz-content-sha256']).toBe(createHash('sha256').update(init.body as string).digest('hex'));
    expect(JSON.parse(init.body as string)).toEqual({ medicoId: 2, texto: 'Dor no peito' });
  });

  it('hashes the exact UTF-8 bytes', async () => {
    expect(await sha256Hex('não, obrigado')).toBe(createHash('sha256').update('não, obrigado', 'utf8').digest('hex'));
  });

  it('turns a JSON refusal into the docs/regras-do-produto.md#the-chat toast with the server reason, before any event', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: 'O tempo desta consulta (30 minutos) terminou.' }, { status: 403 }));
    const erro = await coletar(enviarMensagem(cred, { texto: 'Oi', arquivos: [] })).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(EnvioRecusadoError);
    expect(erro).toMatchObject({ status: 403, titulo: 'Erro ao enviar mensagem', descricao: 'O tempo desta consulta (30 minutos) terminou.' });

    vi.stubGlobal('fetch', async () => Response.json({ error: 'Erro ao enviar mensagem', descricao: 'Aguarde.' }, { status: 429 }));
    await expect(coletar(enviarMensagem(cred, { texto: 'Oi', arquivos: [] }))).rejects.toMatchObject({ titulo: 'Erro ao enviar mensagem', descricao: 'Aguarde.' });

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(coletar(enviarMensagem(cred, { texto: 'Oi', arquivos: [] }))).rejects.toMatchObject({ status: 0, titulo: 'Erro na comunicação' });
  });

  it('reads the download name the server set', () => {
    expect(nomeDoContentDisposition('attachment; filename="receita-pedro-souza-2026-11-22.pdf"', 'x.pdf')).toBe('receita-pedro-souza-2026-11-22.pdf');
    expect(nomeDoContentDisposition(null, 'prontuario.pdf')).toBe('prontuario.pdf');
  });
});

/** The form's errors as react-hook-form receives them from the resolver: field → message. */
async function errosIntake(valores: IntakeValores): Promise<Record<string, string | undefined>> {
  const { errors } = await intakeResolver(valores, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(errors).map(([campo, erro]) => [campo, erro?.message]));
}

describe('intake rules (docs/regras-do-produto.md#the-intake-form)', () => {
  const adulto: IntakeValores = {
    ...intakeVazio,
    nome: 'Maria Souza',
    idade: '34',
    peso: '62,5',
    altura: '165',
    consentimentoDados: true,
    consentimentoTermos: true,
  };

  it('computes the BMI with one decimal, or "Não calculado"', () => {
    expect(imcDigitado('62,5', '165')).toBe('23,0');
    expect(imcDigitado('55.5', '170')).toBe('19,2');
    expect(imcDigitado('', '170')).toBe('Não calculado');
    expect(imcDigitado('70', '0')).toBe('Não calculado');
  });

  it('keeps the button disabled until both consents and every required field hold', () => {
    expect(intakeCompleto(adulto)).toBe(true);
    expect(intakeCompleto({ ...adulto, consentimentoTermos: false })).toBe(false);
    expect(intakeCompleto({ ...adulto, altura: ' ' })).toBe(false);
    expect(intakeCompleto({ ...adulto, consultaPara: 'outro' })).toBe(false);
    expect(intakeCompleto({ ...adulto, consultaPara: 'outro', nomeOutraPessoa: 'João Souza' })).toBe(true);
  });

  it('requires the responsible adult of a minor, and leaves those fields out of an adult’s body', async () => {
    const menor = { ...adulto, idade: '15' };
    expect(intakeCompleto(menor)).toBe(false);
    expect(await errosIntake(menor)).toMatchObject({ nomeResponsavel: 'Informe o nome do responsável.' });
    const comResponsavel = { ...menor, nomeResponsavel: 'Ana Souza', telefoneResponsavel: '(11) 98765-4321', parentescoResponsavel: 'Mãe' };
    expect(intakeCompleto(comResponsavel)).toBe(true);
    expect(await errosIntake(comResponsavel)).toEqual({});
    expect(corpoIntake(comResponsavel)).toMatchObject({ nomeResponsavel: 'Ana Souza', parentescoResponsavel: 'Mãe' });
    expect(corpoIntake({ ...comResponsavel, idade: '18' })).not.toHaveProperty('nomeResponsavel');
  });

  it('sends only the fields that apply, and shows the shared schema messages', async () => {
    expect(corpoIntake(adulto)).not.toHaveProperty('nomeOutraPessoa');
    expect(corpoIntake(adulto)).not.toHaveProperty('esporte');
    expect(await errosIntake({ ...adulto, peso: '1000' })).toEqual({ peso: expect.stringContaining('Peso inválido') });
  });

  it('sends the sex only when one is chosen ("Prefiro não informar" leaves it out)', async () => {
    expect(corpoIntake(adulto)).not.toHaveProperty('sexo');
    expect(corpoIntake({ ...adulto, sexo: 'feminino' })).toMatchObject({ sexo: 'feminino' });
    expect(await errosIntake({ ...adulto, sexo: 'masculino' })).toEqual({});
  });
});

const msg = (seq: number, autor: 'paciente' | 'medico', texto: string): MensagemChat => ({
  id: `m${seq}`,
  seq,
  autor,
  texto,
  tipo: 'text',
  criadoEm: '2026-11-22T10:00:00.000Z',
});

function aplicar(estado: EstadoConsulta, ...acoes: AcaoConsulta[]): EstadoConsulta {
  return acoes.reduce(reduzirConsulta, estado);
}

/** The patient sends `texto` and the doctor answers `resposta` in two chunks. */
function troca(estado: EstadoConsulta, texto: string, resposta: string, n: number): EstadoConsulta {
  const agora = '2026-11-22T10:00:00.000Z';
  return aplicar(
    estado,
    { tipo: 'envioIniciado', pacientes: [{ id: `p${n}`, autor: 'paciente', texto, tipo: 'text', criadoEm: agora, pendente: true }], respostaId: `r${n}`, texto, agora },
    { tipo: 'pedaco', texto: resposta.slice(0, 5) },
    { tipo: 'pedaco', texto: resposta.slice(5) },
    { tipo: 'respostaConcluida', mensagemId: `d${n}`, seq: 100 + n },
  );
}

describe('doubts → rating → end (docs/regras-do-produto.md#the-chat)', () => {
  const carregado = aplicar(estadoInicial, {
    tipo: 'carregado',
    estado: { mensagens: [msg(1, 'medico', 'Olá! Qual o motivo da consulta?')], encerrada: false, triagem: TRIAGEM_PROVISORIA },
  });

  it('builds the answer from the streamed chunks and shows the prescription button after more than 3 messages', () => {
    const um = troca(carregado, 'Estou com febre', 'Desde quando?', 1);
    expect(um.mensagens.at(-1)).toMatchObject({ id: 'd1', texto: 'Desde quando?', autor: 'medico' });
    expect(um.respondendo).toBeUndefined();
    expect(podeGerarReceita(um)).toBe(false);
    expect(podeGerarReceita(troca(um, 'Há 3 dias', 'Nota de 0 a 10?', 2))).toBe(true);
  });

  it('asks for the doubts answer only with at least 6 messages', () => {
    const cedo = troca(carregado, 'Febre', 'Ficou alguma dúvida?', 1);
    expect(cedo.etapa).toBe('conversa');
    let estado = carregado;
    for (let n = 1; n <= 3; n += 1) estado = troca(estado, `mensagem ${n}`, n === 3 ? 'Este é o pré-diagnóstico.\n\nFicou alguma dúvida?' : 'Certo.', n);
    expect(estado.mensagens).toHaveLength(7);
    expect(estado.etapa).toBe('aguardandoDuvidas');
  });

  it('opens the rating panel on "não, obrigado", continues on an affirmative or other answer, and ends with the stars', () => {
    let estado = carregado;
    for (let n = 1; n <= 3; n += 1) estado = troca(estado, `mensagem ${n}`, n === 3 ? 'Ficou alguma dúvida?' : 'Certo.', n);
    expect(troca(estado, 'Sim, tenho uma pergunta', 'Claro, pode perguntar.', 4).etapa).toBe('conversa');
    expect(troca(estado, 'Posso tomar dipirona?', 'Pode. Ficou alguma dúvida?', 4).etapa).toBe('aguardandoDuvidas');
    expect(troca(estado, 'Não tenho dúvidas', 'Que bom.', 4).etapa).toBe('avaliando');

    const avaliando = troca(estado, 'Não, obrigado', 'Que bom que pude ajudar!', 4);
    expect(avaliando.etapa).toBe('avaliando');
    const encerrada = aplicar(avaliando, { tipo: 'encerrando' }, { tipo: 'encerrada', mensagem: msg(200, 'medico', 'Muito obrigada pela sua avaliação de 5 estrelas!'), avaliacao: 5 });
    expect(encerrada).toMatchObject({ etapa: 'encerrada', avaliacao: 5 });
    expect(encerrada.mensagens.at(-1)?.texto).toContain('5 estrelas');
    expect(podeGerarReceita(encerrada)).toBe(false);
    expect(motivoParaNaoEnviar(encerrada, 'Mais uma coisa', 0)).toBe('encerrada');
    // A failed end call brings the panel back.
    expect(aplicar(avaliando, { tipo: 'encerrando' }, { tipo: 'encerramentoFalhou' }).etapa).toBe('avaliando');
  });

  it('restores an ended consultation as ended, and a pending doubts question as such', () => {
    const fim = aplicar(estadoInicial, { tipo: 'carregado', estado: { mensagens: [msg(2, 'medico', 'Tchau'), msg(1, 'medico', 'Olá')], encerrada: true, avaliacao: 4, triagem: TRIAGEM_PROVISORIA } });
    expect(fim).toMatchObject({ etapa: 'encerrada', avaliacao: 4 });
    expect(fim.mensagens.map((m) => m.seq)).toEqual([1, 2]);
  });

  it('drops the bubbles of a refused message and keeps the patient message when only the answer failed', () => {
    const agora = '2026-11-22T10:00:00.000Z';
    const enviando = aplicar(carregado, {
      tipo: 'envioIniciado',
      pacientes: [{ id: 'p1', autor: 'paciente', texto: 'Oi', tipo: 'text', criadoEm: agora, pendente: true }],
      respostaId: 'r1',
      texto: 'Oi',
      agora,
    });
    expect(motivoParaNaoEnviar(enviando, 'Outra', 0)).toBe('ocupado');
    const recusado = aplicar(enviando, { tipo: 'envioRecusado', ids: ['p1'] });
    expect(recusado.mensagens.map((m) => m.id)).toEqual(['m1']);
    expect(motivoParaNaoEnviar(recusado, 'Oi', 0)).toBeUndefined();
    const falhou = aplicar(enviando, { tipo: 'pedaco', texto: 'Par' }, { tipo: 'respostaFalhou' });
    expect(falhou.mensagens.map((m) => [m.id, m.pendente ?? false])).toEqual([
      ['m1', false],
      ['p1', false],
    ]);
  });

  it('ignores empty text and an identical repeat of the last message (docs/regras-do-produto.md#the-chat)', () => {
    const depois = troca(carregado, 'Estou com febre', 'Desde quando?', 1);
    expect(motivoParaNaoEnviar(depois, '   ', 0)).toBe('vazio');
    expect(motivoParaNaoEnviar(depois, ' Estou com febre ', 0)).toBe('repetida');
    expect(motivoParaNaoEnviar(depois, '', 1)).toBeUndefined();
  });
});

describe('triage on the page (docs/triagem.md)', () => {
  const carregar = (triagem: Triagem, mensagens: MensagemChat[] = [msg(1, 'medico', 'Olá!')], encerrada = false) =>
    aplicar(estadoInicial, { tipo: 'carregado', estado: { mensagens, encerrada, triagem } });
  const prontoSocorro: Triagem = { nivel: 'pronto-socorro', motivos: ['Dor nas costas que irradia para a virilha'] };
  const emergencia: Triagem = { nivel: 'emergencia', motivos: ['Febre com rigidez de nuca'] };
  const autocuidado: Triagem = { nivel: 'autocuidado', motivos: ['Sintomas leves, sem sinais de alerta'] };

  it('starts provisional, takes the level of the reloaded consultation, ended or not', () => {
    expect(estadoInicial.triagem).toEqual(TRIAGEM_PROVISORIA);
    expect(carregar(prontoSocorro).triagem).toEqual(prontoSocorro);
    expect(carregar(prontoSocorro, [msg(1, 'medico', 'Tchau')], true)).toMatchObject({ etapa: 'encerrada', triagem: prontoSocorro });
  });

  it("raises the level on the stream's event and never lowers it", () => {
    // Prepare
    const inicio = carregar(TRIAGEM_PROVISORIA);
    // Act
    const leve = aplicar(inicio, { tipo: 'triagem', triagem: autocuidado });
    const urgente = aplicar(leve, { tipo: 'triagem', triagem: prontoSocorro });
    const depois = aplicar(urgente, { tipo: 'triagem', triagem: autocuidado }, { tipo: 'triagem', triagem: TRIAGEM_PROVISORIA });
    // Assess
    expect(leve.triagem).toEqual(autocuidado);
    expect(urgente.triagem.nivel).toBe('pronto-socorro');
    expect(urgente.triagem.motivos[0]).toBe(prontoSocorro.motivos[0]);
    expect(depois.triagem).toEqual(urgente.triagem);
    expect(depois).toBe(urgente);
    // A reload that finds a lower level than the page holds does not lower it either.
    expect(aplicar(urgente, { tipo: 'carregado', estado: { mensagens: [], encerrada: false, triagem: autocuidado } }).triagem.nivel).toBe('pronto-socorro');
  });

  it('shows the banner at once when signs spread over messages reach an emergency, as the server reads them', () => {
    // Prepare: fever in one message; neither message is a red flag on its own.
    const estado = troca(carregar(TRIAGEM_PROVISORIA), 'to com febre desde ontem', 'Entendi. Mais algum sintoma?', 1);
    // Act
    const banner = emergenciaAoEnviar(estado, 'meu pescoço ta duro', pacienteDaTriagem({ idade: 34 }));
    // Assess
    expect(emergenciaAoEnviar(carregar(TRIAGEM_PROVISORIA), 'meu pescoço ta duro', {})).toBeUndefined();
    expect(banner?.tipo).toBe('meningite');
  });

  it("shows a message's own red flag, but not the conversation's again once the level is emergencia", () => {
    const estado = troca(carregar(emergencia), 'to com febre desde ontem', 'Ligue para o SAMU 192.', 1);
    expect(emergenciaAoEnviar(estado, 'meu pescoço ta duro', {})).toBeUndefined();
    expect(emergenciaAoEnviar(estado, 'quero me matar', {})?.tipo).toBe('suicidio');
    expect(emergenciaAoEnviar(estado, '', {})).toBeUndefined();
  });

  it('shows the banner again after a reload at emergencia, the general one when the page cannot tell why', () => {
    const mensagens = [msg(1, 'paciente', 'to com febre desde ontem'), msg(2, 'medico', 'Certo.'), msg(3, 'paciente', 'meu pescoço ta duro')];
    expect(emergenciaAoCarregar(mensagens, emergencia, {})?.tipo).toBe('meningite');
    expect(emergenciaAoCarregar([msg(1, 'paciente', 'Estou com dor')], emergencia, {})?.tipo).toBe('grave');
    expect(emergenciaAoCarregar([msg(1, 'paciente', 'to com coriza')], autocuidado, {})).toBeUndefined();
  });

  it("reads the intake's age and a known sex only", () => {
    expect(pacienteDaTriagem({ idade: 29, sexo: 'feminino' })).toEqual({ idade: 29, sexo: 'feminino' });
    expect(pacienteDaTriagem({ idade: 29, sexo: 'outro' })).toEqual({ idade: 29 });
    expect(pacienteDaTriagem(undefined)).toEqual({});
  });
});

describe('attachments in the page (docs/regras-do-produto.md#the-chat)', () => {
  it('refuses more than 10 MB and types other than jpeg/png/gif/webp/pdf with the two toasts', () => {
    expect(recusaDoArquivo({ name: 'exame.pdf', type: 'application/pdf', size: 11 * 1024 * 1024 })).toEqual(mensagens.arquivos.muitoGrande);
    expect(recusaDoArquivo({ name: 'virus.exe', type: 'application/x-msdownload', size: 1000 })).toEqual(mensagens.arquivos.tipoNaoPermitido);
    expect(recusaDoArquivo({ name: 'foto.webp', type: 'image/webp', size: 10 * 1024 * 1024 })).toBeUndefined();
    expect(tipoDoArquivo({ name: 'FOTO.JPG', type: '' })).toBe('image/jpeg');
  });
});

class FakeRecognition implements SpeechRecognitionLike {
  static ultima: FakeRecognition | undefined;
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: SpeechRecognitionLike['onresult'] = null;
  onerror: SpeechRecognitionLike['onerror'] = null;
  onend: (() => void) | null = null;
  starts = 0;
  constructor() {
    FakeRecognition.ultima = this;
  }
  start() {
    this.starts += 1;
  }
  stop() {
    this.onend?.();
  }
  abort() {}
  ouvir(texto: string, isFinal: boolean) {
    const resultado = Object.assign([{ transcript: texto }], { isFinal });
    this.onresult?.({ resultIndex: 0, results: [resultado] });
  }
}

describe('voice recognition (docs/regras-do-produto.md#the-chat)', () => {
  function criar() {
    vi.useFakeTimers();
    const eventos = { finais: [] as string[], erros: [] as string[], estados: [] as boolean[] };
    const reconhecedor = createReconhecedorVoz({
      Reconhecimento: FakeRecognition,
      aoFinal: (t) => eventos.finais.push(t),
      aoErro: (m) => eventos.erros.push(m),
      aoMudarEstado: (e) => eventos.estados.push(e),
    });
    return { reconhecedor, eventos };
  }

  it('listens in pt-BR, continuously, and sends a final result 500 ms later', () => {
    const { reconhecedor, eventos } = criar();
    reconhecedor.iniciar();
    const r = FakeRecognition.ultima!;
    expect(r).toMatchObject({ lang: 'pt-BR', continuous: true, starts: 1 });
    r.ouvir('estou com dor', true);
    expect(eventos.estados).toEqual([true, false]);
    vi.advanceTimersByTime(vozConfig.autoEnvioMs - 1);
    expect(eventos.finais).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(eventos.finais).toEqual(['estou com dor']);
  });

  it('restarts 1 s after the end or no-speech, 2 s after other errors, and after 3 s of silence', () => {
    const { reconhecedor } = criar();
    reconhecedor.iniciar();
    const r = FakeRecognition.ultima!;
    r.onend?.();
    vi.advanceTimersByTime(999);
    expect(r.starts).toBe(1);
    vi.advanceTimersByTime(1);
    expect(r.starts).toBe(2);
    r.onerror?.({ error: 'no-speech' });
    vi.advanceTimersByTime(1000);
    expect(r.starts).toBe(3);
    r.onerror?.({ error: 'network' });
    vi.advanceTimersByTime(1999);
    expect(r.starts).toBe(3);
    vi.advanceTimersByTime(1);
    expect(r.starts).toBe(4);
    r.ouvir('estou', false);
    vi.advanceTimersByTime(vozConfig.reinicioSilencioMs + vozConfig.reinicioFimMs);
    expect(r.starts).toBe(5);
    reconhecedor.parar();
    r.onend?.();
    vi.advanceTimersByTime(5000);
    expect(r.starts).toBe(5);
  });

  it('reports the docs/regras-do-produto.md#the-chat microphone errors and an unsupported browser', () => {
    const { reconhecedor, eventos } = criar();
    reconhecedor.iniciar();
    FakeRecognition.ultima!.onerror?.({ error: 'not-allowed' });
    reconhecedor.iniciar();
    FakeRecognition.ultima!.onerror?.({ error: 'audio-capture' });
    expect(eventos.erros).toEqual([mensagens.voz.permissaoMicrofoneNegada, mensagens.voz.erroMicrofone]);

    const erros: string[] = [];
    const semSuporte = createReconhecedorVoz({ Reconhecimento: undefined, aoFinal: () => {}, aoErro: (m) => erros.push(m), aoMudarEstado: () => {} });
    expect(semSuporte.suportado).toBe(false);
    semSuporte.iniciar();
    expect(erros).toEqual([mensagens.voz.reconhecimentoNaoSuportado]);
  });
});

describe("the doctor's voice", () => {
  it('plays the server voice when there is one', async () => {
    const tocados: Blob[] = [];
    const fala = createFalaMedico({
      medico: { id: 1, nome: 'Dr. Carlos' },
      sintetizar: async () => ({ audioContent: Buffer.from('ID3abc').toString('base64'), contentType: 'audio/mpeg' }),
      aoErro: () => {},
      synth: undefined,
      tocar: async (audio) => {
        tocados.push(audio);
      },
    });
    await fala.falar('Olá, **tudo bem**?');
    expect(tocados).toHaveLength(1);
    expect(tocados[0]?.type).toBe('audio/mpeg');
  });

  it('falls back to the browser voice when the server has none, and says so when the browser has none either', async () => {
    const erros: string[] = [];
    const sintetizar = vi.fn(async () => {
      throw new Error('503');
    });
    const fala = createFalaMedico({ medico: { id: 1, nome: 'Dr. Carlos' }, sintetizar, aoErro: (m) => erros.push(m), synth: undefined });
    await fala.falar('Olá');
    await fala.falar('De novo');
    expect(sintetizar).toHaveBeenCalledTimes(1);
    expect(erros).toEqual([mensagens.voz.sinteseNaoSuportada, mensagens.voz.sinteseNaoSuportada]);
  });
});

describe('camera errors (docs/regras-do-produto.md#the-chat)', () => {
  it('maps getUserMedia failures to the spec texts', () => {
    expect(mensagemErroCamera(Object.assign(new Error('x'), { name: 'NotAllowedError' }))).toBe('Permissão negada. Permita o acesso à câmera.');
    expect(mensagemErroCamera({ name: 'NotFoundError' })).toBe('Câmera não encontrada.');
    expect(mensagemErroCamera(new Error('boom'))).toBe('Erro ao acessar câmera');
  });
});
