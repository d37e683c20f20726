import { describe, expect, it } from 'vitest';
import { mensagens } from '#shared/messages.js';
import {
  assuntoGeral,
  AVISO_CAMILA,
  detectarIntencao,
  detectarNome,
  ERRO_CAMILA,
  intencoesCamila,
  responderCamila,
  responderComSeguranca,
  SAUDACAO_CAMILA,
} from '#web/features/assistente/camila.js';

/** How a reply says that a physician validates the AI's work before it reaches the patient. */
const VALIDACAO_MEDICA = /validado por um médico de verdade|médico de verdade revisa|médico de verdade revisa, valida e assina/;

describe('detectarIntencao: one intent per keyword group, in the fixed order of docs/regras-do-produto.md#camila-the-support-assistant', () => {
  it('lists the twelve intents in their order (the account intents before the greeting)', () => {
    expect(intencoesCamila).toEqual([
      'ask_name',
      'password_reset',
      'account_signup',
      'greeting',
      'payment_methods',
      'pricing',
      'promotion',
      'how_it_works',
      'appointment',
      'support',
      'acknowledgment',
      'general_inquiry',
    ]);
  });

  it.each([
    ['meu nome é Ana', 'ask_name'],
    ['qual é o seu nome?', 'ask_name'],
    ['Quem é você?', 'ask_name'],
    ['Oi', 'greeting'],
    ['Boa noite!', 'greeting'],
    ['Quais as formas de pagamento?', 'payment_methods'],
    ['aceita PIX?', 'payment_methods'],
    ['Quanto custa?', 'pricing'],
    ['qual o preço', 'pricing'],
    ['qual o preco', 'pricing'],
    ['tem algum cupom de desconto?', 'promotion'],
    ['ZAP19 ainda vale?', 'promotion'],
    ['Como funciona?', 'how_it_works'],
    ['Quero marcar uma consulta', 'appointment'],
    ['tem dermatologista? quero um médico', 'appointment'],
    ['Preciso de suporte', 'support'],
    ['Esqueci minha senha', 'password_reset'],
    ['como redefinir a senha?', 'password_reset'],
    ['não consigo entrar', 'password_reset'],
    ['Como faço para criar uma conta?', 'account_signup'],
    ['quero me cadastrar', 'account_signup'],
    ['como faço o cadastro?', 'account_signup'],
    ['como faço login?', 'account_signup'],
    ['muito obrigada', 'acknowledgment'],
    ['valeu!', 'acknowledgment'],
    ['a receita é válida?', 'general_inquiry'],
    ['xyz', 'general_inquiry'],
  ])('%j → %s', (texto, intencao) => {
    expect(detectarIntencao(texto)).toBe(intencao);
  });

  it.each([
    // Each pair holds keywords of two intents: the earlier one in the order wins.
    ['Oi, meu nome é Ana', 'ask_name'],
    ['oi, esqueci minha senha', 'password_reset'],
    ['esqueci a senha do cadastro', 'password_reset'],
    ['olá, quero criar uma conta', 'account_signup'],
    ['preciso criar conta para pagar?', 'account_signup'],
    // The bare word 'conta' is no account question: here it is a payment.
    ['paguei com pix e minha conta não liberou', 'payment_methods'],
    ['Olá, como pago?', 'greeting'],
    ['posso pagar com cartão? qual o preço?', 'payment_methods'],
    ['quanto custa com o cupom?', 'pricing'],
    ['o código promocional funciona como?', 'promotion'],
    ['como funciona a consulta?', 'how_it_works'],
    ['a consulta tem suporte?', 'appointment'],
    ['obrigado pela ajuda', 'support'],
    ['obrigado, a receita é válida?', 'acknowledgment'],
  ])('the order decides %j → %s', (texto, intencao) => {
    expect(detectarIntencao(texto)).toBe(intencao);
  });

  it('matches whole words only: "oi" inside "depois" or "oito" is no greeting', () => {
    expect(detectarIntencao('depois de oito dias')).toBe('general_inquiry');
    expect(detectarIntencao('a dor voltou depois')).not.toBe('greeting');
  });
});

describe('fallback replies of a general inquiry', () => {
  it.each([
    ['quanto tempo demora?', 'duration', /até 30 minutos/],
    ['qual a duração?', 'duration', /até 30 minutos/],
    ['vocês passam remédio?', 'prescription', /rascunho de receita/],
    ['a prescrição vale na farmácia?', 'prescription', /médico de verdade revisa, valida e assina/],
    ['é seguro? e a LGPD?', 'safety', /LGPD/],
    ['meus dados ficam protegidos?', 'safety', /SAMU 192/],
    ['tem aplicativo?', 'general', /12 especialidades/],
  ])('%j → %s', (texto, assunto, trecho) => {
    const resposta = responderCamila(texto);

    expect(assuntoGeral(texto)).toBe(assunto);
    expect(resposta).toMatchObject({ intencao: 'general_inquiry', assunto });
    expect(resposta.texto).toMatch(trecho);
  });
});

describe('detectarNome (docs/regras-do-produto.md#camila-the-support-assistant: a word longer than 2 letters, capitalised)', () => {
  it.each([
    ['meu nome é ana', 'Ana'],
    ['Meu nome e JOÃO', 'João'],
    ['me chamo lúcia, tudo bem?', 'Lúcia'],
    ['Oi! Sou Marcos', 'Marcos'],
    ['eu sou a beatriz', 'Beatriz'],
    ['boa tarde, eu sou o Caio.', 'Caio'],
  ])('%j → %s', (texto, nome) => {
    expect(detectarNome(texto)).toBe(nome);
  });

  it.each([
    // Decision: after "sou", a preposition is never a name and we do not skip ahead to the next word.
    ['sou de São Paulo'],
    ['sou da Bahia'],
    ['sou dos Estados Unidos'],
    ['eu sou paciente de vocês'],
    ['sou nova aqui'],
    ['sou mãe de uma criança de 3 anos'],
    ['meu nome é Li'],
    ['me chamo Bo'],
    ['isso é tudo'],
    ['quanto custa a consulta?'],
  ])('%j → no name', (texto) => {
    expect(detectarNome(texto)).toBeUndefined();
  });

  it('does not read a name inside another word ("insou", "nomes")', () => {
    expect(detectarNome('casou ontem')).toBeUndefined();
    expect(detectarNome('meus nomes são muitos')).toBeUndefined();
  });

  it('greets a detected name and then addresses the user by it', () => {
    const apresentacao = responderCamila('meu nome é ana');
    expect(apresentacao).toMatchObject({ intencao: 'ask_name', nomeUsuario: 'Ana' });
    expect(apresentacao.texto).toMatch(/^Muito prazer, Ana!/);

    const depois = responderCamila('quanto custa?', { nomeUsuario: apresentacao.nomeUsuario });
    expect(depois).toMatchObject({ intencao: 'pricing', nomeUsuario: 'Ana' });
    expect(depois.texto).toContain('R$\u00a019,90, Ana:');
    for (const texto of ['oi', 'como pago?', 'obrigado', 'tem aplicativo?']) {
      expect(responderCamila(texto, { nomeUsuario: 'Ana' }).texto).toContain(', Ana');
    }
  });

  it('asks the name back when the user asks hers and is still unknown', () => {
    expect(responderCamila('qual o seu nome?').texto).toMatch(/Eu sou a Camila.*como se chama\?$/);
    expect(responderCamila('qual o seu nome?', { nomeUsuario: 'Ana' }).texto).not.toMatch(/como se chama/);
  });
});

describe('what Camila says', () => {
  it('sells the service with the real numbers: R$ 19,90, PIX/boleto/cartão, ZAP19, 30 minutes, 24/7, 12 specialties', () => {
    expect(responderCamila('quanto custa?').texto).toMatch(/R\$\u00a019,90.*ZAP19.*30 minutos/);
    expect(responderCamila('formas de pagamento').texto).toMatch(/PIX, boleto ou cartão de crédito/);
    expect(responderCamila('tem cupom?').texto).toMatch(/código ZAP19, sua primeira consulta sai de graça/);
    expect(responderCamila('quero uma consulta').texto).toMatch(/12 médicos virtuais.*24 horas por dia, 7 dias por semana/);
    expect(responderCamila('quero uma consulta').acao).toEqual({ rotulo: 'Ir para a Sala de Atendimento', destino: '/sala-atendimento' });
    expect(responderCamila('preciso de suporte').texto).toMatch(/suporte@zapsaude\.com\.br.*24 horas/);
    expect(SAUDACAO_CAMILA).toMatch(/^Olá! Eu sou a Camila/);
  });

  it('says a physician validates the AI’s pre-diagnosis whenever it talks about results', () => {
    for (const texto of ['como funciona?', 'quero uma consulta', 'a receita vale?', 'é seguro?', 'tem aplicativo?']) {
      expect(responderCamila(texto).texto).toMatch(VALIDACAO_MEDICA);
    }
  });

  it('never says the AI diagnoses or prescribes by itself (CFM 2.454/2026)', () => {
    const perguntas = [
      'oi', 'meu nome é Ana', 'qual o seu nome?', 'esqueci minha senha', 'quero criar uma conta', 'como pago?', 'quanto custa?',
      'tem cupom?', 'como funciona?', 'quero uma consulta', 'preciso de suporte', 'obrigado', 'quanto tempo demora?',
      'vocês passam remédio?', 'é seguro?', 'tem aplicativo?',
    ];
    for (const texto of perguntas) {
      const resposta = responderCamila(texto).texto;
      expect(resposta, texto).not.toMatch(/receita para (você )?baixar|a IA (diagnostica|receita)\b|diagnóstico (da|pela) IA|IA (faz|dá) o diagnóstico|prescreve/i);
      expect(resposta, texto).not.toMatch(/rascunho de receita para você baixar/);
    }
    expect(responderCamila('vocês passam remédio?').texto).toMatch(/^A IA não receita sozinha/);
  });

  it('keeps the caveat the window always shows: health answers are AI pre-diagnoses a physician validates', () => {
    expect(AVISO_CAMILA).toMatch(/pré-diagnósticos feitos por IA/);
    expect(AVISO_CAMILA).toMatch(/validados por um médico/);
    expect(AVISO_CAMILA).toMatch(/192/);
  });

  it('tells how to create an account with the real steps of /auth and links there', () => {
    const resposta = responderCamila('como faço para criar uma conta?', { nomeUsuario: 'Ana' });

    expect(resposta).toMatchObject({ intencao: 'account_signup', acao: { destino: '/auth' } });
    // The screens' own words, in their order: tab, fields, button, the e-mailed code, then 'Entrar'.
    const passos = ['Acesse sua conta', 'aba Cadastrar', 'pelo menos 6 caracteres', 'Confirmar senha', 'Criar conta', 'Código de verificação', 'Confirmar e-mail', 'aba Entrar'];
    const posicoes = passos.map((passo) => resposta.texto.indexOf(passo));
    expect(posicoes.every((posicao) => posicao >= 0), JSON.stringify(posicoes)).toBe(true);
    expect([...posicoes].sort((a, b) => a - b)).toEqual(posicoes);
    expect(resposta.texto).toMatch(/^Para criar sua conta, Ana:/);
  });

  it('tells how to reset the password through "Esqueci minha senha" and links to /auth', () => {
    const resposta = responderCamila('esqueci minha senha, e agora?');

    expect(resposta).toMatchObject({ intencao: 'password_reset', acao: { destino: '/auth' } });
    const passos = ['aba Entrar', 'Esqueci minha senha', 'Enviar código', 'Código de verificação', 'Nova senha', 'Confirmar nova senha', 'Salvar nova senha', 'Reenviar código'];
    const posicoes = passos.map((passo) => resposta.texto.indexOf(passo));
    expect(posicoes.every((posicao) => posicao >= 0), JSON.stringify(posicoes)).toBe(true);
    expect([...posicoes].sort((a, b) => a - b)).toEqual(posicoes);
  });

  it('keeps every reply short enough for the speech endpoint (1500 characters)', () => {
    for (const texto of ['oi', 'esqueci minha senha', 'quero criar uma conta', 'como funciona?', 'vocês passam remédio?', 'é seguro?', 'tem aplicativo?']) {
      expect(responderCamila(texto, { nomeUsuario: 'Maximiliano' }).texto.length).toBeLessThan(1500);
    }
  });

  it('answers a failed processing with the catalogue error text', () => {
    const resposta = responderComSeguranca('oi', { nomeUsuario: 'Ana' }, () => {
      throw new Error('falhou');
    });

    expect(resposta).toMatchObject({ texto: mensagens.assistente.erroProcessamento, falhou: true, nomeUsuario: 'Ana' });
    expect(ERRO_CAMILA).toBe('Desculpe, ocorreu um erro. Tente novamente ou entre em contato com nosso suporte.');
    expect(responderComSeguranca('oi')).toMatchObject({ intencao: 'greeting', falhou: false });
  });
});
