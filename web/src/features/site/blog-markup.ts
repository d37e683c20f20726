import { createElement, type ReactElement, type ReactNode } from 'react';

/** A run of text, bold or not, inside a paragraph or callout. */
export interface InlineSegment {
  readonly text: string;
  readonly bold: boolean;
}

export interface NumberedItem {
  readonly number: number;
  readonly segments: readonly InlineSegment[];
}

/** One block of an article body. Consecutive numbered or dash lines form one list of callouts. */
export type BlogBlock =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'paragraph'; readonly segments: readonly InlineSegment[] }
  | { readonly kind: 'numbered'; readonly items: readonly NumberedItem[] }
  | { readonly kind: 'bulleted'; readonly items: readonly (readonly InlineSegment[])[] };

const HEADING = /^\*\*([^*]+)\*\*$/;
const NUMBERED = /^(\d+)[.)]\s+(.+)$/;
const DASH = /^[-–]\s+(.+)$/;
const BOLD = /\*\*([^*]+)\*\*/g;

/** Splits `a **b** c` into plain and bold runs; unmatched asterisks stay as text. */
export function parseInline(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(BOLD)) {
    const start = match.index;
    if (start > last) segments.push({ text: text.slice(last, start), bold: false });
    segments.push({ text: match[1] ?? '', bold: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), bold: false });
  return segments;
}

/**
 * Reads the blog's simple markup (docs/regras-do-produto.md#public-site, blog article): a line that is only bold becomes a
 * heading, numbered lines and dash lines become callouts, anything else a paragraph.
 */
export function parseBlogMarkup(content: string): BlogBlock[] {
  const blocks: BlogBlock[] = [];
  for (const rawLine of content.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line) continue;
    const previous = blocks[blocks.length - 1];
    const heading = HEADING.exec(line);
    const numbered = NUMBERED.exec(line);
    const dash = DASH.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', text: (heading[1] ?? '').trim() });
    } else if (numbered) {
      const item = { number: Number(numbered[1]), segments: parseInline(numbered[2] ?? '') };
      if (previous?.kind === 'numbered') blocks[blocks.length - 1] = { kind: 'numbered', items: [...previous.items, item] };
      else blocks.push({ kind: 'numbered', items: [item] });
    } else if (dash) {
      const item = parseInline(dash[1] ?? '');
      if (previous?.kind === 'bulleted') blocks[blocks.length - 1] = { kind: 'bulleted', items: [...previous.items, item] };
      else blocks.push({ kind: 'bulleted', items: [item] });
    } else {
      blocks.push({ kind: 'paragraph', segments: parseInline(line) });
    }
  }
  return blocks;
}

function inline(segments: readonly InlineSegment[]): ReactNode[] {
  return segments.map((segment, index) =>
    segment.bold ? createElement('strong', { key: index, className: 'font-semibold text-slate-900' }, segment.text) : segment.text,
  );
}

const calloutClass = 'flex gap-3 rounded-xl border-l-4 border-marca-700 bg-marca-50 px-4 py-3 text-slate-800';

function renderBlock(block: BlogBlock, key: number): ReactElement {
  switch (block.kind) {
    case 'heading':
      return createElement('h2', { key, className: 'mt-10 text-2xl font-bold tracking-tight text-slate-900' }, block.text);
    case 'paragraph':
      return createElement('p', { key, className: 'mt-5 leading-relaxed text-slate-700' }, ...inline(block.segments));
    case 'numbered':
      return createElement(
        'ol',
        { key, className: 'mt-5 space-y-3' },
        ...block.items.map((item, index) =>
          createElement(
            'li',
            { key: index, value: item.number, className: calloutClass },
            createElement(
              'span',
              {
                'aria-hidden': true,
                className:
                  'flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-marca-700 text-sm font-bold text-white',
              },
              String(item.number),
            ),
            createElement('span', { className: 'pt-0.5' }, ...inline(item.segments)),
          ),
        ),
      );
    case 'bulleted':
      return createElement(
        'ul',
        { key, className: 'mt-5 space-y-3' },
        ...block.items.map((segments, index) =>
          createElement(
            'li',
            { key: index, className: calloutClass },
            createElement('span', { 'aria-hidden': true, className: 'mt-2 h-2 w-2 shrink-0 rounded-full bg-marca-700' }),
            createElement('span', null, ...inline(segments)),
          ),
        ),
      );
  }
}

/** The article body as React elements: text is always rendered as text, never as HTML. */
export function renderBlogMarkup(content: string): ReactElement[] {
  return parseBlogMarkup(content).map(renderBlock);
}
