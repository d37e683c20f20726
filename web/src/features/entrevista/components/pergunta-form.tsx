import { useId, useState, type FormEvent } from 'react';
import { botaoPrimario, botaoSecundario } from '#web/components/form-controls.js';
import { ariaDoCampo } from '#web/lib/aria-campo.js';
import type { Pergunta } from '../perguntas.js';
import { ErroCampo, opcaoClasse, TituloEtapa } from './etapa.js';

/** Step 3, once per question: one choice, then "Continuar". */
export function PerguntaForm({
  pergunta,
  numero,
  total,
  inicial,
  onVoltar,
  onResponder,
}: {
  pergunta: Pergunta;
  numero: number;
  total: number;
  inicial?: string | undefined;
  onVoltar: () => void;
  onResponder: (opcaoId: string) => void;
}) {
  const prefixo = useId();
  const [escolha, setEscolha] = useState(inicial ?? '');
  const [erro, setErro] = useState<string>();

  function continuar(event: FormEvent) {
    event.preventDefault();
    if (!pergunta.opcoes.some((opcao) => opcao.id === escolha)) {
      setErro('Escolha uma resposta.');
      return;
    }
    onResponder(escolha);
  }

  return (
    <form noValidate onSubmit={continuar} aria-labelledby={`${prefixo}-titulo`} className="space-y-6">
      <div>
        <p className="text-sm font-semibold text-marca-800">
          Pergunta {numero} de {total}
        </p>
        <div
          role="progressbar"
          aria-label="Progresso da entrevista"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={numero - 1}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-marca-600 transition-all" style={{ width: `${((numero - 1) / total) * 100}%` }} />
        </div>
      </div>
      <fieldset {...ariaDoCampo(erro, `${prefixo}-erro`)}>
        <legend className="w-full">
          <TituloEtapa id={`${prefixo}-titulo`} titulo={pergunta.texto} />
        </legend>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {pergunta.opcoes.map((opcao) => (
            <label key={opcao.id} className={opcaoClasse}>
              <input
                type="radio"
                name={`${prefixo}-${pergunta.id}`}
                value={opcao.id}
                checked={escolha === opcao.id}
                onChange={() => {
                  setEscolha(opcao.id);
                  setErro(undefined);
                }}
                className="h-4 w-4 shrink-0 accent-marca-700"
              />
              {opcao.rotulo}
            </label>
          ))}
        </div>
        <ErroCampo id={`${prefixo}-erro`} erro={erro} />
      </fieldset>
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
