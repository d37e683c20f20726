import type { ChangeEvent } from 'react';
import { contaRegras } from '#shared/constants.js';
import { maskCpf } from '#shared/cpf.js';

/**
 * A registered CPF input (react-hook-form's `register`, plus any props of the form's own) that
 * masks as it is typed, with the attributes every CPF field of the site shares (as `campoTelefone`
 * does for phones). The caller adds its id and aria wiring.
 */
export function campoCpf<R extends { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown }>(registro: R) {
  return {
    ...registro,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = maskCpf(event.target.value);
      return registro.onChange(event);
    },
    inputMode: 'numeric',
    autoComplete: 'off',
    maxLength: contaRegras.cpfMascaraTamanho,
    placeholder: '000.000.000-00',
  } as const;
}
