/**
 * Belly, bowel, urinary tract, pregnancy and the testicles: the acute abdomen (sudden severe pain,
 * a rigid belly), renal colic, bloody diarrhoea in a small child, jaundice, bleeding in pregnancy,
 * testicular torsion (Manchester: 'dor abdominal', 'sangramento vaginal na gestação'; Ministério da
 * Saúde, pré-natal: sinais de alerta).
 */
import { ate, sinal } from '../construir.js';
import type { Familia } from '../tipos.js';

export const abdome: Familia = {
  sinais: [
    sinal('dor-abdominal', [
      '\\bdor(?:es)? ' + ate(3) + '(?:barriga|abdome\\w*|abdominal|estomago|boca do estomago|pe da barriga|umbigo|ventre|bucho)\\b',
      '\\b(?:barriga|abdome|estomago|bucho|ventre) ' + ate(2) + '(?:doendo|doi|doe|dolorid\\w*)\\b',
      '\\bdor de barriga\\b',
      '\\bcolicas?\\b',
    ]),
    sinal('dor-intensa', [
      '\\bdor ' + ate(4) + '(?:muito forte|fortissima|insuportavel|horrivel|absurda|terrivel|desesperadora|de rolar|de se contorcer|de chorar|de gritar|lancinante)\\b',
      '\\bnao (?:aguento|aguenta|consigo ficar|consegue ficar) ' + ate(2) + '(?:de dor|parad[oa]|de tanta dor|em pe|em posicao nenhuma)\\b',
      '\\b(?:se contorcendo|contorcendo de dor|chorando de dor|gritando de dor|rolando de dor|urrando de dor)\\b',
      '\\bdor (?:nivel |nota )?(?:9|10|dez|nove)(?: de 10)?\\b',
      '\\bmuita dor\\b',
    ]),
    sinal('inicio-subito', ['\\bde repente\\b', '\\bsubit\\w*', '\\brepentin\\w*', '\\bdo nada\\b', '\\bcomecou (?:agora|ha pouco|do nada)\\b', '\\bdesde (?:cedo|hoje cedo|a madrugada)\\b']),
    sinal('barriga-dura', [
      '\\b(?:barriga|abdome|abdomen|barriguinha) ' + ate(3) + '(?:dura|durinha|rigida|rigido|em tabua|estufada e dura|inchada e dura|durona|travada)\\b',
      '\\bnao (?:deixa|consigo|consegue|da para) (?:nem )?(?:encostar|tocar|apertar|por a mao|relar|mexer) ' + ate(2) + '(?:barriga|barriguinha|abdome)\\b',
      '\\b(?:barriga|barriguinha) ' + ate(2) + '(?:doi|doendo) ' + ate(2) + '(?:encostar|tocar|apertar|pular|andar)\\b',
      '\\bdoi (?:muito )?(?:para|ao|quando|so de) (?:encostar|tocar|apertar|relar|pular|andar|tossir)\\b',
    ]),
    sinal('dor-fossa-direita', [
      '\\b(?:lado direito|direita) ' + ate(3) + '(?:barriga|embaixo|baixo|pe da barriga|abdome)\\b',
      '\\b(?:barriga|pe da barriga|abdome) ' + ate(3) + '(?:lado direito|direita)\\b',
      '\\bcomecou no umbigo\\b',
      '\\b(?:umbigo) ' + ate(4) + '(?:direita|lado direito)\\b',
      '\\bapendic\\w*',
    ]),
    sinal('irradia-virilha', [
      '\\b(?:vai|desce|descendo|corre|correndo|irradia\\w*|puxa|puxando|pega|pegando|indo|passa|passando|espalha\\w*) ' + ate(4) + '(?:virilha|saco|testiculo|pe da barriga|bexiga|grande labio)\\b',
      '\\b(?:costas|lombar|rins?|lado) ' + ate(4) + '(?:ate a|para a|pra a|para o) (?:virilha|saco)\\b',
    ]),
    sinal('diarreia', [
      '\\bdiar+e\\w*',
      '\\bdiareia\\b',
      '\\bpiriri\\b',
      '\\bcaganeira\\b',
      '\\bdesarranjo\\b',
      '\\bintestino (?:solto|soltou)\\b',
      '\\b(?:fezes|coco|coquinho|caca) ' + ate(2) + '(?:liquid\\w*|mole|molinho|aguad\\w*|agua|rala)\\b',
      '\\bdisenteria\\b',
      '\\bsoltura\\b',
    ]),
    sinal('sangue-fezes', [
      '\\b(?:coco|fezes|diar+e\\w*|diareia|evacua\\w*|cocô|caca|caquinha|piriri) ' + ate(3) + '(?:sangue|sanguinolent\\w*|raja\\w* de sangue|vermelh\\w*)\\b',
      '\\bsangue ' + ate(3) + '(?:coco|fezes|evacu\\w*|no papel|na privada|no vaso)\\b',
      '\\bdisenteria\\b',
    ]),
    sinal('ictericia', [
      '\\b(?:olhos?|olho|pele|corpo|branco dos olhos|rosto|cara) ' + ate(3) + '(?:amarel\\w*)\\b',
      '\\bamarelad[oa]\\b',
      '\\bictericia\\b',
      '\\b(?:esta|ficou|ficando) (?:todo |toda |meio )?amarel[oa]\\b',
    ]),
    sinal('urina-escura', ['\\b(?:xixi|urina|mijo) ' + ate(2) + '(?:escur\\w*|cor de coca|cor de cafe|marrom|preta|cor de cha|cor de mate|cor de guarana)\\b']),
    sinal('sangue-urina', ['\\b(?:xixi|urina|mijo) ' + ate(3) + '(?:sangue|vermelh\\w*|rosad\\w*)\\b', '\\bsangue ' + ate(2) + '(?:xixi|urina)\\b', '\\burinando sangue\\b']),
    sinal('gestante', [
      '\\b(?:gravida|gestante|gravidez|gestacao|embuchad\\w*|buchuda)\\b',
      '\\besperando (?:um |uma )?(?:bebe|nenem|filho)\\b',
      '\\b\\d+ (?:semanas|meses) de (?:gestacao|gravidez|gravida)\\b',
      '\\bpre natal\\b',
    ]),
    sinal('atraso-menstrual', [
      '\\b(?:menstruacao|regra|mestruacao|menstru\\w*|boi) ' + ate(2) + '(?:atrasad\\w*|atrasou|nao veio|nao desceu|nao vem)\\b',
      '\\batras\\w* ' + ate(1) + '(?:da|na) (?:menstruacao|regra)\\b',
      '\\bnao (?:menstruei|desceu|veio) ' + ate(2) + '(?:mes|menstruacao|regra)\\b',
      '\\bbeta ' + ate(2) + 'positivo\\b',
      '\\bteste de gravidez ' + ate(2) + '(?:positivo|deu positivo)\\b',
    ]),
    sinal('sangramento-vaginal', [
      '\\bsangr\\w* ' + ate(3) + '(?:vagina|vaginal|por baixo|la embaixo|pela vagina|na calcinha)\\b',
      '\\bsangramento vaginal\\b',
      '\\b(?:escape|borra) (?:de sangue)?\\b',
      '\\bsangue ' + ate(2) + '(?:calcinha|absorvente)\\b',
      '\\bperd\\w* ' + ate(1) + 'sangue\\b',
    ]),
    sinal('perda-liquido', ['\\b(?:bolsa|bolsa d agua) ' + ate(1) + '(?:estourou|rompeu|rompida)\\b', '\\bperdendo (?:agua|liquido)\\b', '\\b(?:escorrendo|saindo) (?:agua|liquido) ' + ate(2) + '(?:vagina|por baixo|perna)\\b']),
    sinal('contracoes', ['\\bcontra(?:c|ç)\\w*', '\\bbarriga (?:endurecendo|ficando dura)\\b']),
    sinal('bebe-mexe-menos', ['\\b(?:bebe|nenem|neném) ' + ate(3) + '(?:nao (?:mexe|esta mexendo|mexeu)|mexendo (?:menos|pouco)|parou de mexer)\\b']),
    sinal('dor-testiculo', [
      '\\bdor ' + ate(3) + '(?:testiculos?|saco|escroto|bolas|ovos|bago)\\b',
      '\\b(?:testiculos?|saco|escroto) ' + ate(2) + '(?:doendo|doi|inchad\\w*|inchou|vermelh\\w*|subiu)\\b',
    ]),
    sinal('prisao-ventre-vomito', ['\\bnao (?:evacua|evacuo|faz coco|fiz coco|solta gases|sai gases|consigo evacuar|consigo fazer coco)\\b', '\\bsem (?:evacuar|fazer coco|soltar gases)\\b', '\\bvomit\\w* ' + ate(2) + '(?:verde|fecal|cheiro de coco)\\b']),
    sinal('azia', ['\\bazia\\b', '\\bqueimacao ' + ate(2) + '(?:estomago|peito|esofago)\\b', '\\brefluxo\\b', '\\bma digestao\\b', '\\bempachad\\w*', '\\bestufad[oa]\\b'], { leve: true }),
  ],
  regras: [
    {
      nivel: 'emergencia',
      motivo: 'Dor abdominal forte com a barriga dura (abdome rígido)',
      emergencia: 'grave',
      quando: (c) => c.tem('barriga-dura') && c.tem('dor-abdominal') && (c.algum('dor-intensa', 'inicio-subito') || c.febre || c.tem('vomitos')),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Dor abdominal com a barriga dura ou dolorosa ao toque',
      quando: (c) => c.tem('barriga-dura'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Dor abdominal súbita e muito forte',
      quando: (c) => c.tem('dor-abdominal') && c.tem('dor-intensa') && (c.tem('inicio-subito') || c.febre || c.tem('vomitos')),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Dor no lado direito da barriga com febre ou vômitos',
      quando: (c) => c.tem('dor-fossa-direita') && (c.febre || c.tem('vomitos')),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Dor nas costas ou no lado que irradia para a virilha (possível cólica renal)',
      quando: (c) => c.tem('irradia-virilha') && (c.algum('dor-lombar', 'dor-abdominal', 'dor-intensa') || c.tem('vomitos')),
    },
    {
      nivel: 'emergencia',
      motivo: 'Criança pequena com diarreia com sangue e palidez ou pouca urina',
      emergencia: 'grave',
      quando: (c) => c.tem('sangue-fezes') && (c.idadeMeses ?? 999) < 120 && c.algum('palidez', 'desidratacao', 'sonolencia-grave', 'prostracao-crianca'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Sangue nas fezes',
      quando: (c) => c.tem('sangue-fezes') && ((c.idadeMeses ?? 999) < 120 || c.febre || c.algum('tontura', 'palidez', 'dor-intensa')),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Sangue nas fezes',
      quando: (c) => c.tem('sangue-fezes'),
    },
    {
      nivel: 'emergencia',
      motivo: 'Olhos ou pele amarelados com confusão ou sonolência',
      emergencia: 'grave',
      quando: (c) => c.tem('ictericia') && c.algum('confusao', 'sonolencia-grave'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Olhos ou pele amarelados com febre, dor abdominal ou vômitos',
      quando: (c) => c.tem('ictericia') && (c.febre || c.algum('dor-abdominal', 'vomitos', 'urina-escura')) && (c.idadeMeses ?? 999) >= 1,
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Olhos ou pele amarelados',
      quando: (c) => c.tem('ictericia'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Sangramento vaginal ou perda de líquido na gravidez',
      quando: (c) => c.gestante && c.algum('sangramento-vaginal', 'perda-liquido'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Gravidez com dor abdominal forte, contrações, dor de cabeça forte ou bebê mexendo menos',
      quando: (c) => c.gestante && (c.algum('bebe-mexe-menos', 'contracoes', 'cefaleia-forte') || (c.tem('dor-abdominal') && c.tem('dor-intensa'))),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Atraso menstrual com dor abdominal ou sangramento (risco de gravidez ectópica)',
      quando: (c) => c.sexo !== 'masculino' && c.tem('atraso-menstrual') && c.algum('dor-abdominal', 'sangramento-vaginal'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Dor abdominal na gravidez',
      quando: (c) => c.gestante && c.tem('dor-abdominal'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Dor forte no testículo',
      quando: (c) => c.tem('dor-testiculo') && c.algum('dor-intensa', 'inicio-subito', 'vomitos'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Dor ou inchaço no testículo',
      quando: (c) => c.tem('dor-testiculo'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Barriga inchada sem evacuar nem eliminar gases, com vômitos',
      quando: (c) => c.tem('prisao-ventre-vomito') && c.tem('vomitos'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Vômitos repetidos com dor abdominal',
      quando: (c) => c.tem('vomitos-repetidos') && c.tem('dor-abdominal') && (c.febre || c.tem('dor-intensa')),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Sangue na urina',
      quando: (c) => c.tem('sangue-urina'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Vômitos repetidos',
      quando: (c) => c.tem('vomitos-repetidos'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Dor abdominal forte',
      quando: (c) => c.tem('dor-abdominal') && c.tem('dor-intensa'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Diarreia com febre ou em criança pequena ou idoso',
      quando: (c) => c.tem('diarreia') && (c.febre || (c.idadeMeses ?? 999) < 24 || (c.idadeAnos ?? 0) >= 75),
    },
    {
      nivel: 'consulta',
      motivo: 'Dor abdominal',
      quando: (c) => c.tem('dor-abdominal') && !c.soLeves('dor-abdominal', 'diarreia', 'vomitos'),
    },
  ],
};
