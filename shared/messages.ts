/**
 * The one pt-BR catalogue of errors and notices: the Lambdas answer with these texts and the
 * SPA shows the same ones. Keys are English; texts are the spec's, verbatim where it gives them.
 */
export const mensagens = {
  erros: {
    requisicaoInvalida: 'Requisição inválida.',
    jsonInvalido: 'O corpo da requisição não é um JSON válido.',
    corpoGrandeDemais: 'O corpo da requisição é grande demais.',
    rotaNaoEncontrada: 'Endereço não encontrado.',
    metodoNaoPermitido: 'Método não permitido para este endereço.',
    naoAutenticado: 'Sessão ausente ou expirada. Faça login novamente.',
    acessoNegado: 'Acesso negado.',
    conflito: 'A operação conflita com o estado atual. Atualize a página e tente novamente.',
    muitasRequisicoes: 'Muitas requisições. Aguarde um momento e tente novamente.',
    erroInterno: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
    servicoIndisponivel: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  },
  presenca: {
    visitanteInvalido: 'Identificador de visitante inválido.',
    intervaloInvalido: 'Intervalo de presença inválido.',
  },
  /** Generic field validation, used by the shared zod schemas. */
  validacao: {
    campoObrigatorio: 'Campo obrigatório.',
    emailInvalido: 'E-mail inválido.',
    cpfInvalido: 'CPF inválido. Verifique os números digitados.',
    nomeObrigatorio: 'Informe o nome completo.',
    nomeInvalido: 'Nome inválido. Use apenas letras, espaços, apóstrofos e hífens.',
    valorInvalido: 'Valor inválido.',
    textoInvalido: 'Informe um texto válido.',
    numeroInvalido: 'Informe um número válido.',
    numeroInteiro: 'Informe um número inteiro.',
    opcaoInvalida: 'Opção inválida.',
    urlInvalida: 'Endereço (URL) inválido.',
    dataInvalida: 'Data inválida.',
    objetoInvalido: 'Os dados enviados não estão no formato esperado.',
    textoMuitoCurto: (min: number) => `Use pelo menos ${min} caracteres.`,
    textoMuitoLongo: (max: number) => `Use no máximo ${max} caracteres.`,
    numeroMuitoPequeno: (min: number) => `Informe um valor maior ou igual a ${min}.`,
    numeroMuitoGrande: (max: number) => `Informe um valor menor ou igual a ${max}.`,
    camposNaoPermitidos: (campos: readonly string[]) =>
      campos.length === 1 ? `Campo não permitido: ${campos[0]}.` : `Campos não permitidos: ${campos.join(', ')}.`,
  },
  /** Sign-in (destructive notice titled 'Erro no login'). */
  login: {
    titulo: 'Erro no login',
    camposObrigatorios: { titulo: 'Campos obrigatórios', descricao: 'Por favor, preencha todos os campos.' },
    credenciaisInvalidas: 'E-mail ou senha incorretos. Verifique seus dados e tente novamente.',
    emailNaoConfirmado: 'Por favor, confirme seu e-mail antes de fazer login.',
    muitasTentativas: 'Muitas tentativas de login. Tente novamente em alguns minutos.',
    generico: 'Erro ao fazer login',
  },
  /** Sign-up (notice titled 'Erro no cadastro'). */
  cadastro: {
    titulo: 'Erro no cadastro',
    camposObrigatorios: { titulo: 'Campos obrigatórios', descricao: 'Por favor, preencha todos os campos.' },
    senhasNaoCoincidem: { titulo: 'Senhas não coincidem', descricao: 'As senhas digitadas não são iguais.' },
    senhaMuitoCurta: { titulo: 'Senha muito curta', descricao: 'A senha deve ter pelo menos 6 caracteres.' },
    emailJaCadastrado: 'Este e-mail já está cadastrado. Tente fazer login ou use outro e-mail.',
    emailInvalido: 'Por favor, digite um e-mail válido.',
    senhaCurta: 'A senha deve ter pelo menos 6 caracteres.',
    generico: 'Erro ao criar conta',
  },
  /** Success notices of the public site. */
  sucesso: {
    login: { titulo: 'Login realizado com sucesso!', descricao: 'Bem-vindo de volta ao ZapSaúde.' },
    cadastro: {
      titulo: 'Conta criada com sucesso!',
      descricao: 'Verifique seu e-mail para confirmar sua conta antes de fazer login.',
    },
  },
  /** E-mail confirmation after sign-up (the code Cognito e-mails); the spec gives no texts for it. */
  confirmacao: {
    titulo: 'Erro na confirmação',
    codigoObrigatorio: 'Digite o código de verificação enviado para o seu e-mail.',
    codigoIncorreto: 'Código incorreto. Confira o código enviado para o seu e-mail e tente novamente.',
    codigoExpirado: 'Este código expirou. Clique em “Reenviar código” para receber um novo.',
    jaConfirmado: 'Este e-mail já foi confirmado. Faça login com seu e-mail e senha.',
    usuarioNaoEncontrado: 'Não encontramos um cadastro com este e-mail. Crie sua conta na aba Cadastrar.',
    muitasTentativas: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    generico: 'Não foi possível confirmar seu e-mail. Tente novamente.',
    sucesso: { titulo: 'E-mail confirmado!', descricao: 'Agora é só entrar com seu e-mail e senha.' },
    reenvio: {
      titulo: 'Erro ao reenviar código',
      generico: 'Não foi possível reenviar o código. Tente novamente em instantes.',
      sucesso: (email: string) => ({ titulo: 'Código reenviado!', descricao: `Enviamos um novo código para ${email}.` }),
    },
  },
  /** 'Esqueci minha senha': a code e-mailed by Cognito, then a new password (ours; the spec has no reset). */
  redefinicaoSenha: {
    titulo: 'Erro ao redefinir a senha',
    emailInvalido: { titulo: 'E-mail inválido', descricao: 'Por favor, digite um e-mail válido.' },
    codigoInvalido: { titulo: 'Código inválido', descricao: 'Digite o código de 6 dígitos enviado para o seu e-mail.' },
    /** The same answer whether or not the account exists, so the form does not reveal who has one. */
    codigoEnviado: (email: string) => ({
      titulo: 'Verifique seu e-mail',
      descricao: `Se existir uma conta com o e-mail ${email}, enviamos para ele um código para criar uma nova senha.`,
    }),
    codigoIncorreto: 'Código incorreto. Confira o código enviado para o seu e-mail e tente novamente.',
    codigoExpirado: 'Este código expirou. Clique em “Reenviar código” para receber um novo.',
    senhaFraca: 'A senha deve ter pelo menos 6 caracteres.',
    muitasTentativas: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    emailNaoConfirmado: 'Não foi possível enviar o código: o e-mail desta conta ainda não foi confirmado. Confirme-o antes de redefinir a senha.',
    senhaTemporaria: 'Esta conta ainda usa a senha temporária enviada pela administração. Entre com ela para escolher sua senha.',
    generico: 'Não foi possível redefinir sua senha. Tente novamente.',
    envio: { titulo: 'Erro ao enviar código', generico: 'Não foi possível enviar o código. Tente novamente em instantes.' },
    sucesso: { titulo: 'Senha redefinida!', descricao: 'Agora é só entrar com seu e-mail e a nova senha.' },
  },
  /** The floating support assistant (Camila). */
  assistente: {
    erroProcessamento: 'Desculpe, ocorreu um erro. Tente novamente ou entre em contato com nosso suporte.',
  },
  /** The AI text service. */
  ia: {
    naoConfigurada:
      'O serviço de IA não está configurado. Defina a chave do provedor de IA nos segredos do servidor.',
    erroComunicacao: (provedor: string, motivo: string) => `Erro na comunicação com o serviço ${provedor}: ${motivo}`,
    respostaVazia: (provedor: string) => `Resposta vazia do serviço ${provedor}`,
    erroDesconhecido: 'Erro desconhecido',
  },
  /** Text-to-speech and the browser's speech-synthesis fallback. */
  tts: {
    erroFuncao: (detalhe: string) => `Erro na função TTS: ${detalhe}`,
    audioNaoGerado: 'Áudio não foi gerado corretamente',
    erroReproduzir: 'Erro ao reproduzir áudio',
    erroDesconhecido: 'Erro desconhecido no TTS',
    erroNavegador: 'Erro no sistema de fala do navegador',
    erroTodos: 'Erro em todos os sistemas de fala',
  },
  /** Contact form. */
  contato: {
    sucesso: 'Mensagem enviada com sucesso! Entraremos em contato em breve.',
  },
  /** Blog article toasts. */
  blog: {
    linkCopiado: 'Link copiado!',
    compartilhado: 'Compartilhado!',
    artigoCurtido: 'Artigo curtido!',
    curtidaRemovida: 'Curtida removida',
  },
  /** Not-found page (the spec gives this text in English). */
  naoEncontrado: {
    codigo: '404',
    titulo: 'Oops! Page not found',
  },
  /** Chat access check on /chat/{medicoId}. */
  acessoChat: {
    titulo: 'Acesso Negado',
    tokenNaoFornecido: 'Acesso negado. Token de autenticação não fornecido.',
    tokenObrigatorio: 'Token de autenticação é obrigatório para acessar o chat.',
    tokenInvalido: 'Token de acesso inválido ou expirado.',
    tokenOutroMedico: 'Acesso negado. Token não autorizado para este médico.',
    erroValidacao: 'Erro na validação de acesso.',
    linkInvalido: 'Este link não é válido ou expirou.',
  },
  /** Secure link validation on /chat-seguro#{token}. */
  linkSeguro: {
    validando: 'Validando Acesso',
    verificandoPermissoes: 'Verificando permissões para acessar sua consulta...',
    liberado: 'Acesso Liberado!',
    redirecionando: 'Redirecionando para sua consulta...',
    negado: 'Acesso Negado',
    linkInvalido: 'Este link não é válido ou expirou.',
    tokenNaoFornecido: 'Token de acesso não fornecido',
    tokenAusente: 'Erro: Token ausente',
    tokenInvalido: 'Token inválido ou expirado',
    erroValidar: (message: string) => `Erro ao validar token: ${message}`,
    erroConexao: 'Erro de conexão ao validar token',
    tentativaFalhou: (tentativa: number) => `Erro na tentativa ${tentativa}, tentando novamente...`,
    tokenInvalidoRetentando: 'Token inválido, tentando novamente...',
    erroConexaoRetentando: 'Erro de conexão, tentando novamente...',
  },
  /** Sending a chat message. */
  envio: {
    erroEnviar: {
      titulo: 'Erro ao enviar mensagem',
      descricao: 'Tente enviar uma mensagem mais curta ou aguarde um momento.',
    },
    erroComunicacao: 'Erro na comunicação',
    erroVoz: 'Erro de voz',
  },
  /** Prescription draft. */
  receita: {
    erroGerar: { titulo: 'Erro ao gerar receita', descricao: 'Não foi possível gerar a receita médica.' },
  },
  /** Chat attachments. */
  arquivos: {
    muitoGrande: { titulo: 'Arquivo muito grande', descricao: 'O arquivo deve ter no máximo 10MB.' },
    tipoNaoPermitido: {
      titulo: 'Tipo de arquivo não permitido',
      descricao: 'Apenas arquivos PDF e imagens (JPG, PNG, GIF, WebP) são aceitos.',
    },
  },
  /** Photo capture. */
  camera: {
    tituloErroCamera: 'Erro na câmera',
    tituloErroCaptura: 'Erro na captura',
    permissaoNegada: 'Permissão negada. Permita o acesso à câmera.',
    naoEncontrada: 'Câmera não encontrada.',
    timeout: 'Timeout ao carregar câmera. Tente novamente.',
    erroAcessar: 'Erro ao acessar câmera',
    naoAtiva: 'Câmera não está ativa',
    erroProcessar: 'Erro ao processar imagem',
    erroCaptura: 'Erro na captura',
  },
  /** Speech recognition and synthesis in the chat. */
  voz: {
    // The spec shows only the start of this text; the rest names what the patient can do instead.
    reconhecimentoNaoSuportado:
      'Seu navegador não suporta reconhecimento de voz. Use o Google Chrome ou o Microsoft Edge, ou digite sua mensagem.',
    erroMicrofone: 'Erro no microfone. Verifique se está conectado e funcionando.',
    permissaoMicrofoneNegada: 'Permissão de microfone negada. Permita o acesso ao microfone.',
    erroIniciar: 'Erro ao iniciar reconhecimento de voz',
    sinteseNaoSuportada: 'Seu navegador não suporta síntese de voz.',
    erroSintese: (code: string) => `Erro na síntese de voz: ${code}`,
  },
  /** Promo code dialog; only 'Código inválido' has a description in the spec. */
  promo: {
    codigoNecessario: { titulo: 'Código necessário', descricao: 'Digite o código promocional para continuar.' },
    codigoJaUtilizado: {
      titulo: 'Código já utilizado',
      descricao: 'A primeira consulta gratuita já foi utilizada.',
    },
    codigoInvalido: { titulo: 'Código inválido', descricao: 'O código promocional digitado não é válido.' },
    generico: 'Erro',
  },
  /**
   * The free consultation's e-mail proof (ours): the form sends a one-time code to the address and the
   * consultation is created only with it, so one free consultation is one per proven e-mail and CPF.
   */
  consultaGratuita: {
    explicacao: 'Para liberar a consulta gratuita, confirme seu e-mail: enviaremos um código de 6 dígitos para ele.',
    enviarCodigo: 'Enviar código',
    reenviarCodigo: 'Reenviar código',
    codigoEnviado: (destino: string, minutos: number) => `Enviamos o código para ${destino}. Ele vale por ${minutos} minutos.`,
    rotuloCodigo: 'Código recebido por e-mail',
    codigoEmailFormato: 'Informe o código de 6 dígitos enviado por e-mail.',
    codigoEmailInvalido: 'Código inválido ou expirado. Solicite um novo código.',
    cpfObrigatorio: 'Informe seu CPF: ele garante uma consulta gratuita por pessoa.',
    emailDescartavel: 'Use seu e-mail pessoal: endereços de e-mail temporários não são aceitos para a consulta gratuita.',
    erroEnvio: 'Não foi possível enviar o código. Tente novamente em instantes.',
    assuntoEmail: 'Seu código para a consulta gratuita',
    paraQue: 'confirmar seu e-mail e liberar sua consulta gratuita',
    seNaoPediu: 'Se você não pediu este código, ignore este e-mail: nenhuma consulta foi criada.',
  },
  /** Scheduling form (/agendar-consulta). */
  agendamento: {
    camposObrigatorios: 'Por favor, preencha todos os campos obrigatórios',
    selecioneTipo: 'Por favor, selecione o tipo de consulta',
    selecioneProfissional: 'Por favor, selecione um profissional',
    erroConsultaGratuita: (motivo: string) => `Erro ao processar consulta gratuita: ${motivo}`,
  },
  /** Registration for payment (/cadastro-pagamento). */
  cadastroPagamento: {
    tituloErro: 'Erro no Processamento',
    camposObrigatorios: 'Por favor, preencha todos os campos obrigatórios.',
    medicoNaoSelecionado: 'Médico não selecionado. Volte à sala de atendimento para escolher um médico.',
    erroProcessarPagamento: 'Erro ao processar pagamento',
    linkNaoGerado: 'Não foi possível gerar o link de pagamento',
    erroDados: 'Não foi possível processar os dados. Tente novamente.',
    pagamentoCriado: { titulo: 'Pagamento Criado!', descricao: 'Redirecionando para a tela de confirmação...' },
    // Ours: the payment provider is down or refused our credentials; nothing was charged.
    servicoIndisponivel: 'O serviço de pagamento está temporariamente indisponível. Tente novamente em instantes.',
  },
  /** Return handler (/pagamento/redirect). */
  retorno: {
    processando: 'Processando Pagamento Aprovado...',
    aprovado: 'Pagamento Aprovado!',
    erroVerificarConsulta: 'Erro ao verificar consulta',
    consultaNaoEncontrada: 'Consulta não encontrada',
    erroGerarToken: (message: string) => `Erro ao gerar token: ${message}`,
    tokenNaoGerado: 'Token não foi gerado',
    pagamentoNaoConfirmado: 'Pagamento não foi confirmado pelo sistema',
    parametrosInvalidos: 'Parâmetros de retorno inválidos',
    erroProcessamento: { titulo: 'Erro no Processamento', descricao: 'Houve um problema. Redirecionando para recuperação...' },
  },
  /** Waiting screen (/aguardando-pagamento). */
  aguardando: {
    tituloAguardando: 'Aguardando Confirmação',
    tituloAprovado: 'Pagamento Aprovado!',
    tituloErro: 'Erro na Verificação',
    consultaLiberada: 'Consulta liberada com sucesso!',
    cpfNaoEncontrado: 'Erro: CPF do paciente não encontrado. Por favor, tente o cadastro novamente.',
    erroVerificarStatus: 'Erro ao verificar status do pagamento. Tente recarregar a página.',
    erroVerificacao: 'Erro na verificação. Tente recarregar a página.',
  },
  /** Payment result and recovery pages; the recovery errors are not given by the spec. */
  paginasPagamento: {
    naoFoiPossivelVerificar: 'Não foi possível verificar o status do pagamento.',
    erroInesperado: 'Erro inesperado ao verificar o pagamento.',
    informacoesNaoEncontradas: 'Informações de pagamento não encontradas.',
    pagamentoNaoRealizado: 'Pagamento não realizado',
    nenhumPagamentoPendente: 'Nenhum Pagamento Pendente',
    recuperacaoAcessoNegado: 'Acesso Negado',
    recuperacaoNaoLogado: 'Faça login para recuperar suas consultas.',
    recuperacaoErroConsulta: 'Não foi possível buscar suas consultas. Tente novamente.',
    recuperacaoErroInesperado: 'Erro inesperado ao recuperar suas consultas. Tente novamente.',
    // Ours: a refund or chargeback cancelled the access (docs/arquitetura.md#payment-webhook).
    pagamentoEstornado: 'Este pagamento foi estornado e o acesso à consulta foi cancelado.',
  },
  /** Profile (/perfil); the avatar texts are ours, the spec gives only the limits. */
  perfil: {
    erroCarregar: 'Não foi possível carregar os dados do usuário.',
    erroAtualizar: 'Não foi possível atualizar o perfil.',
    erroFoto: 'Não foi possível atualizar a foto de perfil.',
    avatarNaoImagem: 'A foto de perfil deve ser uma imagem.',
    avatarMuitoGrande: 'A foto de perfil deve ter no máximo 2MB.',
  },
  /** Webhook simulator (/testes-pagamento). */
  simulador: {
    erro: 'Erro na Simulação',
    sucesso: 'Pagamento simulado com sucesso. O webhook foi enviado ao sistema.',
    aguardandoWebhook: 'Pagamento simulado. O webhook ainda não foi processado; verifique o status em instantes.',
  },
  /** Results of the physician's validation (/resultados, the e-mailed link and its one-time code). */
  resultados: {
    naoEncontrado: 'Não encontramos resultados para este link.',
    codigoInvalido: 'Código inválido ou expirado. Solicite um novo código.',
    sessaoInvalida: 'Sua sessão de resultados expirou. Solicite um novo código para continuar.',
    documentoIndisponivel: 'Documento ainda não disponível.',
    documentoInvalido: 'Documento inválido.',
    muitosCodigos: 'Muitos códigos solicitados para este e-mail. Aguarde alguns minutos e tente novamente.',
  },
  /** The waiting page opened from its link in another tab or device: the e-mail is proven by a code (ours). */
  recuperacaoCheckout: {
    titulo: 'Continuar o pagamento',
    explicacao: 'Para continuar de onde parou, confirme o e-mail informado no cadastro: enviamos um código de 6 dígitos para ele.',
    enviarCodigo: 'Enviar código por e-mail',
    codigoEnviado: 'Se este link for de um pagamento, o código chegou ao e-mail do cadastro. Ele vale por {minutos} minutos.',
    codigoFormato: 'Informe o código de 6 dígitos enviado por e-mail.',
    codigoInvalido: 'Código inválido ou expirado. Solicite um novo código.',
    confirmar: 'Confirmar código',
    erroEnvio: 'Não foi possível enviar o código. Tente novamente em instantes.',
  },
} as const;
