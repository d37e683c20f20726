import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CampoCodigo } from '#web/components/campo-codigo.js';
import { AlertaErro, botaoPrimario, botaoSecundario, Spinner } from '#web/components/form-controls.js';
import { LockIcon, MailIcon } from '#web/components/icons.js';
import { resultadosSessaoRequestSchema } from '#shared/schemas/validacao.js';
import { mensagemDoErro } from '#web/lib/api-errors.js';
import { abrirSessao, pedirCodigo } from '../api/resultados.js';
import type { SessaoResultados } from '../sessao-resultados.js';

const erroDe = (error: unknown) => mensagemDoErro(error, 'Não foi possível falar com o servidor. Tente novamente.');

type Etapa = { fase: 'inicio' } | { fase: 'codigo'; emailMascarado: string; minutos?: number };

/** Whole minutes until the code expires, if the server's time reads. */
function minutosAte(iso: string): number | undefined {
  const ms = Date.parse(iso) - Date.now();
  return Number.isNaN(ms) || ms <= 0 ? undefined : Math.max(1, Math.round(ms / 60_000));
}

/**
 * The e-mailed link's door (docs/validacao-medica.md): the link alone shows nothing of the
 * consultation. A one-time code goes to the e-mail used in the consultation, and the code opens a
 * 30-minute results session.
 */
export function AcessoPorCodigo({ consultaId, aoEntrar }: { consultaId: string; aoEntrar: (sessao: SessaoResultados) => void }) {
  const [etapa, setEtapa] = useState<Etapa>({ fase: 'inicio' });
  const [enviando, setEnviando] = useState(false);
  const [erroEnvio, setErroEnvio] = useState<string>();
  // The server's own request schema checks the code before it is sent.
  const form = useForm({ resolver: standardSchemaResolver(resultadosSessaoRequestSchema), defaultValues: { consultaId, codigo: '' } });
  const codigo = useWatch({ control: form.control, name: 'codigo' }) ?? '';
  const conferindo = form.formState.isSubmitting;
  const erroCodigo = form.formState.errors.codigo?.message ?? form.formState.errors.consultaId?.message;
  const campoCodigo = form.register('codigo');

  const enviarCodigo = async () => {
    setEnviando(true);
    setErroEnvio(undefined);
    try {
      const { emailMascarado, expiraEm } = await pedirCodigo(consultaId);
      const minutos = minutosAte(expiraEm);
      setEtapa({ fase: 'codigo', emailMascarado, ...(minutos === undefined ? {} : { minutos }) });
      form.reset({ consultaId, codigo: '' });
    } catch (error) {
      setErroEnvio(erroDe(error));
    } finally {
      setEnviando(false);
    }
  };

  const conferir = form.handleSubmit(async (pedido) => {
    try {
      const sessao = await abrirSessao(pedido.consultaId, pedido.codigo);
      aoEntrar({ token: sessao.token, expiraEm: sessao.expiraEm, consultaId });
    } catch (error) {
      form.setError('codigo', { message: erroDe(error) }, { shouldFocus: true });
    }
  });

  return (
    <section aria-labelledby="acesso-titulo" className="mx-auto max-w-lg rounded-2xl bg-white p-6 shadow-xl ring-1 shadow-slate-200/60 ring-slate-200 sm:p-8">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-marca-50 text-marca-700">
        <LockIcon className="h-7 w-7" />
      </span>
      <h2 id="acesso-titulo" className="mt-4 text-center text-xl font-bold text-slate-900">
        Confirme que é você
      </h2>
      {etapa.fase === 'inicio' ? (
        <>
          <p className="mt-2 text-center text-slate-700">
            Por segurança, o resultado da consulta só aparece depois de confirmarmos o seu e-mail. Enviaremos um código de 6 dígitos para o e-mail
            usado na consulta.
          </p>
          {erroEnvio && (
            <div className="mt-4">
              <AlertaErro>{erroEnvio}</AlertaErro>
            </div>
          )}
          <button type="button" className={`${botaoPrimario} mt-6 w-full`} disabled={enviando} onClick={() => void enviarCodigo()}>
            {enviando ? <Spinner /> : <MailIcon className="h-5 w-5" />} Enviar código
          </button>
        </>
      ) : (
        <form className="mt-2" onSubmit={(event) => void conferir(event)} noValidate>
          <p role="status" className="text-center text-slate-700">
            Enviamos um código para <strong className="font-semibold break-words text-slate-900">{etapa.emailMascarado}</strong>.
            {etapa.minutos !== undefined && ` Ele vale por ${etapa.minutos} ${etapa.minutos === 1 ? 'minuto' : 'minutos'}.`}
          </p>
          <CampoCodigo registro={campoCodigo} erro={erroCodigo} />
          <button type="submit" className={`${botaoPrimario} mt-5 w-full`} disabled={conferindo || codigo.length !== 6}>
            {conferindo ? <Spinner /> : null} Ver resultado
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
  );
}
