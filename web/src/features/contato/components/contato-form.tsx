import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { campoClasse, Rotulo } from '../../../components/form-controls.js';
import { notify } from '../../../components/toast.js';
import { mensagens } from '../../../../../shared/messages.js';
import { parseOrError } from '../../../../../shared/schemas/common.js';
import {
  assuntosContato,
  contatoRequestSchema,
  MENSAGEM_CONTATO_MAX_LENGTH,
  TELEFONE_MAX_LENGTH,
} from '../../../../../shared/schemas/contato.js';
import { EMAIL_MAX_LENGTH, NOME_MAX_LENGTH } from '../../../../../shared/schemas/common.js';
import { useCreateContato } from '../api/create-contato.js';
import { mascararTelefone } from '../../../lib/mascara-telefone.js';

const campos = ['nome', 'email', 'telefone', 'assunto', 'mensagem'] as const;
type Campo = (typeof campos)[number];
type Valores = Record<Campo, string>;
type Erros = Partial<Record<Campo, string>>;

const vazio: Valores = { nome: '', email: '', telefone: '', assunto: '', mensagem: '' };

/** The form's values checked by the same schema as the API: the first message of each field. */
function validar(valores: Valores) {
  const result = parseOrError(contatoRequestSchema, valores);
  if (result.ok) return { ok: true as const, data: result.data, erros: {} };
  const erros: Erros = {};
  for (const issue of result.issues) {
    const campo = issue.path as Campo;
    if (campos.includes(campo) && erros[campo] === undefined) erros[campo] = issue.message;
  }
  return { ok: false as const, erros };
}

function ErroCampo({ id, erro }: { id: string; erro?: string }) {
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

/** The contact form (site-and-accounts §2, §3, §5): validated here and again by the API with one schema. */
export function ContatoForm() {
  const prefixo = useId();
  const [valores, setValores] = useState<Valores>(vazio);
  const [erros, setErros] = useState<Erros>({});
  const [tentouEnviar, setTentouEnviar] = useState(false);
  const envio = useCreateContato();
  const refs = useRef<Partial<Record<Campo, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>({});
  const id = (campo: Campo) => `${prefixo}-${campo}`;
  const idErro = (campo: Campo) => `${prefixo}-${campo}-erro`;

  const mudar = (campo: Campo) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const valor = campo === 'telefone' ? mascararTelefone(event.target.value) : event.target.value;
    const proximos = { ...valores, [campo]: valor };
    setValores(proximos);
    // Once the visitor tried to send, errors follow the typing so a fixed field clears at once.
    if (tentouEnviar) setErros(validar(proximos).erros);
    if (envio.isError) envio.reset();
  };

  const enviar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (envio.isPending) return;
    setTentouEnviar(true);
    const result = validar(valores);
    setErros(result.erros);
    if (!result.ok) {
      const primeiro = campos.find((campo) => result.erros[campo] !== undefined);
      if (primeiro) refs.current[primeiro]?.focus();
      return;
    }
    envio.mutate(result.data, {
      onSuccess: () => {
        notify.success(mensagens.contato.sucesso);
        setValores(vazio);
        setErros({});
        setTentouEnviar(false);
      },
    });
  };

  const propsCampo = (campo: Campo, obrigatorio: boolean) => ({
    id: id(campo),
    name: campo,
    value: valores[campo],
    onChange: mudar(campo),
    'aria-invalid': erros[campo] ? true : undefined,
    'aria-required': obrigatorio || undefined,
    'aria-describedby': [erros[campo] ? idErro(campo) : '', campo === 'mensagem' ? `${prefixo}-contador` : '']
      .filter(Boolean)
      .join(' ') || undefined,
    className: campoClasse(Boolean(erros[campo])),
  });

  return (
    <form noValidate onSubmit={enviar} aria-labelledby={`${prefixo}-titulo`} className="space-y-5">
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
            ref={(el) => void (refs.current.nome = el)}
            type="text"
            autoComplete="name"
            maxLength={NOME_MAX_LENGTH}
            placeholder="Seu nome completo"
          />
          <ErroCampo id={idErro('nome')} erro={erros.nome} />
        </div>
        <div>
          <Rotulo htmlFor={id('email')} obrigatorio>
            E-mail
          </Rotulo>
          <input
            {...propsCampo('email', true)}
            ref={(el) => void (refs.current.email = el)}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            placeholder="seu@email.com"
          />
          <ErroCampo id={idErro('email')} erro={erros.email} />
        </div>
        <div>
          <Rotulo htmlFor={id('telefone')}>Telefone</Rotulo>
          <input
            {...propsCampo('telefone', false)}
            ref={(el) => void (refs.current.telefone = el)}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={TELEFONE_MAX_LENGTH}
            placeholder="(11) 98765-4321"
          />
          <ErroCampo id={idErro('telefone')} erro={erros.telefone} />
        </div>
        <div>
          <Rotulo htmlFor={id('assunto')} obrigatorio>
            Assunto
          </Rotulo>
          <select {...propsCampo('assunto', true)} ref={(el) => void (refs.current.assunto = el)}>
            <option value="">Selecione um assunto</option>
            {assuntosContato.map((assunto) => (
              <option key={assunto.id} value={assunto.id}>
                {assunto.label}
              </option>
            ))}
          </select>
          <ErroCampo id={idErro('assunto')} erro={erros.assunto} />
        </div>
      </div>

      <div>
        <Rotulo htmlFor={id('mensagem')} obrigatorio>
          Mensagem
        </Rotulo>
        <textarea
          {...propsCampo('mensagem', true)}
          ref={(el) => void (refs.current.mensagem = el)}
          rows={6}
          maxLength={MENSAGEM_CONTATO_MAX_LENGTH}
          placeholder="Conte como podemos ajudar"
        />
        <div className="mt-1 flex items-start justify-between gap-3">
          <ErroCampo id={idErro('mensagem')} erro={erros.mensagem} />
          <p id={`${prefixo}-contador`} className="ml-auto shrink-0 text-xs text-slate-600">
            {valores.mensagem.length}/{MENSAGEM_CONTATO_MAX_LENGTH} caracteres
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
