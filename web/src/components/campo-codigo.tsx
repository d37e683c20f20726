import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ariaDoCampo } from '#web/lib/aria-campo.js';
import { campoClasse } from './form-controls.js';

/**
 * The six-digit code e-mailed to prove an address (the results page, the checkout opened in another
 * browser): digits only, offered by the phone's one-time-code autofill, its error announced next to it.
 */
export function CampoCodigo({ registro, erro }: { registro: UseFormRegisterReturn; erro?: string }) {
  const campoId = useId();
  const erroId = useId();
  return (
    <>
      <label htmlFor={campoId} className="mt-5 block text-sm font-medium text-slate-800">
        Código de 6 dígitos
      </label>
      <input
        id={campoId}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        pattern="[0-9]{6}"
        {...registro}
        onChange={(event) => {
          event.target.value = event.target.value.replace(/\D/g, '').slice(0, 6);
          return registro.onChange(event);
        }}
        {...ariaDoCampo(erro, erroId)}
        className={`${campoClasse(Boolean(erro))} text-center font-mono text-2xl tracking-[0.5em]`}
      />
      {erro && (
        <p id={erroId} role="alert" className="mt-1.5 text-sm text-red-800">
          {erro}
        </p>
      )}
    </>
  );
}
