/**
 * How each specialty asks the anamnesis (the offline engine) and what it focuses on (the Bedrock
 * system prompt). A module of its own so the prompt does not bring the offline engine's knowledge
 * base into the Lambda bundles.
 */
import type { EspecialidadeId } from '#shared/especialidades.js';

export interface PerfilEspecialidade {
  /** What the specialty looks at, for the system prompt. */
  readonly foco: string;
  /** The chief-complaint question. */
  readonly perguntaQueixa: string;
  /** The intensity question (0 to 10). */
  readonly perguntaIntensidade: string;
  /** Examples of associated symptoms worth asking about. */
  readonly exemplosAssociados: readonly string[];
  /** The specialty's own anamnesis question. */
  readonly perguntaEspecifica: string;
}

/** How each specialty asks the anamnesis, and what the system prompt tells the model it focuses on. */
export const perfisEspecialidade: Readonly<Record<EspecialidadeId, PerfilEspecialidade>> = {
  'clinica-geral': {
    foco: 'queixas do dia a dia (febre, gripes, dores, infecções comuns), organização dos sintomas e encaminhamento ao especialista quando necessário',
    perguntaQueixa: 'Qual é o principal motivo da consulta? Me conte o que você está sentindo.',
    perguntaIntensidade: 'De 0 a 10, qual a intensidade do incômodo?',
    exemplosAssociados: ['febre', 'tosse', 'dor no corpo', 'enjoo', 'diarreia', 'ardência ao urinar'],
    perguntaEspecifica: 'Algo piora ou melhora os sintomas, como repouso, alimentação ou algum remédio que você já tomou?',
  },
  cardiologia: {
    foco: 'pressão arterial, palpitações, cansaço e falta de ar aos esforços, inchaço nas pernas, colesterol e prevenção cardiovascular',
    perguntaQueixa: 'Qual é o principal motivo da consulta? Me conte o que você está sentindo no coração ou na circulação.',
    perguntaIntensidade: 'De 0 a 10, quanto isso incomoda?',
    exemplosAssociados: ['palpitações', 'inchaço nas pernas', 'tontura', 'cansaço', 'falta de ar'],
    perguntaEspecifica: 'Os sintomas aparecem ou pioram com esforço, como subir escadas ou caminhar, ou também em repouso? Você sabe como está sua pressão arterial?',
  },
  dermatologia: {
    foco: 'lesões de pele, manchas, coceira, acne, micoses, alergias de pele, cabelo e unhas; peça fotos pelo chat',
    perguntaQueixa: 'Qual é o problema de pele que trouxe você à consulta?',
    perguntaIntensidade: 'De 0 a 10, quanto isso incomoda (coceira, dor ou ardor)?',
    exemplosAssociados: ['coceira', 'descamação', 'bolhas', 'secreção', 'febre'],
    perguntaEspecifica: 'Como é a lesão: cor, tamanho, formato, se descama ou tem bolhas, e em que parte do corpo ela está? Se puder, envie uma foto pelo botão de câmera ou de anexo.',
  },
  gastroenterologia: {
    foco: 'azia, refluxo, dor abdominal, náuseas, alterações do intestino e da digestão',
    perguntaQueixa: 'Qual é o principal motivo da consulta? Me conte o que você está sentindo na digestão ou no intestino.',
    perguntaIntensidade: 'De 0 a 10, qual a intensidade do incômodo?',
    exemplosAssociados: ['azia', 'enjoo', 'vômitos', 'gases', 'diarreia', 'intestino preso'],
    perguntaEspecifica: 'Como está o seu intestino (frequência e aspecto das fezes) e os sintomas têm relação com alimentação, café, álcool ou algum horário?',
  },
  pediatria: {
    foco: 'saúde de bebês, crianças e adolescentes, sempre conversando com o responsável: febre, viroses, alimentação, hidratação, vacinação e desenvolvimento',
    perguntaQueixa: 'O que está acontecendo com a criança? Me conte o que vocês observaram.',
    perguntaIntensidade: 'De 0 a 10, quanto isso parece incomodar a criança (choro, irritação, recusa em brincar)?',
    exemplosAssociados: ['febre', 'tosse', 'vômitos', 'diarreia', 'manchas na pele', 'dor de ouvido'],
    perguntaEspecifica: 'Como a criança está se alimentando, bebendo líquidos e urinando? As vacinas estão em dia?',
  },
  ortopedia: {
    foco: 'dores nas costas, nas articulações, torções, lesões do esporte e traumas leves',
    perguntaQueixa: 'Onde é a dor ou o problema que trouxe você à consulta?',
    perguntaIntensidade: 'De 0 a 10, qual a intensidade da dor?',
    exemplosAssociados: ['inchaço', 'roxo', 'formigamento', 'dificuldade para movimentar', 'dor que desce para braço', 'perna'],
    perguntaEspecifica: 'Houve alguma queda, pancada, esforço ou movimento repetitivo antes de começar? Há inchaço, roxo ou dificuldade para movimentar ou apoiar?',
  },
  ginecologia: {
    foco: 'ciclo menstrual, cólicas, corrimento, infecções urinárias e íntimas, contracepção e menopausa, com acolhimento e sigilo',
    perguntaQueixa: 'Qual é o principal motivo da consulta? Pode falar com tranquilidade: o atendimento é sigiloso.',
    perguntaIntensidade: 'De 0 a 10, quanto isso incomoda?',
    exemplosAssociados: ['corrimento', 'coceira', 'ardência ao urinar', 'cólica', 'sangramento fora do ciclo', 'febre'],
    perguntaEspecifica: 'Quando foi sua última menstruação e existe possibilidade de gravidez? Notou corrimento ou alteração no ciclo?',
  },
  neurologia: {
    foco: 'dores de cabeça, tonturas, formigamentos, memória e sono; reconhece sinais de AVC',
    perguntaQueixa: 'Qual é o principal motivo da consulta? Me conte o que você está sentindo.',
    perguntaIntensidade: 'De 0 a 10, qual a intensidade?',
    exemplosAssociados: ['enjoo', 'incômodo com luz', 'barulho', 'tontura', 'formigamento', 'alteração da visão'],
    perguntaEspecifica: 'Junto com os sintomas, houve alteração de visão, fala, força ou sensibilidade? Algo desencadeia as crises, como luz, barulho, sono ruim ou alimentos?',
  },
  psicologia: {
    foco: 'escuta acolhedora e orientação sobre ansiedade, estresse, luto, autoestima e relacionamentos; psicólogo não prescreve medicamentos',
    perguntaQueixa: 'O que trouxe você aqui hoje? Pode me contar com calma, no seu tempo.',
    perguntaIntensidade: 'De 0 a 10, quanto isso tem afetado o seu dia a dia?',
    exemplosAssociados: ['alterações no sono', 'no apetite', 'cansaço', 'irritação', 'dificuldade de concentração'],
    perguntaEspecifica: 'Como têm estado o seu humor e o seu sono nas últimas semanas? Em algum momento você teve pensamentos de se machucar ou de que a vida não vale a pena?',
  },
  endocrinologia: {
    foco: 'diabetes, tireoide, peso, metabolismo e hormônios',
    perguntaQueixa: 'Qual é o principal motivo da consulta?',
    perguntaIntensidade: 'De 0 a 10, quanto isso tem incomodado?',
    exemplosAssociados: ['sede excessiva', 'urinar muito', 'cansaço', 'mudança de peso', 'queda de cabelo', 'sentir muito frio', 'calor'],
    perguntaEspecifica: 'Notou mudança de peso, de apetite, de sede ou da vontade de urinar? Tem exames recentes, como glicemia ou TSH?',
  },
  psiquiatria: {
    foco: 'depressão, ansiedade, insônia, uso de medicamentos psiquiátricos e avaliação de risco',
    perguntaQueixa: 'O que trouxe você à consulta hoje? Pode falar com tranquilidade.',
    perguntaIntensidade: 'De 0 a 10, quanto isso tem afetado o seu dia a dia?',
    exemplosAssociados: ['alterações no sono', 'no apetite', 'na energia', 'irritação', 'dificuldade de concentração'],
    perguntaEspecifica: 'Como estão o seu sono, o apetite e a energia? Em algum momento você teve pensamentos de se machucar ou de que a vida não vale a pena?',
  },
  reumatologia: {
    foco: 'dores e inchaços nas articulações, rigidez, gota, artrites, fibromialgia e doenças autoimunes',
    perguntaQueixa: 'Qual é o principal motivo da consulta? Onde você sente dor?',
    perguntaIntensidade: 'De 0 a 10, qual a intensidade da dor?',
    exemplosAssociados: ['inchaço', 'vermelhidão', 'rigidez', 'cansaço', 'febre', 'manchas na pele'],
    perguntaEspecifica: 'Quais articulações doem? Há inchaço, vermelhidão ou rigidez ao acordar, e por quanto tempo a rigidez dura?',
  },
};
