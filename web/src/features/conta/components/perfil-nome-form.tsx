import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { notify } from '#web/components/toast.js';
import { mensagens } from '#shared/messages.js';
import { NOME_MAX_LENGTH } from '#shared/schemas/common.js';
import { atualizarPerfilRequestSchema } from '#shared/schemas/perfil.js';
import { mensagemDoErro, statusDoErro } from '#web/lib/api-errors.js';
import { ariaDoCampo } from '#web/lib/aria-campo.js';
import { useAtualizarNome } from '../api/perfil.js';

const estiloCampo = (comErro: boolean) =>
  `mt-1 block w-full rounded-lg border px-3 py-2.5 shadow-sm focus:ring-2 focus:outline-none ${
    comErro ? 'border-red-600 focus:border-red-600 focus:ring-red-600/30' : 'border-slate-300 focus:border-marca-600 focus:ring-marca-600/30'
  }`;

/**
 * Name (editable, checked by the API's own schema) and e-mail (read-only: docs/regras-do-produto.md#accounts-and-profile, it cannot change).
 * The name's error shows after an attempt to save and goes away as soon as the patient types.
 */
export function PerfilNomeForm({ nomeAtual, email }: { nomeAtual: string; email: string }) {
  const id = useId();
  const atualizar = useAtualizarNome();
  const form = useForm({ resolver: standardSchemaResolver(atualizarPerfilRequestSchema), defaultValues: { nome: nomeAtual }, reValidateMode: 'onSubmit' });
  const nome = useWatch({ control: form.control, name: 'nome' }) ?? '';
  const erro = form.formState.errors.nome?.message;
  const alterado = nome.trim().replace(/\s+/g, ' ') !== nomeAtual;

  const salvar = form.handleSubmit(({ nome: novo }) => {
    if (atualizar.isPending) return;
    atualizar.mutate(novo, {
      onSuccess: (perfil) => {
        form.reset({ nome: perfil.nome });
        notify.success('Perfil atualizado com sucesso!');
      },
      onError: (error) => {
        if (statusDoErro(error) === 400) form.setError('nome', { message: mensagemDoErro(error) }, { shouldFocus: true });
        else notify.error(mensagens.perfil.erroAtualizar, statusDoErro(error) === undefined ? undefined : mensagemDoErro(error));
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void salvar(event)} className="space-y-5">
      <div>
        <label htmlFor={`${id}-nome`} className="block text-sm font-medium text-slate-800">
          Nome completo
        </label>
        <input
          id={`${id}-nome`}
          type="text"
          autoComplete="name"
          maxLength={NOME_MAX_LENGTH}
          placeholder="Como você quer ser chamado"
          {...form.register('nome', { onChange: () => form.clearErrors('nome') })}
          {...ariaDoCampo(erro, `${id}-nome-erro`)}
          className={`${estiloCampo(Boolean(erro))} bg-white text-slate-900 placeholder:text-slate-500`}
        />
        {erro && (
          <p id={`${id}-nome-erro`} role="alert" className="mt-1 text-sm text-red-700">
            {erro}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-800">
          E-mail
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          value={email}
          readOnly
          aria-describedby={`${id}-email-dica`}
          className={`${estiloCampo(false)} cursor-not-allowed bg-slate-100 text-slate-700`}
        />
        <p id={`${id}-email-dica`} className="mt-1 text-xs text-slate-600">
          O e-mail é o seu login e não pode ser alterado.
        </p>
      </div>
      <div className="flex justify-end">
        <button
          type="submit"
          disabled={atualizar.isPending || !alterado}
          className="inline-flex items-center justify-center rounded-lg bg-marca-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700"
        >
          {atualizar.isPending ? 'Salvando...' : 'Salvar alterações'}
        </button>
      </div>
    </form>
  );
}
