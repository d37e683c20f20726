/**
 * Ear, nose and throat beyond fever: a swallowed fish bone or object stuck in the throat, a
 * nosebleed that does not stop with pressure, an ear that hurts when the outer ear is pulled or
 * runs with discharge (otitis externa). A nosebleed that stopped is cared for at home.
 * Manchester 'corpo estranho', 'hemorragia menor incontrolável'; NICE CKS epistaxis, otitis externa;
 * NHS 'Nosebleed', 'Swallowed objects'.
 */
import { ate, sinal } from '../construir.js';
import type { Familia } from '../tipos.js';

const OBJETO_ENGOLIDO =
  '(?:espinha de peixe|espinha|espinho|osso|ossinho|ossos|moeda|bateria|baterias|pilha|pilhas|ima|imas|prego|parafuso|alfinete|agulha|brinquedo|pecinha|tampinha|brinco|anel|chave|caroco)';
const NARIZ = '(?:nariz|narina|narinas|nariz dele|nariz dela)';

export const ouvidoNarizGarganta: Familia = {
  sinais: [
    sinal('corpo-estranho-garganta', [
      '\\b(?:engoli|engoliu|engolimos|engolido) ' + ate(2) + OBJETO_ENGOLIDO + '\\b',
      '\\b(?:espinha|espinho|osso|ossinho) ' + ate(4) + '(?:garganta|entalad\\w*|engasgad\\w*|atravessad\\w*|presa|preso|agarrad\\w*|cravad\\w*|enganchad\\w*)\\b',
      '\\b(?:entalad\\w*|engasgad\\w*|presa|preso|atravessad\\w*) ' + ate(3) + '(?:com )?(?:uma |um )?(?:espinha|espinho|osso|ossinho)\\b',
      '\\b(?:alguma coisa|algo) (?:preso|presa|entalad\\w*|agarrad\\w*) ' + ate(2) + 'garganta\\b',
    ]),
    sinal('epistaxe', [
      '\\b' + NARIZ + ' ' + ate(4) + '(?:sangrando|sangrou|sangra|sangue|sangrar)\\b',
      '\\bsangue (?:pelo|do|no|saindo do|saindo pelo) nariz\\b',
      '\\bsangramento (?:nasal|no nariz|pelo nariz|do nariz)\\b',
      '\\bepistaxe\\b',
      // The first aid itself names the bleed: pinching the soft part of the nose, head forward.
      '\\b(?:apert\\w*|pression\\w*|comprimi\\w*|segur\\w*|tampei|tampando|tapei|tapando) ' + ate(3) + '(?:a ponta do |as abas do |a parte mole do |o )?' + NARIZ + '\\b ' + ate(8) + '(?:parou|estancou|passou|sangr\\w*|sangue|para frente|inclinad\\w*)\\b',
    ], { leve: true }),
    sinal('epistaxe-persistente', [
      '\\b(?:sangr\\w*|sangue) ' + ate(3) + '(?:sem parar|que nao para|nao para|nao estanca|nao parou|direto)\\b',
      '\\b(?:sangr\\w*) ' + ate(2) + '(?:faz|ha|mais de|por|tem) (?:[2-9]\\d|\\d{3}|meia|uma|1|2|duas) ?(?:min\\w*|hora|horas|h)\\b',
      '\\b(?:apert\\w*|pression\\w*|comprimi\\w*|segur\\w*|tampei|tampando) ' + ate(6) + '(?:nao (?:para|parou|estanca|estancou|adiantou|resolveu)|continua sangrando|ainda sangra\\w*)\\b',
    ]),
    // Hearing lost in hours or a day (NICE CKS sudden sensorineural hearing loss: ENT within 24 hours);
    // a blocked ear with wax is self-care (leves.ts).
    sinal('perda-audicao', [
      '\\b(?:parei de ouvir|perdi a audicao|fiquei surd\\w*|ficou surd\\w*|surdo de repente|nao (?:estou|esta|to) (?:ouvindo|escutando) (?:nada|direito|mais)|nao (?:ouco|escuto) (?:nada|mais nada|mais))\\b',
      '\\b(?:ouvido|orelha) ' + ate(3) + '(?:surd\\w*|nao ouve|nao escuta|nao ouco|nao escuto|sem ouvir|sem escutar|parou de ouvir)\\b',
      '\\bperda (?:de|da) audicao\\b|\\baudicao ' + ate(2) + '(?:sumiu|caiu|diminuiu|abafada)\\b',
    ]),
    // A burst eardrum: blood from the ear, or pain after a slap, a blast, a dive or a cotton bud.
    sinal('timpano-lesado', [
      '\\b(?:furou|furei|perfurou|perfurei|estourou|rompeu|machuquei|ma[cx]ucou) ' + ate(2) + 'timpano\\b|\\btimpano ' + ate(2) + '(?:furad\\w*|perfurad\\w*|estourad\\w*|rompid\\w*)\\b',
      '\\b(?:sangue|sangrando|sangrou|sangramento) ' + ate(3) + '(?:ouvido|orelha)\\b|\\b(?:ouvido|orelha) ' + ate(2) + '(?:sangrando|sangrou|com sangue)\\b',
      '\\b(?:cotonete|tapa|bofetada|explosao|estouro|rojao|bomba|mergulh\\w*) ' + ate(5) + '(?:ouvido|orelha) ' + ate(3) + '(?:doendo|doi|dor|zumbindo|sangr\\w*|surd\\w*|tampad\\w*)\\b',
    ]),
    sinal('otite-externa', [
      '\\bdoi ' + ate(2) + '(?:quando|ao|se|so de) (?:puxo|puxa|puxar|mexo|mexer|encosto|encostar|aperto|apertar|toco|tocar) ' + ate(2) + 'orelha\\b',
      '\\b(?:orelha|ouvido) ' + ate(3) + '(?:doi|doendo|dolorid\\w*) ' + ate(3) + '(?:puxo|puxar|encosto|encostar|aperto|apertar|toco|tocar|mexo|mexer)\\b',
      '\\bouvido de nadador\\b|\\botite externa\\b',
      '\\b(?:ouvido|orelha) ' + ate(4) + '(?:saindo|escorrendo|vazando|minando|soltando|com) ' + ate(2) + '(?:secrecao|pus|liquido|agua amarel\\w*|cheiro)\\b',
      '\\b(?:secrecao|pus|liquido) ' + ate(2) + '(?:saindo do|no|do|pelo) ouvido\\b',
      '\\b(?:saindo|escorrendo|vazando) (?:uma |um )?(?:secrecao|pus|liquido) ' + ate(3) + '(?:ouvido|orelha)\\b',
    ]),
    // Ringing or hissing in the ear (tinnitus): routine unless sudden, one-sided with hearing loss.
    sinal('zumbido', [
      '\\b(?:zumbido|zunido|zumbindo|zunindo|zoada|apito|apitando|chiado|chiando|barulho) ' + ate(3) + '(?:no|nos|do|dos|dentro do|na|da) (?:ouvidos?|orelhas?|cabeca)\\b',
      '\\b(?:ouvidos?|orelhas?) ' + ate(3) + '(?:zumbindo|zunindo|apitando|chiando|com zumbido|com chiado)\\b',
      '\\bzumbido\\b|\\btinnitus\\b|\\bacufeno\\b',
    ], { informativoSuprime: true }),
  ],
  regras: [
    {
      nivel: 'consulta',
      motivo: 'Zumbido no ouvido (avaliação sem urgência)',
      quando: (c) => c.tem('zumbido'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Espinha, osso ou objeto engolido ou preso na garganta',
      quando: (c) => c.tem('corpo-estranho-garganta'),
    },
    {
      nivel: 'pronto-socorro',
      motivo: 'Sangramento pelo nariz que não para mesmo com compressão',
      quando: (c) => c.tem('epistaxe') && c.tem('epistaxe-persistente'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Sangramento pelo nariz em quem usa anticoagulante ou tem pressão alta',
      quando: (c) =>
        c.tem('epistaxe') && (c.tem('anticoagulante') || (c.medidas.pressaoMaxima?.sistolica ?? 0) >= 180),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Perda de audição de repente (avaliação em até 24 horas)',
      quando: (c) => c.tem('perda-audicao') && (c.tem('inicio-subito') || !c.tem('cera-ouvido')),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Sangue no ouvido ou dor depois de pancada, cotonete, mergulho ou estouro (possível tímpano perfurado)',
      quando: (c) => c.tem('timpano-lesado'),
    },
    {
      nivel: 'consulta-24h',
      motivo: 'Dor de ouvido ao puxar a orelha ou com secreção (possível otite externa)',
      quando: (c) => c.tem('otite-externa'),
    },
  ],
};
