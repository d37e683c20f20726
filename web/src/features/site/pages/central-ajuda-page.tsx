import { useState } from 'react';
import { Link } from 'react-router-dom';
import { produto } from '#shared/constants.js';
import { AccordionContent, AccordionItem, AccordionRoot, AccordionTrigger } from '#web/components/accordion.js';
import { HeadsetIcon, HelpCircleIcon, MailIcon } from '#web/components/icons.js';
import { PageHero } from '../components/page-hero.js';
import { secoesAjuda } from '../data/central-ajuda.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';

const atalhos = [
  { to: '/faq', title: 'FAQ', description: 'Respostas rápidas para as dúvidas mais comuns.', Icon: HelpCircleIcon },
  { to: '/contato', title: 'Contato', description: `Envie uma mensagem: respondemos em até ${produto.respostaContatoHoras} horas.`, Icon: MailIcon },
  { to: `mailto:${produto.emailSuporte}`, title: 'Suporte 24/7', description: `Escreva para ${produto.emailSuporte} a qualquer hora.`, Icon: HeadsetIcon },
];

const cardClass =
  'flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:border-marca-700 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700';

export function CentralAjudaPage() {
  // docs/regras-do-produto.md#public-site — only one section and one item open at a time; opening a section starts with its items closed.
  const [secaoAberta, setSecaoAberta] = useState('');
  const [itemAberto, setItemAberto] = useState('');

  return (
    <>
      <MetadadosPagina titulo="Central de Ajuda" descricao="Guias rápidos sobre a consulta com o médico virtual, os recursos do chat e a proteção dos seus dados." />
      <PageHero
        eyebrow="Central de Ajuda"
        title="Como podemos ajudar?"
        description="Guias rápidos sobre a consulta, os recursos do chat e a proteção dos seus dados."
      />

      <section aria-labelledby="atalhos-titulo" className="py-12">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="atalhos-titulo" className="sr-only">
            Atalhos
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {atalhos.map(({ to, title, description, Icon }) => {
              const content = (
                <>
                  <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-marca-700 text-white">
                    <Icon className="h-6 w-6" />
                  </span>
                  <span className="mt-4 text-lg font-bold text-slate-900">{title}</span>
                  <span className="mt-1 text-sm text-slate-600">{description}</span>
                </>
              );
              return (
                <li key={title}>
                  {to.startsWith('mailto:') ? (
                    <a href={to} className={cardClass}>
                      {content}
                    </a>
                  ) : (
                    <Link to={to} className={cardClass}>
                      {content}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="topicos-titulo" className="pb-16">
        <div className="mx-auto max-w-3xl px-4">
          <h2 id="topicos-titulo" className="text-2xl font-extrabold tracking-tight text-slate-900">
            Tópicos de ajuda
          </h2>
          <AccordionRoot
            type="single"
            collapsible
            value={secaoAberta}
            onValueChange={(value) => {
              setSecaoAberta(value);
              setItemAberto('');
            }}
            className="mt-6 space-y-4"
          >
            {secoesAjuda.map((secao) => (
              <AccordionItem key={secao.id} value={secao.id}>
                <AccordionTrigger className="text-lg">
                  <span className="block">{secao.title}</span>
                  <span className="block text-sm font-normal text-slate-600">{secao.description}</span>
                </AccordionTrigger>
                <AccordionContent>
                  <AccordionRoot type="single" collapsible value={itemAberto} onValueChange={setItemAberto} className="space-y-2">
                    {secao.items.map((item, index) => (
                      <AccordionItem key={item.question} value={`${secao.id}-${index}`} className="bg-slate-50 shadow-none">
                        <AccordionTrigger headingLevel="h4" className="text-base">
                          {item.question}
                        </AccordionTrigger>
                        <AccordionContent>
                          <p className="leading-relaxed">{item.answer}</p>
                        </AccordionContent>
                      </AccordionItem>
                    ))}
                  </AccordionRoot>
                </AccordionContent>
              </AccordionItem>
            ))}
          </AccordionRoot>
        </div>
      </section>
    </>
  );
}
