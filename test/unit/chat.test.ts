/**
 * The chat's pure parts: the doctor's fixed messages, attachment names and types, the request
 * schemas' pt-BR errors, and the route, table and bucket declarations the CDK and the local stack read.
 */
import { describe, expect, it } from 'vitest';
import { buckets } from '#definitions/buckets.js';
import { routes } from '#definitions/routes.js';
import { tables } from '#definitions/tables.js';
import { montarIntroducaoFalada, montarMensagemEncerramento, montarSaudacao } from '#lambdas/chat/textos-consulta.js';
import { nomeSeguroArquivo } from '#lambdas/common/anexos-storage.js';
import { rateLimits } from '#lambdas/common/rate-limit.js';
import { itensPerguntados } from '#infra/local/offline-engine/anamnese.js';
import { findMedico } from '#shared/medicos.js';
import { parseOrError } from '#shared/schemas/common.js';
import { dadosPacienteDoFormulario, dadosPacienteSchema } from '#shared/schemas/consulta-chat.js';
import {
  chatLimites,
  detectarTipoAnexo,
  encerrarRequestSchema,
  enviarMensagemRequestSchema,
  mensagensChat,
} from '#shared/schemas/chat.js';

const form = (overrides: Record<string, unknown> = {}) =>
  dadosPacienteDoFormulario(
    dadosPacienteSchema.parse({
      nome: 'João Pereira',
      idade: '41',
      peso: '80',
      altura: '178',
      bebe: 'nao',
      fuma: 'parou',
      esporte: '',
      consultaPara: 'proprio',
      consentimentoDados: true,
      consentimentoTermos: true,
      ...overrides,
    }),
  );

describe('the doctor’s greeting', () => {
  it('summarises the intake, asks for exams and for the reason in words the anamnesis recognises', () => {
    const texto = montarSaudacao(findMedico(1), form());
    expect(texto).toContain('Olá, João! Sou Dr. Rafael Monteiro, médico virtual de inteligência artificial da ZapSaúde em Clínica Geral.');
    expect(texto).toContain('• Paciente: João Pereira, 41 anos');
    expect(texto).toContain('IMC: 25,2');
    expect(texto).toContain('Fumo: Parou');
    expect(texto).toContain('Atividade física: não informada');
    expect(texto).toContain('exames, receitas, laudos ou fotos');
    expect(texto).toContain('validadas por um médico real');
    expect(itensPerguntados(texto)).toContain('queixa');
  });

  it('talks to the responsible adult of a minor and about the other person of a consultation for someone else', () => {
    const menor = form({
      nome: 'Pedro Lima',
      idade: '7',
      peso: '24',
      altura: '120',
      nomeResponsavel: 'Carla Lima',
      telefoneResponsavel: '21 99876-5432',
      parentescoResponsavel: 'Mãe',
    });
    const texto = montarSaudacao(findMedico(4), menor);
    expect(texto).toMatch(/^Olá, Carla!/);
    expect(texto).toContain('(menor de idade)');
    expect(texto).toContain('Responsável: Carla Lima (Mãe), telefone (21) 99876-5432');
    expect(texto).toContain('com Pedro');
    expect(montarIntroducaoFalada(findMedico(4), menor)).toBe(
      `Olá, Carla! Sou ${findMedico(4).nome}. Já li os seus dados. Me conte o que está acontecendo.`,
    );

    const outro = montarSaudacao(findMedico(2), form({ consultaPara: 'outro', nomeOutraPessoa: 'Rita Pereira' }));
    expect(outro).toContain('Paciente: Rita Pereira');
    expect(outro).toContain('Consulta solicitada por: João Pereira');
  });
});

describe('the closing message', () => {
  it('states the stars and thanks, in the doctor’s gender', () => {
    expect(montarMensagemEncerramento(findMedico(1), form(), 'avaliacao', 5)).toMatch(/^Muito obrigado pela sua avaliação de 5 estrelas, João!/);
    expect(montarMensagemEncerramento(findMedico(2), form(), 'avaliacao', 1)).toMatch(/^Muito obrigada pela sua avaliação de 1 estrela, João!/);
    expect(montarMensagemEncerramento(findMedico(1), form(), 'tempo')).toContain('Como não recebi sua avaliação');
    expect(montarMensagemEncerramento(findMedico(1), undefined, 'paciente')).toMatch(/^Consulta encerrada a seu pedido\./);
  });
});

describe('attachments', () => {
  it.each([
    ['Exame de sangue (março).PDF', 'application/pdf', 'Exame-de-sangue-marco.pdf'],
    ['foto-1700000000000.jpg', 'image/jpeg', 'foto-1700000000000.jpg'],
    ['foto.jpeg', 'image/jpeg', 'foto.jpeg'],
    ['../../etc/passwd', 'image/png', 'etc-passwd.png'],
    ['raio x.exe', 'image/png', 'raio-x.png'],
    ['   ', 'image/webp', 'arquivo.webp'],
    ['ção.gif', 'image/gif', 'cao.gif'],
  ] as const)('names %j of type %s as %s', (nome, tipo, esperado) => {
    expect(nomeSeguroArquivo(nome, tipo)).toBe(esperado);
  });

  it('keeps names within 120 characters', () => {
    const nome = nomeSeguroArquivo(`${'a'.repeat(300)}.pdf`, 'application/pdf');
    expect(nome).toHaveLength(chatLimites.nomeArquivoMaxCaracteres);
    expect(nome.endsWith('.pdf')).toBe(true);
  });

  it.each([
    ['ffd8ffe000104a464946', 'image/jpeg'],
    ['89504e470d0a1a0a0000', 'image/png'],
    ['474946383961', 'image/gif'],
    ['524946460000000057454250', 'image/webp'],
    ['255044462d312e37', 'application/pdf'],
    ['4d5a90000300', undefined],
  ])('tells %s apart by its first bytes', (hex, tipo) => {
    expect(detectarTipoAnexo(Buffer.from(hex, 'hex'))).toBe(tipo);
  });
});

describe('chat request schemas', () => {
  it('refuses an empty message without files and one over 2000 characters', () => {
    expect(parseOrError(enviarMensagemRequestSchema, { medicoId: 1, texto: '   ' })).toMatchObject({ ok: false, message: mensagensChat.mensagemVazia });
    expect(parseOrError(enviarMensagemRequestSchema, { medicoId: 1, texto: 'a'.repeat(2001) })).toMatchObject({
      ok: false,
      message: mensagensChat.mensagemLonga,
    });
    expect(parseOrError(enviarMensagemRequestSchema, { medicoId: 1, texto: 'a'.repeat(2000) }).ok).toBe(true);
  });

  it('accepts files without text, but only keys of the pending uploads folder and at most 5', () => {
    const key = 'pendentes/2b9f0a43-8c1e-4a55-b0f4-0a4b7c1d2e3f/7d4c3b2a-1e0f-4a9b-8c7d-6e5f4a3b2c1d-foto.png';
    // An accepted attachment's final key is never a key a message may name.
    expect(parseOrError(enviarMensagemRequestSchema, { medicoId: 1, texto: 'oi', arquivos: [key.replace('pendentes/', 'anexos/')] }).ok).toBe(false);
    expect(parseOrError(enviarMensagemRequestSchema, { medicoId: 1, texto: '', arquivos: [key] }).ok).toBe(true);
    expect(parseOrError(enviarMensagemRequestSchema, { medicoId: 1, texto: 'oi', arquivos: ['avatars/x.png'] })).toMatchObject({
      ok: false,
      message: mensagensChat.anexoNaoEncontrado,
    });
    expect(parseOrError(enviarMensagemRequestSchema, { medicoId: 1, texto: 'oi', arquivos: Array(6).fill(key) })).toMatchObject({
      ok: false,
      message: mensagensChat.muitosAnexos,
    });
  });

  it('needs the stars when the consultation ends by rating', () => {
    expect(parseOrError(encerrarRequestSchema, { medicoId: 1, motivo: 'avaliacao' })).toMatchObject({ ok: false, message: mensagensChat.avaliacaoObrigatoria });
    expect(parseOrError(encerrarRequestSchema, { medicoId: 1, motivo: 'avaliacao', avaliacao: 0 }).ok).toBe(false);
    expect(parseOrError(encerrarRequestSchema, { medicoId: 1, motivo: 'tempo' }).ok).toBe(true);
    expect(parseOrError(encerrarRequestSchema, { medicoId: 1, motivo: 'outro' })).toMatchObject({ ok: false, message: mensagensChat.motivoEncerramentoInvalido });
  });
});

describe('chat declarations', () => {
  const chatRoutes = routes.filter((route) => route.path.startsWith('/api/chat/'));

  it('authorises every consultation route by the chat token, and the history by the session', () => {
    for (const route of chatRoutes) expect(route.auth).toBe(route.path === '/api/chat/historico' ? 'cognito' : 'chat-token');
    expect(chatRoutes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(
      [
        'GET /api/chat/estado',
        'GET /api/chat/historico',
        'GET /api/chat/prontuario.pdf',
        'GET /api/chat/receita.pdf',
        'POST /api/chat/anexos/upload',
        'POST /api/chat/encerrar',
        'POST /api/chat/intake',
        'POST /api/chat/mensagens',
        'POST /api/chat/receita',
      ].sort(),
    );
  });

  it('streams only the message route, and gives Bedrock and Polly only to the routes that call them', () => {
    expect(routes.filter((route) => route.streaming).map((route) => route.id)).toEqual(['chat-mensagens']);
    // The end asks the engine for the physician's drafts (docs/validacao-medica.md).
    expect(routes.filter((route) => route.aiServices?.includes('bedrock')).map((route) => route.id).sort()).toEqual([
      'chat-encerrar',
      'chat-mensagens',
      'chat-receita',
    ]);
    expect(routes.find((route) => route.path === '/api/fala')).toMatchObject({ auth: 'none', aiServices: ['polly'], tables: { rate_limits: 'readWrite' } });
  });

  it('keeps the transcript and the attachments as the sensitive clinical record, with no expiry', () => {
    expect(tables.mensagens).toEqual({
      name: 'mensagens',
      partitionKey: { name: 'consulta_id', type: 'S' },
      sortKey: { name: 'seq', type: 'N' },
      sensitive: true,
    });
    expect(buckets.anexos).toMatchObject({ name: 'anexos', sensitive: true });
  });

  it('limits messages per consultation to the rate the page announces', () => {
    expect(rateLimits['chat-mensagem']).toEqual({ limit: chatLimites.mensagensPorMinuto, windowSeconds: 60 });
  });
});
