/**
 * The triage guard's heart, breathing, circulation, nervous system and single red flags
 * (shared/emergencia.ts, shared/triagem/familias/{alarmes,cardiorrespiratorio,neurologico}.ts):
 * each capability with a wording of our own, the sign it should read and the one it must not.
 */
import { describe, expect, it } from 'vitest';
import { urgenciaDoNivel, type NivelTriagem } from '#shared/schemas/validacao.js';
import { avaliarTriagem, detectarEmergencia } from '#shared/triagem/index.js';

type Paciente = { idade?: number; sexo?: 'feminino' | 'masculino' };
const adulto: Paciente = { idade: 38 };
const avaliar = (mensagens: string[], paciente: Paciente = adulto) => avaliarTriagem({ mensagens, paciente });
const nivel = (mensagens: string[], paciente: Paciente = adulto): NivelTriagem => avaliar(mensagens, paciente).nivel;
const abaixoDe = (obtido: NivelTriagem, limite: NivelTriagem) => expect(urgenciaDoNivel(obtido)).toBeGreaterThan(urgenciaDoNivel(limite));

describe('breathing and the airway', () => {
  it('a child choking on food who makes no sound or turns blue is an emergency; a cough that cleared it is not', () => {
    expect(avaliar(['minha filha se engasgou com uma bala', 'nao consegue falar nem respirar direito'], { idade: 4 }).emergencia?.tipo).toBe('respiratoria');
    expect(nivel(['o neném engasgou no leite', 'está ficando roxo'], { idade: 0 })).toBe('emergencia');
    expect(nivel(['ele engasgou com a agua mas tossiu e ja ta bem'], { idade: 6 })).not.toBe('emergencia');
  });

  it('stridor goes to the emergency room, and with drooling or indrawing it is an emergency; a blocked nose\'s noise is not stridor', () => {
    expect(nivel(['tosse rouca de madrugada', 'um chiado agudo quando puxa o ar'], { idade: 3 })).toBe('pronto-socorro');
    expect(nivel(['respirando com um som agudo', 'não consegue engolir a saliva, febre de 39'], { idade: 7 })).toBe('emergencia');
    expect(avaliar(['faz um barulhinho para respirar por causa do nariz trancado'], { idade: 1 }).sinais).not.toContain('estridor');
  });

  it('a barking cough in a child without stridor is for a doctor within a day', () => {
    expect(nivel(['meu filho de 4 anos com tosse latindo desde ontem à noite'], { idade: 4 })).toBe('consulta-24h');
  });

  it('tachypnoea alone is not indrawing: a young baby breathing fast goes to the emergency room, an older child to a doctor', () => {
    expect(avaliar(['ta respirando muito rapido'], { idade: 5 }).sinais).not.toContain('respiracao-crianca-grave');
    expect(nivel(['meu bebe de 6 semanas ta respirando depressa'], { idade: 0 })).toBe('pronto-socorro');
    expect(nivel(['ta respirando rapido e tossindo'], { idade: 6 })).toBe('consulta-24h');
    expect(nivel(['as costelas afundam quando ele respira'], { idade: 2 })).toBe('emergencia');
  });

  it('chest tightness of an asthma attack, or a reliever that does not help, is for the emergency room, not a cardiac alarm', () => {
    const crise = avaliar(['sou asmatico e to com o peito apertado e chiando']);
    expect(crise.nivel).toBe('pronto-socorro');
    expect(crise.sinais).not.toContain('alarme-cardiaca');
    expect(nivel(['crise de bronquite', 'usei a bombinha 4 vezes e quase nada'])).toBe('pronto-socorro');
    // Without asthma in the clause, chest tightness stays cardiac.
    expect(detectarEmergencia('to com o peito apertado desde cedo')?.tipo).toBe('cardiaca');
    expect(detectarEmergencia('meu peito dói e estou chiando')?.tipo).toBe('cardiaca');
  });

  it('a baby\'s laboured breathing in parents\' words counts as breathlessness', () => {
    expect(avaliar(['ele ta cansadinho pra respirar'], { idade: 1 }).sinais).toContain('cansaco-respirar');
  });
});

describe('the heart', () => {
  it('reads a pulse from a watch or the oximeter: 130+ at rest goes to the emergency room, never a pressure, steps or exercise', () => {
    expect(nivel(['o smartwatch mostra 148 batimentos e eu to sentada'])).toBe('pronto-socorro');
    expect(nivel(['o oximetro de pulso marcou 190 nele'], { idade: 8 })).toBe('pronto-socorro');
    expect(avaliar(['a pressão deu 150 por 95']).sinais).not.toContain('pulso-130');
    expect(avaliar(['o relógio contou 160 passos']).sinais).not.toContain('pulso-130');
    expect(nivel(['na esteira o relogio marcou 165, depois baixou'])).not.toBe('pronto-socorro');
    // A child's heart at 150 is not alarming by itself.
    expect(nivel(['os batimentos dele estão em 150'], { idade: 3 })).not.toBe('pronto-socorro');
  });

  it('a very slow pulse goes to the emergency room', () => {
    expect(nivel(['o oximetro mostra pulso 34 e ela ta tonta'], { idade: 80 })).toBe('pronto-socorro');
  });

  it('palpitations that began suddenly go to the emergency room; occasional ones do not', () => {
    expect(nivel(['de repente deu uma batedeira no peito que nao passa'])).toBe('pronto-socorro');
    expect(avaliar(['o coracao acelerou de uma hora para outra']).sinais).toContain('palpitacao');
    abaixoDe(nivel(['de vez em quando sinto uma palpitação'], { idade: 30 }), 'pronto-socorro');
  });

  it('a past infarction is history, not the event now', () => {
    expect(detectarEmergencia('tive um infarto em 2018 e hoje quero renovar a receita')).toBeUndefined();
    expect(detectarEmergencia('depois do infarto fiquei com o coração fraco, hoje estou bem')).toBeUndefined();
    expect(detectarEmergencia('acho que ele está tendo um infarto agora')?.tipo).toBe('cardiaca');
  });

  it('pleuritic chest pain with fever or cough is pneumonia (a doctor within a day, the emergency room when old or breathless); alone it stays cardiac', () => {
    expect(nivel(['febre e tosse com catarro', 'sinto uma pontada no peito quando respiro fundo'])).toBe('consulta-24h');
    expect(nivel(['febre e tosse', 'dói o peito toda vez que tusso', 'cansaço para andar'], { idade: 72 })).toBe('pronto-socorro');
    expect(detectarEmergencia('dor no peito quando respiro fundo')?.tipo).toBe('cardiaca');
    // Pain on exertion or pressing is not pleuritic: the cardiac promise holds.
    expect(detectarEmergencia('dor no peito quando faço esforço')?.tipo).toBe('cardiaca');
  });

  it('breathlessness lying down goes to the emergency room (orthopnoea)', () => {
    expect(nivel(['tenho que dormir sentado senão canso', 'as pernas incharam'], { idade: 74 })).toBe('pronto-socorro');
    abaixoDe(nivel(['durmo com dois travesseiros porque gosto'], { idade: 40 }), 'pronto-socorro');
  });

  it('one swollen calf after an operation is for the emergency room (possible thrombosis)', () => {
    expect(nivel(['a batata da perna direita ta dura e doendo', 'fui operada da vesicula semana passada'], { idade: 50, sexo: 'feminino' })).toBe('pronto-socorro');
  });
});

describe('the nervous system', () => {
  it('a sudden, worst-ever headache is a stroke-type emergency; a mild headache is not', () => {
    expect(detectarEmergencia('a dor de cabeça veio de uma vez, é a pior que já senti na minha vida')?.tipo).toBe('avc');
    expect(nivel(['do nada uma dor de cabeca horrivel', 'vomitei duas vezes'])).toBe('emergencia');
    expect(nivel(['deu uma dor de cabeca do nada hoje a tarde'])).toBe('pronto-socorro');
    expect(nivel(['de repente é cansaço, porque tenho dor de cabeça no fim do dia'])).not.toBe('pronto-socorro');
  });

  it('a headache that painkillers no longer relieve, with vomiting, goes to the emergency room', () => {
    expect(nivel(['minha enxaqueca não cede com nenhum remédio', 'estou vomitando'])).toBe('pronto-socorro');
    abaixoDe(nivel(['dor de cabeça leve, tomei dipirona e passou']), 'pronto-socorro');
  });

  it('back pain with weak or numb legs and a bladder or saddle that fails is for the emergency room (cauda equina)', () => {
    expect(nivel(['travei a coluna e a dor desce pras pernas', 'as pernas estao formigando', 'perdi o controle do xixi'])).toBe('pronto-socorro');
    expect(nivel(['dor lombar forte', 'a virilha e o bumbum estao dormentes'])).toBe('pronto-socorro');
  });

  it('double vision or staggering goes to the emergency room, and when sudden it is a stroke emergency', () => {
    expect(nivel(['estou vendo tudo dobrado'])).toBe('pronto-socorro');
    expect(avaliar(['do nada comecei a ver tudo dobrado e andando torto']).emergencia?.tipo).toBe('avc');
  });

  it('an arm or leg that went weak or numb and came back goes to the emergency room (transient ischaemic attack)', () => {
    expect(nivel(['a mão direita ficou dormente', 'durou uns 10 minutos e voltou ao normal'], { idade: 67 })).toBe('pronto-socorro');
    abaixoDe(nivel(['a perna fica dormente quando cruzo as pernas'], { idade: 30 }), 'pronto-socorro');
  });

  it('dizziness in an old age is for a doctor within a day, unless it is only on standing up and passes in seconds', () => {
    expect(nivel(['ando com muita tontura'], { idade: 78 })).toBe('consulta-24h');
    abaixoDe(nivel(['fico zonzo quando me levanto da cadeira, passa em segundos'], { idade: 78 }), 'consulta-24h');
  });
});

describe('single red flags and their false alarms', () => {
  it('an arm that does not move after a fall or a dislocation is for the emergency room, not a stroke; without an injury it is a stroke', () => {
    const luxacao = avaliar(['levei uma trombada no futebol e o cotovelo saiu do lugar', 'nao consigo mexer o braco']);
    expect(luxacao.nivel).toBe('pronto-socorro');
    expect(luxacao.emergencia).toBeUndefined();
    expect(detectarEmergencia('acordei e não consigo mexer a perna esquerda')?.tipo).toBe('avc');
    expect(nivel(['nao consigo mexer a mao de tanta dor'])).not.toBe('emergencia');
  });

  it('a face swollen by a tooth is not anaphylaxis; a swollen face after a sting or with nothing to explain it is', () => {
    const dente = avaliar(['meu siso inflamou', 'a bochecha inchou bastante']);
    expect(dente.nivel).toBe('consulta-24h');
    expect(nivel(['o dente ta podre e o rosto inchou', 'febre 38,6'])).toBe('pronto-socorro');
    expect(detectarEmergencia('o rosto dela está inchando')?.tipo).toBe('anafilaxia');
    expect(nivel(['uma abelha me picou', 'o rosto todo inchado'])).toBe('emergencia');
  });

  it('arterial bleeding is an emergency; a wound that bled a lot but stopped is for the emergency room', () => {
    expect(detectarEmergencia('o sangue está esguichando do corte')?.tipo).toBe('sangramento');
    expect(detectarEmergencia('a compressa já está encharcada de sangue')?.tipo).toBe('sangramento');
    const parou = avaliar(['caiu de bicicleta e cortou o queixo', 'sangrou muito, agora parou']);
    expect(parou.nivel).toBe('pronto-socorro');
    expect(detectarEmergencia('o machucado sangrou bastante e continua sangrando muito')?.tipo).toBe('sangramento');
  });

  it('a scorpion or spider sting goes to the emergency room, and with systemic signs it is an emergency; a snake bite is always one', () => {
    expect(nivel(['uma aranha armadeira picou minha mão'], { idade: 40 })).toBe('pronto-socorro');
    expect(nivel(['escorpiao ferrou meu filho', 'ele ta vomitando e suando muito'], { idade: 4 })).toBe('emergencia');
    expect(detectarEmergencia('uma jararaca picou meu pé')?.tipo).toBe('intoxicacao');
  });

  it('a plan with the means is suicidal risk even without the word "die"; a pill organiser is not', () => {
    expect(avaliar(['juntei os comprimidos de tarja preta', 'hoje vou tomar todos']).emergencia?.tipo).toBe('suicidio');
    expect(avaliar(['não aguento mais nada', 'guardei a cartela de calmantes']).emergencia?.tipo).toBe('suicidio');
    expect(detectarEmergencia('vou tomar a caixa toda de uma vez')?.tipo).toBe('suicidio');
    expect(detectarEmergencia('só queria dormir e não acordar mais')?.tipo).toBe('suicidio');
    expect(avaliar(['separei os remédios da semana na caixinha', 'vou tomar todos certinho']).emergencia).toBeUndefined();
  });
});

describe('round 2: general signs in the cardio-neuro area', () => {
  it('a farewell told in so many words, or two warning signs together, is suicidal risk; one ordinary act alone is not', () => {
    expect(detectarEmergencia('semana que vem nao vou mais estar aqui pra ninguem')?.tipo).toBe('suicidio');
    expect(detectarEmergencia('todo mundo vai ficar melhor sem mim')?.tipo).toBe('suicidio');
    expect(detectarEmergencia('me cortei de proposito ontem a noite')?.tipo).toBe('suicidio');
    expect(avaliar(['deixei um bilhete pros meus filhos', 'ja sei quando vou fazer']).emergencia?.tipo).toBe('suicidio');
    expect(avaliar(['to doando todas as minhas roupas', 'nao aguento mais']).emergencia?.tipo).toBe('suicidio');
    expect(avaliar(['escrevi uma carta pra minha mae no dia das maes']).emergencia).toBeUndefined();
    expect(avaliar(['me cortei com a faca picando cebola']).emergencia).toBeUndefined();
    expect(avaliar(['amanha nao vou estar aqui, vou viajar']).emergencia).toBeUndefined();
  });

  it('a child pulled from the water who is drowsy, breathless or blue is an emergency; with only a cough, the emergency room', () => {
    const grave = avaliar(['o menino afundou no lago e puxamos ele', 'esta tossindo e bem sonolento'], { idade: 6 });
    expect(grave.nivel).toBe('emergencia');
    expect(grave.emergencia?.tipo).toBe('respiratoria');
    expect(nivel(['ela escorregou na banheira e ficou debaixo d agua', 'ta meio azulada'], { idade: 2 })).toBe('emergencia');
    expect(nivel(['tiramos ele da piscina', 'ta tossindo um pouco mas acordado e falando'], { idade: 5 })).toBe('pronto-socorro');
    expect(avaliar(['a gente foi na piscina no domingo'], { idade: 5 }).sinais).not.toContain('submersao');
  });

  it('a throat swollen on one side after days of a throat infection is an abscess for the emergency room, not anaphylaxis; a swollen throat alone or after a sting is anaphylaxis', () => {
    const abscesso = avaliar(['to com amidalite ha 5 dias', 'inchou o lado direito da goela e mal consigo engolir']);
    expect(abscesso.nivel).toBe('pronto-socorro');
    expect(abscesso.emergencia).toBeUndefined();
    expect(nivel(['dor de garganta e febre', 'a garganta ta inchada e vermelha'])).toBe('consulta-24h');
    expect(detectarEmergencia('minha garganta esta inchando')?.tipo).toBe('anafilaxia');
    expect(avaliar(['fui picada por um marimbondo', 'a garganta inchou']).emergencia?.tipo).toBe('anafilaxia');
    expect(avaliar(['comi camarao e a garganta ta inchando', 'ja tava com dor de garganta']).emergencia?.tipo).toBe('anafilaxia');
  });

  it('pleuritic chest pain in a young adult with nothing cardiac is for the emergency room; with pressure, spread, sweat or from 40 it stays cardiac', () => {
    const jovem = avaliar(['de repente uma pontada no lado esquerdo do peito', 'doi mais quando puxo o ar', 'uma leve falta de ar, mas consigo falar bem'], { idade: 22 });
    expect(jovem.nivel).toBe('pronto-socorro');
    expect(jovem.emergencia).toBeUndefined();
    expect(nivel(['dor no peito que veio do nada', 'piora se respiro fundo', 'e vai pro braco'], { idade: 22 })).toBe('emergencia');
    expect(nivel(['dor no peito que veio do nada', 'piora se respiro fundo'], { idade: 55 })).toBe('emergencia');
    expect(nivel(['dor no peito', 'piora quando respiro', 'suando frio'], { idade: 25 })).toBe('emergencia');
    // Marked breathlessness stays an emergency whatever the pain.
    expect(nivel(['dor no peito que piora ao respirar', 'muita falta de ar'], { idade: 25 })).toBe('emergencia');
    // Without the age, the cardiac promise holds.
    expect(detectarEmergencia('dor no peito que piora quando respiro fundo')?.tipo).toBe('cardiaca');
  });

  it('coughing fits with a whoop or vomiting after them are for a doctor within a day (whooping cough), in a baby under 6 months the emergency room; stridor stays urgent', () => {
    expect(nivel(['acessos de tosse faz duas semanas', 'tosse ate vomitar e puxa o ar com um guincho'], { idade: 8 })).toBe('consulta-24h');
    expect(nivel(['meu bebe de 3 meses com crises de tosse'], { idade: 0 })).toBe('pronto-socorro');
    expect(nivel(['ele faz um barulho agudo quando puxa o ar', 'tosse rouca'], { idade: 3 })).toBe('pronto-socorro');
  });

  it('nausea or a pleuritic qualifier alone never takes a mild complaint out of self-care', () => {
    expect(avaliar(['fico enjoada no carro, o que posso fazer']).sinais).not.toContain('sinais-infarto');
  });
});

describe('round 2: circulation and poisoning safety nets', () => {
  it('a limb gone cold and pale or dark goes to the emergency room; cold feet in winter do not', () => {
    expect(nivel(['o pe esquerdo ficou gelado e branco', 'doi muito'], { idade: 70 })).toBe('pronto-socorro');
    expect(nivel(['os dedos da mao estao roxos e frios desde cedo'], { idade: 60 })).toBe('pronto-socorro');
    expect(avaliar(['meus pes ficam frios no inverno']).sinais).not.toContain('membro-frio-isquemia');
  });

  it('a gas leak or smoke with headache, dizziness or vomiting is a poisoning emergency; the smell alone is not', () => {
    expect(avaliar(['senti cheiro de gas em casa', 'eu e minha filha com dor de cabeca e tontura']).emergencia?.tipo).toBe('intoxicacao');
    expect(nivel(['o aquecedor a gas do banheiro', 'meu marido ficou sonolento e vomitou'])).toBe('emergencia');
    expect(avaliar(['tem cheiro de gas na rua, estou bem']).emergencia).toBeUndefined();
  });
});

describe('round 3: overdoses in other words, figures of speech, asthma and the chest wall', () => {
  it('an overdose told as whole boxes, a whole pack or everything there was is a poisoning emergency; a course taken as prescribed is not', () => {
    expect(detectarEmergencia('meu irmão engoliu todas as cartelas do armário')?.tipo).toBe('intoxicacao');
    expect(detectarEmergencia('ela tomou o frasco inteiro de xarope')?.tipo).toBe('intoxicacao');
    expect(detectarEmergencia('ingeri tudo o que achei na gaveta')?.tipo).toBe('intoxicacao');
    expect(detectarEmergencia('tomei três caixas juntas')?.tipo).toBe('intoxicacao');
    expect(detectarEmergencia('tomei a cartela toda do anticoncepcional e a menstruação não veio')).toBeUndefined();
    expect(detectarEmergencia('ja tomei duas caixas de antibiótico e a tosse continua')).toBeUndefined();
    expect(detectarEmergencia('tomei todos os remédios da manhã certinho')).toBeUndefined();
  });

  it('an overdose with hopelessness shows the suicide banner', () => {
    const tentativa = avaliar(['cansei de tudo', 'engoli os comprimidos todos da minha avó agora há pouco'], { idade: 19 });
    expect(tentativa.nivel).toBe('emergencia');
    expect(tentativa.emergencia?.tipo).toBe('suicidio');
  });

  it('figures of speech are not the accident: run over, stabbed, electric shock, drowning in debt, suffocated by work, fainting with sleep', () => {
    expect(detectarEmergencia('acordei me sentindo atropelado por um trator')).toBeUndefined();
    expect(detectarEmergencia('o corpo todo dói, parece que fui atropelada')).toBeUndefined();
    expect(detectarEmergencia('uma pontada tipo facada nas costas')).toBeUndefined();
    expect(nivel(['uma pontada tipo facada nas costas'])).toBe('consulta-24h');
    expect(detectarEmergencia('sinto uns choques elétricos descendo pela perna')).toBeUndefined();
    expect(avaliar(['sinto um choque eletrico no pe quando piso']).nivel).not.toBe('pronto-socorro');
    expect(detectarEmergencia('estou afogado em dívidas e sem dormir')).toBeUndefined();
    expect(detectarEmergencia('me sinto sufocada com tanta cobrança no emprego')).toBeUndefined();
    expect(detectarEmergencia('estou quase desmaiando de sono no trabalho')).toBeUndefined();
    expect(detectarEmergencia('fiquei sem ar de tanto rir')).toBeUndefined();
    expect(detectarEmergencia('quase infartei de susto com o barulho')).toBeUndefined();
    expect(detectarEmergencia('essa dor de ouvido vai me matar')).toBeUndefined();
    // The literal events still alert.
    expect(detectarEmergencia('um carro atropelou meu sobrinho agora')?.tipo).toBe('trauma');
    expect(detectarEmergencia('parece que ele foi atropelado, está caído na rua')?.tipo).toBe('trauma');
    expect(detectarEmergencia('meu filho levou uma facada na briga')?.tipo).toBe('trauma');
    expect(detectarEmergencia('ele levou um choque elétrico no chuveiro')?.tipo).toBe('trauma');
    expect(detectarEmergencia('o menino se afogou no rio')?.tipo).toBe('trauma');
    expect(detectarEmergencia('estou sufocando')?.tipo).toBe('respiratoria');
    expect(detectarEmergencia('vou me matar')?.tipo).toBe('suicidio');
  });

  it("'derrame' in the eye or a joint is not a stroke; a breast sore from breastfeeding is not the heart", () => {
    expect(detectarEmergencia('acordei com um derrame no olho, sem dor')).toBeUndefined();
    expect(detectarEmergencia('o ortopedista falou que tenho derrame no joelho')).toBeUndefined();
    expect(detectarEmergencia('meu pai está tendo um derrame agora')?.tipo).toBe('avc');
    expect(detectarEmergencia('o bico do peito está rachado e dói')).toBeUndefined();
    expect(avaliar(['estou amamentando', 'o peito esquerdo está doendo, vermelho e quente']).emergencia).toBeUndefined();
    expect(avaliar(['estou amamentando', 'dor no peito e falta de ar']).emergencia).toBeDefined();
  });

  it('asthma needing the reliever every few hours and helped by it is for a doctor within a day; every hour or two, or not helping, the emergency room', () => {
    expect(nivel(['minha filha é asmática', 'estou fazendo o aerolin de 4 em 4 horas, ela melhora'], { idade: 9 })).toBe('consulta-24h');
    expect(nivel(['a bronquite dele piorou essa semana, tosse a noite toda'], { idade: 6 })).toBe('consulta-24h');
    expect(nivel(['uso a bombinha de hora em hora e o chiado continua'])).toBe('pronto-socorro');
    expect(nivel(['fiz a nebulização com berotec e não melhorou nada'], { idade: 5 })).toBe('pronto-socorro');
    // Renewing the inhaler's prescription is routine.
    abaixoDe(nivel(['sou asmática controlada, preciso renovar a receita da bombinha']), 'consulta-24h');
  });

  it('chest-wall pain is self-care only with all its signs together (young, heavy effort, pressing and moving the arm bring it on, none at rest, nothing cardiac); otherwise it stays cardiac', () => {
    const parede = ['carreguei a mudança inteira no sábado, caixas pesadas', 'o peito dói quando aperto o lugar e quando estico o braço', 'deitado não dói'];
    expect(nivel(parede, { idade: 28 })).toBe('autocuidado');
    expect(nivel(parede, { idade: 52 })).toBe('emergencia');
    expect(nivel(parede)).toBe('autocuidado');
    expect(avaliarTriagem({ mensagens: parede }).nivel).toBe('emergencia');
    expect(nivel([...parede, 'e estou suando frio'], { idade: 28 })).toBe('emergencia');
    expect(nivel([...parede, 'tenho pressão alta'], { idade: 28 })).toBe('emergencia');
    expect(nivel([...parede, 'a dor vai para o braço esquerdo'], { idade: 28 })).toBe('emergencia');
    expect(nivel([...parede, 'mas também dói mesmo parado'], { idade: 28 })).toBe('emergencia');
    // Without the effort, or without the arm's movement, or without 'not at rest': cardiac.
    expect(nivel(parede.slice(1), { idade: 28 })).toBe('emergencia');
    expect(nivel(['treino de peito pesado ontem', 'o peito dói quando aperto o músculo'], { idade: 28 })).toBe('emergencia');
  });
});

describe('round 4: red flags told by their consequence, and typos of the key words', () => {
  const mulher: Paciente = { idade: 27, sexo: 'feminino' };

  it('passing out in other words is fainting; switching off a light or dozing on the sofa is not', () => {
    expect(avaliar(['meu marido apagou de repente na fila do banco']).emergencia?.tipo).toBe('desmaio');
    expect(avaliar(['minha vó caiu dura no quintal']).emergencia?.tipo).toBe('desmaio');
    expect(nivel(['o vizinho me encontrou caida no chao da cozinha'], mulher)).toBe('emergencia');
    expect(nivel(['apaguei a luz e deitei'])).not.toBe('emergencia');
    expect(nivel(['apaguei no sofa assistindo filme'])).not.toBe('emergencia');
  });

  it('belly pain or bleeding with dizziness or pallor in a woman who may be pregnant is an emergency; bleeding in pregnancy alone goes to the emergency room', () => {
    expect(nivel(['minha regra nao veio esse mes', 'dor forte no pe da barriga', 'to zonza e suando frio'], mulher)).toBe('emergencia');
    expect(nivel(['gravida de 7 semanas, saindo sangue, estou com tonteira'], mulher)).toBe('emergencia');
    expect(nivel(['gestante de 11 semanas, comecei a sangrar um pouco agora'], mulher)).toBe('pronto-socorro');
    expect(nivel(['colica de menstruacao como todo mes', 'melhora com remedio'], mulher)).not.toBe('emergencia');
  });

  it('vomiting blood or black tarry stool with dizziness or fainting is an emergency; black stool alone goes to the emergency room, with iron tablets it is not bleeding', () => {
    expect(nivel(['faz dois dias o coco sai preto feito piche', 'hoje quase desmaiei levantando da cama'])).toBe('emergencia');
    expect(avaliar(['faz dois dias o coco sai preto feito piche', 'to tonto e branco']).emergencia?.tipo).toBe('sangramento');
    expect(nivel(['vomitei umas coisas escuras cor de cafe', 'fiquei palido e tonto'], { idade: 62 })).toBe('emergencia');
    expect(nivel(['as fezes estao pretas como piche desde ontem'], { idade: 62 })).toBe('pronto-socorro');
    abaixoDe(nivel(['fezes pretas, mas to tomando sulfato ferroso']), 'pronto-socorro');
  });

  it('after a sting, a medicine or a food, the skin with the throat, the voice, the breathing or dizziness is anaphylaxis', () => {
    expect(avaliar(['uma vespa me ferroou no braço', 'fiquei toda empolada e com a garganta apertada'], mulher).emergencia?.tipo).toBe('anafilaxia');
    expect(nivel(['tomei dipirona ha meia hora', 'meu corpo ta todo vermelho e to meio zonzo'])).toBe('emergencia');
    expect(nivel(['comi amendoim na festa', 'a voz ta ficando rouca e estranha'], { idade: 9 })).toBe('emergencia');
    expect(nivel(['um pernilongo me picou, ficou uma bolinha que coça'])).not.toBe('emergencia');
    // A throat infection treated with an antibiotic that swells one side is an abscess, not anaphylaxis.
    expect(nivel(['tratando amidalite com antibiotico faz 3 dias', 'a garganta inchou do lado direito, dificil de engolir'])).toBe('pronto-socorro');
  });

  it('a swollen lip after a medicine with the breathing and voice told fine is angioedema (emergency room), not SAMU', () => {
    expect(nivel(['tomei diclofenaco e o labio de cima inchou', 'to respirando normal e a voz normal'])).toBe('pronto-socorro');
    expect(nivel(['tomei diclofenaco e o labio de cima inchou'])).toBe('emergencia');
    expect(nivel(['tomei diclofenaco e o labio inchou', 'respiro bem mas a lingua ta inchando'])).toBe('emergencia');
  });

  it('an adult drooling, unable to swallow the saliva, with noisy breathing or leaning forward to breathe is an airway emergency', () => {
    expect(avaliar(['garganta doendo muito desde ontem', 'nao consigo ingolir nem o cuspe', 'so consigo ficar sentado inclinado pra frente'], { idade: 45 }).emergencia?.tipo).toBe('respiratoria');
    expect(nivel(['to babando porque nao consigo engoli a saliva', 'a voz ficou abafada, tipo batata quente'], { idade: 33 })).toBe('emergencia');
    expect(nivel(['meu bebe de 5 meses babando muito, acho que e dente'], { idade: 0 })).not.toBe('emergencia');
  });

  it('an overdose told by what was found or how it was said: empty packs with drowsiness, everything swallowed with a medicine named', () => {
    expect(avaliar(['achei os frascos de amitriptilina vazios no quarto do meu irmao', 'ele ta dopado e nao consegue ficar acordado']).emergencia?.tipo).toBe('intoxicacao');
    expect(nivel(['tinha uma caixa de fluoxetina na bolsa', 'engoli tudo agora pouco'])).toBe('emergencia');
    expect(avaliar(['ele disse que nao quer mais viver', 'achei duas cartelas de diazepam vazias']).emergencia?.tipo).toBe('suicidio');
    expect(nivel(['a cartela do anticoncepcional ta vazia, posso comecar a outra hoje?'], mulher)).not.toBe('emergencia');
    expect(nivel(['engoli tudo rapido, a comida desceu quadrada'])).not.toBe('emergencia');
    expect(avaliar(['ela dorme no meio da conversa']).sinais).toContain('sonolencia-grave');
  });

  it('slurred speech is read in both genders; the key words survive common misspellings', () => {
    expect(avaliar(['meu avo ta com a fala enrolado desde cedo']).emergencia?.tipo).toBe('avc');
    expect(avaliar(['dificuldade pra rispira']).emergencia?.tipo).toBe('respiratoria');
    expect(avaliar(['minha filha ta convulcionando']).emergencia?.tipo).toBe('convulsao');
    expect(avaliar(['ta sagrando muito o corte']).emergencia?.tipo).toBe('sangramento');
    expect(avaliar(['meu filho foi invenenado']).emergencia?.tipo).toBe('intoxicacao');
    expect(avaliar(['o labio ta inxado']).emergencia?.tipo).toBe('anafilaxia');
    expect(avaliar(['to com uma tonteira desde ontem']).sinais).toContain('tontura');
    expect(avaliar(['dor de cabessa com enchaqueca']).sinais).toContain('cefaleia');
    expect(avaliar(['xiado no peito de noite']).sinais).toContain('chiado');
  });

  it('a leg named in a list of sore parts after a heavy effort is soreness, not a swollen leg; a sore calf still counts', () => {
    expect(avaliar(['fiquei moido depois da mudanca, costas e perna doem'], { idade: 30 }).sinais).not.toContain('perna-inchada-dor');
    expect(avaliar(['a batata da perna esquerda ta doendo muito'], { idade: 30 }).sinais).toContain('perna-inchada-dor');
  });

  it('a wound that bled a lot and stopped with pressure goes to the emergency room, not SAMU', () => {
    expect(nivel(['o gato me mordeu a mao, sangrou muito', 'ja parou com pano apertado'])).toBe('pronto-socorro');
  });
});
