import { Navigate } from 'react-router';
import { useCan } from '../lib/session.tsx';
import { ItemsPage } from './ItemsPage.tsx';

/** Writers (reporters, editors, admins) start at their items; moderators at the dashboard. */
export function HomePage() {
  const can = useCan();
  if (can('write')) return <ItemsPage />;
  return <Navigate to="/dashboard" replace />;
}
