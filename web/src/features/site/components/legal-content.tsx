import type { LegalBlock, LegalSection } from '../legal/legal-document.js';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p className="mt-3 leading-relaxed text-slate-700">{block}</p>;
  if ('list' in block) {
    return (
      <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-700 marker:text-marca-700">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return (
    <dl className="mt-3 space-y-3">
      {block.terms.map((item) => (
        <div key={item.term} className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
          <dt className="font-semibold text-slate-900">{item.term}</dt>
          <dd className="mt-1 leading-relaxed text-slate-700">{item.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Numbered sections of a legal text; the page uses h2 headings, the cookie dialog h3. */
export function LegalContent({ sections, headingLevel = 'h2' }: { sections: readonly LegalSection[]; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titulo`} className="scroll-mt-24 pt-8 first:pt-0">
          <Heading id={`${section.id}-titulo`} className="text-xl font-bold text-slate-900">
            {index + 1}. {section.title}
          </Heading>
          {section.blocks.map((block, blockIndex) => (
            <Block key={blockIndex} block={block} />
          ))}
        </section>
      ))}
    </>
  );
}
