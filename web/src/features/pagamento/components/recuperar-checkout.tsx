import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CampoCodigo } from '#web/components/campo-codigo.js';
import { AlertaErro, botaoPrimario, botaoSecundario, Spinner } from '#web/components/form-controls.js';
import { LockIcon, MailIcon } from '#web/components/icons.js';
import { mensagens } from '#shared/messages.js';
import { recuperacaoAcessoRequestSchema, type PagamentoResponse } from '#shared/schemas/pagamentos.js';
import { mensagemDoErro } from '#web/lib/api-errors.js';
import { abrirCheckoutPorCodigo, pedirCodigoCheckout } from '../api/recuperacao-checkout.js';

const textos = mensagens.recuperacaoCheckout;
const erroDe = (error: unknown) => mensagemDoErro(error, textos.erroEnvio);

/**
 * The waiting page opened from its link where the checkout is not kept (another browser or
 * device): the address names only the consultation, so the e-mail given at the payment is proven
 * with a one-time code before anything of the payment is shown.
 */
export function RecuperarCheckout({ consultaId, aoRecuperar }: { consultaId: string; aoRecuperar: (dados: PagamentoResponse) => void }) {
  const [validadeMinutos, setValidadeMinutos] = useState<number>();
  const [enviando, setEnviando] = useState(false);
  const [erroEnvio, setErroEnvio] = useState<string>();
  // The server's own request schema checks the code before it is sent.
  const form = useForm({ resolver: standardSchemaResolver(recuperacaoAcessoRequestSchema), defaultValues: { consultaId, codigo: '' } });
  const codigo = useWatch({ control: form.control, name: 'codigo' }) ?? '';
  const conferindo = form.formState.isSubmitting;
  const erroCodigo = form.formState.errors.codigo?.message ?? form.formState.errors.consultaId?.message;
  const campoCodigo = form.register('codigo');

  const enviarCodigo = async () => {
    setEnviando(true);
    setErroEnvio(undefined);
    try {
      const resposta = await pedirCodigoCheckout(consultaId);
      setValidadeMinutos(resposta.validadeMinutos);
      form.reset({ consultaId, codigo: '' });
    } catch (error) {
      setErroEnvio(erroDe(error));
    } finally {
      setEnviando(false);
    }
  };

  const conferir = form.handleSubmit(async (pedido) => {
    try {
      aoRecuperar(await abrirCheckoutPorCodigo(pedido.consultaId, pedido.codigo));
    } catch (error) {
      form.setError('codigo', { message: mensagemDoErro(error, textos.codigoInvalido) }, { shouldFocus: true });
    }
  });

  return (
    <div className="bg-gradient-to-b from-amber-50/60 via-white to-slate-50 px-4 py-10 sm:py-14">
      <section aria-labelledby="recuperar-titulo" className="mx-auto max-w-lg rounded-2xl bg-white p-6 shadow-xl ring-1 shadow-slate-200/60 ring-slate-200 sm:p-8">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-marca-50 text-marca-700">
          <LockIcon className="h-7 w-7" />
        </span>
        <h1 id="recuperar-titulo" className="mt-4 text-center text-2xl font-bold text-slate-900">
          {textos.titulo}
        </h1>
        <p className="mt-2 text-center text-slate-700">{textos.explicacao}</p>
        {validadeMinutos === undefined ? (
          <>
            {erroEnvio && (
              <div className="mt-4">
                <AlertaErro>{erroEnvio}</AlertaErro>
              </div>
            )}
            <button type="button" className={`${botaoPrimario} mt-6 w-full`} disabled={enviando} onClick={() => void enviarCodigo()}>
              {enviando ? <Spinner /> : <MailIcon className="h-5 w-5" />} {textos.enviarCodigo}
            </button>
          </>
        ) : (
          <form className="mt-4" onSubmit={(event) => void conferir(event)} noValidate>
            <p role="status" className="text-center text-sm text-slate-700">
              {textos.codigoEnviado.replace('{minutos}', String(validadeMinutos))}
            </p>
            <CampoCodigo registro={campoCodigo} erro={erroCodigo} />
            <button type="submit" className={`${botaoPrimario} mt-5 w-full`} disabled={conferindo || codigo.length !== 6}>
              {conferindo ? <Spinner /> : null} {textos.confirmar}
            </button>
            {erroEnvio && (
              <div className="mt-4">
                <AlertaErro>{erroEnvio}</AlertaErro>
              </div>
            )}
            <button type="button" className={`${botaoSecundario} mt-3 w-full text-sm`} disabled={enviando} onClick={() => void enviarCodigo()}>
              {enviando ? <Spinner className="h-4 w-4 border-slate-300 border-t-marca-700" /> : null} Enviar outro código
            </button>
          </form>
        )}
      </section>
    </div>
  );
}
