import { describe, expect, it } from 'vitest';
import { PRECO_CONSULTA } from '#shared/constants.js';
import { especialidades, FILTRO_TODAS, planos } from '#shared/especialidades.js';
import {
  contagemMedicos,
  filtrarMedicos,
  findMedico,
  generoDoMedico,
  medicos,
  pollyVozDoMedico,
  pollyVozPorPreset,
  textoDisponibilidade,
  VOZ_PADRAO,
  vozDoMedico,
  vozesPreset,
} from '#shared/medicos.js';

describe('medicos', () => {
  it('has 12 doctors with ids 1 to 12, one per specialty in the specialties order', () => {
    expect(medicos).toHaveLength(12);
    expect(medicos.map((medico) => medico.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(medicos.map((medico) => medico.especialidade)).toEqual(especialidades.map((e) => e.label));
    expect(medicos.map((medico) => medico.especialidadeId)).toEqual(especialidades.map((e) => e.id));
  });

  it('fills every field of the spec within its range', () => {
    for (const medico of medicos) {
      expect(medico.nome).toMatch(/^Dra?\. \p{Lu}/u);
      expect(medico.descricao).toMatch(/virtual de IA/);
      expect(medico.avatar).toBe(`/medicos/${medico.id}.svg`);
      expect(medico.rating).toBeGreaterThanOrEqual(4.7);
      expect(medico.rating).toBeLessThanOrEqual(4.9);
      expect(Number.isInteger(medico.consultasRealizadas)).toBe(true);
      expect(medico.consultasRealizadas).toBeGreaterThanOrEqual(1500);
      expect(medico.consultasRealizadas).toBeLessThanOrEqual(3500);
      expect(medico.disponivel).toBe(true);
      expect(planos).toContain(medico.planRequired);
      expect(Number.isInteger(medico.pessoasNaFila)).toBe(true);
      expect(medico.pessoasNaFila).toBeGreaterThanOrEqual(1);
      expect(medico.pessoasNaFila).toBeLessThanOrEqual(8);
      expect(medico.historico).toHaveLength(3);
      for (const linha of medico.historico) expect(linha.trim().length).toBeGreaterThan(20);
      expect(medico.avaliacoes.length).toBeGreaterThanOrEqual(2);
      expect(medico.avaliacoes.length).toBeLessThanOrEqual(3);
      for (const avaliacao of medico.avaliacoes) {
        expect([4, 5]).toContain(avaliacao.nota);
        expect(avaliacao.nome).not.toBe('');
        expect(avaliacao.comentario).not.toBe('');
      }
      // AI personas carry no council registration (a CRM identifies a real physician).
      expect(medico.crm).toBeUndefined();
      expect(medico.preco).toBe(PRECO_CONSULTA);
      expect(medico.tags?.length).toBeGreaterThan(0);
      expect(medico.idiomas).toContain('Português');
    }
  });
});

describe('vozDoMedico', () => {
  it('follows the spec mapping: 1 and 6 onyx, 4, 8 and 11 echo, the others nova or shimmer', () => {
    expect([1, 6].map(vozDoMedico)).toEqual(['onyx', 'onyx']);
    expect([4, 8, 11].map(vozDoMedico)).toEqual(['echo', 'echo', 'echo']);
    for (const id of [2, 3, 5, 7, 9, 10, 12]) expect(['nova', 'shimmer']).toContain(vozDoMedico(id));
  });

  it('falls back to nova for an unknown doctor', () => {
    expect(VOZ_PADRAO).toBe('nova');
    expect(vozDoMedico(99)).toBe('nova');
    expect(vozDoMedico('abc')).toBe('nova');
  });

  it('gives every doctor a voice of the gender of their title', () => {
    for (const medico of medicos) {
      expect(vozesPreset[vozDoMedico(medico.id)].genero).toBe(generoDoMedico(medico));
    }
  });

  it('maps each preset to a Polly pt-BR neural voice of the same gender', () => {
    expect(pollyVozDoMedico(1)).toBe('Thiago');
    expect(pollyVozDoMedico(4)).toBe('Thiago');
    expect(pollyVozPorPreset.nova).toBe('Camila');
    expect(pollyVozPorPreset.shimmer).toBe('Vitoria');
    for (const medico of medicos) {
      const expected = generoDoMedico(medico) === 'masculino' ? ['Thiago'] : ['Camila', 'Vitoria'];
      expect(expected).toContain(pollyVozDoMedico(medico.id));
    }
  });
});

describe('generoDoMedico', () => {
  it('reads the title', () => {
    expect(generoDoMedico({ nome: 'Dra. Ana Souza' })).toBe('feminino');
    expect(generoDoMedico({ nome: 'Dr. João Souza' })).toBe('masculino');
    expect(generoDoMedico({ nome: 'Dr. Draúzio Lima' })).toBe('masculino');
  });
});

describe('findMedico', () => {
  it('finds a doctor by numeric or string id', () => {
    expect(findMedico(7).id).toBe(7);
    expect(findMedico('12').id).toBe(12);
  });

  it('falls back to the first doctor for an unknown id', () => {
    expect(findMedico(0).id).toBe(1);
    expect(findMedico('13').id).toBe(1);
    expect(findMedico('x').id).toBe(1);
    expect(findMedico(undefined).id).toBe(1);
  });
});

describe('textoDisponibilidade', () => {
  it('prefers the disponibilidade text, then available or busy', () => {
    expect(textoDisponibilidade({ disponivel: true, disponibilidade: 'Disponível 24h' })).toBe('Disponível 24h');
    expect(textoDisponibilidade({ disponivel: true })).toBe('Disponível Agora');
    expect(textoDisponibilidade({ disponivel: false })).toBe('Ocupado');
  });
});

describe('filtrarMedicos and contagemMedicos', () => {
  it('finds Clínica Geral when typing without accent or capitals', () => {
    const result = filtrarMedicos(medicos, { busca: 'clinica' });

    expect(result.map((medico) => medico.especialidade)).toEqual(['Clínica Geral']);
  });

  it('searches names too, ignoring accents', () => {
    const result = filtrarMedicos(medicos, { busca: 'ANDRE' });

    expect(result.map((medico) => medico.nome)).toEqual(['Dr. André Carvalho']);
  });

  it('filters by specialty slug or label, and todas means everything', () => {
    expect(filtrarMedicos(medicos, { especialidade: 'cardiologia' }).map((medico) => medico.id)).toEqual([2]);
    expect(filtrarMedicos(medicos, { especialidade: 'Clínica Geral' }).map((medico) => medico.id)).toEqual([1]);
    expect(filtrarMedicos(medicos, { especialidade: FILTRO_TODAS })).toHaveLength(12);
    expect(filtrarMedicos(medicos)).toHaveLength(12);
    expect(filtrarMedicos(medicos, { busca: '   ' })).toHaveLength(12);
  });

  it('combines search and specialty', () => {
    expect(filtrarMedicos(medicos, { busca: 'beatriz', especialidade: 'cardiologia' })).toHaveLength(1);
    expect(filtrarMedicos(medicos, { busca: 'beatriz', especialidade: 'pediatria' })).toHaveLength(0);
  });

  it('counts in singular and plural', () => {
    expect(contagemMedicos(1)).toBe('1 médico encontrado');
    expect(contagemMedicos(0)).toBe('0 médicos encontrados');
    expect(contagemMedicos(12)).toBe('12 médicos encontrados');
  });
});
