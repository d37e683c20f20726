import { Outlet } from 'react-router-dom';
import { SiteHeader } from './site-header.js';

export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main className="flex-1 pt-16">
        <Outlet />
      </main>
    </div>
  );
}
