import { useState } from 'react';
import { botaoPrimario, botaoSecundario, Spinner } from '#web/components/form-controls.js';
import { CalendarIcon, DownloadIcon } from '#web/components/icons.js';
import { AguardandoMedico, DecisaoMedica, StatusValidacaoBadge } from '#web/components/resultado-validacao.js';
import { ReabrirConsultaBotao } from '#web/components/reabrir-consulta.js';
import { notify } from '#web/components/toast.js';
import { formatDatePtBR } from '#shared/format.js';
import { mensagens } from '#shared/messages.js';
import type { DocumentoValidado, ResultadoConsulta } from '#shared/schemas/validacao.js';
import { ApiRequestError } from '#web/lib/api-client.js';
import { salvarArquivo } from '#web/lib/baixar-arquivo.js';
import { documentosOferecidos } from '#web/lib/validacao-paciente.js';
import { baixarDocumentoResultado, type OrigemResultados } from '../api/resultados.js';

const rotulosDocumento: Record<DocumentoValidado, string> = {
  receita: 'Baixar receita validada (PDF)',
  relatorio: 'Baixar relatório da consulta (PDF)',
};

function dataDaConsulta(iso: string): string {
  try {
    return formatDatePtBR(iso);
  } catch {
    return iso;
  }
}

function CartaoResultado({ consulta, origem }: { consulta: ResultadoConsulta; origem: OrigemResultados }) {
  const [baixando, setBaixando] = useState<DocumentoValidado>();
  const { validacao } = consulta;
  const tituloId = `resultado-${consulta.consultaId}`;

  const baixar = async (documento: DocumentoValidado) => {
    setBaixando(documento);
    try {
      const { nome, blob } = await baixarDocumentoResultado(origem, consulta.consultaId, documento);
      salvarArquivo(blob, nome);
    } catch (error) {
      const titulo = documento === 'receita' ? 'Erro ao baixar receita' : 'Erro ao baixar relatório';
      notify.error(titulo, error instanceof ApiRequestError ? error.message : mensagens.erros.erroInterno);
    } finally {
      setBaixando(undefined);
    }
  };

  const acoes = (['receita', 'relatorio'] as const).filter((documento) => documentosOferecidos(validacao)[documento]).map((documento) => (
    <button
      key={documento}
      type="button"
      className={`${documento === 'receita' ? botaoPrimario : botaoSecundario} text-sm`}
      disabled={baixando !== undefined}
      onClick={() => void baixar(documento)}
    >
      {baixando === documento ? (
        <Spinner className={documento === 'receita' ? undefined : 'h-4 w-4 border-slate-300 border-t-marca-700'} />
      ) : (
        <DownloadIcon className="h-4 w-4" />
      )}
      {rotulosDocumento[documento]}
    </button>
  ));

  return (
    <li>
      <article aria-labelledby={tituloId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <header className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-100 pb-3">
          <div className="min-w-0">
            <h2 id={tituloId} className="text-lg font-bold text-slate-900">
              {consulta.motivo ? consulta.motivo : 'Consulta'}
            </h2>
            <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
              <CalendarIcon className="h-4 w-4 shrink-0" /> {dataDaConsulta(consulta.data)}
            </p>
            <p className="text-sm text-slate-600">
              Entrevista com {consulta.medicoVirtual} (IA), {consulta.especialidade}
            </p>
          </div>
          <StatusValidacaoBadge status={validacao.status} />
        </header>
        <div className="pt-4">
          {validacao.status === 'em-consulta' ? (
            <p className="text-sm text-slate-700">A consulta ainda está em andamento. Quando ela terminar, um médico revisa o resultado.</p>
          ) : validacao.status === 'aguardando' ? (
            <AguardandoMedico titulo="h3" {...(validacao.previstoAte ? { previstoAte: validacao.previstoAte } : {})} />
          ) : (
            <DecisaoMedica titulo="h3" validacao={validacao} acoes={acoes.length > 0 ? acoes : undefined} />
          )}
        </div>
      </article>
      {/* Signed in: the whole conversation and its record, ended consultations too (read-only). */}
      {origem.tipo === 'conta' && (
        <div className="mt-2 flex justify-end">
          <ReabrirConsultaBotao consultaId={consulta.consultaId} />
        </div>
      )}
    </li>
  );
}

/** Every consultation with its physician validation and its documents (CFM 2.454/2026). */
export function ListaResultados({ consultas, origem }: { consultas: readonly ResultadoConsulta[]; origem: OrigemResultados }) {
  if (consultas.length === 0) {
    return <p className="rounded-2xl bg-white p-6 text-center text-slate-700 shadow-sm ring-1 ring-slate-200">Você ainda não tem consultas.</p>;
  }
  return (
    <ul className="space-y-4">
      {consultas.map((consulta) => (
        <CartaoResultado key={consulta.consultaId} consulta={consulta} origem={origem} />
      ))}
    </ul>
  );
}
