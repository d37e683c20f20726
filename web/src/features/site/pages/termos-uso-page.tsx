import { LegalPage } from '../components/legal-page.js';
import { termosUso } from '../legal/termos-uso.js';

export function TermosUsoPage() {
  return <LegalPage document={termosUso} path="/termos-uso" />;
}
