import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { HydrationUnit } from '#web/components/hydration-unit.js';
import { PageLoading } from '#web/components/page-loading.js';
import { CamilaAssistente } from '../../assistente/camila-assistente.js';
import { SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';

// The toast area (sonner) loads right after the first paint instead of weighing on it.
const AppToaster = lazy(async () => ({ default: (await import('#web/components/toaster.js')).AppToaster }));

/**
 * The public site's frame: fixed header, page, footer and the one toast area.
 * `accountSlot` lets the app put the signed-in menu in the header without this feature knowing it.
 */
export function SiteLayout({ accountSlot }: { accountSlot?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <HydrationUnit>
        <SiteHeader accountSlot={accountSlot} />
      </HydrationUnit>
      <main id="conteudo" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        {/* A page that needs the runtime config waits here for /config.json (runtime-config-context). */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <HydrationUnit>
        <SiteFooter />
      </HydrationUnit>
      <CamilaAssistente />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
