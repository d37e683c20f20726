/**
 * Complaints that, alone and without any warning sign, are cared for at home with guidance
 * (Infermedica 'self-care'; Ministério da Saúde, Caderno de Atenção Básica nº 28, queixas comuns:
 * resfriado, dor de garganta sem febre, diarreia leve, dor muscular, picadas, pequenos cortes),
 * and what turns them into a consultation: weeks of symptoms, a baby, an old age, a pregnancy.
 */
import { ate, grupoDeRisco, idadeMeses, sinal } from '../construir.js';
import type { Contexto, Familia } from '../tipos.js';
import { reacaoLocalPicada } from './pele.js';

/** Signs that are complaints in themselves (the others only qualify a complaint). */
const QUEIXAS_LEVES = [
  'resfriado', 'dor-muscular', 'ressaca', 'afta', 'herpes-labial', 'caspa-acne', 'colica-menstrual', 'constipacao',
  'cefaleia-leve', 'azia', 'picada-inseto', 'corte-leve', 'entorse-leve', 'olho-vermelho', 'insonia', 'nausea',
  'rouquidao', 'frieira-micose', 'assadura', 'piolho', 'cera-ouvido', 'diarreia', 'tosse', 'dor-garganta', 'vomitos',
  'dor-abdominal', 'exposicao-sol', 'cefaleia', 'coceira', 'torcicolo', 'contusao-leve', 'bolha-atrito', 'soluco',
  'denticao', 'epistaxe', 'catapora', 'queimadura-leve', 'mau-halito', 'sensibilidade-dente', 'dor-sobrecarga',
  'unha-encravada', 'brotoeja', 'pele-seca', 'gases', 'olho-cansado', 'verruga', 'sinusite', 'farpa', 'irritacao-contato',
  'caimbra', 'mordeu-boca', 'golfada-bebe', 'crosta-lactea', 'enjoo-movimento', 'nariz-seco', 'tosse-residual', 'dor-costas-mecanica',
];

/**
 * Signs that qualify a complaint but are no complaint and no warning on their own; when they are
 * dangerous it is in a combination another rule reads (a sudden headache, a fall on the head, high
 * blood pressure with a headache), and that rule then sets a more urgent level.
 */
export const QUALIFICADORES = [
  'inicio-subito', 'queda', 'sintomas-pressao',
  // Contexts the red-flag rules read (shared/triagem/familias/alarmes.ts): a wound, a bleed that
  // stopped, an allergy; the alarm itself is another sign.
  'ferimento', 'sangramento-parou', 'contexto-alergico',
  // Pain that goes on at rest or woke the patient: read only with a chest pain (alarmes.ts).
  'dor-em-repouso',
];

/**
 * A baby of 3 to 11 months may be cared for at home for a blocked nose, a nappy rash, teething or
 * an insect bite, without fever (NICE NG143 traffic light; NHS 'Teething', 'Nappy rash').
 */
const QUEIXAS_BEBE = [
  'resfriado', 'assadura', 'denticao', 'picada-inseto', 'coceira', 'brotoeja', 'pele-seca', 'soluco',
  // A well baby who brings up a little milk after feeds, or with cradle cap (NICE NG1 'regurgitation';
  // NHS 'Cradle cap').
  'golfada-bebe', 'crosta-lactea',
];
const QUEIXAS_SO_MAIORES = QUEIXAS_LEVES.filter((id) => !QUEIXAS_BEBE.includes(id));

/** Signs that do not count against self-care in this conversation, given the others found. */
function neutros(c: Contexto): string[] {
  const ids = neutrosBase(c);
  if (recorrenciaBenigna(c)) ids.push('cronico');
  // A baby who brings up a little milk and is well: not vomiting (NICE NG1); forceful or repeated is.
  if (c.tem('golfada-bebe') && c.tem('bebe-bem') && !c.algum('vomitos-repetidos', 'vomito-jato', 'vomito-sangue', 'intolerancia-oral')) ids.push('vomitos');
  return ids;
}

function neutrosBase(c: Contexto): string[] {
  const ids = [...QUALIFICADORES];
  // A gum swollen and sore in a child under 3 with teething signs is the tooth coming through.
  if (c.tem('denticao') && idadeMeses(c) < 36 && !c.febre) ids.push('dente', 'inchaco-face-dente', 'gengiva-inchada');
  // A nosebleed: the bleed named without a place is the nose (in pregnancy it may be vaginal: kept).
  // Its first aid leans the head forward: not a patient bent forward to breathe.
  if (c.tem('epistaxe') && !c.gestante && !c.tem('epistaxe-persistente')) ids.push('sangramento-sem-local', 'sangramento-parou', 'posicao-tripe', 'sangramento-mucosa');
  // A blister from a shoe hurts when walking (NHS 'Blisters').
  if (c.tem('bolha-atrito') && !c.tem('queimadura')) ids.push('bolha', 'dor-ao-movimento', 'dor-sentar-andar', 'caroco-dolorido');
  // Dry skin itches, more so in old age (NICE CKS pruritus in the elderly: emollients).
  if (c.tem('pele-seca') && !c.algum('urticaria', 'urticaria-generalizada', 'ictericia')) ids.push('coceira');
  // A cough that comes with a cold in a child who is well and without fever (NICE NG143 'green').
  if (c.algum('resfriado', 'tosse-residual') && !c.febre && idadeMeses(c) >= 12) ids.push('tosse');
  // Cramps are felt in the calf: 'dor na batata da perna' is the cramp, not a clot, when the leg is not swollen.
  if (c.tem('caimbra') && !c.algum('uma-perna-so', 'edema-membros')) ids.push('perna-inchada-dor');
  // Itchy bumps only where the mosquitoes bit: the bites themselves (NICE CKS insect bites).
  if (reacaoLocalPicada(c)) ids.push('urticaria');
  // Sore all over, or in the legs and back, after a day of carrying or a workout, without fever and
  // without one swollen leg: the muscles, not a clot or a kidney (NHS 'Muscle pain').
  if (c.algum('dor-sobrecarga', 'dor-muscular') && c.algum('esforco-bracos-peito', 'dor-sobrecarga') && !c.febre && !c.algum('uma-perna-so', 'edema-membros')) {
    ids.push('perna-inchada-dor', 'dor-lombar');
  }
  // A little blood from a small cut is the cut itself (the bleeding rules read heavy or unstopped bleeding).
  if (c.tem('corte-leve') && !c.algum('corte-profundo', 'gestante')) ids.push('sangue-pouco');
  // Back sore from sleeping badly, a wrong move or a load, without fever or urinary signs: mechanical
  // back pain, self-care (NICE NG59); with fever or burning urine it is the kidney (febre.ts).
  if (c.algum('torcicolo', 'dor-sobrecarga', 'dor-costas-mecanica') && !c.febre && !c.algum('dor-urinar', 'vomitos', 'sangue-urina')) ids.push('dor-lombar');
  // A twisted ankle that swelled a little and bears weight (Ottawa rules negative): a sprain (NHS
  // 'Sprains and strains'); pain that stops walking, or a crooked joint, are other rules.
  if (c.tem('entorse-leve') && !c.algum('dor-local-forte', 'dor-intensa', 'deformidade', 'fratura', 'uma-perna-so')) ids.push('edema-membros', 'perna-inchada-dor');
  // A scrape, a bruise or a twist is an injured limb by definition; a fracture or a crooked joint is another sign.
  if (c.algum('corte-leve', 'contusao-leve', 'entorse-leve') && !c.algum('fratura', 'deformidade', 'membro-nao-mexe', 'perda-funcao-parte')) ids.push('lesao-membro');
  // A small burn without blisters (the burn's other rules read blisters, size and place).
  if (c.tem('queimadura-leve') || (c.tem('sem-bolha') && !c.tem('bolha'))) ids.push('queimadura');
  // A stiff neck after sleeping badly, without fever (fever with a stiff neck is its own emergency).
  if (c.tem('torcicolo') && !c.febre) ids.push('rigidez-nuca');
  // A dry mouth after drinking.
  if (c.tem('ressaca')) ids.push('desidratacao');
  // A wound or blister on the foot matters in diabetes (its own rule); otherwise it is the complaint.
  if (!c.tem('diabetes')) ids.push('ferida-pe');
  // Teeth that hurt only with cold or sweet things and it passes: sensitivity, not a toothache.
  if (c.tem('sensibilidade-dente')) ids.push('dor-dente');
  // Feet or back sore after a day of walking or carrying, without fever: overuse.
  if (c.tem('dor-sobrecarga') && !c.febre) ids.push('dor-lombar', 'dor-local-forte');
  // Little red spots in the heat, in a child without fever: heat rash (NHS 'Heat rash').
  if (brotoeja(c)) ids.push('manchas-pele', 'calor-excessivo');
  // Chickenpox in a child who is well (NICE CKS chickenpox): fever and spots are the illness itself.
  if (cataporaSemComplicacao(c)) ids.push('catapora', 'febre', 'manchas-pele', 'bolha');
  // Pregnancy is read by the risk-group rules (queixaBenignaNoGrupo), not as a complaint.
  ids.push('gestante');
  return ids;
}

/** Signs that may come with a cold and still be cared for at home, in a healthy adult, for a few days. */
const ACOMPANHAM_LEVES = ['febre', 'tosse', 'dor-garganta', 'cefaleia', 'diarreia', 'vomitos', 'dor-abdominal'];

// Overuse: the part that is sore and how it is said.
const PARTE_CANSADA = '(?:pes|pe|pernas?|panturrilhas?|joelhos?|costas|lombar|coluna|bracos?|ombros?|calcanhar\\w*)';
const DOLORIDO = '(?:dolorid\\w*|doendo|cansad\\w*|moid\\w*|doem|doi|pesad\\w*|acabad\\w*|detonad\\w*|latejando|em frangalhos)';

const duracao = (c: Contexto): number => c.medidas.duracaoDias ?? 0;


/**
 * Complaints that are benign at any age and in pregnancy, without fever (NICE CKS leg cramps, herpes
 * simplex oral, aphthous ulcer, dyspepsia in pregnancy, constipation; NHS 'Common health problems in
 * pregnancy'): an old age or a pregnancy does not change what is done for them.
 */
const BENIGNAS_NO_GRUPO = [
  'caimbra', 'herpes-labial', 'afta', 'mordeu-boca', 'pele-seca', 'verruga', 'caspa-acne', 'frieira-micose', 'olho-cansado',
  'cera-ouvido', 'azia', 'constipacao', 'gases', 'soluco', 'picada-inseto', 'piolho', 'mau-halito', 'sensibilidade-dente',
  'farpa', 'bolha-atrito', 'nariz-seco', 'unha-encravada', 'exposicao-sol',
];
/** In pregnancy also: mild sickness that lets her eat and drink, and a cold without fever (NICE CKS nausea/vomiting in pregnancy). */
const BENIGNAS_NA_GESTACAO = ['nausea', 'vomitos', 'resfriado', 'enjoo-movimento'];

/** A complaint that is benign in the risk group the patient is in, with nothing else found. */
function queixaBenignaNoGrupo(c: Contexto): boolean {
  if (idadeMeses(c) < 12) return bebeComQueixaLeve(c);
  if (c.febre) return false;
  const permitidas = c.gestante ? [...BENIGNAS_NO_GRUPO, ...BENIGNAS_NA_GESTACAO] : BENIGNAS_NO_GRUPO;
  // Sickness that keeps nothing down, or with pain or dehydration, is hyperemesis (another rule).
  const neutras = neutros(c);
  const enjooLeve = !c.algum('vomitos', 'nausea') || (c.tem('tolera-alimentos') && !c.algum('vomitos-repetidos', 'desidratacao'));
  return (
    c.algum(...permitidas) &&
    !c.algum(...QUEIXAS_LEVES.filter((id) => !permitidas.includes(id) && !neutras.includes(id))) &&
    enjooLeve &&
    c.soLeves(...permitidas, ...neutras)
  );
}

/** Complaints that come in episodes by nature: 'de vez em quando' or 'de novo' is what they are, not a chronic illness. */
const EPISODICAS_BENIGNAS = ['caimbra', 'herpes-labial', 'afta', 'epistaxe', 'olho-cansado'];

/** Episodes of a benign episodic complaint, and nothing else that needs a physician. */
const recorrenciaBenigna = (c: Contexto): boolean =>
  c.tem('cronico') && c.algum(...EPISODICAS_BENIGNAS) && !c.algum('rotina', 'recorrencia-frequente') && duracao(c) < 21 && c.soLeves('cronico', ...neutrosBase(c));

/** Little red spots with heat or too many clothes, and no fever (miliaria). */
const brotoeja = (c: Contexto): boolean =>
  !c.febre && (c.tem('brotoeja') || (c.tem('manchas-pele') && c.tem('calor-excessivo')));

/**
 * Chickenpox in a child of 1 to 13 with no fever of 39 °C, no immune problem and no infected
 * blister: home care (NICE CKS chickenpox; the adult, the baby and the pregnancy are read in febre.ts).
 */
const cataporaSemComplicacao = (c: Contexto): boolean =>
  c.tem('catapora') &&
  idadeMeses(c) >= 12 &&
  idadeMeses(c) < 168 &&
  (c.medidas.temperatura ?? 0) < 39 &&
  !c.algum('imunossupressao', 'celulite', 'colecao-pus');

/** None of `queixas` was found, but for those this conversation makes neutral. */
function semOutrasQueixas(c: Contexto, queixas: readonly string[]): boolean {
  const encontradas = queixas.filter((id) => c.tem(id));
  if (encontradas.length === 0) return true;
  const neutras = neutros(c);
  return encontradas.every((id) => neutras.includes(id));
}

/** A baby of 3 to 11 months with only a home-care complaint of babies, and no fever. */
const bebeComQueixaLeve = (c: Contexto): boolean =>
  idadeMeses(c) >= 3 &&
  idadeMeses(c) < 12 &&
  !c.febre &&
  (c.algum(...QUEIXAS_BEBE) || brotoeja(c)) &&
  semOutrasQueixas(c, QUEIXAS_SO_MAIORES) &&
  // A cold is home care only in a baby the carer says is well (NICE NG143 'green': feeding, breathing, active).
  (!c.tem('resfriado') || c.tem('bebe-bem')) &&
  c.soLeves(...neutros(c));

export const leves: Familia = {
  sinais: [
    sinal('resfriado', [
      '\\bc[ou]riza\\b',
      '\\bnariz ' + ate(2) + '(?:escorrendo|[ei]ntupido|trancado|congestionad\\w*|pingando|tapado|fechado)\\b',
      '\\bespirr\\w*',
      '\\bresfriad\\w*',
      '\\bresfriado\\b',
      '\\bgripad[oa]\\b',
      '\\bgripe\\b',
      '\\bdefluxo\\b',
      '\\bconstipad[oa]\\b',
      '\\bcongestao nasal\\b',
      '\\bmoleza no corpo\\b',
    ], { leve: true }),
    sinal('dor-muscular', [
      '\\bdor(?:es)? muscula\\w*',
      '\\bdolorid[oa] ' + ate(3) + '(?:academia|treino|exercicio|futebol|corrida|malhar|musculacao|pedalar|trilha)\\b',
      '\\b(?:academia|treino|exercicio|futebol|corrida|malhar|musculacao|mudanca) ' + ate(5) + '(?:dor|doendo|dolorid\\w*)\\b',
      '\\bdor(?:es)? no corpo\\b',
      // 'Estou todo moído': sore all over, as after a day of carrying.
      '\\b(?:tod[oa]|todinh[oa]|corpo (?:todo |inteiro )?) ?(?:moid|dolorid|quebrad|arrebentad|detonad|estropiad|doid)[oa]\\b',
      '\\btorcicolo\\b',
      '\\bcaimbra\\w*',
    ], { leve: true }),
    sinal('torcicolo', [
      '\\btorcicolo\\b',
      '\\b(?:dormi|dormiu|deitei) ' + ate(1) + '(?:de )?(?:mau jeito|mal jeito|torto|torta|errado|errada)\\b',
      '\\bmau jeito (?:no|na|do|da) (?:pescoco|nuca|ombro|costas)\\b',
      '\\b(?:pescoco|nuca) ' + ate(3) + '(?:doi|doendo|travad\\w*|dur[oa]) ' + ate(3) + '(?:virar|girar|olhar para o lado)\\b',
      '\\bdoi (?:para|ao|quando|se) (?:virar|girar) ' + ate(3) + '(?:pescoco|cabe[csz]a|lado)\\b',
    ], { leve: true }),
    sinal('contusao-leve', [
      '\\b(?:bati|bateu|batida|pancada|trombei|trombou|topada|topei|chutei|esbarrei) ' + ate(3) + '(?:perna|joelho|canela|braco|cotovelo|coxa|pe|dedo|dedinho|dedao|mao|ombro|quadril|bunda|quina|mesa|porta|cama|movel|cadeira)\\b',
      '\\bhematoma\\b',
      '\\b(?:um|uns|uma) (?:roxo|roxinho|roxao|mancha roxa|manchinha roxa)\\b',
    ], { leve: true }),
    sinal('bolha-atrito', [
      '\\b(?:sapato|tenis|chinelo|bota|sandalia|caminhada|corrida|correr|andar muito|remar|enxada|violao) ' + ate(5) + 'bolh\\w*',
      '\\bbolh\\w* ' + ate(2) + '(?:no|na|nos|nas) (?:pe|pes|calcanhar|dedo do pe|dedinho|sola|palma da mao|maos|dedos)\\b',
      '\\bcalos?\\b|\\bcalejad\\w*',
    ], { leve: true }),
    sinal('bebe-bem', [
      '\\b(?:mamando|comendo|se alimentando|aceitando (?:o peito|a mamadeira|comida)) (?:bem|normal|normalmente|direitinho)\\b',
      '\\b(?:brincando|ativ[oa]|espert[oa]|sorrindo)\\b',
      '\\brespirando (?:bem|normal|normalmente|tranquil\\w*)\\b',
      '\\bfazendo xixi normal\\b',
    ], { leve: true }),
    sinal('soluco', ['\\bsolu(?:c|s|z|x)(?:o|os|u|us|ando|ano|ou|ei)\\b'], { leve: true }),
    // Night or rest cramps in the calf or foot that pass with stretching (NICE CKS leg cramps).
    sinal('caimbra', [
      '\\b(?:caimbr|caibr|cambr|cainbr)\\w*',
      '\\b(?:batata da perna|panturrilha|musculo da perna|pe|dedos do pe|sola do pe) ' + ate(3) + '(?:repuxa\\w*|puxa\\w*|endurec\\w*|enrijec\\w*|fica dur[oa]|ficou dur[oa]|trav\\w*|enrola\\w*|contrai\\w*|encolhe\\w*)\\b',
      '\\b(?:repuxo|fisgada que trava|musculo travad\\w*) ' + ate(3) + '(?:perna|panturrilha|batata|pe)\\b',
    ], { leve: true }),
    // A bitten cheek or tongue, a burn from a hot drink in the mouth: heals in days (NHS 'Mouth ulcers').
    sinal('mordeu-boca', [
      '\\b(?:mordi|mordeu|mordo) ' + ate(1) + '(?:a |o |minha |meu )?(?:lingua|bochecha|labio|boca|canto da boca)\\b',
      '\\b(?:queimei|queimou) ' + ate(1) + '(?:a |o )?(?:lingua|ceu da boca) ' + ate(3) + '(?:cafe|cha|sopa|pizza|quente|comida|leite|mingau)\\b',
      '\\b(?:machuquei|ma[cx]ucou|cortei|cortou) ' + ate(1) + '(?:a |o )?(?:gengiva|ceu da boca|bochecha|lingua) ' + ate(3) + '(?:escova|comendo|comida|pao|torrada|salgadinho|osso)\\b',
    ], { leve: true }),
    // A baby who brings up a little milk after feeds and is well (NICE NG1: regurgitation, no tests).
    sinal('golfada-bebe', [
      '\\b(?:golfa\\w*|regurgit\\w*|gorfa\\w*)',
      '\\b(?:volta|voltando|devolve|devolvendo|sai|saindo|bota|botando) ' + ate(2) + '(?:um pouco de |um pouquinho de )?(?:leite|mamada) ' + ate(3) + '(?:depois|apos|quando|arrota\\w*)?',
    ], { leve: true }),
    // Yellow greasy scales on a baby's scalp (NHS 'Cradle cap').
    sinal('crosta-lactea', [
      '\\bcrosta lactea\\b|\\b(?:crost|casquinh|casca|escama|caspinh)\\w* ' + ate(3) + '(?:cabe[csz]a|cabecinha|couro cabeludo)\\b',
      '\\b(?:cabe[csz]a|cabecinha|couro cabeludo) ' + ate(3) + '(?:casquinha\\w*|crost\\w*|escamas?|caspa|sebo|ensebad\\w*)\\b',
    ], { leve: true }),
    // Sickness in a car, a bus or a boat (NHS 'Motion sickness').
    sinal('enjoo-movimento', [
      '\\b(?:enjo\\w*|nausea\\w*|passo mal|passa mal|vomit\\w*) ' + ate(4) + '(?:no|de|na|em|quando (?:ando|anda|viajo|viaja) de) (?:carro|onibus|barco|navio|aviao|viagem|estrada|van)\\b',
      '\\b(?:enjoo|mal estar) de (?:viagem|movimento|carro|estrada|mar)\\b|\\bcinetose\\b',
    ], { leve: true }),
    // A dry, crusty nose in dry weather or air conditioning (a common cause of small nosebleeds).
    sinal('nariz-seco', [
      '\\bnariz ' + ate(2) + '(?:seco|ressecad\\w*|com casquinha\\w*|cheio de casquinha\\w*|com crost\\w*|ardendo do ar)\\b',
      '\\b(?:casquinha|crostinha|meleca seca)\\w* ' + ate(2) + '(?:no|do|dentro do) nariz\\b',
    ], { leve: true }),
    // Low back pain after a wrong move, a load or a bad night (NICE NG59 low back pain without red flags).
    sinal('dor-costas-mecanica', [
      '\\b(?:mau|mal) jeito\\b|\\blombalgia\\b|\\bdor ciatica\\b',
      '\\b(?:costas|coluna|lombar) ' + ate(2) + '(?:travou|travad[oa]|travada|pegou)\\b|\\b(?:travei|travou|pegou|destronquei|desmontei) (?:as |a |minhas |minha )?(?:costas|coluna|lombar)\\b',
      '\\b(?:dor|doendo|doi|dolorid\\w*) ' + ate(3) + '(?:costas|coluna|lombar) ' + ate(5) + '(?:depois|desde) (?:que |de |do |da )?' + ate(1) + '(?:peguei|pegar|carreguei|carregar|levantei|levantar|abaixei|abaixar|dormi|dormir|faxina|academia|treino|jardim|peso|colchao)\\w*',
    ], { leve: true }),
    // The dry cough that stays for a few weeks after a cold (NICE CKS cough: acute cough lasts up to
    // 3 weeks and is self-care without warning signs).
    sinal('tosse-residual', [
      '\\bto[sc]+inha\\b|\\bto[sc]+e?zinha\\b',
      '\\b(?:ficou|restou|sobrou|ficando|continua|permanece) ' + ate(2) + '(?:uma |a |so a |so uma |um resto de |um pouco de )?to[sc]+e\\w*',
      '\\bto[sc]+e ' + ate(3) + '(?:que ficou|que sobrou|que restou|depois d[ao]|desde a|desde o|pos) ' + ate(1) + '(?:gripe|resfriado|covid|virose)\\b',
    ], { leve: true }),
    // Eating and drinking kept down: sickness that is mild (NICE CKS nausea/vomiting in pregnancy).
    sinal('tolera-alimentos', [
      '\\b(?:consigo|consegue|conseguindo|da para) (?:comer|beber|tomar (?:agua|liquido)|me alimentar|se alimentar|segurar (?:a )?(?:comida|agua))\\b',
      '\\b(?:comendo|bebendo|me alimentando|tomando agua|tomando liquido) (?:bem|normal|normalmente|direitinho|bastante)\\b',
      '\\b(?:faco|fazendo|faz) xixi (?:normal|bem|normalmente|direitinho)\\b|\\bxixi normal\\b',
      '\\b(?:passa|melhora) (?:depois|quando) (?:que )?(?:como|comer|almoco)\\b',
    ], { leve: true }),
    sinal('denticao', [
      '\\b(?:dentes?|dentinhos?) ' + ate(2) + '(?:nascendo|rompendo|saindo|vindo|apontando)\\b',
      '\\bnascendo (?:os |o |um |uns )?(?:dentes?|dentinhos?)\\b',
      '\\bbaba(?:ndo)? (?:muito|demais|bastante)\\b',
      '\\bmordendo tudo\\b|\\bmorde tudo\\b|\\bpoe tudo na boca\\b|\\bcolocando tudo na boca\\b',
      '\\bgengiva ' + ate(2) + '(?:in[cx]had\\w*|vermelh\\w*|cocando|coca)\\b',
    ], { leve: true }),
    sinal('ressaca', [
      '\\b(?:ressaca|bebedeira|porre|pileque|enchi a cara|encheu a cara|tomei todas|tomou todas)\\b',
      '\\b(?:bebi|bebeu|bebemos) ' + ate(1) + '(?:muito|demais|bastante|pra caramba|alem da conta|todas|a noite toda|a noite inteira)\\b',
      '\\b(?:exagerei|exagerou|abusei|abusou) ' + ate(1) + '(?:na|no|da|do) (?:bebida|festa|balada|cerveja|alcool|cachaca|vinho|churrasco|happy hour|comemoracao)\\b',
    ], { leve: true }),
    sinal('afta', ['\\baftas?\\b'], { leve: true }),
    // A cold sore: blisters on the lip or the corner of the mouth, often after tingling, that come back
    // with stress, sun or a cold (NICE CKS herpes simplex, oral).
    sinal('herpes-labial', [
      '\\bherpes (?:labial|na boca|no labio|nos labios|no canto da boca|no beico)\\b',
      '\\b(?:bolhinhas?|bolhas?|feridinhas?|pipoquinhas?|bolinhas? de agua) ' + ate(4) + '(?:labio|labios|beico|canto da boca|boca)\\b',
      '\\b(?:labio|beico|canto da boca) ' + ate(3) + '(?:formigando|formigou|formigamento|pinicando|ardendo|empolou|empolad\\w*|bolhinh\\w*)\\b',
      '\\b(?:formigou|formigando|formigamento|pinicando) ' + ate(2) + '(?:o |no |na )?(?:labio|beico|canto da boca)\\b',
    ], { leve: true }),
    // 'espinha de peixe' is swallowed, 'dor na espinha' is the back.
    sinal('caspa-acne', ['\\bcaspa\\b', '(?<!\\b(?:na|da|pela|a) )\\bespinhas?\\b(?! (?:de peixe|de frango|de galinha|dorsal|presa|entalad\\w*|atravessad\\w*|na garganta))', '\\bcravos?\\b', '\\bacne\\b'], { leve: true }),
    sinal('colica-menstrual', ['\\bcolica ' + ate(2) + '(?:menstrual|da menstruacao|de menstruacao|da regra)\\b', '\\b(?:menstruacao|regra|menstruada) ' + ate(4) + 'colica\\b'], { leve: true }),
    sinal('constipacao', ['\\bintestino (?:preso|parado)\\b', '\\bprisao de ventre\\b', '\\b(?:nao|sem) (?:consigo )?(?:evacuar|fazer coco) ' + ate(2) + '(?:dias|2 dias|3 dias)\\b'], { leve: true }),
    sinal('cefaleia-leve', [
      '\\bdor de cabe[csz]a ' + ate(4) + '(?:fraca|leve|chata|fraquinha|que passa|passa com|melhora com|depois do trabalho|tensional|de tensao)\\b',
      '\\bdorzinha de cabe[csz]a\\b',
    ], { leve: true }),
    sinal('nausea', ['\\b[ei]njo\\w*', '\\bnausea\\w*', '\\bansia de vomito\\b', '\\bgastura\\b', '\\bembrulhad[oa]\\b'], { leve: true }),
    sinal('rouquidao', ['\\brouquidao\\b', '\\brouc[oa]\\b', '\\bperdi a voz\\b', '\\bsem voz\\b'], { leve: true }),
    sinal('frieira-micose', ['\\bfrieira\\b', '\\bmicose\\b', '\\bpe de atleta\\b', '\\bpano branco\\b', '\\bchule\\b'], { leve: true }),
    sinal('assadura', ['\\bassad(?:ura|inh[oa]|o|a)\\b'], { leve: true }),
    sinal('piolho', ['\\bpiol[hi]\\w*', '\\blendea\\w*'], { leve: true }),
    sinal('cera-ouvido', ['\\bcera (?:no|do) ouvido\\b', '\\bagua (?:no|dentro do) ouvido\\b', '\\bouvido ' + ate(1) + '(?:tampado|[ei]ntupido)\\b'], { leve: true }),
    // 'coça' is 'coca' once accents go ('cossa', 'cosando' as typed); Coca-Cola is not.
    sinal('coceira', ['\\bco[csz]s?eira\\b', '\\bco[csz]s?(?:ando|ano|ou|ei|am)\\b', '(?<!\\b(?:uma|a|de|tomei|bebi|tomo|bebo|tomando|bebendo|lata|copo|garrafa) )\\bco[csz]s?a\\b(?! cola\\b)', '\\bprurido\\b'], { leve: true }),
    sinal('mau-halito', [
      '\\b(?:mau h?alito|h?alitose|bafo|bafinho)\\b',
      '\\b(?:boca|h?alito|bafo) ' + ate(2) + '(?:com )?(?:cheiro ruim|mau cheiro|cheiro forte|cheiro horrivel|fedid\\w*|fedendo|podre)\\b',
      '\\b(?:cheiro ruim|mau cheiro|cheiro forte|fedor|catinga) ' + ate(1) + '(?:na|da) boca\\b',
    ], { leve: true }),
    // Teeth that hurt with cold, hot or sweet things (dentin hypersensitivity): toothpaste for sensitive teeth.
    sinal('sensibilidade-dente', [
      '\\b(?:dentes?|dentinhos?) ' + ate(3) + '(?:sensive\\w*|sensibilidade)\\b|\\bsensibilidade ' + ate(2) + 'dentes?\\b',
      '\\bdentes? ' + ate(5) + '(?:doi|doe|doem|dor|doendo|pontada|fisgada|choque|arrepia|incomoda\\w*|reclama) ' + ate(4) + '(?:gelad\\w*|frio|fria|sorvete|doce|doces|acucar|quente)\\b',
      '\\b(?:gelad\\w*|frio|fria|sorvete|doce|doces|acucar) ' + ate(4) + 'dentes? ' + ate(2) + '(?:doi|doe|doem|doendo|da (?:um |uma )?(?:choque|pontada|fisgada)|arrepia|sensive\\w*)\\b',
    ], { leve: true }),
    // Sore feet, legs or back after a long walk, a day standing or a heavy load (overuse).
    sinal('dor-sobrecarga', [
      '\\b(?:dor|dores|dorzinha) ' + ate(2) + PARTE_CANSADA + ' ' + ate(6) + '(?:depois de|apos|de tanto|por) ' + ate(2) + '(?:andar|caminhar|correr|corrida|jogar bola|futebol|pedalar|treinar|treino|dancar|carregar|pegar peso|levantar peso|ficar em pe|trabalhar em pe|faxina|limpar a casa|mudanca|trilha)\\b',
      '\\b' + PARTE_CANSADA + ' ' + ate(3) + DOLORIDO + ' ' + ate(6) + '(?:andei|andar|andando|caminhei|caminhada|caminhar|em pe|passeio|viagem|carreguei|carregar|carregando|peso|faxina|trabalhei|trabalhando|jardim|mudanca|salto|sapato novo|trilha|excursao)\\b',
      '\\b(?:andei|caminhei|andamos|caminhamos|fiquei em pe|trabalhei em pe|carreguei|passei o dia|passeamos|fiz uma trilha|fiz faxina|fiz uma faxina|usei salto|(?:depois de|apos|de tanto) (?:andar|caminhar|correr|carregar|ficar em pe|trabalhar em pe|subir escada\\w*|pedalar)) ' + ate(8) + PARTE_CANSADA + ' ' + ate(3) + DOLORIDO + '\\b',
      // Both legs, both feet or both arms sore or heavy: overuse, not a clot (that is one leg, swollen).
      '\\b(?:pernas|pes|bracos|panturrilhas|coxas) ' + ate(2) + '(?:dolorid\\w*|moid\\w*|cansad\\w*|pesad\\w*|acabad\\w*|detonad\\w*)\\b',
    ], { leve: true }),
    sinal('unha-encravada', ['\\bunh\\w* ' + ate(3) + '(?:encrav\\w*|entrando na carne|enterrad\\w*|cravad\\w*)|\\b[ei]ncrav\\w* ' + ate(2) + 'unh\\w*'], { leve: true }),
    sinal('brotoeja', [
      '\\bbrotoeja\\w*|\\bmiliaria\\b|\\bsudamina\\b',
      '\\b(?:bolinhas?|bolhinhas?|pontinhos?|pintinhas?|manchinhas?|irritacao|vermelhidao) ' + ate(5) + '(?:do calor|de calor|com o calor|no calor|suor|de suar|abafad\\w*|agasalh\\w*)\\b',
    ], { leve: true }),
    // Heat and too many clothes: the cause of a heat rash (no complaint of its own).
    sinal('calor-excessivo', [
      '\\b(?:muito|muita|tanto|fazendo|um) calor\\b|\\bcalor (?:demais|forte|intenso|absurdo|de matar)\\b',
      '\\b(?:agasalhad\\w*|encapotad\\w*|embrulhad\\w* (?:demais|em cobert\\w*)|roupa (?:demais|quente|de frio))\\b',
    ], { leve: true }),
    sinal('pele-seca', [
      '\\bpele ' + ate(4) + '(?:seca|sequinha|ressecad\\w*|rachad\\w*|descascando|aspera|repuxando)\\b',
      '\\b(?:calcanhar\\w*|maos?|pes|dedos?|labios?|cotovelos?) ' + ate(2) + '(?:rachad\\w*|ressecad\\w*|rachando|descascando|sequinh\\w*)\\b',
      '\\brachadura\\w* ' + ate(3) + '(?:calcanhar\\w*|pe|pes|mao|maos|labios?|dedos?)\\b|\\bboqueira\\b',
    ], { leve: true }),
    sinal('gases', ['\\b(?:gases|flatulen\\w*|peidando|soltando pum|arrot\\w*|eructa\\w*)\\b|\\bbarriga ' + ate(2) + 'cheia de gas\\w*'], { leve: true }),
    sinal('olho-cansado', [
      '\\b(?:olhos?|vista) ' + ate(2) + '(?:sec[oa]s?|cansad[oa]s?|ardendo de tela|pesad[oa]s?)\\b',
      '\\b(?:palpebra|olho|olhinho) ' + ate(2) + '(?:tremendo|pulando|tremelicando|piscando sozinh\\w*|tremor)\\b',
    ], { leve: true }),
    sinal('verruga', ['\\b(?:verrugas?|verruguinhas?|olho de peixe)\\b'], { leve: true }),
    sinal('sinusite', ['\\bsinusite\\b', '\\brinite\\b', '\\b(?:dor|pressao|peso) ' + ate(2) + '(?:na face|no rosto|nas bochechas|na testa|entre os olhos) ' + ate(4) + '(?:abaixo|abaix|nariz|resfriad\\w*|gripe|[ei]ntupid\\w*)\\b'], { leve: true }),
    // A small splinter or thorn (NHS 'Splinters'); a nail, a hook or rust is another sign (pele.ts).
    sinal('farpa', ['\\b(?:farpa|farpinha|lasquinha de madeira|espinho|espinhinho|estrepe)\\b'], { leve: true }),
    // Irritation from a jewel, a soap or a cosmetic (contact dermatitis).
    sinal('irritacao-contato', [
      '\\b(?:alergia|vermelh\\w*|coceira|irritacao|irritad\\w*|empolou|bolinhas?) ' + ate(6) + '(?:bijuteria|brinco|relogio|cinto|fivela|pulseira|colar|sabao|sabonete|detergente|amaciante|perfume|creme|hidratante|maquiagem|tintura|esmalte|protetor solar|depila\\w*|lamina|gilete)\\b',
      '\\b(?:bijuteria|brinco|relogio|cinto|fivela|pulseira|colar|sabao|sabonete|detergente|amaciante|perfume|creme|hidratante|maquiagem|tintura|esmalte|depila\\w*|lamina|gilete) ' + ate(4) + '(?:alergia|vermelh\\w*|coceira|irritacao|irritou|empolou|bolinhas?)\\b',
    ], { leve: true }),
    // Complaints that need no urgency but a physician's assessment or prescription (Caderno de
    // Atenção Básica nº 28): scabies, impetigo, a nail fungus, worms, hair loss, snoring, tinnitus.
    sinal('queixa-rotina', [
      '\\b(?:sarna|escabiose|impetigo|bicho geografico|bicho de pe|berne|lombriga\\w*|verme|vermes|oxiur\\w*|giardia|solitaria)\\b',
      '\\b(?:queda de cabelo|cabelo ' + ate(2) + '(?:caindo|cai muito|caindo muito|afinando)|caindo (?:muito )?cabelo|falhas? no cabelo|calvicie|ficando careca)\\b',
      '\\b(?:mico[sz]e|fungo|fungos) (?:de|na|nas) unhas?\\b|\\bunhas? ' + ate(2) + '(?:amarelad\\w*|grossas?|descolando|fracas?|quebradi\\w*|esfarelando)\\b',
      '\\b(?:ronco|roncando|ronca|zumbido|chiado no ouvido|apito no ouvido|suor (?:demais|excessivo) nas? (?:maos|pes|axilas?)|hiperidrose|manchas? (?:escuras? )?no rosto|melasma|estrias?|celulite nas coxas)\\b',
      '\\b(?:oculos|exame de vista|grau dos oculos|nao enxergo de perto|nao enxergo de longe)\\b',
    ]),
    // A skin complaint that lasts: plaques with scales or crusts (psoriasis, eczema, impetigo).
    sinal('lesao-descamativa', [
      // A wound's scab is healing; crusts the colour of honey are impetigo.
      '\\b(?:feridas?|feridinhas?|bolhas?|bolhinhas?) ' + ate(4) + '(?:casca|crosta|casquinha)\\w* ' + ate(2) + '(?:amarel\\w*|cor de mel|dourad\\w*|melad\\w*)\\b',
      '\\b(?:placas?|manchas?|lesao|lesoes|rodelas?|bolinhas?|carocinhos?) ' + ate(5) + '(?:casca|cascas|cascao|casquinh\\w*|escamas?|escamando|descam\\w*|crostas?|crostinhas?|esfarelando)\\b',
      '\\b(?:psoriase|eczema|dermatite|vitiligo|rosacea|seborreia|ceratose)\\b',
    ]),
    // A mole that changes (ABCDE of melanoma; NICE NG12) or a sore that does not heal.
    sinal('pinta-mudou', [
      '\\b(?:pinta|pintinha|sinal na pele|nevo|mancha escura|mancha preta|verruga) ' + ate(5) + '(?:mudou|mudando|cresceu|crescendo|aumentou|aumentando|sangr\\w*|escureceu|escurecendo|irregular|de outra cor|de varias cores|diferente|cocando|coca)\\b',
      '\\b(?:ferida|feridinha|ma[cx]ucado|lesao) ' + ate(4) + 'nao (?:cicatriza|sara|fecha|cura|sarou|cicatrizou|fechou)\\b',
    ]),
    sinal('rotina', [
      '\\b(?:renovar|renovacao|nova) ' + ate(1) + '(?:receita|prescricao)\\b',
      '\\b(?:check ?up|exames? de rotina|pedir exames?|ver (?:uns |os )?exames?|resultado (?:do|dos|de) exames?|mostrar (?:os )?exames?)\\b',
      '\\batestado\\b',
      // A treatment only a physician prescribes, or when what the pharmacy sells no longer works.
      '\\b(?:queria|quero|gostaria de|preciso de|precisava de) (?:um |uma |algum |fazer )?(?:tratamento|tratar)\\b',
      '\\b(?:remedios?|pomadas?|tratamentos?|antialergic\\w*) ' + ate(3) + 'nao (?:resolve\\w*|adianta\\w*|funciona\\w*|faz\\w* (?:mais )?efeito|melhora\\w*)\\b',
    ]),
    // Many episodes, or for months: even a benign episodic complaint then needs a physician
    // (NICE CKS herpes simplex oral: frequent recurrences; aphthous ulcer: recurrent, for a cause).
    sinal('recorrencia-frequente', [
      '\\b(?:ha|faz) (?:muito tempo|anos|meses|varios meses|um tempao)\\b|\\bo ano (?:todo|inteiro)\\b',
      '\\b(?:(?:[3-9]|1[0-9])a?|terceira|quarta|quinta|sexta|setima|oitava) vez\\b|\\b(?:varias|muitas|[3-9]|tres|quatro|cinco|seis) vezes ' + ate(2) + '(?:esse|este|no|neste|nesse|por|ao|em um) (?:ano|mes|semestre|semana)\\b',
      '\\b(?:sempre volta|toda hora volta|vive voltando|volta sempre|volta toda hora|recorrente|de repeticao|toda semana|todo mes|todos os meses)\\b',
   ], { leve: true }),
    sinal('cronico', [
      '\\b(?:ha|faz) (?:muito tempo|anos|meses|varios meses|um tempao|tempos)\\b',
      // 'sempre tenho quando fico estressada' tells the trigger of an episode, not a long illness.
      '\\bsempre (?:tive|tenho|sinto)\\b(?! (?:\\w+ ){0,3}?(?:quando|se|depois|antes|apos))',
      '\\bo ano (?:todo|inteiro)\\b',
      '\\b(?:cronic[oa]|de sempre)\\b',
      '\\b(?:vai e volta|volta e meia|de vez em quando)\\b',
      // A recurrence: 'já é a 4ª vez esse ano', 'sempre volta', 'vive voltando'.
      '\\b(?:(?:[3-9]|1[0-9])a?|terceira|quarta|quinta|sexta|setima|oitava) vez\\b|\\b(?:varias|muitas|[3-9]|tres|quatro|cinco|seis) vezes ' + ate(2) + '(?:esse|este|no|neste|nesse|por|ao|em um) (?:ano|mes|semestre)\\b',
      '\\b(?:sempre volta|toda hora volta|vive voltando|volta sempre|volta toda hora|recorrente|recidiv\\w*|de repeticao)\\b',
    ]),
  ],
  regras: [
    {
      nivel: 'autocuidado',
      motivo: 'Sintomas leves, sem sinais de alerta',
      quando: (c) =>
        (c.algum(...QUEIXAS_LEVES) || brotoeja(c)) &&
        (!grupoDeRisco(c) || queixaBenignaNoGrupo(c)) &&
        duracao(c) < 10 &&
        (c.soLeves(...neutros(c)) ||
          (c.soLeves(...ACOMPANHAM_LEVES, ...neutros(c)) &&
            idadeMeses(c) >= 60 &&
            ((c.idadeAnos ?? 0) < 65 || (!c.febre && c.soLeves('tosse', 'dor-garganta', ...neutros(c)))) &&
            (c.medidas.temperatura ?? 0) < 39 &&
            (!c.febre || duracao(c) < 3))),
    },
    {
      nivel: 'consulta',
      motivo: 'Sintomas que duram 10 dias ou mais',
      quando: (c) => c.algum(...QUEIXAS_LEVES) && duracao(c) >= 10,
    },
    {
      nivel: 'consulta',
      motivo: 'Queixa em bebê, idoso ou gestante',
      quando: (c) => c.algumSinal && grupoDeRisco(c) && !queixaBenignaNoGrupo(c),
    },
    {
      nivel: 'consulta',
      motivo: 'Soluço que dura mais de 2 dias',
      quando: (c) => c.tem('soluco') && duracao(c) >= 2,
    },
    {
      nivel: 'consulta',
      motivo: 'Queixa sem urgência que precisa de avaliação ou receita (pele, unhas, cabelo, vermes, ouvido, visão)',
      quando: (c) => c.tem('queixa-rotina'),
    },
    {
      nivel: 'consulta',
      motivo: 'Placas ou lesões de pele que descamam ou formam casca (avaliar psoríase, eczema ou impetigo)',
      quando: (c) => c.tem('lesao-descamativa'),
    },
    {
      nivel: 'consulta',
      motivo: 'Pinta que mudou ou ferida que não cicatriza (avaliação da pele)',
      quando: (c) => c.tem('pinta-mudou'),
    },
    {
      nivel: 'consulta',
      motivo: 'Dor de dente (avaliação com dentista)',
      quando: (c) => c.tem('dor-dente') && !c.tem('sensibilidade-dente'),
    },
    {
      nivel: 'consulta',
      motivo: 'Acompanhamento, renovação de receita ou exames',
      quando: (c) => c.tem('rotina') || (c.tem('cronico') && !recorrenciaBenigna(c)),
    },
  ],
};
