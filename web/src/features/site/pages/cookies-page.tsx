import { LegalPage } from '../components/legal-page.js';
import { politicaCookies } from '../legal/cookies.js';

export function CookiesPage() {
  return <LegalPage document={politicaCookies} path="/cookies" />;
}
