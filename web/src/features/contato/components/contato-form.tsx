import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { campoClasse, Rotulo } from '#web/components/form-controls.js';
import { notify } from '#web/components/toast.js';
import { mensagens } from '#shared/messages.js';
import {
  assuntosContato,
  contatoRequestSchema,
  MENSAGEM_CONTATO_MAX_LENGTH,
  TELEFONE_MAX_LENGTH,
  type ContatoRequest,
  type ContatoRequestInput,
} from '#shared/schemas/contato.js';
import { EMAIL_MAX_LENGTH, NOME_MAX_LENGTH } from '#shared/schemas/common.js';
import { useCreateContato } from '../api/create-contato.js';
import { ariaDoCampo } from '#web/lib/aria-campo.js';
import { campoTelefone } from '#web/lib/mascara-telefone.js';
import { useCamposDigitadosAntes } from '#web/lib/use-primeira-interacao.js';

type Campo = keyof ContatoRequestInput;

// No subject until the visitor picks one: the select's empty option, which the schema refuses.
const vazio = { nome: '', email: '', telefone: '', mensagem: '' };

function ErroCampo({ id, erro }: { id: string; erro?: string | undefined }) {
  if (!erro) return null;
  return (
    <p id={id} className="mt-1 flex items-center gap-1 text-sm text-red-700">
      <svg viewBox="0 0 24 24" className="h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
        <circle cx="12" cy="12" r="10" />
        <path d="M12 8v4M12 16h.01" />
      </svg>
      {erro}
    </p>
  );
}

/**
 * The contact form (docs/regras-do-produto.md#public-site): checked here and again by the API with one schema.
 * After the first attempt to send, errors follow the typing, so a fixed field clears at once.
 */
export function ContatoForm() {
  const prefixo = useId();
  const envio = useCreateContato();
  const form = useForm<ContatoRequestInput, unknown, ContatoRequest>({ resolver: standardSchemaResolver(contatoRequestSchema), defaultValues: vazio });
  const { errors } = form.formState;
  const mensagem = useWatch({ control: form.control, name: 'mensagem' }) ?? '';
  // On a prerendered page, what was typed before the app started is typed again here, once the
  // form's own hooks are in place (react-hook-form's watchers subscribe in a layout effect, and
  // effects run in the order they are declared).
  const campos = useCamposDigitadosAntes<HTMLFormElement>();
  const id = (campo: Campo) => `${prefixo}-${campo}`;
  const idErro = (campo: Campo) => `${prefixo}-${campo}-erro`;

  const propsCampo = (campo: Campo, obrigatorio: boolean) => ({
    id: id(campo),
    ...form.register(campo),
    ...ariaDoCampo(errors[campo]?.message, idErro(campo), campo === 'mensagem' ? `${prefixo}-contador` : ''),
    'aria-required': obrigatorio || undefined,
    className: campoClasse(Boolean(errors[campo])),
  });
  const telefone = propsCampo('telefone', false);

  const enviar = form.handleSubmit((dados) =>
    envio.mutate(dados, {
      onSuccess: () => {
        notify.success(mensagens.contato.sucesso);
        form.reset();
      },
    }),
  );

  return (
    <form ref={campos} noValidate onSubmit={(event) => void enviar(event)} onChange={() => envio.isError && envio.reset()} aria-labelledby={`${prefixo}-titulo`} className="space-y-5">
      <div>
        <h2 id={`${prefixo}-titulo`} className="text-xl font-bold text-slate-900">
          Envie sua mensagem
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Campos marcados com <span className="text-red-700">*</span> são obrigatórios.
        </p>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Rotulo htmlFor={id('nome')} obrigatorio>
            Nome
          </Rotulo>
          <input
            {...propsCampo('nome', true)}
            type="text"
            autoComplete="name"
            maxLength={NOME_MAX_LENGTH}
            placeholder="Seu nome completo"
          />
          <ErroCampo id={idErro('nome')} erro={errors.nome?.message} />
        </div>
        <div>
          <Rotulo htmlFor={id('email')} obrigatorio>
            E-mail
          </Rotulo>
          <input
            {...propsCampo('email', true)}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            placeholder="seu@email.com"
          />
          <ErroCampo id={idErro('email')} erro={errors.email?.message} />
        </div>
        <div>
          <Rotulo htmlFor={id('telefone')}>Telefone</Rotulo>
          <input {...campoTelefone(telefone)} autoComplete="tel-national" maxLength={TELEFONE_MAX_LENGTH} />
          <ErroCampo id={idErro('telefone')} erro={errors.telefone?.message} />
        </div>
        <div>
          <Rotulo htmlFor={id('assunto')} obrigatorio>
            Assunto
          </Rotulo>
          <select {...propsCampo('assunto', true)}>
            <option value="">Selecione um assunto</option>
            {assuntosContato.map((assunto) => (
              <option key={assunto.id} value={assunto.id}>
                {assunto.label}
              </option>
            ))}
          </select>
          <ErroCampo id={idErro('assunto')} erro={errors.assunto?.message} />
        </div>
      </div>

      <div>
        <Rotulo htmlFor={id('mensagem')} obrigatorio>
          Mensagem
        </Rotulo>
        <textarea
          {...propsCampo('mensagem', true)}
          rows={6}
          maxLength={MENSAGEM_CONTATO_MAX_LENGTH}
          placeholder="Conte como podemos ajudar"
        />
        <div className="mt-1 flex items-start justify-between gap-3">
          <ErroCampo id={idErro('mensagem')} erro={errors.mensagem?.message} />
          <p id={`${prefixo}-contador`} className="ml-auto shrink-0 text-xs text-slate-600">
            {mensagem.length}/{MENSAGEM_CONTATO_MAX_LENGTH} caracteres
          </p>
        </div>
      </div>

      {envio.isError && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">Não foi possível enviar sua mensagem.</p>
          <p>{envio.error.message}</p>
        </div>
      )}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-600">
          Usamos seus dados só para responder a este contato, conforme a LGPD. Não envie sintomas ou exames por aqui: para
          isso, inicie uma consulta.
        </p>
        <button
          type="submit"
          disabled={envio.isPending}
          className="inline-flex shrink-0 items-center justify-center gap-2 rounded-lg bg-marca-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 disabled:cursor-wait disabled:bg-marca-700/70"
        >
          {envio.isPending && (
            <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />
          )}
          {envio.isPending ? 'Enviando...' : 'Enviar Mensagem'}
        </button>
      </div>
    </form>
  );
}
