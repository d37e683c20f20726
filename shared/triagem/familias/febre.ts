/**
 * Fever and infection, in adults and children: the combinations that make a fever an emergency
 * (a stiff neck, light that hurts, spots that don't fade, a drowsy or floppy child), the age that
 * does (a febrile baby under 3 months: SBP; NICE NG143 'traffic light'), dehydration, and the
 * infections a physician should see within a day (Manchester: 'febre', 'criança quente';
 * Ministério da Saúde, síndrome gripal).
 */
import { ate, sinal } from '../construir.js';
import type { Contexto, Familia } from '../tipos.js';

const idadeMeses = (c: Contexto): number => c.idadeMeses ?? 999;
const temperatura = (c: Contexto): number => c.medidas.temperatura ?? 0;
const criancaPequena = (c: Contexto): boolean => idadeMeses(c) < 60;

export const febre: Familia = {
  sinais: [
    sinal('febre', [
      '\\bfebr\\w*',
      '\\bfebrao\\b',
      '\\b(?:esta|estou|ficou|fica|muito|bem|todo|toda|meio) (?:quente|quentinh[oa]|pelando|fervendo)\\b',
      '\\b(?:corpo|testa|cabeca) ' + ate(1) + '(?:quente|pelando|fervendo)\\b',
      '\\bquentura\\b',
      '\\btemperatura ' + ate(1) + '(?:alta|elevada|subiu)\\b',
      '\\bcalafrios?\\b',
      '\\btremedeira de frio\\b',
    ]),
    sinal('rigidez-nuca', [
      '\\b(?:pesco(?:c|s|ss)o|nuca|cangote) ' + ate(2) + '(?:dur[oa]|rigid[oa]|travad[oa]|durinho|endurecid[oa])\\b',
      '\\brigidez ' + ate(1) + '(?:na |no |da |do |de )?(?:nuca|pesco(?:c|s)o)\\b',
      '\\bnao (?:consigo|consegue|da para) (?:encostar|abaixar|dobrar|baixar|colocar|levar|por|mexer) ' + ate(3) + '(?:queixo|cabeca|pescoco)\\b',
      '\\bdoi (?:para|ao|quando) (?:abaixar|dobrar|mexer) ' + ate(1) + '(?:cabeca|pescoco)\\b',
    ]),
    sinal('fotofobia', [
      '\\bfotofobia\\b',
      '\\b(?:luz|claridade|claro) ' + ate(3) + '(?:incomoda\\w*|doi|doe|doendo|machuca\\w*|fere|ferindo|arde|ardendo|irrita\\w*|agonia)\\b',
      '\\b(?:incomodo|dor|sensibilidade|sensivel) ' + ate(2) + '(?:com|a|na|à) (?:luz|claridade)\\b',
      '\\bnao (?:aguenta|aguento|suporta|suporto|consegue|consigo) ' + ate(2) + '(?:luz|claridade)\\b',
    ]),
    sinal('manchas-nao-somem', [
      '\\b(?:manchas?|manchinhas?|pintinhas?|pontinhos?|bolinhas?|pintas?) ' + ate(5) + 'nao (?:some|somem|sumiu|sumiram|desaparece\\w*|clareia\\w*|apaga\\w*|muda\\w*|fica\\w* branc\\w*)\\b',
      '\\b(?:apert\\w*|pression\\w*|copo) ' + ate(5) + 'nao (?:some|somem|sumiu|sumiram|desaparece\\w*|clareia\\w*|muda\\w*)\\b',
      '\\b(?:manchas?|manchinhas?|pintinhas?|pontinhos?) (?:roxas?|roxinhas?|arroxeadas?|vinho|cor de vinho|escuras?)\\b',
      '\\bpeteq\\w*',
    ]),
    sinal('manchas-pele', ['\\b(?:manchas?|manchinhas?|pintinhas?|pontinhos?|bolinhas?) ' + ate(2) + '(?:vermelh\\w*|no corpo|na pele|pelo corpo)\\b', '\\bmanchas? na pele\\b']),
    sinal('desidratacao', [
      '\\b(?:sem|nao) (?:fazer|faz|fez|esta fazendo|fazendo) xixi\\b',
      '\\bxixi ' + ate(2) + '(?:pouco|pouquinho|quase nada|nada)\\b',
      '\\bfralda\\w* ' + ate(3) + '(?:sec[oa]s?|sequinh[oa]s?)\\b',
      '\\bboca ' + ate(1) + '(?:seca|sequinha|rachada)\\b',
      '\\bolhos? fundos?\\b',
      '\\bmoleira ' + ate(1) + '(?:funda|afundada)\\b',
      '\\bchora sem lagrimas?\\b',
      '\\bnao (?:aceita|quer|consegue) (?:beber|mamar|tomar|engolir) (?:nada|agua|liquidos?|o peito|leite|nem agua)\\b',
      '\\b(?:vomita|vomitando|bota para fora|poe para fora) tudo\\b',
      '\\bnao para nada no estomago\\b',
      '\\bdesidrat\\w*',
    ]),
    sinal('vomitos', ['\\bvomit\\w*', '\\bgomit\\w*', '\\bbot\\w* (?:tudo )?para fora\\b', '\\bgolfa\\w*']),
    sinal('vomitos-repetidos', [
      '\\bvomit\\w* ' + ate(3) + '(?:muito|toda hora|sem parar|varias vezes|o dia todo|a noite toda|tudo|\\d+ vezes)\\b',
      '\\b(?:\\d+|varias|muitas|cinco|seis|sete|oito|dez) vezes ' + ate(2) + 'vomit\\w*',
    ]),
    sinal('imunossupressao', [
      '\\b(?:quimio\\w*|imunossuprim\\w*|imunodeprim\\w*|transplant\\w*|neutropen\\w*|hiv|aids|radioterapia)\\b',
      '\\btratamento (?:de|do|para) cancer\\b',
    ]),
    sinal('dor-ouvido', ['\\bdor (?:de|no|nos) ouvidos?\\b', '\\bouvidos? ' + ate(2) + '(?:doendo|doi|latejando|saindo (?:pus|secrecao|agua))\\b', '\\botite\\b', '\\bmao no ouvido\\b']),
    sinal('dor-garganta', [
      '\\bdor (?:de|na) garganta\\b',
      '\\bgarganta ' + ate(2) + '(?:doendo|doi|inflamad\\w*|arranhando|irritad\\w*|ardendo|raspando)\\b',
      '\\bdor (?:para|ao) engolir\\b',
      '\\bdoi (?:para|ao) engolir\\b',
      '\\bamigdal\\w*',
    ]),
    sinal('placas-garganta', [
      '\\bplacas? ' + ate(2) + '(?:pus|brancas?|na garganta|nas amigdalas|amarel\\w*)\\b',
      '\\bpus ' + ate(2) + '(?:garganta|amigdalas?)\\b',
      '\\b(?:garganta|amigdalas?) ' + ate(3) + '(?:pus|placas?|pontos brancos|bolinhas brancas)\\b',
    ]),
    sinal('tosse', ['\\btosse\\w*', '\\btossindo\\b', '\\btossi\\b', '\\bpigarro\\b']),
    sinal('catarro-colorido', ['\\b(?:catarro|secrecao|escarro) ' + ate(2) + '(?:verde|amarel\\w*|esverdead\\w*|grosso|com pus)\\b']),
    sinal('dor-urinar', [
      '\\b(?:dor|ardencia|ardor|queimacao|arde|ardendo|queima|queimando|doi) ' + ate(3) + '(?:urinar|fazer xixi|xixi|mijar|fazer pipi)\\b',
      '\\b(?:xixi|urina) ' + ate(2) + '(?:ardendo|queimando|doendo|arde|queima)\\b',
      '\\bcistite\\b',
      '\\binfeccao (?:de|na|urinaria|de urina)\\b',
      '\\b(?:vontade de urinar|vontade de fazer xixi|urinando|fazendo xixi) ' + ate(2) + '(?:toda hora|o tempo todo|muitas vezes|a toda hora)\\b',
    ]),
    sinal('dor-lombar', [
      '\\bdor ' + ate(3) + '(?:costas|lombar|lombo|rins?|cadeiras?|flanco|lado das costas)\\b',
      '\\b(?:costas|lombar|rins?|cadeiras?) ' + ate(2) + '(?:doendo|doi|latejando)\\b',
      '\\bdor nas costas\\b',
      '\\bcolica (?:renal|de rim|nefretica)\\b',
    ]),
    sinal('mordida-animal', [
      '\\b(?:mordid[oa]|mordida|arranhad[oa]|arranhao) ' + ate(2) + '(?:de |por |pelo |pela )?(?:cachorro|cao|gato|morcego|macaco|rato|sagui|animal)\\b',
      '\\b(?:cachorro|cao|gato|morcego|macaco|rato|sagui) ' + ate(3) + '(?:me )?(?:mordeu|arranhou|morder)\\b',
    ]),
    sinal('diabetes', ['\\bdiabet\\w*', '\\binsulina\\b', '\\bmetformina\\b', '\\bglifage\\b']),
    sinal('sede-intensa', ['\\bmuita sede\\b', '\\bsede (?:demais|o tempo todo|toda hora)\\b', '\\burinando (?:muito|demais)\\b', '\\bmijando muito\\b']),
    sinal('respiracao-rapida-funda', ['\\brespira\\w* ' + ate(2) + '(?:rapid\\w*|fund[oa]|ofegante|acelerad\\w*)\\b', '\\bhalito (?:de|com cheiro de) (?:fruta|maca|acetona)\\b']),
  ],
  regras: [
    {
      nivel: 'emergencia',
      motivo: 'Febre com rigidez de nuca ou dor ao olhar para a luz',
      emergencia: 'meningite',
      quando: (c) => c.febre && c.algum('rigidez-nuca', 'fotofobia'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Rigidez de nuca com dor de cabeça ou vômitos',
      emergencia: 'meningite',
      quando: (c) => c.tem('rigidez-nuca') && c.algum('cefaleia', 'vomitos', 'fotofobia'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Febre com manchas na pele que não somem ao apertar',
      emergencia: 'meningite',
      quando: (c) => c.tem('manchas-nao-somem') && (c.febre || criancaPequena(c)),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Manchas roxas ou que não somem ao apertar',
      quando: (c) => c.tem('manchas-nao-somem'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Criança com febre, muito mole, sonolenta ou difícil de acordar',
      emergencia: 'grave',
      quando: (c) => c.febre && idadeMeses(c) < 144 && c.tem('sonolencia-grave'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Criança com febre e prostrada (molinha, sem reação)',
      quando: (c) => c.febre && idadeMeses(c) < 144 && c.tem('prostracao-crianca'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Bebê com menos de 3 meses com febre',
      quando: (c) => c.febre && idadeMeses(c) < 3,
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Bebê de 3 a 6 meses com febre de 39 °C ou mais',
      quando: (c) => idadeMeses(c) < 6 && temperatura(c) >= 39,
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Bebê com menos de 1 ano com febre',
      quando: (c) => c.febre && idadeMeses(c) < 12,
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Sinais de desidratação',
      quando: (c) => c.tem('desidratacao') && (criancaPequena(c) || (c.idadeAnos ?? 0) >= 65 || c.algum('diarreia', 'vomitos')),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Febre em quem está em quimioterapia ou com a imunidade baixa',
      quando: (c) => c.febre && c.tem('imunossupressao'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Febre de 41 °C ou mais',
      quando: (c) => temperatura(c) >= 41,
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Febre com dor nas costas (região dos rins) e vômitos',
      quando: (c) => c.febre && c.tem('dor-lombar') && c.tem('vomitos'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Febre com ardência para urinar ou dor nas costas',
      quando: (c) => c.febre && c.algum('dor-urinar', 'dor-lombar'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Ardência ou dor para urinar na gravidez',
      quando: (c) => c.tem('dor-urinar') && c.gestante,
    },
    {
      nivel: 'consulta',
      motivo: 'Ardência ou dor para urinar',
      quando: (c) => c.tem('dor-urinar'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Febre há 3 dias ou mais',
      quando: (c) => c.febre && (c.medidas.duracaoDias ?? 0) >= 3,
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Criança com febre de 39 °C ou mais',
      quando: (c) => temperatura(c) >= 39 && idadeMeses(c) < 144,
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Febre de 39,5 °C ou mais',
      quando: (c) => temperatura(c) >= 39.5,
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Dor de ouvido com febre',
      quando: (c) => c.tem('dor-ouvido') && (c.febre || criancaPequena(c)),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Dor de garganta com placas de pus ou febre alta',
      quando: (c) => c.tem('dor-garganta') && (c.tem('placas-garganta') || temperatura(c) >= 38.5),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Tosse com febre e catarro colorido',
      quando: (c) => c.tem('tosse') && c.febre && c.tem('catarro-colorido'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Mordida ou arranhão de animal (avaliar profilaxia da raiva)',
      quando: (c) => c.tem('mordida-animal'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Glicemia muito baixa com confusão ou sonolência',
      emergencia: 'grave',
      quando: (c) => (c.medidas.glicemiaMinima ?? 999) < 70 && c.algum('confusao', 'sonolencia-grave', 'alarme-desmaio'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Glicemia abaixo de 54 mg/dL',
      quando: (c) => (c.medidas.glicemiaMinima ?? 999) < 54,
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Glicemia muito alta (300 mg/dL ou mais) com vômitos, sede intensa ou respiração acelerada',
      quando: (c) => (c.medidas.glicemiaMaxima ?? 0) >= 300 && c.algum('vomitos', 'sede-intensa', 'respiracao-rapida-funda', 'confusao', 'sonolencia-grave'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Glicemia de 400 mg/dL ou mais',
      quando: (c) => (c.medidas.glicemiaMaxima ?? 0) >= 400,
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Glicemia alta (250 mg/dL ou mais) ou baixa (abaixo de 70 mg/dL)',
      quando: (c) => (c.medidas.glicemiaMaxima ?? 0) >= 250 || (c.medidas.glicemiaMinima ?? 999) < 70,
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Febre em quem tem diabetes, em idoso ou na gravidez',
      quando: (c) => c.febre && (c.tem('diabetes') || (c.idadeAnos ?? 0) >= 75 || c.gestante),
    },
    {
      nivel: 'consulta',
      motivo: 'Febre',
      // A low fever of a few days in a healthy adult with a cold is cared for at home (leves.ts).
      quando: (c) => c.febre && !(idadeMeses(c) >= 60 && (c.idadeAnos ?? 0) < 65 && temperatura(c) < 39 && (c.medidas.duracaoDias ?? 0) < 3),
    },
  ],
};
