import { useState } from 'react';
import { LockIcon } from '#web/components/icons.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';
import { avaliarEntrevista, medicoSugerido, perguntasDa, proximaPergunta, type Entrevista, type Perfil } from '../entrevista.js';
import type { Queixa } from '../perguntas.js';
import { PerfilForm } from '../components/perfil-form.js';
import { PerguntaForm } from '../components/pergunta-form.js';
import { QueixaForm } from '../components/queixa-form.js';
import { ResultadoEntrevista } from '../components/resultado-entrevista.js';

type Etapa = 'perfil' | 'queixa' | 'perguntas';

/**
 * The free, anonymous symptom interview that "Iniciar Entrevista Grátis" opens in a new tab: age
 * and sex, the main complaint, its questions (red flags first), then the triage level and the
 * doctor to consult. It runs in this page only: no account, no request, nothing stored.
 */
export function EntrevistaSintomasPage() {
  const [etapa, setEtapa] = useState<Etapa>('perfil');
  const [perfil, setPerfil] = useState<Perfil>();
  const [queixa, setQueixa] = useState<Queixa>();
  const [textoLivre, setTextoLivre] = useState('');
  // Answers in the order given, so "Voltar" undoes the last one.
  const [respostas, setRespostas] = useState<readonly (readonly [string, string])[]>([]);

  const entrevista: Entrevista | undefined =
    perfil && queixa ? { perfil, queixa, textoLivre, respostas: Object.fromEntries(respostas) } : undefined;
  const pergunta = etapa === 'perguntas' && entrevista ? proximaPergunta(entrevista) : undefined;
  const encerrada = etapa === 'perguntas' && entrevista !== undefined && pergunta === undefined;

  function recomecar() {
    setRespostas([]);
    setQueixa(undefined);
    setTextoLivre('');
    setEtapa('perfil');
  }

  let conteudo;
  if (encerrada) {
    const avaliacao = avaliarEntrevista(entrevista);
    conteudo = <ResultadoEntrevista avaliacao={avaliacao} medico={medicoSugerido(entrevista, avaliacao)} onRecomecar={recomecar} />;
  } else if (etapa === 'perguntas' && entrevista && pergunta) {
    conteudo = (
      <PerguntaForm
        key={pergunta.id}
        pergunta={pergunta}
        numero={respostas.length + 1}
        total={perguntasDa(entrevista.queixa, entrevista.perfil).length}
        onVoltar={() => (respostas.length === 0 ? setEtapa('queixa') : setRespostas(respostas.slice(0, -1)))}
        onResponder={(opcaoId) => setRespostas([...respostas, [pergunta.id, opcaoId]])}
      />
    );
  } else if (etapa === 'queixa') {
    conteudo = (
      <QueixaForm
        inicial={queixa}
        textoInicial={textoLivre}
        onVoltar={() => setEtapa('perfil')}
        onContinuar={(escolhida, texto) => {
          if (escolhida.id !== queixa?.id) setRespostas([]);
          setQueixa(escolhida);
          setTextoLivre(texto);
          setEtapa('perguntas');
        }}
      />
    );
  } else {
    conteudo = (
      <PerfilForm
        inicial={perfil}
        onContinuar={(novo) => {
          setPerfil(novo);
          setRespostas([]);
          setEtapa('queixa');
        }}
      />
    );
  }

  return (
    <div className="bg-gradient-to-b from-marca-50 to-white">
      <MetadadosPagina
        titulo="Entrevista de Sintomas"
        descricao="Entrevista gratuita de sintomas: responda a algumas perguntas e veja qual o cuidado mais indicado, de autocuidado a emergência."
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <p className="text-sm font-semibold uppercase tracking-wider text-marca-800">Verificador de Sintomas</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Entrevista de sintomas gratuita</h1>
        <p className="mt-3 flex items-start gap-2 text-slate-700">
          <LockIcon className="mt-1 h-4 w-4 shrink-0 text-marca-700" />
          Gratuita e anônima: sem cadastro, e suas respostas ficam só neste navegador. Nada é enviado nem guardado.
        </p>
        <p className="mt-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          Em caso de emergência, não espere: ligue para o SAMU 192.
        </p>
        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">{conteudo}</div>
      </div>
    </div>
  );
}
