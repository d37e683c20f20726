/**
 * The questions of the symptom interview (/entrevista-sintomas). Each answer that reports something
 * carries the sentence a patient would write (`frase`): the interview's result is the triage guard's
 * level for those sentences (shared/triagem, docs/triagem.md), so the interview and the chat can
 * never disagree about a red flag. Red-flag questions (`alarme`) come first in every complaint.
 */
import type { EspecialidadeId } from '#shared/especialidades.js';
import type { Sexo } from '#shared/triagem/index.js';

export interface Opcao {
  readonly id: string;
  readonly rotulo: string;
  /** What the patient reports with this answer, in the words the triage guard reads; none for "Não". */
  readonly frase?: string;
}

export interface Pergunta {
  readonly id: string;
  readonly texto: string;
  /** A red flag: asked first, and an emergency answer ends the interview at once. */
  readonly alarme?: boolean;
  /** Asked only of patients of this sex. */
  readonly sexo?: Sexo;
  readonly opcoes: readonly Opcao[];
}

export interface Queixa {
  readonly id: string;
  readonly rotulo: string;
  /** The complaint as the patient would say it. */
  readonly frase: string;
  /** The specialty of the doctor the result suggests (a child's is pediatrics). */
  readonly especialidade: EspecialidadeId;
  readonly perguntas: readonly Pergunta[];
}

const NAO: Opcao = { id: 'nao', rotulo: 'Não' };

function simNao(id: string, texto: string, frase: string, alarme = false): Pergunta {
  return { id, texto, ...(alarme ? { alarme } : {}), opcoes: [{ id: 'sim', rotulo: 'Sim', frase }, NAO] };
}

function alarme(id: string, texto: string, frase: string, sexo?: Sexo): Pergunta {
  return { ...simNao(id, texto, frase, true), ...(sexo ? { sexo } : {}) };
}

const faltaDeAr = alarme(
  'falta-de-ar',
  'Está com falta de ar forte, a ponto de não conseguir falar uma frase inteira?',
  'estou com muita falta de ar, não consigo nem falar',
);
const dorNoPeito = alarme('dor-no-peito', 'Sente dor ou aperto no peito agora?', 'estou com dor no peito');
const desmaio = alarme('desmaio', 'Desmaiou ou perdeu a consciência por alguns instantes?', 'eu desmaiei');
const confusao = alarme('confusao', 'Está muito sonolento(a), confuso(a) ou difícil de acordar?', 'estou muito confuso e sonolento');
const sinaisAvc = alarme(
  'sinais-avc',
  'Sente fraqueza ou formigamento de um lado do corpo, a boca ficou torta ou a fala enrolada?',
  'estou com fraqueza de um lado do corpo e a boca torta',
);

const duracao: Pergunta = {
  id: 'duracao',
  texto: 'Há quanto tempo começou?',
  opcoes: [
    { id: 'horas', rotulo: 'Há algumas horas', frase: 'começou há algumas horas' },
    { id: 'dias', rotulo: 'De 1 a 3 dias', frase: 'começou há 2 dias' },
    { id: 'semana', rotulo: 'De 4 a 9 dias', frase: 'começou há 6 dias' },
    { id: 'semanas', rotulo: 'Há 10 dias ou mais', frase: 'começou há duas semanas' },
  ],
};

const temperatura: Pergunta = {
  id: 'temperatura',
  texto: 'Qual foi a temperatura mais alta que você mediu?',
  opcoes: [
    { id: 'sem-febre', rotulo: 'Abaixo de 37,8 °C' },
    { id: 'febre', rotulo: 'De 37,8 a 38,9 °C', frase: 'tive febre de 38,5' },
    { id: 'febre-alta', rotulo: 'De 39 a 39,9 °C', frase: 'tive febre de 39,5' },
    { id: 'febre-muito-alta', rotulo: '40 °C ou mais', frase: 'tive febre de 40,5' },
    { id: 'nao-medi', rotulo: 'Não medi' },
  ],
};

const febre = simNao('febre', 'Está com febre?', 'estou com febre');
const tosse = simNao('tosse', 'Está com tosse?', 'estou com tosse');

/** The common complaints, in the order the interview lists them. */
export const queixas: readonly Queixa[] = [
  {
    id: 'febre',
    rotulo: 'Febre',
    frase: 'estou com febre',
    especialidade: 'clinica-geral',
    perguntas: [
      alarme('pescoco-duro', 'Sente o pescoço duro, sem conseguir encostar o queixo no peito?', 'estou com o pescoço duro, não consigo encostar o queixo no peito'),
      alarme('manchas-roxas', 'Apareceram manchas roxas ou vermelhas na pele que não somem quando você aperta?', 'apareceram manchas roxas na pele que não somem quando aperto'),
      confusao,
      alarme('convulsao', 'Teve uma convulsão (tremores com perda de consciência)?', 'tive uma convulsão'),
      faltaDeAr,
      temperatura,
      duracao,
      tosse,
      simNao('garganta', 'Está com dor de garganta?', 'estou com dor de garganta'),
      simNao('urina', 'Sente dor ou ardência ao urinar?', 'sinto ardência ao urinar'),
      simNao('dor-no-corpo', 'Sente dores no corpo?', 'estou com dor no corpo'),
    ],
  },
  {
    id: 'respiracao',
    rotulo: 'Tosse, chiado ou falta de ar',
    frase: 'estou com tosse',
    especialidade: 'clinica-geral',
    perguntas: [
      faltaDeAr,
      alarme('labios-roxos', 'Os lábios ou as pontas dos dedos estão arroxeados?', 'meus lábios estão roxos'),
      dorNoPeito,
      alarme('tosse-sangue', 'Está tossindo sangue?', 'estou tossindo sangue'),
      {
        id: 'saturacao',
        texto: 'Se você tem um oxímetro, quanto ele marca?',
        opcoes: [
          { id: 'normal', rotulo: '95% ou mais', frase: 'a saturação está 97' },
          { id: 'baixa', rotulo: 'De 92% a 94%', frase: 'a saturação está 93' },
          { id: 'muito-baixa', rotulo: 'Abaixo de 92%', frase: 'a saturação está 89' },
          { id: 'sem-oximetro', rotulo: 'Não tenho oxímetro' },
        ],
      },
      febre,
      simNao('chiado', 'Sente chiado no peito?', 'estou com chiado no peito'),
      simNao('catarro', 'A tosse tem catarro?', 'estou com tosse com catarro'),
      simNao('coriza', 'Está com o nariz escorrendo ou entupido?', 'estou com o nariz escorrendo'),
      duracao,
    ],
  },
  {
    id: 'garganta',
    rotulo: 'Dor de garganta, gripe ou resfriado',
    frase: 'estou com dor de garganta',
    especialidade: 'clinica-geral',
    perguntas: [
      alarme('engolir-saliva', 'Não consegue engolir nem a própria saliva?', 'não consigo engolir nem a saliva'),
      faltaDeAr,
      alarme('garganta-um-lado', 'A garganta está muito inchada de um lado só?', 'minha garganta está muito inchada de um lado'),
      febre,
      simNao('coriza', 'Está com o nariz escorrendo ou entupido?', 'estou com o nariz escorrendo'),
      tosse,
      simNao('ouvido', 'Sente dor de ouvido?', 'estou com dor de ouvido'),
      simNao('dor-no-corpo', 'Sente dores no corpo?', 'estou com dor no corpo'),
      duracao,
    ],
  },
  {
    id: 'peito',
    rotulo: 'Dor no peito ou palpitações',
    frase: 'estou sentindo o coração disparado',
    especialidade: 'cardiologia',
    perguntas: [
      alarme('dor-aperto', 'Sente dor ou aperto no peito que vai para o braço, as costas ou a mandíbula?', 'estou com dor no peito em aperto que vai para o braço esquerdo'),
      alarme('suor-frio', 'Está com suor frio, enjoo ou falta de ar junto?', 'estou com suor frio e falta de ar'),
      desmaio,
      faltaDeAr,
      {
        id: 'pressao',
        texto: 'Se mediu a pressão agora, quanto deu?',
        opcoes: [
          { id: 'normal', rotulo: 'Entre 9 por 6 e 13 por 9', frase: 'medi a pressão e deu 12 por 8' },
          { id: 'alta', rotulo: '18 por 11 ou mais', frase: 'medi a pressão e deu 18 por 11' },
          { id: 'baixa', rotulo: 'Abaixo de 9 por 6', frase: 'medi a pressão e deu 8 por 5' },
          { id: 'nao-medi', rotulo: 'Não medi' },
        ],
      },
      simNao('palpitacao', 'Sente o coração acelerado ou batendo fora do ritmo?', 'estou com palpitação'),
      simNao('esforco', 'A dor ou o cansaço pioram quando você faz esforço?', 'sinto dor no peito quando faço esforço'),
      simNao('ansiedade', 'Está passando por um momento de muita ansiedade?', 'estou muito ansioso'),
      duracao,
    ],
  },
  {
    id: 'cabeca',
    rotulo: 'Dor de cabeça ou tontura',
    frase: 'estou com dor de cabeça',
    especialidade: 'neurologia',
    perguntas: [
      alarme('pior-dor', 'É a pior dor de cabeça da sua vida, e começou de repente?', 'é a pior dor de cabeça da minha vida, começou de repente'),
      sinaisAvc,
      alarme('pescoco-duro', 'Tem febre com o pescoço duro?', 'estou com febre e o pescoço duro'),
      alarme('pancada', 'Bateu a cabeça e depois vomitou ou ficou sonolento(a)?', 'bati a cabeça e depois vomitei'),
      confusao,
      simNao('visao', 'A visão ficou embaçada ou com pontos brilhantes antes da dor?', 'vejo pontos brilhantes antes da dor'),
      simNao('enjoo', 'Sente enjoo ou incômodo com a luz?', 'estou com enjoo'),
      simNao('tontura', 'Sente tontura?', 'estou com tontura'),
      duracao,
    ],
  },
  {
    id: 'barriga',
    rotulo: 'Dor de barriga, enjoo, vômito ou diarreia',
    frase: 'estou com dor de barriga',
    especialidade: 'gastroenterologia',
    perguntas: [
      alarme('barriga-dura', 'A barriga está dura como uma tábua e dói muito ao encostar?', 'minha barriga está dura como uma tábua'),
      alarme('vomito-sangue', 'Está vomitando sangue ou algo parecido com borra de café?', 'estou vomitando sangue'),
      alarme('fezes-pretas', 'As fezes estão pretas como piche ou com sangue?', 'meu cocô está preto e com sangue'),
      alarme('dor-direita', 'A dor começou perto do umbigo e foi para o lado direito, embaixo da barriga?', 'a dor começou no umbigo e foi para o lado direito da barriga'),
      alarme('sem-beber', 'Não consegue beber nada sem vomitar, ou quase não urina?', 'vomito tudo que bebo e quase não faço xixi'),
      simNao('diarreia', 'Está com diarreia?', 'estou com diarreia'),
      simNao('vomito', 'Está vomitando?', 'estou vomitando'),
      febre,
      duracao,
    ],
  },
  {
    id: 'urina',
    rotulo: 'Ardência ao urinar ou queixa íntima',
    frase: 'sinto ardência ao urinar',
    especialidade: 'ginecologia',
    perguntas: [
      alarme('dor-lombar-febre', 'Sente dor nas costas, de um lado, com febre ou calafrios?', 'estou com dor nas costas do lado direito e febre com calafrios'),
      alarme('sangramento-forte', 'Está com sangramento forte (encharca um absorvente por hora)?', 'estou com um sangramento forte, encharco um absorvente por hora', 'feminino'),
      alarme('dor-testiculo', 'Sente dor forte e repentina no testículo?', 'estou com uma dor muito forte no testículo que começou de repente', 'masculino'),
      simNao('sangue-urina', 'A urina está com sangue?', 'estou com sangue na urina'),
      simNao('urgencia', 'Sente vontade de urinar toda hora?', 'estou com vontade de fazer xixi toda hora'),
      simNao('corrimento', 'Tem corrimento ou coceira íntima?', 'estou com corrimento'),
      febre,
      duracao,
    ],
  },
  {
    id: 'costas',
    rotulo: 'Dor nas costas, nos músculos ou uma lesão',
    frase: 'estou com dor nas costas',
    especialidade: 'ortopedia',
    perguntas: [
      alarme('forca-pernas', 'Perdeu a força nas pernas ou não consegue segurar o xixi ou o cocô?', 'perdi a força nas pernas e não consigo segurar o xixi'),
      alarme('acidente', 'A dor começou depois de um acidente, uma queda de altura ou uma pancada forte?', 'sofri um acidente de carro'),
      alarme('deformidade', 'O braço ou a perna está torto, ou não mexe depois de uma queda?', 'caí e meu braço ficou torto'),
      febre,
      simNao('irradia', 'A dor desce para uma das pernas?', 'a dor desce para a perna'),
      simNao('esforco', 'Começou depois de um esforço, como carregar peso?', 'comecei a sentir depois de carregar peso'),
      simNao('inchaco', 'A região está inchada ou roxa?', 'o local está inchado e roxo'),
      duracao,
    ],
  },
  {
    id: 'articulacoes',
    rotulo: 'Dor ou inchaço nas articulações',
    frase: 'estou com dor nas articulações',
    especialidade: 'reumatologia',
    perguntas: [
      alarme('articulacao-quente', 'Uma articulação está inchada, quente e vermelha, com febre?', 'meu joelho está inchado, quente e vermelho e estou com febre'),
      alarme('panturrilha', 'A panturrilha de uma perna está inchada, dura e dolorida?', 'minha panturrilha está inchada, vermelha e doendo de uma perna só'),
      febre,
      simNao('rigidez', 'As articulações ficam rígidas de manhã por mais de meia hora?', 'acordo com as juntas rígidas'),
      simNao('varias', 'Doem várias articulações ao mesmo tempo?', 'estou com dor em várias articulações'),
      simNao('manchas', 'Apareceram manchas na pele junto com a dor?', 'apareceram manchas na pele'),
      duracao,
    ],
  },
  {
    id: 'pele',
    rotulo: 'Manchas, coceira, alergia ou feridas na pele',
    frase: 'estou com manchas na pele',
    especialidade: 'dermatologia',
    perguntas: [
      alarme('inchaco-labios', 'Os lábios, a língua ou o rosto estão inchando, ou há falta de ar?', 'meus lábios e minha língua estão inchando'),
      alarme('manchas-febre', 'Tem febre com manchas roxas que não somem quando você aperta?', 'estou com febre e manchas roxas que não somem quando aperto'),
      alarme('ferida-quente', 'Há uma área vermelha, quente e inchada que cresce, com febre?', 'tenho uma área vermelha, quente e inchada que está crescendo e estou com febre'),
      simNao('coceira', 'Sente coceira?', 'estou com coceira'),
      simNao('remedio-novo', 'Começou depois de um remédio ou alimento novo?', 'comecei depois de tomar um remédio novo'),
      simNao('espinhas', 'São espinhas ou cravos?', 'estou com espinhas'),
      duracao,
    ],
  },
  {
    id: 'emocional',
    rotulo: 'Ansiedade, tristeza ou dificuldade para dormir',
    frase: 'estou muito ansioso e triste',
    especialidade: 'psicologia',
    perguntas: [
      alarme('pensamentos', 'Tem pensado em se machucar ou em tirar a própria vida?', 'tenho pensado em tirar a minha vida'),
      alarme('tomou-algo', 'Tomou remédios a mais ou alguma substância para se machucar?', 'tomei uma cartela inteira de remédios para me machucar'),
      alarme('panico', 'Sente agora dor no peito ou falta de ar forte?', 'estou com dor no peito e falta de ar'),
      simNao('sono', 'Está dormindo mal?', 'não estou conseguindo dormir'),
      simNao('interesse', 'Perdeu o interesse pelas coisas de que gostava?', 'perdi o interesse pelas coisas'),
      simNao('crises', 'Tem crises de ansiedade, com coração disparado e medo intenso?', 'tenho crises de ansiedade'),
      duracao,
    ],
  },
  {
    id: 'glicemia',
    rotulo: 'Diabetes, glicemia alterada ou muita sede',
    frase: 'estou com muita sede',
    especialidade: 'endocrinologia',
    perguntas: [
      {
        id: 'glicose',
        texto: 'Se mediu a glicose no dedo, quanto deu?',
        alarme: true,
        opcoes: [
          { id: 'baixa', rotulo: 'Abaixo de 70', frase: 'medi a glicose e deu 50' },
          { id: 'normal', rotulo: 'De 70 a 250', frase: 'medi a glicose e deu 140' },
          { id: 'alta', rotulo: 'De 250 a 400', frase: 'medi a glicose e deu 320' },
          { id: 'muito-alta', rotulo: 'Acima de 400', frase: 'medi a glicose e deu 480' },
          { id: 'nao-medi', rotulo: 'Não medi' },
        ],
      },
      confusao,
      alarme('respiracao-rapida', 'Está com respiração rápida, vômitos e dor de barriga?', 'estou com a respiração rápida, vomitando e com dor de barriga'),
      simNao('urina-muito', 'Está urinando muito mais do que o normal?', 'estou fazendo muito xixi'),
      simNao('peso', 'Perdeu peso sem querer?', 'perdi peso sem querer'),
      simNao('diabetes', 'Você tem diabetes?', 'eu tenho diabetes'),
      duracao,
    ],
  },
];

/** The complaint the patient writes in their own words: the general red flags, then the usual questions. */
export const queixaOutra: Queixa = {
  id: 'outra',
  rotulo: 'Outra queixa (descreva)',
  frase: '',
  especialidade: 'clinica-geral',
  perguntas: [faltaDeAr, dorNoPeito, sinaisAvc, desmaio, confusao, febre, duracao],
};

/** Every complaint the interview offers, the free-text one last. */
export const todasQueixas: readonly Queixa[] = [...queixas, queixaOutra];
