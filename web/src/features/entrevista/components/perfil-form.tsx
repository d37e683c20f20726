import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { botaoPrimario, campoClasse, Rotulo } from '#web/components/form-controls.js';
import { ariaDoCampo } from '#web/lib/aria-campo.js';
import { perguntaGestacao, type Perfil } from '../entrevista.js';
import { IDADE_MAXIMA, perfilEntrevistaSchema, type PerfilEntrevista, type PerfilEntrevistaInput } from '../perfil-schema.js';
import { ErroCampo, opcaoClasse, TituloEtapa } from './etapa.js';
import { useCamposDigitadosAntes } from '#web/lib/use-primeira-interacao.js';

/** Step 1: age (in months under 2 years), sex and, for women of child-bearing age, pregnancy. */
export function PerfilForm({ inicial, onContinuar }: { inicial?: Perfil | undefined; onContinuar: (perfil: Perfil) => void }) {
  const prefixo = useId();
  const form = useForm<PerfilEntrevistaInput, unknown, PerfilEntrevista>({
    resolver: standardSchemaResolver(perfilEntrevistaSchema),
    shouldUnregister: true,
    ...(inicial
      ? {
          defaultValues: {
            idade: inicial.idade,
            sexo: inicial.sexo,
            ...(inicial.meses === undefined ? {} : { meses: inicial.meses }),
            ...(inicial.gestante === undefined ? {} : { gestante: inicial.gestante ? 'sim' : 'nao' }),
          },
        }
      : {}),
  });
  const { errors } = form.formState;
  const idade = useWatch({ control: form.control, name: 'idade' });
  const sexo = useWatch({ control: form.control, name: 'sexo' });
  // On a prerendered page, what was typed before the app started is typed again here, once the
  // form's own hooks are in place (react-hook-form's watchers subscribe in a layout effect, and
  // effects run in the order they are declared).
  const campos = useCamposDigitadosAntes<HTMLFormElement>();
  const temIdade = typeof idade === 'number' && Number.isInteger(idade);
  const bebe = temIdade && idade < 2;
  const gestacao = temIdade && (sexo === 'feminino' || sexo === 'masculino') && perguntaGestacao({ idade, sexo });

  const continuar = form.handleSubmit((dados) =>
    onContinuar({
      idade: dados.idade,
      sexo: dados.sexo,
      ...(dados.meses === undefined ? {} : { meses: dados.meses }),
      ...(dados.gestante ? { gestante: dados.gestante === 'sim' } : {}),
    }),
  );

  return (
    <form ref={campos} noValidate onSubmit={(event) => void continuar(event)} aria-labelledby={`${prefixo}-titulo`} className="space-y-6">
      <TituloEtapa id={`${prefixo}-titulo`} titulo="Sobre a pessoa com os sintomas">
        Se a entrevista é sobre outra pessoa, como uma criança, responda por ela.
      </TituloEtapa>

      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Rotulo htmlFor={`${prefixo}-idade`} obrigatorio>
            Idade (anos)
          </Rotulo>
          <input
            id={`${prefixo}-idade`}
            type="number"
            inputMode="numeric"
            min={0}
            max={IDADE_MAXIMA}
            aria-required
            {...form.register('idade', { valueAsNumber: true })}
            {...ariaDoCampo(errors.idade?.message, `${prefixo}-idade-erro`)}
            className={campoClasse(Boolean(errors.idade))}
          />
          <ErroCampo id={`${prefixo}-idade-erro`} erro={errors.idade?.message} />
        </div>
        {bebe && (
          <div>
            <Rotulo htmlFor={`${prefixo}-meses`} obrigatorio>
              Idade em meses (0 a 23)
            </Rotulo>
            <input
              id={`${prefixo}-meses`}
              type="number"
              inputMode="numeric"
              min={0}
              max={23}
              aria-required
              {...form.register('meses', { valueAsNumber: true })}
              {...ariaDoCampo(errors.meses?.message, `${prefixo}-meses-erro`)}
              className={campoClasse(Boolean(errors.meses))}
            />
            <ErroCampo id={`${prefixo}-meses-erro`} erro={errors.meses?.message} />
          </div>
        )}
      </div>

      <fieldset {...ariaDoCampo(errors.sexo?.message, `${prefixo}-sexo-erro`)}>
        <legend className="text-sm font-medium text-slate-800">
          Sexo biológico <span className="text-red-700" aria-hidden="true">*</span>
        </legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {(['feminino', 'masculino'] as const).map((valor) => (
            <label key={valor} className={opcaoClasse}>
              <input type="radio" value={valor} {...form.register('sexo')} className="h-4 w-4 accent-marca-700" />
              {valor === 'feminino' ? 'Feminino' : 'Masculino'}
            </label>
          ))}
        </div>
        <ErroCampo id={`${prefixo}-sexo-erro`} erro={errors.sexo?.message} />
      </fieldset>

      {gestacao && (
        <fieldset {...ariaDoCampo(errors.gestante?.message, `${prefixo}-gestante-erro`)}>
          <legend className="text-sm font-medium text-slate-800">
            Está grávida? <span className="text-red-700" aria-hidden="true">*</span>
          </legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {(['sim', 'nao'] as const).map((valor) => (
              <label key={valor} className={opcaoClasse}>
                <input type="radio" value={valor} {...form.register('gestante')} className="h-4 w-4 accent-marca-700" />
                {valor === 'sim' ? 'Sim' : 'Não'}
              </label>
            ))}
          </div>
          <ErroCampo id={`${prefixo}-gestante-erro`} erro={errors.gestante?.message} />
        </fieldset>
      )}

      <button type="submit" className={botaoPrimario}>
        Continuar
      </button>
    </form>
  );
}
