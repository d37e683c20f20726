/**
 * Camila, the floating support assistant: her replies are generated here, locally, with no network
 * call (docs/regras-do-produto.md#camila-the-support-assistant). Pure functions, so the intent order and the name rule are unit-tested.
 *
 * Intent matching (docs/regras-do-produto.md#camila-the-support-assistant) is by keyword on the lower-cased text, in this fixed order: ask_name,
 * password_reset, account_signup, greeting, payment_methods, pricing, promotion, how_it_works,
 * appointment, support, acknowledgment, otherwise general_inquiry, whose reply falls back on
 * keywords for duration, prescription and safety. The account intents come before the greeting
 * so that "oi, esqueci minha senha" gets the steps, not a hello.
 *
 * CFM 2.454/2026: no reply says that the AI diagnoses or prescribes by itself; where a reply touches
 * on health it says that the AI's pre-diagnosis and drafts reach the patient only after a physician
 * validates them, and the window shows the same caveat at all times (AVISO_CAMILA). Accents are ignored too, so 'preço' and 'preco' match alike. Keywords
 * match whole words, so 'oi' does not fire inside 'depois' or 'oito'.
 */
import { consultaRegras, contaRegras, produto, promo } from '#shared/constants.js';
import { especialidades } from '#shared/especialidades.js';
import { PRECO_CONSULTA_FORMATADO } from '#shared/format.js';
import { mensagens } from '#shared/messages.js';

export const intencoesCamila = [
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
] as const;

export type IntencaoCamila = (typeof intencoesCamila)[number];

/** Which keyword reply a general inquiry got. */
export type AssuntoGeral = 'duration' | 'prescription' | 'safety' | 'general';

/** A page Camila may point to under her reply. */
export interface AcaoCamila {
  readonly rotulo: string;
  readonly destino: '/sala-atendimento' | '/contato' | '/como-funciona' | '/auth';
}

export interface RespostaCamila {
  readonly texto: string;
  readonly intencao: IntencaoCamila;
  readonly assunto?: AssuntoGeral;
  /** The user's name, as detected in this message or known from before. */
  readonly nomeUsuario?: string;
  readonly acao?: AcaoCamila;
}

export interface ContextoCamila {
  /** The name the user gave earlier in the conversation. */
  readonly nomeUsuario?: string;
}

const PRECO = PRECO_CONSULTA_FORMATADO;
const CODIGO = promo.codigo;
const MINUTOS = consultaRegras.duracaoMinutos;
const ESPECIALIDADES = especialidades.length;
const SALA: AcaoCamila = { rotulo: 'Ir para a Sala de Atendimento', destino: '/sala-atendimento' };
const CONTA: AcaoCamila = { rotulo: 'Ir para o acesso à conta', destino: '/auth' };
const PRE_DIAGNOSTICO =
  'O resultado é um pré-diagnóstico feito por IA, e só chega a você depois de revisado e validado por um médico de verdade.';

/**
 * Always on show in Camila's window: what she says about health is an AI pre-diagnosis that a
 * physician validates (CFM 2.454/2026).
 */
export const AVISO_CAMILA =
  'Respostas sobre saúde são pré-diagnósticos feitos por IA, validados por um médico antes de valerem. Emergência: ligue 192.';

/** Greeting added when the window first opens with no messages. */
export const SAUDACAO_CAMILA =
  `Olá! Eu sou a Camila, secretária virtual do ${produto.nome}. ` +
  `Posso explicar como funciona a consulta com nossos médicos virtuais, os valores e as formas de pagamento. ` +
  'Como posso ajudar você hoje?';

/** Shown (and spoken) when processing a message fails (docs/regras-do-produto.md#camila-the-support-assistant). */
export const ERRO_CAMILA = mensagens.assistente.erroProcessamento;

/** Lower-cases and strips accents, and turns every non-letter run into one space, padded. */
function normalizar(texto: string): string {
  const semAcentos = texto.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  return ` ${semAcentos.replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
}

/** Whether the normalised text holds one of the keywords (words or phrases) as whole words. */
function contem(normalizado: string, palavras: readonly string[]): boolean {
  return palavras.some((palavra) => normalizado.includes(` ${palavra} `));
}

// Keywords are written without accents: the text is compared accent-free.
const PALAVRAS: Readonly<Record<Exclude<IntencaoCamila, 'ask_name' | 'general_inquiry'>, readonly string[]>> = {
  password_reset: [
    'senha', 'senhas', 'esqueci', 'esqueceu', 'redefinir', 'redefinicao', 'nao consigo entrar', 'nao consigo acessar',
    'nao consigo logar',
  ],
  // Phrases, not the bare word 'conta': "paguei e minha conta não liberou" is about a payment.
  account_signup: [
    'criar conta', 'criar uma conta', 'criar minha conta', 'crio uma conta', 'crio minha conta', 'abrir conta',
    'abrir uma conta', 'fazer conta', 'fazer uma conta', 'ter uma conta', 'cadastro', 'cadastrar', 'me cadastro',
    'cadastre', 'registrar', 'inscrever', 'inscricao', 'login', 'logar', 'entrar na conta', 'entrar na minha conta',
  ],
  greeting: ['oi', 'oie', 'ola', 'bom dia', 'boa tarde', 'boa noite', 'hey', 'e ai', 'eai', 'salve', 'hello', 'opa'],
  payment_methods: [
    'pagamento', 'pagamentos', 'pagar', 'pago', 'pagando', 'pix', 'boleto', 'cartao', 'cartoes', 'credito', 'debito',
    'parcelar', 'parcelado', 'parcela', 'transferencia',
  ],
  pricing: [
    'preco', 'precos', 'valor', 'valores', 'custa', 'custo', 'custam', 'quanto custa', 'quanto e', 'quanto sai',
    'quanto fica', 'caro', 'barato', 'taxa', 'taxas', 'mensalidade', 'assinatura', 'reais',
  ],
  promotion: [
    'promocao', 'promocoes', 'promocional', 'cupom', 'codigo', 'desconto', 'descontos', 'gratis', 'gratuita',
    'gratuito', 'de graca', 'zap19', 'oferta',
  ],
  how_it_works: ['como funciona', 'funciona', 'funcionamento', 'passo a passo', 'etapas', 'como usar', 'como e feito'],
  appointment: [
    'consulta', 'consultas', 'consultar', 'agendar', 'agendamento', 'marcar', 'atendimento', 'medico', 'medicos',
    'medica', 'medicas', 'doutor', 'doutora', 'especialista', 'especialistas', 'especialidade', 'especialidades',
    'sala',
  ],
  support: [
    'suporte', 'ajuda', 'ajudar', 'problema', 'problemas', 'erro', 'contato', 'falar com', 'atendente', 'humano',
    'reclamacao', 'email', 'e mail', 'telefone', 'whatsapp',
  ],
  acknowledgment: [
    'obrigado', 'obrigada', 'obg', 'valeu', 'agradeco', 'brigado', 'brigada', 'perfeito', 'otimo', 'otima', 'beleza',
    'entendi', 'show', 'certo', 'combinado', 'legal',
  ],
};

const PALAVRAS_GERAIS: Readonly<Record<Exclude<AssuntoGeral, 'general'>, readonly string[]>> = {
  duration: ['duracao', 'dura', 'demora', 'tempo', 'minutos', 'minuto', 'quanto tempo', 'rapido', 'rapida'],
  prescription: ['receita', 'receitas', 'prescricao', 'remedio', 'remedios', 'medicamento', 'medicamentos', 'atestado'],
  safety: ['seguro', 'segura', 'seguranca', 'lgpd', 'privacidade', 'dados', 'sigilo', 'confiavel', 'confiar', 'golpe'],
};

/** Questions about Camila's own name. */
const PERGUNTA_NOME = ['seu nome', 'teu nome', 'quem e voce', 'quem e vc', 'como voce se chama', 'como te chamo', 'voce e quem'];

// Words that follow "sou" without being a name: "sou nova aqui", "sou paciente", "sou a favor".
const NAO_NOMES = new Set([
  'aluno', 'aluna', 'brasileiro', 'brasileira', 'cliente', 'diabetico', 'diabetica', 'alergico', 'alergica', 'estudante',
  'favor', 'gestante', 'gravida', 'hipertenso', 'hipertensa', 'idoso', 'idosa', 'mae', 'pai', 'medico', 'medica',
  'menor', 'maior', 'nova', 'novo', 'paciente', 'usuario', 'usuaria', 'cadastrado', 'cadastrada', 'casado', 'casada',
  'solteiro', 'solteira', 'enfermeiro', 'enfermeira', 'dono', 'dona', 'muito', 'bem', 'mais', 'menos', 'assim', 'eu',
  'voce', 'uma', 'um', 'uns', 'umas', 'aqui', 'daqui', 'dessa', 'desse', 'deste', 'desta', 'nao', 'sim', 'sem', 'com',
  'para', 'pra', 'por', 'que', 'quem', 'tambem', 'sempre', 'homem', 'mulher', 'crianca', 'adulto', 'adulta', 'jovem',
  'responsavel', 'tutor', 'tutora', 'filho', 'filha', 'esposo', 'esposa', 'marido', 'profissional', 'ansioso', 'ansiosa',
  'dos', 'das', 'nos', 'nas', 'num', 'numa', 'pelo', 'pela', 'pelos', 'pelas', 'ate', 'sobre', 'entre', 'contra', 'apenas',
  'seu', 'sua', 'teu', 'tua', 'meu', 'minha', 'aquele', 'aquela', 'isso', 'esse', 'essa', 'este', 'esta', 'fan', 'fa',
]);

const NOME_MINIMO = 3; // docs/regras-do-produto.md#camila-the-support-assistant: a detected name is longer than 2 letters.

/**
 * The user's name, when the text introduces it: "meu nome é ana", "me chamo João", "sou a Maria".
 * The name is the next word of letters only, longer than 2 letters, capitalised. "sou" is ambiguous
 * in Portuguese, so after it a preposition or a common non-name word is never a name: "sou de São
 * Paulo" detects nothing (we do not skip ahead to "São"), nor do "sou paciente" and "sou nova aqui".
 */
export function detectarNome(texto: string): string | undefined {
  const minusculo = texto.normalize('NFC').toLowerCase();
  const padroes = [
    /(?:^|[^\p{L}])meu\s+nome\s+(?:é|e|eh)\s+(\p{L}+)/u,
    /(?:^|[^\p{L}])me\s+chamo\s+(\p{L}+)/u,
    /(?:^|[^\p{L}])(?:eu\s+)?sou\s+(?:o\s+|a\s+)?(\p{L}+)/u,
  ];
  for (const padrao of padroes) {
    const palavra = padrao.exec(minusculo)?.[1];
    if (palavra === undefined || palavra.length < NOME_MINIMO) continue;
    const semAcentos = palavra.normalize('NFD').replace(/\p{Diacritic}/gu, '');
    if (NAO_NOMES.has(semAcentos)) continue;
    return palavra.charAt(0).toUpperCase() + palavra.slice(1);
  }
  return undefined;
}

/** The intent of a message, by the first matching keyword group in the order of docs/regras-do-produto.md#camila-the-support-assistant. */
export function detectarIntencao(texto: string): IntencaoCamila {
  const normalizado = normalizar(texto);
  if (detectarNome(texto) !== undefined || contem(normalizado, PERGUNTA_NOME)) return 'ask_name';
  for (const intencao of intencoesCamila) {
    if (intencao === 'ask_name' || intencao === 'general_inquiry') continue;
    if (contem(normalizado, PALAVRAS[intencao])) return intencao;
  }
  return 'general_inquiry';
}

/** Which keyword reply a general inquiry gets: duration, prescription, safety, else the general one. */
export function assuntoGeral(texto: string): AssuntoGeral {
  const normalizado = normalizar(texto);
  if (contem(normalizado, PALAVRAS_GERAIS.duration)) return 'duration';
  if (contem(normalizado, PALAVRAS_GERAIS.prescription)) return 'prescription';
  if (contem(normalizado, PALAVRAS_GERAIS.safety)) return 'safety';
  return 'general';
}

/** ", Ana" when the name is known, else nothing: every reply can address the user by name. */
const vocativo = (nome?: string) => (nome ? `, ${nome}` : '');

/** Camila's reply to one message, given what she already knows of the user. */
export function responderCamila(texto: string, contexto: ContextoCamila = {}): RespostaCamila {
  const nomeDetectado = detectarNome(texto);
  const nome = nomeDetectado ?? contexto.nomeUsuario;
  const v = vocativo(nome);
  const intencao = detectarIntencao(texto);
  const resposta = (corpo: string, acao?: AcaoCamila, assunto?: AssuntoGeral): RespostaCamila => ({
    texto: corpo,
    intencao,
    ...(assunto ? { assunto } : {}),
    ...(nome ? { nomeUsuario: nome } : {}),
    ...(acao ? { acao } : {}),
  });

  switch (intencao) {
    case 'ask_name':
      return nomeDetectado
        ? resposta(
            `Muito prazer, ${nomeDetectado}! Eu sou a Camila, secretária virtual do ${produto.nome}. ` +
              'Posso ajudar com valores, formas de pagamento ou com o caminho para começar sua consulta. O que você precisa?',
          )
        : resposta(
            `Eu sou a Camila, secretária virtual do ${produto.nome}, e estou aqui 24 horas por dia${v}. ` +
              (nome ? 'Em que posso ajudar agora?' : 'E você, como se chama?'),
          );
    case 'password_reset':
      return resposta(
        `Para criar uma nova senha${v}: na página Acesse sua conta, aba Entrar, toque em Esqueci minha senha. ` +
          'Digite o e-mail da sua conta e toque em Enviar código. Enviamos um código por e-mail: digite-o em ' +
          `Código de verificação, escolha a Nova senha (pelo menos ${contaRegras.senhaMinima} caracteres), repita-a em ` +
          'Confirmar nova senha e toque em Salvar nova senha. Se o código não chegar, confira o spam ou toque em ' +
          'Reenviar código. Depois é só entrar com a nova senha.',
        CONTA,
      );
    case 'account_signup':
      return resposta(
        `Para criar sua conta${v}: na página Acesse sua conta, abra a aba Cadastrar, informe seu e-mail, crie uma ` +
          `senha de pelo menos ${contaRegras.senhaMinima} caracteres, repita-a em Confirmar senha e toque em Criar conta. ` +
          'Enviamos um código de 6 dígitos para o seu e-mail: digite-o em Código de verificação e toque em Confirmar ' +
          'e-mail. Pronto: entre pela aba Entrar com seu e-mail e senha. Com a conta, suas consultas e os resultados ' +
          'validados pelo médico ficam reunidos em um só lugar.',
        CONTA,
      );
    case 'greeting':
      return resposta(
        `Olá${v}! Que bom ter você aqui. Posso ajudar com valores, formas de pagamento, o código promocional ${CODIGO} ` +
          'ou com o caminho para iniciar sua consulta. O que você gostaria de saber?',
      );
    case 'payment_methods':
      return resposta(
        `Você pode pagar a consulta por PIX, boleto ou cartão de crédito${v}. Cada consulta custa ${PRECO}, ` +
          'sem mensalidade e sem taxas escondidas. Pelo PIX, a consulta costuma ser liberada em instantes. ' +
          `Se tiver algum problema com um pagamento, escreva para ${produto.emailSuporte}.`,
        SALA,
      );
    case 'pricing':
      return resposta(
        `Cada consulta custa apenas ${PRECO}${v}: pagamento único, sem assinatura e sem limite de consultas. ` +
          `E a primeira consulta é grátis com o código ${CODIGO}! Você conversa por até ${MINUTOS} minutos ` +
          'com o médico virtual da especialidade que escolher.',
        SALA,
      );
    case 'promotion':
      return resposta(
        `Temos uma promoção por tempo limitado${v}: com o código ${CODIGO}, sua primeira consulta sai de graça! ` +
          `Escolha o médico na Sala de Atendimento e informe o código. Depois, cada consulta custa ${PRECO}.`,
        SALA,
      );
    case 'how_it_works':
      return resposta(
        `É bem simples${v}. Primeiro, escolha o médico virtual da especialidade na Sala de Atendimento. ` +
          `Depois, pague ${PRECO} por PIX, boleto ou cartão, ou use o código ${CODIGO} na primeira consulta. ` +
          `Então converse por chat por até ${MINUTOS} minutos com o médico virtual, uma IA que faz a entrevista, ` +
          'enviando exames e fotos se quiser. Ao final, um médico de verdade revisa a conversa e valida o ' +
          'pré-diagnóstico e a receita antes que cheguem a você.',
        SALA,
      );
    case 'appointment':
      return resposta(
        `Para começar sua consulta${v}, acesse a Sala de Atendimento, pelo botão Consultar no topo da página, e escolha ` +
          `um dos nossos ${ESPECIALIDADES} médicos virtuais, um para cada especialidade. Atendemos 24 horas por dia, ` +
          `7 dias por semana, e cada consulta dura até ${MINUTOS} minutos. ${PRE_DIAGNOSTICO}`,
        SALA,
      );
    case 'support':
      return resposta(
        `Estou aqui para ajudar${v}! Se tiver um problema com pagamento ou com o acesso à consulta, escreva para ` +
          `${produto.emailSuporte} ou use o formulário da página Contato: respondemos em até ` +
          `${produto.respostaContatoHoras} horas.`,
        { rotulo: 'Abrir a página de Contato', destino: '/contato' },
      );
    case 'acknowledgment':
      return resposta(
        `Por nada${v}! Fico feliz em ajudar. Quando quiser começar, é só ir à Sala de Atendimento. ` +
          'Se surgir outra dúvida, estou por aqui.',
      );
    case 'general_inquiry': {
      const assunto = assuntoGeral(texto);
      if (assunto === 'duration') {
        return resposta(
          `Cada consulta dura até ${MINUTOS} minutos de conversa por chat com o médico virtual${v}, tempo para contar ` +
            `os sintomas, enviar exames e tirar dúvidas. E você pode fazer quantas consultas precisar, por ${PRECO} cada.`,
          SALA,
          assunto,
        );
      }
      if (assunto === 'prescription') {
        return resposta(
          `A IA não receita sozinha${v}: ao final da consulta ela prepara um rascunho de receita, que um médico de ` +
            'verdade revisa, valida e assina. Só então a receita fica disponível para você baixar, e avisamos por ' +
            'e-mail. Se o médico entender que é preciso, ele orienta uma avaliação presencial em vez da receita.',
          undefined,
          assunto,
        );
      }
      if (assunto === 'safety') {
        return resposta(
          `Sim${v}, é seguro: seus dados são protegidos conforme a LGPD, guardados com criptografia e nunca ` +
            `compartilhados sem sua permissão. ${PRE_DIAGNOSTICO} Em caso de emergência, ligue para o SAMU 192.`,
          undefined,
          assunto,
        );
      }
      return resposta(
        `Posso ajudar com isso${v}! O ${produto.nome} oferece consultas com médicos virtuais de IA em ${ESPECIALIDADES} ` +
          `especialidades, 24 horas por dia, por ${PRECO} cada, e a primeira é grátis com o código ${CODIGO}. ` +
          `${PRE_DIAGNOSTICO} Quer saber como funciona, os valores ou as formas de pagamento?`,
        undefined,
        assunto,
      );
    }
  }
}

/** Like responderCamila, but a failure becomes the catalogue's processing-error reply (docs/regras-do-produto.md#camila-the-support-assistant). */
export function responderComSeguranca(
  texto: string,
  contexto: ContextoCamila = {},
  responder: (texto: string, contexto: ContextoCamila) => RespostaCamila = responderCamila,
): RespostaCamila & { readonly falhou: boolean } {
  try {
    return { ...responder(texto, contexto), falhou: false };
  } catch {
    return {
      texto: ERRO_CAMILA,
      intencao: 'general_inquiry',
      ...(contexto.nomeUsuario ? { nomeUsuario: contexto.nomeUsuario } : {}),
      falhou: true,
    };
  }
}
