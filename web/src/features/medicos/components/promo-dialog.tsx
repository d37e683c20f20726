import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AlertaErro, botaoPrimario, campoClasse, Spinner } from '#web/components/form-controls.js';
import { GiftIcon } from '#web/components/icons.js';
import { Modal } from '#web/components/modal.js';
import { notify } from '#web/components/toast.js';
import { promo } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';
import { ApiRequestError } from '#web/lib/api-client.js';
import { ativarConsultaGratuita, primeiraGratuitaUsada } from '#web/lib/consulta-gratuita.js';
import { validarCodigoPromo } from '../api/promo.js';

const textos = mensagens.promo;

interface ErroPromo {
  readonly titulo: string;
  readonly descricao?: string;
}

/** The server's 400 carries the dialog's own title and description; anything else is the generic 'Erro'. */
function erroDoServidor(error: unknown): ErroPromo {
  if (error instanceof ApiRequestError && error.status === 400) return { titulo: error.message, descricao: error.descricao };
  if (error instanceof ApiRequestError && error.status === 409) return textos.codigoJaUtilizado;
  return { titulo: textos.generico, descricao: error instanceof ApiRequestError ? error.message : mensagens.erros.erroInterno };
}

/**
 * "1º Consulta Grátis": the promo code dialog (docs/regras-do-produto.md#the-free-consultation-zap19). The field is upper case and at
 * most 10 characters; the server decides whether the code is valid.
 */
export function PromoDialog({ className = '' }: { className?: string }) {
  const id = useId();
  const [aberto, setAberto] = useState(false);
  const form = useForm({ defaultValues: { codigo: '' } });
  const validando = form.formState.isSubmitting;
  // The dialog's error is a title and a description (the server's 400 sends both): the title is the
  // field error's message, the description rides along in its `types`.
  const erroCampo = form.formState.errors.codigo;
  const erro: ErroPromo | undefined = erroCampo?.message
    ? { titulo: erroCampo.message, ...(typeof erroCampo.types?.descricao === 'string' ? { descricao: erroCampo.types.descricao } : {}) }
    : undefined;
  const mostrar = (erroPromo: ErroPromo) =>
    form.setError('codigo', { type: 'promo', message: erroPromo.titulo, types: erroPromo.descricao ? { descricao: erroPromo.descricao } : {} });
  const campo = form.register('codigo', { onChange: () => form.clearErrors('codigo') });

  const mudarAberto = (proximo: boolean) => {
    setAberto(proximo);
    if (!proximo) form.reset();
  };

  // The server decides whether the code is valid; here only "typed something" and "not used yet".
  const aplicar = form.handleSubmit(async ({ codigo }) => {
    if (!codigo.trim()) return mostrar(textos.codigoNecessario);
    if (primeiraGratuitaUsada()) return mostrar(textos.codigoJaUtilizado);
    try {
      await validarCodigoPromo(codigo);
      ativarConsultaGratuita(codigo);
      mudarAberto(false);
      notify.success('Código aplicado!', 'Sua primeira consulta é grátis. Escolha um médico e toque em “Iniciar Consulta Grátis”.');
    } catch (error) {
      mostrar(erroDoServidor(error));
    }
  });

  return (
    <>
      <button
        type="button"
        onClick={() => mudarAberto(true)}
        className={`inline-flex items-center justify-center gap-2 rounded-lg bg-amber-400 px-5 py-3 font-bold text-amber-950 shadow-sm transition-colors hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 ${className}`}
      >
        <GiftIcon className="h-5 w-5" />
        1º Consulta Grátis
      </button>
      <Modal aberto={aberto} aoMudar={mudarAberto} titulo="1º Consulta Grátis" descricao="Digite o código promocional para fazer sua primeira consulta sem custo.">
        <form noValidate onSubmit={(event) => void aplicar(event)} className="space-y-4">
          <div>
            <label htmlFor={`${id}-codigo`} className="block text-sm font-medium text-slate-800">
              Código promocional
            </label>
            <input
              id={`${id}-codigo`}
              {...campo}
              onChange={(event) => {
                event.target.value = event.target.value.toUpperCase().slice(0, promo.tamanhoMaximo);
                return campo.onChange(event);
              }}
              maxLength={promo.tamanhoMaximo}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="Ex.: ZAP19"
              aria-invalid={erro ? true : undefined}
              className={`${campoClasse(erro !== undefined)} font-mono text-lg tracking-widest uppercase`}
            />
          </div>
          {erro && (
            <AlertaErro titulo={erro.titulo}>
              {erro.descricao}
            </AlertaErro>
          )}
          <button type="submit" disabled={validando} className={`${botaoPrimario} w-full`}>
            {validando && <Spinner />}
            {validando ? 'Validando...' : 'Aplicar Código'}
          </button>
          <p className="text-center text-xs text-slate-600">Vale uma consulta gratuita por pessoa (e-mail e CPF).</p>
        </form>
      </Modal>
    </>
  );
}
