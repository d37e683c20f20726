import type { ChangeEvent } from 'react';

/** Masks a Brazilian phone as it is typed: '11987654321' → '(11) 98765-4321', landlines '(11) 3456-7890'. */
export function mascararTelefone(valor: string): string {
  const digitos = valor.replace(/\D/g, '').slice(0, 11);
  if (digitos.length === 0) return '';
  if (digitos.length <= 2) return `(${digitos}`;
  const ddd = digitos.slice(0, 2);
  const numero = digitos.slice(2);
  if (numero.length <= 4) return `(${ddd}) ${numero}`;
  const corte = numero.length === 9 ? 5 : 4;
  return `(${ddd}) ${numero.slice(0, corte)}-${numero.slice(corte)}`;
}

/**
 * A registered phone input (react-hook-form's `register`, plus any props of the form's own) that
 * masks as it is typed, with the attributes every phone field of the site shares. The caller adds
 * what differs per form (autocomplete, max length).
 */
export function campoTelefone<R extends { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown }>(registro: R) {
  return {
    ...registro,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = mascararTelefone(event.target.value);
      return registro.onChange(event);
    },
    type: 'tel',
    inputMode: 'tel',
    placeholder: '(11) 98765-4321',
  } as const;
}
