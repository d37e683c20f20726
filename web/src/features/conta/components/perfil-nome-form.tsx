import { useId, useState, type FormEvent } from 'react';
import { notify } from '../../../components/toast.js';
import { mensagens } from '../../../../../shared/messages.js';
import { NOME_MAX_LENGTH, parseOrError } from '../../../../../shared/schemas/common.js';
import { atualizarPerfilRequestSchema } from '../../../../../shared/schemas/perfil.js';
import { ApiRequestError } from '../../../lib/api-client.js';
import { useAtualizarNome } from '../api/perfil.js';

const estiloCampo = (comErro: boolean) =>
  `mt-1 block w-full rounded-lg border px-3 py-2.5 shadow-sm focus:ring-2 focus:outline-none ${
    comErro ? 'border-red-600 focus:border-red-600 focus:ring-red-600/30' : 'border-slate-300 focus:border-marca-600 focus:ring-marca-600/30'
  }`;

/** Name (editable, checked by the API's own schema) and e-mail (read-only: spec §5, it cannot change). */
export function PerfilNomeForm({ nomeAtual, email }: { nomeAtual: string; email: string }) {
  const id = useId();
  const [nome, setNome] = useState(nomeAtual);
  const [erro, setErro] = useState<string>();
  const atualizar = useAtualizarNome();
  const alterado = nome.trim().replace(/\s+/g, ' ') !== nomeAtual;

  const salvar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (atualizar.isPending) return;
    const result = parseOrError(atualizarPerfilRequestSchema, { nome });
    if (!result.ok) {
      setErro(result.message);
      document.getElementById(`${id}-nome`)?.focus();
      return;
    }
    setErro(undefined);
    atualizar.mutate(result.data.nome, {
      onSuccess: (perfil) => {
        setNome(perfil.nome);
        notify.success('Perfil atualizado com sucesso!');
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 400) setErro(error.message);
        else notify.error(mensagens.perfil.erroAtualizar, error instanceof ApiRequestError ? error.message : undefined);
      },
    });
  };

  return (
    <form noValidate onSubmit={salvar} className="space-y-5">
      <div>
        <label htmlFor={`${id}-nome`} className="block text-sm font-medium text-slate-800">
          Nome completo
        </label>
        <input
          id={`${id}-nome`}
          name="nome"
          type="text"
          autoComplete="name"
          maxLength={NOME_MAX_LENGTH}
          placeholder="Como você quer ser chamado"
          value={nome}
          onChange={(event) => {
            setNome(event.target.value);
            if (erro) setErro(undefined);
          }}
          aria-invalid={erro ? true : undefined}
          aria-describedby={erro ? `${id}-nome-erro` : undefined}
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
