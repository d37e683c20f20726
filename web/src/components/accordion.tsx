import * as AccordionPrimitive from '@radix-ui/react-accordion';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { ChevronDownIcon } from './icons.js';

/**
 * Styled Radix accordion pieces. Radix gives the keyboard behaviour and the aria wiring
 * (aria-expanded, aria-controls, region); callers choose `type` (single or multiple) on the root.
 */
export const AccordionRoot = AccordionPrimitive.Root;

export function AccordionItem({ className = '', ...props }: ComponentPropsWithoutRef<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      className={`overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow data-[state=open]:shadow-md ${className}`}
      {...props}
    />
  );
}

type HeadingLevel = 'h2' | 'h3' | 'h4';

export function AccordionTrigger({
  children,
  headingLevel = 'h3',
  className = '',
}: {
  children: ReactNode;
  /** Heading element around the button, so the accordion fits the page's heading outline. */
  headingLevel?: HeadingLevel;
  className?: string;
}) {
  const Heading = headingLevel;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="m-0">
        <AccordionPrimitive.Trigger
          className={`group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-marca-700 ${className}`}
        >
          <span>{children}</span>
          <ChevronDownIcon className="h-5 w-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180" />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <AccordionPrimitive.Content className={`px-5 pb-5 text-slate-700 ${className}`}>{children}</AccordionPrimitive.Content>
  );
}
