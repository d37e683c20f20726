import type { InputHTMLAttributes, ReactNode } from 'react';
import { LockIcon, MailIcon } from '../../../components/icons.js';
import { contaRegras } from '../../../../../shared/constants.js';

interface AuthInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  readonly id: string;
  readonly label: string;
  readonly icon?: ReactNode;
  /** A short help line under the field, tied to it with aria-describedby. */
  readonly hint?: string;
}

/** One labelled field of the account forms. */
export function AuthInput({ id, label, icon, hint, ...input }: AuthInputProps) {
  const hintId = hint ? `${id}-dica` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative mt-1">
        {icon && (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">{icon}</span>
        )}
        <input
          id={id}
          aria-describedby={hintId}
          className={`block w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-marca-600 focus:ring-2 focus:ring-marca-600/30 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-600 ${
            icon ? 'pl-10' : 'pl-3'
          }`}
          {...input}
        />
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

type PresetProps = Omit<AuthInputProps, 'type' | 'icon' | 'value' | 'onChange'> & {
  readonly value: string;
  readonly onValue: (value: string) => void;
};

/** The e-mail field of the account forms. */
export function EmailInput({ value, onValue, ...props }: Omit<PresetProps, 'label'>) {
  return (
    <AuthInput
      label="E-mail"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      placeholder="seu@email.com"
      icon={<MailIcon className="h-4 w-4" />}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      required
      {...props}
    />
  );
}

/** A password field of the account forms, with the pool's minimum length. */
export function SenhaInput({ value, onValue, ...props }: PresetProps) {
  return (
    <AuthInput
      type="password"
      icon={<LockIcon className="h-4 w-4" />}
      minLength={contaRegras.senhaMinima}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      required
      {...props}
    />
  );
}

/** The submit button of the account forms: full width, brand colour, disabled while sending. */
export function AuthSubmit({ children, disabled }: { children: ReactNode; disabled: boolean }) {
  return (
    <button
      type="submit"
      disabled={disabled}
      className="flex w-full items-center justify-center gap-2 rounded-lg bg-marca-700 px-4 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 disabled:cursor-not-allowed disabled:bg-marca-700/70"
    >
      {disabled && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
      {children}
    </button>
  );
}
