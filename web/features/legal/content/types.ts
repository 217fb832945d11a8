/** A legal page as data, rendered by components/legal-document. */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocumentContent {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}
