/**
 * The triage guard's fever and belly families (shared/triagem/familias/febre.ts and abdome.ts):
 * sepsis and shock, babies' feeding, arboviruses and malaria, rashes with fever, pus, the breast,
 * the throat that closes, pregnancy and the puerperium, urinary retention, the gallbladder, bowel
 * obstruction, hernia, the testicle and jaundice. Wordings are our own, each with its negative.
 */
import { describe, expect, it } from 'vitest';
import { urgenciaDoNivel, type NivelTriagem } from '#shared/schemas/validacao.js';
import { avaliarTriagem } from '#shared/triagem/index.js';

type Paciente = { idade?: number; sexo?: 'feminino' | 'masculino' };
const adulto: Paciente = { idade: 38 };
const nivel = (mensagens: string[], paciente: Paciente = adulto): NivelTriagem => avaliarTriagem({ mensagens, paciente }).nivel;
const sinais = (texto: string, paciente: Paciente = adulto): readonly string[] => avaliarTriagem({ mensagens: [texto], paciente }).sinais;
const peloMenos = (obtido: NivelTriagem, minimo: NivelTriagem) => expect(urgenciaDoNivel(obtido)).toBeLessThanOrEqual(urgenciaDoNivel(minimo));
const abaixoDe = (obtido: NivelTriagem, limite: NivelTriagem) => expect(urgenciaDoNivel(obtido)).toBeGreaterThan(urgenciaDoNivel(limite));

describe('sepsis and shock', () => {
  it('an infection with confusion, low pressure, mottled skin or cold hands is an emergency', () => {
    expect(nivel(['meu avô ta com pneumonia', 'hoje ficou desorientado'], { idade: 79 })).toBe('emergencia');
    expect(nivel(['to tratando infecção urinária', 'medi a pressão: 85 por 50'], { idade: 60 })).toBe('emergencia');
    expect(nivel(['febre de 39 desde ontem', 'as pernas estão marmorizadas'])).toBe('emergencia');
    expect(nivel(['ele ta com febre, muito fraco', 'os pés estão gelados'], { idade: 70 })).toBe('emergencia');
    expect(nivel(['febre alta, o coração ta acelerado e to respirando rápido', 'nao consigo nem sair da cama'])).toBe('emergencia');
    expect(nivel(['febre de 38,5 e dor no corpo todo', 'nao consigo levantar da cama'], { idade: 30 })).toBe('consulta-24h');
  });

  it('an infection without warning signs is not an emergency', () => {
    abaixoDe(nivel(['to com infecção de urina, comecei o antibiótico', 'to bem, só arde um pouco'], { idade: 30 }), 'pronto-socorro');
    abaixoDe(nivel(['meu pé vive gelado no inverno']), 'consulta-24h');
    expect(nivel(['tive pneumonia ha 3 anos', 'hoje queria um check up'], { idade: 50 })).not.toBe('emergencia');
  });

  it('a child losing fluids with cold hands and feet or mottled skin is in shock; a thirsty one is not', () => {
    expect(nivel(['meu filho de 1 ano com diarreia desde cedo', 'a moleira ta afundada e as mãozinhas geladas'], { idade: 1 })).toBe('emergencia');
    expect(nivel(['vomitando muito', 'ta sem fazer xixi desde ontem', 'a pele ta rendilhada'], { idade: 3 })).toBe('emergencia');
    abaixoDe(nivel(['meu filho de 6 anos teve diarreia 2 vezes', 'ta bebendo bem e brincando'], { idade: 6 }), 'pronto-socorro');
  });

  it('fever in a sickle cell patient, or a pain crisis, goes to the emergency room', () => {
    peloMenos(nivel(['sou falcêmico, quer dizer, tenho doença falciforme', 'febre de 38,5'], { idade: 20 }), 'pronto-socorro');
    peloMenos(nivel(['tenho anemia falciforme', 'to em crise de dor nos braços'], { idade: 14 }), 'pronto-socorro');
    abaixoDe(nivel(['tenho traço falciforme, queria saber se posso doar sangue'], { idade: 25 }), 'consulta-24h');
  });
});

describe('babies: feeding and breathing', () => {
  it('a baby under 3 months who will not feed goes to the emergency room', () => {
    peloMenos(nivel(['meu filho tem 3 semanas', 'ele recusa o peito desde a madrugada'], { idade: 0 }), 'pronto-socorro');
    expect(nivel(['meu nenem de 1 mes', 'ta mamando bem, so soluça muito'], { idade: 0 })).not.toBe('pronto-socorro');
  });

  it('a baby with a cold feeding at half or less goes to the emergency room', () => {
    peloMenos(nivel(['minha filha de 7 meses com tosse e nariz escorrendo', 'ta mamando bem menos que o normal'], { idade: 0 }), 'pronto-socorro');
    abaixoDe(nivel(['minha filha de 7 meses com nariz escorrendo', 'mamando normal'], { idade: 0 }), 'pronto-socorro');
  });

  it('a baby who stops breathing or turns grey is an emergency', () => {
    expect(nivel(['meu bebe de 3 semanas parou de respirar por uns segundos'], { idade: 0 })).toBe('emergencia');
    expect(nivel(['meu bebe de 1 mes ficou acinzentado'], { idade: 0 })).toBe('emergencia');
    expect(nivel(['meu bebe de 5 meses ta respirando bem, sem febre'], { idade: 0 })).not.toBe('emergencia');
  });
});

describe('the throat, the ear and the teeth', () => {
  it('fever with a child unable to swallow saliva is an emergency; a sore throat is not', () => {
    expect(nivel(['meu filho com febre e dor de garganta', 'nao consegue engolir nem a propria saliva, ta babando'], { idade: 7 })).toBe('emergencia');
    expect(nivel(['dor de garganta leve, engolindo normal'])).not.toBe('emergencia');
  });

  it('a muffled voice or a mouth that will not open with a sore throat goes to the emergency room', () => {
    peloMenos(nivel(['garganta doendo muito de um lado', 'to com a voz de batata quente'], { idade: 22 }), 'pronto-socorro');
  });

  it('an ear with discharge is seen within a day', () => {
    peloMenos(nivel(['o ouvido ta doendo e saiu uma secreção amarela da orelha']), 'consulta-24h');
    abaixoDe(nivel(['to com o ouvido tampado de cera']), 'consulta-24h');
  });

  it('a toothache with a swollen face is seen within a day and is not anaphylaxis', () => {
    expect(nivel(['to com o dente do siso doendo', 'a bochecha inchou'])).toBe('consulta-24h');
  });
});

describe('arboviruses, malaria and rashes', () => {
  it('fever with pain behind the eyes or in the joints is a suspected arbovirus, seen within a day', () => {
    expect(nivel(['febre desde ontem', 'dói o fundo dos olhos quando mexo'], { idade: 29 })).toBe('consulta-24h');
    expect(nivel(['febre de 38,5 e as juntas dos dedos doendo e inchadas'], { idade: 52 })).toBe('consulta-24h');
    expect(nivel(['tenho dor nas juntas faz anos, artrose'], { idade: 70 })).not.toBe('consulta-24h');
  });

  it('a suspected dengue with a warning sign goes to the emergency room', () => {
    peloMenos(nivel(['to com dengue, febre de 39', 'minha gengiva ta sangrando'], { idade: 33 }), 'pronto-socorro');
    peloMenos(nivel(['febre e dor atrás dos olhos', 'vomitei 5 vezes hoje'], { idade: 33 }), 'pronto-socorro');
  });

  it('fever after the Amazon region is checked for malaria within a day; travel without fever is not', () => {
    expect(nivel(['cheguei de porto velho anteontem', 'to com febre e calafrio'], { idade: 41 })).toBe('consulta-24h');
    expect(nivel(['vou viajar pro acre, preciso de vacina?'], { idade: 41 })).not.toBe('consulta-24h');
  });

  it('fever with a sandpaper rash or a strawberry tongue is seen within a day', () => {
    expect(nivel(['meu filho de 6 anos com febre', 'a pele ta áspera como lixa e a língua de morango'], { idade: 6 })).toBe('consulta-24h');
    expect(nivel(['manchinhas vermelhas no braço que coçam', 'sem febre'])).not.toBe('consulta-24h');
  });

  it('chickenpox is seen within a day in an adult, not in a well child', () => {
    expect(nivel(['acho que to com catapora, bolhinhas no corpo todo'], { idade: 31 })).toBe('consulta-24h');
    expect(nivel(['minha filha de 4 anos ta com catapora, brincando normal'], { idade: 4 })).not.toBe('consulta-24h');
  });
});

describe('pus, joints, the breast and the diabetic foot', () => {
  it('a lump full of pus is seen within a day', () => {
    expect(nivel(['tenho um furúnculo na axila, ta doendo'])).toBe('consulta-24h');
    expect(nivel(['um caroço nas costas que ta saindo pus'])).toBe('consulta-24h');
  });

  it('a red, hard, painful breast with fever while breastfeeding is seen within a day', () => {
    expect(nivel(['to dando de mamar', 'o seio direito ficou quente e empedrado', 'febre de 38,6'], { idade: 27, sexo: 'feminino' })).toBe('consulta-24h');
    abaixoDe(nivel(['to amamentando e queria saber se posso tomar dipirona'], { idade: 27, sexo: 'feminino' }), 'consulta-24h');
  });

  it('a hot, red, swollen joint is seen within a day; a twisted ankle that swelled a little is not', () => {
    expect(nivel(['acordei com o joelho inchado e quente'], { idade: 60 })).toBe('consulta-24h');
    expect(nivel(['torci o tornozelo, inchou um pouco mas to andando'], { idade: 20 })).not.toBe('consulta-24h');
  });

  it('a foot wound in diabetes is seen within a day', () => {
    expect(nivel(['tenho diabetes', 'apareceu uma ferida na sola do pé que nao fecha'], { idade: 66 })).toBe('consulta-24h');
  });
});

describe('pregnancy and after birth', () => {
  it('any bleeding in pregnancy goes to the emergency room, even without saying where', () => {
    peloMenos(nivel(['estou gravida de 7 semanas', 'saiu sangue vivo agora'], { idade: 29, sexo: 'feminino' }), 'pronto-socorro');
    peloMenos(nivel(['estou de 20 semanas', 'voltei a sangrar hoje de manhã'], { idade: 29, sexo: 'feminino' }), 'pronto-socorro');
    abaixoDe(nivel(['estou gravida de 7 semanas', 'minha gengiva sangra quando escovo'], { idade: 29, sexo: 'feminino' }), 'pronto-socorro');
  });

  it('a baby moving less in the womb goes to the emergency room', () => {
    peloMenos(nivel(['estou de 34 semanas', 'não to sentindo o bebê mexer desde cedo'], { idade: 30, sexo: 'feminino' }), 'pronto-socorro');
    peloMenos(nivel(['os movimentos do bebê diminuíram muito hoje'], { idade: 30, sexo: 'feminino' }), 'pronto-socorro');
    abaixoDe(nivel(['estou de 34 semanas', 'o bebe mexe bastante a noite, é normal?'], { idade: 30, sexo: 'feminino' }), 'pronto-socorro');
  });

  it('high blood pressure with a headache or swelling in pregnancy is pre-eclampsia until shown otherwise', () => {
    peloMenos(nivel(['gestante de 30 semanas', 'a pressão deu 14 por 9', 'as mãos e o rosto incharam e to com dor de cabeça'], { idade: 35, sexo: 'feminino' }), 'pronto-socorro');
    expect(nivel(['gestante de 30 semanas', 'a pressão deu 14 por 9', 'to me sentindo bem'], { idade: 35, sexo: 'feminino' })).toBe('consulta-24h');
    abaixoDe(nivel(['to gravida', 'a pressão deu 11 por 7, tudo certo'], { idade: 35, sexo: 'feminino' }), 'consulta-24h');
  });

  it('fever or foul-smelling bleeding after giving birth goes to the emergency room', () => {
    peloMenos(nivel(['ganhei minha filha faz 10 dias', 'estou com febre e calafrio'], { idade: 24, sexo: 'feminino' }), 'pronto-socorro');
    peloMenos(nivel(['tive parto normal faz 1 semana', 'o sangramento ta com um cheiro ruim'], { idade: 24, sexo: 'feminino' }), 'pronto-socorro');
    abaixoDe(nivel(['tive meu filho ha 3 anos', 'hoje to com dor de garganta sem febre'], { idade: 31, sexo: 'feminino' }), 'pronto-socorro');
  });
});

describe('the belly', () => {
  it('being unable to pass urine goes to the emergency room; a baby without wet nappies is dehydration', () => {
    peloMenos(nivel(['nao consigo urinar desde cedo, a bexiga parece que vai estourar'], { idade: 68 }), 'pronto-socorro');
    expect(sinais('o xixi não sai de jeito nenhum', { idade: 68 })).toContain('retencao-urinaria');
    expect(sinais('ele nao fez xixi hoje', { idade: 1 })).not.toContain('retencao-urinaria');
    expect(sinais('nao consigo segurar o xixi', { idade: 68 })).not.toContain('retencao-urinaria');
  });

  it('pain under the right ribs with fever is a possible cholecystitis', () => {
    peloMenos(nivel(['dor debaixo da costela direita depois que comi fritura', 'febre de 38'], { idade: 50 }), 'pronto-socorro');
    abaixoDe(nivel(['dor debaixo da costela direita quando corro, passa quando paro'], { idade: 25 }), 'pronto-socorro');
  });

  it('pain on walking or coughing counts with belly pain, not alone', () => {
    peloMenos(nivel(['dor no pé da barriga', 'dói quando tusso'], { idade: 19 }), 'pronto-socorro');
    abaixoDe(nivel(['o tênis novo machucou o calcanhar, dói para andar'], { idade: 19 }), 'consulta-24h');
  });

  it('neither stool nor wind with vomiting is an obstruction; a few days without stool is not', () => {
    peloMenos(nivel(['barriga inchada', 'nao faço cocô nem solto pum desde ontem', 'vomitando'], { idade: 80 }), 'pronto-socorro');
    expect(sinais('nao consigo fazer coco faz 2 dias')).not.toContain('prisao-ventre-vomito');
  });

  it('a hernia that will not go back goes to the emergency room', () => {
    peloMenos(nivel(['tenho hernia na virilha', 'hoje a hernia nao volta mais e ta doendo'], { idade: 58 }), 'pronto-socorro');
    peloMenos(nivel(['aquele caroço do umbigo ficou duro e roxo'], { idade: 58 }), 'pronto-socorro');
    abaixoDe(nivel(['tenho hernia umbilical, queria saber da cirurgia'], { idade: 58 }), 'consulta-24h');
  });

  it('no urine for many hours in an adult goes to the emergency room', () => {
    peloMenos(nivel(['minha mae nao urinou desde ontem a tarde'], { idade: 81 }), 'pronto-socorro');
    expect(sinais('fiz xixi normal hoje', { idade: 40 })).not.toContain('anuria');
  });

  it('a newborn whose jaundice reaches the belly goes to the emergency room', () => {
    peloMenos(nivel(['minha filha tem 6 dias, ficou amarela ate as pernas'], { idade: 0 }), 'pronto-socorro');
  });

  it('fluid leaking in pregnancy goes to the emergency room', () => {
    peloMenos(nivel(['gravida de 35 semanas', 'escorreu agua pelas pernas agora'], { idade: 26, sexo: 'feminino' }), 'pronto-socorro');
  });

  it('vomiting blood or coffee grounds goes to the emergency room', () => {
    peloMenos(nivel(['vomitei uma coisa escura tipo borra de café'], { idade: 62 }), 'pronto-socorro');
    expect(sinais('vomitei uma coisa escura tipo borra de café')).not.toContain('sangramento-vaginal');
  });

  it('testicular pain in a boy or young man is torsion until shown otherwise', () => {
    peloMenos(nivel(['meu filho acordou com o saco inchado e doendo'], { idade: 13 }), 'pronto-socorro');
  });

  it('a little blood on the paper from known piles is routine; blood in the stool otherwise is not', () => {
    expect(nivel(['tenho hemorroida, saiu um pouquinho de sangue no papel'], { idade: 33 })).toBe('consulta');
    peloMenos(nivel(['saiu sangue no coco hoje, bastante'], { idade: 58 }), 'consulta-24h');
  });

  it('jaundice is the skin or the eyes, not a yellow nail or yellow phlegm', () => {
    expect(sinais('o branco do olho ficou amarelo')).toContain('ictericia');
    expect(sinais('minha unha ta amarelada e grossa')).not.toContain('ictericia');
    expect(sinais('o catarro esta amarelo')).not.toContain('ictericia');
  });

  it('a time of day is not a sudden onset', () => {
    expect(sinais('to com diarreia desde cedo')).not.toContain('inicio-subito');
    expect(sinais('a dor veio de repente')).toContain('inicio-subito');
  });

  it('once or twice is not repeated vomiting', () => {
    expect(sinais('vomitou 2 vezes hoje')).not.toContain('vomitos-repetidos');
    expect(sinais('ja vomitou 6 vezes')).toContain('vomitos-repetidos');
  });
});

describe('round 2: general signs of the belly, genitals, pregnancy and fever', () => {
  const gestante: Paciente = { idade: 29, sexo: 'feminino' };

  it('a hernia that came out and will not go back, or went hard, goes to the emergency room', () => {
    peloMenos(nivel(['tenho quebradura no umbigo', 'desde cedo ela ta pra fora e nao entra de jeito nenhum'], { idade: 55 }), 'pronto-socorro');
    peloMenos(nivel(['minha hérnia inguinal', 'ficou roxa e inchada'], { idade: 70 }), 'pronto-socorro');
    peloMenos(nivel(['a hernia do meu pai nao consigo empurrar de volta'], { idade: 80 }), 'pronto-socorro');
    expect(nivel(['tenho hernia na virilha, queria saber da cirurgia'], { idade: 50 })).toBe('consulta');
    expect(sinais('tenho hernia de disco na lombar')).not.toContain('hernia');
    // A bruise that went dark is not a hernia's warning: no self-care lost.
    expect(nivel(['bati o braço na porta', 'ficou um roxo pequeno'], { idade: 30 })).toBe('autocuidado');
  });

  it('a foreskin stuck behind the head or a swollen dark tip is paraphimosis; a painful erection that will not go down is priapism', () => {
    peloMenos(nivel(['a pele do pinto do meu menino desceu e nao sobe mais', 'ta inchado e arroxeado'], { idade: 8 }), 'pronto-socorro');
    peloMenos(nivel(['estou com uma ereção que não baixa há 5 horas, doendo'], { idade: 40, sexo: 'masculino' }), 'pronto-socorro');
    abaixoDe(nivel(['meu filho tem fimose, o pediatra mandou passar pomada'], { idade: 4 }), 'consulta-24h');
  });

  it('fluid leaking in pregnancy, said in any way, goes to the emergency room', () => {
    for (const frase of ['a bolsa furou', 'to perdendo agua desde de manha', 'escorreu um liquido pelas pernas', 'acordei com a cama toda molhada', 'molhei a calcinha toda de repente'])
      peloMenos(nivel(['to gravida de 34 semanas', frase], gestante), 'pronto-socorro');
    abaixoDe(nivel(['to gravida de 20 semanas', 'meu nariz ta escorrendo agua, resfriada'], gestante), 'pronto-socorro');
    expect(sinais('saiu agua do ouvido depois da piscina', gestante)).not.toContain('perda-liquido');
  });

  it('left lower belly pain with fever and vomiting, or an old person with pain, fever and vomiting, goes to the emergency room', () => {
    peloMenos(nivel(['dor no pe da barriga do lado esquerdo', 'to com febre e vomitei'], { idade: 58 }), 'pronto-socorro');
    peloMenos(nivel(['minha mae ta com dor de barriga, febre e vomitos'], { idade: 78 }), 'pronto-socorro');
    abaixoDe(nivel(['dor do lado esquerdo da barriga, sem febre, faz uns dias'], { idade: 45 }), 'pronto-socorro');
  });

  it('belly pain never felt before or only getting worse is seen soon', () => {
    peloMenos(nivel(['dor na barriga', 'nunca senti uma dor assim'], { idade: 40 }), 'pronto-socorro');
    peloMenos(nivel(['dor de barriga que so piora desde ontem'], { idade: 40 }), 'consulta-24h');
    expect(sinais('a dor de barriga ja melhorou')).not.toContain('dor-piorando');
  });

  it('upper belly pain going through to the back with vomiting is possible pancreatitis', () => {
    peloMenos(nivel(['dor na boca do estomago que vai pras costas', 'vomitei 2 vezes'], { idade: 45 }), 'pronto-socorro');
    expect(sinais('dor nas costas de ficar sentado')).not.toContain('dor-em-faixa');
  });

  it('a small baby vomiting in jets, or a child with jelly-like stool, goes to the emergency room', () => {
    peloMenos(nivel(['meu bebe de 5 semanas vomita em jato depois de toda mamada'], { idade: 0 }), 'pronto-socorro');
    peloMenos(nivel(['a fralda veio com um coco tipo geleia vermelha'], { idade: 1 }), 'pronto-socorro');
    expect(sinais('meu bebe golfa um pouquinho depois de mamar', { idade: 0 })).not.toContain('vomito-jato');
  });

  it('pale stool in a baby, a blocked catheter and leaking urine', () => {
    peloMenos(nivel(['minha filha de 1 mes ta fazendo coco esbranquiçado'], { idade: 0 }), 'consulta-24h');
    peloMenos(nivel(['a sonda do meu pai parou de drenar desde a tarde'], { idade: 82 }), 'pronto-socorro');
    expect(nivel(['escapa xixi quando eu tusso ou espirro'], { idade: 50, sexo: 'feminino' })).toBe('consulta');
  });

  it('in pregnancy: a blow to the belly goes to the emergency room, itchy palms and soles within a day', () => {
    peloMenos(nivel(['to gravida de 7 meses', 'levei um tombo e bati a barriga'], gestante), 'pronto-socorro');
    peloMenos(nivel(['estou gravida', 'coceira horrivel na sola dos pes e nas palmas das maos'], gestante), 'consulta-24h');
    expect(sinais('coceira no braço', gestante)).not.toContain('coceira-maos-pes');
  });

  it('heavy vaginal bleeding: soaking pads, with dizziness an emergency, after birth at the emergency room', () => {
    peloMenos(nivel(['menstruação vindo muito forte, encharcando um absorvente por hora'], { idade: 35, sexo: 'feminino' }), 'consulta-24h');
    expect(nivel(['encharcando o absorvente toda hora', 'to tonta e palida'], { idade: 35, sexo: 'feminino' })).toBe('emergencia');
    peloMenos(nivel(['tive neném há 5 dias', 'to sangrando muito, com coágulos grandes'], { idade: 30, sexo: 'feminino' }), 'pronto-socorro');
    peloMenos(nivel(['fiz cesárea faz 8 dias', 'o corte abriu um pouco e ta vermelho'], { idade: 30, sexo: 'feminino' }), 'consulta-24h');
  });

  it('genital complaints: discharge, sores, a lump in the testicle, unprotected sex and sexual violence', () => {
    expect(nivel(['estou com um corrimento amarelado e cheiro forte'], { idade: 26, sexo: 'feminino' })).toBe('consulta');
    peloMenos(nivel(['corrimento com cheiro ruim e febre', 'dor no pe da barriga'], { idade: 26, sexo: 'feminino' }), 'consulta-24h');
    expect(nivel(['apareceu uma feridinha no penis que nao doi'], { idade: 30, sexo: 'masculino' })).toBe('consulta');
    expect(nivel(['senti um carocinho no testiculo, nao doi nada'], { idade: 30, sexo: 'masculino' })).toBe('consulta');
    peloMenos(nivel(['a camisinha estourou ontem a noite'], { idade: 24 }), 'consulta-24h');
    peloMenos(nivel(['fui estuprada ontem'], { idade: 22, sexo: 'feminino' }), 'pronto-socorro');
    expect(sinais('corrimento nasal')).not.toContain('lesao-genital');
  });

  it('fever after floods, after surgery; glucose the meter cannot read or a named low', () => {
    peloMenos(nivel(['febre desde anteontem', 'limpei a casa depois da enchente'], { idade: 40 }), 'consulta-24h');
    peloMenos(nivel(['febre e dor nas pernas depois da enchente', 'o olho ficou amarelo'], { idade: 40 }), 'pronto-socorro');
    peloMenos(nivel(['operei a vesicula faz 6 dias', 'hoje to com febre'], { idade: 50 }), 'consulta-24h');
    peloMenos(nivel(['sou diabetico, o aparelho so da HI'], { idade: 50 }), 'pronto-socorro');
    peloMenos(nivel(['tive uma hipoglicemia de madrugada, tomei suco e melhorou'], { idade: 60 }), 'consulta-24h');
    expect(nivel(['tive hipoglicemia', 'to confuso, sem saber onde estou'], { idade: 60 })).toBe('emergencia');
    peloMenos(nivel(['minha filha de 9 anos ta com muita sede e urinando muito'], { idade: 9 }), 'consulta-24h');
  });

  it('a toddler with a low fever who is playing and eating is cared for at home; a drowsy one is not', () => {
    expect(nivel(['meu filho de 2 anos com febre de 37,9 desde hoje', 'ta brincando e comendo bem, nariz escorrendo'], { idade: 2 })).toBe('autocuidado');
    expect(nivel(['tomou a vacina ontem e ficou com febrinha', 'ta esperto'], { idade: 1 })).toBe('autocuidado');
    peloMenos(nivel(['minha filha de 3 anos com febre de 38', 'ta muito molinha, nao quer brincar'], { idade: 3 }), 'consulta-24h');
    expect(nivel(['febre de 39,5 no meu filho de 2 anos', 'mas ta brincando'], { idade: 2 })).not.toBe('autocuidado');
  });

  it('piles without bleeding are home care; a swollen, very painful pile is seen within a day', () => {
    expect(nivel(['tenho hemorroida e ta coçando um pouco'], { idade: 40 })).toBe('autocuidado');
    peloMenos(nivel(['a hemorroida saiu e nao volta, doendo muito'], { idade: 40 }), 'consulta-24h');
    expect(nivel(['acho que to com verme, coceira no bumbum de noite'], { idade: 7 })).toBe('consulta');
  });
});

describe('round 3: kidneys, appendix, pregnancy bleeding and infections with a focus', () => {
  it('fever with flank pain and vomiting, or nothing staying down, goes to the emergency room', () => {
    peloMenos(nivel(['febre de 38,9 e o rim direito ta doendo muito', 'vomitei 2 vezes hoje'], { idade: 35 }), 'pronto-socorro');
    peloMenos(nivel(['to queimando de febre, pontada na altura do rim esquerdo', 'nao consigo segurar nem agua'], { idade: 27 }), 'pronto-socorro');
    peloMenos(nivel(['infecção de urina com febre', 'tudo que eu tomo volta, até o antibiótico'], { idade: 40 }), 'pronto-socorro');
    peloMenos(nivel(['to vomintando desde cedo', 'febre e dor nas costas'], { idade: 30 }), 'pronto-socorro');
    peloMenos(nivel(['gravida de 20 semanas, febre e dor nas costas do lado do rim'], { idade: 25, sexo: 'feminino' }), 'pronto-socorro');
    // Flank pain and fever that let her eat and drink: within a day, not the emergency room.
    expect(nivel(['febre de 38 e dor nas costas perto dos rins', 'to comendo e bebendo normal'], { idade: 30, sexo: 'feminino' })).toBe('consulta-24h');
    expect(sinais('o rim do boi estava bom no churrasco')).not.toContain('dor-lombar');
  });

  it('a bare decimal temperature counts as fever; weights and prices do not', () => {
    expect(sinais('ele ta com 38,4 agora')).toContain('febre');
    expect(sinais('ela pesa 38,5 kg')).not.toContain('febre');
    expect(sinais('o remedio custou 39,90')).not.toContain('febre');
  });

  it('right lower belly pain with the signs of appendicitis goes to the emergency room', () => {
    peloMenos(nivel(['a dor começou perto do umbigo de madrugada', 'agora passou pro lado direito, embaixo'], { idade: 19 }), 'pronto-socorro');
    peloMenos(nivel(['dor no pé da barriga do lado direito', 'perdeu a fome desde ontem'], { idade: 11 }), 'pronto-socorro');
    peloMenos(nivel(['dor na barriga lado direito', 'ela ta andando toda dobrada'], { idade: 9 }), 'pronto-socorro');
    peloMenos(nivel(['to com dor de barriga', 'cada lombada que o ônibus passa dói demais'], { idade: 22 }), 'pronto-socorro');
    expect(sinais('o pulso ficou torto depois do tombo')).not.toContain('irritacao-peritoneal');
    expect(sinais('ando curvado por causa da coluna faz anos')).toContain('irritacao-peritoneal');
    abaixoDe(nivel(['ando meio sem fome esses dias, sem dor nenhuma'], { idade: 30 }), 'consulta-24h');
  });

  it('bleeding in pregnancy in other words is seen in the emergency room; a nosebleed is not', () => {
    peloMenos(nivel(['to de 10 semanas', 'apareceu um sangramento hoje, manchou a calcinha'], { idade: 29, sexo: 'feminino' }), 'pronto-socorro');
    peloMenos(nivel(['gravida de 6 semanas', 'tem umas gotinhas de sangue quando limpo'], { idade: 31, sexo: 'feminino' }), 'pronto-socorro');
    peloMenos(nivel(['gestante de 3 meses', 'saiu um sangue marrom'], { idade: 24, sexo: 'feminino' }), 'pronto-socorro');
    expect(sinais('o nariz dela comecou a sangrar do nada', { idade: 30, sexo: 'feminino' })).not.toContain('sangramento-sem-local');
    expect(sinais('a gengiva ta sangrando quando escovo', { idade: 30, sexo: 'feminino' })).not.toContain('sangramento-sem-local');
  });

  it('sickness in pregnancy that keeps nothing down is seen within a day', () => {
    peloMenos(nivel(['to gravida de 8 semanas', 'vomito tudo, nao consigo segurar nem agua'], { idade: 28, sexo: 'feminino' }), 'consulta-24h');
    peloMenos(nivel(['gestante, vomitei umas 6 vezes hoje'], { idade: 28, sexo: 'feminino' }), 'consulta-24h');
  });

  it('pus on the tonsils is seen within a day, even without the word pain', () => {
    peloMenos(nivel(['minhas amígdalas estão cheias de pontos brancos', 'febre de 38,6'], { idade: 20 }), 'consulta-24h');
    peloMenos(nivel(['placas de pus na garganta', 'dói até pra engolir saliva de leve'], { idade: 16 }), 'consulta-24h');
    expect(sinais('dói quando engulo')).toContain('dor-garganta');
    expect(sinais('comi demais e engoli rapido')).not.toContain('dor-garganta');
  });

  it('a red, throbbing lump with pus or a feverish feeling is seen within a day', () => {
    peloMenos(nivel(['um calombo vermelho na virilha latejando', 'acho que tem pus dentro'], { idade: 33 }), 'consulta-24h');
    peloMenos(nivel(['nasceu um caroço quente e vermelho na coxa', 'to meio febril'], { idade: 33 }), 'consulta-24h');
    expect(nivel(['tenho um caroço vermelho no braço faz 2 dias'], { idade: 33 })).toBe('consulta');
    expect(sinais('o caroço do abacate')).not.toContain('caroco-inflamado');
  });

  it('a small child with fever and ear pain is seen within a day even if playing (NICE: a focus is not "green")', () => {
    peloMenos(nivel(['minha filha de 3 anos com febre de 38,2', 'fica puxando a orelhinha', 'mas ta brincando'], { idade: 3 }), 'consulta-24h');
    peloMenos(nivel(['meu filho de 1 ano coçando o ouvido e chorando', 'febre desde ontem, ta comendo bem'], { idade: 1 }), 'consulta-24h');
    expect(nivel(['meu filho de 2 anos com febre de 37,9', 'ta brincando e comendo bem, com coriza'], { idade: 2 })).toBe('autocuidado');
    expect(sinais('puxei a orelha dele de brincadeira')).toContain('dor-ouvido');
  });

  it('chickenpox blisters on the trunk in an adult are seen within a day; in a well child, home care', () => {
    peloMenos(nivel(['apareceram bolhinhas de agua pelas costas e barriga', 'febre 38'], { idade: 32 }), 'consulta-24h');
    peloMenos(nivel(['to cheio de bolinhas com liquido no peito, coçando'], { idade: 41 }), 'consulta-24h');
    expect(nivel(['meu filho de 5 anos com catapora', 'febre 37,9, brincando'], { idade: 5 })).toBe('autocuidado');
    expect(sinais('uma bolha de agua no calcanhar do tenis')).not.toContain('catapora');
  });

  it('a swollen gum is an abscess only with a toothache; a teething baby who is well is home care', () => {
    peloMenos(nivel(['dor de dente latejando e a gengiva inchou'], { idade: 40 }), 'consulta-24h');
    expect(sinais('a gengiva ta inchadinha')).toContain('gengiva-inchada');
    expect(sinais('a gengiva ta inchadinha')).not.toContain('inchaco-face-dente');
    expect(nivel(['minha bebe de 7 meses babando e mordendo tudo, gengiva inchada', 'medi 37,3, mamando normal'], { idade: 0 })).toBe('autocuidado');
  });
});

describe('emergencies said by their consequence, and misspelt key words', () => {
  const mulher = (idade: number): Paciente => ({ idade, sexo: 'feminino' });

  it('a woman who may be pregnant and faints with belly pain or bleeding is an emergency (ruptured ectopic)', () => {
    expect(nivel(['o teste de gravidez deu positivo semana passada', 'agora uma dor forte no pe da barriga', 'apaguei no corredor e meu marido me encontrou caida'], mulher(30))).toBe('emergencia');
    expect(nivel(['minha regra nao veio esse mes', 'to com um sangramento e colica', 'fiquei toda branca e cai'], mulher(24))).toBe('emergencia');
    expect(nivel(['menstruacao atrasada', 'dor do lado direito embaixo da barriga', 'to palida, suando frio e tonta'], mulher(28))).toBe('emergencia');
    expect(nivel(['dor de barriga forte desde cedo', 'acordei no chao do banheiro'], mulher(33))).toBe('emergencia');
  });

  it('a late period with pain but without fainting stays at the emergency room; lights going out are not fainting', () => {
    expect(nivel(['menstruacao atrasada uns 10 dias', 'dor no pe da barriga'], mulher(27))).toBe('pronto-socorro');
    expect(sinais('a luz apagou e fiquei no escuro')).not.toContain('desfalecimento');
    expect(sinais('apaguei a mensagem sem querer')).not.toContain('desfalecimento');
    expect(sinais('quase cai da escada')).not.toContain('pre-sincope');
    abaixoDe(nivel(['colica de menstruacao como todo mes', 'cheguei em casa e apaguei no sofa de cansaco'], mulher(22)), 'pronto-socorro');
  });

  it('vomited blood or black tarry stool with dizziness or fainting is an emergency', () => {
    expect(nivel(['vomitei sangue escuro hoje cedo', 'levantei e fiquei zonzo, quase desmaiei'], { idade: 60 })).toBe('emergencia');
    expect(nivel(['faz 2 dias que o coco sai preto feito piche', 'to branco e tonto'], { idade: 67 })).toBe('emergencia');
    abaixoDe(nivel(['vomitei duas vezes a janta', 'fiquei meio tonto'], { idade: 50 }), 'pronto-socorro');
  });

  it('a pregnant woman with headache and flashing spots, pain at the pit of the stomach or very high pressure is an emergency', () => {
    expect(nivel(['gravida de 33 semanas', 'dor de cabeca desde ontem e aparecem umas estrelinhas piscando na vista'], mulher(29))).toBe('emergencia');
    expect(nivel(['to de 8 meses de barriga', 'dor de cabeca e uma dor na boca do estomago que nao passa'], mulher(35))).toBe('emergencia');
    expect(nivel(['gestante de 30 semanas com dor de cabeca', 'a pressao deu 16 por 11'], mulher(26))).toBe('emergencia');
    expect(nivel(['ganhei nenem faz 5 dias', 'dor de cabeca forte e a vista ta turva'], mulher(31))).toBe('emergencia');
    abaixoDe(nivel(['gravida de 20 semanas', 'uma dor de cabeca leve hoje, pressao 11 por 7'], mulher(25)), 'pronto-socorro');
    expect(sinais('vi uns pontinhos vermelhos na pele')).not.toContain('escotomas');
  });

  it('pancreatitis: belly pain going round to the back like a belt, with vomiting that will not stop', () => {
    peloMenos(nivel(['dor no meio da barriga desde a noite', 'a dor pega as costas como um cinto e nao paro de vomitar'], { idade: 45 }), 'pronto-socorro');
    expect(sinais('nao consigo parar de vomitar')).toContain('vomitos-repetidos');
    expect(sinais('dor de cabeca tipo uma faixa apertando')).not.toContain('dor-em-faixa');
  });

  it('left lower belly pain with fever that keeps worsening, or after 60, goes to the emergency room (diverticulitis)', () => {
    expect(nivel(['dor na barriga do lado esquerdo embaixo', 'febre de 38,3, e so piorando'], { idade: 52 })).toBe('pronto-socorro');
    expect(nivel(['dor no pe da barriga a esquerda faz 2 dias', 'febre 38'], { idade: 70 })).toBe('pronto-socorro');
    expect(nivel(['dor no lado esquerdo da barriga', 'febre 37,9'], { idade: 45 })).toBe('consulta-24h');
  });

  it('a trapped hernia is recognised when misspelt', () => {
    peloMenos(nivel(['minha ernia do umbigo saiu e nao volta', 'ta dura e doendo'], { idade: 60 }), 'pronto-socorro');
    peloMenos(nivel(['a hernea da virilha endureceu e nao entra mais'], { idade: 48 }), 'pronto-socorro');
    expect(sinais('tenho ernia de disco na lombar')).not.toContain('hernia');
  });

  it('a painful lump at the vulva is seen within a day (Bartholin abscess); a painless one routinely', () => {
    expect(nivel(['surgiu uma bola no grande labio', 'ta doendo muito pra andar'], mulher(34))).toBe('consulta-24h');
    expect(nivel(['um carocinho na beirada da vagina inchado e latejando'], mulher(26))).toBe('consulta-24h');
    expect(nivel(['tenho um carocinho na vulva faz meses', 'nao doi nada'], mulher(40))).toBe('consulta');
    expect(sinais('caroco na virilha')).not.toContain('caroco-vulvar');
  });

  it('a small child with a mouth full of sores and fever is seen within a day (gingivostomatitis)', () => {
    expect(nivel(['minha filha de 2 anos ta com a boca toda cheia de feridas', 'febre 38 e nao quer comer'], { idade: 2 })).toBe('consulta-24h');
    expect(nivel(['meu menino ta com aftas na lingua e na gengiva', 'nao aceita comer nada'], { idade: 4 })).toBe('consulta-24h');
    expect(sinais('uma afta no canto da boca')).not.toContain('feridas-boca-multiplas');
  });

  it('drooling and unable to swallow with a muffled voice in an adult is an airway emergency; a teething baby is not', () => {
    expect(nivel(['garganta doendo muito', 'to babando porque nao consigo engulir nada', 'voz ta abafada'], { idade: 45 })).toBe('emergencia');
    expect(sinais('nao consigo engoli nem o cuspe')).toContain('nao-engole-saliva');
    abaixoDe(nivel(['meu bebe de 6 meses babando muito, mordendo tudo', 'mamando normal'], { idade: 0 }), 'consulta-24h');
  });

  it('a fever denied after the word, or hot bath water, is not a fever', () => {
    expect(sinais('febre nao tive, so coriza')).not.toContain('febre');
    expect(sinais('ela toma banho bem quente')).not.toContain('febre');
    expect(sinais('febre nao passa com dipirona')).toContain('febre');
    expect(sinais('to com frebe desde ontem')).toContain('febre');
    expect(sinais('o menino ta bem quente')).toContain('febre');
  });

  it('a low fever told as a number after birth is seen within a day; 38 or more goes to the emergency room', () => {
    expect(nivel(['tive parto normal faz 6 dias', 'hoje deu 37,8'], mulher(27))).toBe('consulta-24h');
    expect(nivel(['tive parto normal faz 6 dias', 'febre 38,4'], mulher(27))).toBe('pronto-socorro');
    expect(sinais('o corte ta soltando um liquido amarelado')).not.toContain('ictericia');
  });
});
