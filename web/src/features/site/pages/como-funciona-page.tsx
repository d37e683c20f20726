import { CreditCardIcon, DownloadIcon, MessageIcon, ShieldIcon, StethoscopeIcon, ClockIcon } from '#web/components/icons.js';
import { AccordionContent, AccordionItem, AccordionRoot, AccordionTrigger } from '#web/components/accordion.js';
import { AiDisclaimer } from '../components/ai-disclaimer.js';
import { PageHero } from '../components/page-hero.js';
import { PriceCard } from '../components/price-card.js';
import { beneficios, passos } from '../data/como-funciona.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';
import { PRECO_CONSULTA_FORMATADO } from '#shared/format.js';

const stepIcons = [StethoscopeIcon, CreditCardIcon, MessageIcon, DownloadIcon];
const benefitIcons = [ClockIcon, ShieldIcon, DownloadIcon];

const perguntas = [
  {
    id: 'receitas-validas',
    question: 'As receitas são válidas?',
    answer:
      'A receita que você baixa ao final da consulta é um rascunho gerado por inteligência artificial. Ela só tem validade depois que um médico de verdade a revisa e a assina com certificado digital ICP-Brasil, como exigem as normas do Conselho Federal de Medicina (CFM). Leve o rascunho ao seu médico para validação.',
  },
  {
    id: 'enviar-exames',
    question: 'Posso enviar exames e imagens?',
    answer:
      'Sim. Durante a consulta você pode enviar exames, fotos e documentos nos formatos PDF, JPG, PNG, GIF e WebP, com até 10MB por arquivo.',
  },
  {
    id: 'seguro',
    question: 'É seguro?',
    answer:
      'Sim. As conversas trafegam criptografadas, os dados de saúde ficam armazenados com criptografia e acesso restrito, e todo o tratamento segue a Lei Geral de Proteção de Dados (LGPD). Seus dados nunca são usados para publicidade.',
  },
];

export function ComoFuncionaPage() {
  return (
    <>
      <MetadadosPagina titulo="Como Funciona" descricao={`Sua consulta em quatro passos: escolha o especialista, pague ${PRECO_CONSULTA_FORMATADO} ou use o código da primeira consulta grátis, converse e receba a orientação validada.`} />
      <PageHero
        eyebrow="Como funciona"
        title="Sua consulta em quatro passos"
        description="Sem agendamento, sem fila e sem sair de casa: escolha o especialista, pague e comece a conversar."
      />

      <section aria-labelledby="passos-titulo" className="py-16">
        <div className="mx-auto max-w-5xl px-4">
          <h2 id="passos-titulo" className="sr-only">
            Passo a passo
          </h2>
          <ol className="relative space-y-6 before:absolute before:bottom-6 before:left-7 before:top-6 before:w-0.5 before:bg-marca-100 sm:before:left-8">
            {passos.map((passo, index) => {
              const Icon = stepIcons[index] ?? StethoscopeIcon;
              return (
                <li key={passo.title} className="relative flex gap-5 sm:gap-6">
                  <span className="relative z-10 flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-marca-700 text-white shadow-md sm:h-16 sm:w-16">
                    <Icon className="h-7 w-7" />
                  </span>
                  <div className="flex-1 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
                    <p className="text-sm font-semibold text-marca-800">Passo {index + 1}</p>
                    <h3 className="mt-1 text-xl font-bold text-slate-900">{passo.title}</h3>
                    <p className="mt-2 leading-relaxed text-slate-600">{passo.description}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      </section>

      <section aria-labelledby="beneficios-titulo" className="bg-white py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="beneficios-titulo" className="text-center text-3xl font-extrabold tracking-tight text-slate-900">
            Por que escolher o atendimento virtual
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {beneficios.map((beneficio, index) => {
              const Icon = benefitIcons[index] ?? ClockIcon;
              return (
                <li key={beneficio.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center">
                  <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-marca-100 text-marca-800">
                    <Icon className="h-7 w-7" />
                  </span>
                  <h3 className="mt-4 text-lg font-bold text-slate-900">{beneficio.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-slate-600">{beneficio.description}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="preco-titulo" className="py-16">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 lg:grid-cols-2">
          <div>
            <h2 id="preco-titulo" className="text-3xl font-extrabold tracking-tight text-slate-900">
              Quanto custa
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">
              Um valor fixo por consulta, sem assinatura e sem taxas escondidas. Faça quantas consultas precisar.
            </p>
            <AiDisclaimer className="mt-6" />
          </div>
          <PriceCard actionLabel="Começar Agora" />
        </div>
      </section>

      <section aria-labelledby="duvidas-titulo" className="bg-white py-16">
        <div className="mx-auto max-w-3xl px-4">
          <h2 id="duvidas-titulo" className="text-center text-3xl font-extrabold tracking-tight text-slate-900">
            Perguntas frequentes
          </h2>
          <AccordionRoot type="multiple" className="mt-8 space-y-3">
            {perguntas.map((pergunta) => (
              <AccordionItem key={pergunta.id} value={pergunta.id}>
                <AccordionTrigger>{pergunta.question}</AccordionTrigger>
                <AccordionContent>
                  <p className="leading-relaxed">{pergunta.answer}</p>
                </AccordionContent>
              </AccordionItem>
            ))}
          </AccordionRoot>
        </div>
      </section>
    </>
  );
}
