import { Link } from 'react-router-dom';
import { botaoPrimario, botaoSecundario, Spinner } from '#web/components/form-controls.js';
import { ArrowLeftIcon, DownloadIcon } from '#web/components/icons.js';
import { AguardandoMedico, DecisaoMedica } from '#web/components/resultado-validacao.js';
import type { ResultadoValidacao } from '#shared/schemas/validacao.js';
import { useSession } from '#web/lib/auth-session.js';
import { documentosOferecidos } from '#web/lib/validacao-paciente.js';
import type { DocumentoConsulta } from '../api/consulta-chat.js';

/**
 * After the end (CFM 2.454/2026, docs/validacao-medica.md): "Sua avaliação está com um médico" with
 * the expected time until a physician decides, then the decision: validated with the message, the
 * medicines and the signed documents, or refused with the orientation. The page never leaves on
 * its own: the patient downloads the record and goes back when they choose.
 */
export function PainelValidacao(props: {
  validacao: ResultadoValidacao | undefined;
  carregando: boolean;
  baixando: DocumentoConsulta | undefined;
  aoBaixar: (documento: DocumentoConsulta) => void;
}) {
  const { validacao, carregando, baixando, aoBaixar } = props;
  const session = useSession();
  const decidida = validacao?.status === 'validada' || validacao?.status === 'recusada';
  const documentos = validacao ? documentosOferecidos(validacao) : { receita: false, relatorio: false };
  const botao = (documento: DocumentoConsulta, rotulo: string, classe: string) => (
    <button type="button" className={`${classe} text-sm`} disabled={baixando !== undefined} onClick={() => aoBaixar(documento)}>
      {baixando === documento ? <Spinner className={documento === 'receita' ? undefined : 'h-4 w-4 border-slate-300 border-t-marca-700'} /> : <DownloadIcon className="h-4 w-4" />}
      {rotulo}
    </button>
  );

  return (
    <div className="space-y-3">
      {carregando && !validacao ? (
        <p role="status" className="flex items-center gap-2 rounded-2xl bg-white p-4 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200">
          <Spinner className="h-4 w-4 border-slate-300 border-t-marca-700" /> Consultando a validação médica…
        </p>
      ) : validacao && decidida ? (
        <section
          aria-labelledby="validacao-titulo"
          aria-live="polite"
          className={`rounded-2xl bg-white p-4 shadow-sm ring-1 sm:p-5 ${validacao.status === 'validada' ? 'ring-emerald-600/30' : 'ring-rose-600/30'}`}
        >
          <DecisaoMedica
            validacao={validacao}
            tituloId="validacao-titulo"
            acoes={
              <>
                {documentos.receita && botao('receita', 'Baixar receita validada (PDF)', botaoPrimario)}
                {documentos.relatorio && botao('prontuario', 'Baixar relatório da consulta (PDF)', botaoSecundario)}
              </>
            }
          />
        </section>
      ) : validacao ? (
        <section aria-labelledby="validacao-titulo" aria-live="polite" className="rounded-2xl bg-amber-50/60 p-4 shadow-sm ring-1 ring-amber-600/25 sm:p-5">
          <AguardandoMedico tituloId="validacao-titulo" {...(validacao.previstoAte ? { previstoAte: validacao.previstoAte } : {})} />
          <p className="mt-3 text-sm text-slate-700">Você pode esperar nesta página: o resultado aparece aqui assim que o médico responder.</p>
        </section>
      ) : null}
      <div className="flex flex-wrap justify-center gap-2">
        {/* Before a physician decides, the record is the whole conversation marked RASCUNHO. */}
        {!documentos.relatorio && botao('prontuario', 'Baixar prontuário (PDF)', botaoSecundario)}
        <Link to="/" className={`${botaoSecundario} text-sm`}>
          <ArrowLeftIcon className="h-4 w-4" /> Voltar ao início
        </Link>
        <Link to="/medicos-virtuais" className={`${botaoSecundario} text-sm`}>
          Voltar aos médicos
        </Link>
        {session.status === 'signed-in' && (
          <Link to="/resultados" className={`${botaoSecundario} text-sm`}>
            Meus resultados
          </Link>
        )}
      </div>
    </div>
  );
}
