import { PRECO_CONSULTA_FORMATADO } from '#shared/format.js';
import { ActivityIcon, ClipboardIcon, ClockIcon, ExternalLinkIcon, LockIcon, StethoscopeIcon } from '#web/components/icons.js';
import { AiDisclaimer } from '../components/ai-disclaimer.js';
import { CtaBand } from '../components/cta-band.js';
import { PageHero } from '../components/page-hero.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';

const etapas = [
  { title: 'Responda às perguntas', description: 'Conte quais sintomas você sente, há quanto tempo e com que intensidade.', Icon: ClipboardIcon },
  { title: 'Veja a orientação', description: 'Receba uma indicação do nível de urgência e do tipo de cuidado mais adequado.', Icon: ActivityIcon },
  { title: 'Siga o próximo passo', description: `Se precisar, converse com um médico virtual por ${PRECO_CONSULTA_FORMATADO}.`, Icon: StethoscopeIcon },
];

const destaques = [
  { text: 'Gratuito e sem cadastro', Icon: ClipboardIcon },
  { text: 'Leva cerca de 5 minutos', Icon: ClockIcon },
  { text: 'Respostas confidenciais', Icon: LockIcon },
];

export function VerificadorSintomasPage() {
  return (
    <>
      <MetadadosPagina titulo="Verificador de Sintomas" descricao="Responda a uma entrevista rápida e gratuita e descubra qual o cuidado mais indicado para o que você está sentindo." />
      <PageHero
        eyebrow="Verificador de Sintomas"
        title="Entenda seus sintomas em poucos minutos"
        description="Responda a uma entrevista rápida e gratuita e descubra qual o cuidado mais indicado para o que você está sentindo."
      >
        <div className="mt-8 flex flex-col items-center gap-3">
          <a
            href="/entrevista-sintomas"
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-xl bg-marca-700 px-7 py-4 text-lg font-semibold text-white shadow-lg transition-colors hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
          >
            Iniciar Entrevista Grátis
            <ExternalLinkIcon className="h-5 w-5" />
            <span className="sr-only">(abre em nova aba)</span>
          </a>
          <p className="text-sm text-slate-600">A entrevista abre em uma nova aba.</p>
        </div>
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {destaques.map(({ text, Icon }) => (
            <li key={text} className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-200">
              <Icon className="h-4 w-4 text-marca-700" />
              {text}
            </li>
          ))}
        </ul>
      </PageHero>

      <section aria-labelledby="etapas-titulo" className="py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="etapas-titulo" className="text-center text-3xl font-extrabold tracking-tight text-slate-900">
            Como funciona a entrevista
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {etapas.map(({ title, description, Icon }, index) => (
              <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-marca-50 text-marca-800">
                    <Icon className="h-6 w-6" />
                  </span>
                  <span className="text-sm font-semibold text-marca-800">Etapa {index + 1}</span>
                </div>
                <h3 className="mt-4 text-lg font-bold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="emergencia-titulo" className="px-4">
        <div className="mx-auto max-w-4xl rounded-2xl border border-red-200 bg-red-50 p-6">
          <h2 id="emergencia-titulo" className="text-lg font-bold text-red-900">
            Em caso de emergência, não espere
          </h2>
          <p className="mt-2 text-red-900">
            Dor no peito, falta de ar intensa, fraqueza ou formigamento de um lado do corpo, desmaio ou sangramento forte: ligue
            imediatamente para o SAMU (192) ou procure o pronto-socorro mais próximo. Para apoio emocional, ligue para o CVV (188).
          </p>
        </div>
        <AiDisclaimer className="mx-auto mt-6 max-w-4xl" />
      </section>

      <CtaBand title="Prefere conversar com um médico virtual?" />
    </>
  );
}
