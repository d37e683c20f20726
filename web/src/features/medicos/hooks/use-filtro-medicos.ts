import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FILTRO_TODAS, isEspecialidadeId, type FiltroEspecialidade } from '#shared/especialidades.js';
import { useHydrated } from '#web/lib/use-hydrated.js';

const semFiltro = new URLSearchParams();

/**
 * The directory's search text and specialty, kept in the address (?busca=…&especialidade=…) so a
 * filtered list can be shared and survives going back from a doctor. The page prerendered at build
 * lists every doctor; a filtered address applies its filter once the page has been hydrated.
 */
export function useFiltroMedicos() {
  const [todosParams, setParams] = useSearchParams();
  const params = useHydrated() ? todosParams : semFiltro;
  const busca = params.get('busca') ?? '';
  const bruta = params.get('especialidade') ?? FILTRO_TODAS;
  const especialidade: FiltroEspecialidade = isEspecialidadeId(bruta) ? bruta : FILTRO_TODAS;

  const atualizar = useCallback(
    (mudanca: { busca?: string; especialidade?: FiltroEspecialidade }) => {
      setParams(
        (atuais) => {
          const proximos = new URLSearchParams(atuais);
          if (mudanca.busca !== undefined) {
            if (mudanca.busca === '') proximos.delete('busca');
            else proximos.set('busca', mudanca.busca);
          }
          if (mudanca.especialidade !== undefined) {
            if (mudanca.especialidade === FILTRO_TODAS) proximos.delete('especialidade');
            else proximos.set('especialidade', mudanca.especialidade);
          }
          return proximos;
        },
        // Typing must not fill the history with one entry per letter.
        { replace: true },
      );
    },
    [setParams],
  );

  const limpar = useCallback(() => atualizar({ busca: '', especialidade: FILTRO_TODAS }), [atualizar]);

  return { busca, especialidade, atualizar, limpar };
}
