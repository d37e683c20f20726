/**
 * The AI's drafts, all editable (docs/validacao-medica.md, "The drafts"): the SOAP note, the
 * prescription, the message to the patient and the triage level. The page owns the form and the
 * actions; this draws its sections.
 */
import type { ReactNode } from 'react';
import { get, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { rotulosTriagem, type NivelTriagem } from '#shared/schemas/validacao.js';
import { limites, medicamentoVazio, niveisPermitidos, type RascunhoFormValues } from '../rascunho-formulario.js';
import { BotaoAdicionar, BotaoIcone, CampoLinha, CampoTexto, controleClasse, ErroCampo, erroId, Lixeira, SetaBaixo, SetaCima } from './campos.js';

type Form = UseFormReturn<RascunhoFormValues>;

/** The free-text lists of the form (one text per row). */
type CaminhoLista = 'nota.avaliacao.sinaisAlerta' | 'nota.plano.exames' | 'triagem.motivos';

const erro = (form: Form, caminho: string): string | undefined => (get(form.formState.errors, caminho) as { message?: string } | undefined)?.message;

function Secao({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h3 id={id} className="text-base font-bold text-slate-900">
        {titulo}
      </h3>
      <div className="mt-3 space-y-4">{children}</div>
    </section>
  );
}

/** A list of short texts with add, remove and reorder. */
function ListaTextos({ form, nome, rotulo, item, adicionar, desabilitado }: { form: Form; nome: CaminhoLista; rotulo: string; item: string; adicionar: string; desabilitado: boolean }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: nome });
  const baseId = nome.replace(/\./g, '-');
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{rotulo}</legend>
      {fields.length === 0 && <p className="mt-1 text-sm text-slate-600">Nenhum item.</p>}
      <ol className="mt-1 space-y-2">
        {fields.map((field, index) => (
          <li key={field.id} className="flex items-start gap-2">
            <span className="mt-2 w-5 shrink-0 text-right text-xs text-slate-500" aria-hidden="true">
              {index + 1}.
            </span>
            <div className="flex-1">
              <CampoLinha
                id={`${baseId}-${index}`}
                rotuloAcessivel={`${item} ${index + 1}`}
                maxLength={limites.itemLista}
                disabled={desabilitado}
                erro={erro(form, `${nome}.${index}.texto`)}
                {...form.register(`${nome}.${index}.texto`)}
              />
            </div>
            <BotaoIcone rotulo={`Remover ${item.toLowerCase()} ${index + 1}`} onClick={() => remove(index)} disabled={desabilitado}>
              <Lixeira />
            </BotaoIcone>
          </li>
        ))}
      </ol>
      <BotaoAdicionar onClick={() => append({ texto: '' })} disabled={desabilitado || fields.length >= limites.listaItens}>
        {adicionar}
      </BotaoAdicionar>
    </fieldset>
  );
}

function Diferenciais({ form, desabilitado }: { form: Form; desabilitado: boolean }) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'nota.avaliacao.diferenciais' });
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">Diagnóstico diferencial (do mais provável ao menos provável)</legend>
      {fields.length === 0 && <p className="mt-1 text-sm text-slate-600">Nenhuma hipótese.</p>}
      <ol className="mt-2 space-y-3">
        {fields.map((field, index) => {
          const n = index + 1;
          return (
            <li key={field.id} className="rounded-lg border border-slate-200 bg-slate-50/60 p-3">
              <div className="flex items-start gap-2">
                <span className="mt-1.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-marca-100 text-xs font-bold text-marca-800" aria-hidden="true">
                  {n}
                </span>
                <div className="flex-1 space-y-2">
                  <CampoLinha
                    id={`diferencial-${index}-hipotese`}
                    rotuloAcessivel={`Hipótese ${n}`}
                    placeholder="Hipótese diagnóstica"
                    maxLength={limites.hipotese}
                    disabled={desabilitado}
                    erro={erro(form, `nota.avaliacao.diferenciais.${index}.hipotese`)}
                    {...form.register(`nota.avaliacao.diferenciais.${index}.hipotese`)}
                  />
                  <textarea
                    id={`diferencial-${index}-raciocinio`}
                    aria-label={`Raciocínio da hipótese ${n}`}
                    placeholder="Raciocínio clínico"
                    rows={2}
                    aria-describedby={erro(form, `nota.avaliacao.diferenciais.${index}.raciocinio`) ? erroId(`diferencial-${index}-raciocinio`) : undefined}
                    maxLength={limites.raciocinio}
                    disabled={desabilitado}
                    className={controleClasse(Boolean(erro(form, `nota.avaliacao.diferenciais.${index}.raciocinio`)))}
                    {...form.register(`nota.avaliacao.diferenciais.${index}.raciocinio`)}
                  />
                  <ErroCampo id={`diferencial-${index}-raciocinio`} mensagem={erro(form, `nota.avaliacao.diferenciais.${index}.raciocinio`)} />
                </div>
                <div className="flex flex-col gap-1">
                  <BotaoIcone rotulo={`Subir hipótese ${n}`} onClick={() => move(index, index - 1)} disabled={desabilitado || index === 0}>
                    <SetaCima />
                  </BotaoIcone>
                  <BotaoIcone rotulo={`Descer hipótese ${n}`} onClick={() => move(index, index + 1)} disabled={desabilitado || index === fields.length - 1}>
                    <SetaBaixo />
                  </BotaoIcone>
                  <BotaoIcone rotulo={`Remover hipótese ${n}`} onClick={() => remove(index)} disabled={desabilitado}>
                    <Lixeira />
                  </BotaoIcone>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <BotaoAdicionar onClick={() => append({ hipotese: '', raciocinio: '' })} disabled={desabilitado || fields.length >= limites.diferenciais}>
        Adicionar hipótese
      </BotaoAdicionar>
    </fieldset>
  );
}

/** The columns of the prescription; the long ones wrap (textareas) so nothing is cut off on a laptop. */
const colunasReceita = [
  { campo: 'nome', titulo: 'Medicamento', placeholder: 'Nome e concentração', largura: 'w-[24%]', longo: true },
  { campo: 'dose', titulo: 'Dose', placeholder: '500 mg', largura: 'w-[13%]', longo: false },
  { campo: 'via', titulo: 'Via', placeholder: 'oral', largura: 'w-[10%]', longo: false },
  { campo: 'posologia', titulo: 'Posologia', placeholder: 'de 6 em 6 horas', largura: 'w-[27%]', longo: true },
  { campo: 'duracao', titulo: 'Duração', placeholder: 'por 5 dias', largura: 'w-[14%]', longo: true },
] as const;

function Receita({ form, desabilitado }: { form: Form; desabilitado: boolean }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'receita.medicamentos' });
  return (
    <div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[620px] table-fixed text-left text-sm">
          <caption className="sr-only">Medicamentos da receita</caption>
          <thead className="text-xs font-semibold text-slate-600">
            <tr>
              <th scope="col" className="w-6 pb-1">
                <span className="sr-only">Número</span>
              </th>
              {colunasReceita.map((coluna) => (
                <th key={coluna.campo} scope="col" className={`px-1 pb-1 ${coluna.largura}`}>
                  {coluna.titulo}
                </th>
              ))}
              <th scope="col" className="w-11 pb-1">
                <span className="sr-only">Remover</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, index) => (
              <tr key={field.id}>
                <td className="py-1 pr-1 align-top text-xs text-slate-500">
                  <span className="mt-2 block">{index + 1}.</span>
                </td>
                {colunasReceita.map((coluna) => {
                  const id = `medicamento-${index}-${coluna.campo}`;
                  const mensagem = erro(form, `receita.medicamentos.${index}.${coluna.campo}`);
                  const comum = {
                    id,
                    'aria-label': `${coluna.titulo === 'Medicamento' ? 'Nome' : coluna.titulo} do medicamento ${index + 1}`,
                    'aria-invalid': mensagem ? true : undefined,
                    'aria-describedby': mensagem ? erroId(id) : undefined,
                    placeholder: coluna.placeholder,
                    maxLength: limites.medicamento[coluna.campo],
                    disabled: desabilitado,
                    className: `${controleClasse(Boolean(mensagem))} px-2!`,
                    ...form.register(`receita.medicamentos.${index}.${coluna.campo}`),
                  };
                  return (
                    <td key={coluna.campo} className="px-1 py-1 align-top">
                      {coluna.longo ? <textarea rows={1} {...comum} className={`${comum.className} field-sizing-content min-h-[2.375rem] resize-none`} /> : <input {...comum} />}
                      <ErroCampo id={id} mensagem={mensagem} />
                    </td>
                  );
                })}
                <td className="py-1 pl-1 align-top">
                  <BotaoIcone rotulo={`Remover medicamento ${index + 1}`} onClick={() => remove(index)} disabled={desabilitado}>
                    <Lixeira />
                  </BotaoIcone>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {fields.length === 0 && <p className="text-sm text-slate-600">Sem medicamentos: nenhuma receita será emitida.</p>}
      <BotaoAdicionar onClick={() => append(medicamentoVazio())} disabled={desabilitado || fields.length >= limites.medicamentos}>
        Adicionar medicamento
      </BotaoAdicionar>
    </div>
  );
}

/**
 * The form's sections. `nivelMinimo`: the level the red-flag guard raised during the chat; the
 * select offers nothing less urgent.
 */
export function RascunhoCampos({ form, nivelMinimo, desabilitado }: { form: Form; nivelMinimo: NivelTriagem; desabilitado: boolean }) {
  const { register } = form;
  return (
    <div className="space-y-4">
      <Secao id="secao-triagem" titulo="Triagem">
        <div>
          <label htmlFor="triagem-nivel" className="block text-sm font-semibold text-slate-800">
            Nível de triagem
          </label>
          <select
            id="triagem-nivel"
            disabled={desabilitado}
            className={`mt-1 ${controleClasse(Boolean(erro(form, 'triagem.nivel')))}`}
            aria-describedby="triagem-nivel-dica"
            {...register('triagem.nivel')}
          >
            {niveisPermitidos(nivelMinimo).map((nivel) => (
              <option key={nivel} value={nivel}>
                {rotulosTriagem[nivel]}
              </option>
            ))}
          </select>
          <p id="triagem-nivel-dica" className="mt-1 text-xs text-slate-600">
            Nunca abaixo do nível levantado pelos sinais de alerta durante a consulta.
          </p>
        </div>
        <ListaTextos form={form} nome="triagem.motivos" rotulo="Motivos do nível" item="Motivo" adicionar="Adicionar motivo" desabilitado={desabilitado} />
      </Secao>

      <Secao id="secao-soap" titulo="Nota SOAP">
        <CampoTexto id="soap-subjetivo" rotulo="S — Subjetivo" dica="Queixa e história nas palavras do paciente." rows={6} maxLength={limites.subjetivo} disabled={desabilitado} erro={erro(form, 'nota.subjetivo')} {...register('nota.subjetivo')} />
        <CampoTexto id="soap-objetivo" rotulo="O — Objetivo" dica="Idade, peso, altura, IMC, anexos." rows={3} maxLength={limites.objetivo} disabled={desabilitado} erro={erro(form, 'nota.objetivo')} {...register('nota.objetivo')} />
        <div className="space-y-4 rounded-lg border border-slate-200 p-3">
          <p className="text-sm font-bold text-slate-900">A — Avaliação</p>
          <Diferenciais form={form} desabilitado={desabilitado} />
          <ListaTextos form={form} nome="nota.avaliacao.sinaisAlerta" rotulo="Sinais de alerta presentes ou a descartar" item="Sinal de alerta" adicionar="Adicionar sinal de alerta" desabilitado={desabilitado} />
        </div>
        <div className="space-y-4 rounded-lg border border-slate-200 p-3">
          <p className="text-sm font-bold text-slate-900">P — Plano</p>
          <ListaTextos form={form} nome="nota.plano.exames" rotulo="Exames" item="Exame" adicionar="Adicionar exame" desabilitado={desabilitado} />
          <CampoTexto id="plano-orientacoes" rotulo="Orientações" rows={3} maxLength={limites.planoOrientacoes} disabled={desabilitado} erro={erro(form, 'nota.plano.orientacoes')} {...register('nota.plano.orientacoes')} />
          <CampoTexto id="plano-retorno" rotulo="Retorno" dica="Quando voltar ou procurar atendimento." rows={2} maxLength={limites.retorno} disabled={desabilitado} erro={erro(form, 'nota.plano.retorno')} {...register('nota.plano.retorno')} />
        </div>
      </Secao>

      <Secao id="secao-receita" titulo="Receita">
        <Receita form={form} desabilitado={desabilitado} />
        <CampoTexto id="receita-orientacoes" rotulo="Orientações da receita" rows={3} maxLength={limites.receitaOrientacoes} disabled={desabilitado} erro={erro(form, 'receita.orientacoes')} {...register('receita.orientacoes')} />
      </Secao>

      <Secao id="secao-mensagem" titulo="Mensagem">
        <CampoTexto
          id="mensagem-paciente"
          rotulo="Mensagem ao paciente"
          dica="Em linguagem simples; o paciente recebe após a validação."
          rows={6}
          maxLength={limites.mensagemPaciente}
          disabled={desabilitado}
          erro={erro(form, 'mensagemPaciente')}
          {...register('mensagemPaciente')}
        />
      </Secao>
    </div>
  );
}
