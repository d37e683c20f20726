import { Link } from 'react-router-dom';
import { produto } from '#shared/constants.js';
import { AccordionContent, AccordionItem, AccordionRoot, AccordionTrigger } from '#web/components/accordion.js';
import { HeadsetIcon, MailIcon } from '#web/components/icons.js';
import { PageHero } from '../components/page-hero.js';
import { faqCategorias } from '../data/faq.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';

export function FaqPage() {
  return (
    <>
      <MetadadosPagina titulo="Perguntas Frequentes" descricao="Respostas rápidas sobre o serviço, valores, atendimento, privacidade e segurança do ZapSaúde." />
      <PageHero
        eyebrow="FAQ"
        title="Perguntas Frequentes"
        description="Respostas rápidas sobre o serviço, valores, atendimento, privacidade e segurança."
      >
        <nav aria-label="Categorias" className="mt-8">
          <ul className="flex flex-wrap justify-center gap-2">
            {faqCategorias.map((categoria) => (
              <li key={categoria.id}>
                <a
                  href={`#${categoria.id}`}
                  className="inline-block rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-sm ring-1 ring-slate-200 hover:text-marca-800 hover:ring-marca-700"
                >
                  {categoria.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      <div className="mx-auto max-w-3xl space-y-14 px-4 py-16">
        {faqCategorias.map((categoria) => (
          <section key={categoria.id} id={categoria.id} aria-labelledby={`${categoria.id}-titulo`} className="scroll-mt-24">
            <h2 id={`${categoria.id}-titulo`} className="text-2xl font-extrabold tracking-tight text-slate-900">
              {categoria.title}
            </h2>
            {/* "multiple": each question opens and closes on its own (docs/regras-do-produto.md#public-site, FAQ). */}
            <AccordionRoot type="multiple" className="mt-6 space-y-3">
              {categoria.questions.map((pergunta, index) => (
                <AccordionItem key={pergunta.question} value={`${categoria.id}-${index}`}>
                  <AccordionTrigger>{pergunta.question}</AccordionTrigger>
                  <AccordionContent>
                    <p className="leading-relaxed">{pergunta.answer}</p>
                  </AccordionContent>
                </AccordionItem>
              ))}
            </AccordionRoot>
          </section>
        ))}
      </div>

      <section aria-labelledby="mais-ajuda-titulo" className="px-4 pb-16">
        <div className="mx-auto max-w-3xl rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
          <h2 id="mais-ajuda-titulo" className="text-2xl font-bold text-slate-900">
            Não encontrou sua resposta?
          </h2>
          <p className="mt-2 text-slate-600">Consulte a Central de Ajuda ou escreva para nossa equipe de suporte.</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to="/central-ajuda"
              className="inline-flex items-center justify-center gap-2 rounded-xl bg-marca-700 px-5 py-3 font-semibold text-white hover:bg-marca-800"
            >
              <HeadsetIcon className="h-5 w-5" />
              Central de Ajuda
            </Link>
            <a
              href={`mailto:${produto.emailSuporte}`}
              className="inline-flex items-center justify-center gap-2 rounded-xl px-5 py-3 font-semibold text-marca-800 ring-1 ring-marca-700 hover:bg-marca-50"
            >
              <MailIcon className="h-5 w-5" />
              {produto.emailSuporte}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
