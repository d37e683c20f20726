/** A block of legal text: a paragraph, a bullet list or a list of defined terms. */
export type LegalBlock =
  | string
  | { readonly list: readonly string[] }
  | { readonly terms: readonly { readonly term: string; readonly text: string }[] };

export interface LegalSection {
  /** Anchor of the section in the page's table of contents. */
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly LegalBlock[];
}

/** A legal page: title, last-updated date (ISO) and numbered sections. */
export interface LegalDocument {
  readonly title: string;
  readonly updatedAt: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}
