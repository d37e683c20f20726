import { useId, useState, type FormEvent } from 'react';
import { botaoPrimario, botaoSecundario, campoClasse } from '#web/components/form-controls.js';
import { ariaDoCampo } from '#web/lib/aria-campo.js';
import { todasQueixas, queixaOutra, type Queixa } from '../perguntas.js';
import { ErroCampo, opcaoClasse, TituloEtapa } from './etapa.js';
import { useCamposDigitadosAntes } from '#web/lib/use-primeira-interacao.js';

/** Longest free-text complaint. */
export const TEXTO_LIVRE_MAX = 500;

/** Step 2: the main complaint, from the list or in the patient's own words. */
export function QueixaForm({
  inicial,
  textoInicial = '',
  onVoltar,
  onContinuar,
}: {
  inicial?: Queixa | undefined;
  textoInicial?: string | undefined;
  onVoltar: () => void;
  onContinuar: (queixa: Queixa, textoLivre: string) => void;
}) {
  // On a prerendered page, what was typed before the app started is typed again here.
  const campos = useCamposDigitadosAntes<HTMLFormElement>();
  const prefixo = useId();
  const [queixaId, setQueixaId] = useState(inicial?.id ?? '');
  const [texto, setTexto] = useState(textoInicial);
  const [erros, setErros] = useState<{ queixa?: string; texto?: string }>({});
  const outra = queixaId === queixaOutra.id;

  function continuar(event: FormEvent) {
    event.preventDefault();
    const queixa = todasQueixas.find((item) => item.id === queixaId);
    const novosErros = {
      ...(queixa ? {} : { queixa: 'Escolha o principal incômodo.' }),
      ...(outra && texto.trim() === '' ? { texto: 'Descreva o que você está sentindo.' } : {}),
    };
    setErros(novosErros);
    if (queixa && Object.keys(novosErros).length === 0) onContinuar(queixa, texto.trim());
  }

  return (
    <form ref={campos} noValidate onSubmit={continuar} aria-labelledby={`${prefixo}-titulo`} className="space-y-6">
      <TituloEtapa id={`${prefixo}-titulo`} titulo="Qual é o principal incômodo?" />
      <fieldset {...ariaDoCampo(erros.queixa, `${prefixo}-queixa-erro`)}>
        <legend className="sr-only">Principal incômodo</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {todasQueixas.map((queixa) => (
            <label key={queixa.id} className={opcaoClasse}>
              <input
                type="radio"
                name={`${prefixo}-queixa`}
                value={queixa.id}
                checked={queixaId === queixa.id}
                onChange={() => setQueixaId(queixa.id)}
                className="h-4 w-4 shrink-0 accent-marca-700"
              />
              {queixa.rotulo}
            </label>
          ))}
        </div>
        <ErroCampo id={`${prefixo}-queixa-erro`} erro={erros.queixa} />
      </fieldset>

      <div>
        <label htmlFor={`${prefixo}-texto`} className="block text-sm font-medium text-slate-800">
          {outra ? 'Descreva o que você está sentindo' : 'Quer contar mais com suas palavras?'}
          {outra ? (
            <span className="text-red-700" aria-hidden="true">
              {' '}
              *
            </span>
          ) : (
            <span className="font-normal text-slate-600"> (opcional)</span>
          )}
        </label>
        <textarea
          id={`${prefixo}-texto`}
          rows={3}
          maxLength={TEXTO_LIVRE_MAX}
          value={texto}
          onChange={(event) => setTexto(event.target.value)}
          aria-required={outra || undefined}
          {...ariaDoCampo(erros.texto, `${prefixo}-texto-erro`)}
          className={campoClasse(Boolean(erros.texto))}
          placeholder="Ex.: dor no joelho direito desde ontem"
        />
        <ErroCampo id={`${prefixo}-texto-erro`} erro={erros.texto} />
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <button type="button" onClick={onVoltar} className={botaoSecundario}>
          Voltar
        </button>
        <button type="submit" className={botaoPrimario}>
          Continuar
        </button>
      </div>
    </form>
  );
}
