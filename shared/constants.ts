/**
 * Business constants and limits of the product (docs/regras-do-produto.md#messages-and-limits), shared by the SPA and
 * the Lambdas so that a limit shown on a screen is the same one the server enforces.
 * Durations carry their unit in the name (`Ms`, `Seconds`); sizes are in bytes.
 */

/** Flat fee of one consultation in BRL (spec: R$ 19,90, passed as 19.9). */
export const PRECO_CONSULTA = 19.9;

/** The product itself: name, contact and the claims the marketing pages show. */
export const produto = {
  /** Product name as written on every page. */
  nome: 'ZapSaúde',
  /** Support address shown in the footer, the contact page and the FAQ. */
  emailSuporte: 'suporte@zapsaude.com.br',
  /** Service hours: always open. */
  atendimento: '24/7',
  /** Contact-form replies arrive within this many hours. */
  respostaContatoHoras: 24,
  /** LGPD data-subject requests are answered within this many calendar days. */
  prazoDireitosTitularDias: 15,
  /** Claimed statistics shown on the home and about pages. */
  estatisticas: {
    especialidades: '15+',
    consultas: '10k+',
    satisfacao: '98%',
    disponibilidade: '24/7',
  },
  /** Social follower counts shown in the footer. */
  seguidores: ['25.3K', '12.8K', '18.5K'],
} as const;

/** Rules of one consultation, from choosing a doctor to the rating at the end. */
export const consultaRegras = {
  /** Flat fee in BRL. */
  preco: PRECO_CONSULTA,
  /** A consultation lasts up to this many minutes; the server enforces it. */
  duracaoMinutos: 30,
  /** Payment methods offered by the payment page. */
  formasPagamento: ['PIX', 'Boleto', 'Cartão de Crédito'],
  /** Prices in BRL of the scheduling form's consultation types. */
  precosPorTipo: {
    psicologia: 150,
    psiquiatria: 200,
    'terapia-casal': 180,
    neuropsicologia: 220,
  },
  /** A patient younger than this is a minor and needs a responsible adult. */
  idadeMaioridade: 18,
  /** Lowest star of the rating panel. */
  avaliacaoMinima: 1,
  /** Highest star of the rating panel. */
  avaliacaoMaxima: 5,
  /** Without a rating, the consultation finishes on its own after this delay. */
  autoFinalizarMs: 30_000,
  /** After the end, the chat goes back to the doctor list after this delay. */
  voltarParaListaMs: 5_000,
  /** The doctor may ask "any more doubts?" only once the chat has at least this many messages. */
  mensagensMinimasParaDuvidas: 6,
  /** The prescription button appears when the chat has more than this many messages. */
  mensagensAntesDaReceita: 3,
  /** Typewriter effect of doctor and assistant replies, in ms per character. */
  digitacaoMsPorCaractere: 30,
  /** Delay before the doctor speaks the short intro after the intake form. */
  introducaoFaladaMs: 1_000,
} as const;

/** The one promotional code: first consultation free, one use per person. */
export const promo = {
  /** The accepted code, compared case-insensitively. */
  codigo: 'ZAP19',
  /** Maximum length of the code field. */
  tamanhoMaximo: 10,
} as const;

/** Account and form field limits. */
export const contaRegras = {
  /** Minimum password length at sign-up. */
  senhaMinima: 6,
  /** Length of a fully masked CPF, 000.000.000-00. */
  cpfMascaraTamanho: 14,
  /** A name detected by the support assistant must be longer than this many letters. */
  nomeDetectadoMinimoExclusivo: 2,
  /** Days a contact-form message is kept before the table's TTL deletes it (LGPD: no longer than needed). */
  contatoRetencaoDias: 90,
} as const;

/** Upload limits, enforced by the upload policy as well as by the page. */
export const anexos = {
  /** Maximum size of one chat attachment: 10 MB. */
  maxBytes: 10 * 1024 * 1024,
  /** MIME types a chat attachment may have. */
  tiposPermitidos: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'],
  /** Value of the file input's accept attribute. */
  aceitar: '.pdf,.jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp,application/pdf',
  /** Maximum size of a profile picture: 2 MB. */
  avatarMaxBytes: 2 * 1024 * 1024,
} as const;

/** Timings of the payment journey's waiting, return and validation screens. */
export const pagamentoTempos = {
  /** /pagamento/sucesso: status poll interval. */
  sucessoIntervaloMs: 3_000,
  /** /pagamento/sucesso: status checks while not approved. */
  sucessoMaxVerificacoes: 10,
  /** /pagamento/sucesso: retries after a read error. */
  sucessoMaxRetentativasLeitura: 5,
  /** /pagamento/sucesso: redirect to the chat after approval. */
  sucessoRedirecionarMs: 3_000,
  /** /pagamento/sucesso: redirect after a manual confirmation. */
  sucessoRedirecionarManualMs: 2_000,
  /** /pagamento/redirect: consultation checks before giving up. */
  retornoMaxVerificacoes: 5,
  /** /pagamento/redirect: pause between checks. */
  retornoIntervaloMs: 3_000,
  /** /pagamento/redirect: wait when the provider says success, before checking. */
  retornoEsperaInicialMs: 2_000,
  /** /pagamento/redirect: redirect to the secure chat after approval. */
  retornoRedirecionarSucessoMs: 1_000,
  /** /pagamento/redirect: redirect to the recovery page after an error. */
  retornoRedirecionarErroMs: 2_000,
  /** /aguardando-pagamento: status poll interval when the realtime channel is down. */
  aguardandoIntervaloMs: 5_000,
  /** /aguardando-pagamento: redirect to the secure chat after approval. */
  aguardandoRedirecionarMs: 2_000,
  /** /cadastro-pagamento: redirect to the waiting screen after the payment is created. */
  pagamentoCriadoRedirecionarMs: 1_000,
  /** /chat-seguro: validation attempts. */
  validacaoTokenTentativas: 3,
  /** /chat-seguro: pause between attempts. */
  validacaoTokenIntervaloMs: 2_000,
  /** /chat-seguro: pause before opening the chat once the token is valid. */
  validacaoTokenRedirecionarMs: 1_500,
  /** Free flow: pause before going to the scheduling form. */
  gratuitaIrParaAgendamentoMs: 1_000,
  /** Free flow: pause before verifying the created patient. */
  gratuitaVerificarPacienteMs: 500,
  /** Free flow: pause before opening the secure chat. */
  gratuitaIrParaChatMs: 2_000,
} as const;

/** Speech recognition and synthesis settings. */
export const vozConfig = {
  /** Language of recognition and synthesis. */
  idioma: 'pt-BR',
  /** Restart recognition after this much silence. */
  reinicioSilencioMs: 3_000,
  /** Restart recognition after it ends. */
  reinicioFimMs: 1_000,
  /** Restart recognition after a no-speech error. */
  reinicioSemFalaMs: 1_000,
  /** Restart recognition after any other error. */
  reinicioErroMs: 2_000,
  /** A final recognition result is sent after this delay. */
  autoEnvioMs: 500,
  /** Browser speech-synthesis rate of the fallback voice. */
  taxaFalaNavegador: 0.9,
  /** Browser speech-synthesis pitch of the fallback voice. */
  tomFalaNavegador: 1,
  /** Speed sent to the text-to-speech service. */
  velocidadeTts: 1,
} as const;

/** Photo capture from the chat's camera button. */
export const cameraConfig = {
  /** Ideal capture width in pixels. */
  larguraIdeal: 1280,
  /** Ideal capture height in pixels. */
  alturaIdeal: 720,
  /** Front-facing camera. */
  facingMode: 'user',
  /** JPEG quality of the captured photo. */
  qualidadeJpeg: 0.9,
  /** The video must load within this delay. */
  timeoutMs: 10_000,
  /** Captured files are named `foto-{timestamp}.jpg`. */
  prefixoArquivo: 'foto-',
} as const;

/** Public-site widgets and cosmetic numbers. */
export const siteConfig = {
  /** Testimonial carousel advances after this delay. */
  depoimentosIntervaloMs: 5_000,
  /** Number of testimonials in the carousel. */
  depoimentosQuantidade: 9,
  /** Width of the social share popup. */
  compartilharLargura: 600,
  /** Height of the social share popup. */
  compartilharAltura: 400,
  /** Initial like count of a blog article. */
  blogCurtidasIniciais: 342,
  /** Initial view count of a blog article. */
  blogVisualizacoesIniciais: 1234,
  /** Review count a doctor card shows as fixed text. */
  medicoAvaliacoesTexto: 127,
  /** Rating a doctor card shows when the doctor has none. */
  medicoRatingPadrao: 4.8,
  /** Cosmetic attendance counters of the doctor list start in this range. */
  contadorAtendimentosMin: 150,
  /** Upper end of the counters' starting range. */
  contadorAtendimentosMax: 299,
  /** Chance that a counter grows by 1 on each tick. */
  contadorAtendimentosChance: 0.3,
  /** Shortest tick of the counters. */
  contadorAtendimentosIntervaloMinMs: 5_000,
  /** Longest tick of the counters. */
  contadorAtendimentosIntervaloMaxMs: 10_000,
  /** Browser storage key of the cookie banner's choice ('true' or 'false'). */
  chaveCookiesAceitos: 'cookies-accepted',
  /** Lifetime of functionality cookies, in months. */
  cookiesFuncionalidadeMeses: 12,
  /** Lifetime of analytics cookies, in months. */
  cookiesAnaliticosMeses: 24,
  /** Lifetime of other persistent cookies, in months. */
  cookiesPersistentesMeses: 24,
} as const;

/** Last-updated dates of the legal pages (ISO dates; format with formatDatePtBR). */
export const datasLegais = {
  /** Terms of use. */
  termosUso: '2025-06-23',
  /** Privacy policy. */
  politicaPrivacidade: '2024-06-19',
  /** Data-protection (LGPD) page. */
  lgpd: '2024-06-19',
  /** Cookie policy page and dialog. */
  cookies: '2024-06-19',
} as const;

/** Toast notifications. */
export const toastConfig = {
  /** At most this many toasts are visible at once. */
  limite: 1,
  /** Default display time. */
  duracaoMs: 5_000,
  /** Removal delay after dismissal. */
  remocaoMs: 1_000_000,
  /** Maximum width of the toast area on medium screens and up. */
  larguraMaximaPx: 420,
} as const;

/** Realtime (AppSync Events) connection defaults. */
export const realtimeConfig = {
  /** A connection attempt fails after this delay. */
  timeoutMs: 10_000,
  /** Heartbeat interval. */
  heartbeatMs: 25_000,
  /** Reconnect delays, one per attempt; the last repeats. */
  reconnectDelaysMs: [1_000, 2_000, 5_000, 10_000],
} as const;

/** Server-state fetching defaults (TanStack Query). */
export const queryConfig = {
  /** Retries of a failed query. */
  retries: 3,
  /** Retry delays grow but never exceed this. */
  retryDelayMaxMs: 30_000,
  /** Unused cached data is kept this long. */
  gcTimeMs: 5 * 60 * 1_000,
} as const;

/** Generation settings of the AI text service. */
export const iaConfig = {
  /** Default temperature of a consultation answer. */
  temperatura: 0.7,
  /** Default answer size limit. */
  maxTokens: 4_000,
  /** Temperature of the readiness probe. */
  temperaturaSonda: 0.1,
  /** Answer size limit of the readiness probe. */
  maxTokensSonda: 10,
  /** Temperature of a prescription draft. */
  temperaturaReceita: 0.3,
} as const;

/**
 * Visitor presence: the online-visitors badge (lambdas/presence/presence-slots.ts, README "Visitors
 * online"). A tab that vanishes without saying goodbye stops counting within BEAT_SECONDS +
 * SLOT_SECONDS + PASS_SECONDS, which these values keep at 60 s.
 */
export const PRESENCE = {
  /** An open tab beats once per this period; the server's answer says exactly when (`nextBeatInMs`). */
  BEAT_SECONDS: 45,
  /** Beats are credited to slots of this length; the count sums the complete slots of one period. */
  SLOT_SECONDS: 5,
  /** The aggregator recounts this often, and never broadcasts twice within it. */
  PASS_SECONDS: 10,
  /** A change smaller than this share of the count waits for the next quiet broadcast (each broadcast is billed per subscriber). */
  SIGNIFICANT_CHANGE: 0.005,
  /** The longest a smaller change waits before it is broadcast. */
  QUIET_SECONDS: 30,
  /** The crowd the counter items are sharded for. */
  TARGET_VISITORS: 1_000_000,
  /** Writes per second one counter item is sized for at the target (DynamoDB takes ~1,000 per partition). */
  WRITES_PER_SHARD_SECOND: 120,
} as const;
