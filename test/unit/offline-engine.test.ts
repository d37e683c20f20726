import { describe, expect, it } from 'vitest';
import { PERGUNTA_DUVIDAS } from '../../shared/duvidas.js';
import { findMedico, type Medico } from '../../shared/medicos.js';
import type { DadosPaciente } from '../../shared/schemas/consulta-chat.js';
import {
  extrairAlergias,
  extrairInicio,
  extrairIntensidade,
  extrairMedicamentos,
  itensPerguntados,
  type ItemAnamnese,
} from '../../infra/local/offline-engine/anamnese.js';
import { montarContextoReceita, type MensagemHistorico } from '../../lambdas/ia/engine.js';
import { createOfflineEngine, dividirEmPedacos, responderOffline } from '../../infra/local/offline-engine/offline-engine.js';

const engine = createOfflineEngine({ agora: () => new Date('2026-11-22T15:00:00Z') });

const adulta: DadosPaciente = {
  nome: 'Maria Silva',
  idade: 34,
  peso: 62,
  altura: 165,
  imc: '22,8',
  bebe: 'ocasionalmente',
  fuma: 'nao',
  esporte: 'caminhada',
  consultaPara: 'proprio',
  menor: false,
};

const crianca: DadosPaciente = {
  nome: 'Ana Souza',
  idade: 6,
  peso: 20,
  altura: 115,
  imc: '15,1',
  bebe: 'nao',
  fuma: 'nao',
  esporte: 'natação',
  consultaPara: 'outro',
  nomeOutraPessoa: 'Pedro Souza',
  menor: true,
  responsavel: { nome: 'Ana Souza', telefone: '11987654321', parentesco: 'mãe' },
};

// What the chat Lambda posts after the intake form: the engine never writes the greeting.
const saudacao = (medico: Medico): MensagemHistorico => ({
  autor: 'medico',
  texto: `Olá! Eu sou ${medico.nome}, ${medico.especialidade}. Recebi seus dados. Se tiver exames ou documentos, pode enviar pelo botão de anexo. Qual é o principal motivo da consulta?`,
});

const REAPRESENTACAO = /\b(?:eu sou|sou o dr|sou a dra|meu nome é)\b|Olá! Eu sou/i;
const AVISO_IA = /pré-diagnóstico gerad[oa] por inteligência artificial e precisa ser validad[oa] por um médico real/;
const ENCERRAMENTO = /consulta (?:está )?encerrada|encerro (?:a|esta) consulta|até a próxima consulta/i;

interface Turno {
  readonly paciente: string;
  readonly medico: string;
  /** Messages in the chat including the patient's, before the answer. */
  readonly totalMensagens: number;
  readonly perguntou: readonly ItemAnamnese[];
}

/** Runs a consultation through the streaming engine, one patient message at a time. */
async function conversar(
  medico: Medico,
  paciente: DadosPaciente,
  falas: readonly string[],
  arquivos: readonly string[] = [],
): Promise<{ turnos: Turno[]; historico: MensagemHistorico[] }> {
  const historico: MensagemHistorico[] = [saudacao(medico)];
  const turnos: Turno[] = [];
  for (const fala of falas) {
    const pedacos: string[] = [];
    for await (const pedaco of engine.responder({ medico, paciente, historico, mensagem: fala, arquivos })) pedacos.push(pedaco);
    const resposta = pedacos.join('');
    turnos.push({ paciente: fala, medico: resposta, totalMensagens: historico.length + 1, perguntou: itensPerguntados(resposta) });
    historico.push({ autor: 'paciente', texto: fala }, { autor: 'medico', texto: resposta });
  }
  return { turnos, historico };
}

function primeiraHipotese(texto: string): string | undefined {
  return /Hipóteses, da mais provável para a menos provável:\n1\. ([^\n—]+?) —/.exec(texto)?.[1];
}

/** Every answer: no re-introduction, no ending, and the doubts question only from the 6th message. */
function verificarRegrasGerais(turnos: readonly Turno[]): void {
  for (const turno of turnos) {
    expect(turno.medico).not.toMatch(REAPRESENTACAO);
    expect(turno.medico).not.toMatch(ENCERRAMENTO);
    if (turno.totalMensagens < 6) expect(turno.medico).not.toMatch(PERGUNTA_DUVIDAS);
  }
}

/** An item, once answered, is never asked again; an unanswered one at most twice. */
function verificarSemRepeticao(turnos: readonly Turno[]): void {
  const vezes = new Map<ItemAnamnese, number>();
  for (const turno of turnos) {
    for (const item of turno.perguntou) vezes.set(item, (vezes.get(item) ?? 0) + 1);
  }
  for (const [, quantas] of vezes) expect(quantas).toBeLessThanOrEqual(2);
}

describe('offline engine: Clínica Geral, flu-like illness, a full consultation', () => {
  const medico = findMedico(1);
  const falas = [
    'Oi, boa tarde',
    'Estou com febre e dor no corpo',
    'Começou há 3 dias. Nota 7',
    'Sim, estou com tosse e nariz escorrendo. Melhora um pouco com repouso',
    'Não tenho doenças, não tomo remédios e não tenho alergia',
    'Posso tomar dipirona?',
    'Quanto tempo dura?',
    'Não, obrigada',
  ];

  it('asks every missing anamnesis item in turn, acknowledges the answers and ranks síndrome gripal first', async () => {
    const { turnos } = await conversar(medico, adulta, falas);
    const [oi, queixa, inicio, associados, historia, remedio, duracao, fim] = turnos;

    // A greeting is not a complaint: the chief complaint is asked (again), nothing is re-introduced.
    expect(oi?.perguntou).toEqual(['queixa']);
    expect(queixa?.medico).toMatch(/Anotei: febre e dor no corpo/);
    expect(queixa?.perguntou).toEqual(['inicio', 'intensidade']);
    expect(inicio?.medico).toMatch(/começou há 3 dias; intensidade 7 de 10/);
    expect(inicio?.perguntou).toEqual(['associados', 'especifico']);
    expect(associados?.medico).toMatch(/Anotei: tosse e coriza ou nariz entupido/);
    expect(associados?.perguntou).toEqual(['antecedentes', 'medicamentos', 'alergias']);

    expect(historia?.medico).toMatch(/sem doenças crônicas; sem uso de medicamentos; sem alergias a medicamentos/);
    expect(primeiraHipotese(historia?.medico ?? '')).toBe('Síndrome gripal (gripe ou resfriado)');
    expect(historia?.medico).toMatch(AVISO_IA);
    expect(historia?.medico).toMatch(/Quando procurar atendimento presencial:[\s\S]*SAMU 192/);
    expect(historia?.medico).toMatch(/Paracetamol 500 mg — comprimido, via oral\. Tomar 1 comprimido a cada 6 horas/);
    expect(historia?.medico).toMatch(PERGUNTA_DUVIDAS);

    // Follow-up questions are answered coherently with the same hypothesis.
    expect(remedio?.medico).toMatch(/Dipirona está entre as sugestões para síndrome gripal[^:]*: Tomar 1 a 2 comprimidos/);
    expect(remedio?.medico).not.toMatch(/Hipóteses, da mais provável/);
    expect(remedio?.medico).toMatch(AVISO_IA);
    expect(duracao?.medico).toMatch(/Sobre o tempo de melhora: A febre costuma durar de 2 a 4 dias/);
    expect(duracao?.medico).toMatch(PERGUNTA_DUVIDAS);

    // 'Não, obrigada' to the doubts question: a kind reply that neither ends nor asks again.
    expect(fim?.medico).toMatch(/Que bom que pude ajudar, Maria!/);
    expect(fim?.medico).toMatch(/Continuo à disposição/);
    expect(fim?.medico).not.toMatch(PERGUNTA_DUVIDAS);

    verificarRegrasGerais(turnos);
    verificarSemRepeticao(turnos);
  });

  it('does not ask about doubts when the pre-diagnosis comes before the 6th message', async () => {
    const { turnos } = await conversar(medico, adulta, [
      'Estou com febre, dor no corpo, tosse e coriza há 2 dias, intensidade 6. Não tenho doenças, não tomo remédio e não tenho alergias.',
      'Nada melhora muito',
    ]);
    const diagnostico = turnos[1];

    expect(turnos[0]?.perguntou).toEqual(['especifico']);
    expect(diagnostico?.totalMensagens).toBe(4);
    expect(primeiraHipotese(diagnostico?.medico ?? '')).toBe('Síndrome gripal (gripe ou resfriado)');
    expect(diagnostico?.medico).not.toMatch(PERGUNTA_DUVIDAS);
    verificarRegrasGerais(turnos);
  });

  it('re-ranks when a new symptom changes the picture after the pre-diagnosis', async () => {
    const { turnos } = await conversar(medico, adulta, [
      'Estou com febre e dor no corpo',
      'há 2 dias, nota 6',
      'não, mais nada',
      'não tenho doenças, não tomo remédio, sem alergia',
      'Agora apareceu uma dor atrás dos olhos e manchas vermelhas na pele',
    ]);
    const reavaliacao = turnos[4]?.medico ?? '';

    expect(reavaliacao).toMatch(/a hipótese mais provável passa a ser dengue/);
    expect(reavaliacao).toMatch(AVISO_IA);
  });
});

describe('offline engine: urinary infection in Clínica Geral and Ginecologia', () => {
  it.each([1, 7])('doctor %i ranks infecção urinária first and asks the specialty question', async (medicoId) => {
    const medico = findMedico(medicoId);
    const { turnos } = await conversar(medico, adulta, [
      'Estou com ardência ao urinar e vontade de fazer xixi toda hora',
      'Começou ontem, uns 6',
      'Não tenho febre nem dor nas costas. Última menstruação há 2 semanas, sem chance de gravidez',
      'Não, nenhuma',
    ]);

    expect(turnos[1]?.medico).toContain(medicoId === 7 ? 'Quando foi sua última menstruação' : 'Algo piora ou melhora os sintomas');
    expect(turnos[2]?.medico).toMatch(/Anotei: sem febre nem dor nas costas/);
    expect(primeiraHipotese(turnos[3]?.medico ?? '')).toBe('Infecção urinária (cistite)');
    expect(turnos[3]?.medico).toMatch(/Fosfomicina trometamol 3 g — [^\n]*exige prescrição médica/);
    verificarRegrasGerais(turnos);
    verificarSemRepeticao(turnos);
  });
});

describe('offline engine: Dermatologia, itchy red patches', () => {
  it('asks about the lesion, ranks dermatite first and re-asks only what is still missing', async () => {
    const medico = findMedico(3);
    const { turnos } = await conversar(medico, adulta, [
      'Tenho umas manchas vermelhas que coçam muito',
      'Desde a semana passada. Incomoda uns 6',
      'A pele fica seca e descamando, nas dobras dos braços',
      'Tenho rinite',
      'Não uso remédio e sou alérgica a loratadina',
    ]);

    expect(turnos[1]?.medico).toMatch(/Como é a lesão: cor, tamanho, formato/);
    // 'coceira' was already reported: the examples leave it out.
    expect(turnos[1]?.medico).toMatch(/Você notou outros sintomas junto, como descamação, bolhas, secreção ou febre\?/);
    expect(turnos[3]?.medico).toMatch(/histórico de rinite/);
    expect(turnos[3]?.perguntou).toEqual(['medicamentos', 'alergias']);
    expect(turnos[3]?.medico).toMatch(/^Só para completar|\n\nSó para completar/);
    expect(turnos[3]?.perguntou).not.toContain('antecedentes');

    const diagnostico = turnos[4]?.medico ?? '';
    expect(primeiraHipotese(diagnostico)).toBe('Dermatite (eczema atópico ou de contato)');
    expect(diagnostico).toMatch(/Hidrocortisona 1% — creme, via tópica/);
    expect(diagnostico).toMatch(/Não incluí Loratadina 10 mg por causa da alergia que você informou/);
    verificarRegrasGerais(turnos);
    verificarSemRepeticao(turnos);
  });
});

describe('offline engine: Gastroenterologia, heartburn', () => {
  it('understands intensity in words and ranks DRGE first, then answers about diet', async () => {
    const medico = findMedico(4);
    const { turnos } = await conversar(medico, adulta, [
      'Tenho muita azia e queimação que sobe pela garganta',
      'Faz umas duas semanas e é forte',
      'Piora quando deito, depois do jantar',
      'Não tenho doenças, tomo anticoncepcional e não tenho alergias',
      'O que posso comer?',
    ]);

    expect(turnos[1]?.medico).toMatch(/começou faz umas duas semanas; intensidade 7 de 10/);
    expect(turnos[1]?.medico).toMatch(/Como está o seu intestino/);
    expect(turnos[3]?.medico).toMatch(/medicamentos: anticoncepcional/);
    expect(primeiraHipotese(turnos[3]?.medico ?? '')).toBe('Doença do refluxo gastroesofágico (DRGE)');
    expect(turnos[3]?.medico).toMatch(/Omeprazol 20 mg — cápsula, via oral\. Tomar 1 cápsula uma vez ao dia, em jejum/);
    expect(turnos[4]?.medico).toMatch(/Sobre a alimentação: Refeições menores, jantar leve e cedo/);
    verificarRegrasGerais(turnos);
  });
});

describe('offline engine: Pediatria, a minor with the responsible adult', () => {
  it('talks about the child by name to the responsible adult and doses drops by weight', async () => {
    const medico = findMedico(5);
    const { turnos } = await conversar(medico, crianca, [
      'Ele está com dor de ouvido e febre',
      'Desde ontem, ele chora muito, diria 8',
      'Está comendo pouco mas bebendo água, vacinas em dia',
      'Não',
    ]);

    expect(turnos[0]?.medico).toContain('Desde quando Pedro está com isso?');
    expect(turnos[0]?.medico).toMatch(/quanto isso parece incomodar a criança/);
    expect(turnos[1]?.medico).toMatch(/Sinto muito que esteja tão intenso/);
    expect(turnos[2]?.medico).toContain('Pedro tem alguma doença crônica ou problema de saúde?');

    const diagnostico = turnos[3]?.medico ?? '';
    expect(diagnostico).toMatch(/Obrigada pelas respostas, Ana\. Com base no que vocês me contaram/);
    expect(primeiraHipotese(diagnostico)).toBe('Otite média aguda (infecção de ouvido)');
    expect(diagnostico).toMatch(/Paracetamol 200 mg\/mL — solução oral em gotas, via oral\. Dar 1 gota por kg[^\n]*Para 20 kg: 20 gotas por dose\./);
    expect(diagnostico).toMatch(/intensidade é alta \(8 de 10\)/);
    verificarRegrasGerais(turnos);
  });
});

describe('offline engine: Psicologia, mood, sleep and risk', () => {
  const medico = findMedico(9);

  it('asks about mood, sleep and risk, prescribes nothing, and takes a denial of risk as a denial', async () => {
    const { turnos } = await conversar(medico, adulta, [
      'Tenho me sentido muito ansiosa e não consigo dormir',
      'Há uns 2 meses, nota 7',
      'Fico irritada e cansada. Meu humor anda baixo. Não, nunca pensei em me machucar',
      'Não tenho, não',
    ]);

    expect(turnos[1]?.medico).toMatch(/Como têm estado o seu humor e o seu sono[\s\S]*pensamentos de se machucar/);
    expect(turnos[2]?.medico).not.toMatch(/CVV 188/);
    const diagnostico = turnos[3]?.medico ?? '';
    expect(primeiraHipotese(diagnostico)).toBe('Transtorno de ansiedade');
    expect(diagnostico).toMatch(/Como psicóloga virtual, não indico medicamentos/);
    verificarRegrasGerais(turnos);
  });

  it('answers suicidal thoughts with CVV 188 and a safety question instead of the anamnesis', async () => {
    const { turnos } = await conversar(medico, adulta, ['Não aguento mais viver', 'Estou sozinha em casa']);

    expect(turnos[0]?.medico).toMatch(/^Atenção: .*CVV 188 \(24 h, gratuito\)/);
    expect(turnos[0]?.medico).toMatch(/SAMU 192/);
    expect(turnos[0]?.medico).toContain('Você está em segurança neste momento?');
    expect(turnos[0]?.perguntou).toEqual([]);
    expect(turnos[1]?.medico).toMatch(/não fique sem apoio agora: ligue para o CVV 188/);
  });
});

describe('offline engine: red flags, files and questions during the anamnesis', () => {
  const medico = findMedico(2);

  it('puts the SAMU orientation first and keeps the anamnesis going', async () => {
    const { turnos } = await conversar(medico, adulta, ['Estou com dor no peito e suando frio']);

    expect(turnos[0]?.medico).toMatch(/^Atenção: Dor, aperto ou pressão no peito pode ser sinal de infarto\. Ligue agora para o SAMU 192/);
    expect(turnos[0]?.perguntou).toEqual(['inicio', 'intensidade']);
  });

  it('acknowledges each uploaded file once, without pretending to read it', async () => {
    const { turnos } = await conversar(medico, adulta, ['Tenho pressão alta e palpitações', 'Há 1 mês, nota 4'], ['eletro-2026.pdf']);

    expect(turnos[0]?.medico).toMatch(/Recebi o arquivo eletro-2026\.pdf\. Neste modo de atendimento eu não consigo abrir/);
    expect(turnos[1]?.medico).not.toMatch(/Recebi o arquivo/);
    expect(turnos[0]?.medico).toMatch(/Os sintomas aparecem ou pioram com esforço|Desde quando/);
  });

  it('postpones a question asked in the middle of the anamnesis', async () => {
    const { turnos } = await conversar(medico, adulta, ['Tenho palpitações, isso é grave?']);

    expect(turnos[0]?.medico).toMatch(/Vou responder à sua pergunta assim que entender melhor o quadro/);
  });
});

describe('offline engine: streaming', () => {
  it('yields the first chunk within 50 ms and the chunks add up to the whole answer', async () => {
    const medico = findMedico(1);
    const input = {
      medico,
      paciente: adulta,
      historico: [saudacao(medico)],
      mensagem: 'Estou com febre, dor no corpo e tosse há 3 dias',
      arquivos: [],
    };
    const inicio = performance.now();
    const pedacos: string[] = [];
    let primeiro = Number.POSITIVE_INFINITY;
    for await (const pedaco of engine.responder(input)) {
      if (pedacos.length === 0) primeiro = performance.now() - inicio;
      pedacos.push(pedaco);
    }

    expect(primeiro).toBeLessThan(50);
    expect(pedacos.length).toBeGreaterThan(3);
    expect(pedacos.join('')).toBe(responderOffline(input));
  });

  it('splits into word groups keeping spaces and line breaks', () => {
    expect(dividirEmPedacos('um dois três\n\nquatro cinco', 2)).toEqual(['um dois ', 'três\n\nquatro ', 'cinco']);
  });
});

describe('offline engine: draft prescription', () => {
  it('writes a full draft with header, patient, date, medicines with dose, route and posology, and when to return', async () => {
    const medico = findMedico(1);
    const { historico } = await conversar(medico, adulta, [
      'Estou com febre, dor no corpo e tosse',
      'há 3 dias, nota 7',
      'nada melhora',
      'não tenho doenças, não tomo remédios, sou alérgica a dipirona',
    ]);

    const receita = await engine.gerarReceita({
      medico,
      nomePaciente: 'Maria Silva',
      motivo: 'Febre, dor no corpo e tosse',
      contexto: montarContextoReceita(historico),
      paciente: adulta,
    });

    expect(receita).toMatch(/^ZapSaúde — RASCUNHO DE RECEITA\nNÃO É VÁLIDO COMO RECEITA sem a assinatura digital ICP-Brasil de um médico \(CFM 2\.299\/2021\)\./);
    expect(receita).toContain('Paciente: Maria Silva — 34 anos, 62 kg');
    expect(receita).toContain('Data: 22/11/2026');
    expect(receita).toContain('Hipótese diagnóstica (pré-diagnóstico de IA, a confirmar pelo médico): Síndrome gripal (gripe ou resfriado)');
    expect(receita).toMatch(/1\) Paracetamol 500 mg — comprimido\n {3}Via de administração: oral\n {3}Posologia: Tomar 1 comprimido a cada 6 horas/);
    expect(receita).not.toMatch(/\d\) Dipirona/);
    expect(receita).toContain('Não incluído por alergia informada: Dipirona 500 mg.');
    expect(receita).toMatch(/ORIENTAÇÕES DE USO\n- Use os medicamentos somente depois que um médico revisar e assinar esta receita\./);
    expect(receita).toMatch(/CUIDADOS GERAIS\n- Repouso e boa hidratação/);
    expect(receita).toMatch(/QUANDO RETORNAR OU PROCURAR ATENDIMENTO\n- Retorne se não houver melhora/);
    expect(receita).toContain('SAMU 192');
    expect(receita).toMatch(/Assinatura do médico responsável \(assinatura digital ICP-Brasil\)/);
  });

  it('uses the child weight for paediatric drops and defaults the name to Paciente', async () => {
    const receita = await engine.gerarReceita({
      medico: findMedico(5),
      motivo: 'Dor de ouvido e febre desde ontem',
      contexto: 'Paciente: ele está com dor de ouvido e febre, chora muito',
      paciente: crianca,
    });

    expect(receita).toContain('Paciente: Paciente — 6 anos, 20 kg');
    expect(receita).toContain('Otite média aguda');
    expect(receita).toContain('Para 20 kg: 20 gotas por dose.');
    expect(receita).toContain('Paciente pediátrico: confirmar peso atual e doses antes de assinar.');
  });

  it('lists no medicine for a psychologist and none without a hypothesis', async () => {
    const psicologia = await engine.gerarReceita({
      medico: findMedico(9),
      nomePaciente: 'João',
      motivo: 'Ansiedade',
      contexto: 'Paciente: ando muito ansioso e com insônia',
    });
    const indefinida = await engine.gerarReceita({ medico: findMedico(1), motivo: 'Consulta', contexto: 'Paciente: quero conversar' });

    expect(psicologia).toContain('Nenhum medicamento: psicólogos não prescrevem medicamentos.');
    expect(indefinida).toContain('Hipótese diagnóstica (pré-diagnóstico de IA, a confirmar pelo médico): indefinida');
    expect(indefinida).toContain('Nenhum medicamento sugerido: o quadro precisa de avaliação presencial');
  });
});

describe('anamnesis extraction', () => {
  it.each([
    ['começou há 3 dias', 'há 3 dias'],
    ['desde ontem à noite', 'desde ontem'],
    ['faz uma semana', 'faz uma semana'],
    ['umas 2 semanas atrás', '2 semanas atrás'],
    ['hoje de manhã', 'hoje de manhã'],
  ])('onset of %j is %j', (texto, inicio) => {
    expect(extrairInicio(texto, false)).toBe(inicio);
  });

  it.each([
    ['dor 8/10', false, 8],
    ['nota 6', false, 6],
    ['há 3 dias, uns 7', true, 7],
    ['é forte', true, 7],
    ['leve', true, 2],
    ['há 3 dias', true, undefined],
    ['tomei 2 comprimidos', false, undefined],
  ])('intensity of %j (asked: %s) is %s', (texto, perguntado, valor) => {
    expect(extrairIntensidade(texto, perguntado)).toBe(valor);
  });

  it('reads allergies and medicines, and does not take an allergy for a medicine in use', () => {
    expect(extrairAlergias('sou alérgica a dipirona e a camarão')?.alergenos).toEqual(['dipirona']);
    expect(extrairAlergias('não tenho alergia')?.resumo).toBe('nega');
    expect(extrairMedicamentos('sou alérgica a dipirona')).toBeUndefined();
    expect(extrairMedicamentos('tomo losartana e metformina')).toBe('losartana, metformina');
    expect(extrairMedicamentos('não tomo nenhum remédio')).toBe('nega');
  });
});
